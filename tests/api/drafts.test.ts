import express from "express";
import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { draftDetailSchema, draftResponseSchema, PREVIEW_LINK_GONE, previewLinkCreatedSchema, publishResponseSchema } from "../../shared/schemas/drafts.ts";
import { readContentRevision } from "../../server/db/repositories/revision.ts";
import { previewPage, type RenderPreview } from "../../server/preview-page.ts";
import { publishDraft } from "../../server/services/drafts.ts";
import type { Mailer } from "../../server/services/recovery.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";

const WHO = SINGLETONS.whoWeAre;
const WHO_PATH = `/api${WHO.path}/${WHO.id}`;

for (const database of testDatabases()) {
  describe(`drafts, publishing, review and preview links, on ${database.name}`, () => {
    let t: TestApp;
    let token: string;
    let other: string;
    let imageUrl: string;
    let pages: express.Express;
    const mails: { to: string; subject: string; text: string }[] = [];
    beforeAll(async () => {
      t = await createTestApp(database);
      token = await t.login();
      other = (await createAdmin(t, token, "draft-colleague")).token;
      imageUrl = (await request(t.app).post("/api/media").set(bearer(token)).attach("file", Buffer.from((await pngDataUrl("#2a6f4e")).split(",")[1]!, "base64"), "d.png")).body.url;
      // The page renderer stands in for React Router: it prints what the loaders would read
      // through the services it is given (the draft laid over the live documents).
      const render: RenderPreview = async (_req, _res, path, services, notice) => {
        const who = await services.content.get("whoWeAre");
        const id = path.split("/").at(-1) ?? "";
        const article = path.startsWith("/news-and-events/") ? await services.news.get(id) : undefined;
        const html = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head><body><p id="who">${who.highlight}</p><p id="article">${article?.title ?? ""}</p><p id="notice">${notice?.draft ? "draft" : ""}</p></body></html>`;
        return new Response(html, { status: 200, headers: { "Content-Type": "text/html" } });
      };
      pages = express();
      pages.use(previewPage(t.services, render));
      // The super admin and the colleague get e-mail; the mailer is a stand-in.
      await request(t.app).patch("/api/users/me").set(bearer(token)).send({ email: "super@example.ng" });
      await request(t.app).patch("/api/users/me").set(bearer(other)).send({ email: "colleague@example.ng" });
      const mailer: Mailer = async (m) => {
        mails.push(m);
      };
      (t.services as { mailer: Mailer | undefined }).mailer = mailer;
    });
    afterAll(() => t.close());

    const put = (type: string, id: string, fields: object, who = token) => request(t.app).put(`/api/drafts/${type}/${id}`).set(bearer(who)).send({ fields });
    const publish = (type: string, id: string, body: object = {}, who = token) => request(t.app).post(`/api/drafts/${type}/${id}/publish`).set(bearer(who)).send(body);
    const activity = async (kind: string, targetId: string) =>
      (await t.services.db.selectFrom("activityLog").select("id").where("kind", "=", kind).where("targetId", "=", targetId).execute()).length;
    const versions = async (docId: string) => t.services.db.selectFrom("documentVersions").select(["revision", "action"]).where("docId", "=", docId).orderBy("revision").execute();
    /** What visitors and API clients read of the block, and the revisions. */
    const liveState = async () => {
      const res = await request(t.app).get(WHO_PATH);
      return { body: res.text, etag: res.headers.etag, content: await readContentRevision(t.services.db) };
    };

    it("saves a draft without changing the public answers, the document's ETag or the content revision", async () => {
      const before = await liveState();
      const first = await put("whoWeAre", WHO.id, { highlight: "Patient capital, drafted" });
      expect(first.status).toBe(200);
      const draft = draftResponseSchema.parse(first.body).draft;
      expect(draft).toMatchObject({ type: "whoWeAre", docId: WHO.id, isNew: false, draftRevision: 1, createdBy: "super_admin", review: { state: "none" } });
      expect(draft.fields.highlight).toBe("Patient capital, drafted");
      expect(draft.fields.content).toBe(JSON.parse(before.body).whoWeAre.content);
      expect(first.headers.etag).toBe(`"${WHO.id}:d1"`);
      // A second save (another field) keeps the first's change; one "Draft started" line in all.
      const second = await put("whoWeAre", WHO.id, { content: "<p>Forty years of <b>patient</b> capital.</p><script>x()</script>" }, other);
      expect(second.status).toBe(200);
      expect(second.body.draft.fields).toMatchObject({ highlight: "Patient capital, drafted", content: "<p>Forty years of <b>patient</b> capital.</p>" });
      expect(second.body.draft.updatedBy).toBe("draft-colleague");
      expect(await activity("draft-started", WHO.id)).toBe(1);
      expect(await liveState()).toEqual(before);

      const read = await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token));
      expect(read.status).toBe(200);
      const detail = draftDetailSchema.parse(read.body);
      expect(detail.live!.highlight).toBe(JSON.parse(before.body).whoWeAre.highlight);
      expect(detail.draft.draftRevision).toBe(2);

      // Two people on one draft: a save from a stale draft revision is refused, nothing changed.
      const stale = await request(t.app).put(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token)).set("If-Match", `"${WHO.id}:d1"`).send({ fields: { highlight: "Overwrite" } });
      expect(stale.status).toBe(409);
      expect((await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).body.draft.fields.highlight).toBe("Patient capital, drafted");
      const counts = (await request(t.app).get("/api/drafts/count").set(bearer(token))).body;
      expect(counts).toEqual({ review: 0, drafts: 1, scheduled: 0 });
    });

    it("publishes in one transaction: live, exactly one version and one activity line, draft and links gone", async () => {
      const link = (await request(t.app).post(`/api/drafts/whoWeAre/${WHO.id}/links`).set(bearer(token))).body.url as string;
      const before = (await versions(WHO.id)).length;
      const res = await publish("whoWeAre", WHO.id);
      expect(res.status).toBe(200);
      const answer = publishResponseSchema.parse(res.body);
      expect((answer.document as { whoWeAre: { highlight: string } }).whoWeAre.highlight).toBe("Patient capital, drafted");
      const after = await versions(WHO.id);
      expect(after.length - before).toBe(before === 0 ? 2 : 1); // a first tracked save also keeps the baseline it found
      expect(after.at(-1)).toEqual({ revision: answer.revision, action: "publish" });
      expect(await activity("publish", WHO.id)).toBe(1);
      expect(await activity("save", WHO.id)).toBe(0);
      const live = await request(t.app).get(WHO_PATH);
      expect(live.body.whoWeAre.highlight).toBe("Patient capital, drafted");
      expect(live.headers.etag).toBe(`"${WHO.id}:${answer.revision}"`);
      expect((await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).status).toBe(404);
      expect((await request(pages).get(link)).status).toBe(404);
      // Nothing left to publish.
      expect((await publish("whoWeAre", WHO.id)).status).toBe(404);
    });

    it("publishes a draft once when a second publish starts while the first is still in its transaction", async () => {
      const inv = (await request(t.app).post("/api/investments").set(bearer(token)).send({ tabText: "Onitsha Riverside Terminals" })).body._id as string;
      expect((await put("investment", inv, { highlight: "Twice clicked" })).status).toBe(200);
      const before = (await versions(inv)).length;
      const actor = { userId: "", username: "super_admin", ip: "" };
      let second: Promise<unknown> | undefined;
      await t.services.db.transaction().execute(async (trx) => {
        await publishDraft(trx, "investment", inv, { actor, force: true });
        // The second publish starts now; on PostgreSQL it waits on a lock until the first commits.
        second = publishDraft(t.services.db, "investment", inv, { actor, force: true }).then(
          () => "published",
          (err: { status?: number }) => err.status,
        );
        if (t.services.database.dialect === "postgres") {
          await expect.poll(async () => Number((await sql<{ n: number }>`select count(*) as n from pg_locks where not granted`.execute(t.services.db)).rows[0]!.n)).toBeGreaterThan(0);
        }
      });
      expect(await second).toBe(404);
      expect((await versions(inv)).length - before).toBe(1);
    });

    it("refuses to publish over a live save made since the draft began (409), unless forced", async () => {
      expect((await put("whoWeAre", WHO.id, { highlight: "From the draft" })).status).toBe(200);
      expect((await request(t.app).patch(WHO_PATH).set(bearer(other)).send({ highlight: "Saved live meanwhile" })).status).toBe(200);
      const refused = await publish("whoWeAre", WHO.id);
      expect(refused.status).toBe(409);
      expect(refused.body.conflict).toMatchObject({ savedBy: "draft-colleague", current: { highlight: "Saved live meanwhile" } });
      expect((await request(t.app).get(WHO_PATH)).body.whoWeAre.highlight).toBe("Saved live meanwhile");
      expect((await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).status).toBe(200);
      const forced = await publish("whoWeAre", WHO.id, { force: true });
      expect(forced.status).toBe(200);
      expect((await request(t.app).get(WHO_PATH)).body.whoWeAre.highlight).toBe("From the draft");
    });

    it("gives new drafts of a news item, an investment and a person their id, and publishes them to it", async () => {
      const cases = [
        { type: "news", fields: { title: "Lekki logistics hub reaches first close", subtitle: "A ₦42bn fund for last-mile warehousing", newsImgUrl: imageUrl, content: "<p>First close.</p>" }, api: "/api/news-and-events" },
        { type: "investment", fields: { tabText: "Okun Cold Chain", sector: "" }, api: "/api/investments" },
        { type: "leader", fields: { name: "Adaeze Okafor", role: "Head of Portfolio Operations" }, api: "/api/leaders" },
      ];
      for (const c of cases) {
        const created = await request(t.app).post(`/api/drafts/${c.type}`).set(bearer(token)).send({ fields: c.fields });
        expect(created.status, c.type).toBe(201);
        const id = created.body.draft.docId as string;
        expect(created.body.draft.isNew).toBe(true);
        expect((await request(t.app).get(`${c.api}/${id}`)).status, c.type).toBe(404);
        const res = await publish(c.type, id);
        expect(res.status, `${c.type} ${JSON.stringify(res.body)}`).toBe(200);
        const doc = res.body.document as { _id: string };
        expect(doc._id).toBe(id);
        expect((await request(t.app).get(`${c.api}/${id}`)).status, c.type).toBe(200);
        expect(await versions(id)).toEqual([{ revision: 1, action: "publish" }]);
        expect(await activity("publish", id)).toBe(1);
        expect(await activity("create", id)).toBe(0);
      }
      // A new draft of a singleton is not a thing.
      expect((await request(t.app).post("/api/drafts/whoWeAre").set(bearer(token)).send({ fields: {} })).status).toBe(400);
    });

    it("keeps the draft and changes nothing when the publish fails (an address another article has)", async () => {
      const taken = await request(t.app).post("/api/news-and-events").set(bearer(token)).send({ title: "Ikeja power plant refinanced", subtitle: "s", newsImgUrl: imageUrl });
      expect(taken.status).toBe(201);
      const draft = await request(t.app).post("/api/drafts/news").set(bearer(token)).send({ fields: { title: "Another", subtitle: "s", newsImgUrl: imageUrl, slug: taken.body.newsAndEvents.slug } });
      expect(draft.status).toBe(201);
      const id = draft.body.draft.docId as string;
      const revision = await readContentRevision(t.services.db);
      const res = await publish("news", id);
      expect(res.status).toBe(409);
      expect(res.body.fields).toEqual({ slug: expect.any(String) });
      expect((await request(t.app).get(`/api/news-and-events/${id}`)).status).toBe(404);
      expect(await versions(id)).toEqual([]);
      expect(await activity("publish", id)).toBe(0);
      expect(await readContentRevision(t.services.db)).toBe(revision);
      expect((await request(t.app).get(`/api/drafts/news/${id}`).set(bearer(token))).status).toBe(200);
      // Fixed in the draft, it publishes.
      expect((await put("news", id, { title: "Another", subtitle: "s", newsImgUrl: imageUrl, slug: "another-article" })).status).toBe(200);
      expect((await publish("news", id)).status).toBe(200);
    });

    it("asks for review (e-mailing the admins), lists and counts it, and sends it back with a comment", async () => {
      const inv = await request(t.app).post("/api/investments").set(bearer(token)).send({ tabText: "Ibadan Agro Processing" });
      const id = inv.body._id as string;
      expect((await put("investment", id, { highlight: "Cassava to starch, at scale" }, other)).status).toBe(200);
      mails.length = 0;
      const asked = await request(t.app).post(`/api/drafts/investment/${id}/review`).set(bearer(other)).send({ comment: "Ready for Monday" });
      expect(asked.status).toBe(200);
      expect(asked.body.draft.review).toMatchObject({ state: "requested", comment: "Ready for Monday", by: "draft-colleague" });
      expect(await activity("review-requested", id)).toBe(1);
      await expect.poll(() => mails.length).toBe(1);
      expect(mails[0]).toMatchObject({ to: "super@example.ng", subject: "Review requested: Ibadan Agro Processing" });
      expect(mails[0]!.text).toContain("Ready for Monday");
      expect((await request(t.app).get("/api/drafts/count").set(bearer(token))).body.review).toBe(1);
      const listed = (await request(t.app).get("/api/drafts?review=requested").set(bearer(token))).body.drafts;
      expect(listed).toEqual([expect.objectContaining({ type: "investment", docId: id, label: "Ibadan Agro Processing", schedule: { publishAt: null, unpublishAt: null } })]);
      expect((await request(t.app).get("/api/drafts?review=maybe").set(bearer(token))).status).toBe(400);

      expect((await request(t.app).post(`/api/drafts/investment/${id}/return`).set(bearer(token)).send({})).status).toBe(400);
      expect((await request(t.app).post(`/api/drafts/investment/${id}/return`).set(bearer(token)).send({ comment: "x".repeat(1001) })).status).toBe(400);
      const back = await request(t.app).post(`/api/drafts/investment/${id}/return`).set(bearer(token)).send({ comment: "Add the plant's capacity" });
      expect(back.status).toBe(200);
      expect(back.body.draft.review).toMatchObject({ state: "returned", comment: "Add the plant's capacity", by: "super_admin" });
      expect(await activity("review-returned", id)).toBe(1);
      expect((await request(t.app).get("/api/drafts/count").set(bearer(token))).body.review).toBe(0);
      expect((await request(t.app).get("/api/drafts?review=returned&type=investment").set(bearer(token))).body.drafts.map((d: { docId: string }) => d.docId)).toEqual([id]);
    });

    it("opens a signed preview link without a session, never cached or indexed; expired, revoked and forged links are one 404", async () => {
      const before = await liveState();
      expect((await put("whoWeAre", WHO.id, { highlight: "Seen through the link" })).status).toBe(200);
      const made = await request(t.app).post(`/api/drafts/whoWeAre/${WHO.id}/links`).set(bearer(other));
      expect(made.status).toBe(201);
      const link = previewLinkCreatedSchema.parse(made.body);
      expect(link.url).toMatch(/^\/preview\/draft\/[A-Za-z0-9_-]{43}$/);
      const ttl = Date.parse(link.expiresAt) - Date.now();
      expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
      expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);
      // Only the token's hash is stored.
      const stored = await t.services.db.selectFrom("previewLinks").selectAll().where("id", "=", link.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(link.url.split("/").at(-1));

      const page = await request(pages).get(link.url);
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.headers.etag).toBeUndefined();
      expect(page.text).toContain('<p id="who">Seen through the link</p>');
      expect(page.text).toContain('<p id="notice">draft</p>');
      expect(page.text).toContain('<meta name="robots" content="noindex');
      // The live page is not affected.
      expect(await liveState()).toEqual(before);

      const gone = async (url: string) => {
        const res = await request(pages).get(url);
        expect(res.status, url).toBe(404);
        expect(res.text).toContain(PREVIEW_LINK_GONE);
        expect(res.text).toContain('<meta name="robots" content="noindex">');
        expect(res.headers["cache-control"]).toBe("no-store");
        return res.text;
      };
      const forged = await gone(`/preview/draft/${"A".repeat(43)}`);
      expect(await gone("/preview/draft/short")).toBe(forged);

      // Expired: the same answer.
      await t.services.db.updateTable("previewLinks").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where("id", "=", link.id).execute();
      expect(await gone(link.url)).toBe(forged);
      await t.services.db.updateTable("previewLinks").set({ expiresAt: link.expiresAt }).where("id", "=", link.id).execute();
      expect((await request(pages).get(link.url)).status).toBe(200);

      // Revoked: the same answer, and the list says so.
      expect((await request(t.app).delete(`/api/preview-links/${link.id}`).set(bearer(token))).status).toBe(204);
      expect(await gone(link.url)).toBe(forged);
      const links = (await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}/links`).set(bearer(token))).body.links;
      expect(links).toEqual([expect.objectContaining({ id: link.id, createdBy: "draft-colleague", revoked: true })]);
      expect((await request(t.app).delete(`/api/preview-links/${UNKNOWN_ID}`).set(bearer(token))).status).toBe(404);

      // A discarded draft's link is gone too.
      const again = (await request(t.app).post(`/api/drafts/whoWeAre/${WHO.id}/links`).set(bearer(token))).body.url as string;
      expect((await request(pages).get(again)).status).toBe(200);
      expect((await request(t.app).delete(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).status).toBe(204);
      expect(await gone(again)).toBe(forged);
      expect(await liveState()).toEqual(before);
    });

    it("shows a new article's draft on its preview page by its id", async () => {
      const created = await request(t.app).post("/api/drafts/news").set(bearer(token)).send({ fields: { title: "Draft only article", subtitle: "s", newsImgUrl: imageUrl } });
      const id = created.body.draft.docId as string;
      const url = (await request(t.app).post(`/api/drafts/news/${id}/links`).set(bearer(token))).body.url as string;
      const page = await request(pages).get(url);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<p id="article">Draft only article</p>');
      expect((await request(t.app).get(`/api/news-and-events/${id}`)).status).toBe(404);
    });

    it("restores a version into the draft by default, and live with publish: true", async () => {
      const history = (await request(t.app).get(`/api/history/${WHO.id}`).set(bearer(token))).body;
      const old = history.versions.at(-1) as { _id: string; revision: number };
      const oldData = (await request(t.app).get(`/api/versions/${old._id}`).set(bearer(token))).body.version.data as Record<string, string>;
      const before = await liveState();
      const intoDraft = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(token)).send({ version: old._id });
      expect(intoDraft.status).toBe(200);
      expect(intoDraft.body).toMatchObject({ draft: true, document: { _id: WHO.id, revision: history.document.revision }, data: { highlight: oldData.highlight } });
      expect(await liveState()).toEqual(before);
      expect((await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).body.draft.fields.highlight).toBe(oldData.highlight);

      const live = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(token)).send({ version: old._id, publish: true });
      expect(live.status).toBe(200);
      expect(live.body.draft).toBeUndefined();
      expect(live.body.document.revision).toBe(history.document.revision + 1);
      expect((await request(t.app).get(WHO_PATH)).body.whoWeAre.highlight).toBe(oldData.highlight);
      expect((await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(token)).send({ version: old._id, publish: "yes" })).status).toBe(400);
      await request(t.app).delete(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token));
    });

    it("answers bad input with a clear 4xx and changes nothing", async () => {
      const before = await liveState();
      const unknownType = await put("pages", WHO.id, { highlight: "x" });
      expect(unknownType.status).toBe(400);
      expect(unknownType.body.fields).toEqual({ type: expect.any(String) });
      for (const fields of [{ nonsense: "x" }, { highlight: 42 }, { highlight: "\u0000" }]) {
        const junk = await put("whoWeAre", WHO.id, fields);
        expect(junk.status, JSON.stringify(fields)).toBe(400);
      }
      expect((await request(t.app).put(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token)).send({ highlight: "no envelope" })).status).toBe(400);
      expect((await put("whoWeAre", UNKNOWN_ID, { highlight: "x" })).status).toBe(404);
      expect((await request(t.app).get(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(token))).status).toBe(404);
      expect(await liveState()).toEqual(before);

      // A trashed document has no draft to save; deleting a live one discards its draft and links.
      const inv = (await request(t.app).post("/api/investments").set(bearer(token)).send({ tabText: "Kano Solar Mini-grids" })).body._id as string;
      expect((await put("investment", inv, { highlight: "Before the delete" })).status).toBe(200);
      const url = (await request(t.app).post(`/api/drafts/investment/${inv}/links`).set(bearer(token))).body.url as string;
      expect((await request(t.app).delete(`/api/investments/${inv}`).set(bearer(token))).status).toBe(204);
      expect((await request(t.app).get(`/api/drafts/investment/${inv}`).set(bearer(token))).status).toBe(404);
      expect((await request(pages).get(url)).status).toBe(404);
      const trashed = await put("investment", inv, { highlight: "After the delete" });
      expect(trashed.status).toBe(404);
      expect(await t.services.db.selectFrom("drafts").select("docId").where("docId", "=", inv).execute()).toEqual([]);
      // A type that does not match the draft's is no draft of it.
      expect((await put("leader", inv, { name: "x" })).status).toBe(404);
      expect((await publish("news", UNKNOWN_ID)).status).toBe(404);
      expect((await publish("whoWeAre", WHO.id, { force: "yes" })).status).toBe(400);
    });
  });
}
