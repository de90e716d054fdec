import { rmSync } from "node:fs";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { readPortfolioMark, seedPortfolio } from "../../server/db/seed-portfolio.ts";
import { importLegacySite, type ImportReport } from "../../server/legacy-import/import.ts";
import { createLogger } from "../../server/log.ts";
import { createServices } from "../../server/services/index.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { testDatabases } from "../helpers/databases.ts";
import { freePort, runScript, tempDir } from "./support/processes.ts";
import { IDS, legacyContent, makeImages, startLegacySite, type LegacyContent, type LegacyImages, type LegacySite } from "./support/legacy-site.ts";

let images: LegacyImages;
beforeAll(async () => {
  images = await makeImages();
}, 120_000);

const counts = async (h: DatabaseHandle) => {
  const n = async (t: "investments" | "newsItems" | "media" | "banners" | "homeOverview") =>
    Number((await h.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  return { investments: await n("investments"), news: await n("newsItems"), media: await n("media"), banners: await n("banners"), overview: await n("homeOverview") };
};

/** Every text column of every content table, to look for anything the sanitiser should have removed. */
async function everyStoredText(h: DatabaseHandle): Promise<string> {
  const parts: unknown[] = [];
  parts.push(await h.db.selectFrom("investments").selectAll().execute());
  parts.push(await h.db.selectFrom("newsItems").selectAll().execute());
  for (const t of ["homeOverview", "homeWhatWeDo", "approach", "whoWeAre", "footer"] as const) parts.push(await h.db.selectFrom(t).selectAll().execute());
  return JSON.stringify(parts);
}

for (const database of testDatabases()) {
  describe(`legacy import (npm run import -- --from-api) on ${database.name}`, () => {
    let site: LegacySite;
    let content: LegacyContent;
    let h: DatabaseHandle & { dispose(): Promise<void> };
    let dry: ImportReport;
    let first: ImportReport;
    let again: ImportReport;
    let afterDry: Awaited<ReturnType<typeof counts>>;
    let markAfterDry: string | undefined;

    beforeAll(async () => {
      content = legacyContent(images);
      site = await startLegacySite(content);
      h = await database.open();
      dry = await importLegacySite(h.db, site.url, { dryRun: true });
      afterDry = await counts(h);
      markAfterDry = await readPortfolioMark(h.db);
      first = await importLegacySite(h.db, site.url);
      again = await importLegacySite(h.db, site.url);
    }, 240_000);
    afterAll(async () => {
      await site?.close();
      await h?.dispose();
    });

    it("a dry run changes nothing and says what would be created", async () => {
      expect(afterDry).toEqual({ investments: 0, news: 0, media: 0, banners: 0, overview: 0 });
      expect(markAfterDry).toBeUndefined();
      // The real run marks the portfolio as imported, so a later first start adds no built-in companies.
      expect(await readPortfolioMark(h.db)).toBe("imported");
      expect(dry.dryRun).toBe(true);
      expect(dry.kinds.investments).toEqual({ read: 5, created: 5, updated: 0, unchanged: 0, refused: 2 });
      expect(dry.kinds.news).toEqual(first.kinds.news);
      expect(dry.images.newInDatabase).toBe(first.images.newInDatabase);
    });

    it("reports counts per kind, images converted and everything refused with its reason", () => {
      expect(first.kinds).toEqual({
        singletons: { read: 8, created: 8, updated: 0, unchanged: 0, refused: 1 },
        banners: { read: 3, created: 3, updated: 0, unchanged: 0, refused: 1 },
        investments: { read: 5, created: 5, updated: 0, unchanged: 0, refused: 2 },
        news: { read: 4, created: 4, updated: 0, unchanged: 0, refused: 1 },
      });
      expect(first.images).toMatchObject({ found: 17, stored: 8, reused: 5, resized: 4, newInDatabase: 6 });
      expect(first.refused).toEqual(
        expect.arrayContaining([
          { kind: "singleton", id: "strategicAlliances", reason: `the legacy site answered 404 for /api/strategic-alliances/${SINGLETON_IDS.strategicAlliances}` },
          { kind: "investment", id: IDS.noName, reason: "it has neither a tab text nor a title" },
          { kind: "investment", id: IDS.badId, reason: 'its id "12345" is not 24 hexadecimal characters' },
          { kind: "news", id: IDS.untitled, reason: "it has no title" },
        ]),
      );
      expect(first.images.refused).toEqual([
        { where: "banner approachBanner", reason: "an SVG image (refused: SVG can carry script)" },
        { where: `investment ${IDS.arbico} logo`, reason: "an SVG image (refused: SVG can carry script)" },
        { where: `news ${IDS.arena} newsImgUrl[0]`, reason: "a link to an image, not an inline image (links are not fetched)" },
        { where: `news ${IDS.broken} newsImgUrl[0]`, reason: "not a readable image" },
      ]);
      expect(first.sanitised.removed).toMatchObject({ "<script>": 3, "<iframe>": 1, "<style>": 1, "on… attributes": 3, "javascript: links": 1 });
      expect(first.warnings).toEqual(
        expect.arrayContaining([
          { kind: "investment", id: IDS.nivafer, message: 'unknown sector "oil & gas": stored without a sector' },
          { kind: "investment", id: IDS.asaba, message: 'no tab text: using its title "Asaba Airport Company"' },
          { kind: "investment", id: `${IDS.ledco1}, ${IDS.ledco2}`, message: expect.stringContaining('the same tab text "Ledco"') },
        ]),
      );
    });

    it("keeps the legacy ids, so old /our-investments/{id} and /news-and-events/{id} links keep working", async () => {
      const services = await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: "legacy-import-test-secrets-key-0123456789", BCRYPT_COST: process.env.BCRYPT_COST ?? "" }), h, createLogger("silent"));
      const app = createApp(services);
      for (const id of [IDS.arbico, IDS.nivafer, IDS.asaba, IDS.ledco1, IDS.ledco2]) expect((await request(app).get(`/api/investments/${id}`)).status).toBe(200);
      for (const id of [IDS.polo, IDS.arena, IDS.broken, IDS.repeat]) expect((await request(app).get(`/api/news-and-events/${id}`)).status).toBe(200);
      const list = (await request(app).get("/api/news-and-events")).body.newsAndEvents as { _id: string; createdAt: string }[];
      // Newest first by the legacy dates, Mongo's {$date} included.
      expect(list.map((n) => n._id).slice(0, 4)).toEqual([IDS.repeat, IDS.broken, IDS.arena, IDS.polo]);
      expect(list[0]!.createdAt).toBe("2023-08-01T10:00:00.000Z");
    });

    it("stores texts as the site expects: sectors of any case matched, unknown ones and bad websites dropped, titles standing in for tab texts", async () => {
      const rows = await h.db.selectFrom("investments").selectAll().orderBy("id").execute();
      expect(rows.map((r) => [r.id, r.tabText, r.sector, r.website])).toEqual([
        [IDS.arbico, "Arbico", "construction & engineering solutions", "https://www.arbicoplc.com"],
        [IDS.nivafer, "Nivafer", "", "https://www.nivafer.com"],
        [IDS.asaba, "Asaba Airport Company", "", ""],
        [IDS.ledco1, "Ledco", "aviation & infrastructure", ""],
        [IDS.ledco2, "ledco", "aviation & infrastructure", ""],
      ]);
      const stats = await h.db.selectFrom("homeStats").selectAll().executeTakeFirstOrThrow();
      expect(stats).toMatchObject({ sectors: "10", portfolios: "14", operations: "" });
    });

    it("sanitises rich text on the way in: no script, event handler, style block, javascript: link or foreign iframe is stored", async () => {
      const stored = await everyStoredText(h);
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<style|evil\.example|position:fixed/i);
      expect(stored).not.toContain("data:image");
      const arbico = await h.db.selectFrom("investments").selectAll().where("id", "=", IDS.arbico).executeTakeFirstOrThrow();
      expect(arbico.title).toBe("<p>Arbico Plc</p>");
      expect(arbico.heroText).toBe("<p>Building <strong>Landmarks</strong></p>");
    });

    it("turns inline images into stored media scaled to the size guidance, each distinct image stored once", async () => {
      const media = new Map((await h.db.selectFrom("media").select(["hash", "ext", "width", "height"]).execute()).map((m) => [`/media/${m.hash}.${m.ext}`, m]));
      expect(media.size).toBe(first.images.newInDatabase);
      const arbico = await h.db.selectFrom("investments").selectAll().where("id", "=", IDS.arbico).executeTakeFirstOrThrow();
      // The 2400×1600 photo covers the hero guidance of 1920×494 without being cut: 1920 wide.
      expect(media.get(arbico.heroImage)).toMatchObject({ width: 1920, height: 1280, ext: "jpg" });
      expect(arbico.logo).toBe("");
      const nivafer = await h.db.selectFrom("investments").selectAll().where("id", "=", IDS.nivafer).executeTakeFirstOrThrow();
      // The same banner image on two companies is one stored file; 640×480 covers 516×350 at 516 wide.
      expect(nivafer.bannerImage).toBe(arbico.bannerImage);
      expect(media.get(nivafer.bannerImage)).toMatchObject({ width: 516, height: 387 });
      const banner = await h.db.selectFrom("banners").selectAll().where("id", "=", SINGLETON_IDS.whoWeAreBanner).executeTakeFirstOrThrow();
      expect(media.get(banner.image)).toMatchObject({ width: 1920, height: 1280 });
      const polo = await h.db.selectFrom("newsItems").selectAll().where("id", "=", IDS.polo).executeTakeFirstOrThrow();
      // red, blue, red: the repeat is dropped from the list.
      expect(polo.newsImgUrl.split(",")).toHaveLength(2);
      expect(polo.content).toMatch(/^<p>Polo\.<\/p><img src="\/media\/[0-9a-f]{64}\.png" \/>$/);
      const repeat = await h.db.selectFrom("newsItems").selectAll().where("id", "=", IDS.repeat).executeTakeFirstOrThrow();
      expect(repeat.newsImgUrl).toBe(polo.newsImgUrl.split(",")[0]);
      const arena = await h.db.selectFrom("newsItems").selectAll().where("id", "=", IDS.arena).executeTakeFirstOrThrow();
      expect(arena.newsImgUrl).toBe("");
    });

    it("a second run finds everything unchanged and adds nothing", async () => {
      expect(again.kinds.investments).toEqual({ read: 5, created: 0, updated: 0, unchanged: 5, refused: 2 });
      expect(again.kinds.news).toEqual({ read: 4, created: 0, updated: 0, unchanged: 4, refused: 1 });
      expect(again.kinds.singletons).toEqual({ read: 8, created: 0, updated: 0, unchanged: 8, refused: 1 });
      expect(again.kinds.banners).toEqual({ read: 3, created: 0, updated: 0, unchanged: 3, refused: 1 });
      expect(again.images.newInDatabase).toBe(0);
      expect(await counts(h)).toEqual({ investments: 5, news: 4, media: first.images.newInDatabase, banners: 3, overview: 1 });
    });

    it("a run after the legacy site changed updates the changed records, without duplicates", async () => {
      const nivafer = content.investments.find((i) => i._id === IDS.nivaferUpper)!;
      nivafer.highlight = "Structural steel since 1979";
      content.singletons.heroText = { text: "A new hero" };
      content.news.push({ _id: "65a2b0000000000000000009", title: "Later news", subtitle: "s", newsImgUrl: images.red, content: "" });
      const r = await importLegacySite(h.db, site.url);
      expect(r.kinds.investments).toEqual({ read: 5, created: 0, updated: 1, unchanged: 4, refused: 2 });
      expect(r.kinds.singletons).toMatchObject({ created: 0, updated: 1, unchanged: 7 });
      expect(r.kinds.news).toMatchObject({ created: 1, updated: 0, unchanged: 4 });
      expect((await counts(h)).investments).toBe(5);
      const row = await h.db.selectFrom("investments").select("highlight").where("id", "=", IDS.nivafer).executeTakeFirstOrThrow();
      expect(row.highlight).toBe("Structural steel since 1979");
    });
  });

  describe(`legacy import after a first start on ${database.name}`, () => {
    let site: LegacySite;
    beforeAll(async () => {
      // The same site without its huge photo: this test is about the built-in companies.
      const light = legacyContent(images);
      for (const i of light.investments) if (i.heroImage === images.hugeJpeg) i.heroImage = images.red;
      site = await startLegacySite(light);
    });
    afterAll(() => site?.close());

    it("replaces the unchanged built-in companies of the first start (and --keep-builtin keeps them)", async () => {
      const h = await database.open();
      try {
        await seedPortfolio(h.db, true);
        const edited = "64c100000000000000000001";
        await h.db.updateTable("investments").set({ highlight: "edited by staff", updatedAt: new Date(Date.now() + 1000).toISOString() }).where("id", "=", edited).execute();
        const kept = await importLegacySite(h.db, site.url, { keepBuiltIn: true, dryRun: true });
        expect(kept.builtInRemoved).toBe(0);
        const r = await importLegacySite(h.db, site.url);
        expect(r.builtInRemoved).toBe(15);
        const ids = (await h.db.selectFrom("investments").select("id").execute()).map((x) => x.id);
        expect(ids).toContain(edited);
        expect(ids).toHaveLength(6);
        expect(await readPortfolioMark(h.db)).toBe("seeded");
      } finally {
        await h.dispose();
      }
    }, 120_000);
  });
}

