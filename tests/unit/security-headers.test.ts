// The headers every answer carries (DESIGN.md section 7; docs/security.md), from the real
// middleware on an Express app: the fixed ones everywhere, HSTS only over https, and the opener
// policy only where a signed-in session lives (the staff area, the API, previews of unsaved edits).
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADER_NAMES, securityHeaders } from "../../server/http/security.ts";
import { PREVIEW_PREFIX } from "../../shared/schemas/preview.ts";

function app(https: boolean) {
  const a = express();
  a.use(securityHeaders({ https, formAction: "/api/contact", dev: false }));
  a.use((_req, res) => res.send("ok"));
  return a;
}

const PUBLIC = ["/", "/about-us/who-we-are", "/our-investments/12", "/news-and-events", "/contacts", "/sitemap.xml", "/assets/entry.js", "/administer", "/apiary"];
const SESSION = ["/admin", "/admin/login", "/admin/dashboard/news", "/ADMIN/Dashboard", "/api", "/api/news", "/api/auth/login", `${PREVIEW_PREFIX}abc123`];

describe("security headers", () => {
  it.each([...PUBLIC, ...SESSION])("%s carries the fixed headers and a policy that forbids framing", async (path) => {
    const res = await request(app(false)).get(path);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it.each(SESSION)("%s, where a session lives, is kept out of other sites' windows", async (path) => {
    const res = await request(app(false)).get(path);
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it.each(PUBLIC)("%s, the same for every visitor, does not ask for a process of its own", async (path) => {
    const res = await request(app(false)).get(path);
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("asks for HTTPS from then on when the site is served over https", async () => {
    for (const path of ["/", "/admin", "/api/news"]) {
      const res = await request(app(true)).get(path);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("names every header it sets, so the benches' static twins copy them all", async () => {
    const sent = new Set<string>();
    for (const path of ["/", "/admin", "/api/news"]) {
      const res = await request(app(true)).get(path);
      for (const name of Object.keys(res.headers)) sent.add(name);
    }
    const named = SECURITY_HEADER_NAMES.map((h) => h.toLowerCase());
    for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy", "strict-transport-security"]) {
      expect(sent.has(name)).toBe(true);
      expect(named).toContain(name);
    }
  });
});
