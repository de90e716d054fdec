/**
 * `npm run import -- --from-api URL`: moves the legacy site's content here with its ids (so old
 * /news-and-events/{id} and /our-investments/{id} links keep working). Every GET route of SPEC.md
 * section 7 is read (users cannot be, and are not imported); inline images become stored media,
 * rich text is sanitised, and a report says what was created, updated, left, refused and why.
 * It runs in one transaction: a re-run updates instead of duplicating, and `dryRun` rolls back.
 */
import type { Kysely } from "kysely";
import { companyPages } from "../../shared/content/companies.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
import { ID_PATTERN } from "../../shared/ids.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { splitImageList } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import type { Investment, News } from "../db/schema.ts";
import { SINGLETON_TABLES } from "../db/schema.ts";
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

export async function importLegacySite(db: DB, url: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const base = legacyBase(url);
  const report: ImportReport = {
    source: base,
    dryRun: !!opts.dryRun,
    kinds: { singletons: kind(), banners: kind(), investments: kind(), news: kind() },
    images: { found: 0, stored: 0, reused: 0, resized: 0, refused: [], newInDatabase: 0 },
    sanitised: { fields: 0, removed: {} },
    refused: [],
    warnings: [],
    builtInRemoved: 0,
  };

  // Read everything first: a site that cannot be read changes nothing.
  const singletonAnswers = new Map<SingletonKey, Obj | string>();
  for (const key of Object.keys(SINGLETONS) as SingletonKey[]) {
    const def = SINGLETONS[key];
    const id = opts.singletonIds?.[key] ?? def.id;
    const r = await getLegacy(base, `${def.path}/${id}`);
    const body = isObj(r.body) ? r.body[def.envelope] : undefined;
    if (r.status !== 200) singletonAnswers.set(key, `the legacy site answered ${r.status} for /api${def.path}/${id}`);
    else if (!isObj(body)) singletonAnswers.set(key, `the answer has no ${def.envelope} object`);
    else singletonAnswers.set(key, body);
  }
  const investments = await readList(base, "/investments", (b) => (Array.isArray(b) ? b : isObj(b) && Array.isArray(b.investments) ? b.investments : undefined));
  const news = await readList(base, "/news-and-events", (b) => (isObj(b) && Array.isArray(b.newsAndEvents) ? b.newsAndEvents : Array.isArray(b) ? b : undefined));

  // Prepare everything (sanitising, image checks and encoding) before the transaction: it then
  // only writes, and holds its locks for as short a time as possible.
  const images = new LegacyImages();
  const at = new Date();

  const clean = async (html: unknown, where: string): Promise<string> => {
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
  };

  // --- singletons and banners, stored under this site's fixed ids
  const singletons: { key: SingletonKey; values: Record<string, string>; createdAt?: string; updatedAt?: string }[] = [];
  const banners: { key: SingletonKey; image: string; createdAt?: string; updatedAt?: string }[] = [];
  for (const [key, answer] of singletonAnswers) {
    const def = SINGLETONS[key];
    const isBanner = def.images.length > 0;
    const k = isBanner ? report.kinds.banners : report.kinds.singletons;
    const what = isBanner ? "banner" : "singleton";
    if (typeof answer === "string") {
      k.refused++;
      report.refused.push({ kind: what, id: key, reason: answer });
      continue;
    }
    const stamps = { ...optional("createdAt", timestamp(answer.createdAt)), ...optional("updatedAt", timestamp(answer.updatedAt)) };
    try {
      if (isBanner) {
        const image = await images.convert(answer.bannerImgString, `banner ${key}`, GUIDANCE.pageBanner);
        if (image === "" && text(answer.bannerImgString).trim() !== "") report.warnings.push({ kind: "banner", id: key, message: "its image was refused (see images); stored without one" });
        banners.push({ key, image, ...stamps });
      } else {
        const fields: Obj = {};
        for (const name of Object.keys(def.schema.shape)) {
          fields[name] = (def.richText as readonly string[]).includes(name) ? await clean(answer[name], `${key}.${name}`) : text(answer[name]);
        }
        const parsed = def.schema.safeParse(fields);
        if (!parsed.success) throw new Refused(parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; "));
        singletons.push({ key, values: parsed.data as Record<string, string>, ...stamps });
      }
      k.read++;
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      k.refused++;
      report.refused.push({ kind: what, id: key, reason: err.message });
    }
  }

  // --- investments and news, with their own ids
  type Stamps = { createdAt?: string; updatedAt?: string; order: number };
  const preparedInvestments: (Omit<Investment, "createdAt" | "updatedAt" | "slug" | "homeCard"> & Stamps)[] = [];
  const tabTexts = new Map<string, { name: string; ids: string[] }>();
  for (const [index, item] of investments.entries()) {
    const k = report.kinds.investments;
    const shown = isObj(item) ? text(item._id) || `#${index + 1}` : `#${index + 1}`;
    try {
      if (!isObj(item)) throw new Refused("not an object");
      const id = legacyId(item._id);
      if (!id) throw new Refused(`its id ${JSON.stringify(text(item._id) || null)} is not 24 hexadecimal characters`);
      const where = `investment ${id}`;
      const title = await clean(item.title, `${where} title`);
      let tabText = text(item.tabText).trim();
      if (tabText === "") {
        tabText = plain(title).slice(0, 200);
        if (tabText === "") throw new Refused("it has neither a tab text nor a title");
        report.warnings.push({ kind: "investment", id, message: `no tab text: using its title "${tabText}"` });
      }
      if (tabText.length > 200) throw new Refused("its tab text is longer than 200 characters");
      const sectorText = text(item.sector);
      let sector = sectorOf(sectorText);
      if (sector === undefined) {
        report.warnings.push({ kind: "investment", id, message: `unknown sector "${sectorText.trim()}": stored without a sector` });
        sector = "";
      }
      const websiteText = text(item.website);
      let website = websiteOf(websiteText);
      if (website === undefined) {
        report.warnings.push({ kind: "investment", id, message: `website "${websiteText.trim()}" is not an http(s) address: stored without one` });
        website = "";
      }
      const highlight = text(item.highlight).trim();
      if (highlight.length > 5000) throw new Refused("its highlight is longer than 5000 characters");
      preparedInvestments.push({
        id,
        title,
        tabText,
        heroText: await clean(item.heroText, `${where} heroText`),
        sector,
        highlight,
        heroImage: await images.convert(item.heroImage, `${where} heroImage`, GUIDANCE.investmentHero),
        bannerImage: await images.convert(item.bannerImage, `${where} bannerImage`, GUIDANCE.investmentBanner),
        logo: await images.convert(item.logo, `${where} logo`),
        content: await clean(item.content, `${where} content`),
        website,
        ...optional("createdAt", timestamp(item.createdAt)),
        ...optional("updatedAt", timestamp(item.updatedAt)),
        order: index,
      });
      const same = tabTexts.get(tabText.toLowerCase()) ?? { name: tabText, ids: [] };
      same.ids.push(id);
      tabTexts.set(tabText.toLowerCase(), same);
      k.read++;
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      k.refused++;
      report.refused.push({ kind: "investment", id: shown, reason: err.message });
    }
  }
  for (const { name, ids } of tabTexts.values()) {
    if (ids.length > 1) report.warnings.push({ kind: "investment", id: ids.join(", "), message: `the same tab text "${name}" (both kept, with their own ids and links; the company filter lists it once)` });
  }

  const preparedNews: (Omit<News, "createdAt" | "updatedAt"> & Stamps)[] = [];
  for (const [index, item] of news.entries()) {
    const k = report.kinds.news;
    const shown = isObj(item) ? text(item._id) || `#${index + 1}` : `#${index + 1}`;
    try {
      if (!isObj(item)) throw new Refused("not an object");
      const id = legacyId(item._id);
      if (!id) throw new Refused(`its id ${JSON.stringify(text(item._id) || null)} is not 24 hexadecimal characters`);
      const where = `news ${id}`;
      const title = text(item.title).trim();
      if (title === "") throw new Refused("it has no title");
      if (title.length > 300) throw new Refused("its title is longer than 300 characters");
      const subtitle = text(item.subtitle).trim();
      if (subtitle.length > 1000) throw new Refused("its subtitle is longer than 1000 characters");
      const list = Array.isArray(item.newsImgUrl) ? item.newsImgUrl.map(text) : splitImageList(text(item.newsImgUrl));
      const urls: string[] = [];
      for (const [i, image] of list.entries()) {
        const u = await images.convert(image, `${where} newsImgUrl[${i}]`);
        if (u && !urls.includes(u)) urls.push(u);
      }
      preparedNews.push({
        id,
        title,
        subtitle,
        newsImgUrl: urls.join(","),
        content: await clean(item.content, `${where} content`),
        ...optional("createdAt", timestamp(item.createdAt)),
        ...optional("updatedAt", timestamp(item.updatedAt)),
        order: -index,
      });
      k.read++;
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      k.refused++;
      report.refused.push({ kind: "news", id: shown, reason: err.message });
    }
  }
  Object.assign(report.images, images.stats);

  /**
   * Timestamps: the legacy record's own; else those already stored (so a re-run finds the record
   * unchanged); else now, spaced by list position so the order of the legacy lists is kept.
   */
  const stamped = <T extends Stamps>(p: T, existing: { createdAt: string; updatedAt: string } | undefined) => {
    const { order, createdAt, updatedAt, ...fields } = p;
    const created = createdAt ?? existing?.createdAt ?? new Date(at.getTime() + order).toISOString();
    return { ...fields, createdAt: created, updatedAt: updatedAt ?? existing?.updatedAt ?? created };
  };

  try {
    await db.transaction().execute(async (trx) => {
      const countMedia = async () => Number((await trx.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      const mediaBefore = await countMedia();
      await storeImages(trx, images.encoded());

      for (const b of banners) {
        const def = SINGLETONS[b.key];
        const k = report.kinds.banners;
        const existing = await trx.selectFrom("banners").selectAll().where("id", "=", def.id).executeTakeFirst();
        const stamp = b.updatedAt ?? existing?.updatedAt ?? at.toISOString();
        if (!existing) {
          await trx.insertInto("banners").values({ id: def.id, name: b.key, image: b.image, createdAt: b.createdAt ?? stamp, updatedAt: stamp }).execute();
          k.created++;
        } else if (existing.image === b.image) k.unchanged++;
        else {
          await trx.updateTable("banners").set({ image: b.image, updatedAt: stamp }).where("id", "=", def.id).execute();
          k.updated++;
        }
      }
      for (const one of singletons) {
        const def = SINGLETONS[one.key];
        const k = report.kinds.singletons;
        const table = SINGLETON_TABLES[one.key as keyof typeof SINGLETON_TABLES];
        const existing = (await trx.selectFrom(table).selectAll().where("id", "=", def.id).executeTakeFirst()) as Record<string, string> | undefined;
        const stamp = one.updatedAt ?? existing?.updatedAt ?? at.toISOString();
        if (!existing) {
          await trx.insertInto(table).values({ id: def.id, ...one.values, createdAt: one.createdAt ?? stamp, updatedAt: stamp }).execute();
          k.created++;
        } else if (Object.entries(one.values).every(([f, v]) => existing[f] === v)) k.unchanged++;
        else {
          await trx.updateTable(table).set({ ...one.values, updatedAt: stamp }).where("id", "=", def.id).execute();
          k.updated++;
        }
      }
      for (const p of preparedInvestments) {
        const existing = await trx.selectFrom("investments").selectAll().where("id", "=", p.id).executeTakeFirst();
        // The legacy API has no slugs: a company keeps the address it has, a new one gets one from its tab text.
        const address = { slug: existing?.slug ?? (await freeSlug(trx, slugify(p.tabText) || "company")), homeCard: existing?.homeCard ?? "yes" };
        await upsert(trx, "investments", stamped({ ...p, ...address }, existing), existing, report.kinds.investments);
      }
      for (const p of preparedNews) {
        const existing = await trx.selectFrom("newsItems").selectAll().where("id", "=", p.id).executeTakeFirst();
        await upsert(trx, "newsItems", stamped(p, existing), existing, report.kinds.news);
      }

      // --- the built-in portfolio of a first start gives way to the legacy one
      const mark = await readPortfolioMark(trx);
      if (!mark) await claimPortfolioMark(trx, "imported");
      else if (mark === "seeded" && !opts.keepBuiltIn) {
        const imported = new Set(preparedInvestments.map((p) => p.id));
        const builtIn = companyPages.map((_, i) => seededInvestmentId(i)).filter((id) => !imported.has(id));
        const r = await trx.deleteFrom("investments").where("id", "in", builtIn).whereRef("updatedAt", "=", "createdAt").executeTakeFirst();
        report.builtInRemoved = Number(r.numDeletedRows);
      }

      report.images.newInDatabase = (await countMedia()) - mediaBefore;
      if (opts.dryRun) throw new DryRun();
    });
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
  }
  return report;
}

const optional = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** Inserts, updates (when a field differs) or leaves the row, and counts which. */
async function upsert(trx: DB, table: "investments" | "newsItems", row: Record<string, string>, existing: Record<string, unknown> | undefined, k: KindReport): Promise<void> {
  const db = trx as unknown as Kysely<any>;
  const r = row;
  if (!existing) {
    await db.insertInto(table).values(r).execute();
    k.created++;
  } else if (Object.keys(r).every((f) => existing[f] === r[f])) {
    k.unchanged++;
  } else {
    const { id, ...fields } = r;
    await db.updateTable(table).set(fields).where("id", "=", id).execute();
    k.updated++;
  }
}

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
