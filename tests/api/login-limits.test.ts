import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { readCounter } from "../../server/db/repositories/rate-limits.ts";
import { consumeLimits, limitKeys } from "../../server/services/rate-limit.ts";
import { LOGIN_LIMITS } from "../../shared/constants.ts";
import { ADMIN_PASSWORD, createTestApp, secondInstance, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { createAdmin } from "./fixtures.ts";

const { perUsername, perIp } = LOGIN_LIMITS;

for (const database of testDatabases()) {
  describe(`login rate limits on ${database.name}`, () => {
    let t: TestApp;
    let second: Express;
    beforeAll(async () => {
      t = await createTestApp(database);
      // A second server instance over the same database, as behind a load balancer.
      second = await secondInstance(t);
      const token = await t.login();
      await createAdmin(t, token, "target-user", "target-password");
      await createAdmin(t, token, "refused-user", "refused-password");
    });
    afterAll(() => t.close());

    const attempt = (app: Express, username: string, password: string, ip = "198.51.100.1") =>
      request(app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ username, password });

    it(`answers 429 with Retry-After after ${perUsername.max} failures for one username, counted across instances`, async () => {
      for (let i = 0; i < perUsername.max; i++) {
        const res = await attempt(i % 2 ? second : t.app, "target-user", `wrong-${i}`, `198.51.100.${10 + i}`);
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      const limited = await attempt(t.app, "target-user", "wrong-again", "198.51.100.99");
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual(expect.any(String));
      const retry = Number(limited.headers["retry-after"]);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(perUsername.windowSeconds);
    });

    it("keeps refusing the limited username even with the right password, on every instance", async () => {
      // Its failures as any instance records them (this test does not lean on the one above).
      const key = limitKeys.loginUser("refused-user");
      for (let i = 0; i < perUsername.max; i++) await consumeLimits(t.services.db, [{ key, policy: perUsername }], "limited");
      expect((await attempt(t.app, "refused-user", "refused-password")).status).toBe(429);
      expect((await attempt(second, "REFUSED-USER", "refused-password")).status).toBe(429);
    });

    it("still lets other usernames sign in meanwhile", async () => {
      expect((await attempt(t.app, "super_admin", ADMIN_PASSWORD)).status).toBe(200);
    });

    it("forgets a username's failures after a successful sign-in", async () => {
      const key = limitKeys.loginUser("super_admin");
      for (let i = 0; i < perUsername.max - 1; i++) {
        await consumeLimits(t.services.db, [{ key, policy: perUsername }], "limited");
      }
      expect((await readCounter(t.services.db, key))?.count).toBe(perUsername.max - 1);
      expect((await attempt(second, "super_admin", ADMIN_PASSWORD)).status).toBe(200);
      expect(await readCounter(t.services.db, key)).toBeUndefined();
      expect((await attempt(t.app, "super_admin", "one-wrong-password")).status).toBe(401);
    });

    it(`answers 429 after ${perIp.max} failures from one address whatever the usernames; other addresses are unaffected`, async () => {
      const ip = "203.0.113.7";
      // The earlier failures of this address, as recorded by any instance.
      for (let i = 0; i < perIp.max - 1; i++) {
        await consumeLimits(t.services.db, [{ key: limitKeys.loginIp(ip), policy: perIp }], "limited");
      }
      expect((await attempt(t.app, "someone", "guess", ip)).status).toBe(401);
      const limited = await attempt(second, "someone-else", "guess", ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await attempt(t.app, "super_admin", ADMIN_PASSWORD, ip)).status).toBe(429);
      expect((await attempt(t.app, "super_admin", ADMIN_PASSWORD, "203.0.113.8")).status).toBe(200);
    });

    it("does not count successful sign-ins against the address", async () => {
      const ip = "192.0.2.44";
      for (let i = 0; i < 3; i++) expect((await attempt(t.app, "super_admin", ADMIN_PASSWORD, ip)).status).toBe(200);
      expect((await readCounter(t.services.db, limitKeys.loginIp(ip)))?.count).toBe(0);
    });
  });
}
