import request from "supertest";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { historyResponseSchema, TRASH_DAYS, VERSIONS_KEPT, versionResponseSchema } from "../../shared/schemas/history.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";

const WHO = SINGLETONS.whoWeAre;
const WHO_PATH = `/api${WHO.path}/${WHO.id}`;
const OVERVIEW_PATH = `/api${SINGLETONS.overview.path}/${SINGLETONS.overview.id}`;
const tag = (id: string, revision: number) => `"${id}:${revision}"`;

for (const database of testDatabases()) {
  describe(`revisions, versions, restore and the trash, on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let other: string;
    beforeAll(async () => {
      other = (await createAdmin(t, t.token, "second-editor")).token;
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const history = async (id: string) => historyResponseSchema.parse((await request(t.app).get(`/api/history/${id}`).set(bearer(t.token))).body);
    const read = async (path: string) => request(t.app).get(path);

    it("names each document's revision in an ETag; a save from it answers the next one and keeps the replaced version", async () => {
      const first = await read(WHO_PATH);
      expect(first.headers.etag).toBe(tag(WHO.id, 0));
      const saved = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", first.headers.etag!).send({ highlight: "Revision one" });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ whoWeAre: { highlight: "Revision one", content: first.body.whoWeAre.content } });
      expect(saved.headers.etag).toBe(tag(WHO.id, 1));
      expect((await read(WHO_PATH)).headers.etag).toBe(tag(WHO.id, 1));

      const h = await history(WHO.id);
      expect(h.document).toEqual({ _id: WHO.id, type: "whoWeAre", label: "About: who we are", revision: 1, exists: true });
      expect(h.versions.map((v) => [v.revision, v.action, v.savedBy, v.changedFields])).toEqual([
        [1, "save", "super_admin", ["highlight"]],
        [0, "baseline", "", []],
      ]);
      const v0 = versionResponseSchema.parse((await request(t.app).get(`/api/versions/${h.versions[1]!._id}`).set(bearer(t.token))).body);
      expect(v0.version.data).toEqual(first.body.whoWeAre);
      expect(v0.previous).toBeNull();
      const v1 = versionResponseSchema.parse((await request(t.app).get(`/api/versions/${h.versions[0]!._id}`).set(bearer(t.token))).body);
      expect(v1.version.data.highlight).toBe("Revision one");
      expect(v1.previous?.data).toEqual(first.body.whoWeAre);
    });

    it("answers a stale save 409 naming who saved in between and when, and changes nothing", async () => {
      const start = (await read(WHO_PATH)).headers.etag!;
      const theirs = await request(t.app).patch(WHO_PATH).set(bearer(other)).set("If-Match", start).send({ highlight: "Saved by the second editor" });
      expect(theirs.status).toBe(200);
      const mine = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", start).send({ highlight: "My stale text" });
      expect(mine.status).toBe(409);
      expect(mine.body.error).toMatch(/saved by second-editor/);
      expect(mine.body.conflict).toMatchObject({ savedBy: "second-editor", current: { highlight: "Saved by the second editor" } });
      expect(mine.body.conflict.revision).toBe(Number(/:(\d+)"$/.exec(theirs.headers.etag!)![1]));
      expect(Date.parse(mine.body.conflict.savedAt)).not.toBeNaN();
      expect((await read(WHO_PATH)).body.whoWeAre.highlight).toBe("Saved by the second editor");
    });

    it("accepts saves without a revision as SPEC.md says, however many saves came before", async () => {
      const res = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).send({ highlight: "No revision sent" });
      expect(res.status).toBe(200);
      expect((await read(WHO_PATH)).body.whoWeAre.highlight).toBe("No revision sent");
      const star = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", "*").send({ highlight: "Any revision" });
      expect(star.status).toBe(200);
    });

    it("answers 400 for a revision from the future, of another document or malformed, and changes nothing", async () => {
      const before = await read(WHO_PATH);
      const current = Number(/:(\d+)"$/.exec(before.headers.etag!)![1]);
      for (const ifMatch of [tag(WHO.id, current + 1), tag(SINGLETONS.overview.id, current), "garbage", '"12"']) {
        const res = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", ifMatch).send({ highlight: "Must not land" });
        expect(res.status, ifMatch).toBe(400);
        expect(res.body.fields, ifMatch).toHaveProperty("revision");
      }
      const after = await read(WHO_PATH);
      expect(after.body).toEqual(before.body);
      expect(after.headers.etag).toBe(before.headers.etag);
    });

    it("keeps no version for a save that changes nothing", async () => {
      const before = await read(WHO_PATH);
      const versions = (await history(WHO.id)).versions.length;
      const res = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", before.headers.etag!).send(before.body.whoWeAre);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(before.headers.etag);
      expect((await history(WHO.id)).versions).toHaveLength(versions);
    });

    it("restores a version as a new version, undoable, touching no other section", async () => {
      const overviewBefore = await read(OVERVIEW_PATH);
      const overviewHistory = await history(SINGLETONS.overview.id);
      const start = (await read(WHO_PATH)).headers.etag!;
      const a = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", start).send({ highlight: "Good text", content: "<p>Good body</p>" });
      const b = await request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", a.headers.etag!).send({ content: "<p>A wrong paste</p>" });
      expect(b.status).toBe(200);
      const good = (await history(WHO.id)).versions[1]!;
      expect(good.changedFields.sort()).toEqual(["content", "highlight"]);

      const restored = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).set("If-Match", b.headers.etag!).send({ version: good._id, publish: true });
      expect(restored.status).toBe(200);
      expect(restored.body.data).toEqual({ highlight: "Good text", content: "<p>Good body</p>" });
      expect((await read(WHO_PATH)).body.whoWeAre).toEqual({ highlight: "Good text", content: "<p>Good body</p>" });
      const [latest] = (await history(WHO.id)).versions;
      expect(latest).toMatchObject({ action: "restore", restoredFrom: good.revision, changedFields: ["content"], savedBy: "super_admin" });
      expect(restored.headers.etag).toBe(tag(WHO.id, latest!.revision));

      // The restore is itself a version: restoring the one before it brings the wrong paste back.
      const wrong = (await history(WHO.id)).versions[1]!;
      const undo = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).send({ version: wrong._id, publish: true });
      expect(undo.status).toBe(200);
      expect((await read(WHO_PATH)).body.whoWeAre.content).toBe("<p>A wrong paste</p>");

      expect((await read(OVERVIEW_PATH)).body).toEqual(overviewBefore.body);
      expect((await history(SINGLETONS.overview.id)).versions).toEqual(overviewHistory.versions);
    });

    it("refuses a restore of another document's version (400), an unknown version (404) or from a stale revision (409), changing nothing", async () => {
      await request(t.app).patch(OVERVIEW_PATH).set(bearer(t.token)).send({ highlight: "Overview edit" });
      const overviewVersion = (await history(SINGLETONS.overview.id)).versions[0]!;
      const before = await read(WHO_PATH);
      const versions = (await history(WHO.id)).versions;

      const foreign = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).send({ version: overviewVersion._id });
      expect(foreign.status).toBe(400);
      expect(foreign.body.fields).toHaveProperty("version");
      expect((await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).send({ version: UNKNOWN_ID })).status).toBe(404);
      expect((await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).send({ version: "nope" })).status).toBe(400);
      const stale = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(t.token)).set("If-Match", tag(WHO.id, 0)).send({ version: versions[1]!._id, publish: true });
      expect(stale.status).toBe(409);
      expect((await request(t.app).get(`/api/history/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).get(`/api/versions/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);

      expect((await read(WHO_PATH)).body).toEqual(before.body);
      expect((await history(WHO.id)).versions).toEqual(versions);
    });

    it("keeps the newest versions of a document and drops the oldest past the limit", async () => {
      const stats = `/api${SINGLETONS.stats.path}/${SINGLETONS.stats.id}`;
      for (let i = 0; i < VERSIONS_KEPT + 5; i++) {
        expect((await request(t.app).patch(stats).set(bearer(t.token)).send({ sectors: `${i}` })).status).toBe(200);
      }
      const { versions, document } = await history(SINGLETONS.stats.id);
      expect(versions).toHaveLength(VERSIONS_KEPT);
      expect(versions[0]!.revision).toBe(document.revision);
      expect(versions.at(-1)!.revision).toBe(document.revision - VERSIONS_KEPT + 1);
    }, 60_000);

    it("lets two saves from the same revision race: one lands, the other answers 409", async () => {
      const start = (await read(WHO_PATH)).headers.etag!;
      const [x, y] = await Promise.all([
        request(t.app).patch(WHO_PATH).set(bearer(t.token)).set("If-Match", start).send({ highlight: "Racer X" }),
        request(t.app).patch(WHO_PATH).set(bearer(other)).set("If-Match", start).send({ highlight: "Racer Y" }),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const winner = x.status === 200 ? "Racer X" : "Racer Y";
      expect((await read(WHO_PATH)).body.whoWeAre.highlight).toBe(winner);
    });

    it("edits a news item in place: same id and address, a version per save, revision checked", async () => {
      const created = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Typo in titel", subtitle: "Sub", content: "<p>Body</p>", newsImgUrl: await pngDataUrl() });
      expect(created.status).toBe(201);
      const id = created.body.newsAndEvents._id as string;
      const got = await read(`/api/news-and-events/${id}`);
      expect(got.headers.etag).toBe(tag(id, 1));
      const fixed = await request(t.app).patch(`/api/news-and-events/${id}`).set(bearer(t.token)).set("If-Match", got.headers.etag!).send({ title: "Typo in title" });
      expect(fixed.status).toBe(200);
      expect(fixed.body.newsAndEvents).toMatchObject({ _id: id, title: "Typo in title", subtitle: "Sub", content: "<p>Body</p>", newsImgUrl: created.body.newsAndEvents.newsImgUrl, createdAt: created.body.newsAndEvents.createdAt });
      expect((await read(`/api/news-and-events/${id}`)).body.newsAndEvents.title).toBe("Typo in title");
      expect((await history(id)).versions.map((v) => [v.revision, v.action])).toEqual([
        [2, "save"],
        [1, "create"],
      ]);
      const stale = await request(t.app).patch(`/api/news-and-events/${id}`).set(bearer(t.token)).set("If-Match", got.headers.etag!).send({ title: "Stale" });
      expect(stale.status).toBe(409);
      const noImages = await request(t.app).patch(`/api/news-and-events/${id}`).set(bearer(t.token)).send({ newsImgUrl: "" });
      expect(noImages.status).toBe(400);
      expect(noImages.body.fields).toHaveProperty("newsImgUrl");
      expect((await request(t.app).patch(`/api/news-and-events/${UNKNOWN_ID}`).set(bearer(t.token)).send({ title: "x" })).status).toBe(404);
      expect((await read(`/api/news-and-events/${id}`)).body.newsAndEvents.title).toBe("Typo in title");
    });

    it("moves a deleted news item or investment to the trash (its address answers 404) and restores it with its id", async () => {
      const news = (await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Trash me", subtitle: "s", newsImgUrl: await pngDataUrl("#123456") })).body.newsAndEvents;
      const inv = (await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Trash Co", highlight: "kept" })).body;
      expect((await request(t.app).delete(`/api/news-and-events/${news._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).delete(`/api/investments/${inv._id}`).set(bearer(other))).status).toBe(204);
      expect((await read(`/api/news-and-events/${news._id}`)).status).toBe(404);
      expect((await read(`/api/investments/${inv._id}`)).status).toBe(404);

      const trash = (await request(t.app).get("/api/trash").set(bearer(t.token))).body.items as { _id: string; type: string; title: string; deletedBy: string; deletedAt: string; purgeAt: string }[];
      expect(trash.slice(0, 2).map((i) => [i._id, i.type, i.title, i.deletedBy])).toEqual([
        [inv._id, "investment", "Trash Co", "second-editor"],
        [news._id, "news", "Trash me", "super_admin"],
      ]);
      expect(Date.parse(trash[0]!.purgeAt) - Date.parse(trash[0]!.deletedAt)).toBe(TRASH_DAYS * 86_400_000);

      const back = await request(t.app).post(`/api/trash/${inv._id}/restore`).set(bearer(t.token));
      expect(back.status).toBe(200);
      expect(back.body.document).toMatchObject({ _id: inv._id, type: "investment", label: "Trash Co" });
      const again = await read(`/api/investments/${inv._id}`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ _id: inv._id, tabText: "Trash Co", highlight: "kept", createdAt: inv.createdAt });
      expect((await history(inv._id)).versions.map((v) => v.action)).toEqual(["trash-restore", "delete", "create"]);
      expect((await request(t.app).post(`/api/trash/${inv._id}/restore`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).get("/api/trash").set(bearer(t.token))).body.items.some((i: { _id: string }) => i._id === inv._id)).toBe(false);
      // A version of a trashed item cannot be restored in place.
      const newsVersion = (await history(news._id)).versions.at(-1)!;
      expect((await request(t.app).post(`/api/history/${news._id}/restore`).set(bearer(t.token)).send({ version: newsVersion._id })).status).toBe(409);
    });

    it(`removes what has been in the trash for ${TRASH_DAYS} days, with its versions`, async () => {
      const news = (await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Old trash", subtitle: "s", newsImgUrl: await pngDataUrl("#654321") })).body.newsAndEvents;
      expect((await request(t.app).delete(`/api/news-and-events/${news._id}`).set(bearer(t.token))).status).toBe(204);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (TRASH_DAYS + 1) * 86_400_000 });
      t.token = await t.login(); // the session of a month ago has expired
      const trash = (await request(t.app).get("/api/trash").set(bearer(t.token))).body.items as { _id: string }[];
      expect(trash.some((i) => i._id === news._id)).toBe(false);
      expect((await request(t.app).post(`/api/trash/${news._id}/restore`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).get(`/api/history/${news._id}`).set(bearer(t.token))).status).toBe(404);
    });

    it("records saves, restores, deletes and trash restores in the activity log with their target", async () => {
      for (const kind of ["save", "create", "restore", "delete", "trash-restore"]) {
        const log = await request(t.app).get("/api/activity").query({ kind }).set(bearer(t.token));
        expect(log.body.total, kind).toBeGreaterThan(0);
        expect(log.body.entries[0], kind).toMatchObject({ kind, userId: expect.stringMatching(/^[0-9a-f]{24}$/), ip: expect.any(String) });
      }
      const save = (await request(t.app).get("/api/activity").query({ kind: "save", user: "second-editor" }).set(bearer(t.token))).body.entries[0];
      expect(save).toMatchObject({ kind: "save", username: "second-editor", targetType: "whoWeAre", targetId: WHO.id, targetLabel: "About: who we are" });
    });
  });
}
