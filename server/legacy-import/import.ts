/**
 * `npm run import -- --from-api URL`: moves the legacy site's content here with its ids (so old
 * /news-and-events/{id} and /our-investments/{id} links keep working). Every GET route of SPEC.md
 * section 7 is read (users cannot be, and are not imported); inline images become stored media,
 * rich text is sanitised, and a report says what was created, updated, left, refused and why.
 * It runs in one transaction: a re-run updates instead of duplicating, and `dryRun` rolls back.
 */
import { companyPages } from "../../shared/content/companies.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
import { ID_PATTERN } from "../../shared/ids.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { splitImageList } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import { deleteUnchangedInvestments, findInvestment, insertInvestment, updateInvestment } from "../db/repositories/investments.ts";
import { countMedia } from "../db/repositories/media.ts";
import { findNews, freeNewsSlug, insertNews, updateNews } from "../db/repositories/news.ts";
import { rebuildSearchIndex } from "../services/search.ts";
import { findBannerRow, findSingletonRow, insertBanner, insertSingleton, updateBanner, updateSingleton, type SingletonTableKey } from "../db/repositories/singletons.ts";
import type { Investment, News } from "../db/schema.ts";
import { claimPortfolioMark, readPortfolioMark, seededInvestmentId } from "../db/seed-portfolio.ts";
import { freeSlug } from "../db/repositories/investments.ts";
import { slugify } from "../../shared/slug.ts";
import { storeImages } from "../services/media.ts";
import { cleanRichText } from "../services/sanitize.ts";
import { getLegacy, legacyBase, LegacyImportError } from "./fetch.ts";
import { GUIDANCE, LegacyImages, type ImageStats } from "./images.ts";

export { LegacyImportError };

export interface ImportOptions {
  dryRun?: boolean;
  /** Keep the built-in companies a first start added, even when unchanged since. */
  keepBuiltIn?: boolean;
  /** The legacy site's ids of its singleton records, when they differ from ours (shared/ids.ts). */
  singletonIds?: Partial<Record<SingletonKey, string>>;
}

export interface KindReport {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export interface ImportReport {
  source: string;
  dryRun: boolean;
  kinds: { singletons: KindReport; banners: KindReport; investments: KindReport; news: KindReport };
  images: ImageStats & { newInDatabase: number };
  sanitised: { fields: number; removed: Record<string, number> };
  refused: { kind: string; id: string; reason: string }[];
  warnings: { kind: string; id: string; message: string }[];
  builtInRemoved: number;
}

class DryRun extends Error {}

const kind = (): KindReport => ({ read: 0, created: 0, updated: 0, unchanged: 0, refused: 0 });

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** A legacy text value as a string: null/undefined are "", numbers are written out, NUL dropped. */
function text(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "string") return v.replace(/\0/g, "");
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return "";
}

