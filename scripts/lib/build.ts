// The client build a test run shares. `scripts/test.ts` (and `.ci/run`, for the smoke test too)
// builds once and names the folder in TEST_BUILD_DIR; the browser tests' global setup, the
// operations suites and the smoke test reuse it, and build their own only when run alone.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The run's shared build (TEST_BUILD_DIR) when it names a finished build, else undefined. */
export function sharedBuild(): string | undefined {
  const dir = process.env.TEST_BUILD_DIR;
  if (!dir) return undefined;
  const resolved = path.resolve(root, dir);
  if (!existsSync(path.join(resolved, "server", "index.js"))) throw new Error(`TEST_BUILD_DIR names ${resolved}, which holds no build (server/index.js)`);
  return resolved;
}

/** Builds the site (`react-router build`) into `dir`; the build's own output is not shown. */
export function buildSite(dir: string): void {
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: dir },
  });
}
