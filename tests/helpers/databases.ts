import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/index.ts";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

/**
 * The databases every data-layer and API suite runs over: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each open() gets a fresh, empty database (a temp dir or a new schema).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: "sqlite",
      async open() {
        const dir = mkdtempSync(path.join(os.tmpdir(), "r28-test-"));
        const h = await openDatabase({ dataDir: dir });
        return {
          ...h,
          async dispose() {
            await h.close();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: "postgres",
      async open() {
        const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
        const h = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), pgSchema: schema });
        return {
          ...h,
          async dispose() {
            await h.close();
            const c = new pg.Client({ connectionString: url });
            await c.connect();
            try {
              await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            } finally {
              await c.end();
            }
          },
        };
      },
    });
  }
  return list;
}
