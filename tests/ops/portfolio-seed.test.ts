import { afterEach, describe, expect, it } from "vitest";
import { companyPages } from "../../shared/content/companies.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { PORTFOLIO_MARK, readPortfolioMark, seedPortfolio } from "../../server/db/seed-portfolio.ts";
import { STORED_SECTORS } from "../../shared/constants.ts";
import { testDatabases } from "../helpers/databases.ts";
import { secondHandle } from "./support/handles.ts";

const count = async (h: DatabaseHandle) =>
  Number((await h.db.selectFrom("investments").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

for (const database of testDatabases()) {
  describe(`the built-in portfolio at first start on ${database.name}`, () => {
    const open: { dispose(): Promise<void> }[] = [];
    const fresh = async () => {
      const h = await database.open();
      open.push(h);
      return h;
    };
    afterEach(async () => {
      for (const h of open.splice(0)) await h.dispose();
    });

    it("adds every company of the built-in data once, with its slug, texts, sector, website and built-in pictures", async () => {
      const h = await fresh();
      expect(await seedPortfolio(h.db, true)).toEqual({ mark: "seeded", added: companyPages.length });
      const rows = await h.db.selectFrom("investments").selectAll().orderBy("createdAt").orderBy("id").execute();
      expect(rows.map((r) => r.tabText)).toEqual(companyPages.map((c) => c.name));
      // The sixteen addresses of SPEC section 2 (and the home cards) are the seeded records' slugs.
      expect(rows.map((r) => r.slug)).toEqual([
        "arbico",
        "nivafer",
        "fidc",
        "aac",
        "biswal",
        "afl",
        "ledco",
        "anker",
        "prestige-chen-jun",
        "r28-energy",
        "biswal-oil-and-gas",
        "eco-joinery",
        "utopian",
        "veenocks",
        "osc",
        "posmoreti",
      ]);
      // The LED lighting company is the one SPEC's home cards do not link.
      expect(rows.filter((r) => r.homeCard === "no").map((r) => r.slug)).toEqual(["ledco"]);
      const arbico = rows.find((r) => r.tabText === "Arbico")!;
      expect(arbico).toMatchObject({
        title: "<p>Arbico Plc</p>",
        heroText: "<p>Building Landmarks that Last</p>",
        sector: "construction & engineering solutions",
        website: "https://www.arbicoplc.com",
        highlight: companyPages[0]!.description[0],
      });
      expect(arbico.content).toBe(companyPages[0]!.description.slice(1).map((p) => `<p>${p}</p>`).join(""));
      expect(rows.find((r) => r.tabText === "Nivafer")!.title).toBe("<p>Nivafer Engineering &amp; Construction Limited</p>");
      for (const r of rows) {
        expect(["", ...STORED_SECTORS]).toContain(r.sector);
        expect(r.heroImage).toBe(companyPages.find((c) => c.slug === r.slug)!.heroImage);
        expect(r.bannerImage).toBe(companyPages.find((c) => c.slug === r.slug)!.image);
        expect(r.id).toMatch(/^[0-9a-f]{24}$/);
      }
      // The energy companies are stored in the energy sector, so the home Energy card lists them.
      expect(rows.filter((r) => r.sector === "energy").map((r) => r.slug)).toEqual(["r28-energy", "biswal-oil-and-gas", "osc"]);
      // The pictures are the site's own files, served as they are: nothing is stored as media.
      expect(await h.db.selectFrom("media").select("hash").execute()).toEqual([]);
    });

    it("keeps deleted companies deleted: the mark stays after the first start", async () => {
      const h = await fresh();
      await seedPortfolio(h.db, true);
      await h.db.deleteFrom("investments").execute();
      expect(await seedPortfolio(h.db, true)).toEqual({ mark: "seeded", added: 0 });
      expect(await count(h)).toBe(0);
    });

    it("adds nothing to a database that already has investments, and marks it", async () => {
      const h = await fresh();
      const at = new Date().toISOString();
      await h.db.insertInto("investments").values({ id: "aaaaaaaaaaaaaaaaaaaaaaaa", title: "", tabText: "Existing", heroText: "", sector: "", highlight: "", heroImage: "", bannerImage: "", logo: "", content: "", website: "", slug: "existing", homeCard: "yes", createdAt: at, updatedAt: at }).execute();
      expect(await seedPortfolio(h.db, true)).toEqual({ mark: "skipped", added: 0 });
      expect(await count(h)).toBe(1);
    });

    it("with SEED_PORTFOLIO=false adds nothing, now or at a later start", async () => {
      const h = await fresh();
      expect(await seedPortfolio(h.db, false)).toEqual({ mark: "disabled", added: 0 });
      expect(await seedPortfolio(h.db, true)).toEqual({ mark: "disabled", added: 0 });
      expect(await count(h)).toBe(0);
      expect(await readPortfolioMark(h.db)).toBe("disabled");
    });

    it("two connections seeding the same empty database at the same moment add the companies once", async () => {
      const h = await fresh();
      const other = await secondHandle(h);
      try {
        const results = await Promise.all([seedPortfolio(h.db, true), seedPortfolio(other.db, true)]);
        expect(results.map((r) => r.added).sort((a, b) => a - b)).toEqual([0, companyPages.length]);
        expect(await count(h)).toBe(companyPages.length);
        const marks = await h.db.selectFrom("settings").select("value").where("key", "=", PORTFOLIO_MARK).execute();
        expect(marks).toEqual([{ value: "seeded" }]);
      } finally {
        await other.close();
      }
    });
  });
}
