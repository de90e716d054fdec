import { createHash } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_RECOVERY, ACCOUNT_RECOVERY_MESSAGES, TWO_FACTOR_MESSAGES } from "../../shared/constants.ts";
import { activityPageSchema, type ActivityKind } from "../../shared/schemas/activity.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { resetTokenOf, startSmtp } from "../helpers/smtp.ts";
import { codeAt, enrol } from "../helpers/two-factor.ts";
import { bearer, createAdmin } from "./fixtures.ts";

const tokenOf = resetTokenOf;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

for (const database of testDatabases()) {
  describe(`getting back into an account, on ${database.name}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let superToken: string;
    let n = 0;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(database, { SMTP_URL: smtp.url, SITE_URL: "https://r28.example" });
      superToken = await t.login();
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    /** A new admin with its own client address (so one test's limits never touch another's). */
    async function newUser() {
      n += 1;
      const username = `recovery-${n}`;
      const password = `recovery-password-${n}`;
      const { id, token } = await createAdmin(t, superToken, username, password);
      const ip = `198.51.100.${n}`;
      const login = (pw: string) => request(t.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ username, password: pw });
      return { id, token, username, password, ip, login };
    }

    async function activityKinds(username: string): Promise<ActivityKind[]> {
      const all = activityPageSchema.parse((await request(t.app).get("/api/activity").set(bearer(superToken))).body);
      return all.entries.filter((e) => e.username === username || e.targetLabel === username).map((e) => e.kind);
    }

    describe("the super admin's one-time password", () => {
      it("revokes the user's tokens, and the next sign-in must choose a new password before any token is given", async () => {
        const u = await newUser();
        const given = await request(t.app).post(`/api/users/${u.id}/one-time-password`).set(bearer(superToken));
        expect(given.status).toBe(200);
        expect(given.headers["cache-control"]).toBe("no-store");
        const otp = given.body.oneTimePassword as string;
        expect(otp).toMatch(new RegExp(`^[A-Za-z0-9_-]{${ACCOUNT_RECOVERY.oneTimePasswordLength}}$`));
        expect(given.body).toMatchObject({ _id: u.id, username: u.username });

        expect((await request(t.app).get("/api/auth/me").set(bearer(u.token))).status).toBe(401);
        expect((await u.login(u.password)).status).toBe(401);
        const first = await u.login(otp);
        expect(first.status).toBe(200);
        expect(first.body).toEqual({ passwordChangeRequired: true, challenge: expect.any(String) });
        expect(first.body.token).toBeUndefined();
        expect(first.headers["set-cookie"]).toBeUndefined();
        // The step's challenge is no session.
        expect((await request(t.app).get("/api/auth/me").set(bearer(first.body.challenge))).status).toBe(401);

        const weak = await request(t.app).post("/api/auth/login/new-password").send({ challenge: first.body.challenge, newPassword: "short" });
        expect(weak.status).toBe(400);
        const chosen = await request(t.app).post("/api/auth/login/new-password").send({ challenge: first.body.challenge, newPassword: "a-new-password-of-mine" });
        expect(chosen.status).toBe(200);
        expect(chosen.body).toEqual({ token: expect.any(String), role: "admin" });
        expect((await request(t.app).get("/api/auth/me").set(bearer(chosen.body.token))).body.username).toBe(u.username);
        // Spent: the challenge and the one-time password work no more.
        expect((await request(t.app).post("/api/auth/login/new-password").send({ challenge: first.body.challenge, newPassword: "yet-another-password" })).status).toBe(401);
        expect((await u.login(otp)).status).toBe(401);
        expect((await u.login("a-new-password-of-mine")).body).toEqual({ token: expect.any(String), role: "admin" });

        const kinds = await activityKinds(u.username);
        expect(kinds).toContain("one-time-password");
        expect(kinds).toContain("password-changed");
      });

      it("asks for the new password after the second factor when two-factor sign-in is on", async () => {
        const u = await newUser();
        const { secret } = await enrol(t.app, u.token);
        const otp = (await request(t.app).post(`/api/users/${u.id}/one-time-password`).set(bearer(superToken))).body.oneTimePassword as string;
        const first = await u.login(otp);
        expect(first.body.twoFactorRequired).toBe(true);
        const second = await request(t.app).post("/api/auth/login/2fa").set("X-Forwarded-For", u.ip).send({ challenge: first.body.challenge, code: codeAt(secret, Date.now() + 30_000) });
        expect(second.status).toBe(200);
        expect(second.body).toEqual({ passwordChangeRequired: true, challenge: expect.any(String) });
      });

      it("is for the super admin only, and not for the super admin's own account", async () => {
        const u = await newUser();
        const other = await newUser();
        expect((await request(t.app).post(`/api/users/${other.id}/one-time-password`).set(bearer(u.token))).status).toBe(403);
        const me = (await request(t.app).get("/api/users/me").set(bearer(superToken))).body._id as string;
        expect((await request(t.app).post(`/api/users/${me}/one-time-password`).set(bearer(superToken))).status).toBe(409);
        expect((await request(t.app).post(`/api/users/0123456789abcdef01234567/one-time-password`).set(bearer(superToken))).status).toBe(404);
      });
    });

    describe("e-mail addresses", () => {
      it("are optional, set by the user in Settings or by the super admin, and checked", async () => {
        const u = await newUser();
        expect((await request(t.app).get("/api/users/me").set(bearer(u.token))).body).toEqual({ _id: u.id, username: u.username, email: "" });
        const own = await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "ada@r28.example" });
        expect(own.body).toEqual({ _id: u.id, username: u.username, email: "ada@r28.example" });
        expect((await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "not an address" })).status).toBe(400);
        expect((await request(t.app).patch(`/api/users/${u.id}/email`).set(bearer(u.token)).send({ email: "x@r28.example" })).status).toBe(403);
        expect((await request(t.app).patch(`/api/users/${u.id}/email`).set(bearer(superToken)).send({ email: "" })).body.email).toBe("");
        const accounts = (await request(t.app).get("/api/users/accounts").set(bearer(superToken))).body as { _id: string; email: string }[];
        expect(accounts.find((a) => a._id === u.id)).toEqual({ _id: u.id, username: u.username, email: "" });
        expect(await activityKinds(u.username)).toContain("email-changed");
        // The user list of the contract is unchanged.
        const list = (await request(t.app).get("/api/users").set(bearer(superToken))).body as object[];
        for (const row of list) expect(Object.keys(row).sort()).toEqual(["_id", "role", "username"]);
      });
    });

    describe("Forgot password? (a local SMTP server receives the e-mails)", () => {
      it("is offered only when SMTP is configured", async () => {
        expect((await request(t.app).get("/api/auth/recovery")).body).toEqual({ forgotPassword: true });
        const bare = await createTestApp(database);
        try {
          expect((await request(bare.app).get("/api/auth/recovery")).body).toEqual({ forgotPassword: false });
          expect((await request(bare.app).post("/api/auth/forgot-password").send({ login: "super_admin" })).status).toBe(404);
        } finally {
          await bare.close();
        }
      });

      it("answers the same whether or not the account exists or has an address, and mails a single-use link valid 30 minutes, stored hashed", async () => {
        const u = await newUser();
        const bare = await newUser();
        await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "reset-me@r28.example" });
        const ask = (login: string, ip: string) => request(t.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip).send({ login });
        const before = smtp.mails.length;
        const known = await ask(u.username, "192.0.2.1");
        const unknown = await ask("nobody-at-all", "192.0.2.2");
        const noAddress = await ask(bare.username, "192.0.2.3");
        const unknownAddress = await ask("nobody@r28.example", "192.0.2.4");
        for (const res of [known, unknown, noAddress, unknownAddress]) {
          expect(res.status).toBe(202);
          expect(res.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.linkSent });
        }
        await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
        const mail = smtp.mails[before]!;
        expect(mail).toMatch(/^To: reset-me@r28\.example\r?$/m);
        expect(mail).toContain("https://r28.example/admin/reset-password#token=");
        const token = tokenOf(mail)!;
        expect(token.length).toBeGreaterThanOrEqual(43);

        // Only the token's sha256 is stored.
        const rows = await t.services.db.selectFrom("passwordResets").selectAll().where("userId", "=", u.id).execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]!.tokenHash).toBe(sha256(token));
        expect(JSON.stringify(rows)).not.toContain(token);
        const minutes = (Date.parse(rows[0]!.expiresAt) - Date.parse(rows[0]!.createdAt)) / 60_000;
        expect(minutes).toBe(30);

        const reset = (tok: string, newPassword: string) => request(t.app).post("/api/auth/reset-password").send({ token: tok, newPassword });
        expect((await reset(token, "short")).status).toBe(400);
        expect((await reset(token, u.username)).status).toBe(400);
        expect((await reset(token, "my-reset-password-1")).status).toBe(204);
        const again = await reset(token, "my-reset-password-2");
        expect(again.status).toBe(400);
        expect(again.body.error).toBe(ACCOUNT_RECOVERY_MESSAGES.linkInvalid);
        expect((await request(t.app).get("/api/auth/me").set(bearer(u.token))).status).toBe(401);
        expect((await u.login(u.password)).status).toBe(401);
        expect((await u.login("my-reset-password-1")).status).toBe(200);
        expect(await activityKinds(u.username)).toEqual(expect.arrayContaining(["password-reset-requested", "password-reset-by-email"]));
      });

      it("refuses a link after its 30 minutes", async () => {
        const u = await newUser();
        await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "late@r28.example" });
        const before = smtp.mails.length;
        await request(t.app).post("/api/auth/forgot-password").set("X-Forwarded-For", "192.0.2.20").send({ login: "late@r28.example" }).expect(202);
        await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
        const token = tokenOf(smtp.mails[before]!)!;
        await t.services.db.updateTable("passwordResets").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where("tokenHash", "=", sha256(token)).execute();
        const res = await request(t.app).post("/api/auth/reset-password").send({ token, newPassword: "too-late-password-1" });
        expect(res.status).toBe(400);
        expect((await u.login(u.password)).status).toBe(200);
      });

      it("is limited per typed address (a 429 that says nothing of the account) and per account (no more e-mails, the same answer)", async () => {
        const u = await newUser();
        await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "limited@r28.example" });
        const before = smtp.mails.length;
        const ask = (login: string, ip: string) => request(t.app).post("/api/auth/forgot-password").set("X-Forwarded-For", ip).send({ login });
        for (let i = 0; i < ACCOUNT_RECOVERY.perAddress.max; i++) expect((await ask("limited@r28.example", `192.0.2.${30 + i}`)).status).toBe(202);
        const over = await ask("limited@r28.example", "192.0.2.40");
        expect(over.status).toBe(429);
        expect(over.body.error).toBe(ACCOUNT_RECOVERY_MESSAGES.tooManyRequests);
        // The same for an address nobody has: the limit tells nothing.
        for (let i = 0; i < ACCOUNT_RECOVERY.perAddress.max; i++) await ask("ghost@r28.example", `192.0.2.${50 + i}`);
        expect((await ask("ghost@r28.example", "192.0.2.60")).status).toBe(429);
        // By username: a fresh typed name, but the account has had its e-mails.
        const byName = await ask(u.username, "192.0.2.61");
        expect(byName.status).toBe(202);
        expect(byName.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.linkSent });
        await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + ACCOUNT_RECOVERY.perAccount.max);
        const rows = await t.services.db.selectFrom("passwordResets").select("tokenHash").where("userId", "=", u.id).execute();
        expect(rows).toHaveLength(ACCOUNT_RECOVERY.perAccount.max);
      });

      it("a link stops working when the password changes another way", async () => {
        const u = await newUser();
        await request(t.app).patch("/api/users/me").set(bearer(u.token)).send({ email: "changed@r28.example" });
        const before = smtp.mails.length;
        await request(t.app).post("/api/auth/forgot-password").set("X-Forwarded-For", "192.0.2.70").send({ login: u.username }).expect(202);
        await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
        const token = tokenOf(smtp.mails[before]!)!;
        await request(t.app).post(`/api/users/${u.id}/one-time-password`).set(bearer(superToken)).expect(200);
        expect((await request(t.app).post("/api/auth/reset-password").send({ token, newPassword: "stale-link-password" })).status).toBe(400);
      });
    });

    describe("a two-factor challenge", () => {
      it("is spent by its first successful sign-in, whatever the second factor was", async () => {
        const u = await newUser();
        const { secret, recoveryCodes } = await enrol(t.app, u.token);
        const first = await u.login(u.password);
        const challenge = first.body.challenge as string;
        const second = (code: string) => request(t.app).post("/api/auth/login/2fa").set("X-Forwarded-For", u.ip).send({ challenge, code });
        expect((await second(codeAt(secret, Date.now() + 30_000))).status).toBe(200);
        const replay = await second(recoveryCodes[0]!);
        expect(replay.status).toBe(401);
        expect(replay.body.error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
        expect((await second(codeAt(secret, Date.now() + 60_000))).status).toBe(401);
        // The recovery code was not used up by the refused attempt.
        const fresh = await u.login(u.password);
        expect((await request(t.app).post("/api/auth/login/2fa").set("X-Forwarded-For", u.ip).send({ challenge: fresh.body.challenge, code: recoveryCodes[0] })).status).toBe(200);
      });

      it("signed in with a recovery code, accepts no other code", async () => {
        const u = await newUser();
        const { secret, recoveryCodes } = await enrol(t.app, u.token);
        const challenge = (await u.login(u.password)).body.challenge as string;
        const second = (code: string) => request(t.app).post("/api/auth/login/2fa").set("X-Forwarded-For", u.ip).send({ challenge, code });
        expect((await second(recoveryCodes[0]!)).status).toBe(200);
        expect((await second(recoveryCodes[1]!)).status).toBe(401);
        expect((await second(codeAt(secret, Date.now() + 30_000))).status).toBe(401);
      });
    });
  });
}
