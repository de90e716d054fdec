import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Express } from "express";
import { AUTH_COOKIE } from "../../shared/constants.ts";
import { ADMIN_PASSWORD, createTestApp, secondInstance, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin } from "./fixtures.ts";

const PATH = "/api/auth/sign-out-everywhere";

// "Sign out everywhere" revokes every token of the user, on every instance.
for (const database of testDatabases()) {
  describe(`sign out everywhere on ${database.name}`, () => {
    let t: TestApp;
    let second: Express;
    beforeAll(async () => {
      t = await createTestApp(database);
      second = await secondInstance(t);
    });
    afterAll(() => t.close());

    const me = (app: Express, token: string) => request(app).get("/api/auth/me").set(bearer(token));

    it("revokes every token of the caller on every instance, the calling one too, clears the session cookie, and leaves other users signed in", async () => {
      const superToken = await t.login();
      const editor = await createAdmin(t, superToken, "everywhere-editor", "everywhere-editor-pw");
      const laptop = await t.login("everywhere-editor", "everywhere-editor-pw");
      const phone = await t.login("everywhere-editor", "everywhere-editor-pw");
      const cookieSession = (await request(second).post("/api/auth/login").send({ username: "everywhere-editor", password: "everywhere-editor-pw" })).headers["set-cookie"] as unknown as string[];
      const sessionPair = cookieSession.find((c) => c.startsWith(`${AUTH_COOKIE}=`))!.split(";")[0]!;
      expect((await request(t.app).get("/api/auth/me").set("Cookie", sessionPair)).status).toBe(200);

      const res = await request(second).post(PATH).set(bearer(laptop));
      expect(res.status).toBe(204);
      expect(JSON.stringify(res.headers["set-cookie"])).toMatch(new RegExp(`${AUTH_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));

      for (const token of [editor.token, laptop, phone]) {
        expect((await me(t.app, token)).status).toBe(401);
        expect((await me(second, token)).status).toBe(401);
      }
      expect((await request(t.app).get("/api/auth/me").set("Cookie", sessionPair)).status).toBe(401);
      expect((await me(t.app, superToken)).status).toBe(200);
      // Signing in again works at once.
      expect((await me(second, await t.login("everywhere-editor", "everywhere-editor-pw"))).status).toBe(200);
    });

    it("is open to the super admin and to an admin alike, for themselves; without a token or with a forged one it is a 401", async () => {
      const superToken = await t.login();
      const admin = await createAdmin(t, superToken, "everywhere-admin", "everywhere-admin-pw");
      expect((await request(t.app).post(PATH)).status).toBe(401);
      expect((await request(t.app).post(PATH).set(bearer("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA"))).status).toBe(401);
      expect((await request(t.app).post(PATH).set(bearer(admin.token)).send({})).status).toBe(204);
      expect((await me(t.app, admin.token)).status).toBe(401);
      expect((await me(t.app, superToken)).status).toBe(200);
      expect((await request(t.app).post(PATH).set(bearer(superToken))).status).toBe(204);
      expect((await me(t.app, superToken)).status).toBe(401);
      // A revoked token cannot call it again.
      expect((await request(t.app).post(PATH).set(bearer(superToken))).status).toBe(401);
    });

    it("answers junk bodies with a 4xx {error} and revokes nothing", async () => {
      const token = await t.login();
      const junk: [string, string, number][] = [
        ["application/json", "[]", 400],
        ["application/json", "null", 400],
        ["application/json", '"text"', 400],
        ["application/json", "42", 400],
        ["application/json", '{"everywhere": ', 400],
        ["application/json", '{"unknownField": "x"}', 400],
        ["application/json", '{"__proto__": {"admin": true}}', 400],
        ["application/x-www-form-urlencoded", "a=1", 415],
        ["text/plain", "a=1", 415],
      ];
      for (const [type, body, status] of junk) {
        const res = await request(t.app).post(PATH).set(bearer(token)).set("Content-Type", type).send(body);
        expect(res.status, `${type} ${body}`).toBe(status);
        expect(res.body.error, `${type} ${body}`).toEqual(expect.any(String));
        expect((await me(t.app, token)).status, `${type} ${body}`).toBe(200);
      }
    });

    it("writes a 'sign-out-everywhere' entry to the activity log with no token, password or hash", async () => {
      const token = await t.login();
      expect((await request(t.app).post(PATH).set(bearer(token))).status).toBe(204);
      const log = await request(t.app).get("/api/activity?kind=sign-out-everywhere").set(bearer(await t.login()));
      expect(log.status).toBe(200);
      const entry = log.body.entries.find((e: { username: string }) => e.username === "super_admin");
      expect(entry).toMatchObject({ kind: "sign-out-everywhere", username: "super_admin" });
      expect(JSON.stringify(log.body)).not.toContain(token);
      expect(JSON.stringify(log.body)).not.toContain(ADMIN_PASSWORD);
      expect(JSON.stringify(log.body)).not.toMatch(/\$2[aby]\$/);
    });
  });
}
