import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { DEFERRED_SCRIPTS_ID, WEB_FONTS_ATTRIBUTE, WEB_FONTS_SEEN } from "../shared/enhance-boot.ts";

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
 * - Fonts: public pages turn the web fonts on after their largest paint too (run-deferred.ts), so
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

/**
 * In the head: the web fonts from the first paint when this browser has fetched them before
 * (they come from the cache, so they compete with nothing); client/enhance/run-deferred.ts
 * otherwise.
 */
const WEB_FONTS_IF_SEEN = `try{localStorage.getItem(${JSON.stringify(WEB_FONTS_SEEN)})&&document.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},"")}catch(e){}`;

/**
 * The enhancement script as a page loads it: its URL, and the script that puts it in after the
 * page's largest paint (client/enhance/run-deferred.ts), as inline code from the build or, under
 * the development server, as its source's URL.
 */
export interface EnhanceScript {
  src: string;
  runDeferred: { code: string } | { src: string };
}

/** Under the development server: the sources, served by Vite. */
export const ENHANCE_DEV: EnhanceScript = { src: "/client/enhance/index.ts", runDeferred: { src: "/client/enhance/run-deferred.ts" } };

/** A file of the client build's `assets/` by the name vite.config.ts gives an entry (`<entry>-<hash>.js`). */
function findBuilt(clientDir: string, entry: string): string | undefined {
  const dir = path.join(clientDir, "assets");
  const name = new RegExp(`^${entry}-[\\w-]+\\.js$`);
  return existsSync(dir) ? readdirSync(dir).find((f) => name.test(f)) : undefined;
}

/**
 * The built enhancement script (`assets/enhance-<hash>.js`) and the code of its starter
 * (`assets/run-deferred-<hash>.js`), both written by the build step in vite.config.ts (each build
 * empties the client folder, so there is one of each), or undefined when the build lacks either:
 * the pages are then served without them, which they survive (every public feature works without
 * scripts).
 */
export function findEnhanceScript(clientDir: string): EnhanceScript | undefined {
  const script = findBuilt(clientDir, "enhance");
  const starter = findBuilt(clientDir, "run-deferred");
  if (!script || !starter) return undefined;
  // Inline, a `</script` in the code would end the element: escaped, it means the same in JavaScript.
  const code = readFileSync(path.join(clientDir, "assets", starter), "utf8").trim().replace(/<\/script/gi, "<\\/script");
  return { src: `/assets/${script}`, runDeferred: { code } };
}

/**
 * Adds to a rendered public page what it loads after its largest paint (see above): the web fonts
 * and the enhancement script (client/enhance/). `nonce` goes on every script.
 */
export function addEnhanceScript(html: string, script: EnhanceScript, nonce: string): string {
  const head = html.indexOf("</head>");
  const end = html.lastIndexOf("</body>");
  if (head < 0 || end < head) return html;
  const held = `<template id="${DEFERRED_SCRIPTS_ID}"><script type="module" src="${script.src}" nonce="${nonce}"></script></template>`;
  // A module script either way: the built code is a module's (its names stay out of the page's).
  const starter = "code" in script.runDeferred ? `<script type="module" nonce="${nonce}">${script.runDeferred.code}</script>` : `<script type="module" src="${script.runDeferred.src}" nonce="${nonce}"></script>`;
  return `${html.slice(0, head)}<script nonce="${nonce}">${WEB_FONTS_IF_SEEN}</script>${html.slice(head, end)}${held}${starter}${html.slice(end)}`;
}
