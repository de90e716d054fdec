import request from "supertest";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_MESSAGES } from "../../shared/constants.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { enrol } from "../helpers/two-factor.ts";
import { bearer, createAdmin, UNKNOWN_ID } from "./fixtures.ts";

const FORGED = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA";

// The super admin resets a user's second factor and may require it for everyone.
for (const database of testDatabases()) {
  describe(`two-factor sign-in, the super admin's controls, on ${database.name}`, () => {
    const t = useSignedInApp(database);

    it("lets only the super admin reset a second factor or require it: 401 without a token or with a forged one, 403 to an admin", async () => {
      const admin = await createAdmin(t, t.token, "controls-admin", "controls-admin-password");
      const calls = [
        () => request(t.app).get("/api/two-factor/users"),
        () => request(t.app).delete(`/api/two-factor/users/${admin.id}`),
        () => request(t.app).patch("/api/two-factor/policy").send({ required: false }),
      ];
      for (const call of calls) {
        expect((await call()).status).toBe(401);
        expect((await call().set(bearer(FORGED))).status).toBe(401);
        const asAdmin = await call().set(bearer(admin.token));
        expect(asAdmin.status).toBe(403);
        expect(asAdmin.body.error).toBe("Only a super admin may do this");
        expect((await call().set(bearer(t.token))).status).toBeLessThan(300);
      }
      expect((await request(t.app).delete(`/api/two-factor/users/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).delete("/api/two-factor/users/not-an-id").set(bearer(t.token))).status).toBe(400);
    });

    it("resets a user's second factor: they sign in with the password alone and may enrol again; the log names the user", async () => {
      const user = await createAdmin(t, t.token, "reset-user", "reset-user-password");
      await enrol(t.app, user.token);
      const before = await request(t.app).get("/api/two-factor/users").set(bearer(t.token));
      expect(before.body.users).toContainEqual({ _id: user.id, username: "reset-user", role: "admin", enabled: true });
      expect((await request(t.app).post("/api/auth/login").send({ username: "reset-user", password: "reset-user-password" })).body.twoFactorRequired).toBe(true);

      expect((await request(t.app).delete(`/api/two-factor/users/${user.id}`).set(bearer(t.token))).status).toBe(204);
      const after = await request(t.app).get("/api/two-factor/users").set(bearer(t.token));
      expect(after.body.users).toContainEqual({ _id: user.id, username: "reset-user", role: "admin", enabled: false });
      const plain = await request(t.app).post("/api/auth/login").send({ username: "reset-user", password: "reset-user-password" });
      expect(Object.keys(plain.body).sort()).toEqual(["role", "token"]);
      expect(await t.services.db.selectFrom("recoveryCodes").select("id").where("userId", "=", user.id).execute()).toEqual([]);
      const log = await request(t.app).get("/api/activity").query({ kind: "two-factor-reset" }).set(bearer(t.token));
      expect(log.body.entries[0]).toMatchObject({ username: "super_admin", targetLabel: "reset-user" });
      await enrol(t.app, plain.body.token);
    });

    it("requires two-factor sign-in for everyone once the super admin has it: writes of users without it answer 403 until they enrol", async () => {
      const user = await createAdmin(t, t.token, "policy-user", "policy-user-password");
      const refused = await request(t.app).patch("/api/two-factor/policy").set(bearer(t.token)).send({ required: true });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(TWO_FACTOR_MESSAGES.requireOwnFirst);

      await enrol(t.app, t.token);
      const on = await request(t.app).patch("/api/two-factor/policy").set(bearer(t.token)).send({ required: true });
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ required: true });
      expect((await request(t.app).get("/api/two-factor").set(bearer(user.token))).body).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });

      // A write is refused with a clear message; reads still work, and so does enrolling.
      const write = await request(t.app).post("/api/investments").set(bearer(user.token)).send({ tabText: "Refused" });
      expect(write.status).toBe(403);
      expect(write.body).toEqual({ error: TWO_FACTOR_MESSAGES.enrolmentRequired });
      expect((await request(t.app).get("/api/investments")).body.some((i: { tabText: string }) => i.tabText === "Refused")).toBe(false);
      expect((await request(t.app).get("/api/messages").set(bearer(user.token))).status).toBe(200);
      await enrol(t.app, user.token);
      expect((await request(t.app).post("/api/investments").set(bearer(user.token)).send({ tabText: "Allowed" })).status).toBe(201);
      // The super admin, who has it, writes as before.
      expect((await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Also allowed" })).status).toBe(201);

      const off = await request(t.app).patch("/api/two-factor/policy").set(bearer(t.token)).send({ required: false });
      expect(off.body).toEqual({ required: false });
      const kinds = (await request(t.app).get("/api/activity").set(bearer(t.token))).body.entries.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(["two-factor-required", "two-factor-not-required"]));
    });
  });
}
