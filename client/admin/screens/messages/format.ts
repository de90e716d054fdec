const FULL = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });
const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A stored ISO time for people: '23 November 2026 at 14:05' (local time), or '23 Nov 2026'. */
export function formatWhen(iso: string, style: "full" | "short" = "full"): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return (style === "full" ? FULL : SHORT).format(t);
}

/** Who sent a message, as the list and the dialogs name it. */
export const senderOf = (m: { name: string; email: string }) => m.name || m.email || "Anonymous sender";
