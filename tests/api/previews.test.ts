import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { PREVIEW_TTL_MINUTES, PREVIEWS_PER_USER, previewResponseSchema } from "../../shared/schemas/preview.ts";
import { countPreviews } from "../../server/db/repositories/previews.ts";
import { readContentRevision } from "../../server/db/repositories/revision.ts";
import { openPreview, withPreview } from "../../server/services/previews.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, MEDIA_URL, pngDataUrl, SVG_DATA_URL, UNKNOWN_ID } from "./fixtures.ts";

const WHO = SINGLETONS.whoWeAre;
const WHO_PATH = `/api${WHO.path}/${WHO.id}`;

for (const database of testDatabases()) {
  describe(`preview before saving (POST /api/previews), on ${database.name}`, () => {
    let t: TestApp;
    let superToken: string;
    let admin: { id: string; token: string };
    let superId: string;
    let imageUrl: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      superToken = await t.login();
      admin = await createAdmin(t, superToken, "preview-editor");
      superId = (await request(t.app).get("/api/users").set(bearer(superToken))).body.find((u: { username: string }) => u.username === "super_admin")._id;
      imageUrl = (await request(t.app).post("/api/media").set(bearer(superToken)).attach("file", Buffer.from((await pngDataUrl("#336699")).split(",")[1]!, "base64"), "a.png")).body.url;
    });
    afterAll(() => t.close());
    afterEach(() => {
      vi.useRealTimers();
    });

    const preview = (token: string, body: object) => request(t.app).post("/api/previews").set(bearer(token)).send(body);
    /** Everything a save would change: the stored documents, their histories, the content revision. */
    const savedState = async () => {
      const reads = [WHO_PATH, "/api/investments", "/api/news-and-events"];
      const bodies = [];
      for (const path of reads) bodies.push((await request(t.app).get(path)).text);
      bodies.push((await request(t.app).get(`/api/history/${WHO.id}`).set(bearer(superToken))).text);
      return { bodies, revision: await readContentRevision(t.services.db) };
    };

    it("keeps a block's unsaved values, cleaned as a save would, and answers the preview's address and page", async () => {
      const before = await savedState();
      const res = await preview(admin.token, { type: "whoWeAre", fields: { highlight: "  Draft highlight  ", content: '<p>Draft body</p><script>alert(1)</script><img src=x onerror="alert(2)">' } });
      expect(res.status).toBe(201);
      const answer = previewResponseSchema.parse(res.body);
      expect(answer.url).toBe(`/preview/${answer._id}`);
      expect(answer.path).toBe("/about-us/who-we-are");
      const ttl = Date.parse(answer.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan((PREVIEW_TTL_MINUTES - 1) * 60_000);
      expect(ttl).toBeLessThanOrEqual(PREVIEW_TTL_MINUTES * 60_000);

      const opened = await openPreview(t.services.db, answer._id, admin.id);
      expect(opened).toMatchObject({ type: "whoWeAre", docId: WHO.id, isNew: false, path: "/about-us/who-we-are" });
      expect(opened!.fields.highlight).toBe("Draft highlight");
      expect(opened!.fields.content).toContain("<p>Draft body</p>");
      expect(opened!.fields.content).not.toMatch(/script|onerror/);

      // The page loaders read the unsaved values through the preview's services; the live ones are untouched.
      const live = await t.services.content.getMany(["whoWeAre", "whoWeAreBanner", "footer"]);
      const shown = await withPreview(t.services, opened!).content.getMany(["whoWeAre", "whoWeAreBanner", "footer"]);
      expect(shown.whoWeAre).toEqual({ highlight: "Draft highlight", content: opened!.fields.content });
      expect(shown.whoWeAreBanner).toEqual(live.whoWeAreBanner);
      expect(shown.footer).toEqual(live.footer);
      expect(await withPreview(t.services, opened!).content.get("whoWeAre")).toEqual(shown.whoWeAre);
      expect(live.whoWeAre.highlight).not.toBe("Draft highlight");

      expect(await savedState()).toEqual(before);
    });

    it("lets the super admin and an admin both make previews, each of a banner, with a stored image", async () => {
      for (const token of [superToken, admin.token]) {
        const res = await preview(token, { type: "approachBanner", id: SINGLETONS.approachBanner.id, fields: { bannerImgString: imageUrl } });
        expect(res.status).toBe(201);
        expect(res.body.path).toBe("/approach");
      }
    });

    it("stores an image sent as data like an upload and previews its /media address, saving nothing else", async () => {
      const before = await savedState();
      const res = await preview(admin.token, { type: "whoWeAreBanner", fields: { bannerImgString: await pngDataUrl("#aa3355") } });
      expect(res.status).toBe(201);
      const opened = await openPreview(t.services.db, res.body._id, admin.id);
      expect(opened!.fields.bannerImgString).toMatch(MEDIA_URL);
      expect((await request(t.app).get(opened!.fields.bannerImgString!)).status).toBe(200);
      expect(await savedState()).toEqual(before);
    });

    it("refuses what the save would refuse, naming the save's fields, and keeps nothing", async () => {
      const start = await countPreviews(t.services.db);
      const before = await savedState();
      const cases: [object, Record<string, string>][] = [
        [{ type: "whoWeAre", fields: { highlight: "x", colour: "red" } }, { colour: "is not a known field" }],
        [{ type: "stats", fields: { sectors: "x".repeat(41) } }, { sectors: expect.stringMatching(/at most 40/) }],
        [{ type: "investment", fields: { title: "No tab text" } }, { tabText: "is required" }],
        [{ type: "investment", fields: { tabText: "Co", website: "javascript:alert(1)" } }, { website: expect.any(String) }],
        [{ type: "news", fields: { title: "No image", subtitle: "s" } }, { newsImgUrl: expect.any(String) }],
        [{ type: "whoWeAreBanner", fields: { bannerImgString: SVG_DATA_URL } }, { bannerImgString: expect.any(String) }],
        [{ type: "whoWeAreBanner", fields: { bannerImgString: "https://elsewhere.example/a.png" } }, { bannerImgString: expect.any(String) }],
        [{ type: "aboutPage", fields: {} }, { type: expect.any(String) }],
        [{ type: "news", id: "not-an-id", fields: {} }, { id: expect.any(String) }],
        [{ type: "news", fields: "title=x" }, { fields: expect.any(String) }],
        [{ type: "news", fields: {}, extra: true }, { extra: "is not a known field" }],
      ];
      for (const [body, fields] of cases) {
        const res = await preview(admin.token, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.fields, JSON.stringify(body)).toEqual(fields);
      }
      expect(await countPreviews(t.services.db)).toBe(start);
      expect(await savedState()).toEqual(before);
    });

    it("answers 404 for an investment or news item that does not exist or is in the trash, and for another block's id", async () => {
      const start = await countPreviews(t.services.db);
      const item = await request(t.app).post("/api/news-and-events").set(bearer(superToken)).send({ title: "Trashed", subtitle: "s", newsImgUrl: imageUrl });
      expect((await request(t.app).delete(`/api/news-and-events/${item.body.newsAndEvents._id}`).set(bearer(superToken))).status).toBe(204);
      for (const body of [
        { type: "investment", id: UNKNOWN_ID, fields: { highlight: "x" } },
        { type: "news", id: UNKNOWN_ID, fields: { title: "x" } },
        { type: "news", id: item.body.newsAndEvents._id, fields: { title: "x" } },
        { type: "whoWeAre", id: SINGLETONS.approach.id, fields: { highlight: "x" } },
      ]) {
        expect((await preview(admin.token, body)).status, JSON.stringify(body)).toBe(404);
      }
      expect(await countPreviews(t.services.db)).toBe(start);
    });

    it("shows an edited investment with its other fields as stored, on its page and in the list", async () => {
      const created = await request(t.app).post("/api/investments").set(bearer(superToken)).send({ tabText: "Stored Co", highlight: "Stored highlight", sector: "manufacturing" });
      const id = created.body._id as string;
      const before = await savedState();
      const res = await preview(admin.token, { type: "investment", id, fields: { highlight: "Unsaved highlight" } });
      expect(res.body.path).toBe(`/our-investments/${id}`);
      const s = withPreview(t.services, (await openPreview(t.services.db, res.body._id, admin.id))!);
      expect(await s.investments.get(id)).toEqual({ ...created.body, highlight: "Unsaved highlight" });
      const list = await s.investments.list();
      expect(list.map((i) => i._id)).toEqual((await t.services.investments.list()).map((i) => i._id));
      expect(list.find((i) => i._id === id)?.highlight).toBe("Unsaved highlight");
      expect((await t.services.investments.get(id))?.highlight).toBe("Stored highlight");
      expect(await savedState()).toEqual(before);
    });

    it("shows a new investment and a new article as if created: on a page of their own and in the lists", async () => {
      const before = await savedState();
      const inv = await preview(admin.token, { type: "investment", fields: { tabText: "Brand New Co", sector: "healthcare" } });
      expect(inv.status).toBe(201);
      const invPreview = (await openPreview(t.services.db, inv.body._id, admin.id))!;
      expect(invPreview.isNew).toBe(true);
      expect(inv.body.path).toBe(`/our-investments/${invPreview.docId}`);
      const si = withPreview(t.services, invPreview);
      expect(await si.investments.get(invPreview.docId)).toMatchObject({ _id: invPreview.docId, tabText: "Brand New Co", sector: "healthcare", title: "", logo: "" });
      expect((await si.investments.list()).at(-1)?._id).toBe(invPreview.docId);
      expect(await t.services.investments.get(invPreview.docId)).toBeUndefined();

      const news = await preview(admin.token, { type: "news", fields: { title: "Draft article", subtitle: "Not out yet", newsImgUrl: imageUrl, content: "<p>Body</p>" } });
      expect(news.status).toBe(201);
      const newsPreview = (await openPreview(t.services.db, news.body._id, admin.id))!;
      expect(news.body.path).toBe(`/news-and-events/${newsPreview.docId}`);
      const sn = withPreview(t.services, newsPreview);
      expect(await sn.news.get(newsPreview.docId)).toMatchObject({ title: "Draft article", subtitle: "Not out yet", newsImgUrl: imageUrl });
      expect((await sn.news.list())[0]?._id).toBe(newsPreview.docId);
      expect(await t.services.news.get(newsPreview.docId)).toBeUndefined();
      expect(await savedState()).toEqual(before);
    });

    it("opens only for the staff member who made it, and only until it expires", async () => {
      const res = await preview(admin.token, { type: "heroText", fields: { text: "Unsaved hero" } });
      const key = res.body._id as string;
      expect(await openPreview(t.services.db, key, admin.id)).toBeDefined();
      expect(await openPreview(t.services.db, key, superId)).toBeUndefined();
      expect(await openPreview(t.services.db, "0".repeat(32), admin.id)).toBeUndefined();
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + PREVIEW_TTL_MINUTES * 60_000 + 1000);
      expect(await openPreview(t.services.db, key, admin.id)).toBeUndefined();
    });

    it(`keeps each user's ${PREVIEWS_PER_USER} newest previews and drops expired ones`, async () => {
      const keys: string[] = [];
      const start = Date.now();
      for (let i = 0; i <= PREVIEWS_PER_USER; i++) {
        // One second apart, so "newest" is well defined.
        vi.useFakeTimers({ toFake: ["Date"] });
        vi.setSystemTime(start + (i + 1) * 1000);
        keys.push((await preview(superToken, { type: "heroText", fields: { text: `Draft ${i}` } })).body._id);
        vi.useRealTimers();
      }
      expect(await openPreview(t.services.db, keys[0]!, superId)).toBeUndefined();
      expect(await openPreview(t.services.db, keys[1]!, superId)).toBeDefined();
      expect((await openPreview(t.services.db, keys.at(-1)!, superId))?.fields.text).toBe(`Draft ${PREVIEWS_PER_USER}`);
      // A preview made an hour later drops every expired one (the admin's too).
      const count = await countPreviews(t.services.db);
      expect(count).toBeGreaterThan(PREVIEWS_PER_USER);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 60 * 60_000);
      await preview(superToken, { type: "heroText", fields: { text: "Later" } });
      expect(await countPreviews(t.services.db)).toBe(1);
    });
  });
}
