import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import { listUsers } from "../../server/db/repositories/users.ts";
import { readBanner, readSingleton, updateSingleton } from "../../server/db/repositories/singletons.ts";
import { SINGLETON_KEYS, SINGLETONS, type TextBlockKey } from "../../shared/schemas/content.ts";

const TEXT_KEYS = SINGLETON_KEYS.filter((k) => SINGLETONS[k].storage !== "banner") as TextBlockKey[];
import type { DatabaseHandle } from "../../server/db/index.ts";
import { testDatabases } from "../helpers/databases.ts";

for (const database of testDatabases()) {
  describe(`data layer on ${database.name}`, () => {
    let h: DatabaseHandle & { dispose(): Promise<void> };
    beforeAll(async () => {
      h = await database.open();
    });
    afterAll(() => h.dispose());

    it("finds nothing left to apply when migrating again (idempotent)", async () => {
      await expect(migrateToLatest(h.db as never, h.dialect)).resolves.toEqual([]);
    });

    it("seeds every declared singleton with its fixed id and the fallback texts", async () => {
      const first = await seed(h.db, undefined);
      expect(first.generatedPassword).toMatch(/^[\w-]{12,}$/);
      expect(await readSingleton(h.db, "heroText", SINGLETON_IDS.heroText)).toEqual(FALLBACKS.heroText);
      expect(await readSingleton(h.db, "stats", SINGLETON_IDS.stats)).toEqual(FALLBACKS.stats);
      expect(await readSingleton(h.db, "footer", SINGLETON_IDS.footer)).toEqual(FALLBACKS.footer);
      for (const id of [SINGLETON_IDS.whoWeAreBanner, SINGLETON_IDS.coreValuesBanner, SINGLETON_IDS.approachBanner, SINGLETON_IDS.strategicAlliancesBanner]) {
        expect(await readBanner(h.db, id)).toBe("");
      }
      for (const key of TEXT_KEYS) expect(await readSingleton(h.db, key, SINGLETONS[key].id), key).toEqual(FALLBACKS[key]);
    });

    it("reads a JSON block stored before one of its fields was declared with that field's seed, and saves only what it is given", async () => {
      const { id, fallback } = SINGLETONS.sectorAviation;
      const at = "2026-11-28T10:00:00.000Z";
      const { pageHeading: _dropped, ...older } = fallback;
      await h.db.updateTable("contentBlocks").set({ data: JSON.stringify({ ...older, cardTitle: "Stored title", retired: "x" }), updatedAt: at }).where("id", "=", id).execute();
      expect(await readSingleton(h.db, "sectorAviation", id)).toEqual({ ...fallback, cardTitle: "Stored title" });
      expect(await updateSingleton(h.db, "sectorAviation", id, { pageHeading: "Stored heading" }, at)).toBe(true);
      expect(await readSingleton(h.db, "sectorAviation", id)).toEqual({ ...fallback, cardTitle: "Stored title", pageHeading: "Stored heading" });
      expect(await updateSingleton(h.db, "sectorAviation", "64b0000000000000000000ff", { pageHeading: "x" }, at)).toBe(false);
    });

    it("creates super_admin once and never prints a password on later starts", async () => {
      const again = await seed(h.db, "ignored-because-a-user-exists");
      expect(again.generatedPassword).toBeUndefined();
      const users = await listUsers(h.db);
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ username: SUPER_ADMIN_USERNAME, role: SUPER_ADMIN_ROLE });
      expect(users[0]?.id).toMatch(/^[0-9a-f]{24}$/);
    });

    it("answers a ping while open", async () => {
      expect(await h.ping()).toBe(true);
    });
  });
}
