import request from "supertest";
import { describe, expect, it } from "vitest";
import { newId, now } from "../../server/db/ids.ts";
import { insertUser } from "../../server/db/repositories/users.ts";
import { hashPassword } from "../../server/services/passwords.ts";
import { PASSWORD_RULE_MESSAGES } from "../../shared/constants.ts";
import { ADMIN_PASSWORD, useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin } from "./fixtures.ts";

// At least 12 characters, not among the most common passwords, not the username.
for (const database of testDatabases()) {
  describe(`password rules on ${database.name}`, () => {
    const t = useSignedInApp(database);

    const register = (username: string, password: string) =>
      request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username, password });
    const change = (token: string, username: string, currentPassword: string, newPassword: string) =>
      request(t.app).patch("/api/users/change-password").set(bearer(token)).send({ username, currentPassword, newPassword });
    const userCount = async () => (await request(t.app).get("/api/users").set(bearer(t.token))).body.length as number;

    it("refuses a new user's password of 11 characters and says it must be at least 12; 12 characters are enough", async () => {
      const before = await userCount();
      const res = await register("short-pw", "abcdefghijk");
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ password: PASSWORD_RULE_MESSAGES.tooShort });
      expect(PASSWORD_RULE_MESSAGES.tooShort).toBe("must be at least 12 characters");
      expect(await userCount()).toBe(before);
      expect((await register("twelve-pw", "abcdefghijkl")).status).toBe(201);
    });

    it("refuses one of the most common passwords, whatever its case, and says so", async () => {
      for (const password of ["qwerty123456", "QWERTY123456", "1qaz2wsx3edc", "123456654321"]) {
        const res = await register("common-pw", password);
        expect(res.status, password).toBe(400);
        expect(res.body.fields, password).toEqual({ password: PASSWORD_RULE_MESSAGES.common });
      }
      expect(PASSWORD_RULE_MESSAGES.common).toMatch(/most common passwords/);
    });

    it("refuses a password equal to the username ignoring case, and says so", async () => {
      const res = await register("Marketing.Lead", "marketing.LEAD");
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ password: PASSWORD_RULE_MESSAGES.sameAsUsername });
      expect(PASSWORD_RULE_MESSAGES.sameAsUsername).toBe("must not be the same as the username");
    });

    it("applies the same rules when users change their own password, and changes nothing when refused", async () => {
      const editor = await createAdmin(t, t.token, "rules-editor", "rules-editor-pass");
      const cases: [string, string][] = [
        ["too-short", PASSWORD_RULE_MESSAGES.tooShort],
        ["q1w2e3r4t5y6", PASSWORD_RULE_MESSAGES.common],
        ["RULES-EDITOR", PASSWORD_RULE_MESSAGES.sameAsUsername],
      ];
      for (const [newPassword, message] of cases) {
        const res = await change(editor.token, "rules-editor", "rules-editor-pass", newPassword);
        expect(res.status, newPassword).toBe(400);
        expect(res.body.fields, newPassword).toEqual({ newPassword: message });
      }
      expect(await t.login("rules-editor", "rules-editor-pass")).toEqual(expect.any(String));
    });

    it("applies the same rules when the super admin sets another user's password", async () => {
      await createAdmin(t, t.token, "rules-target", "rules-target-pass");
      const same = await change(t.token, "rules-target", "rules-target-pass", "Rules-Target");
      expect(same.status).toBe(400);
      expect(same.body.fields).toEqual({ newPassword: PASSWORD_RULE_MESSAGES.sameAsUsername });
      const common = await change(t.token, "super_admin", ADMIN_PASSWORD, "qazwsxedcrfv");
      expect(common.status).toBe(400);
      expect(common.body.fields).toEqual({ newPassword: PASSWORD_RULE_MESSAGES.common });
      expect((await change(t.token, "rules-target", "rules-target-pass", "a sturdier passphrase")).status).toBe(200);
    });

    it("keeps signing in users whose stored password predates the rules", async () => {
      const at = now();
      await insertUser(t.services.db, { id: newId(), username: "old-timer", role: "admin", passwordHash: await hashPassword("old-pw1"), createdAt: at, updatedAt: at });
      const res = await request(t.app).post("/api/auth/login").send({ username: "old-timer", password: "old-pw1" });
      expect(res.status).toBe(200);
    });
  });
}
