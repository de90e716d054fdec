import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { ScriptWords } from "./page-css.ts";

/**
 * How the built public pages load their styles and scripts (docs/performance.md):
 *
 * - Styles: the public routes' stylesheets in one `<style>` in the page's head, instead of nine
 *   render-blocking requests, each public page keeping only the rules it can use
 *   (server/page-css.ts). They are taken out of the route manifest, so no page renders a
 *   `<link rel="stylesheet">` for them. The staff area (`routes/admin/*`) keeps its own
 *   stylesheets as links and gets the public rules whole (it renders in the browser).
 * - Scripts: public pages are not hydrated. Each gets one small enhancement script
 *   (client/enhance/, no framework), which waits in a `<template>` until the hero image has been
 *   painted (or the visitor interacts first): the page's largest image and text never compete
 *   with it for the network. Every public feature works without it; it only enhances. The staff
 *   area keeps React Router's scripts (client/root.tsx renders them only there).
 * - Fonts: public pages turn the web fonts on after their largest paint too (RUN_DEFERRED), so
 *   the font files never compete with it; until then, and for good when nothing turns them on,
 *   text is drawn in metric-matched fallbacks that the web fonts replace without moving it.
 */

/** Route ids of the staff area, which is rendered in the browser and keeps its stylesheets. */
const isStaffRoute = (id: string) => id.startsWith("routes/admin/");

/** The build without the public stylesheets' links, and those stylesheets' text (see above). */
export function takePublicStyles(build: ServerBuild, clientDir: string): { build: ServerBuild; css: string } {
  const routes: ServerBuild["assets"]["routes"] = {};
  const files: string[] = [];
  // Root first, then the routes in manifest order: each page keeps its stylesheets' order.
  for (const [id, route] of Object.entries(build.assets.routes)) {
    if (!route) continue;
    if (isStaffRoute(id) || !route.css?.length) {
      routes[id] = route;
      continue;
    }
    for (const file of route.css) if (!files.includes(file)) files.push(file);
    routes[id] = { ...route, css: [] };
  }
  const css = files.map((file) => readFileSync(path.join(clientDir, file), "utf8").trim()).join("\n");
  return { build: { ...build, assets: { ...build.assets, routes } }, css };
}

/** Puts the public stylesheets into the page's head (an extra <style> that hydration skips). */
export function inlineStyles(html: string, css: string, nonce: string): string {
  const end = html.indexOf("</head>");
  return end < 0 || !css ? html : `${html.slice(0, end)}<style nonce="${nonce}">${css}</style>${html.slice(end)}`;
}

/** The id of the template holding a public page's enhancement script until it runs. */
export const DEFERRED_SCRIPTS_ID = "r28-deferred-scripts";

/** The local storage key that says this browser has fetched the web fonts (so they are cached). */
const WEB_FONTS_SEEN = JSON.stringify("r28-web-fonts");

/**
 * In the head: the web fonts from the first paint when this browser has fetched them before
 * (they come from the cache, so they compete with nothing); see RUN_DEFERRED otherwise.
 */
const WEB_FONTS_IF_SEEN = `try{localStorage.getItem(${WEB_FONTS_SEEN})&&document.documentElement.setAttribute("data-web-fonts","")}catch(e){}`;

/** A part of the page with more elements than this has its fonts turned on child by child first (below). */
const PART_ELEMENTS = 120;

/**
 * Runs what a public page loads after its largest paint, or at once at the visitor's first
 * pointer, key, touch or scroll:
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
 *    styled and laid out at once (reading `offsetWidth`) in a task of its own, so that no single
 *    task restyles and lays out the whole page (docs/performance.md "Where the blocking time
 *    comes from"); text painted in the metric-matched fallback is laid out again once, in fonts
 *    already there; the browser remembers that they are cached (WEB_FONTS_IF_SEEN, in local
 *    storage);
 * 3. two frames later, moves the template's content (the enhancement script) into its place.
 *
 * A pointer, key, touch or scroll before the fonts are on turns them on for the whole page at
 * once (`data-web-fonts` on the root element), as the enhancement script starts; so does the
 * head script of a browser that has them cached (then there are no parts to turn on).
 *
 * It does not wait for the `load` event (a background video would hold that up). Where Paint
 * Timing is missing, the first wait is skipped.
 */
