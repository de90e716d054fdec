import path from "node:path";
import pg from "pg";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { singletonPath } from "../security/fields.ts";
import { spawnServer, type Spawned } from "../security/support/spawn.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// A short load run on loopback: 50 connections for 5 s on pages and API while an editor changes
// the hero text, against the browser tests' server (SQLite) and the same build started on
// PostgreSQL. Zero 5xx, zero failed or timed-out requests, and the last edit reads back.

const CONNECTIONS = 50;
const DURATION_MS = 5_000;
// Generous: 50 connections queue on two shared cores; a request past this counts as failed (a hang).
const TIMEOUT_MS = 60_000;
const PATHS = [
  "/",
  "/our-investments",
  "/news-and-events",
  "/contacts",
  "/approach",
  "/about-us/who-we-are",
  "/api/investments",
  "/api/news-and-events",
  singletonPath("heroText"),
  singletonPath("footer"),
  "/our-investments.data",
];

interface Result {
  requests: number;
  byStatus: Map<number, number>;
  failures: string[];
  latencies: number[];
  edits: number;
  lastEdit: string;
}

async function loadRun(base: string, password: string): Promise<Result> {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "super_admin", password }) });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const result: Result = { requests: 0, byStatus: new Map(), failures: [], latencies: [], edits: 0, lastEdit: "" };
  const end = Date.now() + DURATION_MS;
  let next = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const p = PATHS[next++ % PATHS.length]!;
      const started = performance.now();
      try {
        const res = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        await res.arrayBuffer();
        result.byStatus.set(res.status, (result.byStatus.get(res.status) ?? 0) + 1);
        if (res.status >= 500) result.failures.push(`${p} → ${res.status}`);
      } catch (e) {
        result.failures.push(`${p} → ${String(e)}`);
      }
      result.latencies.push(performance.now() - started);
      result.requests++;
    }
  };
  // The editor: one change after another for the whole run.
  const editor = async () => {
    for (let n = 1; Date.now() < end; n++) {
      const text = `Load run edit ${n} at ${Date.now()}`;
      const res = await fetch(`${base}${singletonPath("heroText")}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.status >= 500) result.failures.push(`PATCH hero text → ${res.status}`);
      expect(res.status).toBe(200);
      result.edits++;
      result.lastEdit = text;
    }
  };
  await Promise.all([editor(), ...Array.from({ length: CONNECTIONS }, worker)]);
  return result;
}

function summary(name: string, r: Result): string {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
  const statuses = [...r.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ");
  return `load on ${name}: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s: ${r.requests} requests (${Math.round(r.requests / (DURATION_MS / 1000))}/s), ${statuses}; latency p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms; ${r.edits} edits, the last read back`;
}

async function expectLastEditShows(base: string, r: Result) {
  const api = (await (await fetch(`${base}${singletonPath("heroText")}`)).json()) as Record<string, { text: string }>;
  expect(api[SINGLETONS.heroText.envelope]!.text).toBe(r.lastEdit);
  const home = await (await fetch(`${base}/`)).text();
  expect(home).toContain(r.lastEdit);
}

test.describe("a short load run with concurrent edits", () => {
  test("the browser tests' server (SQLite) answers every request, no 5xx, and shows the last edit", async ({ api }) => {
    test.setTimeout(150_000);
    const before = (await (await api.get(singletonPath("heroText"))).json()) as Record<string, { text: string }>;
    const base = process.env.E2E_BASE_URL!;
    try {
      const r = await loadRun(base, ADMIN.password);
      process.stdout.write(`${summary("sqlite", r)}\n`);
      expect(r.failures.slice(0, 10)).toEqual([]);
      expect(r.edits).toBeGreaterThan(0);
      await expectLastEditShows(base, r);
    } finally {
      await api.patch(singletonPath("heroText"), { data: before[SINGLETONS.heroText.envelope] });
    }
  });

  // Like the API suites: the PostgreSQL run exists when TEST_DATABASE_URL names a database.
  const url = process.env.TEST_DATABASE_URL;
  if (url) test("the same build on PostgreSQL answers every request, no 5xx, and shows the last edit", async () => {
    test.setTimeout(210_000);
    const schema = `load_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    let server: Spawned | undefined;
    try {
      const withSchema = new URL(url);
      withSchema.searchParams.set("options", `-c search_path=${schema}`);
      const root = path.resolve(import.meta.dirname, "../..");
      const password = "load-run-password";
      server = await spawnServer(path.join(root, "scripts/start.ts"), {
        DATABASE_URL: withSchema.toString(),
        ADMIN_PASSWORD: password,
        SKIP_BUILD: "1",
        BUILD_DIR: process.env.E2E_BUILD_DIR!,
        // As the browser tests' server starts; info, for the "listening" line.
        SEED_PORTFOLIO: "false",
        LOG_LEVEL: "info",
      });
      const r = await loadRun(server.url, password);
      process.stdout.write(`${summary("postgres", r)}\n`);
      expect(r.failures.slice(0, 10)).toEqual([]);
      expect(r.edits).toBeGreaterThan(0);
      await expectLastEditShows(server.url, r);
    } finally {
      server?.child.kill("SIGTERM");
      await server?.exited;
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  });
});
