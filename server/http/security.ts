import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

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

/**
 * Security headers on every response (DESIGN.md section 7; docs/security.md explains the policy).
 * Scripts run only from our origin or with the per-request nonce that the page renderer puts on
 * its inline scripts. Style sheets come only from our origin; style attributes stay allowed for
 * the colours of stored rich text and KaTeX's layout (docs/security.md says why). Images come
 * only from our origin, plus data: in the staff area.
 */
export function securityHeaders(opts: { https: boolean; formAction: string; dev: boolean }): RequestHandler {
  let formOrigin = "";
  try {
    const u = new URL(opts.formAction);
    formOrigin = u.origin;
  } catch {
    // a path on our own origin
  }
  return function setSecurityHeaders(req, res, next) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const admin = ADMIN_PATH.test(req.path);
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${opts.dev ? " 'unsafe-eval'" : ""}`,
      // The one <style> element the page renderer writes (the public stylesheet, inlined so no
      // request blocks the first paint: docs/performance.md) carries the nonce; Vite's dev
      // server injects <style> elements from script instead (a nonce would disable 'unsafe-inline').
      `style-src 'self'${opts.dev ? "" : ` 'nonce-${nonce}'`}`,
      `style-src-elem 'self'${opts.dev ? " 'unsafe-inline'" : ` 'nonce-${nonce}'`}`,
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
    res.set({
      "Content-Security-Policy": csp,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
    if (opts.https) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