/** A legacy timestamp (ISO string, epoch ms, or Mongo's {$date}) as ISO 8601, or undefined. */
function timestamp(v: unknown): string | undefined {
  const raw = isObj(v) && "$date" in v ? v.$date : v;
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** A legacy `_id` (string or Mongo's {$oid}) in our form, or undefined when it is not 24 hex. */
function legacyId(v: unknown): string | undefined {
  const raw = isObj(v) && "$oid" in v ? v.$oid : v;
  if (typeof raw !== "string") return undefined;
  const id = raw.trim().toLowerCase();
  return ID_PATTERN.test(id) ? id : undefined;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Sector values compared without case and extra spaces; anything else is no sector. */
function sectorOf(v: string): string | undefined {
  const s = v.trim().replace(/\s+/g, " ").toLowerCase();
  if (s === "") return "";
  return (INVESTMENT_SECTORS as readonly string[]).find((k) => k === s);
}

/** An http(s) address, or one without its scheme (`www.x.com`), as a URL; undefined otherwise. */
function websiteOf(v: string): string | undefined {
  const s = v.trim();
  if (s === "") return "";
  const candidate = /^https?:\/\//i.test(s) ? s : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(s) ? `https://${s}` : undefined;
  if (!candidate || candidate.length > 2048) return undefined;
  try {
    const u = new URL(candidate);
    return u.protocol === "http:" || u.protocol === "https:" ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const TAG = /<([a-zA-Z][\w-]*)/g;
const EVENT_ATTR = /\son[a-z]+\s*=/gi;
function tagCounts(html: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of html.matchAll(TAG)) {
    const name = (t[1] as string).toLowerCase();
    m.set(name, (m.get(name) ?? 0) + 1);
  }
  return m;
}

/** Refusal of one record (validation before any write, so the transaction never fails on it). */
class Refused extends Error {}

type Stamps = { createdAt?: string; updatedAt?: string };
type PreparedBlock = { key: SingletonKey; values: Record<string, string> } & Stamps;
type PreparedBanner = { key: SingletonKey; image: string } & Stamps;
/** `order`: the record's place in the legacy list, which timestamps made here keep. */
type PreparedInvestment = Omit<Investment, "createdAt" | "updatedAt" | "slug" | "homeCard"> & Stamps & { order: number };
type PreparedNews = Omit<News, "createdAt" | "updatedAt" | "slug" | "heroImage" | "gallery" | "publishedAt"> & Stamps & { order: number };

/** What the legacy site answered: each singleton's object (or why it could not be read), and the two lists. */
interface LegacyContent {
  singletons: Map<SingletonKey, Obj | string>;
  investments: unknown[];
  news: unknown[];
}

/** Everything to write, sanitised, checked and with its images encoded. */
interface Prepared {
  blocks: PreparedBlock[];
  banners: PreparedBanner[];
  investments: PreparedInvestment[];
  news: PreparedNews[];
  images: LegacyImages;
}

/** The state the preparing steps share: the report they fill and the images they convert. */
interface Preparing {
  report: ImportReport;
  images: LegacyImages;
}

export async function importLegacySite(db: DB, url: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const base = legacyBase(url);
  const report = emptyReport(base, !!opts.dryRun);
  // Read everything first: a site that cannot be read changes nothing.
  const legacy = await readLegacySite(base, opts);
  // Prepare everything (sanitising, image checks and encoding) before the transaction: it then
  // only writes, and holds its locks for as short a time as possible.
  const prepared = await prepare(legacy, report);
  try {
    await db.transaction().execute(async (trx) => {
      await write(trx, prepared, report, opts, new Date());
      if (opts.dryRun) throw new DryRun();
      // The rows were written straight into their tables: the site search reads them all again, in the same transaction.
      await rebuildSearchIndex(trx);
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  return report;
}

function emptyReport(source: string, dryRun: boolean): ImportReport {
  return {
    source,
    dryRun,
    kinds: { singletons: kind(), banners: kind(), investments: kind(), news: kind() },
    images: { found: 0, stored: 0, reused: 0, resized: 0, refused: [], newInDatabase: 0 },
    sanitised: { fields: 0, removed: {} },
    refused: [],
    warnings: [],
    builtInRemoved: 0,
  };
}

/** Every GET of the legacy API this import uses: the singletons under their ids, then the lists. */
async function readLegacySite(base: string, opts: ImportOptions): Promise<LegacyContent> {
  const singletons = new Map<SingletonKey, Obj | string>();
  // Only the blocks the legacy API serves: those declared since (legacy: false) keep their seeds.
  for (const key of (Object.keys(SINGLETONS) as SingletonKey[]).filter((k) => (SINGLETONS[k] as { legacy?: boolean }).legacy !== false)) {
    const def = SINGLETONS[key];
    const id = opts.singletonIds?.[key] ?? def.id;
    const r = await getLegacy(base, `${def.path}/${id}`);
    const body = isObj(r.body) ? r.body[def.envelope] : undefined;
    if (r.status !== 200) singletons.set(key, `the legacy site answered ${r.status} for /api${def.path}/${id}`);
    else if (!isObj(body)) singletons.set(key, `the answer has no ${def.envelope} object`);
    else singletons.set(key, body);
  }
  const investments = await readList(base, "/investments", (b) => (Array.isArray(b) ? b : isObj(b) && Array.isArray(b.investments) ? b.investments : undefined));
  const news = await readList(base, "/news-and-events", (b) => (isObj(b) && Array.isArray(b.newsAndEvents) ? b.newsAndEvents : Array.isArray(b) ? b : undefined));
  return { singletons, investments, news };
}

async function prepare(legacy: LegacyContent, report: ImportReport): Promise<Prepared> {
  const ctx: Preparing = { report, images: new LegacyImages() };
  const { blocks, banners } = await prepareBlocks(legacy.singletons, ctx);
  const investments = await prepareInvestments(legacy.investments, ctx);
  const news = await prepareNews(legacy.news, ctx);
  Object.assign(report.images, ctx.images.stats);
  return { blocks, banners, investments, news, images: ctx.images };
}

/**
 * Runs one record's preparation; a `Refused` one is counted and reported (validation comes before
 * any write, so the transaction never fails on a record).
 */
async function refusing<T>(report: ImportReport, k: KindReport, what: string, id: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    const prepared = await work();
    k.read++;
    return prepared;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    k.refused++;
    report.refused.push({ kind: what, id, reason: err.message });
    return undefined;
  }
}

/** Legacy rich text sanitised as ours is, its inline images stored; what was removed goes in the report. */
async function clean({ report, images }: Preparing, html: unknown, where: string): Promise<string> {
  const input = text(html);
  if (input.trim() === "") return "";
  let out: string;
  try {
    out = await cleanRichText(input, "content", (dataUrl) => images.convert(dataUrl, `${where} (inline image)`));
  } catch (err) {
    throw new Refused(`${where}: ${(err as Error).message}`);
  }
  out = out.replace(/<img\b[^>]*\ssrc=""[^>]*>/g, "");
  const before = tagCounts(input);
  const after = tagCounts(out);
  let changed = false;
  const removed = (what: string, n: number) => {
    report.sanitised.removed[what] = (report.sanitised.removed[what] ?? 0) + n;
    changed = true;
  };
  for (const [tag, n] of before) {
    const lost = n - (after.get(tag) ?? 0);
    if (lost > 0 && tag !== "img") removed(`<${tag}>`, lost);
  }
  const handlers = (input.match(EVENT_ATTR) ?? []).length - (out.match(EVENT_ATTR) ?? []).length;
  if (handlers > 0) removed("on… attributes", handlers);
  if (/javascript:/i.test(input) && !/javascript:/i.test(out)) removed("javascript: links", 1);
  if (changed) report.sanitised.fields++;
  return out;
}

const stampsOf = (record: Obj): Stamps => ({ ...optional("createdAt", timestamp(record.createdAt)), ...optional("updatedAt", timestamp(record.updatedAt)) });

/** The singletons and banners, stored under this site's fixed ids. */
async function prepareBlocks(answers: LegacyContent["singletons"], ctx: Preparing): Promise<{ blocks: PreparedBlock[]; banners: PreparedBanner[] }> {
  const { report, images } = ctx;
  const blocks: PreparedBlock[] = [];
  const banners: PreparedBanner[] = [];
  for (const [key, answer] of answers) {
    const def = SINGLETONS[key];
    const isBanner = def.images.length > 0;
    const k = isBanner ? report.kinds.banners : report.kinds.singletons;
    const what = isBanner ? "banner" : "singleton";
    if (typeof answer === "string") {
      k.refused++;
      report.refused.push({ kind: what, id: key, reason: answer });
      continue;
    }
    await refusing(report, k, what, key, async () => {
      if (isBanner) {
        const image = await images.convert(answer.bannerImgString, `banner ${key}`, GUIDANCE.pageBanner);
        if (image === "" && text(answer.bannerImgString).trim() !== "") report.warnings.push({ kind: "banner", id: key, message: "its image was refused (see images); stored without one" });
        banners.push({ key, image, ...stampsOf(answer) });
        return;
      }
      const fields: Obj = {};
      for (const name of Object.keys(def.schema.shape)) {
        fields[name] = (def.richText as readonly string[]).includes(name) ? await clean(ctx, answer[name], `${key}.${name}`) : text(answer[name]);
      }
      const parsed = def.schema.safeParse(fields);
      if (!parsed.success) throw new Refused(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
      blocks.push({ key, values: parsed.data as Record<string, string>, ...stampsOf(answer) });
    });
  }
  return { blocks, banners };
}

/** How a record of a legacy list is named in the report: its id as given, else its place. */
const shownId = (item: unknown, index: number) => (isObj(item) ? text(item._id) || `#${index + 1}` : `#${index + 1}`);

/** A record of a legacy list as an object with one of our ids, or refused. */
function recordWithId(item: unknown): { record: Obj; id: string } {
  if (!isObj(item)) throw new Refused("not an object");
  const id = legacyId(item._id);
  if (!id) throw new Refused(`its id ${JSON.stringify(text(item._id) || null)} is not 24 hexadecimal characters`);
  return { record: item, id };
}

/** The investments, with their own ids; a tab text used twice is kept and warned about. */
async function prepareInvestments(list: unknown[], ctx: Preparing): Promise<PreparedInvestment[]> {
  const { report, images } = ctx;
  const prepared: PreparedInvestment[] = [];
  for (const [index, item] of list.entries()) {
    const one = await refusing(report, report.kinds.investments, "investment", shownId(item, index), async (): Promise<PreparedInvestment> => {
      const { record, id } = recordWithId(item);
      const where = `investment ${id}`;
      const title = await clean(ctx, record.title, `${where} title`);
      let tabText = text(record.tabText).trim();
      if (tabText === "") {
        tabText = plain(title).slice(0, 200);
        if (tabText === "") throw new Refused("it has neither a tab text nor a title");
        report.warnings.push({ kind: "investment", id, message: `no tab text: using its title "${tabText}"` });
      }
      if (tabText.length > 200) throw new Refused("its tab text is longer than 200 characters");
      const sectorText = text(record.sector);
      let sector = sectorOf(sectorText);
      if (sector === undefined) {
        report.warnings.push({ kind: "investment", id, message: `unknown sector "${sectorText.trim()}": stored without a sector` });
        sector = "";
      }
      const websiteText = text(record.website);
      let website = websiteOf(websiteText);
      if (website === undefined) {
        report.warnings.push({ kind: "investment", id, message: `website "${websiteText.trim()}" is not an http(s) address: stored without one` });
        website = "";
      }
      const highlight = text(record.highlight).trim();
      if (highlight.length > 5000) throw new Refused("its highlight is longer than 5000 characters");
      return {
        id,
        title,
        tabText,
        heroText: await clean(ctx, record.heroText, `${where} heroText`),
        sector,
        highlight,
        heroImage: await images.convert(record.heroImage, `${where} heroImage`, GUIDANCE.investmentHero),
        bannerImage: await images.convert(record.bannerImage, `${where} bannerImage`, GUIDANCE.investmentBanner),
        logo: await images.convert(record.logo, `${where} logo`),
        content: await clean(ctx, record.content, `${where} content`),
        website,
        ...stampsOf(record),
        order: index,
      };
    });
    if (one) prepared.push(one);
  }
  warnSameTabTexts(prepared, report);
  return prepared;
}

function warnSameTabTexts(investments: readonly PreparedInvestment[], report: ImportReport): void {
  const tabTexts = new Map<string, { name: string; ids: string[] }>();
  for (const { id, tabText } of investments) {
    const same = tabTexts.get(tabText.toLowerCase()) ?? { name: tabText, ids: [] };
    same.ids.push(id);
    tabTexts.set(tabText.toLowerCase(), same);
  }
  for (const { name, ids } of tabTexts.values()) {
    if (ids.length > 1) report.warnings.push({ kind: "investment", id: ids.join(", "), message: `the same tab text "${name}" (both kept, with their own ids and links; the company filter lists it once)` });
  }
}

/** The news items, with their own ids; the legacy list is newest first. */
async function prepareNews(list: unknown[], ctx: Preparing): Promise<PreparedNews[]> {
  const { report, images } = ctx;
  const prepared: PreparedNews[] = [];
  for (const [index, item] of list.entries()) {
    const one = await refusing(report, report.kinds.news, "news", shownId(item, index), async (): Promise<PreparedNews> => {
      const { record, id } = recordWithId(item);
      const where = `news ${id}`;
      const title = text(record.title).trim();
      if (title === "") throw new Refused("it has no title");
      if (title.length > 300) throw new Refused("its title is longer than 300 characters");
      const subtitle = text(record.subtitle).trim();
      if (subtitle.length > 1000) throw new Refused("its subtitle is longer than 1000 characters");
      const list = Array.isArray(record.newsImgUrl) ? record.newsImgUrl.map(text) : splitImageList(text(record.newsImgUrl));
      const urls: string[] = [];
      for (const [i, image] of list.entries()) {
        const u = await images.convert(image, `${where} newsImgUrl[${i}]`);
        if (u && !urls.includes(u)) urls.push(u);
      }
      return { id, title, subtitle, newsImgUrl: urls.join(","), content: await clean(ctx, record.content, `${where} content`), ...stampsOf(record), order: -index };
    });
    if (one) prepared.push(one);
  }
  return prepared;
}

/** Writes what was prepared, through the repositories, counting what was created, updated or left. */
async function write(trx: DB, prepared: Prepared, report: ImportReport, opts: ImportOptions, at: Date): Promise<void> {
  const mediaBefore = await countMedia(trx);
  await storeImages(trx, prepared.images.encoded());
  for (const banner of prepared.banners) await writeBanner(trx, banner, report.kinds.banners, at);
  for (const block of prepared.blocks) await writeBlock(trx, block, report.kinds.singletons, at);
  for (const p of prepared.investments) {
    const existing = await findInvestment(trx, p.id);
    // The legacy API has no slugs: a company keeps the address it has, a new one gets one from its tab text.
    const address = { slug: existing?.slug ?? (await freeSlug(trx, slugify(p.tabText) || "company")), homeCard: existing?.homeCard ?? "yes" };
    const row = stamped({ ...p, ...address }, existing, at);
    await upsert(report.kinds.investments, row, existing, {
      insert: () => insertInvestment(trx, row),
      update: ({ id, ...fields }) => updateInvestment(trx, id, fields),
    });
  }
  for (const p of prepared.news) {
    const existing = await findNews(trx, p.id);
    // The legacy API has no slugs either: an article keeps its address, a new one gets one from its title.
    const row = stamped({ ...p, slug: existing?.slug ?? (await freeNewsSlug(trx, slugify(p.title) || "article")) }, existing, at);
    await upsert(report.kinds.news, row, existing, {
      insert: () => insertNews(trx, row),
      update: ({ id, ...fields }) => updateNews(trx, id, fields),
    });
  }
  report.builtInRemoved = await giveWayToImported(trx, prepared.investments, opts);
  report.images.newInDatabase = (await countMedia(trx)) - mediaBefore;
}

async function writeBanner(trx: DB, b: PreparedBanner, k: KindReport, at: Date): Promise<void> {
  const id = SINGLETONS[b.key].id;
  const existing = await findBannerRow(trx, id);
  const stamp = b.updatedAt ?? existing?.updatedAt ?? at.toISOString();
  if (!existing) {
    await insertBanner(trx, { id, name: b.key, image: b.image, createdAt: b.createdAt ?? stamp, updatedAt: stamp });
    k.created++;
  } else if (existing.image === b.image) k.unchanged++;
  else {
    await updateBanner(trx, id, b.image, stamp);
    k.updated++;
  }
}

async function writeBlock(trx: DB, one: PreparedBlock, k: KindReport, at: Date): Promise<void> {
  const id = SINGLETONS[one.key].id;
  const key = one.key as SingletonTableKey;
  const existing = await findSingletonRow(trx, key, id);
  const stamp = one.updatedAt ?? existing?.updatedAt ?? at.toISOString();
  if (!existing) {
    await insertSingleton(trx, key, id, one.values as never, one.createdAt ?? stamp, stamp);
    k.created++;
  } else if (Object.entries(one.values).every(([f, v]) => (existing.fields as Record<string, string>)[f] === v)) k.unchanged++;
  else {
    await updateSingleton(trx, key, id, one.values, stamp);
    k.updated++;
  }
}

/**
 * Timestamps: the legacy record's own; else those already stored (so a re-run finds the record
 * unchanged); else now, spaced by list position so the order of the legacy lists is kept.
 */
function stamped<T extends Stamps & { order: number }>(p: T, existing: { createdAt: string; updatedAt: string } | undefined, at: Date): Omit<T, "order" | "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string } {
  const { order, createdAt, updatedAt, ...fields } = p;
  const created = createdAt ?? existing?.createdAt ?? new Date(at.getTime() + order).toISOString();
  return { ...fields, createdAt: created, updatedAt: updatedAt ?? existing?.updatedAt ?? created };
}

/** Inserts, updates (when a field differs) or leaves the record, and counts which. */
async function upsert<R extends { id: string }>(k: KindReport, row: R, existing: object | undefined, write: { insert(): Promise<void>; update(row: R): Promise<unknown> }): Promise<void> {
  if (!existing) {
    await write.insert();
    k.created++;
  } else if (Object.keys(row).every((f) => (existing as Record<string, unknown>)[f] === (row as Record<string, unknown>)[f])) {
    k.unchanged++;
  } else {
    await write.update(row);
    k.updated++;
  }
}

/** The built-in portfolio of a first start gives way to the legacy one; answers how many companies went. */
async function giveWayToImported(trx: DB, imported: readonly PreparedInvestment[], opts: ImportOptions): Promise<number> {
  const mark = await readPortfolioMark(trx);
  if (!mark) {
    await claimPortfolioMark(trx, "imported");
    return 0;
  }
  if (mark !== "seeded" || opts.keepBuiltIn) return 0;
  const ids = new Set(imported.map((p) => p.id));
  return deleteUnchangedInvestments(
    trx,
    companyPages.map((_, i) => seededInvestmentId(i)).filter((id) => !ids.has(id)),
  );
}

const optional = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

async function readList(base: string, path: string, pick: (body: unknown) => unknown[] | undefined): Promise<unknown[]> {
  const r = await getLegacy(base, path);
  const list = r.status === 200 ? pick(r.body) : undefined;
  if (!list) throw new LegacyImportError(`The legacy site's /api${path} answered ${r.status} without the expected list: nothing was imported.`);
  // A list that leaves out the content (a projection) is completed from each record's own route.
  const out: unknown[] = [];
  for (const item of list) {
    if (isObj(item) && !("content" in item) && legacyId(item._id)) {
      const one = await getLegacy(base, `${path}/${legacyId(item._id)}`);
      const body = isObj(one.body) && isObj(one.body.newsAndEvents) ? one.body.newsAndEvents : one.body;
      out.push(one.status === 200 && isObj(body) ? body : item);
    } else out.push(item);
  }
  return out;
}

const pad = (s: string, n: number) => s.padEnd(n);

/** The report as the command prints it. */
export function formatReport(r: ImportReport): string {
  const verb = r.dryRun ? { c: "would create", u: "would update" } : { c: "created", u: "updated" };
  const line = (name: string, k: KindReport) =>
    `  ${pad(name, 12)} ${k.read} read: ${k.created} ${verb.c}, ${k.updated} ${verb.u}, ${k.unchanged} unchanged${k.refused ? `, ${k.refused} refused` : ""}\n`;
  let out = `Legacy import from ${r.source}${r.dryRun ? " (dry run: nothing was changed)" : ""}\n`;
  out += line("singletons", r.kinds.singletons);
  out += line("banners", r.kinds.banners);
  out += line("investments", r.kinds.investments);
  out += line("news", r.kinds.news);
  const i = r.images;
  out += `  ${pad("images", 12)} ${i.found} inline images: ${i.stored} converted to stored media (${i.resized} scaled down to the size guidance), ${i.reused} repeats reused, ${i.refused.length} refused; ${i.newInDatabase} new in the database\n`;
  const removed = Object.entries(r.sanitised.removed).map(([t, n]) => `${t} ×${n}`);
  out += `  ${pad("rich text", 12)} ${r.sanitised.fields} fields sanitised${removed.length ? ` (removed ${removed.join(", ")})` : ""}\n`;
  out += `  ${pad("users", 12)} not imported (the legacy API does not give them out): sign in as super_admin and add them\n`;
  if (r.builtInRemoved) out += `  ${pad("built-in", 12)} ${r.builtInRemoved} unchanged built-in companies of the first start ${r.dryRun ? "would be" : "were"} removed (--keep-builtin keeps them)\n`;
  const refused = [...r.refused.map((x) => `  ${x.kind} ${x.id}: ${x.reason}`), ...i.refused.map((x) => `  image in ${x.where}: ${x.reason}`)];
  if (refused.length) out += `Refused:\n${refused.join("\n")}\n`;
  if (r.warnings.length) out += `Warnings:\n${r.warnings.map((w) => `  ${w.kind} ${w.id}: ${w.message}`).join("\n")}\n`;
  return out;
}
