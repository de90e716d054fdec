import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewPage, type RenderPreview } from "../../server/preview-page.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer } from "../api/fixtures.ts";

// Preview answers are never cached: no ETag whatever their status, so no If-None-Match can turn
// one into a 304.
for (const database of testDatabases()) {
  describe(`preview answers carry no ETag, on ${database.name}`, () => {
    let t: TestApp;
    let token: string;
    let app: express.Express;
    let fail = false;
    beforeAll(async () => {
      t = await createTestApp(database);
      token = await t.login();
      // The page renderer as the real one answers: a Response that carries its own ETag.
      const render: RenderPreview = async () => {
        if (fail) throw new Error("render failed");
        return new Response("<!doctype html><p>page</p>", { status: 200, headers: { "Content-Type": "text/html", ETag: '"abc"' } });
      };
      app = express();
      app.use(previewPage(t.services, render));
      // An error handler that sends with res.json, which adds an ETag unless prevented.
      app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(500).json({ error: "Something went wrong" });
      });
    });
    afterAll(() => t.close());

    const preview = async () => {
      const res = await request(t.app).post("/api/previews").set(bearer(token)).send({ type: "whoWeAre", fields: { highlight: "Draft" } });
      expect(res.status).toBe(201);
      return res.body.url as string;
    };

    it("not on the 401 sign-in page, even asked with If-None-Match", async () => {
      const url = await preview();
      const plain = await request(app).get(url);
      expect(plain.status).toBe(401);
      expect(plain.headers.etag).toBeUndefined();
      const again = await request(app).get(url).set("If-None-Match", "*");
      expect(again.status).toBe(401);
      expect(again.headers.etag).toBeUndefined();
      expect(again.headers["cache-control"]).toBe("no-store");
    });

    it("not on a 405, a 404, a 200 or a 500", async () => {
      const url = await preview();
      const wrongMethod = await request(app).post(url).set(bearer(token));
      expect(wrongMethod.status).toBe(405);
      const unknown = await request(app).get("/preview/0123456789abcdef01234567").set(bearer(token));
      expect(unknown.status).toBe(404);
      const ok = await request(app).get(url).set(bearer(token)).set("If-None-Match", '"abc"');
      expect(ok.status).toBe(200);
      fail = true;
      const broken = await request(app).get(url).set(bearer(token));
      fail = false;
      expect(broken.status).toBe(500);
      for (const res of [wrongMethod, unknown, ok, broken]) expect(res.headers.etag, String(res.status)).toBeUndefined();
    });
  });
}
