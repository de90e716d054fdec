import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { testDatabases } from "../helpers/databases.ts";

for (const database of testDatabases()) {
  describe(`migrations on ${database.name}`, () => {
    const open: (DatabaseHandle & { dispose(): Promise<void> })[] = [];
    afterAll(async () => {
      for (const h of open) await h.dispose();
    });

    it("migrates a fresh database while another one on the same server is already migrated", async () => {
      // On PostgreSQL both live in one database as two schemas; Kysely's own tables must be found in each.
      open.push(await database.open());
      open.push(await database.open());
      for (const h of open) {
        const rows = await h.db.selectFrom("investments").selectAll().execute();
        expect(rows).toEqual([]);
      }
    });
  });
}
