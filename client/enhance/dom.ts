/** Small DOM helpers shared by the enhancements (no framework: docs/performance.md). */

/** A new element with attributes (`true` for a bare attribute) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, "");
    else if (value !== false) el.setAttribute(name, value);
  }
  for (const child of children) if (child != null) el.append(child);
  return el;
}

/** Sets a boolean ARIA state as React renders it ("true"/"false"). */
export const setExpanded = (el: Element, open: boolean) => el.setAttribute("aria-expanded", String(open));

/** A deep copy of a server-rendered element (icons and labels are reused, never redrawn). */
export const copy = <T extends Element>(el: T | null | undefined): T | null => (el ? (el.cloneNode(true) as T) : null);

let ids = 0;
/** An id unique in the page, like React's useId. */
export const uniqueId = (prefix: string) => `${prefix}-${++ids}`;

/** Style sheets already taken from fetched pages, by their text. */
const adopted = new Set<string>();

/**
 * Another page of the site as a document, for markup to move into this one. Each page inlines
 * only the style rules its own markup needs (server/page-css.ts), so the fetched page's
 * stylesheet is added to this page when it differs. It is adopted as a constructed style sheet:
 * the page's policy allows only its own `<style>` element, by hash (docs/security.md), and
 * constructed sheets are made by this script, which the policy already trusts.
 */
export async function fetchPage(url: string): Promise<Document> {
  const response = await fetch(url, { headers: { Accept: "text/html" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const own = new Set([...document.head.querySelectorAll("style")].map((s) => s.textContent ?? ""));
  for (const style of page.head.querySelectorAll("style")) {
    const css = style.textContent ?? "";
    if (own.has(css) || adopted.has(css)) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    adopted.add(css);
  }
  return page;
}
