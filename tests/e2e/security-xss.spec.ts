import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { osmEmbedUrl } from "../../client/lib/contact.ts";
import { contactPage } from "../../shared/content/site.ts";
import { splitTelephones } from "../../client/lib/contact.ts";
import { isBlank } from "../../client/lib/content.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { singletonPath, TEXT_BLOCKS, textFields, type TextField } from "../security/fields.ts";
import { ALLOWED_FORMATTING, chunkCorpus, markerOf, XSS_VECTORS } from "../security/xss-corpus.ts";
import { signIn } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { adminApi, clearInvestments, clearNews, emptyPortfolio, TINY_PNG } from "./support/records.ts";
import { INVESTMENTS_PAGE_SIZE, NEWS_PAGE_SIZE, STAFF_PAGE_SIZE } from "../../shared/schemas/paging.ts";
import { imagesSettled, shownText, watchContext, type Violation, type Watch } from "./support/security.ts";

// The XSS corpus (tests/security/xss-corpus.ts) written through the API into every plain- and
// rich-text field, then opened in Chromium on every page that shows the field, public and admin.
// Many vectors share one page load: a rich-text field holds the whole corpus (each vector after a
// marker naming the field), a plain-text field as much as its length allows, and the short fields
// take further chunks on the following loads (the footer's on every load, names and titles as
// many records in one list). On every load: no dialog, no `pwned`, no console marker, no request
// for another origin, no popup, no script-src violation (script that reached the page and was
// only stopped by the CSP), every written vector shows as text, and the allowed formatting stays.
// tests/security/xss-storage.test.ts writes every vector into every field on both databases.

interface Chunk {
  text: string;
  used: number[];
}

const FIELDS = textFields();
const singletonFields = (key: SingletonKey) => FIELDS.filter((f) => f.owner.kind === "singleton" && f.owner.key === key);
const labelOf = (f: TextField) => `${f.owner.kind === "singleton" ? f.owner.key : f.owner.kind}.${f.name}`;
const tagOf = (f: TextField) => `${labelOf(f)}:`;
const richChunk = (tag: string): Chunk => {
  const c = chunkCorpus(Number.POSITIVE_INFINITY, tag)[0]!;
  return { text: ALLOWED_FORMATTING + c.text, used: c.used };
};
/** The values a field takes in turn: rich text all at once, plain text in chunks of its length. */
const chunksOf = (f: TextField): Chunk[] => (f.type === "rich" ? [richChunk(tagOf(f))] : chunkCorpus(f.max, false));
const richMarkers = (tag: string) => XSS_VECTORS.map((_, i) => markerOf(i, tag));
const field = (kind: "investment" | "news", name: string) => FIELDS.find((f) => f.owner.kind === kind && f.name === name)!;

/** The contact page's map is the one request for another origin the pages make on purpose. */
const MAP_URL = osmEmbedUrl(contactPage.map);

type Where = "rich-text" | "inline-html" | "ql-editor";
interface Expectation {
  /** Plain text that must show verbatim (escaped, never parsed), with the field and vectors it carries. */
  texts: { text: string; field: string; used: number[] }[];
  /** Rich-text fields shown: each vector's marker present, the allowed formatting kept. */
  rich: { tag: string; field: string; where: Where }[];
}

const FORMATTING: Record<Where, Record<string, string>> = {
  "rich-text": {
    bold: "strong",
    italic: "em",
    heading: "h2",
    "numbered list": "ol > li",
    "bulleted list": "ul > li",
    "https link": 'a[href="https://example.com/page"][rel="noopener noreferrer"]',
    "http link": 'a[href="http://example.com/"]',
    "mailto link": 'a[href="mailto:info@example.com"]',
    "tel link": 'a[href="tel:+2341234567"]',
    formula: 'span.ql-formula[data-value="e=mc^2"]',
    alignment: ".ql-align-center",
    indent: ".ql-indent-2",
    colour: 'span[style*="color"]',
  },
  // Inside a heading block tags become lines: the marks and links stay.
  "inline-html": { bold: "strong", italic: "em", "https link": 'a[href="https://example.com/page"]', "tel link": 'a[href="tel:+2341234567"]', formula: "span.ql-formula" },
  "ql-editor": { bold: "strong", italic: "em", heading: "h2", "numbered list": "ol > li", "https link": 'a[href="https://example.com/page"]', formula: ".ql-formula .katex", alignment: ".ql-align-center" },
};

