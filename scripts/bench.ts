// `npm run bench`: requests per second and latency of the main pages and API reads against the
// built server on loopback (bounded: a fixed number of requests per target). Prints figures only.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config.ts";
import { startServer } from "../server/index.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-"));
const running = await startServer(loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_PASSWORD: "bench-password" }));
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/api/home/hero/hero-text/64b000000000000000000001", "/healthz"];
const REQUESTS = 400;
const CONCURRENCY = 8;

for (const target of targets) {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const s = performance.now();
        const r = await fetch(running.url + target);
        await r.arrayBuffer();
        times.push(performance.now() - s);
      }
    }),
  );
  const total = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
  process.stdout.write(`${target.padEnd(56)} ${(REQUESTS / total).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms\n`);
}
await running.stop();
rmSync(dataDir, { recursive: true, force: true });
