import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { documentPage } from "../shared/schemas/documents.ts";
import { DRAFT_PREVIEW_PATH, PREVIEW_LINK_GONE } from "../shared/schemas/drafts.ts";
import { PREVIEW_PATH, publicPathOf, type PreviewNotice } from "../shared/schemas/preview.ts";
import { HttpError } from "./http/errors.ts";
import { requireAuth } from "./middleware/auth.ts";
import type { Services } from "./services/index.ts";
import { openPreviewLink } from "./services/drafts.ts";
import { noticeOf, openPreview, withPreview, type OpenPreview } from "./services/previews.ts";

/** Renders `path` as a page with these services and preview notice (none: the site's own not-found page). */
export type RenderPreview = (req: ExpressRequest, res: ExpressResponse, path: string, services: Services, notice: PreviewNotice | null) => Promise<Response>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The answer without a valid session: a short page pointing to the sign-in. */
function signInPage(res: ExpressResponse, siteName: string): void {
  const title = "Sign in to see this preview";
  res
    .status(401)
    .type("html")
    .send(
      `<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${title} | ${escapeHtml(siteName)}</title></head>` +
        `<body><main><h1>${title}</h1><p>Previews are shown only to the signed-in staff member who made them. <a href="/admin/login">Sign in</a>, then choose Preview in the editor again.</p></main></body></html>`,
    );
}

/** The one answer of a signed link that cannot be opened (forged, expired, revoked, draft gone): it never says which. */
function linkGonePage(res: ExpressResponse, siteName: string): void {
  const nonce = typeof res.locals.cspNonce === "string" ? ` nonce="${escapeHtml(res.locals.cspNonce)}"` : "";
  // The site's ink, navy and gold (client/styles/tokens.css), inline: this page loads nothing.
  const style =
    `<style${nonce}>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b2430;background:#f8f7f4}` +
    `main{max-width:36rem;margin:18vh auto 0;padding:0 1.5rem}h1{font-size:1.75rem;line-height:1.25;color:#214a74;margin:0 0 1rem;padding-bottom:1rem;border-bottom:3px solid #bb9e5e}` +
    `p{font-size:1.0625rem;line-height:1.6;color:#4a5563}a{color:#214a74}</style>`;
  res
    .status(404)
    .type("html")
    .send(
      `<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview unavailable | ${escapeHtml(siteName)}</title>${style}</head>` +
        `<body><main><h1>${PREVIEW_LINK_GONE}</h1><p>Draft previews are shared for 24 hours and can be withdrawn at any time. Ask the colleague who sent it for a new link, or visit <a href="/">${escapeHtml(siteName)}</a>.</p></main></body></html>`,
    );
}

/** A draft as a preview: its fields laid over the stored document, shown on its public page. */
async function draftPreview(s: Services, token: string): Promise<OpenPreview | undefined> {
  const draft = await openPreviewLink(s.db, token);
  if (!draft) return undefined;
  const fields: Record<string, unknown> = { ...draft.fields };
  // A version keeps a gallery as its JSON text; the pages read the list.
  if (draft.type === "news") {
    try {
      fields.gallery = JSON.parse(draft.fields.gallery || "[]");
    } catch {
      fields.gallery = [];
    }
  }
  // A new record's empty slug is made at publish; the page is addressed by id meanwhile.
  if (fields.slug === "") delete fields.slug;
  return { type: draft.type, docId: draft.docId, isNew: draft.isNew, path: draft.type === "document" ? documentPage(draft.docId) : publicPathOf(draft.type, draft.docId), fields: fields as Record<string, string>, createdAt: draft.updatedAt, expiresAt: draft.updatedAt };
}

/**
 * No ETag on this answer, whatever its status and whoever writes it (the sign-in page, a 405, the
 * error handler): Express's send() would add one, and with it answer a matching If-None-Match
 * with 304. A header that is never set cannot do either.
 */
function withoutETag(res: ExpressResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) => (name.toLowerCase() === "etag" ? res : setHeader(name, value))) as typeof res.setHeader;
}

/**
 * `GET /preview/<id>`: the public page of a preview's document, rendered by the same
 * route modules and loaders as the live page, with the preview's unsaved values laid over the
 * stored ones (`withPreview`). Only the staff member who made it, signed in (cookie or Bearer),
 * can open it while it lives; anyone else gets 401 (no session) or the not-found page (an
 * unknown, expired or someone else's preview). Never cached (`no-store`, no ETag, no render
 * cache), never indexed (`X-Robots-Tag` and a robots meta), marked by the preview banner.
 */
export function previewPage(s: Services, render: RenderPreview): RequestHandler {
  const auth = requireAuth(s);
  return async function renderPreview(req, res, next) {
    withoutETag(res);
    try {
      res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.status(405).set("Allow", "GET, HEAD").type("text").send("Method Not Allowed");
        return;
      }
      // A signed link to a draft (`/preview/draft/<token>`): anyone holding it, no session.
      const linkToken = DRAFT_PREVIEW_PATH.exec(req.path)?.[1];
      if (linkToken !== undefined || req.path.startsWith("/preview/draft/")) {
        const preview = linkToken ? await draftPreview(s, linkToken) : undefined;
        if (!preview) return linkGonePage(res, s.config.siteName);
        const response = await render(req, res, preview.path, withPreview(s, preview), { ...noticeOf(preview), draft: true });
        res.status(response.status);
        for (const [name, value] of response.headers) if (!/^(cache-control|etag|set-cookie)$/i.test(name)) res.append(name, value);
        res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
        res.end(req.method === "HEAD" ? undefined : await response.text());
        return;
      }
      try {
        await auth(req, res, () => undefined);
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) return signInPage(res, s.config.siteName);
        throw err;
      }
      const key = PREVIEW_PATH.exec(req.path)?.[1];
      const preview = key ? await openPreview(s.db, key, req.principal!.id) : undefined;
      const response = preview
        ? await render(req, res, preview.path, withPreview(s, preview), noticeOf(preview))
        : await render(req, res, req.path, s, null);
      res.status(preview ? response.status : 404);
      for (const [name, value] of response.headers) if (!/^(cache-control|etag|set-cookie)$/i.test(name)) res.append(name, value);
      res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
      res.end(req.method === "HEAD" ? undefined : await response.text());
    } catch (err) {
      next(err);
    }
  };
}
