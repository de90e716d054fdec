import request from "supertest";
import { describe, expect, it } from "vitest";
import { seedNews, seededNewsId } from "../../server/db/seed-news.ts";
import { fixedArticles } from "../../shared/content/news.ts";
import { lowCupGallery } from "../../shared/content/images.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, FAKE_PNG_DATA_URL, MEDIA_URL, pngDataUrl } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`article addresses and galleries on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const create = async (body: object) =>
      request(t.app)
        .post("/api/news-and-events")
        .set(bearer(t.token))
        .send({ subtitle: "A subtitle", newsImgUrl: await pngDataUrl(), ...body });
    const patch = (id: string, body: object) => request(t.app).patch(`/api/news-and-events/${id}`).set(bearer(t.token)).send(body);
    const get = async (id: string) => (await request(t.app).get(`/api/news-and-events/${id}`)).body.newsAndEvents;
    const page = async (key: string) => {
      if (await t.services.news.find(key)) return { status: 200, location: undefined };
      const to = await t.services.news.redirectTarget(key);
      return to ? { status: 301, location: `/news-and-events/${to}` } : { status: 404, location: undefined };
    };

    it("makes a slug from the title, unique with -2; keeps a given one lower-cased; both addresses find the item", async () => {
      const a = (await create({ title: "Groundbreaking in Abuja!" })).body.newsAndEvents;
      expect(a.slug).toBe("groundbreaking-in-abuja");
      expect((await create({ title: "Groundbreaking in Abuja" })).body.newsAndEvents.slug).toBe("groundbreaking-in-abuja-2");
      const given = await create({ title: "Fibre", slug: "  Fibre-Ring-2026 " });
      expect(given.status).toBe(201);
      expect(given.body.newsAndEvents.slug).toBe("fibre-ring-2026");
      expect((await t.services.news.find("GROUNDBREAKING-IN-ABUJA"))?._id).toBe(a._id);
      expect((await t.services.news.find(a._id))?._id).toBe(a._id);
      // SPEC's shapes stay: the list and the item keep their envelope and fields.
      const listed = (await request(t.app).get("/api/news-and-events")).body.newsAndEvents;
      expect(listed.find((n: { _id: string }) => n._id === a._id)).toMatchObject({ title: "Groundbreaking in Abuja!", subtitle: "A subtitle", slug: a.slug, gallery: [] });
    });

    it("refuses a bad slug with 400 and a taken one with 409, naming fields.slug; nothing changes", async () => {
      const count = async () => (await request(t.app).get("/api/news-and-events")).body.newsAndEvents.length;
      const before = await count();
      for (const [slug, rule] of [
        ["ärena", /lower-case letters a-z/],
        ["two--hyphens", /single hyphens/],
        ["0123456789abcdef01234567", /record id/],
      ] as const) {
        const res = await create({ title: "Bad", slug });
        expect(res.status, slug).toBe(400);
        expect(res.body.fields.slug).toMatch(rule);
        expect(res.body.error).not.toMatch(/^Invalid input/);
      }
      const taken = (await create({ title: "Taken", slug: "taken" })).body.newsAndEvents;
      const other = (await create({ title: "Other" })).body.newsAndEvents;
      const dup = await create({ title: "Again", slug: "TAKEN" });
      expect(dup.status).toBe(409);
      expect(dup.body.fields.slug).toMatch(/unique/);
      const moved = await patch(other._id, { slug: "taken", title: "Changed" });
      expect(moved.status).toBe(409);
      expect(await get(other._id)).toMatchObject({ slug: "other", title: "Other" });
      expect(await count()).toBe(before + 2);
      expect((await patch(taken._id, { slug: "" })).body.fields.slug).toMatch(/must not be empty/);
    });

    it("answers an old address with a 301 to the new one; chains collapse; no loop; listed and removable", async () => {
      const a = (await create({ title: "Chain", slug: "chain-a" })).body.newsAndEvents;
      expect((await patch(a._id, { slug: "chain-b" })).status).toBe(200);
      expect((await patch(a._id, { slug: "chain-c" })).status).toBe(200);
      for (const old of ["chain-a", "CHAIN-B"]) expect(await page(old)).toEqual({ status: 301, location: "/news-and-events/chain-c" });
      // Back to an old one: it is live again and redirects no more.
      await patch(a._id, { slug: "chain-a" });
      expect((await page("chain-a")).status).toBe(200);
      expect(await page("chain-c")).toEqual({ status: 301, location: "/news-and-events/chain-a" });
      const list = (await request(t.app).get("/api/redirects").set(bearer(t.token))).body.redirects as { _id: string; kind: string; fromSlug: string; toSlug: string; tabText: string }[];
      const mine = list.filter((r) => r.kind === "news");
      expect(mine.map((r) => r.fromSlug).sort()).toEqual(["chain-b", "chain-c"]);
      expect(mine[0]).toMatchObject({ toSlug: "chain-a", tabText: "Chain" });
      expect((await request(t.app).delete(`/api/redirects/${mine[0]!._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await page(mine[0]!.fromSlug)).status).toBe(404);
    });

    it("an article and a company may each have had the same old slug", async () => {
      const n = (await create({ title: "Shared", slug: "shared-old" })).body.newsAndEvents;
      const c = (await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Shared", slug: "shared-old" })).body;
      await patch(n._id, { slug: "shared-news" });
      await request(t.app).patch(`/api/investments/${c._id}`).set(bearer(t.token)).send({ slug: "shared-company" });
      expect(await page("shared-old")).toEqual({ status: 301, location: "/news-and-events/shared-news" });
      expect(await t.services.investments.redirectTarget("shared-old")).toBe("shared-company");
    });

    it("stores an ordered, captioned gallery: uploads moved to /media, alt and caption kept, order kept", async () => {
      const [red, blue] = [await pngDataUrl("#aa0000"), await pngDataUrl("#0000aa")];
      const res = await create({
        title: "With gallery",
        gallery: [
          { image: red, alt: "A red square", caption: "First" },
          { image: blue, alt: "A blue square", caption: "Second <b>bold</b>" },
          { image: lowCupGallery[0]!.src, alt: "A built-in photo" },
        ],
      });
      expect(res.status).toBe(201);
      const g = res.body.newsAndEvents.gallery as { image: string; alt: string; caption: string }[];
      expect(g.map((i) => i.alt)).toEqual(["A red square", "A blue square", "A built-in photo"]);
      expect(g[0]!.image).toMatch(MEDIA_URL);
      expect(g[1]!.caption).toBe("Second <b>bold</b>"); // plain text, escaped when shown
      expect(g[2]).toEqual({ image: lowCupGallery[0]!.src, alt: "A built-in photo", caption: "" });
      // Reordered and one removed by a PATCH.
      const id = res.body.newsAndEvents._id as string;
      const reordered = await patch(id, { gallery: [g[2], g[0]] });
      expect(reordered.status).toBe(200);
      expect((await get(id)).gallery.map((i: { alt: string }) => i.alt)).toEqual(["A built-in photo", "A red square"]);
    });

    it("refuses a bad gallery with 400 naming the photo's field", async () => {
      const cases: [unknown, string][] = [
        [[{ image: FAKE_PNG_DATA_URL, alt: "x" }], "gallery.0.image"],
        [[{ image: "", alt: "x" }], "gallery.0.image"],
        [[{ image: lowCupGallery[0]!.src, alt: "ok" }, { image: lowCupGallery[1]!.src, alt: "x".repeat(301) }], "gallery.1.alt"],
        [[{ image: lowCupGallery[0]!.src, alt: "ok", extra: 1 }], "extra"],
        [[{ image: lowCupGallery[0]!.src, alt: "   " }], "gallery.0.alt"],
        ["not a list", "gallery"],
        [[{ image: "/media/" + "0".repeat(64) + ".png", alt: "x" }], "gallery.0.image"],
      ];
      for (const [gallery, field] of cases) {
        const res = await create({ title: "Bad gallery", gallery });
        expect(res.status, JSON.stringify(gallery).slice(0, 80)).toBe(400);
        expect(Object.keys(res.body.fields).join(" "), field).toContain(field);
      }
    });

    it("keeps the gallery and the address in the history: a version restores the gallery and the slug", async () => {
      const item = (await create({ title: "Versions", gallery: [{ image: lowCupGallery[0]!.src, alt: "One", caption: "" }] })).body.newsAndEvents;
      await patch(item._id, { gallery: [], slug: "versions-renamed" });
      const history = (await request(t.app).get(`/api/history/${item._id}`).set(bearer(t.token))).body;
      const first = history.versions.find((v: { revision: number }) => v.revision === 1);
      const changed = history.versions.find((v: { revision: number }) => v.revision === 2);
      expect(changed.changedFields).toEqual(expect.arrayContaining(["gallery", "slug"]));
      const restored = await request(t.app).post(`/api/history/${item._id}/restore`).set(bearer(t.token)).send({ version: first._id, publish: true });
      expect(restored.status).toBe(200);
      expect(await get(item._id)).toMatchObject({ slug: "versions", gallery: [{ image: lowCupGallery[0]!.src, alt: "One", caption: "" }] });
    });

    it("seeds the built-in articles once with their slugs, dates, text, pictures and gallery; a deleted one stays deleted", async () => {
      expect(await seedNews(t.services.db)).toEqual({ added: 2 });
      const low = await t.services.news.find("low-cup");
      const arena = await t.services.news.find("lagos-arena");
      const lowCup = fixedArticles.find((a) => a.slug === "low-cup")!;
      expect(low).toMatchObject({ _id: seededNewsId(0), title: lowCup.title, subtitle: lowCup.subtitle, createdAt: "2024-03-09T12:00:00.000Z", heroImage: lowCup.heroImage, newsImgUrl: lowCup.image });
      expect(low!.content).toContain(lowCup.paragraphs[0]!.slice(0, 40));
      expect(low!.gallery.map((g) => g.image)).toEqual(lowCupGallery.map((g) => g.src));
      expect(low!.gallery.map((g) => g.alt)).toEqual(lowCupGallery.map((g) => g.alt));
      expect(arena).toMatchObject({ _id: seededNewsId(1), createdAt: "2024-11-14T12:00:00.000Z", gallery: [] });
      expect((await request(t.app).delete(`/api/news-and-events/${seededNewsId(1)}`).set(bearer(t.token))).status).toBe(204);
      expect(await seedNews(t.services.db)).toEqual({ added: 0 });
      expect(await t.services.news.find("lagos-arena")).toBeUndefined();
      // Staff can edit a built-in article like any other (its pictures are the site's own files).
      expect((await patch(seededNewsId(0), { title: "Low Cup, edited", gallery: low!.gallery.slice(0, 2) })).status).toBe(200);
    });
  });
}
