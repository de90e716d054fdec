import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPostgres, postgresSchema } from "./postgres.ts";
import { freePort, waitForHealth } from "../../../scripts/lib/processes.ts";
import { collectLines, serverLogProblems } from "./server-logs.ts";

export const E2E_ADMIN_PASSWORD = "e2e-super-admin-password";

/**
 * Builds the site, starts the real server on a free port with a temp DATA_DIR (or, with
 * E2E_DATABASE=postgres, a fresh PostgreSQL schema), stops it after. The first start stores the
 * built-in companies, as in production: their pages, the home cards and the sector pages read them
 * (support/records.ts: clearInvestments puts them back, emptyPortfolio removes them).
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../../..");
  // Each run builds into its own folder, so runs side by side do not overwrite each other.
  const buildDir = path.join(root, ".tmp", `e2e-build-${process.pid}`);
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR: buildDir } });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-e2e-"));
  const pgSchema = onPostgres ? await postgresSchema() : undefined;
  const child = spawn(process.execPath, [path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SKIP_BUILD: "1", BUILD_DIR: buildDir, DATABASE_URL: pgSchema?.databaseUrl ?? "", SEED_PORTFOLIO: "true", LOG_LEVEL: "info", SITE_URL: `http://localhost:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's log lines, checked when the run ends (tests/e2e/support/server-logs.ts).
  const lines: string[] = [];
  collectLines(child.stdout!, lines, (line) => process.stdout.write(`${line}\n`));
  collectLines(child.stderr!, lines, (line) => process.stderr.write(`${line}\n`));
  const url = `http://localhost:${port}`;
  await waitForHealth(url, 30_000);
  await pgSchema?.assertServerUsesIt();
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  // The security specs start more servers from the same build (PostgreSQL, the load run).
  process.env.E2E_BUILD_DIR = buildDir;
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    const problems = serverLogProblems(lines, [E2E_ADMIN_PASSWORD]);
    const requests = lines.filter((l) => l.includes('"msg":"request"')).length;
    process.stdout.write(`Server logs of this run: ${lines.length} lines, ${requests} requests, ${problems.length} problems.\n`);
    rmSync(dataDir, { recursive: true, force: true });
    await pgSchema?.drop();
    rmSync(buildDir, { recursive: true, force: true });
    if (problems.length) throw new Error(`The server's logs hold what they must not:\n${problems.slice(0, 20).join("\n")}`);
  };
}
