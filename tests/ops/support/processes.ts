/**
 * Real server processes for the operations tests: `node scripts/start.ts` spawned with its own
 * environment, its output captured, stopped by PID. Also a build of the site shared by the test
 * files (made once, guarded by a lock so parallel files wait for one build) and fresh PostgreSQL
 * schemas addressed through the connection URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildSite, sharedBuild } from "../../../scripts/lib/build.ts";
import { freshSchema as freshSchemaOn, type PgSchema } from "../../../scripts/lib/pg-schema.ts";
import { freePort, newestMtime, SERVER_ENV, SERVER_NODE_ARGS, waitFor } from "../../../scripts/lib/processes.ts";
export { freePort, waitFor };

export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const NODE = process.execPath;

export function tempDir(prefix = "r28-ops-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The run's shared build (TEST_BUILD_DIR, see scripts/lib/build.ts) when there is one; else the
 * built site in `.tmp/ops-build`, built when missing or older than the client sources. Test
 * files running in parallel take a lock (a folder) so only one of them builds.
 */
export async function ensureBuild(): Promise<string> {
  const shared = sharedBuild();
  if (shared) return shared;
  const dir = path.join(ROOT, ".tmp", "ops-build");
  const lock = path.join(ROOT, ".tmp", "ops-build.lock");
  const built = path.join(dir, "server", "index.js");
  const sources = ["client", "shared", "vite.config.ts", "react-router.config.ts", "server/http/precompressed.ts"].map((p) => path.join(ROOT, p));
  const fresh = () => existsSync(built) && Math.max(...sources.map(newestMtime)) < statSync(built).mtimeMs;
  mkdirSync(path.join(ROOT, ".tmp"), { recursive: true });
  for (;;) {
    if (fresh()) return dir;
    try {
      mkdirSync(lock);
    } catch {
      // Another file is building; a lock older than ten minutes was left by a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (!fresh()) {
        buildSite(dir);
      }
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * For a describe block that starts the built site: the build (made before its tests, see
 * ensureBuild) and fresh data folders, each removed after the block's tests.
 */
export function useBuiltSite(): { readonly buildDir: string; dataDir(): string } {
  const dirs: string[] = [];
  let buildDir = "";
  beforeAll(async () => {
    buildDir = await ensureBuild();
  }, 300_000);
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return {
    get buildDir() {
      return buildDir;
    },
    dataDir() {
      const dir = tempDir();
      dirs.push(dir);
      return dir;
    },
  };
}

/**
 * The smallest module the server accepts as a build, for tests about what happens before the
 * first page is rendered (start failures): no client build needed.
 */
export function stubBuild(): string {
  const dir = tempDir("r28-stub-build-");
  mkdirSync(path.join(dir, "server"), { recursive: true });
  mkdirSync(path.join(dir, "client"), { recursive: true });
  writeFileSync(path.join(dir, "server", "index.js"), "export const routes = {}; export const assets = { routes: {} }; export const entry = { module: {} };\n");
  return dir;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Waits for /healthz (or fails with the output if the process exits first). */
  ready(ms?: number): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

/** Spawns `node scripts/start.ts` with the given environment (a free port unless PORT is given). */
export async function startProcess(env: Record<string, string | undefined>, opts: { buildDir: string; port?: number } ): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  let out = "";
  let err = "";
  const child = spawn(NODE, [...SERVER_NODE_ARGS, path.join(ROOT, "scripts/start.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SKIP_BUILD: "1",
      BUILD_DIR: opts.buildDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  let done = false;
  void exited.then(() => (done = true));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    port,
    stdout: () => out,
    stderr: () => err,
    exited,
    async ready(ms = 60_000) {
      await waitFor(`${url}/healthz`, async () => {
        if (done) throw new Error(`the server exited early:\n${out}\n${err}`);
        return fetch(`${url}/healthz`).then((r) => r.ok, () => false);
      }, ms);
    },
    async stop() {
      if (!done) child.kill("SIGTERM");
      return exited;
    },
  };
}

export type { PgSchema };

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL must point at a PostgreSQL database for this suite (see README: Testing)");
  return url;
}

/** A fresh PostgreSQL schema on TEST_DATABASE_URL, as a URL the server can be started with. */
export const freshSchema = (prefix = "ops"): Promise<PgSchema> => freshSchemaOn(testDatabaseUrl(), prefix);

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node scripts/<script> ...args` to the end without blocking this process (a test may
 * serve the very site the script reads, like the fake legacy site).
 */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>, timeoutMs = 180_000): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(NODE, [path.join(ROOT, "scripts", script), ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}
