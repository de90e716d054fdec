import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../server/db/ids.ts";
import { syncSearchIndex } from "../../server/services/search.ts";
import { htmlToText } from "../../shared/html.ts";
import { searchPageSchema, type SearchPage } from "../../shared/schemas/search.ts";
import { scaleNews, scaleNewsDate } from "../../scripts/lib/scale-content.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

// The search at the size it is budgeted for: 3,000 articles written straight into the database
// (as a restore or an import would), indexed by the start's check, then searched. Answers only,
// never times (docs/testing.md); `npm run bench:search` measures the times.
const ARTICLES = 3000;
/** Three articles that hold a word no other does: in the title, the subtitle, the body. */
const PLANTED = { title: 500, subtitle: 1500, body: 2500 } as const;

function article(n: number) {
  const a = scaleNews(n);
  if (n === PLANTED.title) return { ...a, title: `Obruvel bridge opens: ${a.title}` };
  if (n === PLANTED.subtitle) return { ...a, subtitle: `${a.subtitle}, with the Obruvel trust` };
  if (n === PLANTED.body) return { ...a, content: `${a.content}<p>The Obruvel trust met the board.</p>` };
  return a;
}

/** Whether the words follow one another in a text (what a phrase query asks), as the indexes split words. */
const holdsPhrase = (text: string, words: readonly string[]) => {
  const tokens = htmlToText(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return tokens.some((_, i) => words.every((w, k) => tokens[i + k] === w));
};

for (const database of testDatabases()) {
  describe(`site search over ${ARTICLES} articles on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const find = async (q: string, page = 1): Promise<SearchPage> => {
      const res = await request(t.app).get("/api/search").query({ q, page });
      expect(res.status).toBe(200);
      return searchPageSchema.parse(res.body);
    };
    let before = 0;

    beforeAll(async () => {
      before = (await find("kano")).total;
      const db = t.services.db;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < ARTICLES; i += 250) {
          const rows = Array.from({ length: Math.min(250, ARTICLES - i) }, (_, j) => {
            const at = scaleNewsDate(i + j);
            return { id: newId(), slug: `scale-news-${i + j}`, ...article(i + j), newsImgUrl: "/images/news/placeholder.jpg", createdAt: at, updatedAt: at };
          });
          await trx.insertInto("newsItems").values(rows).execute();
        }
      });
      // Rows the index has not seen: the start's check finds the counts differ and indexes them.
      expect(await syncSearchIndex(db)).toContain("news");
    }, 180_000);

    it("ranks the title's match first, then the subtitle's, then the body's", async () => {
      const found = await find("obruvel");
      expect(found.total).toBe(3);
      expect(found.results.map((r) => r.url)).toEqual([PLANTED.title, PLANTED.subtitle, PLANTED.body].map((n) => `/news-and-events/scale-news-${n}`));
    });

    it("finds the one article a number names", async () => {
      const found = await find("1234");
      expect(found.results.map((r) => r.url)).toEqual(["/news-and-events/scale-news-1233"]);
      expect(found.results[0]!.title.filter((p) => p.mark).map((p) => p.text)).toEqual(["1234"]);
    });

    it("counts every article a phrase matches, and no other", async () => {
      const expected = Array.from({ length: ARTICLES }, (_, n) => article(n)).filter((a) => [a.title, a.subtitle, a.content].some((text) => holdsPhrase(text, ["abuja", "kano"]))).length;
      expect(expected).toBeGreaterThan(10);
      expect((await find('"abuja kano"')).total).toBe(expected);
    });

    it("pages a common word's thousands of matches: full pages, none twice, the count of every match", async () => {
      const expected = Array.from({ length: ARTICLES }, (_, n) => article(n)).filter((a) => [a.title, a.subtitle, a.content].some((text) => holdsPhrase(text, ["kano"]))).length;
      const first = await find("kano");
      expect(first.total).toBe(before + expected);
      expect(first.pages).toBe(Math.ceil(first.total / 10));
      const second = await find("kano", 2);
      const last = await find("kano", first.pages);
      expect(first.results).toHaveLength(10);
      expect(second.results).toHaveLength(10);
      expect(last.results).toHaveLength(first.total - (first.pages - 1) * 10);
      const urls = [...first.results, ...second.results, ...last.results].map((r) => r.url);
      expect(new Set(urls).size).toBe(urls.length);
      // Matches in a title (Kano is one place in eight) come before matches in the body alone.
      expect(first.results.every((r) => r.title.some((p) => p.mark))).toBe(true);
      expect(last.results.some((r) => r.title.some((p) => p.mark))).toBe(false);
    });
  });
}
