// `npm run bench:search`: the site search at 3,000 articles. The production server, in process,
// on a throwaway database (SQLite, and PostgreSQL too when DATABASE_URL names one, in a fresh
// schema) with the built-in content, 3,000 articles (about 2 KB of rich text each, made-up:
// scripts/lib/scale-content.ts) and 300 companies written straight into the database, then:
// the time to index them (the start's check), the server time of the search itself (the two
// queries of a page: the ranked, highlighted page and the count) for a mix of queries, and the
// server time of /search pages rendered cold (the `Server-Timing` render duration, each address
// asked once). Budget: p95 at most 50 ms. Loopback only, bounded. A measurement, never a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { newId } from "../server/db/ids.ts";
import { startServer } from "../server/index.ts";
import { search, syncSearchIndex } from "../server/services/search.ts";
import { SEARCH_PAGE_SIZE } from "../shared/schemas/search.ts";
import { slugify } from "../shared/slug.ts";
import { ensureBuild, freePort, machineLine } from "./bench/site.ts";
import { freshSchema } from "./lib/pg-schema.ts";
import { scaleCompany, scaleNews, scaleNewsDate } from "./lib/scale-content.ts";

const ARTICLES = Number(process.env.BENCH_ARTICLES || 3000);
const COMPANIES = 300;
const BUDGET_MS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 30);

/** What visitors type: a word most articles hold, two words, a phrase, or, a word left out, a rare word, nothing found, and deep pages. */
const QUERIES: { q: string; page: number }[] = [
  { q: "kano", page: 1 },
  { q: "kano", page: 2 },
  { q: "kano", page: 40 },
  { q: "partnership lagos", page: 1 },
  { q: '"port harcourt"', page: 1 },
  { q: "training or jobs", page: 1 },
  { q: "energy -abuja", page: 1 },
  { q: "infrastructure", page: 1 },
  { q: "1234", page: 1 },
  { q: "unfindableword", page: 1 },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
function stats(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), max: s.at(-1) ?? 0 };
}

async function run(name: string, env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-search-"));
  const port = await freePort();
  const config = loadConfig({ ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_PASSWORD: "bench-admin-password", LOG_LEVEL: "warn", SITE_URL: `http://127.0.0.1:${port}`, ...env });
  const server = await startServer(config, ensureBuild());
  const out: string[] = [`## ${name}: ${ARTICLES.toLocaleString("en-GB")} articles, ${COMPANIES} companies`];
  try {
    const db = server.services.db;
    let t0 = performance.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < ARTICLES; i += 250) {
        const rows = Array.from({ length: Math.min(250, ARTICLES - i) }, (_, j) => {
          const at = scaleNewsDate(i + j);
          return { id: newId(), slug: `scale-news-${i + j}`, ...scaleNews(i + j), newsImgUrl: "/images/news/placeholder.jpg", publishedAt: at, createdAt: at, updatedAt: at };
        });
        await trx.insertInto("newsItems").values(rows).execute();
      }
      const seeded = (await trx.selectFrom("investments").select("id").execute()).length;
      const companies = Array.from({ length: COMPANIES - seeded }, (_, n) => {
        const c = scaleCompany(n);
        const at = new Date(Date.now() + n * 1000).toISOString();
        return { id: newId(), ...c, slug: slugify(c.tabText), heroImage: "", bannerImage: "", logo: "", homeCard: "no", createdAt: at, updatedAt: at };
      });
      await trx.insertInto("investments").values(companies).execute();
    });
    const insertMs = performance.now() - t0;
    t0 = performance.now();
    const rebuilt = await syncSearchIndex(db);
    out.push(`rows written straight into the tables: ${ms(insertMs)}; indexed by the start's check (${rebuilt.join(", ")}): ${ms(performance.now() - t0)}`);

    // The search itself, in process: every query of the mix ROUNDS times after a warm-up.
    for (const { q, page } of QUERIES) await search(db, { q, page, limit: SEARCH_PAGE_SIZE });
    // Wall time, and this process's CPU time, which a loaded machine does not inflate: on SQLite
    // (in process, synchronous) it is the search's own work; on PostgreSQL the server's work is
    // in its own process and only the wall time counts it.
    const all: number[] = [];
    const allCpu: number[] = [];
    out.push("", "| query | page | matches | p50 | p95 | p99 | max | CPU p50 | CPU p95 |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const { q, page } of QUERIES) {
      const samples: number[] = [];
      const cpu: number[] = [];
      let total = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        total = (await search(db, { q, page, limit: SEARCH_PAGE_SIZE })).total;
        const used = process.cpuUsage(cpuStarted);
        samples.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      all.push(...samples);
      allCpu.push(...cpu);
      const s = stats(samples);
      const c = stats(cpu);
      out.push(`| \`${q}\` | ${page} | ${total.toLocaleString("en-GB")} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${ms(c.p50)} | ${ms(c.p95)} |`);
    }
    const s = stats(all);
    const c = stats(allCpu);
    out.push(`| every query | | | ${ms(s.p50)} | **${ms(s.p95)}** | ${ms(s.p99)} | ${ms(s.max)} | ${ms(c.p50)} | **${ms(c.p95)}** |`);

    // The page, rendered cold: each address once (the render cache keeps what it renders): the
    // mix, then 30 more pages of the common word.
    const renders: number[] = [];
    const addresses = [...QUERIES, ...Array.from({ length: 30 }, (_, i) => ({ q: "kano", page: i + 3 }))];
    const seen = new Set<string>();
    for (const { q, page } of addresses) {
      const address = `/search?q=${encodeURIComponent(q)}&page=${page}`;
      if (seen.has(address)) continue;
      seen.add(address);
      const res = await fetch(`http://127.0.0.1:${port}${address}`);
      await res.arrayBuffer();
      const dur = /render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
      if (dur && res.status === 200) renders.push(Number(dur));
    }
    // Beside them, for scale: pages of the news list rendered cold the same way.
    const listRenders: number[] = [];
    for (let page = 1; page <= 30; page++) {
      const res = await fetch(`http://127.0.0.1:${port}/news-and-events?page=${page}`);
      await res.arrayBuffer();
      const dur = /render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1];
      if (dur && res.status === 200) listRenders.push(Number(dur));
    }
    const r = stats(renders);
    const l = stats(listRenders);
    out.push("", `/search pages rendered cold (${renders.length}, Server-Timing): p50 ${ms(r.p50)}, p95 **${ms(r.p95)}**, max ${ms(r.max)}`);
    out.push(`/news-and-events pages rendered cold (${listRenders.length}, for comparison): p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, max ${ms(l.max)}`);
    out.push(`budget p95 ≤ ${BUDGET_MS} ms: search ${s.p95 <= BUDGET_MS ? "met" : "MISSED"}, page ${r.p95 <= BUDGET_MS ? "met" : "MISSED"}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const out = [`start: ${machineLine()}`, ""];
out.push(...(await run("SQLite", { DATABASE_URL: "" })));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const schema = await freshSchema(databaseUrl, "bench_search");
  try {
    out.push("", ...(await run("PostgreSQL", { DATABASE_URL: schema.url })));
  } finally {
    await schema.drop();
  }
}
out.push("", `end:   ${machineLine()}`);
process.stdout.write(`${out.join("\n")}\n`);
process.exit(0);
