// The benches' yardstick (scripts/bench/site.ts): a page's static twin is the same answer as a
// visitor without JavaScript gets it, headers included. Without the page's opener policy the
// twin would skip the renderer-process swap a real first visit pays (docs/performance.md, "Where
// the blocking time comes from").
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTwins, type Twins } from "../../scripts/bench/site.ts";

const PAGE = `<!doctype html><html><head><title>Twin</title><script>document.title = "ran"</script></head><body><h1>Twin page</h1><script type="module" src="/assets/x.js"></script></body></html>`;
const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-abc='",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=()",
  "X-Request-Id": "not-a-security-header",
};

describe("static twins", () => {
  let site: Server;
  let twins: Twins;
  let buildDir: string;

  beforeAll(async () => {
    site = createServer((_req, res) => res.writeHead(200, HEADERS).end(PAGE));
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const { port } = site.address() as { port: number };
    buildDir = mkdtempSync(path.join(os.tmpdir(), "r28-twin-build-"));
    mkdirSync(path.join(buildDir, "client"));
    twins = await serveTwins({ url: `http://127.0.0.1:${port}`, buildDir }, ["/page"]);
  }, 60_000);

  afterAll(async () => {
    await twins?.stop();
    await new Promise((resolve) => site?.close(resolve));
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("answers with the page's HTML without its scripts", async () => {
    const res = await fetch(twins.of("/page"));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Twin page</h1>");
    expect(html).not.toContain("<script");
  });

  it("answers with the page's security headers, the opener policy among them, and no others", async () => {
    const res = await fetch(twins.of("/page"));
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toBe(HEADERS["Content-Security-Policy"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe(HEADERS["Referrer-Policy"]);
    expect(res.headers.get("permissions-policy")).toBe("camera=()");
    expect(res.headers.get("x-request-id")).toBeNull();
  });
});
