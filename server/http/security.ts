import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { PREVIEW_PREFIX } from "../../shared/schemas/preview.ts";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/**
 * Origins the pages may frame: the contact page's OpenStreetMap embed and the video embeds the
 * rich-text sanitiser lets through (YouTube, in both of its embed hosts, and Vimeo).
 */
const FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];
/** The staff area: its editor previews chosen images and pasted ones as data: URLs, and KaTeX's fonts are inlined. */
const ADMIN_PATH = /^\/admin(?:\/|$)/i;
/** The JSON API (server/app.ts mounts it at /api). */
const API_PATH = /^\/api(?:\/|$)/i;

export interface PolicyOptions {
  https: boolean;
  formAction: string;
  dev: boolean;
}

/** The policy options for the site's settings (`dev`: Vite's development server). */
export const policyOptions = (config: { siteUrl: string; contactFormAction: string }, dev: boolean): PolicyOptions => ({
  https: config.siteUrl.startsWith("https://"),
  formAction: config.contactFormAction,
  dev,
});

/**
 * The inline code a page may run: its scripts and its one `<style>` element, named by this
 * response's nonce, or, for a cached public page whose bytes are the same on every answer, by the
 * hashes of exactly that content (server/pages.ts; docs/security.md).
 */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * The Content-Security-Policy builder (DESIGN.md section 7; docs/security.md explains the
 * policy). Scripts run only from our origin or inline when the page's sources allow them. Style
 * sheets come only from our origin plus the page's own `<style>`; style attributes stay allowed
 * for the colours of stored rich text and KaTeX's layout (docs/security.md says why). Images
 * come only from our origin, plus data: in the staff area.
 */
export function contentSecurityPolicy(opts: PolicyOptions): (inline: InlineSources, admin: boolean) => string {
  let formOrigin = "";
  try {
    formOrigin = new URL(opts.formAction).origin;
  } catch {
    // a path on our own origin
  }
  const list = (sources: readonly string[]) => sources.map((source) => ` ${source}`).join("");
  return (inline, admin) =>
    [
      "default-src 'self'",
      `script-src 'self'${list(inline.scripts)}${opts.dev ? " 'unsafe-eval'" : ""}`,
      // The one <style> element the page renderer writes (the page's stylesheet, inlined so no
      // request blocks the first paint: docs/performance.md); Vite's dev server injects <style>
      // elements from script instead (a nonce or hash would disable 'unsafe-inline').
      `style-src 'self'${opts.dev ? "" : list(inline.styles)}`,
      `style-src-elem 'self'${opts.dev ? " 'unsafe-inline'" : list(inline.styles)}`,
      "style-src-attr 'unsafe-inline'",
      `img-src 'self'${admin ? " data:" : ""}`,
      `font-src 'self'${admin ? " data:" : ""}`,
      "media-src 'self'",
      `connect-src 'self'${opts.dev ? " ws: wss:" : ""}`,
      `frame-src ${FRAME_SOURCES.join(" ")}`,
      `form-action 'self'${formOrigin ? ` ${formOrigin}` : ""}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join("; ");
}

/** The headers every answer carries besides its Content-Security-Policy. */
const FIXED_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * Where a signed-in session lives: the staff area, the API and the previews of unsaved edits
 * (server/preview-page.ts). Their answers also carry `Cross-Origin-Opener-Policy: same-origin`,
 * so no other site's window keeps a handle on them.
 * Public pages do not: they are the same bytes for every visitor (the render cache serves them),
 * so a cross-window attack has nothing to read there, and on Android the header makes Chrome give
 * the site a process of its own, which a visitor's first page pays for in a cold start
 * (docs/security.md, docs/performance.md "Where the blocking time comes from").
 */
const onSessionPath = (path: string) => ADMIN_PATH.test(path) || API_PATH.test(path) || path.startsWith(PREVIEW_PREFIX);
const SESSION_HEADERS = { "Cross-Origin-Opener-Policy": "same-origin" };

/** When the site is served over https: browsers are to use https only from then on. */
const HTTPS_HEADERS = { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" };

/** The names of every header securityHeaders may set (the benches' static twins copy them). */
export const SECURITY_HEADER_NAMES = ["Content-Security-Policy", ...[FIXED_HEADERS, SESSION_HEADERS, HTTPS_HEADERS].flatMap(Object.keys)];

/**
 * Security headers on every response, with a fresh nonce per request that the page renderer puts
 * on its inline scripts and style (a cached public page replaces the policy with one naming its
 * content's hashes: server/pages.ts).
 */
export function securityHeaders(opts: PolicyOptions): RequestHandler {
  // The two policies (public, staff) with a gap where each request's nonce goes.
  const GAP = "\u0000";
  const policy = contentSecurityPolicy(opts);
  const [outside, staff] = [false, true].map((admin) => policy({ scripts: [GAP], styles: [GAP] }, admin).split(GAP));
  return function setSecurityHeaders(req, res, next) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.set({ "Content-Security-Policy": (ADMIN_PATH.test(req.path) ? staff! : outside!).join(`'nonce-${nonce}'`), ...FIXED_HEADERS });
    if (onSessionPath(req.path)) res.set(SESSION_HEADERS);
    if (opts.https) res.set(HTTPS_HEADERS);
    next();
  };
}