const RUN_DEFERRED = `(()=>{const o={capture:!0,passive:!0},e=["pointerdown","keydown","touchstart","scroll"],h=document.documentElement,f=document.fonts,A="data-web-fonts",w=()=>h.setAttribute(A,""),a=()=>new Promise(s=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(s)))),y=()=>new Promise(s=>setTimeout(s)),P=self.PerformanceObserver;let d=!1,u=!1;const r=()=>{if(d)return;d=!0;u||w();for(const n of e)removeEventListener(n,r,o);const t=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});t&&t.replaceWith(document.importNode(t.content,!0))};for(const n of e)addEventListener(n,r,o);new Promise(s=>{if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return s();new P((l,b)=>{l.getEntriesByName("first-contentful-paint").length&&(b.disconnect(),s())}).observe({type:"paint",buffered:!0})}).then(()=>Promise.all([...document.querySelectorAll("img[fetchpriority=high]")].map(i=>i.decode().catch(()=>{})))).then(a).then(()=>{const c=getComputedStyle(h);return f&&Promise.all(["--font-display-web","--font-body-web"].map(p=>f.load("1em "+c.getPropertyValue(p)).catch(()=>{})))}).then(async()=>{const b=document.body,F=getComputedStyle(b).fontFamily,q=[],v=p=>{if(/^(SCRIPT|TEMPLATE|STYLE|NOSCRIPT|LINK)$/.test(p.tagName))return;if(p.getElementsByTagName("*").length>${PART_ELEMENTS}&&getComputedStyle(p).fontFamily==F)for(const c of p.children)v(c);q.push(p)};if(!h.hasAttribute(A))for(const c of b.children)c.tagName=="MAIN"?[...c.children].forEach(v):v(c);for(const p of q){if(d)break;p.setAttribute(A,"");b.offsetWidth;await y()}u=!0;try{localStorage.setItem(${WEB_FONTS_SEEN},"1")}catch(x){}return a()}).then(r)})()`;

/** Where the enhancement script's source is served by the development server (Vite). */
export const ENHANCE_DEV_SRC = "/client/enhance/index.ts";
const ENHANCE_FILE = /^enhance-[\w-]+\.js$/;

/**
 * The URL of the built enhancement script (`assets/enhance-<hash>.js`, written by the build
 * step in vite.config.ts; each build empties the client folder, so there is one), or undefined
 * when the build has none: the pages are then served without it, which they survive (every
 * public feature works without scripts).
 */
export function findEnhanceScript(clientDir: string): string | undefined {
  const dir = path.join(clientDir, "assets");
  const file = existsSync(dir) ? readdirSync(dir).find((f) => ENHANCE_FILE.test(f)) : undefined;
  return file ? `/assets/${file}` : undefined;
}

/** A file of the client build by its URL path (`/assets/...`). */
const readBuiltFile = (clientDir: string, urlPath: string) => readFileSync(path.join(clientDir, urlPath), "utf8");

/**
 * What the built enhancement script may add to a page, for its styles (server/page-css.ts): its
 * code behaviour by behaviour, from `enhance-<hash>.words.json` beside it (vite.config.ts), or
 * the script's text (all its words, on every page) from a build without that list.
 */
export function readEnhanceWords(clientDir: string, src: string): ScriptWords {
  const list = path.join(clientDir, src.replace(/\.js$/, ".words.json"));
  return existsSync(list) ? (JSON.parse(readFileSync(list, "utf8")) as Exclude<ScriptWords, string>) : readBuiltFile(clientDir, src);
}

/**
 * Adds to a rendered public page what it loads after its largest paint (see above): the web fonts
 * and the enhancement script (client/enhance/). `nonce` goes on every script.
 */
export function addEnhanceScript(html: string, src: string, nonce: string): string {
  const head = html.indexOf("</head>");
  const end = html.lastIndexOf("</body>");
  if (head < 0 || end < head) return html;
  const script = `<script type="module" src="${src}" nonce="${nonce}"></script>`;
  return `${html.slice(0, head)}<script nonce="${nonce}">${WEB_FONTS_IF_SEEN}</script>${html.slice(head, end)}<template id="${DEFERRED_SCRIPTS_ID}">${script}</template><script nonce="${nonce}">${RUN_DEFERRED}</script>${html.slice(end)}`;
}
