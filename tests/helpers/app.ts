import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { seed } from "../../server/db/seed.ts";
import { seedLeaders } from "../../server/db/seed-leaders.ts";
import { seedDocuments } from "../../server/db/seed-documents.ts";
import { createLogger } from "../../server/log.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { setPasswordCost } from "../../server/services/passwords.ts";
import type { TestDatabase } from "./databases.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";
/** The key test apps seal TOTP secrets with (their DATA_DIR does not exist, so no key file). */
export const TEST_SECRETS_KEY = "test-secrets-key-0123456789abcdefghijklmnop";

export interface TestApp {
  app: Express;
  services: Services;
  /** Logs in and answers the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real Express app over a fresh, seeded test database; no port is opened. */
export async function createTestApp(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await database.open();
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY, BCRYPT_COST: process.env.BCRYPT_COST ?? "", AVIF_EFFORT: process.env.AVIF_EFFORT ?? "", ...env });
  // The admin's hash at the app's cost, as the server seeds it (BCRYPT_COST: 4 in the suites).
  setPasswordCost(config.bcryptCost);
  await seed(handle.db, ADMIN_PASSWORD);
  await seedLeaders(handle.db);
  const services = await createServices(config, handle, createLogger("silent"));
  await seedDocuments(handle.db);
  const app = createApp(services);
  return {
    app,
    services,
    async login(username = "super_admin", password = ADMIN_PASSWORD) {
      const res = await request(app).post("/api/auth/login").send({ username, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    close: () => handle.dispose(),
  };
}

/** Another instance of the app over the same database and config, as behind a load balancer. */
export async function secondInstance(t: TestApp): Promise<Express> {
  return createApp(await createServices(t.services.config, t.services.database, createLogger("silent")));
}

/** A test app with the super admin signed in: `token` is theirs. */
export interface SignedInApp extends TestApp {
  token: string;
}

/**
 * For a describe block: starts the test app over `database` before its tests, signs the super admin
 * in, and closes the app after them. The object answered is filled in before the first test (and
 * before any beforeAll registered after this call), so tests read `t.app`, `t.token`, `t.services`.
 */
export function useSignedInApp(database: TestDatabase, env: Record<string, string> = {}): SignedInApp {
  const signedIn = {} as SignedInApp;
  beforeAll(async () => {
    const t = await createTestApp(database, env);
    Object.assign(signedIn, t, { token: await t.login() });
  });
  afterAll(() => signedIn.close());
  return signedIn;
}
