import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeLimits, limitKeys } from "../../server/services/rate-limit.ts";
import { LOGIN_LIMITS } from "../../shared/constants.ts";
import { userListSchema } from "../../shared/schemas/users.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin, UNKNOWN_ID } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`users and passwords on ${database.name}`, () => {
    let t: TestApp;
    let superToken: string;
    let superId: string;
    let admin: { id: string; token: string };
    beforeAll(async () => {
      t = await createTestApp(database);
      superToken = await t.login();
      admin = await createAdmin(t, superToken, "editor", "editor-password");
      superId = (await request(t.app).get("/api/users").set(bearer(superToken))).body[0]._id;
    });
    afterAll(() => t.close());

    const register = (body: unknown, token = superToken) => request(t.app).post("/api/auth/register").set(bearer(token)).send(body as object);
    const changePassword = (body: unknown, token: string) => request(t.app).patch("/api/users/change-password").set(bearer(token)).send(body as object);

    describe("GET /api/users", () => {
      it("lists users for the super admin as a bare array of {_id, username, role}", async () => {
        const res = await request(t.app).get("/api/users").set(bearer(superToken));
        expect(res.status).toBe(200);
        expect(userListSchema.parse(res.body)).toEqual([
          { _id: superId, username: "super_admin", role: "super admin" },
          { _id: admin.id, username: "editor", role: "admin" },
        ]);
        for (const u of res.body) expect(Object.keys(u).sort()).toEqual(["_id", "role", "username"]);
      });

      it("answers 403 to an admin and 401 without a token", async () => {
        expect((await request(t.app).get("/api/users").set(bearer(admin.token))).status).toBe(403);
        expect((await request(t.app).get("/api/users")).status).toBe(401);
      });
    });

    describe("POST /api/auth/register", () => {
      it("creates an admin and answers 201 with {_id, username, role}; the new user can sign in", async () => {
        const res = await register({ username: "writer.one", password: "writer-password" });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), username: "writer.one", role: "admin" });
        const login = await request(t.app).post("/api/auth/login").send({ username: "writer.one", password: "writer-password" });
        expect(login.status).toBe(200);
        expect(login.body.role).toBe("admin");
      });

      it("answers 409 for a username that exists, whatever its case", async () => {
        for (const username of ["editor", "EDITOR", "Super_Admin"]) {
          const res = await register({ username, password: "another-password" });
          expect(res.status, username).toBe(409);
          expect(res.body.error).toMatch(/already exists/);
        }
      });

      it("refuses usernames outside 3-50 letters, digits, dots, underscores and hyphens", async () => {
        for (const username of ["ab", "a".repeat(51), "with space", "semi;colon", "ünïcode", ""]) {
          const res = await register({ username, password: "long-enough-password" });
          expect(res.status, username).toBe(400);
          expect(res.body.fields).toHaveProperty("username");
        }
      });

      it("refuses passwords under 12 characters or over 72 bytes", async () => {
        for (const password of ["short", "eleven-char", "x".repeat(73), "é".repeat(37)]) {
          const res = await register({ username: "pw-test", password });
          expect(res.status, password.slice(0, 10)).toBe(400);
          expect(res.body.fields).toHaveProperty("password");
        }
        expect((await register({ username: "pw-edge", password: "x".repeat(72) })).status).toBe(201);
      });

      it("refuses the role 'super admin' in the body (a new user is an admin or an editor)", async () => {
        const res = await register({ username: "sneaky", password: "sneaky-password", role: "super admin" });
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({ role: "must be one of: admin, editor" });
      });

      it("answers 403 to an admin and 401 without a token, creating nobody", async () => {
        expect((await register({ username: "by-admin", password: "by-admin-password" }, admin.token)).status).toBe(403);
        expect((await request(t.app).post("/api/auth/register").send({ username: "anon", password: "anon-password" })).status).toBe(401);
        const names = (await request(t.app).get("/api/users").set(bearer(superToken))).body.map((u: { username: string }) => u.username);
        expect(names).not.toContain("by-admin");
        expect(names).not.toContain("anon");
      });
    });

    describe("DELETE /api/users/{id}", () => {
      it("deletes a user with 204; their token stops working at once", async () => {
        const victim = await createAdmin(t, superToken, "temp-user");
        expect((await request(t.app).get("/api/auth/me").set(bearer(victim.token))).status).toBe(200);
        const res = await request(t.app).delete(`/api/users/${victim.id}`).set(bearer(superToken));
        expect(res.status).toBe(204);
        expect((await request(t.app).get("/api/auth/me").set(bearer(victim.token))).status).toBe(401);
        const names = (await request(t.app).get("/api/users").set(bearer(superToken))).body.map((u: { username: string }) => u.username);
        expect(names).not.toContain("temp-user");
      });

      it("answers 409 when asked to delete the super admin", async () => {
        const res = await request(t.app).delete(`/api/users/${superId}`).set(bearer(superToken));
        expect(res.status).toBe(409);
        expect((await request(t.app).get("/api/auth/me").set(bearer(superToken))).status).toBe(200);
      });

      it("answers 404 for an unknown id and 400 for a malformed one", async () => {
        expect((await request(t.app).delete(`/api/users/${UNKNOWN_ID}`).set(bearer(superToken))).status).toBe(404);
        expect((await request(t.app).delete("/api/users/editor").set(bearer(superToken))).status).toBe(400);
      });

      it("answers 403 to an admin and 401 without a token, deleting nobody", async () => {
        const other = await createAdmin(t, superToken, "survivor");
        expect((await request(t.app).delete(`/api/users/${other.id}`).set(bearer(admin.token))).status).toBe(403);
        expect((await request(t.app).delete(`/api/users/${other.id}`)).status).toBe(401);
        expect((await request(t.app).get("/api/auth/me").set(bearer(other.token))).status).toBe(200);
      });
    });

    describe("PATCH /api/users/change-password", () => {
      it("lets the super admin change its own password, revokes older tokens and answers a fresh one", async () => {
        const other = await t.login();
        const res = await changePassword({ username: "super_admin", currentPassword: ADMIN_PASSWORD, newPassword: "brand-new-password" }, superToken);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ _id: superId, username: "super_admin", role: "super admin", token: expect.any(String) });
        expect(String(res.headers["set-cookie"])).toMatch(/HttpOnly/i);
        expect((await request(t.app).get("/api/auth/me").set(bearer(other))).status).toBe(401);
        expect((await request(t.app).get("/api/auth/me").set(bearer(superToken))).status).toBe(401);
        superToken = res.body.token;
        expect((await request(t.app).get("/api/auth/me").set(bearer(superToken))).status).toBe(200);
        expect((await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: ADMIN_PASSWORD })).status).toBe(401);
        // Put it back for the other tests.
        const back = await changePassword({ username: "super_admin", currentPassword: "brand-new-password", newPassword: ADMIN_PASSWORD }, superToken);
        expect(back.status).toBe(200);
        superToken = back.body.token;
      });

      it("lets the super admin change another user's password (with that user's current one), without a token for itself", async () => {
        const res = await changePassword({ username: "editor", currentPassword: "editor-password", newPassword: "editor-password-2" }, superToken);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ _id: admin.id, username: "editor", role: "admin" });
        expect((await request(t.app).get("/api/auth/me").set(bearer(admin.token))).status).toBe(401);
        expect((await request(t.app).get("/api/auth/me").set(bearer(superToken))).status).toBe(200);
        admin.token = await t.login("editor", "editor-password-2");
      });

      it("lets an admin change their own password", async () => {
        const res = await changePassword({ username: "editor", currentPassword: "editor-password-2", newPassword: "editor-password" }, admin.token);
        expect(res.status).toBe(200);
        admin.token = res.body.token;
        expect((await request(t.app).get("/api/auth/me").set(bearer(admin.token))).body).toEqual({ username: "editor", role: "admin" });
      });

      it("answers 403 when an admin targets another user, and changes nothing", async () => {
        const res = await changePassword({ username: "super_admin", currentPassword: ADMIN_PASSWORD, newPassword: "hijacked-password" }, admin.token);
        expect(res.status).toBe(403);
        expect((await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: ADMIN_PASSWORD })).status).toBe(200);
      });

      it("answers 400 naming currentPassword when it is wrong, and keeps the old password and tokens", async () => {
        const res = await changePassword({ username: "super_admin", currentPassword: "not-the-password", newPassword: "whatever-password" }, superToken);
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual({ currentPassword: "is not correct" });
        expect((await request(t.app).get("/api/auth/me").set(bearer(superToken))).status).toBe(200);
      });

      it("refuses a new password under 12 characters or over 72 bytes", async () => {
        for (const newPassword of ["short", "eleven-char", "y".repeat(73)]) {
          const res = await changePassword({ username: "super_admin", currentPassword: ADMIN_PASSWORD, newPassword }, superToken);
          expect(res.status).toBe(400);
          expect(res.body.fields).toHaveProperty("newPassword");
        }
      });

      it("counts wrong current passwords against the target's sign-in limit and answers 429 past it", async () => {
        const victim = await createAdmin(t, superToken, "guessed-user", "guessed-password");
        // Earlier failures for this username, as any instance records them.
        for (let i = 0; i < LOGIN_LIMITS.perUsername.max - 1; i++) {
          await consumeLimits(t.services.db, [{ key: limitKeys.loginUser("guessed-user"), policy: LOGIN_LIMITS.perUsername }], "limited");
        }
        const wrong = await changePassword({ username: "guessed-user", currentPassword: "guess-1", newPassword: "new-password-1" }, victim.token);
        expect(wrong.status).toBe(400);
        const limited = await changePassword({ username: "guessed-user", currentPassword: "guessed-password", newPassword: "new-password-1" }, victim.token);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
        expect((await request(t.app).get("/api/auth/me").set(bearer(victim.token))).status).toBe(200);
      });

      it("answers 404 when the super admin names an unknown user", async () => {
        const res = await changePassword({ username: "nobody-here", currentPassword: "whatever", newPassword: "whatever-password" }, superToken);
        expect(res.status).toBe(404);
      });

      it("answers 401 without a token and 400 for a missing field", async () => {
        expect((await request(t.app).patch("/api/users/change-password").send({ username: "editor", currentPassword: "x", newPassword: "yyyyyyyy" })).status).toBe(401);
        const res = await changePassword({ username: "super_admin" }, superToken);
        expect(res.status).toBe(400);
        expect(res.body.fields).toMatchObject({ currentPassword: "is required", newPassword: "is required" });
      });
    });
  });
}
