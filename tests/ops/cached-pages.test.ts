import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { ensureBuild, freshSchema, startProcess, tempDir, type ServerProcess } from "./support/processes.ts";

// The built server's render cache as a visitor meets it: a cached public page is answered before
// Express sees the request (server/http/fast-answers.ts) with the same headers and bytes Express
// sends, an edit shows on the next load, and query parameters the page does not read
// (server/http/page-url.ts) are answered from the clean address's cache entry without a render.
// How each answer was made is read from its Server-Timing header: `miss` rendered for it, `hit`
// from the cache, `front` answered before the app.

const ADMIN_PASSWORD = "cached-pages-Pa55word";
const ACCEPT = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer as the wire carries it (compressed bytes, every header). */
function get(url: string, headers: Record<string, string> = ACCEPT): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
const how = (r: Raw) => r.headers["server-timing"] ?? "";

const setups: { name: string; env(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> }[] = [
  {
    name: "SQLite",
    async env() {
      const dir = tempDir();
      return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  setups.push({
    name: "PostgreSQL",
    async env() {
      const schema = await freshSchema("cached");
      return { env: { DATABASE_URL: schema.url, DATA_DIR: tempDir() }, cleanup: () => schema.drop() };
    },
  });
}

for (const setup of setups) {
  describe(`cached pages on ${setup.name}`, () => {
    let server: ServerProcess;
    let cleanup: () => Promise<void>;
    let token: string;

    /** Loads a page until its stored compressed copy is ready (made in the background after the first answer). */
    const stored = async (path: string) => {
      let r: Raw | undefined;
      await vi.waitFor(
        async () => {
          r = await get(server.url + path);
          expect(r.headers["content-length"]).toBeDefined();
          expect(r.headers["content-encoding"]).toBe("br");
        },
        { timeout: 60_000, interval: 100 },
      );
      return r!;
    };

    beforeAll(async () => {
      const buildDir = await ensureBuild();
      const made = await setup.env();
      cleanup = made.cleanup;
      server = await startProcess({ ...made.env, ADMIN_PASSWORD }, { buildDir });
      await server.ready(120_000);
      const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "super_admin", password: ADMIN_PASSWORD }) });
      token = ((await login.json()) as { token: string }).token;
    }, 300_000);
    afterAll(async () => {
      await server?.stop();
      await cleanup?.();
    });

    it("answers a cached page before the app with the headers and bytes the app sent, and an edit shows on the next load", { timeout: 120_000 }, async () => {
      const first = await get(server.url + "/about-us");
      expect(how(first)).toMatch(/desc=miss/);
      const fromApp = await stored("/about-us");
      // The next one comes from the front, the same answer but for its own id and timing.
      const fromFront = await get(server.url + "/about-us");
      expect(how(fromFront)).toBe("cache;desc=hit, front");
      expect(fromFront.body.equals(fromApp.body)).toBe(true);
      const same = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([k]) => !["x-request-id", "server-timing", "date"].includes(k)));
      expect(same(fromFront)).toEqual(same(fromApp));
      expect(fromFront.headers["x-request-id"]).not.toBe(fromApp.headers["x-request-id"]);
      // HEAD: the same headers, no body.
      const head = await new Promise<{ status: number; length: string | undefined }>((resolve, reject) =>
        httpRequest(server.url + "/about-us", { method: "HEAD", headers: ACCEPT }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, length: res.headers["content-length"] }));
        })
          .on("error", reject)
          .end(),
      );
      expect(head).toEqual({ status: 200, length: fromApp.headers["content-length"] });

      // An edit: the very next load is rendered afresh.
      const text = `Edited at ${Date.now()}`;
      const edit = await fetch(`${server.url}/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ text }),
      });
      expect(edit.status).toBe(200);
      const after = await get(server.url + "/about-us");
      expect(how(after)).toMatch(/desc=miss/);
      expect(after.headers["etag"]).not.toBe(fromApp.headers["etag"]);
      // A browser revalidating the old copy is sent the new page; the new copy, a 304.
      expect((await get(server.url + "/about-us", { ...ACCEPT, "if-none-match": fromApp.headers["etag"]! })).status).toBe(200);
      expect((await get(server.url + "/about-us", { ...ACCEPT, "if-none-match": after.headers["etag"]! })).status).toBe(304);
    });

    it("answers an address with parameters the page does not read from the clean address's cache entry, without rendering", { timeout: 120_000 }, async () => {
      const clean = await get(server.url + "/news-and-events");
      expect(clean.status).toBe(200);
      const etag = clean.headers["etag"];
      for (const query of ["?utm_source=x", "?utm_source=newsletter&utm_medium=email&utm_campaign=q3", "?fbclid=abc123", "?gclid=xyz", "?unknown=1&another"]) {
        const r = await get(server.url + "/news-and-events" + query);
        expect(r.status, query).toBe(200);
        expect(r.headers["etag"], query).toBe(etag);
        expect(how(r), query).toMatch(/desc=hit/);
      }
      // The page's own parameters still make their own page: the search, and the portfolio filters.
      const search = await get(server.url + "/news-and-events?q=office&utm_source=x");
      expect(search.headers["etag"]).not.toBe(etag);
      expect(how(search)).toMatch(/desc=miss/);
      const again = await get(server.url + "/news-and-events?utm_medium=y&q=office");
      expect(again.headers["etag"]).toBe(search.headers["etag"]);
      expect(how(again)).toMatch(/desc=hit/);
      const all = await get(server.url + "/our-investments");
      const sector = await get(server.url + "/our-investments?sector=energy&fbclid=1");
      expect(sector.headers["etag"]).not.toBe(all.headers["etag"]);
      expect((await get(server.url + "/our-investments?sector=energy")).headers["etag"]).toBe(sector.headers["etag"]);
    });
  });
}
