// `npm run bench:start`: how long `npm start` takes from launch until `/readyz` answers 200, on an
// empty database (migrate, seed, the built-in portfolio), on an empty one with SEED_PORTFOLIO=false,
// and a second start on the same database. SQLite always; PostgreSQL (a fresh schema, dropped
// after) when TEST_DATABASE_URL is set. BENCH_RUNS (2) runs each. Loopback only; prints figures,
// never fails a build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild, freePort, machineLine, root } from "./bench/site.ts";
import { SERVER_ENV, SERVER_NODE_ARGS, waitFor } from "./lib/processes.ts";

const RUNS = Number(process.env.BENCH_RUNS || 2);
const buildDir = ensureBuild();

/** Starts scripts/start.ts, waits for /readyz 200, stops it; the time from launch to ready, in ms. */
async function timedStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SKIP_BUILD: "1", BUILD_DIR: buildDir, LOG_LEVEL: "warn", DATABASE_URL: "", ADMIN_PASSWORD: "bench-start-Pa55word", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  try {
    const ready = async () => {
      if (ended) throw new Error("the server exited before it was ready");
      return fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    };
    await waitFor("/readyz to answer 200", ready, 180_000, 25);
    return performance.now() - began;
  } finally {
    if (!ended) child.kill("SIGTERM");
    await exited;
  }
}

async function pgSchema(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const query = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await query(`CREATE SCHEMA ${name}`);
  const u = new URL(base);
  u.searchParams.set("options", `-c search_path=${name}`);
  return { url: u.toString(), drop: () => query(`DROP SCHEMA IF EXISTS ${name} CASCADE`) };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rows: string[] = [];
const started = machineLine();

/** One database kind: `fresh()` gives the environment of a new empty database and its cleanup. */
async function measure(name: string, fresh: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>): Promise<void> {
  const cold: number[] = [];
  const bare: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const db = await fresh();
    try {
      cold.push(await timedStart(db.env));
      second.push(await timedStart(db.env));
    } finally {
      await db.cleanup();
    }
    const noPortfolio = await fresh();
    try {
      bare.push(await timedStart({ ...noPortfolio.env, SEED_PORTFOLIO: "false" }));
    } finally {
      await noPortfolio.cleanup();
    }
    process.stderr.write(`measured ${name}, run ${i + 1}\n`);
  }
  rows.push(`| ${name} | ${cold.map(s).join(", ")} | ${bare.map(s).join(", ")} | ${second.map(s).join(", ")} |`);
}

await measure("SQLite", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-start-"));
  return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});
const base = process.env.TEST_DATABASE_URL;
if (base?.startsWith("postgres")) {
  await measure("PostgreSQL", async () => {
    const schema = await pgSchema(base);
    const dir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-start-"));
    return {
      env: { DATABASE_URL: schema.url, DATA_DIR: dir },
      cleanup: async () => {
        await schema.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

process.stdout.write(
  [
    `npm start (scripts/start.ts, production, build present) from launch to /readyz 200; ${RUNS} runs each`,
    `start: ${started}`,
    `end:   ${machineLine()}`,
    "",
    "| database | empty (migrate, seed, portfolio) | empty, SEED_PORTFOLIO=false | second start |",
    "|---|---|---|---|",
    ...rows,
    base?.startsWith("postgres") ? "" : "\n(PostgreSQL left out: set TEST_DATABASE_URL)",
    "",
  ].join("\n"),
);
