import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import { freePort, SERVER_ENV, SERVER_NODE_ARGS, waitFor } from "../../../scripts/lib/processes.ts";

const root = path.resolve(import.meta.dirname, "../../..");

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

/** One more server (the same build as the suite's) on a free port over the database `env` names. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const buildDir = process.env.E2E_BUILD_DIR;
  if (!buildDir) throw new Error("E2E_BUILD_DIR is not set: run the browser tests through `npm run test:e2e`");
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: "127.0.0.1", ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SKIP_BUILD: "1", BUILD_DIR: buildDir, LOG_LEVEL: "warn", SITE_URL: url, BCRYPT_COST: "4", AVIF_EFFORT: "2", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitFor(`${url}/healthz`, async () => {
      if (child.exitCode !== null) throw new Error("exited");
      return fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    }, 60_000, 200);
  } catch {
    await stop();
    throw new Error(`the instance on ${url} did not start`);
  }
  return { url, stop };
}

export interface SharedDatabase {
  /** What `DATABASE_URL` / `DATA_DIR` each instance gets. */
  env: Record<string, string>;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for several instances: a new schema on the PostgreSQL of TEST_DATABASE_URL,
 * or, without it, one SQLite file in a temp folder that every instance opens.
 */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "r28-shared-"));
    return { name: "SQLite", env: { DATABASE_URL: "", DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (query: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return { name: "PostgreSQL", env: { DATABASE_URL: withSchema.href, DATA_DIR: os.tmpdir() }, drop: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/**
 * Watches the page's own document loads and answers a reader of the status each one got on the wire,
 * in order (0 while one is still loading). Chromium tells the page a 304-revalidated document
 * is a 200, so this reads the network layer's own record (DevTools protocol).
 */
export async function watchDocumentStatuses(page: Page): Promise<(() => number[]) & { describe(): string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // The page's own documents only, not those of embedded frames (the contact page's map).
  const mainFrame = (await cdp.send("Page.getFrameTree")).frameTree.frame.id;
  const documents: string[] = [];
  const statuses = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.type === "Document" && e.frameId === mainFrame && !documents.includes(e.requestId)) documents.push(e.requestId);
  });
  const answers = new Map<string, string>();
  cdp.on("Network.responseReceivedExtraInfo", (e) => {
    statuses.set(e.requestId, e.statusCode);
    const h = Object.fromEntries(Object.entries(e.headers).map(([k, v]) => [k.toLowerCase(), v]));
    answers.set(e.requestId, `${e.statusCode} etag=${h.etag ?? "-"} timing=${h["server-timing"] ?? "-"}`);
  });
  const read = () => documents.map((id) => statuses.get(id) ?? 0);
  // What each document answer was, for a failure's message: a stale page tells a stale revision
  // read (same ETag, 304) from a stale render (new ETag, old text).
  return Object.assign(read, { describe: () => documents.map((id) => answers.get(id) ?? "no answer").join("; ") });
}
