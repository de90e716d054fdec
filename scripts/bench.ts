// `npm run bench`: throughput of the production server on loopback against each target's static
// twin (the same bytes served by express.static, with the same compression) in the same run.
// autocannon, 50 connections for 10 s per target (BENCH_SECONDS / BENCH_CONNECTIONS override),
// gzip accepted like a browser. Bounded and loopback only. A measurement, never a test: exit 0.
import autocannon from "autocannon";
import { THROUGHPUT_BUDGET as BUDGET } from "../shared/budgets.ts";
import { serveTwins, startBenchSite } from "./bench/site.ts";

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": "gzip", accept: "text/html,*/*" } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

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
const misses: string[] = [];
try {
  for (const [label, pagePath] of targets) {
    // A first request fills the server's caches, as any earlier visitor would have.
    await (await fetch(site.url + pagePath)).arrayBuffer();
    const page = await load(site.url + pagePath);
    const twin = await load(twins.of(pagePath));
    const ratio = page.rps / twin.rps;
    rows.push(
      `| ${label} | ${page.rps.toFixed(0)} | ${page.p50} | ${page.p99} | ${page.errors} | ${twin.rps.toFixed(0)} | ${twin.p99} | ${(ratio * 100).toFixed(0)}% |`,
    );
    if (ratio < BUDGET.vsTwin) misses.push(`${label}: ${(ratio * 100).toFixed(0)}% of its twin`);
    if (page.p99 > BUDGET.p99Ms) misses.push(`${label}: p99 ${page.p99} ms`);
    if (page.errors) misses.push(`${label}: ${page.errors} errors`);
    process.stderr.write(`measured ${label}\n`);
  }
} finally {
  await twins.stop();
  await site.stop();
}
process.stdout.write(
  [
    `autocannon, ${CONNECTIONS} connections × ${SECONDS} s per target, loopback, gzip; twin = the same bytes from express.static`,
    "",
    "| target | req/s | p50 ms | p99 ms | errors | twin req/s | twin p99 ms | page / twin |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    misses.length ? `Over budget (≥ ${BUDGET.vsTwin * 100}% of twin, p99 ≤ ${BUDGET.p99Ms} ms, no errors):\n${misses.map((m) => `  - ${m}`).join("\n")}` : "Every target is within its budget.",
    "",
  ].join("\n"),
);
