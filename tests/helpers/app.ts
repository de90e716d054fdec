import request from "supertest";
import type { Express } from "express";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { seed } from "../../server/db/seed.ts";
import { createLogger } from "../../server/log.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import type { TestDatabase } from "./databases.ts";

export const ADMIN_PASSWORD = "correct horse battery staple";

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
  await seed(handle.db, ADMIN_PASSWORD);
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", ...env });
  const services = await createServices(config, handle, createLogger("silent"));
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
