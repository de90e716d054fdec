// Helpers for the scripts and test harnesses that start real server processes on loopback:
// a free port, waiting for a condition or for /healthz, and "is the build older than its sources".
import { existsSync, readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * Node's flags for the server process. The V8 heap is capped: left to its default (a quarter of
 * the machine's memory, up to 4 GB) V8 lets garbage pile up before collecting it, and a server
 * asked for 20,000 distinct addresses grew by ~400 MB although what it kept was under 100 MB
 * (docs/performance.md, "Render cache"). `npm start`, the Dockerfile and every harness that
 * starts the server use these; tests/unit/server-flags.test.ts keeps them in step. The young
 * generation is capped too: V8 sized it for a large heap and kept ~110 MB of it reserved while
 * under 90 MB of the heap was in use (RSS 346-402 MB at 3,000 articles); with 8 MB semi-spaces
 * the same run measured 222-253 MB, the hot path unchanged (docs/performance.md, "Memory").
 */
export const SERVER_NODE_ARGS = ["--max-old-space-size=384", "--max-semi-space-size=8"] as const;

/**
 * The server process's environment beyond its settings. glibc gives each thread that allocates
 * (libuv's four, compressing live answers; libvips's; the compression thread) a malloc arena of
 * its own and rarely hands freed memory back, so a few large compressions left 100+ MB resident
 * that nothing used; two arenas keep it near what is live (docs/performance.md, "Memory").
 * Ignored where the C library is not glibc. Set by `npm start`, the Dockerfile and every harness.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort(): Promise<number> {
  // Below the kernel's ephemeral range (32768 and up on Linux): there, any outgoing connection
  // of the machine (a browser's, a database client's) may take the port between this check and
  // the server's own listen, and the check for the server would then reach another program.
  for (let tries = 0; tries < 50; tries++) {
    const port = PORTS_FROM + Math.floor(Math.random() * (PORTS_TO - PORTS_FROM));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${PORTS_FROM} and ${PORTS_TO}`);
}
const PORTS_FROM = 20_000;
const PORTS_TO = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/** Waits until `check` answers true, polling; fails with `what` after `ms`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 60_000, everyMs = 100): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

/** Waits until the server at `url` answers 200 on /healthz. */
export async function waitForHealth(url: string, ms: number): Promise<void> {
  await waitFor(
    `${url}/healthz to answer`,
    async () => {
      try {
        return (await fetch(`${url}/healthz`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    ms,
    200,
  );
}

/** The newest modification time under `p` (a file or a folder, node_modules skipped); 0 when missing. */
export function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of readdirSync(p)) if (e !== "node_modules") max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}
