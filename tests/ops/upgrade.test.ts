import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/index.ts";
import { MIGRATIONS_FOLDER, migrateToLatest } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import { PORTFOLIO_MARK, seedPortfolio, seededInvestmentId } from "../../server/db/seed-portfolio.ts";
import { NEWS_MARK, seedNews, seededNewsId } from "../../server/db/seed-news.ts";
import { companyPages } from "../../shared/content/companies.ts";
import { lowCupGallery } from "../../shared/content/images.ts";
import { fixedArticles } from "../../shared/content/news.ts";
import { leaders as builtInLeaders } from "../../shared/content/leadership.ts";
import { LEADERS_MARK, seedLeaders } from "../../server/db/seed-leaders.ts";
import { DOCUMENTS_MARK, seedDocuments } from "../../server/db/seed-documents.ts";
import { builtInDocuments } from "../../shared/content/documents.ts";
import { mediaStore } from "../../server/storage/index.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
import { SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { SINGLETON_KEYS, SINGLETONS, type TextBlockKey } from "../../shared/schemas/content.ts";
import { readSingleton, updateSingleton } from "../../server/db/repositories/singletons.ts";
import { search, syncSearchIndex } from "../../server/services/search.ts";
import { publishDraft, saveDraft } from "../../server/services/drafts.ts";
import { testDatabases } from "../helpers/databases.ts";
import { ownTables } from "../helpers/tables.ts";

/** The first migration of this release: the previous release's are the ones before it. */
const FIRST_NEW_MIGRATION = "20261127T1000";

/** A database with no migrations applied, on the dialect of `name`. */
async function bareDatabase(name: "sqlite" | "postgres"): Promise<{ h: DatabaseHandle; dispose(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-upgrade-"));
  if (name === "sqlite") {
    const h = await openDatabase({ dataDir: dir, migrate: false });
    return { h, dispose: async () => (await h.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `u_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const h = await openDatabase({ databaseUrl: url, dataDir: dir, pgSchema: schema, migrate: false });
  return {
    h,
    async dispose() {
      await h.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => c.end());
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The previous release's seed(): its blocks (each in a table of its own) and banners with their
 * fixed ids and texts, and the super_admin. This release's seed() would also write the blocks
 * declared since, whose table the previous release did not have.
 */
async function previousReleaseSeed(db: Kysely<any>, at: string): Promise<void> {
  // Only the columns the previous release had: a field declared since has none there yet.
  // On PostgreSQL other runs' schemas (of other versions) live beside ours: only this one's tables count.
  const { rows } = await sql<{ s: string | null }>`select current_schema() as s`.execute(db).catch(() => ({ rows: [{ s: null }] }));
  const ours = await ownTables(db.withoutPlugins(), rows[0]?.s ? "postgres" : "sqlite");
  const columns = new Map(ours.map((t) => [t.name, new Set(t.columns)]));
  for (const key of SINGLETON_KEYS) {
    const def = SINGLETONS[key];
    if (def.storage === "banner") await db.insertInto("banners").values({ id: def.id, name: key, image: "", createdAt: at, updatedAt: at }).execute();
    else if (typeof def.storage === "object") {
      const table = def.storage.table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const had = columns.get(table)!;
      const fields = Object.fromEntries(Object.entries(def.fallback).filter(([f]) => had.has(f)));
      await db.withoutPlugins().insertInto(table).values({ id: def.id, ...fields, created_at: at, updated_at: at }).execute();
    }
  }
  await db.insertInto("users").values({ id: "bbbbbbbbbbbbbbbbbbbbbbb1", username: SUPER_ADMIN_USERNAME, role: SUPER_ADMIN_ROLE, passwordHash: "x", createdAt: at, updatedAt: at }).execute();
}

/**
 * What the previous release's first start stored: the sixteen companies under their fixed ids,
 * without slugs, the energy companies without a sector (it was not storable), their images empty
 * here (the images do not matter to the upgrade), and the mark saying it was done.
 */
async function previousReleaseStart(db: Kysely<any>, at: string): Promise<void> {
  await previousReleaseSeed(db, at);
  const rows = companyPages.map((c, i) => ({
    id: seededInvestmentId(i),
    title: `<p>${c.title}</p>`,
    tabText: c.name,
    heroText: `<p>${c.heroText}</p>`,
    sector: (INVESTMENT_SECTORS as readonly string[]).includes(c.sector) ? c.sector : "",
    highlight: c.description[0],
    heroImage: "",
    bannerImage: "",
    logo: "",
    content: c.description.slice(1).map((p) => `<p>${p}</p>`).join(""),
    website: c.website,
    createdAt: at,
    updatedAt: at,
  }));
  await db.insertInto("investments").values(rows).execute();
  await db.insertInto("settings").values({ key: PORTFOLIO_MARK, value: "seeded", createdAt: at, updatedAt: at }).execute();
}

for (const database of testDatabases()) {
  describe(`starting this release on a database of the previous one (${database.name})`, () => {
    let folder: string;
    beforeAll(() => {
      // The previous release's migrations: a copy of the folder without this release's files.
      folder = mkdtempSync(path.join(os.tmpdir(), "r28-previous-"));
      cpSync(MIGRATIONS_FOLDER, path.join(folder, "migrations"), { recursive: true });
      for (const f of readdirSync(path.join(folder, "migrations"))) if (f >= FIRST_NEW_MIGRATION) rmSync(path.join(folder, "migrations", f));
      symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"), "dir");
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it("gives the stored companies their addresses once and touches nothing staff changed", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        const seededAt = "2026-11-20T08:00:00.000Z";
        await previousReleaseStart(db, seededAt);
        // Staff at work on the previous release: an edit, a deletion, two new companies.
        const staffAt = "2026-11-25T10:00:00.000Z";
        const id = (slug: string) => seededInvestmentId(companyPages.findIndex((c) => c.slug === slug));
        await db.updateTable("investments").set({ highlight: "Edited by staff", updatedAt: staffAt }).where("id", "=", id("osc")).execute();
        await db.deleteFrom("investments").where("id", "=", id("fidc")).execute();
        const staffRow = (rowId: string, tabText: string) => ({
          id: rowId, title: "", tabText, heroText: "", sector: "real estate", highlight: "", heroImage: "", bannerImage: "", logo: "", content: "", website: "", createdAt: staffAt, updatedAt: staffAt,
        });
        await db.insertInto("investments").values([staffRow("aaaaaaaaaaaaaaaaaaaaaaa1", "Harbour Logistics"), staffRow("aaaaaaaaaaaaaaaaaaaaaaa2", "Arbico")]).execute();
        const before = await db.selectFrom("investments").selectAll().orderBy("id").execute();

        // This release starts: migrations, then the first-start seeds (which find their marks).
        for (let start = 0; start < 2; start++) {
          await migrateToLatest(db, h.dialect);
          await seed(h.db, undefined);
          expect(await seedPortfolio(h.db, true)).toEqual({ mark: "seeded", added: 0 });
          expect(await seedLeaders(h.db)).toBe(start === 0 ? builtInLeaders.length : 0);
        }

        const after = await db.selectFrom("investments").selectAll().orderBy("id").execute();
        const bySlug = new Map(after.map((r) => [r.slug as string, r]));
        // Every seeded company still there has its old page's address; staff's get theirs from the tab text.
        for (const c of companyPages.filter((c) => c.slug !== "fidc")) expect(bySlug.get(c.slug)?.id, c.slug).toBe(id(c.slug));
        expect(bySlug.get("harbour-logistics")?.id).toBe("aaaaaaaaaaaaaaaaaaaaaaa1");
        expect(bySlug.get("arbico-2")?.id).toBe("aaaaaaaaaaaaaaaaaaaaaaa2");
        expect(after.filter((r) => r.id === id("fidc"))).toEqual([]);
        // The untouched energy companies join the energy sector; the one staff edited keeps what it had.
        expect(bySlug.get("r28-energy")?.sector).toBe("energy");
        expect(bySlug.get("biswal-oil-and-gas")?.sector).toBe("energy");
        expect(bySlug.get("osc")).toMatchObject({ sector: "", highlight: "Edited by staff", updatedAt: staffAt });
        expect(after.filter((r) => r.homeCard === "no").map((r) => r.slug)).toEqual(["ledco"]);
        // Nothing else changed: same rows, same texts, same times.
        const strip = (r: Record<string, unknown>) => {
          const { slug: _s, homeCard: _h, sector: _sector, ...rest } = r;
          return rest;
        };
        expect(after.map(strip)).toEqual(before.map(strip));

        // The people of the leadership pages, code in the previous release, are stored once, in order.
        const people = await db.selectFrom("leaders").selectAll().orderBy("position").execute();
        expect(people.map((p) => [p.slug, p.name, p.group])).toEqual(builtInLeaders.map((l) => [l.slug, l.name, l.isChairman ? "board" : "executive"]));
        expect(await db.selectFrom("settings").select("value").where("key", "=", LEADERS_MARK).executeTakeFirst()).toEqual({ value: "seeded" });
        // Staff edit one and remove another; the next starts add nothing back and change nothing.
        await db.updateTable("leaders").set({ role: "Chair of the Board", updatedAt: staffAt }).where("slug", "=", builtInLeaders[0]!.slug).execute();
        await db.deleteFrom("leaders").where("slug", "=", builtInLeaders[3]!.slug).execute();
        const edited = await db.selectFrom("leaders").selectAll().orderBy("position").execute();
        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        expect(await seedLeaders(h.db)).toBe(0);
        expect(await db.selectFrom("leaders").selectAll().orderBy("position").execute()).toEqual(edited);
      } finally {
        await dispose();
      }
    });

    it("adds the blocks declared since (sectors, page copy, statistics labels) once, with their seeds, and keeps what staff change", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        const seededAt = "2026-11-20T08:00:00.000Z";
        await previousReleaseStart(db, seededAt);
        // Staff changed a block of the previous release: it stays as they left it.
        await db.withoutPlugins().updateTable("core_values").set({ integrity: "Staff's integrity text", updated_at: "2026-11-25T10:00:00.000Z" }).execute();
        const blocks = SINGLETON_KEYS.filter((k) => SINGLETONS[k].storage === "block") as TextBlockKey[];
        expect(blocks).toEqual(expect.arrayContaining(["sectorConstruction", "sectorMining", "coreValuesCopy", "aboutUs", "contactPage", "statLabels", "privacyNotice", "accessibilityStatement"]));

        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        // Each new block is there once, with the built-in copy (SPEC's sector subtitles and stats labels among it).
        const rows = await h.db.selectFrom("contentBlocks").selectAll().orderBy("id").execute();
        expect(rows.map((r) => r.kind).sort()).toEqual([...blocks].sort());
        for (const key of blocks) expect(await readSingleton(h.db, key, SINGLETONS[key].id), key).toEqual(SINGLETONS[key].fallback);
        expect((await readSingleton(h.db, "sectorConstruction", SINGLETONS.sectorConstruction.id))?.cardSubtitle).toBe("$67B AUM");
        expect((await readSingleton(h.db, "statLabels", SINGLETONS.statLabels.id))?.sectors).toBe("Business Sectors");

        // Staff edit a new block; later starts add nothing and change nothing.
        await updateSingleton(h.db, "sectorHealthcare", SINGLETONS.sectorHealthcare.id, { cardDescription: "Edited by staff" }, "2026-11-29T09:00:00.000Z");
        const before = await h.db.selectFrom("contentBlocks").selectAll().orderBy("id").execute();
        for (let start = 0; start < 2; start++) {
          await migrateToLatest(db, h.dialect);
          await seed(h.db, undefined);
        }
        expect(await h.db.selectFrom("contentBlocks").selectAll().orderBy("id").execute()).toEqual(before);
        expect((await readSingleton(h.db, "sectorHealthcare", SINGLETONS.sectorHealthcare.id))?.cardDescription).toBe("Edited by staff");
        expect((await readSingleton(h.db, "coreValues", SINGLETONS.coreValues.id))?.integrity).toBe("Staff's integrity text");
      } finally {
        await dispose();
      }
    });

    it("keeps the old company addresses of a database made before articles had addresses, and their revision triggers", async () => {
      const before = mkdtempSync(path.join(os.tmpdir(), "r28-before-articles-"));
      cpSync(MIGRATIONS_FOLDER, path.join(before, "migrations"), { recursive: true });
      for (const f of readdirSync(path.join(before, "migrations"))) if (f >= "20261128T0100") rmSync(path.join(before, "migrations", f));
      symlinkSync(path.resolve("node_modules"), path.join(before, "node_modules"), "dir");
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(before, "migrations"));
        const at = "2026-11-27T12:00:00.000Z";
        await db.insertInto("slugRedirects").values({ id: "cccccccccccccccccccccccc", fromSlug: "old-name", investmentId: "aaaaaaaaaaaaaaaaaaaaaaa1", username: "editor", createdAt: at, updatedAt: at }).execute();
        await migrateToLatest(db, h.dialect);
        expect(await db.selectFrom("slugRedirects").selectAll().execute()).toEqual([
          { id: "cccccccccccccccccccccccc", kind: "investment", fromSlug: "old-name", investmentId: "aaaaaaaaaaaaaaaaaaaaaaa1", username: "editor", createdAt: at, updatedAt: at },
        ]);
        // One old slug per section: an article may have had the same one.
        await db.insertInto("slugRedirects").values({ id: "dddddddddddddddddddddddd", kind: "news", fromSlug: "old-name", investmentId: "bbbbbbbbbbbbbbbbbbbbbbb1", createdAt: at, updatedAt: at }).execute();
        await expect(db.insertInto("slugRedirects").values({ id: "eeeeeeeeeeeeeeeeeeeeeeee", kind: "news", fromSlug: "old-name", investmentId: "x", createdAt: at, updatedAt: at }).execute()).rejects.toThrow();
        // Writes to the rebuilt table still raise the content revision (public pages read it).
        const revision = async () => Number((await db.selectFrom("contentRevision").select("revision").executeTakeFirstOrThrow()).revision);
        const r0 = await revision();
        await db.deleteFrom("slugRedirects").where("id", "=", "dddddddddddddddddddddddd").execute();
        expect(await revision()).toBeGreaterThan(r0);
      } finally {
        await dispose();
        rmSync(before, { recursive: true, force: true });
      }
    });

    it("stores the built-in articles once, gives staff's articles addresses, and never brings back one staff deleted", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await previousReleaseStart(db, "2026-11-20T08:00:00.000Z");
        // Staff's articles on the previous release (which showed low-cup and lagos-arena from code):
        // one titled like a built-in article, which must not take its address.
        const staffAt = "2026-11-25T10:00:00.000Z";
        const article = (id: string, title: string) => ({ id, title, subtitle: "By staff", newsImgUrl: "/media/x.png", content: "<p>Staff text</p>", createdAt: staffAt, updatedAt: staffAt });
        await db.insertInto("newsItems").values([article("bbbbbbbbbbbbbbbbbbbbbbb1", "Harbour Opening"), article("bbbbbbbbbbbbbbbbbbbbbbb2", "Low Cup")]).execute();

        for (let start = 0; start < 2; start++) {
          await migrateToLatest(db, h.dialect);
          await seed(h.db, undefined);
          await seedPortfolio(h.db, true);
          expect(await seedNews(h.db)).toEqual({ added: start === 0 ? 2 : 0 });
        }
        const rows = await db.selectFrom("newsItems").selectAll().orderBy("createdAt").execute();
        const bySlug = new Map(rows.map((r) => [r.slug as string, r]));
        expect([...bySlug.keys()].sort()).toEqual(["harbour-opening", "lagos-arena", "low-cup", "low-cup-2"]);
        expect(bySlug.get("low-cup-2")).toMatchObject({ id: "bbbbbbbbbbbbbbbbbbbbbbb2", title: "Low Cup", content: "<p>Staff text</p>", updatedAt: staffAt, gallery: "[]", heroImage: "" });
        const [low, arena] = fixedArticles;
        expect(bySlug.get("low-cup")).toMatchObject({ id: seededNewsId(0), title: low!.title, createdAt: `${low!.date}T12:00:00.000Z`, heroImage: low!.heroImage });
        expect(JSON.parse(bySlug.get("low-cup")!.gallery as string).map((g: { image: string }) => g.image)).toEqual(lowCupGallery.map((g) => g.src));
        expect(bySlug.get("lagos-arena")).toMatchObject({ id: seededNewsId(1), title: arena!.title });

        // Staff delete a built-in article: later starts leave it deleted.
        await db.deleteFrom("newsItems").where("id", "=", seededNewsId(1)).execute();
        await migrateToLatest(db, h.dialect);
        expect(await seedNews(h.db)).toEqual({ added: 0 });
        expect(await db.selectFrom("newsItems").select("id").where("slug", "=", "lagos-arena").execute()).toEqual([]);
        expect(await db.selectFrom("settings").select("value").where("key", "=", NEWS_MARK).executeTakeFirst()).toEqual({ value: "seeded" });
      } finally {
        await dispose();
      }
    });

    it("adds the built-in reports and documents once, with their PDFs, and never brings back one staff deleted or changes one staff edited", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await previousReleaseStart(db, "2026-11-20T08:00:00.000Z");

        for (let start = 0; start < 2; start++) {
          await migrateToLatest(db, h.dialect);
          await seed(h.db, undefined);
          expect(await seedDocuments(h.db)).toBe(start === 0 ? builtInDocuments.length : 0);
        }
        const rows = await h.db.selectFrom("documents").selectAll().orderBy("slug").execute();
        expect(rows.map((r) => r.slug)).toEqual(builtInDocuments.map((d) => d.slug).sort());
        // Each file is a real PDF in the media store, under the key and checksum its row names.
        for (const row of rows) {
          const info = await mediaStore().head(h.db, row.fileKey);
          expect(info, row.slug).toMatchObject({ size: Number(row.fileSize), sha256: row.fileSha256 });
          const got = await mediaStore().get(h.db, row.fileKey, { start: 0, end: 4 });
          const head: Buffer[] = [];
          for await (const c of got!.body) head.push(Buffer.from(c as Uint8Array));
          expect(Buffer.concat(head).toString("latin1"), row.slug).toBe("%PDF-");
        }
        expect(await db.selectFrom("settings").select("value").where("key", "=", DOCUMENTS_MARK).executeTakeFirst()).toEqual({ value: "seeded" });

        // Staff edit one and delete another: later starts add nothing back and change nothing.
        const staffAt = "2026-11-29T10:00:00.000Z";
        await h.db.updateTable("documents").set({ title: "Annual Review 2025 (revised)", updatedAt: staffAt }).where("slug", "=", "annual-review-2025").execute();
        await h.db.deleteFrom("documents").where("slug", "=", "press-kit-2025").execute();
        const edited = await h.db.selectFrom("documents").selectAll().orderBy("slug").execute();
        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        expect(await seedDocuments(h.db)).toBe(0);
        expect(await h.db.selectFrom("documents").selectAll().orderBy("slug").execute()).toEqual(edited);
        // Writes to the table raise the content revision (the public pages read it).
        const revision = async () => Number((await db.selectFrom("contentRevision").select("revision").executeTakeFirstOrThrow()).revision);
        const r0 = await revision();
        await h.db.updateTable("documents").set({ description: "Changed" }).where("slug", "=", "annual-review-2024").execute();
        expect(await revision()).toBeGreaterThan(r0);

        // A report stored before reports had history takes a draft and publishes it: the state found
        // is kept as revision 0, the publish as revision 1, and its file stays where it was.
        const report = (await h.db.selectFrom("documents").selectAll().where("slug", "=", "annual-review-2024").executeTakeFirstOrThrow()) as { id: string; fileKey: string };
        const actor = { userId: "bbbbbbbbbbbbbbbbbbbbbbb1", username: SUPER_ADMIN_USERNAME, ip: "" };
        await saveDraft(h.db, "document", report.id, { title: "Annual Review 2024 (audited)" }, { actor });
        expect((await h.db.selectFrom("documents").select("title").where("id", "=", report.id).executeTakeFirstOrThrow()).title).not.toBe("Annual Review 2024 (audited)");
        await publishDraft(h.db, "document", report.id, { actor });
        const published = await h.db.selectFrom("documents").selectAll().where("id", "=", report.id).executeTakeFirstOrThrow();
        expect(published).toMatchObject({ title: "Annual Review 2024 (audited)", slug: "annual-review-2024", fileKey: report.fileKey });
        const kept = await h.db.selectFrom("documentVersions").select(["revision", "action"]).where("docId", "=", report.id).orderBy("revision").execute();
        expect(kept.map((v) => `${v.revision}:${v.action}`)).toEqual(["0:baseline", "1:publish"]);
      } finally {
        await dispose();
      }
    });

    it("adds the privacy notice, the accessibility statement and empty social links once, and keeps staff's edits", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await previousReleaseStart(db, "2026-11-20T08:00:00.000Z");
        const staffAt = "2026-11-25T10:00:00.000Z";
        await db.updateTable("footer").set({ about: "Edited footer", updatedAt: staffAt }).execute();
        const footerBefore = await db.selectFrom("footer").selectAll().executeTakeFirstOrThrow();

        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        const privacy = await readSingleton(h.db, "privacyNotice", SINGLETONS.privacyNotice.id);
        expect(privacy).toEqual(SINGLETONS.privacyNotice.fallback);
        expect(privacy?.content).toContain("Nigeria Data Protection Commission");
        expect(await readSingleton(h.db, "accessibilityStatement", SINGLETONS.accessibilityStatement.id)).toEqual(SINGLETONS.accessibilityStatement.fallback);
        expect(await db.selectFrom("footer").selectAll().executeTakeFirstOrThrow()).toEqual({ ...footerBefore, linkedin: "", x: "", youtube: "", instagram: "" });

        // Staff edit the notice; the next start leaves it as they wrote it.
        await updateSingleton(h.db, "privacyNotice", SINGLETONS.privacyNotice.id, { intro: "Edited by staff" }, staffAt);
        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        expect(await readSingleton(h.db, "privacyNotice", SINGLETONS.privacyNotice.id)).toMatchObject({ intro: "Edited by staff" });
        expect(await db.selectFrom("users").select("passwordHash").execute()).toEqual([{ passwordHash: "x" }]);
      } finally {
        await dispose();
      }
    });

    it("dates every article the previous release stored at its creation, so the lists keep their order, and leaves nothing scheduled", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await previousReleaseStart(db, "2026-11-20T08:00:00.000Z");
        const stored = [
          { id: "bbbbbbbbbbbbbbbbbbbbbbb2", title: "Harbour lease signed", at: "2026-11-21T10:00:00.000Z" },
          { id: "bbbbbbbbbbbbbbbbbbbbbbb3", title: "Cold store opened", at: "2026-11-24T10:00:00.000Z" },
        ];
        for (const a of stored) await db.insertInto("news_items").values({ id: a.id, title: a.title, subtitle: "", news_img_url: "", content: "", created_at: a.at, updated_at: a.at }).execute();
        await migrateToLatest(db, h.dialect);
        const rows = await h.db.selectFrom("newsItems").select(["id", "publishedAt", "createdAt"]).where("id", "in", stored.map((a) => a.id)).orderBy("publishedAt", "desc").execute();
        expect(rows).toEqual([...stored].reverse().map((a) => ({ id: a.id, publishedAt: a.at, createdAt: a.at })));
        expect(await h.db.selectFrom("schedules").selectAll().execute()).toEqual([]);
        // A start afterwards changes no date.
        await seed(h.db, undefined);
        await seedNews(h.db);
        expect(await h.db.selectFrom("newsItems").select(["id", "publishedAt", "createdAt"]).where("id", "in", stored.map((a) => a.id)).orderBy("publishedAt", "desc").execute()).toEqual(rows);
      } finally {
        await dispose();
      }
    });

    it("indexes the stored companies and articles for the site search as it migrates, the pages and people at start, and changes no content", async () => {
      const { h, dispose } = await bareDatabase(database.name);
      try {
        const db = h.db as unknown as Kysely<any>;
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await previousReleaseStart(db, "2026-11-20T08:00:00.000Z");
        const staffAt = "2026-11-25T10:00:00.000Z";
        await db.insertInto("news_items").values({ id: "bbbbbbbbbbbbbbbbbbbbbbb1", title: "Tessaly wharf handed over", subtitle: "Staff's article", news_img_url: "", content: "<p>Cranes &amp; berths.</p>", created_at: staffAt, updated_at: staffAt }).execute();
        const contentBefore = await db.selectFrom("investments").selectAll().orderBy("id").execute();

        await migrateToLatest(db, h.dialect);
        // The migration indexed what was stored: every company and the staff's article.
        const indexed = await db.selectFrom("search_documents").select(["kind", "ref", "url", "body"]).orderBy("kind").orderBy("ref").execute();
        expect(indexed.filter((d) => d.kind === "company")).toHaveLength(contentBefore.length);
        const article = indexed.find((d) => d.ref === "bbbbbbbbbbbbbbbbbbbbbbb1");
        expect(article).toMatchObject({ kind: "news", body: "Cranes & berths." });
        // The start: seeds, then the index's check adds the people and the pages.
        await seed(h.db, undefined);
        await seedLeaders(h.db);
        await seedNews(h.db);
        expect(await syncSearchIndex(h.db)).toEqual(expect.arrayContaining(["page", "leader"]));
        expect((await search(h.db, { q: "tessaly", limit: 10 })).results.map((r) => r.url)).toEqual([article!.url]);
        expect((await search(h.db, { q: builtInLeaders[1]!.name, limit: 10 })).results[0]?.url).toBe(`/about-us/leadership/${builtInLeaders[1]!.slug}`);
        expect((await search(h.db, { q: "arbico", limit: 10 })).results.map((r) => r.url)).toContain("/our-investments/arbico");
        expect((await search(h.db, { q: '"value basis"', limit: 10 })).results.map((r) => r.url)).toContain("/approach");
        // A second start finds the index in step and rebuilds only the pages.
        expect(await syncSearchIndex(h.db)).toEqual(["page"]);
        const strip = (r: Record<string, unknown>) => {
          const { slug: _s, homeCard: _h, sector: _sector, ...rest } = r;
          return rest;
        };
        expect((await db.selectFrom("investments").selectAll().orderBy("id").execute()).map(strip)).toEqual(contentBefore.map(strip));
      } finally {
        await dispose();
      }
    });
  });
}
