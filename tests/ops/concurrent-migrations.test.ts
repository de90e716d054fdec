import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
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
});
