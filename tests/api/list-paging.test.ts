import { sql } from "kysely";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { newsListResponseSchema, newsPageSchema } from "../../shared/schemas/news.ts";
import { investmentListSchema, investmentPageSchema } from "../../shared/schemas/investments.ts";
import { messagePageSchema } from "../../shared/schemas/messages.ts";
import { trashPageSchema } from "../../shared/schemas/history.ts";
import { newId } from "../../server/db/ids.ts";
import { listInBatches } from "../../server/services/news.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngDataUrl } from "./fixtures.ts";

// The list APIs: SPEC.md's whole lists without parameters, a page of summaries with them, the
// search and filters run over every row in the database, the totals in the body and headers.
for (const database of testDatabases()) {
  describe(`paged lists on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const at = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString();

    beforeAll(async () => {
      const image = (await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Item 0 100% sure", subtitle: "Abuja_office", newsImgUrl: await pngDataUrl() })).body.newsAndEvents.newsImgUrl as string;
      const { db } = t.services;
      await db.updateTable("newsItems").set({ createdAt: at(0), publishedAt: at(0) }).execute();
      await db
        .insertInto("newsItems")
        .values(Array.from({ length: 44 }, (_, i) => ({ id: newId(), slug: `item-${i + 1}`, title: `Item ${i + 1}`, subtitle: i % 4 === 0 ? "From KANO" : "Elsewhere", newsImgUrl: image, content: "<p>Long rich text</p>", publishedAt: at(i + 1), createdAt: at(i + 1), updatedAt: at(i + 1) })))
        .execute();
      for (let i = 0; i < 30; i++) {
        await db.insertInto("investments").values({ id: newId(), title: `<p>Co ${i}</p>`, tabText: ` Company ${i} `, heroText: "<p>Hero</p>", sector: i % 3 === 0 ? "mining" : "healthcare", highlight: "", heroImage: "", bannerImage: "", logo: "", content: "<p>Rich</p>", website: "", slug: `company-${i}`, homeCard: "yes", createdAt: at(i), updatedAt: at(i) }).execute();
      }
      await db.insertInto("contactMessages").values(Array.from({ length: 23 }, (_, i) => ({ id: newId(), name: `Sender ${i}`, email: "", company: "", phone: "", message: "Hello", subject: "", createdAt: at(i), updatedAt: at(i), readAt: i < 20 ? at(i) : "" }))).execute();
    });

    it("without parameters the news list is SPEC's whole list, each item whole", async () => {
      const res = await request(t.app).get("/api/news-and-events");
      const { newsAndEvents } = newsListResponseSchema.parse(res.body);
      expect(newsAndEvents).toHaveLength(45);
      expect(newsAndEvents[0]).toHaveProperty("content");
      expect(res.headers["x-total-count"]).toBeUndefined();
    });

    it("SPEC's whole news list is read a batch at a time in index order and sent as it is read, with an ETag of its revision", async () => {
      const { db } = t.services;
      const batches: string[][] = [];
      for await (const batch of listInBatches(db, 7)) batches.push(batch.map((n) => n._id));
      expect(batches.map((b) => b.length)).toEqual([7, 7, 7, 7, 7, 7, 3]);
      const whole = (await request(t.app).get("/api/news-and-events")).body.newsAndEvents as { _id: string }[];
      expect(batches.flat()).toEqual(whole.map((n) => n._id));
      const first = await request(t.app).get("/api/news-and-events");
      expect(first.headers["content-type"]).toMatch(/^application\/json/);
      const etag = first.headers["etag"] ?? "";
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await request(t.app).get("/api/news-and-events")).headers["etag"]).toBe(etag);
      expect((await request(t.app).get("/api/news-and-events").set("If-None-Match", etag)).status).toBe(304);
      const head = await request(t.app).head("/api/news-and-events");
      expect(head.status).toBe(200);
      expect(head.headers["etag"]).toBe(etag);
      // An edit of the oldest item (in the last batch) changes the revision, so the ETag.
      const oldest = whole.at(-1)!._id;
      await db.updateTable("newsItems").set({ subtitle: "Edited far down the list" }).where("id", "=", oldest).execute();
      const after = await request(t.app).get("/api/news-and-events").set("If-None-Match", etag);
      expect(after.status).toBe(200);
      expect(after.headers["etag"]).not.toBe(etag);
      expect(after.body.newsAndEvents.at(-1)).toMatchObject({ _id: oldest, subtitle: "Edited far down the list" });
      await db.updateTable("newsItems").set({ subtitle: "Abuja_office" }).where("id", "=", oldest).execute();
    });

    it("?page=&limit= answers a page of summaries, newest first, with the totals in the body and the headers", async () => {
      const res = await request(t.app).get("/api/news-and-events?page=2&limit=20");
      expect(res.status).toBe(200);
      const page = newsPageSchema.strict().parse(res.body);
      expect(page).toMatchObject({ page: 2, limit: 20, total: 45, pages: 3 });
      expect(page.newsAndEvents.map((n) => n.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Item ${24 - i}`));
      expect(page.newsAndEvents[0]).not.toHaveProperty("content");
      expect(res.headers["x-total-count"]).toBe("45");
      expect(res.headers["x-total-pages"]).toBe("3");
      const last = (await request(t.app).get("/api/news-and-events?page=3&limit=20")).body;
      expect(last.newsAndEvents.at(-1).title).toBe("Item 0 100% sure");
      expect((await request(t.app).get("/api/news-and-events?page=9&limit=20")).body.newsAndEvents).toEqual([]);
    });

    it("?q= searches every title and subtitle in the database, case-insensitively, with LIKE's wildcards taken literally", async () => {
      const kano = (await request(t.app).get("/api/news-and-events?q=kano&limit=5")).body;
      expect(kano.total).toBe(11);
      expect(kano.newsAndEvents).toHaveLength(5);
      expect((await request(t.app).get("/api/news-and-events?q=100%25")).body.newsAndEvents.map((n: { title: string }) => n.title)).toEqual(["Item 0 100% sure"]);
      expect((await request(t.app).get("/api/news-and-events?q=abuja_")).body.total).toBe(1);
      expect((await request(t.app).get("/api/news-and-events?q=m_1")).body.total).toBe(0);
    });

    it("the search and its count scan an index of the short columns, never the rich text", async () => {
      const { db, dialect } = t.services.database;
      if (dialect === "sqlite") {
        const plan = await sql<{ detail: string }>`explain query plan select count(*) from news_items where (lower(title) like '%kano%' or lower(subtitle) like '%kano%')`.execute(db);
        expect(plan.rows.map((r) => r.detail).join("; ")).toContain("COVERING INDEX news_items_published_search");
      } else {
        const found = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'news_items_published_search'`.execute(db);
        expect(found.rows[0]?.indexdef).toMatch(/\(published_at, id, title, subtitle\)/);
      }
    });

    it("refuses a limit over 100 or a page that is not a whole number, in words", async () => {
      const over = await request(t.app).get("/api/news-and-events?limit=101");
      expect(over.status).toBe(400);
      expect(JSON.stringify(over.body)).toContain("1 to 100");
      expect((await request(t.app).get("/api/investments?page=0")).status).toBe(400);
      expect((await request(t.app).get("/api/news-and-events?page=x")).status).toBe(400);
    });

    it("investments: SPEC's bare list without parameters; pages, sector and company filters with them", async () => {
      expect(investmentListSchema.parse((await request(t.app).get("/api/investments")).body)).toHaveLength(30);
      const page = investmentPageSchema.strict().parse((await request(t.app).get("/api/investments?page=2&limit=12")).body);
      expect(page).toMatchObject({ page: 2, limit: 12, total: 30, pages: 3 });
      expect(page.investments.map((i) => i.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `company-${i + 12}`));
      expect(page.investments[0]).not.toHaveProperty("content");
      expect((await request(t.app).get("/api/investments?sector=MINING&limit=100")).body.total).toBe(10);
      const one = (await request(t.app).get("/api/investments?company=company%207&sector=mining")).body;
      expect(one.investments.map((i: { slug: string }) => i.slug)).toEqual(["company-7"]);
      expect((await request(t.app).get("/api/investments?q=any%201")).body.total).toBe(11);
    });

    it("the home cards and sector pages read the first few companies of a sector and the counts, as the filtered list has them", async () => {
      const s = t.services;
      await s.db.updateTable("investments").set({ homeCard: "no" }).where("slug", "=", "company-3").execute();
      const filtered = await s.investments.page({ sector: "mining", page: 1, limit: 100 });
      const first = await s.investments.listed({ sectors: ["mining"], homeCardOnly: false, limit: 4 });
      expect(first.total).toBe(filtered.total);
      expect(first.companies.map((c) => c._id)).toEqual(filtered.investments.slice(0, 4).map((c) => c._id));
      expect(first.companies[0]).not.toHaveProperty("content");
      const onCards = await s.investments.listed({ sectors: ["mining", "healthcare"], homeCardOnly: true, limit: 100 });
      const both = (await s.investments.page({ page: 1, limit: 100 })).investments.filter((c) => ["mining", "healthcare"].includes(c.sector) && c.homeCard !== "no");
      expect(onCards.companies.map((c) => c._id)).toEqual(both.map((c) => c._id));
      expect(onCards.total).toBe(both.length);
      const counts = await s.investments.sectorCounts();
      expect(counts.mining).toEqual({ total: filtered.total, onCards: filtered.total - 1 });
      expect(counts.healthcare?.total).toBe((await s.investments.page({ sector: "healthcare", page: 1, limit: 1 })).total);
      expect(await s.investments.listed({ sectors: ["no such sector"], homeCardOnly: true, limit: 5 })).toEqual({ companies: [], total: 0 });
      // The home cards' one query: the first few of each sector, kept-off ones left out, in stored order.
      const firsts = await s.investments.onCards(["mining", "healthcare"], 2);
      const firstOf = (sector: string) => both.filter((c) => c.sector === sector).slice(0, 2).map((c) => c._id);
      expect(firsts.map((c) => c._id)).toEqual(both.filter((c) => [...firstOf("mining"), ...firstOf("healthcare")].includes(c._id)).map((c) => c._id));
      expect(firsts).toHaveLength(4);
      expect(await s.investments.onCards([], 3)).toEqual([]);
      await s.db.updateTable("investments").set({ homeCard: "yes" }).where("slug", "=", "company-3").execute();
    });

    it("the inbox pages too, its unread count over every message", async () => {
      const res = await request(t.app).get("/api/messages?page=1&limit=10").set(bearer(t.token));
      const page = messagePageSchema.parse(res.body);
      expect(page).toMatchObject({ total: 23, pages: 3, unread: 3 });
      expect(page.messages[0]?.name).toBe("Sender 22");
      expect(res.headers["x-total-count"]).toBe("23");
      expect((await request(t.app).get("/api/messages").set(bearer(t.token))).body.messages).toHaveLength(23);
      expect((await request(t.app).get("/api/messages?page=1")).status).toBe(401);
    });

    it("the trash pages by type, listing summaries only", async () => {
      const { newsAndEvents } = (await request(t.app).get("/api/news-and-events?limit=3")).body as { newsAndEvents: { _id: string }[] };
      for (const n of newsAndEvents) expect((await request(t.app).delete(`/api/news-and-events/${n._id}`).set(bearer(t.token))).status).toBe(204);
      const res = await request(t.app).get("/api/trash?type=news&page=1&limit=2").set(bearer(t.token));
      const page = trashPageSchema.strict().parse(res.body);
      expect(page).toMatchObject({ total: 3, pages: 2 });
      expect(page.items).toHaveLength(2);
      expect((await request(t.app).get("/api/trash?type=investment&limit=2").set(bearer(t.token))).body.total).toBe(0);
      expect((await request(t.app).get("/api/trash").set(bearer(t.token))).body.items).toHaveLength(3);
    });
  });
}
