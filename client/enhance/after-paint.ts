import { defineBehaviour } from "./define.ts";

/**
 * Markup held back until the page has painted (client/components/AfterPaint.tsx): with scripts
 * on, its root, a `<noscript>`, holds the markup as text; this parses that text and puts the
 * markup in its place. The text is the server's own rendering, escaped as React escapes any markup.
 */
export const afterPaint = defineBehaviour({
  name: "after-paint",
  run(held) {
    const markup = document.createElement("template");
    markup.innerHTML = held.textContent ?? "";
    held.replaceWith(markup.content);
  },
});