describe("npm run import -- --from-api URL (the command)", () => {
  let site: LegacySite;
  const dataDir = tempDir("r28-legacy-cli-");
  beforeAll(async () => {
    site = await startLegacySite(legacyContent(images));
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const run = (...args: string[]) => runScript("import.ts", args, { DATA_DIR: dataDir, DATABASE_URL: "" });

  it("prints the report; --dry-run says nothing was changed", async () => {
    const dry = await run("--from-api", `${site.url}/api/`, "--dry-run");
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(new RegExp(`^Legacy import from ${site.url} \\(dry run: nothing was changed\\)\\n  singletons   8 read: 8 would create, 0 would update, 0 unchanged, 1 refused\\n`));
    const real = await run("--from-api", site.url);
    expect(real.status).toBe(0);
    expect(real.stdout).toContain("  investments  5 read: 5 created, 0 updated, 0 unchanged, 2 refused\n");
    expect(real.stdout).toContain("Refused:\n");
    expect(real.stdout).toContain(`  investment ${IDS.badId}: its id "12345" is not 24 hexadecimal characters\n`);
  }, 240_000);

  it("a legacy site that cannot be reached is one line, and nothing is changed", async () => {
    const closed = await freePort();
    const r = await run("--from-api", `http://127.0.0.1:${closed}`);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(`import failed: Cannot reach the legacy site at http://127.0.0.1:${closed}: connection refused (GET /api/home/hero/hero-text/${SINGLETON_IDS.heroText}). Nothing was changed.\n`);
  }, 60_000);
});
