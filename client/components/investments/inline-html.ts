/**
 * Stored rich text (already sanitised by the server) made fit to sit inside a heading: the
 * editor wraps even a one-line title in <p> or <h1>, which may not nest inside an <h1>. Block
 * tags become <span class="inline-html__line"> (shown as lines by CSS); inline markup such as
 * bold, italics and colour spans is kept. Only tag names change, so nothing unsafe is added.
 */
const BLOCK = /<(\/?)(?:p|h[1-6]|div|blockquote|pre|li|ul|ol)\b[^>]*>/gi;

export function inlineHtml(html: string): string {
  return html.replace(BLOCK, (_tag, closing: string) => (closing ? "</span>" : '<span class="inline-html__line">'));
}
