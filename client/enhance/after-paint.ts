/**
 * Markup held back until the page has painted (client/components/AfterPaint.tsx): with scripts
 * on, a `<noscript>` holds its markup as text; this parses that text and puts the markup in its
 * place. The text is the server's own rendering, escaped as React escapes any markup.
 */
export function enhanceAfterPaint(): void {
  for (const held of document.querySelectorAll("noscript.after-paint")) {
    const markup = document.createElement("template");
    markup.innerHTML = held.textContent ?? "";
    held.replaceWith(markup.content);
  }
}
