import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/index.ts";
import { MIGRATIONS_FOLDER, migrateToLatest } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import { PORTFOLIO_MARK, seedPortfolio, seededInvestmentId } from "../../server/db/seed-portfolio.ts";
import { companyPages } from "../../shared/content/companies.ts";
import { leaders as builtInLeaders } from "../../shared/content/leadership.ts";
import { LEADERS_MARK, seedLeaders } from "../../server/db/seed-leaders.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
import { testDatabases } from "../helpers/databases.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { ADDED_SINGLETONS, SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { insertBannerIfMissing, insertSingletonIfMissing, type SingletonTableKey } from "../../server/db/repositories/singletons.ts";

/** The blocks this release adds: the previous release's first start did not store them. */
const NEW_BLOCKS = ADDED_SINGLETONS;
/** The footer's fields of the previous release (the social links are new). */
const PREVIOUS_FOOTER_FIELDS = ["about", "address", "telephones", "email"] as const;

/** The previous release's first-start seed: its blocks with their texts, and super_admin. */
async function previousReleaseSeed(db: Kysely<any>, at: string): Promise<void> {
  for (const key of (Object.keys(SINGLETONS) as SingletonKey[]).filter((k) => !NEW_BLOCKS.includes(k))) {
    const def = SINGLETONS[key];
    if (def.images.length > 0) await insertBannerIfMissing(db as never, def.id, key, at);
    else {
      const fields = FALLBACKS[key] as Record<string, string>;
      const previous = key === "footer" ? Object.fromEntries(PREVIOUS_FOOTER_FIELDS.map((f) => [f, fields[f] as string])) : fields;
      await insertSingletonIfMissing(db as never, key as SingletonTableKey, def.id, previous, at);
    }
  }
  await db
    .insertInto("users")
    .values({ id: "bbbbbbbbbbbbbbbbbbbbbbb1", username: SUPER_ADMIN_USERNAME, role: SUPER_ADMIN_ROLE, passwordHash: "previous-release-hash", createdAt: at, updatedAt: at })
    .execute();
}

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
        const privacy = await db.selectFrom("privacyNotice").selectAll().executeTakeFirstOrThrow();
        expect(privacy).toMatchObject({ id: SINGLETONS.privacyNotice.id, ...FALLBACKS.privacyNotice });
        expect(privacy.content).toContain("Nigeria Data Protection Commission");
        const statement = await db.selectFrom("accessibilityStatement").selectAll().executeTakeFirstOrThrow();
        expect(statement).toMatchObject({ id: SINGLETONS.accessibilityStatement.id, ...FALLBACKS.accessibilityStatement });
        expect(await db.selectFrom("footer").selectAll().executeTakeFirstOrThrow()).toEqual({ ...footerBefore, linkedin: "", x: "", youtube: "", instagram: "" });

        // Staff edit the notice; the next start leaves it as they wrote it.
        await db.updateTable("privacyNotice").set({ intro: "Edited by staff", updatedAt: staffAt }).execute();
        await migrateToLatest(db, h.dialect);
        await seed(h.db, undefined);
        expect(await db.selectFrom("privacyNotice").selectAll().executeTakeFirstOrThrow()).toMatchObject({ intro: "Edited by staff", updatedAt: staffAt });
        expect(await db.selectFrom("users").select("passwordHash").execute()).toEqual([{ passwordHash: "previous-release-hash" }]);
      } finally {
        await dispose();
      }
    });
  });
}
