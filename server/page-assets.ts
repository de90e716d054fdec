import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

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
 */

/** Route ids of the staff area, which is rendered in the browser and keeps its stylesheets. */
const isStaffRoute = (id: string) => id.startsWith("routes/admin/");
export { isStaffPath } from "../client/lib/nav.ts";

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

/** The built core font files (client/fonts/*-core.woff2, which every page uses) named in a stylesheet. */
const CORE_FONT = /url\((["']?)(\/assets\/[\w-]+-core-[\w-]+\.woff2)\1\)/g;

/**
 * Low-priority preloads of the core font files the styles name: they start with the document,
 * not after the first layout, yet never compete with the page's largest image or its first
 * paint (text paints at once in the metric-matched fallback: `font-display: swap`).
 */
export function fontPreloads(css: string): string {
  const files = new Set([...css.matchAll(CORE_FONT)].map((m) => m[2]!));
  return [...files].map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="" fetchpriority="low">`).join("");
}

/**
 * Puts the public stylesheets into the page's head (an extra <style> that hydration skips), after
 * the font preloads (`fontPreloads` of the stylesheets).
 */
export function inlineStyles(html: string, preloads: string, css: string, nonce: string): string {
  const end = html.indexOf("</head>");
  return end < 0 || !css ? html : `${html.slice(0, end)}${preloads}<style nonce="${nonce}">${css}</style>${html.slice(end)}`;
}

/** The id of the template holding a public page's enhancement script until it runs. */
export const DEFERRED_SCRIPTS_ID = "r28-deferred-scripts";

/**
 * Moves the template's content (the enhancement script) into its place once the page has been
 * painted with its largest content, or at the visitor's first pointer, key, touch or scroll if
 * that comes first:
 *
 * 1. the first contentful paint has happened (Paint Timing, `first-contentful-paint`; a
 *    `requestAnimationFrame` alone does not prove it: Chromium runs frames that paint nothing
 *    before the first one that does, so the script used to arrive before the first paint);
 * 2. then the web fonts in use have loaded (`document.fonts.ready`, asked only after that first
 *    layout has started their loads) and the high-priority images (the hero) are decoded;
 * 3. then two frames: the first paints what step 2 waited for, the second starts after it.
 *
 * It does not wait for the `load` event (a background video would hold that up). Where Paint
 * Timing is missing, step 1 is skipped.
 */
const RUN_DEFERRED = `(()=>{const o={capture:!0,passive:!0},e=["pointerdown","keydown","touchstart","scroll"];let d=!1;const r=()=>{if(d)return;d=!0;for(const n of e)removeEventListener(n,r,o);const t=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});t&&t.replaceWith(document.importNode(t.content,!0))};for(const n of e)addEventListener(n,r,o);const P=self.PerformanceObserver,a=requestAnimationFrame;new Promise(s=>{if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return s();new P((l,b)=>{l.getEntriesByName("first-contentful-paint").length&&(b.disconnect(),s())}).observe({type:"paint",buffered:!0})}).then(()=>Promise.all([document.fonts&&document.fonts.ready,...[...document.querySelectorAll("img[fetchpriority=high]")].map(i=>i.decode().catch(()=>{}))])).then(()=>a(()=>a(()=>setTimeout(r))))})()`;

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
export const readBuiltFile = (clientDir: string, urlPath: string) => readFileSync(path.join(clientDir, urlPath), "utf8");

/**
 * Adds the enhancement script (client/enhance/) to a rendered public page, held back until the
 * page's largest paint (see above). `nonce` goes on both scripts.
 */
export function addEnhanceScript(html: string, src: string, nonce: string): string {
  const end = html.lastIndexOf("</body>");
  if (end < 0) return html;
  const script = `<script type="module" src="${src}" nonce="${nonce}"></script>`;
  return `${html.slice(0, end)}<template id="${DEFERRED_SCRIPTS_ID}">${script}</template><script nonce="${nonce}">${RUN_DEFERRED}</script>${html.slice(end)}`;
}
