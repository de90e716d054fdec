// `npm run bench:lighthouse [path…]`: Lighthouse (mobile, default simulated throttling, the system
// Chromium) on the public routes of docs/performance.md and, in the same run, on each route's
// static twin (the same server-rendered HTML without scripts, served as files). Median of 3 runs
// (LH_RUNS overrides). Prints one table with the budgets; a measurement, never a test: exit code 0.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type { Result as LhResult } from "lighthouse";
import { LIGHTHOUSE_BUDGET as BUDGET } from "../shared/budgets.ts";
import { machineLine, serveTwins, startBenchSite } from "./bench/site.ts";

const RUNS = Number(process.env.LH_RUNS || 3);
const SAVE_DIR = process.env.LH_SAVE_DIR;
const CHROME = process.env.CHROMIUM_PATH || "/usr/bin/chromium";


interface Row {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  totalKb: number;
}

const started = machineLine();
const site = await startBenchSite();
const allRoutes = [
  "/",
  "/about-us/who-we-are",
  "/about-us/leadership",
  "/our-investments",
  "/our-investments/arbico",
  site.storedInvestment,
  "/news-and-events",
  "/news-and-events/low-cup",
  site.storedNews,
  "/contacts",
  "/reports",
  "/reports/annual-review-2025",
];
const only = process.argv.slice(2);
const routes = only.length ? allRoutes.filter((r) => only.includes(r) || (only.includes("stored") && (r === site.storedInvestment || r === site.storedNews))) : allRoutes;
const twins = await serveTwins(site, routes);

/**
 * Each run gets a Chromium with a new profile, so each is a visitor's first visit: Lighthouse
 * empties the HTTP cache between runs but not local storage, where a page records that this
 * browser has fetched the web fonts (docs/performance.md "Fonts"); a later run would then find
 * the fonts asked for at once and fetch them again, a state no visitor is in.
 */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    return await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
  } finally {
    await chrome.kill();
  }
}

function transfer(lhr: LhResult, type: string): number {
  const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
}

async function measure(url: string, label: string): Promise<Row> {
  const runs: LhResult[] = [];
  // On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART): such a run is
  // repeated, up to three times in all per route.
  for (let failed = 0; runs.length < RUNS; ) {
    const result = await lighthouseRun(url);
    const error = !result ? "Lighthouse gave no result" : result.lhr.runtimeError?.message;
    if (error) {
      if (++failed > 3) throw new Error(`${url}: ${error}`);
      process.stderr.write(`${label}: ${error}; running it again\n`);
      continue;
    }
    runs.push(result!.lhr);
  }
  const lhr = computeMedianRun(runs);
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    writeFileSync(path.join(SAVE_DIR, `${label.replace(/[^a-z0-9]+/gi, "_")}.json`), JSON.stringify(lhr));
  }
  const score = (c: string) => lhr.categories[c]?.score ?? 0;
  const num = (a: string) => lhr.audits[a]?.numericValue ?? Number.NaN;
  return {
    route: label,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint") / 1000,
    fcp: num("first-contentful-paint") / 1000,
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    jsKb: transfer(lhr, "script"),
    totalKb: transfer(lhr, "total"),
  };
}

const results: { page: Row; twin: Row }[] = [];
try {
  for (const route of routes) {
    const label = route === site.storedInvestment ? "stored investment" : route === site.storedNews ? "stored news item" : route;
    const page = await measure(site.url + route, label);
    const twin = await measure(twins.of(route), `${label} (twin)`);
    results.push({ page, twin });
    process.stderr.write(`measured ${label}\n`);
  }
} finally {
  await twins.stop();
  await site.stop();
}

const pct = (n: number) => String(Math.round(n * 100));
const misses: string[] = [];
const lines = [
  `Lighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile, simulated throttling; twin = same HTML without scripts, served as files with the page's security headers`,
  `start: ${started}`,
  `end:   ${machineLine()}`,
  "",
  "| route | perf | a11y | bp | seo | LCP s | FCP s | TBT ms | CLS | JS KiB | total KiB | twin perf | twin LCP s | twin FCP s | twin TBT ms | LCP / twin |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];
for (const { page: p, twin: t } of results) {
  const ratio = p.lcp / t.lcp;
  lines.push(
    `| ${p.route} | ${pct(p.perf)} | ${pct(p.a11y)} | ${pct(p.bp)} | ${pct(p.seo)} | ${p.lcp.toFixed(2)} | ${p.fcp.toFixed(2)} | ${p.tbt.toFixed(0)} | ${p.cls.toFixed(3)} | ${p.jsKb.toFixed(1)} | ${p.totalKb.toFixed(0)} | ${pct(t.perf)} | ${t.lcp.toFixed(2)} | ${t.fcp.toFixed(2)} | ${t.tbt.toFixed(0)} | ${ratio.toFixed(2)} |`,
  );
  const miss = (what: string, ok: boolean) => {
    if (!ok) misses.push(`${p.route}: ${what}`);
  };
  miss(`performance ${pct(p.perf)} < ${pct(BUDGET.performance)}`, p.perf >= BUDGET.performance);
  miss(`accessibility ${pct(p.a11y)}`, p.a11y === 1);
  miss(`best practices ${pct(p.bp)}`, p.bp === 1);
  miss(`SEO ${pct(p.seo)}`, p.seo === 1);
  miss(`LCP ${p.lcp.toFixed(2)} s > ${BUDGET.lcpSeconds} s`, p.lcp <= BUDGET.lcpSeconds);
  miss(`LCP ${ratio.toFixed(2)} × twin`, ratio <= BUDGET.lcpVsTwin);
  miss(`FCP ${p.fcp.toFixed(2)} s`, p.fcp <= BUDGET.fcpSeconds);
  miss(`TBT ${p.tbt.toFixed(0)} ms`, p.tbt <= BUDGET.tbtMs);
  miss(`CLS ${p.cls.toFixed(3)}`, p.cls <= BUDGET.cls);
  miss(`JS ${p.jsKb.toFixed(1)} KiB`, p.jsKb <= BUDGET.scriptKiB);
}
lines.push("", misses.length ? `Over budget:\n${misses.map((m) => `  - ${m}`).join("\n")}` : "Every route is within its budget.");
process.stdout.write(`${lines.join("\n")}\n`);
