import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { createGzip, gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArchive } from "../../server/archive/export.ts";
import { ARCHIVE_LIMITS, restoreArchive } from "../../server/archive/restore.ts";
import { openDatabase } from "../../server/db/index.ts";
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { archiveLines, writeLinesWithValidChecksums } from "../ops/support/archives.ts";
import { freshSchema, NODE, ROOT, type PgSchema } from "../ops/support/processes.ts";
import { bearer, pngBytes } from "../api/fixtures.ts";

/** The most a refusal may take on a loaded 2-core machine: a budget, never waited for. */
const REFUSAL_BUDGET_MS = 15_000;

/** `npm run import -- FILE` as a child process: its exit code, its stderr and how long it took. */
function importFile(file: string, env: Record<string, string>): Promise<{ status: number | null; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(NODE, [path.join(ROOT, "scripts", "import.ts"), file], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", SECRETS_KEY: TEST_SECRETS_KEY, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.once("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stderr, ms: Math.round(performance.now() - started) });
    });
  });
}

/** A gzip stream of `header`, then `block` repeated to `totalBytes` of text (a gzip bomb when the block repeats). */
async function gzipOf(file: string, header: string, block: Buffer, totalBytes: number): Promise<void> {
  const gzip = createGzip({ level: 9 });
  const done = once(gzip.pipe(createWriteStream(file)), "finish");
  gzip.write(`${header}\n`);
  for (let written = 0; written < totalBytes; written += block.length) if (!gzip.write(block)) await once(gzip, "drain");
  gzip.end();
  await done;
}

