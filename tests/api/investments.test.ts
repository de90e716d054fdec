import request from "supertest";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
import { investmentListSchema, investmentSchema } from "../../shared/schemas/investments.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, FAKE_PNG_DATA_URL, MEDIA_URL, pngDataUrl, SVG_DATA_URL, UNKNOWN_ID } from "./fixtures.ts";

// SPEC section 3's fields, the readable address and the home-card flag, and the times.
const FIELDS = ["_id", "title", "tabText", "heroText", "sector", "highlight", "heroImage", "bannerImage", "logo", "content", "website", "slug", "homeCard", "createdAt", "updatedAt"];

for (const database of testDatabases()) {
  describe(`/api/investments on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let adminToken: string;
    let png: string;
    beforeAll(async () => {
      adminToken = (await createAdmin(t, t.token, "editor")).token;
      png = await pngDataUrl("#BB9E5E");
    });

    const create = (body: unknown, tok = t.token) => request(t.app).post("/api/investments").set(bearer(tok)).send(body as object);

    it("answers an empty bare array before any investment exists", async () => {
      const res = await request(t.app).get("/api/investments");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it("creates an investment with every SPEC field and answers 201 with the record and its _id", async () => {
      const res = await create({
        title: "<p><strong>Arbico</strong> Plc</p>",
        tabText: "Arbico",
        heroText: "<p>Building Nigeria</p>",
        sector: "construction & engineering solutions",
        highlight: "Since 1958",
        heroImage: png,
        bannerImage: png,
        logo: "",
        content: "<h2>About</h2><p>Roads and bridges.</p>",
        website: "https://arbico.example.com",
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual([...FIELDS].sort());
      expect(investmentSchema.parse(res.body)).toBeTruthy();
      expect(res.body).toMatchObject({
        title: "<p><strong>Arbico</strong> Plc</p>",
        tabText: "Arbico",
        sector: "construction & engineering solutions",
        highlight: "Since 1958",
        logo: "",
        website: "https://arbico.example.com",
      });
      expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
      expect(res.body.heroImage).toMatch(MEDIA_URL);
      expect(res.body.bannerImage).toBe(res.body.heroImage);
      const got = await request(t.app).get(`/api/investments/${res.body._id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
    });

    it("serves the stored hero image at its /media URL", async () => {
      const [first] = (await request(t.app).get("/api/investments")).body;
      const img = await request(t.app).get(first.heroImage);
      expect(img.status).toBe(200);
      expect(img.headers["content-type"]).toBe("image/png");
    });

    it("needs only tabText and fills every other field with an empty string", async () => {
      const res = await create({ tabText: "Nivafer" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ tabText: "Nivafer", title: "", sector: "", heroImage: "", website: "", content: "" });
    });

    it("lets an admin (not only the super admin) create investments", async () => {
      const res = await create({ tabText: "Veenocks", sector: "healthcare" }, adminToken);
      expect(res.status).toBe(201);
    });

    it("lists investments as a bare array in the order they were added", async () => {
      const res = await request(t.app).get("/api/investments");
      expect(res.status).toBe(200);
      expect(investmentListSchema.parse(res.body).map((i) => i.tabText)).toEqual(["Arbico", "Nivafer", "Veenocks"]);
    });

    it("accepts every sector of the list and the empty sector", async () => {
      for (const sector of [...INVESTMENT_SECTORS, ""]) {
        const res = await create({ tabText: `Sector ${sector || "none"}`, sector });
        expect(res.status, sector).toBe(201);
        expect(res.body.sector).toBe(sector);
        await request(t.app).delete(`/api/investments/${res.body._id}`).set(bearer(t.token));
      }
    });

    it("refuses a sector outside the list with 400 naming the field", async () => {
      const res = await create({ tabText: "Oilco", sector: "oil & gas" });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty("sector");
    });

    it("completes a website typed without a scheme with https://, as staff type it", async () => {
      for (const [typed, stored] of [
        ["harbourlogistics.ng", "https://harbourlogistics.ng"],
        ["  www.arbico.com/about ", "https://www.arbico.com/about"],
        ["http://biswal.example.com", "http://biswal.example.com"],
      ]) {
        const res = await create({ tabText: "Typed site", website: typed });
        expect(res.status, typed).toBe(201);
        expect(res.body.website).toBe(stored);
      }
    });

    it("refuses a website that is not an http(s) URL", async () => {
      for (const website of ["javascript:alert(1)", "ftp://files.example.com", "not a web address", "https://"]) {
        const res = await create({ tabText: "Bad site", website });
        expect(res.status, website).toBe(400);
        expect(res.body.fields).toHaveProperty("website");
      }
    });

    it("refuses a create without tabText", async () => {
      const res = await create({ title: "<p>No name</p>" });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ tabText: "is required" });
    });

    it("sanitises the rich-text fields and keeps plain text as typed", async () => {
      const res = await create({
        tabText: "<b>Ledco</b>",
        title: '<p onclick="x()">Ledco<script>alert(1)</script></p>',
        heroText: '<a href="javascript:alert(1)">click</a>',
        content: '<img src="x" onerror="alert(1)"><iframe src="https://evil.example.com/x"></iframe>',
        highlight: "<i>plain</i>",
      });
      expect(res.status).toBe(201);
      expect(res.body.title).toBe("<p>Ledco</p>");
      expect(res.body.heroText).toBe("<a>click</a>");
      expect(res.body.content).toBe('<img src="x" />');
      expect(res.body.tabText).toBe("<b>Ledco</b>");
      expect(res.body.highlight).toBe("<i>plain</i>");
    });

    it("moves images pasted into rich text to /media", async () => {
      const res = await create({ tabText: "Inline", content: `<p><img src="${png}"></p>` });
      expect(res.status).toBe(201);
      expect(res.body.content).toMatch(/^<p><img src="\/media\/[0-9a-f]{64}\.png" \/><\/p>$/);
    });

    it("refuses an SVG or a fake image in an image field with 400 and stores nothing", async () => {
      const before = (await request(t.app).get("/api/investments")).body.length;
      for (const logo of [SVG_DATA_URL, FAKE_PNG_DATA_URL, "data:image/png;base64,", "https://example.com/logo.png", "/media/nope.png"]) {
        const res = await create({ tabText: "Images", logo });
        expect(res.status, logo.slice(0, 30)).toBe(400);
        expect(res.body.fields).toHaveProperty("logo");
      }
      expect((await request(t.app).get("/api/investments")).body.length).toBe(before);
    });

    it("accepts a /media URL of an image already stored", async () => {
      const [first] = (await request(t.app).get("/api/investments")).body;
      const res = await create({ tabText: "Reuse", logo: first.heroImage });
      expect(res.status).toBe(201);
      expect(res.body.logo).toBe(first.heroImage);
    });

    it("accepts one of the site's built-in company pictures (as the seed stores them), and no other site path", async () => {
      const ok = await create({ tabText: "Built-in pictures", heroImage: "/images/companies/arbico-hero.webp", bannerImage: "/images/companies/arbico.webp" });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ heroImage: "/images/companies/arbico-hero.webp", bannerImage: "/images/companies/arbico.webp" });
      for (const heroImage of ["/images/brand/logo.svg", "/images/companies/../secret.webp", "/images/companies/unknown.webp"]) {
        const res = await create({ tabText: "Not built-in", heroImage });
        expect(res.status, heroImage).toBe(400);
        expect(res.body.fields).toHaveProperty("heroImage");
      }
    });

    it("patches only the fields sent and answers 200 with the whole updated record", async () => {
      const created = (await create({ tabText: "Biswal", highlight: "old", sector: "mining" })).body;
      const res = await request(t.app).patch(`/api/investments/${created._id}`).set(bearer(t.token)).send({ highlight: "new", website: "http://biswal.example.com" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: created._id, tabText: "Biswal", highlight: "new", sector: "mining", website: "http://biswal.example.com" });
      expect(res.body.createdAt).toBe(created.createdAt);
      expect(res.body.updatedAt >= created.updatedAt).toBe(true);
    });

    it("clears an image with an empty string", async () => {
      const created = (await create({ tabText: "Clear", heroImage: png })).body;
      expect(created.heroImage).toMatch(MEDIA_URL);
      const res = await request(t.app).patch(`/api/investments/${created._id}`).set(bearer(t.token)).send({ heroImage: "" });
      expect(res.status).toBe(200);
      expect(res.body.heroImage).toBe("");
    });

    it("refuses a PATCH with an unknown field or a wrong type and changes nothing", async () => {
      const created = (await create({ tabText: "Stable" })).body;
      for (const body of [{ colour: "red" }, { tabText: 42 }, { tabText: "" }, { sector: null }]) {
        const res = await request(t.app).patch(`/api/investments/${created._id}`).set(bearer(t.token)).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
      }
      expect((await request(t.app).get(`/api/investments/${created._id}`)).body).toEqual(created);
    });

    it("deletes an investment with 204, after which it is 404", async () => {
      const created = (await create({ tabText: "Gone" })).body;
      const del = await request(t.app).delete(`/api/investments/${created._id}`).set(bearer(t.token));
      expect(del.status).toBe(204);
      expect(del.text).toBe("");
      expect((await request(t.app).get(`/api/investments/${created._id}`)).status).toBe(404);
    });

    it("answers 404 for an unknown id on GET, PATCH and DELETE", async () => {
      expect((await request(t.app).get(`/api/investments/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await request(t.app).patch(`/api/investments/${UNKNOWN_ID}`).set(bearer(t.token)).send({ highlight: "x" })).status).toBe(404);
      expect((await request(t.app).delete(`/api/investments/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
    });

    it("answers 400 naming the id for an id that is not 24 hex characters", async () => {
      for (const id of ["arbico", "0123456789ABCDEF01234567", "0123456789abcdef0123456", "%00"]) {
        const res = await request(t.app).get(`/api/investments/${id}`);
        expect(res.status, id).toBe(400);
        expect(res.body.fields).toHaveProperty("id");
      }
      expect((await request(t.app).delete("/api/investments/nope").set(bearer(t.token))).status).toBe(400);
    });

    it("refuses writes without a token (401) and changes nothing", async () => {
      const before = (await request(t.app).get("/api/investments")).body;
      const id = before[0]._id;
      expect((await request(t.app).post("/api/investments").send({ tabText: "Intruder" })).status).toBe(401);
      expect((await request(t.app).patch(`/api/investments/${id}`).send({ tabText: "Intruder" })).status).toBe(401);
      expect((await request(t.app).delete(`/api/investments/${id}`)).status).toBe(401);
      expect((await request(t.app).get("/api/investments")).body).toEqual(before);
    });

    it("answers 415 for a body that is not JSON and 413 for one over the limit", async () => {
      const notJson = await request(t.app).post("/api/investments").set(bearer(t.token)).type("form").send("tabText=Form");
      expect(notJson.status).toBe(415);
      const huge = await request(t.app)
        .post("/api/investments")
        .set(bearer(t.token))
        .set("Content-Type", "application/json")
        .send(JSON.stringify({ tabText: "Huge", content: "x".repeat(16 * 1024 * 1024) }));
      expect(huge.status).toBe(413);
    });

    it("answers the list from memory while nothing changes: one ETag, 304 on it, compressed once, and new after every write", async () => {
      const first = await request(t.app).get("/api/investments");
      const etag = first.headers["etag"] ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers["cache-control"]).toBe("no-store");
      expect((await request(t.app).get("/api/investments").set("If-None-Match", etag)).status).toBe(304);
      // The stored brotli copy is sent with its length (the middleware would stream it).
      await vi.waitFor(async () => {
        const br = await request(t.app).get("/api/investments").set("Accept-Encoding", "br");
        expect(br.headers["content-encoding"]).toBe("br");
        expect(Number(br.headers["content-length"])).toBeGreaterThan(0);
        expect(br.body).toEqual(first.body);
      });
      const made = await create({ tabText: "Stored-answer check", sector: INVESTMENT_SECTORS[0] });
      expect(made.status).toBe(201);
      const after = await request(t.app).get("/api/investments").set("If-None-Match", etag);
      expect(after.status).toBe(200);
      expect(after.headers["etag"]).not.toBe(etag);
      expect(after.body.map((i: { _id: string }) => i._id)).toContain(made.body._id);
      expect((await request(t.app).delete(`/api/investments/${made.body._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).get("/api/investments")).body).toEqual(first.body);
    });
  });
}