const report = { loads: 0, violations: [] as Violation[], shown: new Map<string, Set<number>>() };
const noteShown = (fieldLabel: string, used: readonly number[]) => {
  const set = report.shown.get(fieldLabel) ?? new Set<number>();
  for (const i of used) set.add(i);
  report.shown.set(fieldLabel, set);
};

/** Opens a page and checks it: every written vector shows, formatting kept, nothing ran or left the origin. */
async function checkLoad(page: Page, watch: Watch, path: string, expected: Expectation, ready: (page: Page) => Promise<void>) {
  if (path) await page.goto(path, { waitUntil: "domcontentloaded" });
  await ready(page).catch((e: unknown) => {
    throw new Error(`${path}: not ready (uncaught errors: ${watch.pageErrors.join(" | ") || "none"})`, { cause: e });
  });
  await expect
    .poll(
      async () => {
        const text = await shownText(page);
        const missing = expected.texts.filter((t) => !text.includes(t.text)).map((t) => `${t.field}: ${t.text.slice(0, 60)}`);
        for (const r of expected.rich) missing.push(...richMarkers(r.tag).filter((m) => !text.includes(m)));
        return missing.slice(0, 5);
      },
      { message: `${path || page.url()}: every written vector shows`, timeout: 20_000 },
    )
    .toEqual([]);
  await imagesSettled(page);
  for (const r of expected.rich) {
    const missing = await page.evaluate(
      ({ first, where, need }) => {
        const box = [...document.querySelectorAll(`.${where}`)].find((e) => e.textContent?.includes(first));
        if (!box) return ["the field itself"];
        return Object.entries(need)
          .filter(([, sel]) => !box.querySelector(sel))
          .map(([name]) => name);
      },
      { first: markerOf(0, r.tag), where: r.where, need: FORMATTING[r.where] },
    );
    expect(missing, `${path}: formatting kept in ${r.field}`).toEqual([]);
  }
  // The trap is live on this page: a probe is recorded (and left out of the verdict).
  await page.evaluate(() => {
    (window as unknown as { pwned: string }).pwned = "probe";
  });
  const { pwned, violations } = await watch.collect(page);
  const where = path || page.url();
  expect(pwned.some((p) => p.startsWith("probe")), `${where}: the pwned trap is live`).toBe(true);
  expect(pwned.filter((p) => !p.startsWith("probe")), `${where}: script set pwned`).toEqual([]);
  expect(watch.dialogs, `${where}: dialogs`).toEqual([]);
  expect(watch.consoleMarkers, `${where}: console markers`).toEqual([]);
  expect(watch.offOrigin, `${where}: requests for another origin`).toEqual([]);
  expect(watch.popups, `${where}: popups`).toEqual([]);
  expect(watch.pageErrors, `${where}: uncaught errors`).toEqual([]);
  expect(violations.filter((v) => v.directive.startsWith("script-src")), `${where}: script stopped only by the CSP`).toEqual([]);
  report.violations.push(...violations);
  report.loads++;
  for (const t of expected.texts) noteShown(t.field, t.used);
  for (const r of expected.rich) noteShown(r.field, XSS_VECTORS.map((_, i) => i));
  watch.reset();
}

/** Public pages are enhanced (their script ran) when the header's menu button carries aria-expanded. */
const publicReady = async (page: Page) => {
  await expect(page.locator("header button[aria-expanded]").first()).toBeAttached({ timeout: 20_000 });
};
const editorsReady = (count: number) => async (page: Page) => {
  await expect(page.locator(".ql-editor")).toHaveCount(count, { timeout: 20_000 });
};

/** The singleton chunks written so far, to know what each page must show. */
const current = new Map<SingletonKey, Record<string, Chunk>>();

async function writeBlock(api: APIRequestContext, key: SingletonKey, values: Record<string, Chunk>) {
  const before = current.get(key) ?? {};
  if (Object.entries(values).every(([k, v]) => before[k]?.text === v.text)) return;
  const res = await api.patch(singletonPath(key), { data: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.text])) });
  expect(res.status(), `PATCH ${key}: ${(await res.text()).slice(0, 200)}`).toBe(200);
  current.set(key, { ...before, ...values });
}

