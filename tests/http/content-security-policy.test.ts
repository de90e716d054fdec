import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useSite } from "./support/site.ts";

// The Content-Security-Policy header (docs/security.md) and the other security headers, over
// HTTP; tests/e2e/security-csp.spec.ts loads the pages under it in Chromium.

const site = useSite();

/** The directives of a CSP header, as name → sources. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe("the Content-Security-Policy header", () => {
  it("public pages: inline script and style by hash, images and styles only from our origin, style attributes allowed", async () => {
    const { request } = site;
    const res = await request.get("/about-us");
    const csp = directives(res.headers()["content-security-policy"] ?? "");
    const html = await res.text();
    // A public page is the same bytes on every answer (compressed once: docs/performance.md), so
    // its policy names its inline code by hash, not by a per-response nonce.
    expect(html).not.toContain(" nonce=");
    const scripts = (csp.get("script-src") ?? []).filter((s) => s !== "'self'");
    const styles = (csp.get("style-src-elem") ?? []).filter((s) => s !== "'self'");
    expect(csp.get("script-src")?.[0]).toBe("'self'");
    expect(csp.get("style-src-elem")?.[0]).toBe("'self'");
    expect(csp.get("style-src")).toEqual(csp.get("style-src-elem"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'"]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("media-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["https://www.openstreetmap.org", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // Exactly the page's inline scripts (JSON-LD data blocks aside: never run) and its one style
    // element are allowed, each by the hash of its text.
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]!));
    expect(inline.length).toBeGreaterThan(0);
    expect(scripts.sort()).toEqual([...new Set(inline)].sort());
    const inlineStyles = [...html.matchAll(/<style(?:[\s][^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]!));
    expect(inlineStyles).toHaveLength(1);
    expect(styles).toEqual(inlineStyles);
    for (const source of [...scripts, ...styles]) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it("the staff area: inline code by a fresh nonce on every answer, the one in its page", async () => {
    const { request } = site;
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await request.get("/admin/login");
      const csp = directives(res.headers()["content-security-policy"] ?? "");
      const nonce = (csp.get("script-src") ?? []).find((s) => s.startsWith("'nonce-"));
      expect(nonce, "a nonce in script-src").toBeDefined();
      expect(csp.get("script-src")).toEqual(["'self'", nonce]);
      expect(csp.get("style-src-elem")).toEqual(["'self'", nonce]);
      const inPage = new Set([...(await res.text()).matchAll(/ nonce="([^"]+)"/g)].map((m) => `'nonce-${m[1]}'`));
      expect([...inPage]).toEqual([nonce]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it("the admin: images and fonts from our origin or data: (previews, KaTeX), the rest as on the public pages", async () => {
    const { request } = site;
    const csp = directives((await request.get("/admin/login")).headers()["content-security-policy"] ?? "");
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("font-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("style-src-elem")?.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(csp.get("script-src")?.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"]);
  });
});

describe("the other security headers", () => {
  // The opener policy only where a session lives (docs/security.md, "The other headers"); each
  // public page twice, so the render cache's answer is checked as well as the fresh render.
  it("every answer says nosniff, no framing and its referrer policy; the opener policy only on the staff area and the API", async () => {
    const { request } = site;
    const answers: [string, boolean][] = [["/", false], ["/", false], ["/our-investments", false], ["/our-investments", false], ["/contacts", false], ["/sitemap.xml", false], ["/admin/login", true], ["/admin/login", true], ["/api/news", true]];
    for (const [path, session] of answers) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe(session ? "same-origin" : undefined);
    }
  });
});
