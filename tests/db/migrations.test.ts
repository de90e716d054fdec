import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { MIGRATIONS_FOLDER, migrateToLatest } from "../../server/db/migrate.ts";
import { testDatabases } from "../helpers/databases.ts";

const PROBE = `import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable("migration_probe").addColumn("id", "text", (c) => c.primaryKey()).execute();
}
`;

describe("the migration files", () => {
  it("import nothing but kysely (a migration is frozen in time, independent of app code)", () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8");
      const specifiers = [...text.matchAll(/^\s*import\b[^;]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]);
      expect(specifiers.filter((s) => s !== "kysely"), file).toEqual([]);
    }
  });
});

for (const database of testDatabases()) {
  describe(`migrations on ${database.name}`, () => {
    const open: (DatabaseHandle & { dispose(): Promise<void> })[] = [];
    let folder: string;
    beforeAll(() => {
      // A copy of the app's migrations folder, outside the tree; its files import "kysely" from ours.
      folder = mkdtempSync(path.join(os.tmpdir(), "r28-migrations-"));
      cpSync(MIGRATIONS_FOLDER, path.join(folder, "migrations"), { recursive: true });
      symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"), "dir");
    });
    afterAll(async () => {
      for (const h of open) await h.dispose();
      rmSync(folder, { recursive: true, force: true });
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

    it("applies a new timestamped file dropped into the migrations folder, with no list to edit", async () => {
      const h = open[0]!;
      const migrations = path.join(folder, "migrations");
      writeFileSync(path.join(migrations, "20991231T2359-add-migration-probe.ts"), PROBE);
      expect(await migrateToLatest(h.db as never, h.dialect, migrations)).toEqual(["20991231T2359-add-migration-probe"]);
      await sql`insert into migration_probe (id) values ('x')`.execute(h.db);
      expect((await sql<{ id: string }>`select id from migration_probe`.execute(h.db)).rows).toEqual([{ id: "x" }]);
      expect(await migrateToLatest(h.db as never, h.dialect, migrations)).toEqual([]);
    });

    it("refuses to migrate when a file in the folder is not named <YYYYMMDDTHHMM>-<name>.ts", async () => {
      const h = open[1]!;
      const migrations = path.join(folder, "migrations");
      writeFileSync(path.join(migrations, "add-something.ts"), PROBE);
      try {
        await expect(migrateToLatest(h.db as never, h.dialect, migrations)).rejects.toThrow(/add-something\.ts .*must be named/);
      } finally {
        rmSync(path.join(migrations, "add-something.ts"));
      }
    });
  });
}
