import { rmSync } from "node:fs";
import path from "node:path";
import { buildSite, sharedBuild } from "../../../scripts/lib/build.ts";

export const E2E_ADMIN_PASSWORD = "e2e-super-admin-password";

/**
 * The build every worker's server starts from (support/worker-server.ts): the run's shared one
 * (TEST_BUILD_DIR, made once by scripts/test.ts), or, when the browser tests run alone, one built
 * here and removed after.
 */
export default async function globalSetup() {
  const shared = sharedBuild();
  const root = path.resolve(import.meta.dirname, "../../..");
  // Each run builds into its own folder, so runs side by side do not overwrite each other.
  const buildDir = shared ?? path.join(root, ".tmp", `e2e-build-${process.pid}`);
  if (!shared) buildSite(buildDir);
  // Read by the workers (their servers) and by the specs that start more servers from the same build.
  process.env.E2E_BUILD_DIR = buildDir;
  return async () => {
    if (!shared) rmSync(buildDir, { recursive: true, force: true });
  };
}
