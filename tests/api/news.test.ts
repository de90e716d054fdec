import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { NEWS_MAX_IMAGES } from "../../shared/constants.ts";
import { newsItemResponseSchema, newsListResponseSchema } from "../../shared/schemas/news.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, FAKE_PNG_DATA_URL, MEDIA_URL, pngDataUrl, SVG_DATA_URL, UNKNOWN_ID } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`/api/news-and-events on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let red: string;
    let gold: string;
    beforeAll(async () => {
      red = await pngDataUrl("#8B5329");
      gold = await pngDataUrl("#BB9E5E");
    });

    const post = (body: unknown, tok: string | null = t.token) => {
      const req = request(t.app).post("/api/news-and-events");
      return (tok ? req.set(bearer(tok)) : req).send(body as object);
    };
    const list = async () => (await request(t.app).get("/api/news-and-events")).body.newsAndEvents as { _id: string; title: string }[];

    it("answers {newsAndEvents: []} before any news exists", async () => {
      const res = await request(t.app).get("/api/news-and-events");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ newsAndEvents: [] });
    });

    it("creates a news item from a data string and answers 201 in the newsAndEvents envelope", async () => {
      const res = await post({ title: "Polo cup", subtitle: "We sponsored the cup", content: "<p>A <em>great</em> day</p>", newsImgUrl: red });
      expect(res.status).toBe(201);
      const item = newsItemResponseSchema.parse(res.body).newsAndEvents;
      expect(item).toMatchObject({ title: "Polo cup", subtitle: "We sponsored the cup", content: "<p>A <em>great</em> day</p>" });
      expect(item.newsImgUrl).toMatch(MEDIA_URL);
      const got = await request(t.app).get(`/api/news-and-events/${item._id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
    });

    it("stores every image of a comma-separated list and answers their /media URLs comma-separated", async () => {
      const stored = (await list())[0] as unknown as { newsImgUrl: string };
      const res = await post({ title: "Arena", subtitle: "Opening", content: "", newsImgUrl: `${gold}, ${red},${stored.newsImgUrl}` });
      expect(res.status).toBe(201);
      const urls = res.body.newsAndEvents.newsImgUrl.split(",");
      expect(urls).toHaveLength(3);
      for (const u of urls) expect(u).toMatch(MEDIA_URL);
      expect(urls[1]).toBe(stored.newsImgUrl);
      expect(urls[2]).toBe(stored.newsImgUrl);
      expect(urls[0]).not.toBe(urls[1]);
    });

    it("lists news newest first", async () => {
      await post({ title: "Third", subtitle: "s", newsImgUrl: gold });
      const res = await request(t.app).get("/api/news-and-events");
      expect(res.status).toBe(200);
      expect(newsListResponseSchema.parse(res.body).newsAndEvents.map((n) => n.title)).toEqual(["Third", "Arena", "Polo cup"]);
    });

    it("sanitises the content but stores title and subtitle as plain text", async () => {
      const res = await post({ title: "<b>Bold?</b>", subtitle: "a < b", content: '<p>ok</p><script>alert(1)</script><a href="javascript:x">j</a>', newsImgUrl: red });
      expect(res.status).toBe(201);
      expect(res.body.newsAndEvents).toMatchObject({ title: "<b>Bold?</b>", subtitle: "a < b", content: "<p>ok</p><a>j</a>" });
    });

    it("refuses a news item without title, subtitle or image, naming each field", async () => {
      const res = await post({ content: "<p>x</p>" });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({ title: "is required", subtitle: "is required", newsImgUrl: "is required" });
      for (const newsImgUrl of ["", " , ,"]) {
        const empty = await post({ title: "t", subtitle: "s", newsImgUrl });
        expect(empty.status).toBe(400);
        expect(empty.body.fields).toHaveProperty("newsImgUrl");
      }
      const blankTitle = await post({ title: "   ", subtitle: "s", newsImgUrl: red });
      expect(blankTitle.status).toBe(400);
      expect(blankTitle.body.fields).toHaveProperty("title");
    });

    it("refuses SVG, fake, external and unknown images and stores nothing", async () => {
      const before = (await list()).length;
      for (const newsImgUrl of [SVG_DATA_URL, FAKE_PNG_DATA_URL, `${red},${SVG_DATA_URL}`, "https://example.com/a.jpg", "/media/abc.png", "data:text/plain;base64,aGk="]) {
        const res = await post({ title: "t", subtitle: "s", newsImgUrl });
        expect(res.status, newsImgUrl.slice(0, 40)).toBe(400);
        expect(res.body.fields).toHaveProperty("newsImgUrl");
      }
      expect((await list()).length).toBe(before);
    });

    it(`refuses more than ${NEWS_MAX_IMAGES} images`, async () => {
      const stored = ((await list())[0] as unknown as { newsImgUrl: string }).newsImgUrl.split(",")[0];
      const res = await post({ title: "t", subtitle: "s", newsImgUrl: Array(NEWS_MAX_IMAGES + 1).fill(stored).join(",") });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty("newsImgUrl");
    });

    it("refuses unknown fields such as the form's base64 helper", async () => {
      const res = await post({ title: "t", subtitle: "s", newsImgUrl: red, base64: "" });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ base64: "is not a known field" });
    });

    it("deletes a news item with 204, after which it is 404", async () => {
      const id = (await list())[0]!._id;
      const res = await request(t.app).delete(`/api/news-and-events/${id}`).set(bearer(t.token));
      expect(res.status).toBe(204);
      expect((await request(t.app).get(`/api/news-and-events/${id}`)).status).toBe(404);
      expect((await list()).map((n) => n._id)).not.toContain(id);
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await request(t.app).get(`/api/news-and-events/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await request(t.app).delete(`/api/news-and-events/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
      const bad = await request(t.app).get("/api/news-and-events/low-cup");
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty("id");
      expect((await request(t.app).delete("/api/news-and-events/low-cup").set(bearer(t.token))).status).toBe(400);
    });

    it("refuses writes without a token (401) and changes nothing", async () => {
      const before = await list();
      expect((await post({ title: "t", subtitle: "s", newsImgUrl: red }, null)).status).toBe(401);
      expect((await request(t.app).delete(`/api/news-and-events/${before[0]!._id}`)).status).toBe(401);
      expect(await list()).toEqual(before);
    });

    it("answers 415 for a form-encoded body and 413 for one over the limit", async () => {
      expect((await request(t.app).post("/api/news-and-events").set(bearer(t.token)).type("form").send("title=x")).status).toBe(415);
      const huge = await request(t.app)
        .post("/api/news-and-events")
        .set(bearer(t.token))
        .set("Content-Type", "application/json")
        .send(JSON.stringify({ title: "t", subtitle: "s", newsImgUrl: `data:image/png;base64,${"A".repeat(16 * 1024 * 1024)}` }));
      expect(huge.status).toBe(413);
    });
  });
}
