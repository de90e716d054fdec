import { CONTACT_FORM } from "../../shared/constants.ts";
import type { ContactForm } from "../../shared/schemas/contact.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { insertContactMessage } from "../db/repositories/contact-messages.ts";
import type { Insertable } from "kysely";
import type { ContactMessageTable } from "../db/schema.ts";
import { consumeLimits, limitKeys } from "./rate-limit.ts";

/**
 * A local path on this site for `_next`: "/…" but not "//…" or "/\…" (which browsers read as
 * another host), or an absolute URL on the site's own origin. Anything else answers undefined.
 */
export function sameOriginPath(next: string, siteUrl: string): string | undefined {
  // Control characters could split the Location header or hide a scheme.
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  if (/^\/(?![/\\])/.test(next)) return next;
  try {
    const u = new URL(next);
    if (u.origin === new URL(siteUrl).origin) return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    // not an absolute URL
  }
  return undefined;
}

/**
 * The contact form (beyond the spec: the default target of the form on /contacts). Counts the
 * submission against the address (429 past the limit), then stores it. The count commits on
 * its own. Answers where to send the visitor (`_next` when it is a path on this site, else "/")
 * and the stored message, for the notification e-mail. An empty submission or a filled spam trap
 * is answered alike but not stored.
 */
export async function submit(
  db: DB,
  site: { siteUrl: string; siteName: string },
  form: ContactForm,
  ip = "unknown",
): Promise<{ redirect: string; message?: Insertable<ContactMessageTable> }> {
  await consumeLimits(db, [{ key: limitKeys.contactIp(ip), policy: CONTACT_FORM.limit }], "Too many messages from this address. Please try again later.");
  const redirect = (form._next && sameOriginPath(form._next, site.siteUrl)) || "/";
  const trap = form[CONTACT_FORM.honeypotField];
  const trapped = trap !== undefined && trap !== null && String(trap).trim() !== "";
  const empty = !form.name && !form.email && !form.company && !form.phone && !form.message;
  if (trapped || empty) return { redirect };
  const at = now();
  const message: Insertable<ContactMessageTable> = {
    id: newId(),
    name: form.name,
    email: form.email,
    company: form.company,
    phone: form.phone,
    message: form.message,
    subject: form._subject || `${site.siteName} ${CONTACT_FORM.subjectSuffix}`,
    createdAt: at,
    updatedAt: at,
  };
  await insertContactMessage(db, message);
  return { redirect, message };
}
