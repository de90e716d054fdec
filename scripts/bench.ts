// `npm run bench`: throughput of the production server on loopback against each target's static
// twin (the same bytes served by express.static, with the same compression) in the same run.
// autocannon, 50 connections for 10 s per target (BENCH_SECONDS / BENCH_CONNECTIONS override),
// gzip accepted like a browser. Bounded and loopback only. A measurement, never a test: exit 0.
// Also counts how each page answer was made (the Server-Timing header of server/pages.ts: render
// cache hit, miss, shared render, 304) and measures a revalidating visitor (If-None-Match → 304).
import type { IncomingHttpHeaders } from "node:http";
import autocannon from "autocannon";
import { THROUGHPUT_BUDGET as BUDGET } from "../shared/budgets.ts";
import { machineLine, serveTwins, startBenchSite } from "./bench/site.ts";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than the status expected. */
  errors: number;
  /** How many answers, and by status and by cache outcome. */
  total: number;
  statuses: Map<number, number>;
  outcomes: Map<string, number>;
}

async function load(url: string, opts: { expect?: number; headers?: Record<string, string> } = {}): Promise<Run> {
  const statuses = new Map<number, number>();
  const outcomes = new Map<string, number>();
  const onResponse = (status: number, _body: string, _ctx: object, headers: IncomingHttpHeaders | undefined) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const timing = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === "server-timing")?.[1];
    const how = /cache;desc=(\w+)/.exec(String(timing ?? ""))?.[1];
    if (how) outcomes.set(how, (outcomes.get(how) ?? 0) + 1);
  };
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip", accept: "text/html,*/*", ...opts.headers },
    requests: [{ method: "GET", onResponse }],
  });
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const unexpected = total - (statuses.get(opts.expect ?? 200) ?? 0);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + unexpected, total, statuses, outcomes };
}

const share = (n: number | undefined, total: number) => (total ? `${(((n ?? 0) / total) * 100).toFixed(1)}%` : "–");

const started = machineLine();
const site = await startBenchSite();
const targets = [
  ["/", "/"],
  ["/our-investments", "/our-investments"],
  ["a company page", "/our-investments/arbico"],
  ["a stored news article", site.storedNews],
  ["GET /api/investments", "/api/investments"],
] as const;
const twins = await serveTwins(
  site,
  targets.map(([, p]) => p),
  { keepScripts: true },
);
const rows: string[] = [];
const cacheRows: string[] = [];
const misses: string[] = [];
const check = (label: string, page: Run, twin: Run) => {
  const ratio = page.rps / twin.rps;
  if (ratio < BUDGET.vsTwin) misses.push(`${label}: ${(ratio * 100).toFixed(0)}% of its twin`);
  if (page.p99 > BUDGET.p99Ms) misses.push(`${label}: p99 ${page.p99} ms`);
  if (page.errors) misses.push(`${label}: ${page.errors} errors`);
  rows.push(`| ${label} | ${page.rps.toFixed(0)} | ${page.p50} | ${page.p99} | ${page.errors} | ${twin.rps.toFixed(0)} | ${twin.p99} | ${(ratio * 100).toFixed(0)}% |`);
};
try {
  for (const [label, pagePath] of targets) {
    // A first request fills the server's caches, as any earlier visitor would have.
    await (await fetch(site.url + pagePath)).arrayBuffer();
    const page = await load(site.url + pagePath);
    const twin = await load(twins.of(pagePath));
    check(label, page, twin);
    if (page.outcomes.size) {
      const o = page.outcomes;
      cacheRows.push(`| ${label} | ${page.total} | ${share(o.get("hit"), page.total)} | ${o.get("miss") ?? 0} | ${o.get("shared") ?? 0} |`);
    }
    process.stderr.write(`measured ${label}\n`);
  }
  // A returning visitor whose browser holds the page: every request carries its ETag.
  const first = await fetch(site.url + "/");
  await first.arrayBuffer();
  const twinFirst = await fetch(twins.of("/"));
  await twinFirst.arrayBuffer();
  const page = await load(site.url + "/", { expect: 304, headers: { "if-none-match": first.headers.get("etag") ?? "" } });
  const twin = await load(twins.of("/"), { expect: 304, headers: { "if-none-match": twinFirst.headers.get("etag") ?? "" } });
  check("/ revalidated (If-None-Match → 304)", page, twin);
  cacheRows.push(`| / with If-None-Match | ${page.total} | 304: ${share(page.statuses.get(304), page.total)} (twin ${share(twin.statuses.get(304), twin.total)}) | ${page.outcomes.get("miss") ?? 0} | ${page.outcomes.get("shared") ?? 0} |`);
  process.stderr.write("measured / revalidated\n");
} finally {
  await twins.stop();
  await site.stop();
}
process.stdout.write(
  [
    `autocannon, ${CONNECTIONS} connections × ${SECONDS} s per target, loopback, gzip; twin = the same bytes from express.static`,
    `start: ${started}`,
    `end:   ${machineLine()}`,
    "",
    "| target | req/s | p50 ms | p99 ms | errors | twin req/s | twin p99 ms | page / twin |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "Render cache during the runs (Server-Timing of each answer; the warm-up request was the miss):",
    "",
    "| target | answers | cache hits | misses (rendered) | shared renders |",
    "|---|---|---|---|---|",
    ...cacheRows,
    "",
    misses.length ? `Over budget (≥ ${BUDGET.vsTwin * 100}% of twin, p99 ≤ ${BUDGET.p99Ms} ms, no errors):\n${misses.map((m) => `  - ${m}`).join("\n")}` : "Every target is within its budget.",
    "",
  ].join("\n"),
);
