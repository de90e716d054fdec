import { afterEach, describe, expect, it } from "vitest";
import { companyPages } from "../../shared/content/companies.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { PORTFOLIO_MARK, readPortfolioMark, seedPortfolio } from "../../server/db/seed-portfolio.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";
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

    it("adds every company of the built-in data once, with its texts, sector, website and stored images", async () => {
      const h = await fresh();
      expect(await seedPortfolio(h.db, true)).toEqual({ mark: "seeded", added: companyPages.length });
      const rows = await h.db.selectFrom("investments").selectAll().orderBy("createdAt").orderBy("id").execute();
      expect(rows.map((r) => r.tabText)).toEqual(companyPages.map((c) => c.name));
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
        expect(["", ...INVESTMENT_SECTORS]).toContain(r.sector);
        expect(r.heroImage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
        expect(r.bannerImage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
        expect(r.id).toMatch(/^[0-9a-f]{24}$/);
      }
      // The energy companies' sector is not one of the eight: they carry none.
      expect(rows.find((r) => r.tabText === "R28 Energy")!.sector).toBe("");
      const media = await h.db.selectFrom("media").select(["hash", "width", "height"]).execute();
      expect(media.length).toBe(new Set(rows.flatMap((r) => [r.heroImage, r.bannerImage])).size);
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
      await h.db.insertInto("investments").values({ id: "aaaaaaaaaaaaaaaaaaaaaaaa", title: "", tabText: "Existing", heroText: "", sector: "", highlight: "", heroImage: "", bannerImage: "", logo: "", content: "", website: "", createdAt: at, updatedAt: at }).execute();
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
