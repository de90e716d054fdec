/**
 * Run before each test file. Files share their worker's process and modules (vitest.config.ts,
 * `isolate: false`), so the few settings the server keeps per process go back to what a fresh
 * process has: the media store, the bcrypt cost and the AVIF effort are set by each
 * `createServices`, and a file that uses the repositories without services must not inherit
 * another file's (an S3 store whose test server has stopped, a timing test's bcrypt cost).
 */
import { afterAll, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { setAvifEffort } from "../../server/services/media.ts";
import { setPasswordCost } from "../../server/services/passwords.ts";
import { databaseStore } from "../../server/storage/db-store.ts";
import { useMediaStore } from "../../server/storage/index.ts";

const config = loadConfig(process.env);
useMediaStore(databaseStore());
setPasswordCost(config.bcryptCost);
setAvifEffort(config.avifEffort);

afterAll(() => {
  // A file that faked the clock or a global and failed before putting it back.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
