import { readFileSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

/**
 * How the built public pages load their styles and scripts (docs/performance.md):
 *
 * - Styles: every stylesheet of the public routes, in one `<style>` in the page's head, instead
 *   of nine render-blocking requests. The public routes'
 *   stylesheets are taken out of the route manifest, on the server and in the copy the browser
 *   gets, so neither renders a `<link rel="stylesheet">` and hydration matches; client-side
 *   navigation needs nothing more since every public page's styles are already there. The
 *   staff area (`routes/admin/*`) keeps its own stylesheets as links.
 * - Scripts: React Router's scripts and module preloads wait in a `<template>` until the hero
 *   image has been painted (or the visitor interacts first), then run as they would have: the
 *   page's largest image and text never compete with the scripts for the network. Every public feature works
 *   without them; they only enhance.
 */

/** Route ids of the staff area, which is rendered in the browser and keeps its stylesheets. */
const isStaffRoute = (id: string) => id.startsWith("routes/admin/");
/** The staff area's pages: rendered by their scripts, which therefore are not deferred. */
export const isStaffPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

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

/** The id of the template holding a page's scripts until they run. */
export const DEFERRED_SCRIPTS_ID = "r28-deferred-scripts";

/**
 * Moves the template's content (the scripts, exactly as rendered) into its place once the page's
 * high-priority images (the hero: the largest paint) are loaded, decoded and painted, or at the
 * visitor's first pointer, key, touch or scroll if that comes first. It does not wait for the
 * `load` event (a background video or a slow font would hold that up). Inline scripts then run
 * in order and the module script loads the app, which hydrates the unchanged page.
 */
const RUN_DEFERRED = `(()=>{const o={capture:!0,passive:!0},e=["pointerdown","keydown","touchstart","scroll"];let d=!1;const r=()=>{if(d)return;d=!0;for(const n of e)removeEventListener(n,r,o);const t=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});t&&t.replaceWith(document.importNode(t.content,!0))};for(const n of e)addEventListener(n,r,o);Promise.all([...document.querySelectorAll("img[fetchpriority=high]")].map(i=>i.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>setTimeout(r)))})()`;

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
/** React Router's first script: the router context, then the module script and the loader data. */
const FIRST_ROUTER_SCRIPT = /<script\b[^>]*>window\.__reactRouterContext = /;

/**
 * Defers a rendered page's React Router scripts (see above). `nonce` goes on the script that
 * releases them. A page without React Router's scripts is answered as it is.
 */
export function deferScripts(html: string, nonce: string): string {
  const start = html.search(FIRST_ROUTER_SCRIPT);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) return html;
  const preloads = html.slice(0, start).match(MODULE_PRELOAD) ?? [];
  const head = html.slice(0, start).replace(MODULE_PRELOAD, "");
  return `${head}<template id="${DEFERRED_SCRIPTS_ID}">${preloads.join("")}${html.slice(start, end)}</template><script nonce="${nonce}">${RUN_DEFERRED}</script>${html.slice(end)}`;
}