describe("archives are read in linear time with bounded lines, and bad values are refused", () => {
  let source: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-archive-limits-"));
  const good = path.join(dir, "good.r28");
  let lines: string[] = [];
  const files: Record<string, string> = {};
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const [sqlite] = testDatabases();
    source = await createTestApp(sqlite!);
    const token = await source.login();
    const up = await request(source.app).post("/api/media").set(bearer(token)).attach("file", await pngBytes("#BB9E5E"), "a.png");
    expect(up.status).toBe(201);
    await writeArchive(source.services.db, source.services.database.dialect, good);
    lines = archiveLines(good);
    const header = lines[0]!;

    // About 600 MB of one endless value from about 600 KB of gzip.
    files.bombLine = path.join(dir, "bomb-line.r28");
    await gzipOf(files.bombLine, header, Buffer.concat([Buffer.from('{"t":"settings","r":{"key":"'), Buffer.alloc(1024 * 1024 - 29, "A")]), 600 * 1024 * 1024);
    // The same size of short, well-formed rows: only the expansion gives it away.
    files.bombRows = path.join(dir, "bomb-rows.r28");
    const row = Buffer.from(`${JSON.stringify({ t: "settings", r: { created_at: "x", key: "k", updated_at: "x", value: "v" } })}\n`);
    await gzipOf(files.bombRows, header, Buffer.concat(Array(Math.floor((1024 * 1024) / row.length)).fill(row)), 600 * 1024 * 1024);
    // One line longer than the cap that does not compress (random text): the line cap gives it away.
    files.longLine = path.join(dir, "long-line.r28");
    writeFileSync(files.longLine, gzipSync(`${header}\n{"t":"settings","r":{"key":"${randomBytes(Math.ceil((ARCHIVE_LIMITS.maxLineChars * 3) / 4) + 1024).toString("base64")}"}}\n`, { level: 1 }));

    const edit = (name: string, change: (ls: string[]) => void) => {
      const copy = [...lines];
      change(copy);
      files[name] = path.join(dir, `${name}.r28`);
      writeLinesWithValidChecksums(files[name], copy);
    };
    const rowIndex = (table: string) => lines.findIndex((l) => l.startsWith(`{"t":"${table}"`));
    edit("mediaHash", (ls) => {
      const i = rowIndex("media");
      const r = JSON.parse(ls[i]!);
      r.r.hash = "../../../etc/passwd";
      ls[i] = JSON.stringify(r);
    });
    edit("versionText", (ls) => (ls[0] = JSON.stringify({ ...JSON.parse(ls[0]!), version: "1" })));
    edit("versionFraction", (ls) => (ls[0] = JSON.stringify({ ...JSON.parse(ls[0]!), version: 1.5 })));
    edit("objectValue", (ls) => {
      const i = rowIndex("investments") >= 0 ? rowIndex("investments") : rowIndex("home_hero_text");
      const r = JSON.parse(ls[i]!);
      r.r.title = { $where: "1" };
      r.r.text = { $where: "1" };
      ls[i] = JSON.stringify(r);
    });
    edit("badId", (ls) => {
      const i = rowIndex("home_hero_text");
      const r = JSON.parse(ls[i]!);
      r.r.id = "not-an-id";
      ls[i] = JSON.stringify(r);
    });
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
    // The figures the report quotes: how long each refusal took through npm run import.
    console.info(`archive refusal times (ms): ${JSON.stringify(timings)}`);
  });

  it("the generated bombs are small files of hundreds of megabytes", () => {
    expect(statSync(files.bombLine!).size).toBeLessThan(1024 * 1024);
    expect(statSync(files.bombLine!).size).toBeGreaterThan(400 * 1024);
    expect(statSync(files.bombRows!).size).toBeLessThan(3 * 1024 * 1024);
  });

  const cases: [string, string, RegExp][] = [
    ["a gzip bomb of one endless line (~600 KB, ~600 MB inflated)", "bombLine", /^import failed: The archive is refused: it expands more than 100 times \(\d+ MB from \d+ KB read\), which no archive this site writes does \(a damaged or hostile file\)\. Nothing was changed\.$/],
    ["a gzip bomb of well-formed rows", "bombRows", /^import failed: The archive is refused: it expands more than 100 times/],
    ["a line over the 32 MB cap", "longLine", /^import failed: The archive is refused: line 2 is longer than 32 MB, more than any row this site writes \(a damaged or hostile file\)\. Nothing was changed\.$/],
    ["a media hash that is not hex (a path)", "mediaHash", /^import failed: The archive is refused: line \d+ \(media\) has a media hash that is not 64 hexadecimal characters\. Nothing was changed\.$/],
    ["version \"1\" as text", "versionText", /^import failed: The archive gives its version as the text "1", not a number: npm run export writes "version":1, so this file was edited or made by another tool\. Nothing was changed\.$/],
    ["a version that is not a whole number", "versionFraction", /^import failed: The archive's version \(1\.5\) is not a whole number: it was not written by npm run export\. Nothing was changed\.$/],
    ["a value no column holds (an object)", "objectValue", /^import failed: The archive is refused: line \d+ \(\w+\) has a value of \w+ that no column holds\. Nothing was changed\.$/],
    ["a record id that is not one", "badId", /^import failed: The archive is refused: line \d+ \(home_hero_text\) has a record id that is not 24 hexadecimal characters\. Nothing was changed\.$/],
  ];

  describe("through npm run import, on SQLite and PostgreSQL", () => {
    const targets: { name: string; env: () => Promise<{ env: Record<string, string>; count(): Promise<number>; drop(): Promise<void> }> }[] = [
      {
        name: "sqlite",
        async env() {
          const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-limits-target-"));
          return {
            env: { DATA_DIR: dataDir, DATABASE_URL: "" },
            async count() {
              const h = await openDatabase({ dataDir });
              try {
                return (await h.db.selectFrom("users").select("id").execute()).length + (await h.db.selectFrom("settings").select("key").execute()).length;
              } finally {
                await h.close();
              }
            },
            drop: async () => rmSync(dataDir, { recursive: true, force: true }),
          };
        },
      },
    ];
    if (process.env.TEST_DATABASE_URL) {
      targets.push({
        name: "postgres",
        async env() {
          const schema: PgSchema = await freshSchema("limits");
          const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-limits-target-"));
          return {
            env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
            async count() {
              const h = await openDatabase({ databaseUrl: schema.url, dataDir });
              try {
                return (await h.db.selectFrom("users").select("id").execute()).length + (await h.db.selectFrom("settings").select("key").execute()).length;
              } finally {
                await h.close();
              }
            },
            async drop() {
              await schema.drop();
              rmSync(dataDir, { recursive: true, force: true });
            },
          };
        },
      });
    }
    for (const target of targets) {
      for (const [what, key, message] of cases) {
        it(`refuses ${what} in one line within seconds, on ${target.name}, the database left empty`, async () => {
          const t = await target.env();
          try {
            const r = await importFile(files[key]!, t.env);
            timings[`${key}/${target.name}`] = r.ms;
            expect(r.status).toBe(1);
            const out = r.stderr.split("\n").filter(Boolean);
            expect(out).toHaveLength(1);
            expect(out[0]).toMatch(message);
            expect(r.ms).toBeLessThan(REFUSAL_BUDGET_MS);
            expect(await t.count()).toBe(0);
          } finally {
            await t.drop();
          }
        });
      }
    }
  });

  it("reads a good archive's lines in time linear in their length (a line of 30 MB split in 64 KB chunks)", async () => {
    // A row whose value is long but compressible: 30 MB in the restore path, below both bounds' reach.
    const target = await testDatabases()[0]!.open();
    try {
      const copy = [...lines];
      const i = copy.findIndex((l) => l.startsWith('{"t":"home_hero_text"'));
      const r = JSON.parse(copy[i]!);
      r.r.text = randomBytes(15 * 1024 * 1024).toString("hex").slice(0, 30 * 1024 * 1024 - 200);
      copy[i] = JSON.stringify(r);
      const f = path.join(dir, "long-but-fine.r28");
      writeLinesWithValidChecksums(f, copy);
      const started = performance.now();
      await restoreArchive(target.db, target.dialect, f);
      expect(performance.now() - started).toBeLessThan(REFUSAL_BUDGET_MS * 2);
      expect((await target.db.selectFrom("homeHeroText").select("text").executeTakeFirstOrThrow()).text.length).toBe(r.r.text.length);
    } finally {
      await target.dispose();
    }
  });
});
