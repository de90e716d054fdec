import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, MEDIA_URL, pngDataUrl, SVG_DATA_URL, UNKNOWN_ID } from "./fixtures.ts";

const KEYS = Object.keys(SINGLETONS) as SingletonKey[];
const BLOCKS = KEYS.filter((k) => SINGLETONS[k].images.length === 0);
const BANNERS = KEYS.filter((k) => SINGLETONS[k].images.length > 0);

/** A value for every field of a block: rich text gets markup with a script to strip. */
function sample(key: SingletonKey): { body: Record<string, string>; expected: Record<string, string> } {
  const def = SINGLETONS[key];
  const body: Record<string, string> = {};
  const expected: Record<string, string> = {};
  for (const field of Object.keys(def.schema.shape)) {
    if (((def as { urls?: readonly string[] }).urls ?? []).includes(field)) {
      body[field] = `  https://example.com/r28-${field}  `;
      expected[field] = `https://example.com/r28-${field}`;
    } else if ((def.richText as readonly string[]).includes(field)) {
      body[field] = `<p class="ql-align-center">${key} ${field}<script>alert(1)</script></p>`;
      expected[field] = `<p class="ql-align-center">${key} ${field}</p>`;
    } else {
      body[field] = `  ${key} ${field}  `;
      expected[field] = `${key} ${field}`;
    }
  }
  return { body, expected };
}

for (const database of testDatabases()) {
  describe(`singleton content routes on ${database.name}`, () => {
    let t: TestApp;
    let token: string;
    let png: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      token = (await createAdmin(t, await t.login(), "content-editor")).token;
      png = await pngDataUrl("#5B5329");
    });
    afterAll(() => t.close());

    describe.each(BLOCKS)("%s", (key) => {
      const { path, id, envelope } = SINGLETONS[key];
      const url = `/api${path}/${id}`;

      it(`answers the seeded ${envelope} in its envelope`, async () => {
        const res = await request(t.app).get(url);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ [envelope]: FALLBACKS[key] });
      });

      it("updates every field with an admin's token, sanitising rich text and trimming plain text", async () => {
        const { body, expected } = sample(key);
        const res = await request(t.app).patch(url).set(bearer(token)).send(body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ [envelope]: expected });
        expect((await request(t.app).get(url)).body).toEqual(res.body);
      });

      it("refuses a PATCH without a token (401), with an unknown field (400) or for another id (404)", async () => {
        const before = (await request(t.app).get(url)).body;
        expect((await request(t.app).patch(url).send({})).status).toBe(401);
        const unknown = await request(t.app).patch(url).set(bearer(token)).send({ nope: "x" });
        expect(unknown.status).toBe(400);
        expect(unknown.body.fields).toEqual({ nope: "is not a known field" });
        expect((await request(t.app).patch(`/api${path}/${UNKNOWN_ID}`).set(bearer(token)).send({})).status).toBe(404);
        expect((await request(t.app).get(`/api${path}/${UNKNOWN_ID}`)).status).toBe(404);
        expect((await request(t.app).get(url)).body).toEqual(before);
      });
    });

    it("refuses a social link that is not a web address, and clears one with an empty string", async () => {
      const { path, id } = SINGLETONS.footer;
      const url = `/api${path}/${id}`;
      const bad = await request(t.app).patch(url).set(bearer(token)).send({ linkedin: "javascript:alert(1)" });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields)).toEqual(["linkedin"]);
      const set = await request(t.app).patch(url).set(bearer(token)).send({ linkedin: "https://www.linkedin.com/company/r28" });
      expect(set.body.footer.linkedin).toBe("https://www.linkedin.com/company/r28");
      const cleared = await request(t.app).patch(url).set(bearer(token)).send({ linkedin: "" });
      expect(cleared.body.footer.linkedin).toBe("");
    });

    describe.each(BANNERS)("%s", (key) => {
      const { path, id, envelope } = SINGLETONS[key];
      const url = `/api${path}/${id}`;

      it(`answers an empty bannerImgString in the ${envelope} envelope at first`, async () => {
        const res = await request(t.app).get(url);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ [envelope]: { bannerImgString: "" } });
      });

      it("stores a data string and answers its /media URL, then clears it with an empty string", async () => {
        const res = await request(t.app).patch(url).set(bearer(token)).send({ bannerImgString: png });
        expect(res.status).toBe(200);
        expect(res.body[envelope].bannerImgString).toMatch(MEDIA_URL);
        expect((await request(t.app).get(url)).body).toEqual(res.body);
        const cleared = await request(t.app).patch(url).set(bearer(token)).send({ bannerImgString: "" });
        expect(cleared.body).toEqual({ [envelope]: { bannerImgString: "" } });
      });

      it("refuses an SVG data string with 400 and keeps the old banner", async () => {
        const set = await request(t.app).patch(url).set(bearer(token)).send({ bannerImgString: png });
        const res = await request(t.app).patch(url).set(bearer(token)).send({ bannerImgString: SVG_DATA_URL });
        expect(res.status).toBe(400);
        expect(res.body.fields).toHaveProperty("bannerImgString");
        expect((await request(t.app).get(url)).body).toEqual(set.body);
      });

      it("refuses a PATCH without a token (401)", async () => {
        expect((await request(t.app).patch(url).send({ bannerImgString: "" })).status).toBe(401);
      });
    });
  });
}
