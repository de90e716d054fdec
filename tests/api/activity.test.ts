import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_PAGE_SIZE, activityPageSchema } from "../../shared/schemas/activity.ts";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer } from "./fixtures.ts";

const EDITOR_PASSWORD = "editor-password-1";
const NEW_PASSWORD = "editor-password-2";
/** A password typed into the username field by mistake. */
const MISTYPED = "my-secret-password-in-the-name-field";

for (const database of testDatabases()) {
  describe(`the activity log GET /api/activity, on ${database.name}`, () => {
    let t: TestApp;
    let superToken: string;
    const tokens: string[] = [];
    beforeAll(async () => {
      t = await createTestApp(database);
      const from = (ip: string) => ({ "X-Forwarded-For": ip });
      const login = (username: string, password: string, ip: string) => request(t.app).post("/api/auth/login").set(from(ip)).send({ username, password });

      superToken = (await login("super_admin", ADMIN_PASSWORD, "203.0.113.10")).body.token;
      tokens.push(superToken);
      const created = await request(t.app).post("/api/auth/register").set(bearer(superToken)).set(from("203.0.113.10")).send({ username: "editor", password: EDITOR_PASSWORD });
      expect(created.status).toBe(201);
      expect((await login("editor", "wrong-password", "198.51.100.7")).status).toBe(401);
      expect((await login(MISTYPED, "whatever-else", "198.51.100.8")).status).toBe(401);
      const editor = (await login("editor", EDITOR_PASSWORD, "198.51.100.7")).body.token as string;
      tokens.push(editor);
      const changed = await request(t.app).patch("/api/users/change-password").set(bearer(editor)).set(from("198.51.100.7")).send({ username: "editor", currentPassword: EDITOR_PASSWORD, newPassword: NEW_PASSWORD });
      expect(changed.status).toBe(200);
      tokens.push(changed.body.token);
      const patch = `/api${SINGLETONS.approach.path}/${SINGLETONS.approach.id}`;
      expect((await request(t.app).patch(patch).set(bearer(changed.body.token)).set(from("198.51.100.7")).send({ highlight: "Logged save" })).status).toBe(200);
      expect((await request(t.app).post("/api/auth/logout").set(bearer(changed.body.token)).set(from("198.51.100.7"))).status).toBe(204);
      expect((await request(t.app).delete(`/api/users/${created.body._id}`).set(bearer(superToken)).set(from("203.0.113.10"))).status).toBe(204);
    });
    afterAll(() => t.close());

    const page = async (query: Record<string, string | number> = {}) => {
      const res = await request(t.app).get("/api/activity").query(query).set(bearer(superToken));
      expect(res.status).toBe(200);
      return activityPageSchema.parse(res.body);
    };

    it("records sign-ins, failures, sign-out, saves and user changes with user, time, address and target, newest first", async () => {
      const { entries } = await page();
      const seen = entries.map((e) => [e.kind, e.username, e.ip, e.targetLabel]).reverse();
      expect(seen).toEqual([
        ["sign-in", "super_admin", "203.0.113.10", ""],
        ["user-created", "super_admin", "203.0.113.10", "editor"],
        ["sign-in-failed", "editor", "198.51.100.7", ""],
        ["sign-in-failed", "(unknown user)", "198.51.100.8", ""],
        ["sign-in", "editor", "198.51.100.7", ""],
        ["password-changed", "editor", "198.51.100.7", "editor"],
        ["save", "editor", "198.51.100.7", "Approach"],
        ["sign-out", "editor", "198.51.100.7", ""],
        ["user-deleted", "super_admin", "203.0.113.10", "editor"],
      ]);
      for (const e of entries) expect(Date.parse(e.at)).not.toBeNaN();
      const times = entries.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("never stores a password, a token or a hash, not even a password typed as the username", async () => {
      const text = JSON.stringify(await page());
      for (const secret of [ADMIN_PASSWORD, EDITOR_PASSWORD, NEW_PASSWORD, "wrong-password", MISTYPED, "whatever-else", ...tokens]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$2[aby]\$\d\d\$/);
    });

    it("filters by user and by kind, and lists the users for the filter", async () => {
      const editor = await page({ user: "editor" });
      expect(editor.entries.length).toBeGreaterThan(0);
      expect(editor.entries.every((e) => e.username === "editor")).toBe(true);
      const failures = await page({ kind: "sign-in-failed" });
      expect(failures.entries.map((e) => e.username).sort()).toEqual(["(unknown user)", "editor"]);
      expect((await page({ user: "editor", kind: "save" })).entries.map((e) => e.targetType)).toEqual(["approach"]);
      expect(editor.users).toEqual(["(unknown user)", "editor", "super_admin"]);
    });

    it(`answers ${ACTIVITY_PAGE_SIZE} entries a page, with the total`, async () => {
      const stats = `/api${SINGLETONS.stats.path}/${SINGLETONS.stats.id}`;
      for (let i = 0; i < ACTIVITY_PAGE_SIZE; i++) await request(t.app).patch(stats).set(bearer(superToken)).send({ sectors: `s${i}` });
      const first = await page();
      expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
      expect(first.total).toBeGreaterThan(ACTIVITY_PAGE_SIZE);
      const second = await page({ page: 2 });
      expect(second.page).toBe(2);
      expect(second.entries).toHaveLength(first.total - ACTIVITY_PAGE_SIZE);
      expect(second.entries.map((e) => e._id)).not.toContain(first.entries.at(-1)!._id);
    });

    it("answers 400 for an unknown kind or a bad page, 403 to an admin", async () => {
      for (const query of [{ kind: "everything" }, { page: "0" }, { page: "two" }, { other: "x" }]) {
        const res = await request(t.app).get("/api/activity").query(query).set(bearer(superToken));
        expect(res.status, JSON.stringify(query)).toBe(400);
      }
      await request(t.app).post("/api/auth/register").set(bearer(superToken)).send({ username: "plain", password: "plain-password-1" });
      const plain = await t.login("plain", "plain-password-1");
      expect((await request(t.app).get("/api/activity").set(bearer(plain))).status).toBe(403);
    });
  });
}
