import { testPdf } from "../helpers/pdf.ts";
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { readContentRevision } from "../../server/db/repositories/revision.ts";
import { createLogger } from "../../server/log.ts";
import { createScheduler } from "../../server/services/scheduler.ts";
import { runSchedule } from "../../server/services/schedules.ts";
import { purgeExpiredTrash } from "../../server/services/tracking.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import { ACCESS_MESSAGES } from "../../shared/constants.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { binary, bearer } from "./fixtures.ts";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const EDITOR_PASSWORD = "editor-password-for-reports";

for (const database of testDatabases()) {
  describe(`reports' history, trash, drafts and schedules, on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const db = () => t.services.db as unknown as Kysely<any>;

    const upload = async (title: string, bytes: Buffer) => {
      const res = await request(t.app).post("/api/documents").set(bearer(t.token)).field("title", title).field("year", "2026").field("kind", "annual-review").attach("file", bytes, "r.pdf");
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { _id: string; slug: string; url: string; page: string; title: string };
    };
    const download = async (path: string) => request(t.app).get(path).buffer(true).parse(binary);
    const putDraft = (id: string, fields: object, who = t.token) => request(t.app).put(`/api/drafts/document/${id}`).set(bearer(who)).send({ fields });
    const putDraftFile = (id: string, bytes: Buffer, who = t.token) => request(t.app).put(`/api/drafts/document/${id}/file`).set(bearer(who)).attach("file", bytes, "draft.pdf");
    const publish = (id: string, body: object = {}, who = t.token) => request(t.app).post(`/api/drafts/document/${id}/publish`).set(bearer(who)).send(body);
    const versions = async (id: string) => (await db().selectFrom("documentVersions").select(["revision", "action"]).where("docId", "=", id).orderBy("revision").execute()).map((v) => `${v.revision}:${v.action}`);
    const activity = async (id: string) => (await db().selectFrom("activityLog").select("kind").where("targetId", "=", id).orderBy("at").execute()).map((a) => a.kind as string);
    const searchUrls = async (q: string) => ((await request(t.app).get(`/api/search?q=${encodeURIComponent(q)}`)).body.results as { url: string }[]).map((r) => r.url);
    /** Everything a visitor or API client reads of a report, and the content revision. */
    const visible = async (doc: { _id: string; url: string }, q: string) => {
      const file = await download(doc.url);
      return {
        api: (await request(t.app).get(`/api/documents/${doc._id}`)).body,
        list: (await request(t.app).get("/api/documents")).body.find((d: { _id: string }) => d._id === doc._id) ?? null,
        file: sha(file.body as Buffer),
        search: await searchUrls(q),
        revision: await readContentRevision(t.services.db),
      };
    };
    const editorToken = async (username: string) => {
      const res = await request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username, password: EDITOR_PASSWORD, role: "editor" });
      expect(res.status).toBe(201);
      return t.login(username, EDITOR_PASSWORD);
    };

    it("keeps one version and one activity line per create, details change, file replacement and delete; lists them in the history", async () => {
      const doc = await upload("Tracked Annual Review", testPdf("tracked one"));
      expect((await request(t.app).patch(`/api/documents/${doc._id}`).set(bearer(t.token)).send({ description: "The year in review" })).status).toBe(200);
      const replaced = await request(t.app).post(`/api/documents/${doc._id}/file`).set(bearer(t.token)).attach("file", testPdf("tracked two"), "two.pdf");
      expect(replaced.status).toBe(200);
      expect(replaced.headers.etag).toBe(`"${doc._id}:3"`);
      expect(await versions(doc._id)).toEqual(["1:create", "2:save", "3:save"]);
      const history = (await request(t.app).get(`/api/history/${doc._id}`).set(bearer(t.token))).body;
      expect(history.document).toEqual({ _id: doc._id, type: "document", label: "Tracked Annual Review", revision: 3, exists: true });
      expect(history.versions.map((v: { action: string; changedFields: string[] }) => [v.action, v.changedFields.includes("fileKey")])).toEqual([
        ["save", true],
        ["save", false],
        ["create", false],
      ]);
      expect((await request(t.app).delete(`/api/documents/${doc._id}`).set(bearer(t.token))).status).toBe(204);
      expect(await versions(doc._id)).toEqual(["1:create", "2:save", "3:save", "4:delete"]);
      expect((await activity(doc._id)).sort()).toEqual(["create", "delete", "save", "save"]);
    });

    it("restores a version into the draft by default (live unchanged), and live with publish: true, serving that version's file again", async () => {
      const first = testPdf("restore first");
      const doc = await upload("Restorable Review", first);
      await request(t.app).patch(`/api/documents/${doc._id}`).set(bearer(t.token)).send({ title: "Restorable Review, renamed" });
      const second = testPdf("restore second");
      await request(t.app).post(`/api/documents/${doc._id}/file`).set(bearer(t.token)).attach("file", second, "two.pdf");
      const v1 = (await db().selectFrom("documentVersions").select("id").where("docId", "=", doc._id).where("revision", "=", 1).executeTakeFirstOrThrow()).id as string;
      const before = await visible(doc, "restorable");
      const intoDraft = await request(t.app).post(`/api/history/${doc._id}/restore`).set(bearer(t.token)).send({ version: v1 });
      expect(intoDraft.status).toBe(200);
      expect(intoDraft.body).toMatchObject({ draft: true, data: { title: "Restorable Review", fileKey: `document-${sha(first)}.pdf` } });
      expect(await visible(doc, "restorable")).toEqual(before);
      const live = await request(t.app).post(`/api/history/${doc._id}/restore`).set(bearer(t.token)).send({ version: v1, publish: true });
      expect(live.status).toBe(200);
      expect(live.body.document).toMatchObject({ type: "document", label: "Restorable Review", revision: 4 });
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body).toMatchObject({ title: "Restorable Review", slug: doc.slug, url: doc.url, bytes: first.length });
      expect(Buffer.compare((await download(doc.url)).body as Buffer, first)).toBe(0);
      expect((await versions(doc._id)).at(-1)).toBe("4:restore");
    });

    it("moves a deleted report to the trash (its page and file answer 404) and an admin restores it with its address and file", async () => {
      const bytes = testPdf("trash me");
      const doc = await upload("Trashed Governance Paper", bytes);
      expect((await request(t.app).delete(`/api/documents/${doc._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).get(doc.url)).status).toBe(404);
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).status).toBe(404);
      expect(await searchUrls("trashed governance")).not.toContain(doc.page);
      const trash = await request(t.app).get("/api/trash?type=document").set(bearer(t.token));
      expect(trash.body.items).toContainEqual(expect.objectContaining({ _id: doc._id, type: "document", title: "Trashed Governance Paper" }));
      // The bytes stay while the trash entry names them.
      expect(await t.services.mediaStore.head(t.services.db, `document-${sha(bytes)}.pdf`)).toBeTruthy();
      const editor = await editorToken("trash-writer");
      expect((await request(t.app).post(`/api/trash/${doc._id}/restore`).set(bearer(editor))).status).toBe(403);
      const back = await request(t.app).post(`/api/trash/${doc._id}/restore`).set(bearer(t.token));
      expect(back.status).toBe(200);
      expect(back.body.document).toMatchObject({ _id: doc._id, type: "document", label: "Trashed Governance Paper" });
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body).toMatchObject({ slug: doc.slug, url: doc.url });
      expect(Buffer.compare((await download(doc.url)).body as Buffer, bytes)).toBe(0);
      expect(await searchUrls("trashed governance")).toContain(doc.page);
    });

    it("saves a draft (details and a new PDF) without changing the API, the list, the file, the search or the content revision", async () => {
      const doc = await upload("Quiet Sustainability Report", testPdf("quiet live"));
      const before = await visible(doc, "quiet sustainability");
      const saved = await putDraft(doc._id, { title: "Quiet Sustainability Report, revised", year: 2025 });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.draft.fields).toMatchObject({ title: "Quiet Sustainability Report, revised", year: "2025", fileKey: before.api.url ? expect.stringMatching(/^document-/) : "" });
      const draftPdf = testPdf("quiet draft file");
      const file = await putDraftFile(doc._id, draftPdf);
      expect(file.status, JSON.stringify(file.body)).toBe(200);
      expect(file.body.draft.fields).toMatchObject({ fileKey: `document-${sha(draftPdf)}.pdf`, fileSize: String(draftPdf.length), title: "Quiet Sustainability Report, revised" });
      expect(await visible(doc, "quiet sustainability")).toEqual(before);
      expect(await versions(doc._id)).toEqual(["1:create"]);
      // A file that is not a PDF is refused as a live upload is, and the draft keeps its PDF.
      const png = await putDraftFile(doc._id, Buffer.from("\x89PNG\r\n\x1a\nnot a pdf"));
      expect(png.status).toBe(400);
      expect((await request(t.app).get(`/api/drafts/document/${doc._id}`).set(bearer(t.token))).body.draft.fields.fileKey).toBe(`document-${sha(draftPdf)}.pdf`);
    });

    it("publishes a draft in one transaction: one version, one activity line, the new details and the new bytes at the same address", async () => {
      const doc = await upload("Press Kit 2026", testPdf("press live"));
      await putDraft(doc._id, { title: "Press Kit 2026, second edition" });
      const draftPdf = testPdf("press draft file");
      expect((await putDraftFile(doc._id, draftPdf)).status).toBe(200);
      const revisionBefore = await readContentRevision(t.services.db);
      const logBefore = await activity(doc._id);
      const res = await publish(doc._id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ revision: 2, document: { _id: doc._id, title: "Press Kit 2026, second edition", slug: doc.slug, url: doc.url, bytes: draftPdf.length } });
      expect(await versions(doc._id)).toEqual(["1:create", "2:publish"]);
      const logAfter = await activity(doc._id);
      expect(logAfter).toHaveLength(logBefore.length + 1);
      expect(logAfter.filter((k) => k === "publish")).toHaveLength(1);
      expect(Buffer.compare((await download(doc.url)).body as Buffer, draftPdf)).toBe(0);
      expect(await searchUrls("second edition")).toContain(doc.page);
      expect(await readContentRevision(t.services.db)).toBeGreaterThan(revisionBefore);
      expect((await request(t.app).get(`/api/drafts/document/${doc._id}`).set(bearer(t.token))).status).toBe(404);
    });

    it("answers 409 when the live report moved on since the draft began, unless forced", async () => {
      const doc = await upload("Moving Base Review", testPdf("moving base"));
      expect((await putDraft(doc._id, { description: "Drafted text" })).status).toBe(200);
      expect((await request(t.app).patch(`/api/documents/${doc._id}`).set(bearer(t.token)).send({ description: "Saved live meanwhile" })).status).toBe(200);
      const stale = await publish(doc._id);
      expect(stale.status).toBe(409);
      expect(stale.body.conflict).toMatchObject({ revision: 2, current: { description: "Saved live meanwhile" } });
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body.description).toBe("Saved live meanwhile");
      const forced = await publish(doc._id, { force: true });
      expect(forced.status).toBe(200);
      expect(forced.body.document.description).toBe("Drafted text");
    });

    it("drafts a new report over days: no PDF, 400 at publish; with one, it goes live at an address made from its title", async () => {
      const created = await request(t.app).post("/api/drafts/document").set(bearer(t.token)).send({ fields: { title: "Nine Month Results 2026", year: 2026, kind: "press-kit" } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.draft.docId as string;
      expect(created.body.draft).toMatchObject({ type: "document", isNew: true, fields: { fileKey: "", title: "Nine Month Results 2026" } });
      expect((await request(t.app).get(`/api/documents/${id}`)).status).toBe(404);
      const noPdf = await publish(id);
      expect(noPdf.status).toBe(400);
      expect(noPdf.body.fields).toEqual({ file: "is required" });
      const bytes = testPdf("nine month results");
      expect((await putDraftFile(id, bytes)).status).toBe(200);
      const res = await publish(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.document).toMatchObject({ _id: id, slug: "nine-month-results-2026", url: "/reports/nine-month-results-2026.pdf", kind: "press-kit", bytes: bytes.length });
      expect(Buffer.compare((await download("/reports/nine-month-results-2026.pdf")).body as Buffer, bytes)).toBe(0);
      expect(await versions(id)).toEqual(["1:publish"]);
    });

    it("lets an editor draft a report, upload a draft PDF and ask for review, but not publish, add, change or delete one", async () => {
      const doc = await upload("Editor Reviewed Report", testPdf("editor live"));
      const editor = await editorToken("report-writer");
      expect((await putDraft(doc._id, { title: "Editor Reviewed Report, v2" }, editor)).status).toBe(200);
      expect((await putDraftFile(doc._id, testPdf("editor draft"), editor)).status).toBe(200);
      expect((await request(t.app).post(`/api/drafts/document/${doc._id}/review`).set(bearer(editor)).send({ comment: "Ready for a look" })).status).toBe(200);
      const denied = await publish(doc._id, {}, editor);
      expect(denied.status).toBe(403);
      expect(denied.body.error).toBe(ACCESS_MESSAGES.editorsCannotPublish);
      expect((await request(t.app).post("/api/documents").set(bearer(editor)).field("title", "Sneaky").field("year", "2026").attach("file", testPdf("sneaky"), "s.pdf")).status).toBe(403);
      expect((await request(t.app).patch(`/api/documents/${doc._id}`).set(bearer(editor)).send({ title: "Sneaky" })).status).toBe(403);
      expect((await request(t.app).post(`/api/documents/${doc._id}/file`).set(bearer(editor)).attach("file", testPdf("sneaky"), "s.pdf")).status).toBe(403);
      expect((await request(t.app).delete(`/api/documents/${doc._id}`).set(bearer(editor))).status).toBe(403);
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body.title).toBe("Editor Reviewed Report");
      expect((await publish(doc._id)).status).toBe(200);
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body.title).toBe("Editor Reviewed Report, v2");
    });

    it("a deleted report's draft PDF leaves storage with the draft; its own PDF leaves when the trash entry is purged", async () => {
      const bytes = testPdf("purged live");
      const doc = await upload("Purged Press Kit", bytes);
      const draftPdf = testPdf("purged draft only");
      await putDraftFile(doc._id, draftPdf);
      expect((await request(t.app).delete(`/api/documents/${doc._id}`).set(bearer(t.token))).status).toBe(204);
      expect(await t.services.mediaStore.head(t.services.db, `document-${sha(draftPdf)}.pdf`)).toBeUndefined();
      const liveKey = `document-${sha(bytes)}.pdf`;
      expect(await t.services.mediaStore.head(t.services.db, liveKey)).toBeTruthy();
      // Thirty-one days on, the trash entry, its versions and the file go for good.
      await inTransaction(t.services.db, (trx) => purgeExpiredTrash(trx, new Date(Date.now() + 31 * 86_400_000).toISOString()));
      expect(await t.services.mediaStore.head(t.services.db, liveKey)).toBeUndefined();
      expect(await versions(doc._id)).toEqual([]);
    });

    it("a discarded draft's PDF leaves storage when nothing else names it", async () => {
      const doc = await upload("Discarded Draft Report", testPdf("discard live"));
      const draftPdf = testPdf("discard draft only");
      await putDraftFile(doc._id, draftPdf);
      const key = `document-${sha(draftPdf)}.pdf`;
      expect(await t.services.mediaStore.head(t.services.db, key)).toBeTruthy();
      expect((await request(t.app).delete(`/api/drafts/document/${doc._id}`).set(bearer(t.token))).status).toBe(204);
      expect(await t.services.mediaStore.head(t.services.db, key)).toBeUndefined();
    });

    it("a scheduled publish of a report's draft fires once, at its time; a scheduled unpublish keeps its fields as the draft", async () => {
      const doc = await upload("Scheduled Governance Update", testPdf("scheduled live"));
      await putDraft(doc._id, { title: "Scheduled Governance Update, final" });
      const publishAt = new Date(Date.now() + 5000).toISOString();
      const unpublishAt = new Date(Date.now() + 10_000).toISOString();
      const set = await request(t.app).put(`/api/drafts/document/${doc._id}/schedule`).set(bearer(t.token)).send({ publishAt, unpublishAt });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const schedulerAt = (at: number) => createScheduler(t.services.database, { tickSeconds: 30, log: createLogger("silent"), run: runSchedule, clock: () => at });
      expect(await schedulerAt(Date.parse(publishAt) - 60_000).runDue()).toBe(0);
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body.title).toBe("Scheduled Governance Update");
      const done = await Promise.all([schedulerAt(Date.parse(publishAt)).runDue(), schedulerAt(Date.parse(publishAt)).runDue()]);
      expect(done.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await request(t.app).get(`/api/documents/${doc._id}`)).body.title).toBe("Scheduled Governance Update, final");
      expect(await versions(doc._id)).toEqual(["1:create", "2:publish"]);
      expect((await activity(doc._id)).filter((k) => k === "publish")).toHaveLength(1);
      expect(await schedulerAt(Date.parse(unpublishAt)).runDue()).toBe(1);
      expect((await request(t.app).get(doc.url)).status).toBe(404);
      expect(await versions(doc._id)).toEqual(["1:create", "2:publish", "3:unpublish"]);
      const draft = await request(t.app).get(`/api/drafts/document/${doc._id}`).set(bearer(t.token));
      expect(draft.body.draft).toMatchObject({ isNew: true, fields: { title: "Scheduled Governance Update, final" } });
      // Published again from that draft, it is back at its address with its file.
      const again = await publish(doc._id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect((await request(t.app).get(doc.url)).status).toBe(200);
    });

    it("makes a signed preview link for a report's draft, whose page shows the draft's details while the site keeps the live ones", async () => {
      const doc = await upload("Previewed Report", testPdf("previewed"));
      await putDraft(doc._id, { title: "Previewed Report, draft title" });
      const link = await request(t.app).post(`/api/drafts/document/${doc._id}/links`).set(bearer(t.token));
      expect(link.status).toBe(201);
      expect(link.body.url).toMatch(/^\/preview\/draft\/[A-Za-z0-9_-]{43}$/);
      const services = await import("../../server/services/previews.ts");
      const draft = (await request(t.app).get(`/api/drafts/document/${doc._id}`).set(bearer(t.token))).body.draft;
      const overlaid = services.withPreview(t.services, { type: "document", docId: doc._id, isNew: false, path: doc.page, fields: draft.fields, createdAt: draft.updatedAt, expiresAt: draft.updatedAt });
      expect((await overlaid.documents.find(doc.slug))?.title).toBe("Previewed Report, draft title");
      expect((await overlaid.documents.find(doc._id))?.title).toBe("Previewed Report, draft title");
      expect((await t.services.documents.find(doc.slug))?.title).toBe("Previewed Report");
      expect((await overlaid.documents.list()).find((d) => d._id === doc._id)?.title).toBe("Previewed Report");
    });
  });
}
