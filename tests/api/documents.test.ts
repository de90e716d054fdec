import { testPdf } from "../helpers/pdf.ts";
import { createHash } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { builtInDocuments } from "../../shared/content/documents.ts";
import { MAX_DOCUMENT_BYTES } from "../../shared/schemas/documents.ts";
import { documentSearchEntries } from "../../server/db/repositories/documents.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { binary, bearer, createAdmin, MEDIA_URL, pngBytes, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";


for (const database of testDatabases()) {
  describe(`reports and documents (/api/documents, /reports/{slug}.pdf) on ${database.name}`, () => {
    const t = useSignedInApp(database);

    const publish = (bytes: Buffer, fields: Record<string, string> = {}, name = "report.pdf", contentType = "application/pdf") => {
      let req = request(t.app).post("/api/documents").set(bearer(t.token));
      for (const [k, v] of Object.entries({ title: "Test Report", year: "2026", kind: "annual-review", ...fields })) req = req.field(k, v);
      return req.attach("file", bytes, { filename: name, contentType });
    };
    const download = (path: string, headers: Record<string, string> = {}) => request(t.app).get(path).set(headers).buffer(true).parse(binary);

    it("lists the built-in documents, newest year first, each with its page and file address", async () => {
      const res = await request(t.app).get("/api/documents");
      expect(res.status).toBe(200);
      expect(res.body.map((d: { slug: string }) => d.slug).sort()).toEqual(builtInDocuments.map((d) => d.slug).sort());
      const years = res.body.map((d: { year: number }) => d.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const review = res.body.find((d: { slug: string }) => d.slug === "annual-review-2025");
      expect(review).toMatchObject({ title: "Annual Review 2025", kind: "annual-review", year: 2025, page: "/reports/annual-review-2025", url: "/reports/annual-review-2025.pdf" });
      expect(review.bytes).toBeGreaterThan(1000);
      expect(review.pages).toBeGreaterThanOrEqual(2);
    });

    it("filters the list by year and by kind, and refuses a kind it does not know", async () => {
      const y = await request(t.app).get("/api/documents?year=2024");
      expect(y.body.length).toBeGreaterThan(0);
      expect(y.body.every((d: { year: number }) => d.year === 2024)).toBe(true);
      const k = await request(t.app).get("/api/documents?kind=governance");
      expect(k.body.map((d: { slug: string }) => d.slug)).toEqual(["board-charter-and-governance-framework"]);
      expect((await request(t.app).get("/api/documents?kind=poetry")).status).toBe(400);
      expect((await request(t.app).get("/api/documents?year=1900")).status).toBe(400);
    });

    it("publishes an uploaded PDF at an address made from its title and serves its exact bytes", async () => {
      const bytes = testPdf("Upload one");
      const res = await publish(bytes, { title: "Interim Statement 2026", description: "Six months in brief." });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ slug: "interim-statement-2026", url: "/reports/interim-statement-2026.pdf", bytes: bytes.length, description: "Six months in brief.", year: 2026 });
      const file = await download(res.body.url);
      expect(file.status).toBe(200);
      expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
      expect((await request(t.app).get(`/api/documents/${res.body._id}`)).body.title).toBe("Interim Statement 2026");
      // A second document with the same title gets the next free address.
      expect((await publish(testPdf("Upload two"), { title: "Interim Statement 2026" })).body.slug).toBe("interim-statement-2026-2");
    });

    it("serves a file as a sandboxed, unsniffable download with a validator and byte ranges", async () => {
      const res = await download("/reports/press-kit-2025.pdf");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="press-kit-2025.pdf"');
      expect(res.headers["content-security-policy"]).toMatch(/^sandbox(;|$)/);
      expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect((res.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await request(t.app).get("/reports/press-kit-2025.pdf").set("If-None-Match", etag)).status).toBe(304);
      const part = await download("/reports/press-kit-2025.pdf", { Range: "bytes=0-4" });
      expect(part.status).toBe(206);
      expect((part.body as Buffer).toString("latin1")).toBe("%PDF-");
      expect(part.headers["content-range"]).toBe(`bytes 0-4/${(res.body as Buffer).length}`);
      // Upper case reaches the same file; an unknown document is the site's 404.
      expect((await request(t.app).get("/reports/PRESS-KIT-2025.pdf")).status).toBe(200);
      expect((await request(t.app).get("/reports/no-such-report.pdf")).status).toBe(404);
    });

    it("refuses a PNG named .pdf and declared as a PDF, and an empty or cut-short file", async () => {
      const png = await publish(await pngBytes(), { title: "Not a PDF" }, "report.pdf", "application/pdf");
      expect(png.status).toBe(400);
      expect(png.body.fields).toEqual({ file: "must be a PDF document" });
      expect(png.body.error).toMatch(/not a PDF/);
      const full = testPdf("Cut short");
      expect((await publish(full.subarray(0, full.length - 200), { title: "Cut short" })).status).toBe(400);
      expect((await publish(Buffer.alloc(0), { title: "Empty" })).status).toBe(400);
      expect((await request(t.app).get("/api/documents")).body.some((d: { title: string }) => ["Not a PDF", "Cut short", "Empty"].includes(d.title))).toBe(false);
    });

    it("refuses a PDF over the size limit with 413 and a message naming the limit", async () => {
      const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(MAX_DOCUMENT_BYTES), Buffer.from("\n%%EOF\n")]);
      const res = await publish(big, { title: "Too large" });
      expect(res.status).toBe(413);
      expect(res.body.error).toBe("The PDF is larger than 20 MB");
    });

    it("refuses details that are missing or wrong, naming the field", async () => {
      const noTitle = await request(t.app).post("/api/documents").set(bearer(t.token)).field("year", "2026").attach("file", testPdf("x"), "x.pdf");
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.fields.title).toBe("is required");
      const badKind = await publish(testPdf("y"), { kind: "memoir" });
      expect(badKind.status).toBe(400);
      expect(Object.keys(badKind.body.fields)).toEqual(["kind"]);
      const noFile = await request(t.app).post("/api/documents").set(bearer(t.token)).field("title", "No file").field("year", "2026");
      expect(noFile.status).toBe(400);
      expect(noFile.body.fields).toEqual({ file: "is required" });
      expect((await request(t.app).post("/api/documents").set(bearer(t.token)).send({ title: "JSON", year: 2026 })).status).toBe(415);
      const noFileMultipart = await request(t.app).post("/api/documents").set(bearer(t.token)).field("title", "No file").field("year", "2026").attach("other", Buffer.from("x"), "x.txt");
      expect(noFileMultipart.status).toBe(400);
    });

    it("replaces a file under the same page and file address, keeping the old bytes while its history names them", async () => {
      const first = testPdf("Replace me, first");
      const created = (await publish(first, { title: "Replaceable Report" })).body;
      const second = testPdf("Replace me, second edition with more text");
      const res = await request(t.app).post(`/api/documents/${created._id}/file`).set(bearer(t.token)).attach("file", second, "new.pdf");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: created._id, slug: created.slug, url: created.url, page: created.page, bytes: second.length, title: "Replaceable Report" });
      const file = await download(created.url);
      expect(Buffer.compare(file.body as Buffer, second)).toBe(0);
      expect(file.headers.etag).not.toBe(`"${"0".repeat(64)}"`);
      // The old file stays in storage: the version before the replacement names it, so a restore can serve it again.
      const keys: string[] = [];
      for await (const o of t.services.mediaStore.list(t.services.db, "document-")) keys.push(o.key);
      const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
      expect(keys).toContain(`document-${sha(second)}.pdf`);
      expect(keys).toContain(`document-${sha(first)}.pdf`);
      // A PNG cannot replace it either; the file stays.
      const png = await request(t.app).post(`/api/documents/${created._id}/file`).set(bearer(t.token)).attach("file", await pngBytes(), "x.pdf");
      expect(png.status).toBe(400);
      expect(Buffer.compare((await download(created.url)).body as Buffer, second)).toBe(0);
      expect((await request(t.app).post(`/api/documents/${UNKNOWN_ID}/file`).set(bearer(t.token)).attach("file", second, "x.pdf")).status).toBe(404);
    });

    it("changes details without moving the addresses, and deletes a document with its file", async () => {
      const created = (await publish(testPdf("Editable"), { title: "Editable Report", kind: "other" })).body;
      const patched = await request(t.app).patch(`/api/documents/${created._id}`).set(bearer(t.token)).send({ title: "Renamed Report", kind: "sustainability", year: 2025 });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ title: "Renamed Report", kind: "sustainability", year: 2025, slug: created.slug, url: created.url });
      expect((await request(t.app).patch(`/api/documents/${created._id}`).set(bearer(t.token)).send({ slug: "moved" })).status).toBe(400);
      expect((await request(t.app).delete(`/api/documents/${created._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).get(created.url)).status).toBe(404);
      expect((await request(t.app).get(`/api/documents/${created._id}`)).status).toBe(404);
      expect((await request(t.app).delete(`/api/documents/${created._id}`).set(bearer(t.token))).status).toBe(404);
    });

    it("lets anyone read but only signed-in staff publish, replace, change or delete", async () => {
      const id = (await request(t.app).get("/api/documents")).body[0]._id as string;
      expect((await request(t.app).post("/api/documents").field("title", "x").field("year", "2026").attach("file", testPdf("anon"), "a.pdf")).status).toBe(401);
      expect((await request(t.app).post(`/api/documents/${id}/file`).attach("file", testPdf("anon"), "a.pdf")).status).toBe(401);
      expect((await request(t.app).patch(`/api/documents/${id}`).send({ title: "x" })).status).toBe(401);
      expect((await request(t.app).delete(`/api/documents/${id}`)).status).toBe(401);
      expect((await request(t.app).get(`/api/documents/${id}`)).status).toBe(200);
      // Any admin (not only the super admin) may publish.
      const editor = await createAdmin(t, t.token, "reports-editor");
      const res = await request(t.app).post("/api/documents").set(bearer(editor.token)).field("title", "Editor's Report").field("year", "2026").attach("file", testPdf("editor"), "e.pdf");
      expect(res.status).toBe(201);
      const log = await request(t.app).get("/api/activity?user=reports-editor").set(bearer(t.token));
      expect(log.body.entries[0]).toMatchObject({ kind: "create", targetLabel: "Editor's Report" });
    });

    it("takes a cover image, which the media library then counts as used by the document's page", async () => {
      const created = (await publish(testPdf("cover"), { title: "Covered Report" })).body;
      expect(created.cover).toBe("");
      const patched = await request(t.app).patch(`/api/documents/${created._id}`).set(bearer(t.token)).send({ cover: await pngDataUrl("#2F6871", 42, 60), coverAlt: "A navy cover" });
      expect(patched.status).toBe(200);
      expect(patched.body.cover).toMatch(MEDIA_URL);
      const id = (patched.body.cover as string).slice("/media/".length, "/media/".length + 64);
      const media = await request(t.app).get(`/api/media/${id}`).set(bearer(t.token));
      expect(media.body.media.usedBy).toEqual([expect.objectContaining({ table: "documents", title: "Covered Report", href: "/reports/covered-report" })]);
      expect((await request(t.app).delete(`/api/media/${id}`).set(bearer(t.token))).status).toBe(409);
      // A cover must be an image: text posing as one is refused, and an unknown /media URL too.
      expect((await request(t.app).patch(`/api/documents/${created._id}`).set(bearer(t.token)).send({ cover: "data:image/png;base64,bm90IGFuIGltYWdl" })).status).toBe(400);
      expect((await request(t.app).patch(`/api/documents/${created._id}`).set(bearer(t.token)).send({ cover: `/media/${"a".repeat(64)}.png` })).status).toBe(400);
      expect((await request(t.app).delete(`/api/documents/${created._id}`).set(bearer(t.token))).status).toBe(204);
    });

    it("keeps markup in the details as plain text, exactly as typed", async () => {
      const vector = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
      const created = await publish(testPdf("markup"), { title: vector, description: vector });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: vector, description: vector, slug: "img-src-x-onerror-alert-1-script-alert-2-script" });
      const patched = await request(t.app).patch(`/api/documents/${created.body._id}`).set(bearer(t.token)).send({ coverAlt: vector });
      expect(patched.body.coverAlt).toBe(vector);
      expect((await request(t.app).delete(`/api/documents/${created.body._id}`).set(bearer(t.token))).status).toBe(204);
    });

    it("hands a site search every document's title, description and page", async () => {
      const entries = await documentSearchEntries(t.services.db);
      expect(entries.find((e) => e.url === "/reports/annual-review-2024")).toMatchObject({ title: "Annual Review 2024", description: builtInDocuments[1]!.description });
    });
  });
}
