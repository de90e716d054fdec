import type { Kysely } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { newId } from "../../server/db/ids.ts";
import { recordTick } from "../../server/db/repositories/schedules.ts";
import { createLogger } from "../../server/log.ts";
import { createScheduler } from "../../server/services/scheduler.ts";
import { runSchedule } from "../../server/services/schedules.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { SCHEDULE_MESSAGES } from "../../shared/schemas/schedule.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";

const hourAhead = () => new Date(Date.now() + 3_600_000).toISOString();
const hoursAhead = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

for (const database of testDatabases()) {
  describe(`schedules and publication dates on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const db = () => t.services.db as unknown as Kysely<any>;

    const article = async (title: string, extra: Record<string, unknown> = {}) => {
      const res = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title, subtitle: "Sub", newsImgUrl: await pngDataUrl(), ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.newsAndEvents as { _id: string; publishedAt: string; createdAt: string; newsImgUrl: string };
    };
    /** A draft of a new article, written as the drafts store it. */
    const newDraft = async (title: string, newsImgUrl = "", slug = "") => {
      const id = newId();
      const at = new Date().toISOString();
      await db()
        .insertInto("drafts")
        .values({ docId: id, docType: "news", isNew: 1, data: JSON.stringify({ title, subtitle: "Sub", newsImgUrl, content: "", slug, heroImage: "", gallery: "[]", publishedAt: "" }), createdAt: at, updatedAt: at })
        .execute();
      return id;
    };
    /** A scheduler whose clock the test sets (the server's own runs on the real one). */
    const schedulerAt = (clock: () => number) => createScheduler(t.services.database, { tickSeconds: 30, log: createLogger("silent"), run: runSchedule, clock });
    const schedule = (type: string, id: string, body: unknown) => request(t.app).put(`/api/drafts/${type}/${id}/schedule`).set(bearer(t.token)).send(body as object);
    const rowsOf = (id: string) => db().selectFrom("schedules").selectAll().where("docId", "=", id).execute();

    it("sets, lists, moves and removes a publish time, stored in UTC, each change one activity line", async () => {
      const id = await newDraft("Press release for Monday");
      const res = await schedule("news", id, { publishAt: "2099-12-01T09:00:00+01:00" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ schedule: { publishAt: "2099-12-01T08:00:00.000Z", unpublishAt: null } });
      const list = await request(t.app).get("/api/schedule").set(bearer(t.token));
      expect(list.status).toBe(200);
      expect(list.body.items).toContainEqual({ type: "news", docId: id, label: "Press release for Monday", action: "publish", runAt: "2099-12-01T08:00:00.000Z" });
      expect(list.body.scheduler).toEqual({ lastRunAt: null, tickSeconds: 30, late: true });
      expect((await schedule("news", id, { publishAt: "2099-12-02T08:00:00Z" })).body.schedule.publishAt).toBe("2099-12-02T08:00:00.000Z");
      expect((await schedule("news", id, { publishAt: null })).body).toEqual({ schedule: { publishAt: null, unpublishAt: null } });
      expect(await rowsOf(id)).toEqual([]);
      const kinds = (await db().selectFrom("activityLog").select("kind").where("targetId", "=", id).orderBy("at").execute()).map((r) => r.kind);
      expect(kinds).toEqual(["schedule", "schedule", "unschedule"]);
    });

    it("reports the scheduler late only when no instance has ticked for more than two ticks", async () => {
      const t0 = Date.parse("2030-01-01T09:00:00.000Z");
      await recordTick(db(), "an-instance", new Date(t0).toISOString(), 30);
      try {
        expect(await schedulerAt(() => t0 + 45_000).status()).toEqual({ lastRunAt: "2030-01-01T09:00:00.000Z", tickSeconds: 30, late: false });
        expect((await schedulerAt(() => t0 + 60_000).status()).late).toBe(false);
        expect((await schedulerAt(() => t0 + 60_001).status()).late).toBe(true);
        // A later tick of another instance puts it right.
        await recordTick(db(), "another-instance", new Date(t0 + 90_000).toISOString(), 30);
        expect((await schedulerAt(() => t0 + 100_000).status()).late).toBe(false);
      } finally {
        await db().deleteFrom("schedulerRuns").execute();
      }
    });

    it("refuses a publish time in the past with 400 and changes nothing", async () => {
      const id = await newDraft("Too late");
      const res = await schedule("news", id, { publishAt: new Date(Date.now() - 60_000).toISOString() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: SCHEDULE_MESSAGES.past, fields: { publishAt: "is in the past" } });
      expect(res.body.error).toBe("The publish time is in the past. Use Publish to publish now.");
      expect(await rowsOf(id)).toEqual([]);
    });

    it("refuses an unpublish time at or before the publish time, or in the past", async () => {
      const id = await newDraft("Short-lived");
      const at = hoursAhead(2);
      for (const unpublishAt of [at, hourAhead()]) {
        const res = await schedule("news", id, { publishAt: at, unpublishAt });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: SCHEDULE_MESSAGES.order, fields: { unpublishAt: "must be after the publish time" } });
      }
      const live = await article("Ending soon");
      const past = await schedule("news", live._id, { unpublishAt: new Date(Date.now() - 1000).toISOString() });
      expect(past.status).toBe(400);
      expect(past.body.fields).toEqual({ unpublishAt: "is in the past" });
      expect(await rowsOf(id)).toEqual([]);
      // Both at once, in order: accepted.
      expect((await schedule("news", id, { publishAt: at, unpublishAt: hoursAhead(3) })).status).toBe(200);
    });

    it("needs a draft to publish, and an item (not a block or banner) to unpublish", async () => {
      const live = await article("Live, no draft");
      const noDraft = await schedule("news", live._id, { publishAt: hourAhead() });
      expect(noDraft.status).toBe(400);
      expect(noDraft.body).toEqual({ error: SCHEDULE_MESSAGES.noDraft, fields: { publishAt: "needs a draft" } });
      const block = await schedule("heroText", SINGLETON_IDS.heroText, { unpublishAt: hourAhead() });
      expect(block.status).toBe(400);
      expect(block.body.fields).toEqual({ unpublishAt: "cannot be set on a block or banner" });
      const draftOnly = await newDraft("Not live yet");
      const notLive = await schedule("news", draftOnly, { unpublishAt: hourAhead() });
      expect(notLive.status).toBe(400);
      expect(notLive.body.fields).toEqual({ unpublishAt: "needs an item on the site" });
    });

    it("answers 404 for a deleted document, an unknown id or type, and 400 for a malformed time", async () => {
      const gone = await article("Deleted before its schedule");
      expect((await request(t.app).delete(`/api/news-and-events/${gone._id}`).set(bearer(t.token))).status).toBe(204);
      for (const [type, id] of [["news", gone._id], ["news", UNKNOWN_ID], ["nothing", gone._id], ["investment", gone._id]] as const) {
        const res = await schedule(type, id, { unpublishAt: hourAhead() });
        expect(res.status, `${type} ${id}`).toBe(404);
        expect(res.body).toEqual({ error: "No document with this id" });
      }
      const id = await newDraft("Badly timed");
      for (const publishAt of ["tomorrow", "2099-12-01 09:00", "2099-12-01T09:00:00", 12]) {
        const res = await schedule("news", id, { publishAt });
        expect(res.status, String(publishAt)).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual(["publishAt"]);
      }
      expect((await schedule("news", id, { publishAt: hourAhead(), extra: 1 })).status).toBe(400);
      expect(await rowsOf(id)).toEqual([]);
    });

    it("needs a signed-in user for both routes", async () => {
      expect((await request(t.app).get("/api/schedule")).status).toBe(401);
      expect((await request(t.app).put(`/api/drafts/news/${UNKNOWN_ID}/schedule`).send({ publishAt: hourAhead() })).status).toBe(401);
    });

    it("a news item's publication date defaults to its creation, is editable, orders the lists, and is never in the future on a save", async () => {
      const older = await article("Published last spring", { publishedAt: "2020-04-01T10:00:00+01:00" });
      expect(older.publishedAt).toBe("2020-04-01T09:00:00.000Z");
      const fresh = await article("Published just now");
      expect(fresh.publishedAt).toBe(fresh.createdAt);
      // The list's order is the publication date's, not the creation's.
      const order = async () => ((await request(t.app).get("/api/news-and-events?q=Published")).body.newsAndEvents as { _id: string }[]).map((n) => n._id);
      expect(await order()).toEqual([fresh._id, older._id]);
      const moved = await request(t.app).patch(`/api/news-and-events/${older._id}`).set(bearer(t.token)).send({ publishedAt: "2099-01-01T00:00:00Z" });
      expect(moved.status).toBe(400);
      expect(moved.body).toEqual({ error: "Use Schedule to publish in the future", fields: { publishedAt: "is in the future" } });
      const future = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Not yet", subtitle: "Sub", newsImgUrl: await pngDataUrl(), publishedAt: hourAhead() });
      expect(future.status).toBe(400);
      expect(future.body.error).toBe("Use Schedule to publish in the future");
      const back = new Date(Date.parse(fresh.createdAt) + 1000).toISOString();
      expect((await request(t.app).patch(`/api/news-and-events/${older._id}`).set(bearer(t.token)).send({ publishedAt: back })).status).toBe(200);
      expect(await order()).toEqual([older._id, fresh._id]);
      // The whole list (SPEC.md's answer) in the same order, with the date on each item.
      const whole = (await request(t.app).get("/api/news-and-events")).body.newsAndEvents as { _id: string; publishedAt: string }[];
      const ids = whole.map((n) => n._id);
      expect(ids.indexOf(older._id)).toBeLessThan(ids.indexOf(fresh._id));
      expect(whole.every((n) => typeof n.publishedAt === "string" && n.publishedAt !== "")).toBe(true);
      // The change is one history version naming the field.
      const history = await request(t.app).get(`/api/history/${older._id}`).set(bearer(t.token));
      expect(history.body.versions[0].changedFields).toEqual(["publishedAt"]);
    });

    it("the site search orders equally ranked articles by publication date", async () => {
      const a = await article("Quarterly harvest note", { publishedAt: "2021-01-01T00:00:00Z" });
      const b = await article("Quarterly harvest note", { publishedAt: "2022-01-01T00:00:00Z", slug: "quarterly-harvest-note-two" });
      const res = await request(t.app).get("/api/search?q=quarterly%20harvest");
      expect(res.status).toBe(200);
      const urls = (res.body.results as { url: string }[]).map((r) => r.url).filter((u) => u.includes("quarterly-harvest-note"));
      expect(urls).toEqual(["/news-and-events/quarterly-harvest-note-two", "/news-and-events/quarterly-harvest-note"]);
      expect([a._id, b._id]).toHaveLength(2);
    });

    it("a scheduled article is on the lists, the sitemap and the search only from its time, dated at it", async () => {
      const image = (await article("Carrier of a picture")).newsImgUrl;
      const id = await newDraft("Monday morning results", image);
      // Seconds ahead: the schedulers below run on a clock the test sets, at and before that time.
      const publishAt = new Date(Date.now() + 5000).toISOString();
      expect((await schedule("news", id, { publishAt })).status).toBe(200);
      const drafts = await request(t.app).get("/api/drafts").set(bearer(t.token));
      expect(drafts.body.drafts.find((d: { docId: string }) => d.docId === id)?.schedule).toEqual({ publishAt, unpublishAt: null });
      expect((await request(t.app).get("/api/drafts/count").set(bearer(t.token))).body.scheduled).toBeGreaterThanOrEqual(1);
      const seen = async () => ({
        list: ((await request(t.app).get("/api/news-and-events?q=Monday%20morning")).body.newsAndEvents as { _id: string }[]).map((n) => n._id),
        sitemap: (await t.services.sitemap.news(0, 1000)).some((n) => n.id === id),
        search: ((await request(t.app).get("/api/search?q=monday%20morning%20results")).body.results as { url: string }[]).some((r) => r.url.includes("monday-morning-results")),
      });
      // A minute before its time nothing publishes it.
      expect(await schedulerAt(() => Date.parse(publishAt) - 60_000).runDue()).toBe(0);
      expect(await seen()).toEqual({ list: [], sitemap: false, search: false });
      // At its time it is everywhere, dated at the scheduled time, once.
      expect(await schedulerAt(() => Date.parse(publishAt)).runDue()).toBe(1);
      expect(await seen()).toEqual({ list: [id], sitemap: true, search: true });
      expect((await request(t.app).get(`/api/news-and-events/${id}`)).body.newsAndEvents.publishedAt).toBe(publishAt);
      expect(await rowsOf(id)).toEqual([]);
      expect(await db().selectFrom("drafts").select("docId").where("docId", "=", id).execute()).toEqual([]);
    });

    it("two schedulers racing over the same due drafts publish each exactly once", async () => {
      const image = (await article("Another carrier")).newsImgUrl;
      const ids = [];
      for (let i = 0; i < 20; i++) ids.push(await newDraft(`Race ${i}`, image));
      const at = new Date(Date.now() + 5000).toISOString();
      for (const id of ids) expect((await schedule("news", id, { publishAt: at })).status).toBe(200);
      const clock = () => Date.parse(at);
      const done = await Promise.all([schedulerAt(clock).runDue(), schedulerAt(clock).runDue(), schedulerAt(clock).runDue()]);
      expect(done.reduce((a, b) => a + b, 0)).toBe(20);
      const versions = await db().selectFrom("documentVersions").select("docId").where("action", "=", "publish").where("docId", "in", ids).execute();
      expect(versions).toHaveLength(20);
      expect(new Set(versions.map((v) => v.docId)).size).toBe(20);
      const published = await db().selectFrom("activityLog").select("targetId").where("kind", "=", "publish").where("targetId", "in", ids).execute();
      expect(published).toHaveLength(20);
    });

    it("a schedule that fails by its document's fault is removed and its draft kept; one that fails otherwise stays for the next tick", async () => {
      const image = (await article("Third carrier")).newsImgUrl;
      // Its address was given to another article meanwhile.
      const broken = await newDraft("Address taken", image, "third-carrier");
      const unlucky = await newDraft("Hit by an outage", image);
      const fine = await newDraft("Unaffected", image);
      const at = new Date(Date.now() + 5000).toISOString();
      for (const id of [broken, unlucky, fine]) expect((await schedule("news", id, { publishAt: at })).status).toBe(200);
      const outage: typeof runSchedule = async (trx, row) => {
        if (row.docId === unlucky) throw new Error("Connection terminated unexpectedly");
        return runSchedule(trx, row);
      };
      const s = createScheduler(t.services.database, { tickSeconds: 30, log: createLogger("silent"), run: outage, clock: () => Date.parse(at) });
      expect(await s.runDue()).toBe(1);
      // The draft whose address is taken cannot be published: its schedule goes, the draft stays.
      expect(await rowsOf(broken)).toEqual([]);
      expect(await db().selectFrom("drafts").select("docId").where("docId", "=", broken).execute()).toEqual([{ docId: broken }]);
      // The outage was not the document's fault: its schedule waits for the next try.
      expect((await rowsOf(unlucky)).map((r) => r.action)).toEqual(["publish"]);
      expect(await rowsOf(fine)).toEqual([]);
      expect(await schedulerAt(() => Date.parse(at)).runDue()).toBe(1);
      expect(await rowsOf(unlucky)).toEqual([]);
    });
  });
}
