import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { openSqlite } from "../../server/db/sqlite-adapter.ts";
import { migrationNames } from "../../server/db/migrate.ts";
import { NODE, ROOT, tempDir } from "./support/processes.ts";

/** A process that opens (and so migrates) the SQLite database in `dataDir`, then closes it. */
function openInProcess(dataDir: string): Promise<{ code: number | null; output: string }> {
  const code = `import { openDatabase } from ${JSON.stringify(path.join(ROOT, "server/db/index.ts"))};
const h = await openDatabase({ dataDir: process.argv[1] });
await h.close();`;
  return new Promise((resolve) => {
    const child = spawn(NODE, ["--input-type=module", "-e", code, dataDir], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("close", (c) => resolve({ code: c, output }));
  });
}

describe("several processes starting on one empty SQLite file", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  // Kysely takes no lock on SQLite: without the write lock of migrateToLatest, two processes
  // both ran a migration ("duplicate column name", "UNIQUE constraint failed: kysely_migration.name").
  // A race, so several rounds of four processes each.
  it("migrate it exactly once, and none of them fails", async () => {
    const all = await migrationNames();
    for (let round = 0; round < 5; round++) {
      const dataDir = tempDir("r28-migrate-race-");
      dirs.push(dataDir);
      const results = await Promise.all(Array.from({ length: 4 }, () => openInProcess(dataDir)));
      for (const r of results) expect(r, r.output).toMatchObject({ code: 0 });
      const h = await openDatabase({ dataDir, migrate: false });
      try {
        const applied = await h.db.withoutPlugins().selectFrom("kysely_migration" as never).select("name" as never).execute();
        expect((applied as { name: string }[]).map((m) => m.name).sort()).toEqual(all);
      } finally {
        await h.close();
      }
    }
  }, 240_000);

  // The race above, made certain: while another process holds the write lock of a file still in
  // rollback mode (as a new database is until its first writer has switched it), SQLite refuses
  // the switch to WAL at once instead of waiting ("database is locked", with busy_timeout set).
  it("a process opening the file while another writes to it before it is in WAL waits for it", async () => {
    const dataDir = tempDir("r28-migrate-lock-");
    dirs.push(dataDir);
    const file = path.join(dataDir, "site.db");
    const first = new DatabaseSync(file);
    first.exec("CREATE TABLE first_write (x)");
    first.close();
    const holder = `import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(process.argv[1]);
db.exec("BEGIN IMMEDIATE");
db.exec("INSERT INTO first_write VALUES (1)");
console.log("holding");
setTimeout(() => { db.exec("COMMIT"); db.close(); }, 300);`;
    const child = spawn(NODE, ["--input-type=module", "-e", holder, file], { stdio: ["ignore", "pipe", "inherit"] });
    const exited = new Promise((resolve) => child.once("close", resolve));
    await new Promise((resolve) => child.stdout.once("data", resolve));
    const db = openSqlite(file);
    try {
      expect(db.prepare("PRAGMA journal_mode").all([])).toEqual([{ journal_mode: "wal" }]);
      expect(db.prepare("SELECT x FROM first_write").all([])).toEqual([{ x: 1 }]);
    } finally {
      db.close();
      await exited;
    }
  });
});
