/** Pure rules over stored editor HTML (already sanitised by the server). */

const ENTITIES: Record<string, string> = { "&amp;": "&", "&nbsp;": " ", "&#160;": " ", "&#39;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };

/**
 * Editor HTML as plain text, for the places that cannot hold markup (titles, labels, matching):
 * tags dropped, the common entities decoded (once, so `&amp;lt;` reads `&lt;`), spaces collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|nbsp|#160|#39|quot|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The first sentence of a text (plain text), cut at `max` characters with an ellipsis: the
 * one-line summary of a company's card.
 */
export function firstSentence(text: string, max = 140): string {
  const first = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}

const BLOCK = /<(\/?)(?:p|h[1-6]|div|blockquote|pre|li|ul|ol)\b[^>]*>/gi;

/**
 * Stored rich text made fit to sit inside a heading: the editor wraps even a one-line title in
 * <p> or <h1>, which may not nest inside an <h1>. Block tags become <span class="inline-html__line">
 * (shown as lines by CSS); inline markup such as bold, italics and colour spans is kept. Only tag
 * names change, so nothing unsafe is added.
 */
export function inlineHtml(html: string): string {
  return html.replace(BLOCK, (_tag, closing: string) => (closing ? "</span>" : '<span class="inline-html__line">'));
}
