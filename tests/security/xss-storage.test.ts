import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { bearer, pngDataUrl } from "../api/fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { COLLECTION_TYPES, type CollectionType } from "../../shared/schemas/collections.ts";
import { COLLECTION_TEXT, singletonPath, TEXT_BLOCKS, textFields, type TextField } from "./fields.ts";
import { attr, elementsOf, richTextProblems } from "./support/html-check.ts";
import { ALLOWED_FORMATTING, chunkCorpus, markerOf, XSS_VECTORS } from "./xss-corpus.ts";

const FIELDS = textFields();
const fieldsOfBlock = (key: string) => FIELDS.filter((f) => f.owner.kind === "singleton" && f.owner.key === key);
const fieldsOf = (kind: CollectionType | "news") => FIELDS.filter((f) => f.owner.kind === kind);
const fits = (f: TextField, v: string) => f.type === "rich" || v.trim().length <= f.max;
/** The corpus in chunks that fit the field; markers only in rich text (plain text is compared whole). */
const chunksFor = (f: TextField) => (f.type === "rich" ? chunkCorpus(Number.POSITIVE_INFINITY) : chunkCorpus(f.max, false));
const label = (f: TextField) => `${f.owner.kind === "singleton" ? f.owner.key : f.owner.kind}.${f.name}`;

/** Checks one stored value: plain text kept exactly (trimmed), rich text inert by the allowlist. */
function expectStored(f: TextField, vector: string, stored: unknown, i: number) {
  if (f.type === "plain") expect(stored, `${label(f)} v${i}`).toBe(vector.trim());
  else expect(richTextProblems(String(stored)), `${label(f)} v${i}: ${vector} → ${String(stored)}`).toEqual([]);
}

process.stdout.write(`XSS corpus: ${XSS_VECTORS.length} vectors × ${FIELDS.length} text fields (${FIELDS.filter((f) => f.type === "rich").length} rich)\n`);

describe("the rich-text checker the XSS tests rely on", () => {
  it("flags every kind of dangerous markup the corpus carries when it is left in place", () => {
    const dangerous = [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      '<a href="java&#x09;script:alert(1)">j</a>',
      '<a href="//evil.example/">p</a>',
      "<svg><a href=x>s</a></svg>",
      "<math><mi>m</mi></math>",
      '<iframe srcdoc="x" src="https://www.youtube.com/embed/abcdefg"></iframe>',
      '<iframe src="https://evil.example/embed"></iframe>',
      '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
      '<span style="background:url(https://evil.example/x)">c</span>',
      '<p class="evil">c</p>',
      '<a id="pwned" href="/">c</a>',
      "<form><button>b</button></form>",
      "<style>*{}</style>",
    ];
    for (const html of dangerous) expect(richTextProblems(html), html).not.toEqual([]);
    expect(richTextProblems(ALLOWED_FORMATTING)).toEqual([]);
  });
});

