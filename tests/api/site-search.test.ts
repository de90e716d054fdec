import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { builtInDocuments } from "../../shared/content/documents.ts";
import { writePdf } from "../../server/services/pdf.ts";
import { leaders as builtInLeaders } from "../../shared/content/leadership.ts";
import { searchPageSchema, type SearchPage, type SearchTextPart } from "../../shared/schemas/search.ts";
import { rebuildSearchIndex, syncSearchIndex } from "../../server/services/search.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngDataUrl } from "./fixtures.ts";

const text = (parts: readonly SearchTextPart[]) => parts.map((p) => p.text).join("");
const marked = (parts: readonly SearchTextPart[]) => parts.filter((p) => p.mark).map((p) => p.text.toLowerCase());

for (const database of testDatabases()) {
  describe(`site search (/api/search) on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let image: string;
    beforeAll(async () => {
      image = await pngDataUrl("#214A74");
    });
    const find = async (q: string, extra: Record<string, string | number> = {}): Promise<SearchPage> => {
      const res = await request(t.app).get("/api/search").query({ q, ...extra });
      expect(res.status).toBe(200);
      return searchPageSchema.parse(res.body);
    };
    const urls = async (q: string) => (await find(q)).results.map((r) => r.url);
    const auth = () => bearer(t.token);
    const postNews = async (body: Record<string, string>) => {
      const res = await request(t.app).post("/api/news-and-events").set(auth()).send({ subtitle: "Update", content: "", newsImgUrl: image, ...body });
      expect(res.status).toBe(201);
      return res.body.newsAndEvents as { _id: string; slug: string };
    };

    it("finds a page by the words of its content blocks, with its title and the matched words marked", async () => {
      const page = await find("value basis");
      const approach = page.results.find((r) => r.url === "/approach");
      expect(approach).toMatchObject({ kind: "page", label: "Page" });
      expect(text(approach!.title)).toBe("Approach");
      expect(marked(approach!.snippet)).toEqual(expect.arrayContaining(["value", "basis"]));
    });

    it("finds the built-in leadership by name, at their readable address", async () => {
      const person = builtInLeaders[0]!;
      const lastName = person.name.split(/\s+/).at(-1)!;
      const hit = (await find(lastName)).results.find((r) => r.kind === "leader");
      expect(hit?.url).toBe(`/about-us/leadership/${person.slug}`);
      expect(hit?.label).toBe("Leadership");
      // A hyphenated name is marked as one run (SQLite) or word by word (PostgreSQL).
      expect(marked(hit!.title).join("-")).toBe(lastName.toLowerCase());
    });

    it("ranks a match in the title above one in the summary, above one in the body only", async () => {
      const body = await postNews({ title: "Harbour works begin", subtitle: "Dredging", content: "<p>The quarvell basin opens to barges.</p>" });
      const subtitle = await postNews({ title: "Terminal news", subtitle: "The quarvell quay is finished" });
      const title = await postNews({ title: "Quarvell terminal opens", subtitle: "A new quay" });
      expect(await urls("quarvell")).toEqual([`/news-and-events/${title.slug}`, `/news-and-events/${subtitle.slug}`, `/news-and-events/${body.slug}`]);
      const hits = (await find("quarvell")).results;
      expect(marked(hits[0]!.title)).toEqual(["quarvell"]);
      expect(marked(hits[2]!.snippet)).toEqual(["quarvell"]);
      expect(text(hits[2]!.snippet)).toContain("basin opens to barges");
    });

    it("matches word forms (stemming), phrases, either of two words with or, and leaves out -words", async () => {
      await postNews({ title: "Brelloc bridges financed", subtitle: "Two crossings over the Niger" });
      await postNews({ title: "Brelloc roads financed", subtitle: "A ring road for the city" });
      expect((await find("brelloc bridge")).total).toBe(1);
      expect((await find('"brelloc roads"')).total).toBe(1);
      expect((await find('"roads brelloc"')).total).toBe(0);
      expect((await find("brelloc -bridges")).results.map((r) => text(r.title))).toEqual(["Brelloc roads financed"]);
      expect((await find("crossings or ring")).total).toBe(2);
    });

    it("keeps markup from content as text: a title holding <script> comes back as characters, never as a mark", async () => {
      const item = await postNews({ title: 'Vintrel <script>alert("x")</script> award', subtitle: "<b>Bold</b> & brave" });
      const hit = (await find("vintrel")).results.find((r) => r.url === `/news-and-events/${item.slug}`)!;
      expect(text(hit.title)).toBe('Vintrel <script>alert("x")</script> award');
      expect(hit.title.filter((p) => p.mark).map((p) => p.text)).toEqual(["Vintrel"]);
    });

    it("pages the results: page 1 holds limit results, the last the rest, a page past it none; totals and headers agree", async () => {
      for (let i = 1; i <= 13; i++) await postNews({ title: `Pellamor bulletin ${i}`, subtitle: "Weekly" });
      const first = await find("pellamor");
      expect(first).toMatchObject({ total: 13, pages: 2, page: 1, limit: 10 });
      expect(first.results).toHaveLength(10);
      const second = await find("pellamor", { page: 2 });
      expect(second.results).toHaveLength(3);
      const all = [...first.results, ...second.results].map((r) => r.url);
      expect(new Set(all).size).toBe(13);
      expect((await find("pellamor", { page: 3 })).results).toEqual([]);
      const res = await request(t.app).get("/api/search").query({ q: "pellamor", limit: 5 });
      expect(res.headers["x-total-count"]).toBe("13");
      expect(res.headers["x-total-pages"]).toBe("3");
    });

    it("finds nothing for an empty query, punctuation only, or a word no document holds", async () => {
      for (const q of ["", "   ", "?!*", "xylophonequasar"]) expect(await find(q)).toMatchObject({ results: [], total: 0 });
      expect((await request(t.app).get("/api/search").query({ q: "a".repeat(201) })).status).toBe(400);
    });

    it("follows a news item's create, edit, delete and restore from the trash", async () => {
      const item = await postNews({ title: "Gorvane pavilion opens", subtitle: "Lagos" });
      expect(await urls("gorvane")).toEqual([`/news-and-events/${item.slug}`]);
      expect((await request(t.app).patch(`/api/news-and-events/${item._id}`).set(auth()).send({ title: "Tessaly pavilion opens" })).status).toBe(200);
      expect(await urls("gorvane")).toEqual([]);
      expect(await urls("tessaly")).toEqual([`/news-and-events/${item.slug}`]);
      expect((await request(t.app).delete(`/api/news-and-events/${item._id}`).set(auth())).status).toBe(204);
      expect(await urls("tessaly")).toEqual([]);
      expect((await request(t.app).post(`/api/trash/${item._id}/restore`).set(auth())).status).toBe(200);
      expect(await urls("tessaly")).toEqual([`/news-and-events/${item.slug}`]);
    });

    it("follows a company's create, edit (its address too) and delete", async () => {
      const created = await request(t.app).post("/api/investments").set(auth()).send({ tabText: "Ombrix Foods", sector: "healthcare", highlight: "Cassava flour milled in Ogun" });
      expect(created.status).toBe(201);
      const { _id: id, slug } = created.body as { _id: string; slug: string };
      const hit = (await find("cassava")).results.find((r) => r.kind === "company");
      expect(hit).toMatchObject({ url: `/our-investments/${slug}`, label: "Company" });
      expect(text(hit!.title)).toBe("Ombrix Foods");
      expect((await request(t.app).patch(`/api/investments/${id}`).set(auth()).send({ highlight: "Sorghum malt for brewers", slug: "ombrix" })).status).toBe(200);
      expect(await urls("cassava")).toEqual([]);
      expect(await urls("sorghum")).toEqual(["/our-investments/ombrix"]);
      expect((await request(t.app).delete(`/api/investments/${id}`).set(auth())).status).toBe(204);
      expect(await urls("ombrix")).toEqual([]);
    });

    it("follows a person's create, edit and delete", async () => {
      const created = await request(t.app).post("/api/leaders").set(auth()).send({ name: "Ifeoma Quillan", role: "Chief Risk Officer" });
      expect(created.status).toBe(201);
      const { _id: id, slug } = created.body as { _id: string; slug: string };
      expect(await urls("quillan")).toEqual([`/about-us/leadership/${slug}`]);
      expect((await request(t.app).patch(`/api/leaders/${id}`).set(auth()).send({ biography: "<p>She chairs the zirconel committee.</p>" })).status).toBe(200);
      expect(await urls("zirconel")).toEqual([`/about-us/leadership/${slug}`]);
      expect((await request(t.app).delete(`/api/leaders/${id}`).set(auth())).status).toBe(204);
      expect(await urls("quillan")).toEqual([]);
      expect(await urls("zirconel")).toEqual([]);
    });

    it("finds the built-in documents, and follows a document's publish, edit and delete", async () => {
      const builtIn = builtInDocuments[0]!;
      const hit = (await find(`"${builtIn.title}"`)).results.find((r) => r.kind === "document");
      expect(hit).toMatchObject({ label: "Document", url: `/reports/${builtIn.slug}` });
      const bytes = writePdf({ title: "Kestrava", eyebrow: "Test", subtitle: "2026", author: "R28 Holdings", sections: [{ heading: "Kestrava", paragraphs: ["Body."] }], created: new Date("2026-01-01T00:00:00Z") }).bytes;
      let req = request(t.app).post("/api/documents").set(auth());
      for (const [k, v] of Object.entries({ title: "Kestrava governance charter", year: "2026", kind: "governance", description: "How the board oversees the quorvant fund." })) req = req.field(k, v);
      const created = await req.attach("file", bytes, { filename: "charter.pdf", contentType: "application/pdf" });
      expect(created.status).toBe(201);
      const { _id: id, slug } = created.body as { _id: string; slug: string };
      const found = (await find("quorvant")).results;
      expect(found.map((r) => r.url)).toEqual([`/reports/${slug}`]);
      expect(marked(found[0]!.snippet)).toEqual(["quorvant"]);
      // Its kind and year are words of it too.
      expect(await urls("governance 2026 kestrava")).toEqual([`/reports/${slug}`]);
      expect((await request(t.app).patch(`/api/documents/${id}`).set(auth()).send({ description: "How the board oversees the zentary fund." })).status).toBe(200);
      expect(await urls("quorvant")).toEqual([]);
      expect(await urls("zentary")).toEqual([`/reports/${slug}`]);
      expect((await request(t.app).delete(`/api/documents/${id}`).set(auth())).status).toBe(204);
      expect(await urls("kestrava")).toEqual([]);
    });

    it("follows an edit of a page's content block, and a blank field searches as its built-in text", async () => {
      const url = `/api${SINGLETONS.approach.path}/${SINGLETONS.approach.id}`;
      const saved = await request(t.app).patch(url).set(auth()).send({ highlight: "Patient capital for the Brantlow corridor" });
      expect(saved.status).toBe(200);
      expect(await urls("brantlow")).toEqual(["/approach"]);
      expect((await request(t.app).patch(url).set(auth()).send({ highlight: "" })).status).toBe(200);
      expect(await urls("brantlow")).toEqual([]);
      expect(await urls('"value basis"')).toContain("/approach");
    });

    it("a start indexes again a source whose rows an older declaration wrote, and leaves one in step alone", async () => {
      const db = t.services.db;
      expect(await syncSearchIndex(db)).toEqual(["page"]);
      await db.updateTable("searchDocuments").set({ version: "older", title: "Stale words" }).where("kind", "=", "news").execute();
      expect(await urls('"stale words"')).not.toEqual([]);
      expect(await syncSearchIndex(db)).toEqual(["page", "news"]);
      expect(await urls('"stale words"')).toEqual([]);
      expect(await urls("tessaly")).toHaveLength(1);
    });

    it("a rebuild gives the same answers as the index kept on write", async () => {
      const before = await find("pellamor");
      await rebuildSearchIndex(t.services.db);
      expect(await find("pellamor")).toEqual(before);
      expect(await urls("tessaly")).toHaveLength(1);
    });
  });
}
