import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

for (const database of testDatabases()) {
  describe(`login and tokens on ${database.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database);
    });
    afterAll(() => t.close());

    it("answers {token, role} for the right credentials", async () => {
      const res = await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: "correct horse battery staple" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String), role: "super admin" });
    });

    it("answers the same 401 for an unknown user and for a wrong password", async () => {
      const wrong = await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: "nope" });
      const unknown = await request(t.app).post("/api/auth/login").send({ username: "nobody", password: "nope" });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
    });

    it("revokes the token on logout", async () => {
      const token = await t.login();
      const ok = await request(t.app).get("/api/auth/me").set("Authorization", `Bearer ${token}`);
      expect(ok.body).toEqual({ username: "super_admin", role: "super admin" });
      expect((await request(t.app).post("/api/auth/logout").set("Authorization", `Bearer ${token}`)).status).toBe(204);
      const after = await request(t.app)
        .patch(`/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`)
        .set("Authorization", `Bearer ${token}`)
        .send({ text: "after logout" });
      expect(after.status).toBe(401);
    });

    it("reports health as ok while the database answers, 503 when it does not", async () => {
      const ok = await request(t.app).get("/healthz");
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ status: "ok" });
      const original = t.services.database.ping;
      t.services.database.ping = async () => false;
      try {
        expect((await request(t.app).get("/healthz")).status).toBe(503);
      } finally {
        t.services.database.ping = original;
      }
    });
  });
}
