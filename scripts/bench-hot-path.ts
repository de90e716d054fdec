// `npm run bench:hot-path`: what serving a cached page costs beyond its bytes. Each target is
// answered by the production server (from its render cache, its stored compressed copy) and by a
// bare node:http server sending the very bytes and headers the site sent, from memory
// (scripts/bench/bare-server.ts); the two are measured in turns in the same run (BENCH_ROUNDS
// turns each, BENCH_SECONDS in all per side and target, BENCH_CONNECTIONS connections;
// defaults 8, 16 s, 50), with autocannon on loopback, accepting compression like a browser. The
// budget is judged on the median of the turns' ratios (each turn's two sides run back to back).
// On SQLite always, and on PostgreSQL too when DATABASE_URL names one (in a throwaway schema).
// A measurement, never a test: exit 0.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freshSchema } from "./lib/pg-schema.ts";
import { freePort, waitFor, waitForHealth } from "./lib/processes.ts";
import { machineLine, root, startBenchSite } from "./bench/site.ts";

const SECONDS = Number(process.env.BENCH_SECONDS || 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
/** A cached page answers at least this share of the bare server's requests per second. */
const VS_BARE = 0.8;
/** Pages under VS_BARE (the API lists go through Express and are shown, not judged). */
const over: string[] = [];
const ACCEPT = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html,*/*" };
/** Per answer, not the page's: the bare server sends its own. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One answer as the wire carried it (compressed bytes, every header). */
function fetchRaw(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: ACCEPT }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers as IncomingHttpHeaders)) if (!HOP_HEADERS.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

async function load(url: string): Promise<{ requests: number; rps: number; p50: number; p99: number; errors: number }> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS / ROUNDS, headers: ACCEPT });
  return { requests: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

async function measure(label: string, env: Record<string, string>): Promise<string[]> {
  const site = await startBenchSite({ env });
  const work = mkdtempSync(path.join(os.tmpdir(), "r28-bare-"));
  const rows: string[] = [];
  let bare: ReturnType<typeof spawn> | undefined;
  try {
    const targets = ["/", "/our-investments", site.storedNews, "/api/investments"];
    const recorded: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    for (const target of targets) {
      // The stored compressed copy is made in the background after the first answer: wait for it
      // (it carries its Content-Length), so both servers send the same final bytes.
      let answer: Answer | undefined;
      await waitFor(`the stored copy of ${target}`, async () => {
        answer = await fetchRaw(site.url + target);
        return answer.status === 200 && !!answer.headers["content-encoding"] && !!answer.headers["content-length"];
      }, 180_000, 250);
      recorded[target] = { status: answer!.status, headers: answer!.headers, body: answer!.body.toString("base64") };
    }
    const file = path.join(work, "answers.json");
    writeFileSync(file, JSON.stringify(recorded));
    const port = await freePort();
    bare = spawn(process.execPath, [path.join(root, "scripts/bench/bare-server.ts"), String(port), file], { stdio: ["ignore", "ignore", "inherit"] });
    const bareUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(bareUrl, 30_000);
    for (const target of targets) {
      const sum = { page: { requests: 0, p50: 0, p99: 0, errors: 0 }, bare: { requests: 0, p50: 0, p99: 0, errors: 0 } };
      // Each turn's page / bare ratio: the two sides of a turn run back to back, so on a shared
      // machine their ratio moves less than the totals' (the load changes between turns).
      const turnRatios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // In turns, page first in even rounds and bare first in odd ones, so a change in the
        // machine's load falls on both sides alike.
        const order = round % 2 === 0 ? (["page", "bare"] as const) : (["bare", "page"] as const);
        const turn = { page: 0, bare: 0 };
        for (const side of order) {
          const r = await load((side === "page" ? site.url : bareUrl) + target);
          turn[side] = r.requests;
          sum[side].requests += r.requests;
          sum[side].p50 += r.p50 / ROUNDS;
          sum[side].p99 = Math.max(sum[side].p99, r.p99);
          sum[side].errors += r.errors;
        }
        if (turn.bare > 0) turnRatios.push(turn.page / turn.bare);
      }
      turnRatios.sort((a, b) => a - b);
      const median = turnRatios.length ? (turnRatios[Math.floor((turnRatios.length - 1) / 2)]! + turnRatios[Math.ceil((turnRatios.length - 1) / 2)]!) / 2 : 0;
      const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
      const rps = (s: { requests: number }) => s.requests / SECONDS;
      const { headers, body } = { headers: recorded[target]!.headers, body: Buffer.from(recorded[target]!.body, "base64") };
      if (!target.startsWith("/api/") && median < VS_BARE) over.push(`${label} ${target === site.storedNews ? "a stored news article" : target}: ${pct(median)} of the bare server (median of turns)`);
      rows.push(
        `| ${label} | ${target === site.storedNews ? "a stored news article" : target} | ${headers["content-encoding"]} ${body.length} B | ${rps(sum.page).toFixed(0)} | ${sum.page.p50.toFixed(1)} | ${sum.page.p99} | ${rps(sum.bare).toFixed(0)} | ${sum.bare.p99} | ${pct(rps(sum.page) / rps(sum.bare))} | ${pct(median)} (${pct(turnRatios[0] ?? 0)}-${pct(turnRatios.at(-1) ?? 0)}) | ${sum.page.errors + sum.bare.errors} |`,
      );
      process.stderr.write(`measured ${label} ${target}\n`);
    }
  } finally {
    if (bare && bare.exitCode === null) {
      const exited = new Promise((resolve) => bare!.once("exit", resolve));
      bare.kill("SIGTERM");
      await exited;
    }
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/** A throwaway schema on DATABASE_URL, as a URL the server can be started with. */

const started = { machine: machineLine(), uptime: uptime() };
const rows: string[] = [];
const databaseUrl = process.env.DATABASE_URL;
rows.push(...(await measure("SQLite", { DATABASE_URL: "" })));
if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
  const schema = await freshSchema(databaseUrl, "bench");
  try {
    rows.push(...(await measure("PostgreSQL", { DATABASE_URL: schema.url })));
  } finally {
    await schema.drop();
  }
}
process.stdout.write(
  [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per side and target in ${ROUNDS} alternating turns, loopback, "Accept-Encoding: gzip, deflate, br, zstd"`,
    "bare = node:http sending the same status, headers and compressed bytes from memory, in its own process",
    `start: ${started.machine}`,
    `       ${started.uptime}`,
    `end:   ${machineLine()}`,
    `       ${uptime()}`,
    "",
    "| database | target | answer | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | page / bare (totals) | page / bare (median of turns, range) | errors |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `budget (a cached page at least ${VS_BARE * 100}% of the bare server): ${over.length ? `OVER: ${over.join("; ")}` : "within"}`,
    "",
  ].join("\n"),
);
