import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { deviceCookieFor } from "../../server/services/device-cookie.ts";
import { DEVICE_COOKIE, LOGIN_LIMITS } from "../../shared/constants.ts";
import { ADMIN_PASSWORD, createTestApp, secondInstance, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { createAdmin } from "./fixtures.ts";

/** The `name=value` of the device cookie a response sets, and the whole Set-Cookie line. */
function deviceCookieOf(res: request.Response): { pair: string; line: string } {
  const lines = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const line = lines.find((l) => l.startsWith(`${DEVICE_COOKIE}=`));
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(lines)}`);
  return { pair: line.split(";")[0]!, line };
}

// Throttling that cannot be turned against the owner.
for (const database of testDatabases()) {
  describe(`device cookies on ${database.name}`, () => {
    let t: TestApp;
    let second: Express;
    let superToken: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      // Taken before super_admin comes under attack below.
      superToken = await t.login();
      // A second instance over the same database: the limits and the cookie key are shared.
      second = await secondInstance(t);
    });
    afterAll(() => t.close());

    const attempt = (app: Express, username: string, password: string, ip: string, cookie?: string) => {
      const req = request(app).post("/api/auth/login").set("X-Forwarded-For", ip);
      if (cookie) req.set("Cookie", cookie);
      return req.send({ username, password });
    };

    it("sets a signed, httpOnly, SameSite=Strict device cookie for /api/auth after a successful sign-in, and none after a failure", async () => {
      const ok = await attempt(t.app, "super_admin", ADMIN_PASSWORD, "192.0.2.1");
      expect(ok.status).toBe(200);
      const { line } = deviceCookieOf(ok);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Strict/i);
      expect(line).toMatch(/; Path=\/api\/auth/i);
      expect(line).toMatch(/; Max-Age=\d{7,}/i);
      expect(line).not.toMatch(/; Secure/i);
      const failed = await attempt(t.app, "super_admin", "not-the-password", "192.0.2.1");
      expect(failed.status).toBe(401);
      expect(JSON.stringify(failed.headers["set-cookie"] ?? [])).not.toContain(DEVICE_COOKIE);
    });

    it("marks the device cookie Secure when SITE_URL is https", async () => {
      const secure = await createTestApp(database, { SITE_URL: "https://www.example.com" });
      try {
        expect(deviceCookieOf(await attempt(secure.app, "super_admin", ADMIN_PASSWORD, "192.0.2.2")).line).toMatch(/; Secure/i);
      } finally {
        await secure.close();
      }
    });

    it("lets the owner's browser sign in at once after 100 failures for super_admin from 50 addresses, while a new address with the right password is still held back", async () => {
      const owner = deviceCookieOf(await attempt(t.app, "super_admin", ADMIN_PASSWORD, "192.0.2.10")).pair;
      const statuses: Record<number, number> = {};
      for (let i = 0; i < 100; i++) {
        const res = await attempt(i % 2 ? second : t.app, "super_admin", `guess-${i}`, `198.51.100.${(i % 50) + 1}`);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
      console.log(`device cookies on ${database.name}: 100 attacking attempts answered ${JSON.stringify(statuses)}`);
      expect(statuses).toEqual({ 401: LOGIN_LIMITS.perUsername.max, 429: 100 - LOGIN_LIMITS.perUsername.max });

      const ownerAgain = await attempt(second, "super_admin", ADMIN_PASSWORD, "203.0.113.50", owner);
      expect(ownerAgain.status).toBe(200);
      expect(ownerAgain.body).toEqual({ token: expect.any(String), role: "super admin" });

      const stranger = await attempt(t.app, "super_admin", ADMIN_PASSWORD, "203.0.113.51");
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers["retry-after"])).toBeGreaterThan(0);
      console.log(`device cookies on ${database.name}: owner with cookie ${ownerAgain.status}; new address, right password, no cookie ${stranger.status} (Retry-After ${stranger.headers["retry-after"]} s)`);
    });

    it(`holds a device cookie to ${LOGIN_LIMITS.perDevice.max} wrong passwords, then treats it as absent`, async () => {
      await createAdmin(t, superToken, "device-user", "device-user-password");
      const cookie = deviceCookieOf(await attempt(t.app, "device-user", "device-user-password", "192.0.2.20")).pair;
      // The username under attack from elsewhere.
      for (let i = 0; i < LOGIN_LIMITS.perUsername.max; i++) await attempt(t.app, "device-user", `attack-${i}`, `198.51.100.${100 + i}`);
      expect((await attempt(t.app, "device-user", "device-user-password", "192.0.2.21")).status).toBe(429);
      for (let i = 0; i < LOGIN_LIMITS.perDevice.max; i++) {
        expect((await attempt(t.app, "device-user", `typo-${i}`, "192.0.2.20", cookie)).status, `wrong password ${i + 1} through the cookie`).toBe(401);
      }
      const locked = await attempt(second, "device-user", "device-user-password", "192.0.2.20", cookie);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("trusts no cookie of another username, with a bad signature, or signed with another secret", async () => {
      await createAdmin(t, superToken, "held-user", "held-user-password");
      await createAdmin(t, superToken, "other-user", "other-user-password");
      const otherCookie = deviceCookieOf(await attempt(t.app, "other-user", "other-user-password", "192.0.2.30")).pair;
      for (let i = 0; i < LOGIN_LIMITS.perUsername.max; i++) await attempt(t.app, "held-user", `attack-${i}`, `198.51.100.${150 + i}`);
      const value = otherCookie.slice(DEVICE_COOKIE.length + 1);
      const forged = [
        otherCookie,
        `${DEVICE_COOKIE}=${Buffer.from("held-user").toString("base64url")}.${value.split(".")[1]}.${value.split(".")[2]}`,
        `${DEVICE_COOKIE}=${deviceCookieFor("some other secret", "held-user")}`,
        `${DEVICE_COOKIE}=garbage`,
        `${DEVICE_COOKIE}=%E0%A4%A`,
      ];
      for (const cookie of forged) {
        expect((await attempt(t.app, "held-user", "held-user-password", "192.0.2.31", cookie)).status, cookie).toBe(429);
      }
    });
  });
}
