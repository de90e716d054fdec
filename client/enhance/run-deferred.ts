import { DEFERRED_SCRIPTS_ID, WEB_FONTS_ATTRIBUTE, WEB_FONTS_SEEN } from "../../shared/enhance-boot.ts";

/**
 * Runs what a public page loads after its largest paint (docs/enhance.md), or at once at the
 * visitor's first pointer, key, touch or scroll. The server inlines its build at the end of each
 * public page as a module script (server/page-assets.ts), so its names stay its own.
 *
 * 1. waits for the first contentful paint (Paint Timing, `first-contentful-paint`; a
 *    `requestAnimationFrame` alone does not prove it: Chromium runs frames that paint nothing
 *    before the first one that does) and for the high-priority images (the hero) to be decoded,
 *    then for two frames (the first paints them, the second starts after it);
 * 2. loads the web fonts' core files (`document.fonts.load` of the families `--font-*-web` in
 *    client/styles/tokens.css names), then turns them on part by part: `data-web-fonts` on each
 *    child of `<body>` (for `<main>`, on each of its children) in document order, a part of more
 *    than PART_ELEMENTS elements set in the body font after each of its children (so that its
 *    children are small parts, which may take the body font as the part does; its own mark,
 *    last, gives whatever inherits the part's font, `font: inherit`, the web font), each part
 *    styled and laid out at once in a task of its own, so that no single task restyles and lays
 *    out the whole page (docs/performance.md "Where the blocking time comes from"); text painted
 *    in the metric-matched fallback is laid out again once, in fonts already there; the browser
 *    remembers that they are cached (WEB_FONTS_SEEN in local storage, read by the head script);
 * 3. two frames later, moves the template's content (the enhancement script) into its place.
 *
 * A pointer, key, touch or scroll before the fonts are on turns them on for the whole page at
 * once (`data-web-fonts` on the root element), as the enhancement script starts; so does the
 * head script of a browser that has them cached (then there are no parts to turn on).
 *
 * It does not wait for the `load` event (a background video would hold that up). Where Paint
 * Timing is missing, the first wait is skipped.
 */

/** A part of the page with more elements than this has its fonts turned on child by child first. */
const PART_ELEMENTS = 120;
const FIRST_INPUT = ["pointerdown", "keydown", "touchstart", "scroll"] as const;
const LISTENING = { capture: true, passive: true };
const root = document.documentElement;
const fonts = (document as Partial<Document>).fonts;
const Observer = (self as Partial<typeof globalThis>).PerformanceObserver;
/** Two frames, then a task: what was laid out before has been painted. */
const twoFrames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));
const nextTask = () => new Promise<void>((done) => setTimeout(done));

/** The enhancement script has been put in. */
let started = false;
/** Every part of the page has its web fonts on. */
let fontsOn = false;

const start = () => {
  if (started) return;
  started = true;
  if (!fontsOn) root.setAttribute(WEB_FONTS_ATTRIBUTE, "");
  for (const type of FIRST_INPUT) removeEventListener(type, start, LISTENING);
  const held = document.getElementById(DEFERRED_SCRIPTS_ID) as HTMLTemplateElement | null;
  held?.replaceWith(document.importNode(held.content, true));
};
for (const type of FIRST_INPUT) addEventListener(type, start, LISTENING);

const firstPaint = new Promise<void>((done) => {
  if (!Observer || !(Observer.supportedEntryTypes ?? []).includes("paint")) return done();
  new Observer((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) {
      observer.disconnect();
      done();
    }
  }).observe({ type: "paint", buffered: true });
});

/** The parts of the page to turn the web fonts on in, in document order (see above). */
const parts = (): Element[] => {
  const body = document.body;
  const bodyFont = getComputedStyle(body).fontFamily;
  const out: Element[] = [];
  const visit = (part: Element) => {
    if (/^(SCRIPT|TEMPLATE|STYLE|NOSCRIPT|LINK)$/.test(part.tagName)) return;
    if (part.getElementsByTagName("*").length > PART_ELEMENTS && getComputedStyle(part).fontFamily === bodyFont) for (const child of part.children) visit(child);
    out.push(part);
  };
  for (const child of body.children) {
    if (child.tagName === "MAIN") for (const inner of child.children) visit(inner);
    else visit(child);
  }
  return out;
};

firstPaint
  .then(() => Promise.all([...document.querySelectorAll("img[fetchpriority=high]")].map((img) => (img as HTMLImageElement).decode().catch(() => undefined))))
  .then(twoFrames)
  .then(() => {
    const style = getComputedStyle(root);
    return fonts && Promise.all(["--font-display-web", "--font-body-web"].map((name) => fonts.load(`1em ${style.getPropertyValue(name)}`).catch(() => undefined)));
  })
  .then(async () => {
    if (!root.hasAttribute(WEB_FONTS_ATTRIBUTE)) {
      for (const part of parts()) {
        if (started) break;
        part.setAttribute(WEB_FONTS_ATTRIBUTE, "");
        // Styled and laid out now, in this task, not all together in the next frame.
        document.body.getBoundingClientRect();
        await nextTask();
      }
    }
    fontsOn = true;
    try {
      localStorage.setItem(WEB_FONTS_SEEN, "1");
    } catch {
      // Storage refused (private mode, a full quota): the next page waits for its paint again.
    }
    return twoFrames();
  })
  .then(start);
