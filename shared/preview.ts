// Preview before saving: the constants the public pages need too. No zod here: the
// public pages' scripts import this module (the preview banner), and the schemas live in
// shared/schemas/preview.ts.

/** How long a preview can be opened after it was made. */
export const PREVIEW_TTL_MINUTES = 30;
/** The newest previews each user keeps; older ones are dropped when a new one is made. */
export const PREVIEWS_PER_USER = 20;
/** The words of the fixed banner on every preview page. */
export const PREVIEW_MARKER = "Preview — not published";

/** What the banner of a preview page says: what is previewed, and until when it can be opened. */
export interface PreviewNotice {
  /** The block's name ("About: who we are"), the investment's tab text or the article's title. */
  label: string;
  /** A new investment or news item, not created yet. */
  isNew: boolean;
  expiresAt: string;
  /** A saved draft opened by a signed preview link (not one person's unsaved values). */
  draft?: boolean;
}
