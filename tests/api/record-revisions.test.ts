import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { historyResponseSchema } from "../../shared/schemas/history.ts";
import { ADMIN_PASSWORD, useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";

const tag = (id: string, revision: number) => `"${id}:${revision}"`;
const SECOND_PASSWORD = "second-editor-password-1";
const CHANGED_PASSWORD = "second-editor-password-2";

/** A news item and an investment: the records (beyond the singletons) that carry revisions. */
const RECORDS = [
  { type: "news", label: "a news item", base: "/api/news-and-events", field: "subtitle", read: (body: { newsAndEvents: Record<string, string> }) => body.newsAndEvents },
  { type: "investment", label: "an investment", base: "/api/investments", field: "highlight", read: (body: Record<string, string>) => body },
] as const;

for (const database of testDatabases()) {
  describe(`revisions of news items and investments, on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let other: string;
    let ids: Record<(typeof RECORDS)[number]["type"], string>;
    beforeAll(async () => {
      other = (await createAdmin(t, t.token, "second-editor", SECOND_PASSWORD)).token;
      const news = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Revised news", subtitle: "First", newsImgUrl: await pngDataUrl() });
      const inv = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Revised Co", highlight: "First" });
      ids = { news: news.body.newsAndEvents._id, investment: inv.body._id };
    });

    const history = async (id: string) => historyResponseSchema.parse((await request(t.app).get(`/api/history/${id}`).set(bearer(t.token))).body);

    describe.each(RECORDS)("$label", (record) => {
      const path = () => `${record.base}/${ids[record.type]}`;
      const read = async () => {
        const res = await request(t.app).get(path());
        return { etag: res.headers.etag!, fields: record.read(res.body), status: res.status };
      };

      it("answers a stale save 409 naming who saved in between and when, and changes nothing", async () => {
        const start = await read();
        const theirs = await request(t.app).patch(path()).set(bearer(other)).set("If-Match", start.etag).send({ [record.field]: "Theirs" });
        expect(theirs.status).toBe(200);
        const mine = await request(t.app).patch(path()).set(bearer(t.token)).set("If-Match", start.etag).send({ [record.field]: "Mine, stale" });
        expect(mine.status).toBe(409);
        expect(mine.body.error).toMatch(/second-editor/);
        expect(mine.body.conflict).toMatchObject({ savedBy: "second-editor", revision: Number(/:(\d+)"$/.exec(theirs.headers.etag!)![1]) });
        expect(mine.body.conflict.current[record.field]).toBe("Theirs");
        expect(Math.abs(Date.parse(mine.body.conflict.savedAt) - Date.now())).toBeLessThan(60_000);
        const after = await read();
        expect(after.fields[record.field]).toBe("Theirs");
        expect(after.etag).toBe(theirs.headers.etag);
      });

      it("accepts a save without a revision, as SPEC.md's clients send it", async () => {
        const res = await request(t.app).patch(path()).set(bearer(t.token)).send({ [record.field]: "No revision" });
        expect(res.status).toBe(200);
        expect((await read()).fields[record.field]).toBe("No revision");
      });

      it("answers 400 for a revision from the future, of another document or malformed, on a save and a delete, changing nothing", async () => {
        const before = await read();
        const revision = Number(/:(\d+)"$/.exec(before.etag)![1]);
        const otherId = record.type === "news" ? ids.investment : ids.news;
        for (const ifMatch of [tag(ids[record.type], revision + 1), tag(otherId, revision), "garbage"]) {
          const save = await request(t.app).patch(path()).set(bearer(t.token)).set("If-Match", ifMatch).send({ [record.field]: "Must not land" });
          expect(save.status, ifMatch).toBe(400);
          expect(save.body.fields, ifMatch).toHaveProperty("revision");
          const del = await request(t.app).delete(path()).set(bearer(t.token)).set("If-Match", ifMatch);
          expect(del.status, ifMatch).toBe(400);
        }
        const after = await read();
        expect(after).toEqual(before);
      });

      it("refuses a stale delete with 409 and keeps the record where it is", async () => {
        const start = await read();
        expect((await request(t.app).patch(path()).set(bearer(other)).set("If-Match", start.etag).send({ [record.field]: "Saved before the delete" })).status).toBe(200);
        const del = await request(t.app).delete(path()).set(bearer(t.token)).set("If-Match", start.etag);
        expect(del.status).toBe(409);
        expect(del.body.conflict).toMatchObject({ savedBy: "second-editor" });
        expect((await read()).status).toBe(200);
        const trash = (await request(t.app).get("/api/trash").set(bearer(t.token))).body.items as { _id: string }[];
        expect(trash.some((i) => i._id === ids[record.type])).toBe(false);
      });

      it("refuses a restore of another record's version with 400 and changes nothing", async () => {
        const otherId = record.type === "news" ? ids.investment : ids.news;
        const foreign = (await history(otherId)).versions[0]!;
        const before = await read();
        const versions = (await history(ids[record.type])).versions;
        const res = await request(t.app).post(`/api/history/${ids[record.type]}/restore`).set(bearer(t.token)).send({ version: foreign._id });
        expect(res.status).toBe(400);
        expect(res.body.fields).toHaveProperty("version");
        expect(await read()).toEqual(before);
        expect((await history(ids[record.type])).versions).toEqual(versions);
      });
    });

    it("answers 404 for restoring an unknown id from the trash and 400 for a malformed one", async () => {
      expect((await request(t.app).post(`/api/trash/${UNKNOWN_ID}/restore`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).post("/api/trash/not-an-id/restore").set(bearer(t.token))).status).toBe(400);
      expect((await request(t.app).post(`/api/history/${UNKNOWN_ID}/restore`).set(bearer(t.token)).send({ version: UNKNOWN_ID })).status).toBe(404);
    });

    it("names the target of every save, restore, delete and trash restore of a record in the activity log", async () => {
      const id = ids.investment;
      const versions = (await history(id)).versions;
      expect((await request(t.app).post(`/api/history/${id}/restore`).set(bearer(t.token)).send({ version: versions.at(-1)!._id, publish: true })).status).toBe(200);
      expect((await request(t.app).delete(`/api/investments/${id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).post(`/api/trash/${id}/restore`).set(bearer(t.token))).status).toBe(200);
      for (const kind of ["create", "save", "restore", "delete", "trash-restore"]) {
        const log = await request(t.app).get("/api/activity").query({ kind }).set(bearer(t.token));
        const entry = (log.body.entries as { targetId: string; targetType: string; targetLabel: string; ip: string }[]).find((e) => e.targetId === id);
        expect(entry, kind).toMatchObject({ targetType: "investment", targetLabel: "Revised Co", ip: expect.any(String) });
      }
    });

    it("keeps every password, token and hash out of the stored activity rows", async () => {
      const login = await request(t.app).post("/api/auth/login").send({ username: "second-editor", password: SECOND_PASSWORD });
      expect((await request(t.app).post("/api/auth/login").send({ username: "second-editor", password: "a-wrong-guess-1" })).status).toBe(401);
      expect((await request(t.app).post("/api/auth/login").send({ username: SECOND_PASSWORD, password: SECOND_PASSWORD })).status).toBe(401);
      const changed = await request(t.app)
        .patch("/api/users/change-password")
        .set(bearer(login.body.token))
        .send({ username: "second-editor", currentPassword: SECOND_PASSWORD, newPassword: CHANGED_PASSWORD });
      expect(changed.status).toBe(200);
      const hashes = (await t.services.db.selectFrom("users").select("passwordHash").execute()).map((u) => u.passwordHash);
      const rows = await t.services.db.selectFrom("activityLog").selectAll().execute();
      expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(["sign-in", "sign-in-failed", "password-changed"]));
      const stored = JSON.stringify(rows);
      for (const secret of [ADMIN_PASSWORD, SECOND_PASSWORD, CHANGED_PASSWORD, "a-wrong-guess-1", t.token, other, login.body.token, changed.body.token, ...hashes]) {
        expect(stored).not.toContain(secret);
      }
      expect(stored).not.toMatch(/\$2[aby]\$\d\d\$|eyJ[\w-]+\.eyJ/);
    });
  });
}