/** What a page shows of some blocks: plain fields verbatim (the footer's first two telephones), rich ones by marker. */
function expectationOf(keys: readonly SingletonKey[], where: "public" | "admin"): Expectation {
  const out: Expectation = { texts: [], rich: [] };
  for (const key of keys) {
    for (const f of singletonFields(key)) {
      const v = current.get(key)?.[f.name];
      // A public page shows the built-in text for a value that is only markup.
      if (!v || (where === "public" && isBlank(v.text))) continue;
      if (f.type === "rich") out.rich.push({ tag: tagOf(f), field: labelOf(f), where: where === "public" ? "rich-text" : "ql-editor" });
      else if (where === "public" && key === "footer" && f.name === "telephones") {
        out.texts.push(...splitTelephones(v.text).slice(0, 2).map((text) => ({ text, field: labelOf(f), used: v.used.filter((i) => text.includes(XSS_VECTORS[i]!)) })));
      } else out.texts.push({ text: v.text.trim(), field: labelOf(f), used: v.used });
    }
  }
  return out;
}
const plainTexts = (f: TextField, chunks: readonly Chunk[]) => chunks.map((c) => ({ text: c.text.trim(), field: labelOf(f), used: c.used }));

const footerFields = singletonFields("footer");
let footerTurn = 0;
/** The footer is on every public page: each public load shows the next chunk of each footer field. */
async function rotateFooter(api: APIRequestContext) {
  const values = Object.fromEntries(footerFields.map((f) => {
    const list = chunksOf(f);
    return [f.name, list[footerTurn % list.length]!];
  }));
  footerTurn++;
  await writeBlock(api, "footer", values);
}

