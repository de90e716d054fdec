// `npm run bench:legacy-import`: the legacy import's report and timings against the fake legacy
// site of the operations tests (tests/ops/support/legacy-site.ts: scripts in rich text, a ~3 MB
// inline photo, SVG and broken images, odd sectors, duplicate tab texts, bad ids), served on
// loopback. Runs `npm run import -- --from-api URL` as a user would, three times into one fresh
// SQLite database: --dry-run, the import, and a second import. Prints the reports and timings.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { legacyContent, makeImages, startLegacySite } from "../tests/ops/support/legacy-site.ts";
import { machineLine, root } from "./bench/site.ts";

function runImport(args: string[], dataDir: string): Promise<{ ms: number; status: number | null; out: string }> {
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/import.ts"), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.once("close", (status) => resolve({ ms: performance.now() - began, status, out })));
}

const started = machineLine();
const site = await startLegacySite(legacyContent(await makeImages()));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-legacy-"));
const parts: string[] = [];
try {
  for (const [label, args] of [
    ["dry run", ["--dry-run"]],
    ["import", []],
    ["second import", []],
  ] as const) {
    const r = await runImport(["--from-api", site.url, ...args], dataDir);
    const report = r.out.replaceAll(site.url, "http://127.0.0.1:PORT");
    parts.push(`--- ${label}: exit ${r.status}, ${(r.ms / 1000).toFixed(1)} s (the whole command: Node start, reading, images, writing)\n${report}`);
    process.stderr.write(`ran ${label}\n`);
  }
} finally {
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write([`Legacy import of the test's fake legacy site into a fresh SQLite database`, `start: ${started}`, `end:   ${machineLine()}`, "", ...parts].join("\n"));
