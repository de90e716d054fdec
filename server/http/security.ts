import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

/** Origins the pages may frame: the contact map and the editor's video embeds. */
const FRAME_SOURCES = ["https://www.openstreetmap.org", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * Security headers on every response (DESIGN.md section 7). Scripts run only from our origin or
 * with the per-request nonce that the page renderer puts on its inline scripts.
 */
export function securityHeaders(opts: { https: boolean; formAction: string; dev: boolean }): RequestHandler {
  let formOrigin = "";
  try {
    const u = new URL(opts.formAction);
    formOrigin = u.origin;
  } catch {
    // a path on our own origin
  }
  return function setSecurityHeaders(_req, res, next) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${opts.dev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "media-src 'self' blob:",
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