for (const database of testDatabases()) {
  describe(`XSS vectors written through the API, on ${database.name}`, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let image: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      auth = bearer(await t.login());
      // One stored image for every news item, so the test spends its time on text.
      const stored = await request(t.app).post("/api/news-and-events").set(auth).send({ title: "image", subtitle: "image", newsImgUrl: await pngDataUrl("#214A74", 4, 4) });
      image = stored.body.newsAndEvents.newsImgUrl as string;
    });
    afterAll(() => t.close());

    it("stores every vector in every singleton text field as plain text kept exactly or as inert rich text", async () => {
      // Each field takes the corpus in as few writes as its length allows: every vector, after
      // its marker, packed into chunks; a block gets one PATCH per round of chunks.
      let writes = 0;
      for (const key of TEXT_BLOCKS) {
        const fields = fieldsOfBlock(key);
        const chunks = new Map(fields.map((f) => [f, chunksFor(f)]));
        const rounds = Math.max(...[...chunks.values()].map((c) => c.length));
        for (let r = 0; r < rounds; r++) {
          const body = Object.fromEntries(fields.filter((f) => chunks.get(f)![r]).map((f) => [f.name, chunks.get(f)![r]!.text]));
          const res = await request(t.app).patch(singletonPath(key)).set(auth).send(body);
          expect(res.status, `${key} round ${r}: ${res.text.slice(0, 200)}`).toBe(200);
          writes++;
          const stored = res.body[SINGLETONS[key].envelope] as Record<string, string>;
          for (const f of fields) {
            const chunk = chunks.get(f)![r];
            if (!chunk) continue;
            if (f.type === "plain") expect(stored[f.name], `${label(f)} round ${r}`).toBe(chunk.text.trim());
            else {
              expect(richTextProblems(stored[f.name]!), label(f)).toEqual([]);
              // Every vector was read in its turn: none swallowed the ones after it.
              for (const i of chunk.used) expect(stored[f.name], `${label(f)}: the marker of v${i}`).toContain(markerOf(i));
            }
          }
          if (r === rounds - 1) expect((await request(t.app).get(singletonPath(key))).body[SINGLETONS[key].envelope]).toEqual(stored);
        }
        // Every vector that fits a field went into it.
        for (const f of fields) {
          const written = chunks.get(f)!.flatMap((c) => c.used);
          expect(written.length, label(f)).toBe(XSS_VECTORS.filter((v) => fits(f, v)).length);
        }
      }
      process.stdout.write(`singleton text fields: every fitting vector written in ${writes} writes on ${database.name}\n`);
    });

    it("keeps each vector inert on its own in a rich-text field", async () => {
      for (const [i, vector] of XSS_VECTORS.entries()) {
        const res = await request(t.app).patch(singletonPath("whatWeDo")).set(auth).send({ content: vector });
        expect(res.status, `v${i}`).toBe(200);
        expect(richTextProblems(res.body.whatWeDo.content), `v${i}: ${vector} → ${res.body.whatWeDo.content}`).toEqual([]);
      }
    });

    it("refuses every vector longer than a plain-text field allows with 400, and keeps the old values", async () => {
      for (const key of TEXT_BLOCKS) {
        const plain = fieldsOfBlock(key).filter((f) => f.type === "plain");
        const before = (await request(t.app).get(singletonPath(key))).body;
        for (const [i, vector] of XSS_VECTORS.entries()) {
          const tooShort = plain.filter((f) => !fits(f, vector));
          if (tooShort.length === 0) continue;
          const res = await request(t.app).patch(singletonPath(key)).set(auth).send(Object.fromEntries(tooShort.map((f) => [f.name, vector])));
          expect(res.status, `${key} v${i}`).toBe(400);
          expect(Object.keys(res.body.fields).sort(), `${key} v${i}`).toEqual(tooShort.map((f) => f.name).sort());
        }
        expect((await request(t.app).get(singletonPath(key))).body, key).toEqual(before);
      }
    });

    for (const kind of COLLECTION_TYPES) {
      it(`stores every vector in every text field of a collection record (${kind}) as plain text kept exactly or as inert rich text`, async () => {
        const { path, create } = COLLECTION_TEXT[kind];
        const created = await request(t.app).post(path).set(auth).send(create);
        expect(created.status).toBe(201);
        const fields = fieldsOf(kind);
        for (const [i, vector] of XSS_VECTORS.entries()) {
          const body = Object.fromEntries(fields.filter((f) => fits(f, vector)).map((f) => [f.name, vector]));
          const res = await request(t.app).patch(`${path}/${created.body._id}`).set(auth).send(body);
          expect(res.status, `v${i}: ${res.text}`).toBe(200);
          for (const f of fields.filter((f) => fits(f, vector))) expectStored(f, vector, res.body[f.name], i);
        }
      });
    }

    it("stores every vector in every text field of a news item as plain text kept exactly or as inert rich text", async () => {
      const fields = fieldsOf("news");
      for (const [i, vector] of XSS_VECTORS.entries()) {
        const plain = Object.fromEntries(fields.filter((f) => f.type === "plain").map((f) => [f.name, fits(f, vector) ? vector : `v${i}`]));
        const res = await request(t.app).post("/api/news-and-events").set(auth).send({ ...plain, content: vector, newsImgUrl: image });
        expect(res.status, `v${i}: ${res.text}`).toBe(201);
        for (const f of fields.filter((f) => fits(f, vector))) expectStored(f, vector, res.body.newsAndEvents[f.name], i);
      }
    });

    it("keeps every vector inert when all of them arrive in one rich-text value, and the editor's formatting survives", async () => {
      const all = ALLOWED_FORMATTING + XSS_VECTORS.join("") + ALLOWED_FORMATTING;
      const res = await request(t.app).patch(singletonPath("overview")).set(auth).send({ content: all });
      expect(res.status).toBe(200);
      const html = res.body.overview.content as string;
      expect(richTextProblems(html)).toEqual([]);
      const els = elementsOf(html);
      const has = (pred: (e: (typeof els)[number]) => boolean, what: string) => expect(els.some(pred), what).toBe(true);
      for (const tag of ["h2", "strong", "em", "u", "s", "ol", "ul", "sub", "sup"]) has((e) => e.tagName === tag, `<${tag}>`);
      has((e) => e.tagName === "li" && attr(e, "data-list") === "bullet", "a bullet item");
      for (const href of ["https://example.com/page", "http://example.com/", "mailto:info@example.com", "tel:+2341234567", "/contacts"]) {
        has((e) => e.tagName === "a" && attr(e, "href") === href, `a link to ${href}`);
      }
      has((e) => e.tagName === "a" && attr(e, "target") === "_blank" && attr(e, "rel") === "noopener noreferrer", "a new-tab link with rel=noopener");
      has((e) => e.tagName === "span" && attr(e, "class") === "ql-formula" && attr(e, "data-value") === "e=mc^2", "the formula");
      has((e) => attr(e, "class") === "ql-align-center", "Quill's alignment class");
      has((e) => attr(e, "class") === "ql-indent-2", "Quill's indent class");
      has((e) => /color:\s*rgb\(230, 0, 0\)/.test(attr(e, "style") ?? ""), "a text colour");
    });

    it("accepts only http(s) addresses as an investment's website", async () => {
      const created = await request(t.app).post("/api/investments").set(auth).send({ tabText: "Website target" });
      for (const website of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "//evil.example/x", "file:///etc/passwd"]) {
        const res = await request(t.app).patch(`/api/investments/${created.body._id}`).set(auth).send({ website });
        expect(res.status, website).toBe(400);
      }
      const odd = 'https://evil.example/"><script>alert(1)</script>';
      const res = await request(t.app).patch(`/api/investments/${created.body._id}`).set(auth).send({ website: odd });
      // Either refused, or kept as a plain https address (React escapes attribute values).
      if (res.status === 200) expect(res.body.website).toBe(odd);
      else expect(res.status).toBe(400);
    });
  });
}