test.describe.serial("the XSS corpus in every text field, opened in Chromium", () => {
  let api: APIRequestContext;
  let context: BrowserContext;
  let page: Page;
  let watch: Watch;
  const saved = new Map<SingletonKey, Record<string, string>>();

  test.beforeAll(async ({ playwright, browser }) => {
    api = await adminApi(playwright);
    for (const key of TEXT_BLOCKS) saved.set(key, (await (await api.get(singletonPath(key))).json())[SINGLETONS[key].envelope]);
    const baseURL = process.env.E2E_BASE_URL!;
    context = await browser.newContext({ baseURL });
    watch = await watchContext(context, baseURL, (url) => url === MAP_URL);
    page = await context.newPage();
  });

  test.afterAll(async () => {
    for (const [key, value] of saved) await api.patch(singletonPath(key), { data: value });
    await clearInvestments(api);
    await clearNews(api);
    await context?.close();
    await api?.dispose();
    const byDirective = new Map<string, number>();
    for (const v of report.violations) byDirective.set(v.directive, (byDirective.get(v.directive) ?? 0) + 1);
    const coverage = FIELDS.map((f) => {
      const fit = XSS_VECTORS.filter((v) => f.type === "rich" || v.trim().length <= f.max).length;
      return `${labelOf(f)} ${report.shown.get(labelOf(f))?.size ?? 0}/${fit}`;
    });
    process.stdout.write(
      `XSS in Chromium: ${XSS_VECTORS.length} vectors, ${report.loads} page loads, nothing ran and nothing left the origin.\n` +
        `  vectors shown per field (of those that fit it): ${coverage.join(", ")}\n` +
        `  the CSP blocked ${report.violations.length} loads the sanitiser lets through (${[...byDirective].map(([d, n]) => `${d}: ${n}`).join(", ") || "none"})\n`,
    );
  });

  test("the public pages of the text blocks run none of it and keep the allowed formatting", async () => {
    test.setTimeout(180_000);
    const pages: { path: string; keys: SingletonKey[] }[] = [
      { path: "/", keys: ["heroText", "overview", "stats", "whatWeDo"] },
      { path: "/about-us/who-we-are", keys: ["whoWeAre"] },
      { path: "/about-us/our-culture-and-core-values", keys: ["coreValues"] },
      { path: "/approach", keys: ["approach"] },
      { path: "/strategic-alliances", keys: ["strategicAlliances"] },
    ];
    // The four statistics hold 40 characters each: they take the next four short chunks per load.
    const statFields = singletonFields("stats");
    const statChunks = chunkCorpus(statFields[0]!.max, false);
    for (const { path, keys } of pages) {
      const fields = keys.flatMap(singletonFields).filter((f) => f.owner.kind === "singleton" && f.owner.key !== "stats");
      const turns = Math.max(...fields.map((f) => chunksOf(f).length));
      for (let turn = 0; turn < turns; turn++) {
        for (const key of keys) {
          const values: Record<string, Chunk> =
            key === "stats"
              ? Object.fromEntries(statFields.map((f, j) => [f.name, statChunks[(turn * statFields.length + j) % statChunks.length]!]))
              : Object.fromEntries(singletonFields(key).map((f) => [f.name, chunksOf(f)[turn % chunksOf(f).length]!]));
          await writeBlock(api, key, values);
        }
        await rotateFooter(api);
        await checkLoad(page, watch, path, expectationOf([...keys, "footer"], "public"), publicReady);
      }
    }
    // The contact page shows the footer's address, telephones and e-mail again, in its own layout.
    await rotateFooter(api);
    await checkLoad(page, watch, "/contacts", expectationOf(["footer"], "public"), publicReady);
  });

  test("investments: the list and the company pages run none of it", async () => {
    test.setTimeout(120_000);
    // Only the corpus's companies (the built-in ones come back after), one record per chunk of
    // names; the list shows them in the order they were added, a page at a time.
    await emptyPortfolio(api);
    const names = chunkCorpus(field("investment", "tabText").max, false);
    const highlights = chunkCorpus(field("investment", "highlight").max, false);
    const rich = (name: string) => richChunk(`investment.${name}:`).text;
    const holders: { id: string; tabText: string; highlight: Chunk }[] = [];
    for (const [k, tabText] of ["XSS corpus holder", names[0]!.text].entries()) {
      const highlight = highlights[k % highlights.length]!;
      const res = await api.post("/api/investments", { data: { tabText, title: rich("title"), heroText: rich("heroText"), content: rich("content"), highlight: highlight.text } });
      expect(res.status(), (await res.text()).slice(0, 200)).toBe(201);
      holders.push({ id: ((await res.json()) as { _id: string })._id, tabText, highlight });
    }
    for (const c of names.slice(1)) expect((await api.post("/api/investments", { data: { tabText: c.text } })).status()).toBe(201);

    await rotateFooter(api);
    const list = expectationOf(["footer"], "public");
    // The holders come first ("XSS corpus holder", then the first chunk), then the other chunks.
    const listed = names.slice(1);
    const pageOne = INVESTMENTS_PAGE_SIZE - 2;
    await checkLoad(page, watch, "/our-investments", { ...list, texts: [...list.texts, ...plainTexts(field("investment", "tabText"), [names[0]!, ...listed.slice(0, pageOne)])] }, publicReady);
    for (let n = 2, from = pageOne; from < listed.length; n++, from += INVESTMENTS_PAGE_SIZE) {
      await rotateFooter(api);
      const footer = expectationOf(["footer"], "public");
      await checkLoad(page, watch, `/our-investments?page=${n}`, { ...footer, texts: [...footer.texts, ...plainTexts(field("investment", "tabText"), listed.slice(from, from + INVESTMENTS_PAGE_SIZE))] }, publicReady);
    }
    for (const h of holders) {
      await rotateFooter(api);
      const footer = expectationOf(["footer"], "public");
      await checkLoad(
        page,
        watch,
        `/our-investments/${h.id}`,
        {
          texts: [...footer.texts, ...plainTexts(field("investment", "highlight"), [h.highlight]), { text: h.tabText, field: "investment.tabText", used: [] }],
          rich: [
            ...footer.rich,
            { tag: "investment.title:", field: "investment.title", where: "inline-html" },
            { tag: "investment.heroText:", field: "investment.heroText", where: "inline-html" },
            { tag: "investment.content:", field: "investment.content", where: "rich-text" },
          ],
        },
        publicReady,
      );
    }
  });

  test("news: the list and the articles run none of it", async () => {
    test.setTimeout(120_000);
    await clearNews(api);
    // One item per chunk of titles; the list shows them newest first, a page at a time.
    const titles = chunkCorpus(field("news", "title").max, false);
    const subtitles = chunkCorpus(field("news", "subtitle").max, false);
    const content = richChunk("news.content:").text;
    let image = TINY_PNG;
    const ids: string[] = [];
    for (const [k, title] of titles.entries()) {
      const res = await api.post("/api/news-and-events", { data: { title: title.text, subtitle: subtitles[k % subtitles.length]!.text, content: k < 2 ? content : "", newsImgUrl: image } });
      expect(res.status(), (await res.text()).slice(0, 200)).toBe(201);
      const item = ((await res.json()) as { newsAndEvents: { _id: string; newsImgUrl: string } }).newsAndEvents;
      image = item.newsImgUrl;
      ids.push(item._id);
    }
    const footer = () => expectationOf(["footer"], "public");
    const newestFirst = titles.map((title, k) => ({ title, subtitle: subtitles[k % subtitles.length]! })).reverse();
    for (let n = 1; (n - 1) * NEWS_PAGE_SIZE < newestFirst.length; n++) {
      const shown = newestFirst.slice((n - 1) * NEWS_PAGE_SIZE, n * NEWS_PAGE_SIZE);
      await rotateFooter(api);
      await checkLoad(
        page,
        watch,
        n === 1 ? "/news-and-events" : `/news-and-events?page=${n}`,
        { texts: [...footer().texts, ...plainTexts(field("news", "title"), shown.map((i) => i.title)), ...plainTexts(field("news", "subtitle"), [...new Set(shown.map((i) => i.subtitle))])], rich: footer().rich },
        publicReady,
      );
    }
    // Two articles (each also lists the newest five other articles' titles).
    for (const k of [0, 1]) {
      const latest = newestFirst.filter((i) => i.title !== titles[k]).slice(0, 5).map((i) => i.title);
      await rotateFooter(api);
      await checkLoad(
        page,
        watch,
        `/news-and-events/${ids[k]}`,
        {
          texts: [...footer().texts, ...plainTexts(field("news", "title"), [titles[k]!, ...latest]), ...plainTexts(field("news", "subtitle"), [subtitles[k]!])],
          rich: [...footer().rich, { tag: "news.content:", field: "news.content", where: "rich-text" }],
        },
        publicReady,
      );
    }
  });

  test("the admin screens show it in their fields and editors and run none of it", async () => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await watch.collect(page);
    watch.reset();
    await checkLoad(page, watch, "/admin/dashboard", expectationOf(["heroText", "overview", "stats", "whatWeDo", "footer"], "admin"), editorsReady(3));
    await checkLoad(page, watch, "/admin/dashboard/about", expectationOf(["whoWeAre", "coreValues"], "admin"), editorsReady(3));
    await checkLoad(page, watch, "/admin/dashboard/approach", expectationOf(["approach"], "admin"), editorsReady(1));
    await checkLoad(page, watch, "/admin/dashboard/strategic-alliances", expectationOf(["strategicAlliances"], "admin"), editorsReady(1));
    const titles = chunkCorpus(field("news", "title").max, false);
    await checkLoad(page, watch, "/admin/dashboard/news", { texts: plainTexts(field("news", "title"), titles), rich: [] }, editorsReady(1));
    const names = chunkCorpus(field("investment", "tabText").max, false);
    // The staff list holds STAFF_PAGE_SIZE companies a page, in the order they were added: the
    // holder, the first chunk, then the others.
    const firstPage = names.slice(0, STAFF_PAGE_SIZE - 1);
    await checkLoad(page, watch, "/admin/dashboard/our-investments", { texts: plainTexts(field("investment", "tabText"), firstPage), rich: [] }, editorsReady(3));
    for (let from = STAFF_PAGE_SIZE - 1; from < names.length; from += STAFF_PAGE_SIZE) {
      await page.getByRole("button", { name: "Next page" }).click();
      await checkLoad(page, watch, "", { texts: plainTexts(field("investment", "tabText"), names.slice(from, from + STAFF_PAGE_SIZE)), rich: [] }, editorsReady(3));
    }
    await page.goto("/admin/dashboard/our-investments");
    // The holder opened for editing: its three rich-text fields in the editors, its highlight in its box.
    await page.getByRole("button", { name: "Edit XSS corpus holder", exact: true }).click();
    await checkLoad(
      page,
      watch,
      "",
      {
        texts: plainTexts(field("investment", "highlight"), [chunkCorpus(field("investment", "highlight").max, false)[0]!]),
        rich: ["title", "heroText", "content"].map((name) => ({ tag: `investment.${name}:`, field: `investment.${name}`, where: "ql-editor" as const })),
      },
      editorsReady(3),
    );
  });
});
