import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, SERVER_ENV, SERVER_NODE_ARGS, waitFor, waitForHealth } from "../../../scripts/lib/processes.ts";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { postgresSchema, type E2EDatabase } from "./postgres.ts";
import { collectLines, serverLogProblems } from "./server-logs.ts";

export interface WorkerServer {
  url: string;
  dataDir: string;
  /** Stops the server, removes its data, and throws when its logs hold what they must not. */
  stop(): Promise<void>;
}

/**
 * One Playwright worker's own server: the run's build (global setup) on a free port with a temp
 * DATA_DIR, or, in the `postgres` project, a fresh PostgreSQL schema. Each worker has its own
 * database, so the workers' tests never see each other's content.
 */
export async function startWorkerServer(workerIndex: number, database: E2EDatabase): Promise<WorkerServer> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const buildDir = process.env.E2E_BUILD_DIR;
  if (!buildDir) throw new Error("E2E_BUILD_DIR is not set: run the browser tests through `npm run test:e2e`");
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-e2e-"));
  const pgSchema = database === "postgres" ? await postgresSchema() : undefined;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SKIP_BUILD: "1",
      BUILD_DIR: buildDir,
      DATABASE_URL: pgSchema?.databaseUrl ?? "",
      SEED_PORTFOLIO: "true",
      LOG_LEVEL: "info",
      SITE_URL: `http://localhost:${port}`,
      // Sign-ins at bcrypt's lowest cost: the suite signs in hundreds of times (production's is 12).
      BCRYPT_COST: "4",
      AVIF_EFFORT: "2",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The server's log lines, checked when the worker ends (tests/e2e/support/server-logs.ts).
  const lines: string[] = [];
  collectLines(child.stdout!, lines, (line) => process.stdout.write(`${line}\n`));
  collectLines(child.stderr!, lines, (line) => process.stderr.write(`${line}\n`));
  const url = `http://localhost:${port}`;
  const cleanUp = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await pgSchema?.drop();
  };
  try {
    // Its own "listening" line first: a /healthz answer alone could come from another program
    // that holds the port, while this server failed to listen and ended.
    await waitFor("the server to listen", () => child.exitCode !== null || lines.some((l) => l.includes('"msg":"listening"')), 60_000);
    if (child.exitCode !== null) throw new Error(`the server ended before listening:\n${lines.slice(-5).join("\n")}`);
    await waitForHealth(url, 60_000);
    await pgSchema?.assertServerUsesIt();
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return {
    url,
    dataDir,
    async stop() {
      await cleanUp();
      const problems = serverLogProblems(lines, [E2E_ADMIN_PASSWORD]);
      const requests = lines.filter((l) => l.includes('"msg":"request"')).length;
      process.stdout.write(`Server logs of worker ${workerIndex}: ${lines.length} lines, ${requests} requests, ${problems.length} problems.\n`);
      if (problems.length) throw new Error(`The server's logs hold what they must not:\n${problems.slice(0, 20).join("\n")}`);
    },
  };
}
