import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { bearer, pngBytes } from "../api/fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { listen, rawRequest } from "./support/http.ts";

/** The files the build copies to build/client: /media/hero.mp4 and hero.webm live there. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../client/public");

/** Paths under /media that name no stored file, as an attacker sends them (never normalised). */
const NOT_FILES = [
  "/media",
  "/media/",
  "/media/.",
  "/media/..",
  "/media/...",
  "/media/./",
  "/media/../",
  "/media/%2e",
  "/media/%2E",
  "/media/%2e%2e",
  "/media/%2E%2E",
  "/media/.%2e",
  "/media/%2e.",
  "/media/%2e/",
  "/media/%2e%2e/",
  "/media/..%2f",
  "/media/..%2F",
  "/media/%2e%2e%2f",
  "/media/%2e%2e%5c",
  "/media/..%5c",
  "/media/..\\",
  "/media/.\\",
  "/media/%252e%252e",
  "/media/%c0%ae%c0%ae",
  "/media//",
  "/media///",
  "/media//hero.mp4",
  "/media/%2f",
  "/media/%2F",
  "/media/%2fetc%2fpasswd",
  "/media/%5c",
  "/media/x/",
  "/media/x/..",
  "/media/a/b",
  "/media/hero.mp4/",
  "/media/hero.mp4/..",
  "/media/hero.mp4%2f",
  "/media/./hero.mp4",
  "/media/../media/hero.mp4",
  "/media/%2e/hero.mp4",
  "/media/../favicon.svg",
  "/media/%2e%2e/favicon.svg",
  "/media/..%2ffavicon.svg",
  "/media/../images",
  "/media/%2e%2e/images/",
  "/media/.hidden",
  "/media/hero.mp4.",
  "/media/hero.mp4%00",
  "/media/%00",
  "/media/;",
  "/media/..;/",
  "/media/..?x=1",
  "/media/?x=1",
  "/media/nothing.png",
  "/media/0000000000000000000000000000000000000000000000000000000000000000.png",
  "/media/0000000000000000000000000000000000000000000000000000000000000000-480.webp",
  "/MEDIA/..",
  "/Media/%2e",
  "/MEDIA/",
];

for (const database of testDatabases()) {
  describe(`paths under /media on ${database.name}`, () => {
    let t: TestApp;
    let server: Awaited<ReturnType<typeof listen>>;
    let stored: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      // The app as the server builds it: the media routes, then the static files, no pages.
      server = await listen(createApp(t.services, { clientDir: PUBLIC_DIR }));
      const res = await request(server.url).post("/api/media").set(bearer(await t.login())).attach("file", await pngBytes("#2F6871", 600, 300), "a.png");
      expect(res.status).toBe(201);
      stored = res.body.url as string;
    });
    afterAll(async () => {
      await server.close();
      await t.close();
    });

    it("serves stored images, their variants and the hero video", async () => {
      const variant = stored.replace(/\.png$/, "-480.webp");
      for (const p of [stored, variant, "/media/hero.mp4", "/media/hero.webm"]) {
        const res = await rawRequest(server.url, { path: p });
        expect(res.status, p).toBe(200);
        expect(res.body.length, p).toBeGreaterThan(0);
      }
    });

    it.each(NOT_FILES)("answers %s with 404 or 400, never a redirect", async (p) => {
      for (const method of ["GET", "HEAD"]) {
        const res = await rawRequest(server.url, { method, path: p });
        expect([400, 404], `${method} ${p} answered ${res.status} ${res.headers.location ?? ""}`).toContain(res.status);
        expect(res.headers.location, `${method} ${p}`).toBeUndefined();
      }
    });

    it("answers a stored file's name bent out of shape with 404 or 400", async () => {
      const name = stored.slice("/media/".length);
      const [hash] = name.split(".");
      const bent = [
        `${stored}/`,
        `${stored}/.`,
        `${stored}%2f`,
        `/media/${name.toUpperCase()}`,
        `/media/${hash}.PNG`,
        `/media/${hash}.jpg`,
        `/media/${name}..`,
        `/media/./${name}`,
        `/media//${name}`,
        `/media/%2e%2e/media/${name}`,
        `/media/${hash}-481.webp`,
        `/media/${hash}-480.webp/`,
      ];
      for (const p of bent) {
        const res = await rawRequest(server.url, { path: p });
        expect([400, 404], `${p} answered ${res.status}`).toContain(res.status);
        expect(res.headers.location, p).toBeUndefined();
      }
    });
  });
}
