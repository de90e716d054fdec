import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../shared/schemas/api.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, concretePath, createAdmin, routeKey } from "./fixtures.ts";

const guarded = API_ROUTES.filter((r) => r.access !== "public");
const superOnly = API_ROUTES.filter((r) => r.access === "super admin");

for (const database of testDatabases()) {
  describe(`who may call what, on ${database.name}`, () => {
    let t: TestApp;
    let adminToken: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      adminToken = (await createAdmin(t, await t.login(), "plain-admin")).token;
    });
    afterAll(() => t.close());

    const call = (method: string, path: string) => {
      const r = request(t.app)[method as "get"](concretePath(path));
      return method === "get" || method === "delete" ? r : r.send({ anything: "at all" });
    };

    it("mounts every route of the contract (none answers 'No such API route')", async () => {
      for (const route of API_ROUTES) {
        const res = await call(route.method, route.path);
        expect(res.body?.error ?? "", routeKey(route)).not.toBe("No such API route");
        expect(res.status, routeKey(route)).toBeLessThan(500);
      }
    });

    it.each(guarded.map((r) => [routeKey(r), r] as const))("answers 401 without a token: %s", async (_name, route) => {
      const res = await call(route.method, route.path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    });

    it.each(guarded.map((r) => [routeKey(r), r] as const))("answers 401 with a forged token: %s", async (_name, route) => {
      const res = await call(route.method, route.path).set(bearer("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA"));
      expect(res.status).toBe(401);
    });

    it.each(superOnly.map((r) => [routeKey(r), r] as const))("answers 403 to an admin who is not the super admin: %s", async (_name, route) => {
      const res = await call(route.method, route.path).set(bearer(adminToken));
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it("answers 404 {error} for a path under /api that does not exist", async () => {
      const res = await request(t.app).get("/api/no-such-thing");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "No such API route" });
    });
  });
}
