import { createHash } from "node:crypto";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_COOKIE, DEVICE_COOKIE, LOGIN_LIMITS, TWO_FACTOR, TWO_FACTOR_MESSAGES } from "../../shared/constants.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { codeAt, enrol, nextCode } from "../helpers/two-factor.ts";
import { bearer, createAdmin } from "./fixtures.ts";

const STEP_MS = TWO_FACTOR.periodSeconds * 1000;

// Two-factor sign-in (TOTP, RFC 6238), with codes generated in the test.
for (const database of testDatabases()) {
  describe(`two-factor sign-in on ${database.name}`, () => {
    let t: TestApp;
    let superToken: string;
    let n = 0;
    beforeAll(async () => {
      t = await createTestApp(database);
      superToken = await t.login();
    });
    afterAll(() => t.close());
    // The clock is driven (Date only): each test starts 16 minutes later, in fresh limit windows.
    let clock = Date.now();
    beforeEach(() => {
      clock += 16 * 60 * 1000;
      vi.useFakeTimers({ toFake: ["Date"], now: clock });
    });
    afterEach(() => vi.useRealTimers());
    const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);

    /** A new admin with its own address (so address limits of one test never touch another). */
    async function newUser() {
      n += 1;
      const username = `two-factor-${n}`;
      const password = `two-factor-password-${n}`;
      const { id, token } = await createAdmin(t, superToken, username, password);
      const ip = `203.0.113.${n}`;
      const login = () => request(t.app).post("/api/auth/login").set("X-Forwarded-For", ip).send({ username, password });
      const second = (challenge: string, code: string) => request(t.app).post("/api/auth/login/2fa").set("X-Forwarded-For", ip).send({ challenge, code });
      return { id, token, username, password, login, second };
    }

    it("enrols with a QR code and the secret as text, turns on only with a right code, and answers 10 recovery codes once, stored as sha256", async () => {
      const u = await newUser();
      const off = await request(t.app).get("/api/two-factor").set(bearer(u.token));
      expect(off.body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

      const started = await request(t.app).post("/api/two-factor/start").set(bearer(u.token));
      expect(started.status).toBe(200);
      expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(started.body.uri).toMatch(new RegExp(`^otpauth://totp/${TWO_FACTOR.issuer}:${u.username}\\?.*secret=${started.body.secret}`));
      expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(started.body.qrCode.split(",")[1], "base64").toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);

      const wrong = await request(t.app).post("/api/two-factor/confirm").set(bearer(u.token)).send({ code: "000000" === codeAt(started.body.secret) ? "111111" : "000000" });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.wrongCode);
      expect((await request(t.app).get("/api/two-factor").set(bearer(u.token))).body.enabled).toBe(false);

      const confirmed = await request(t.app).post("/api/two-factor/confirm").set(bearer(u.token)).send({ code: codeAt(started.body.secret) });
      expect(confirmed.status).toBe(200);
      const codes: string[] = confirmed.body.recoveryCodes;
      expect(codes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
      expect(new Set(codes).size).toBe(codes.length);
      expect((await request(t.app).get("/api/two-factor").set(bearer(u.token))).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

      // Only hashes are kept; the codes appear nowhere in the database.
      const rows = await t.services.db.selectFrom("recoveryCodes").select(["codeHash"]).where("userId", "=", u.id).execute();
      const sha = (c: string) => createHash("sha256").update(c.replace(/-/g, "")).digest("hex");
      expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(sha).sort());
      // Confirming again, or starting over while it is on, is refused.
      expect((await request(t.app).post("/api/two-factor/confirm").set(bearer(u.token)).send({ code: nextCode(started.body.secret) })).status).toBe(409);
      expect((await request(t.app).post("/api/two-factor/start").set(bearer(u.token))).status).toBe(409);
      // The activity log records it, without the secret or a code.
      const log = await request(t.app).get("/api/activity").query({ kind: "two-factor-enabled" }).set(bearer(superToken));
      expect(log.body.entries[0]).toMatchObject({ kind: "two-factor-enabled", username: u.username });
      expect(JSON.stringify(log.body)).not.toContain(started.body.secret);
    });

    it("asks for the code after the password, with a challenge that is no session, then answers exactly like a sign-in", async () => {
      const u = await newUser();
      const { secret } = await enrol(t.app, u.token);
      const first = await u.login();
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(["challenge", "twoFactorRequired"]);
      expect(first.body.twoFactorRequired).toBe(true);
      expect(first.headers["set-cookie"]).toBeUndefined();
      expect((await request(t.app).get("/api/auth/me").set(bearer(first.body.challenge))).status).toBe(401);

      nextStep();
      const res = await u.second(first.body.challenge, codeAt(secret));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["role", "token"]);
      expect(res.body.role).toBe("admin");
      const cookies = JSON.stringify(res.headers["set-cookie"]);
      expect(cookies).toContain(`${AUTH_COOKIE}=`);
      expect(cookies).toContain(`${DEVICE_COOKIE}=`);
      expect((await request(t.app).get("/api/auth/me").set(bearer(res.body.token))).body).toEqual({ username: u.username, role: "admin" });
    });

    it("refuses a wrong code, a replayed code and a forged challenge, and spends a challenge after its limit of codes", async () => {
      const u = await newUser();
      const { secret } = await enrol(t.app, u.token);
      nextStep();
      const code = codeAt(secret);
      const wrongCode = code === "123456" ? "654321" : "123456";
      const challenge = (await u.login()).body.challenge;
      const wrong = await u.second(challenge, wrongCode);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
      const failed = await request(t.app).get("/api/activity").query({ kind: "sign-in-failed", user: u.username }).set(bearer(superToken));
      expect(failed.body.entries).toHaveLength(1);
      expect(JSON.stringify(failed.body)).not.toContain(wrongCode);
      expect((await u.second(challenge, code)).status).toBe(200);
      // The same code again, within its 30 seconds, on a new challenge: a replay.
      const replay = await u.second((await u.login()).body.challenge, code);
      expect(replay.status).toBe(401);
      expect(replay.body.error).toBe(TWO_FACTOR_MESSAGES.wrongCode);
      // A challenge not signed by the server, or signed as a session token.
      expect((await u.second("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA", code)).body.error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
      expect((await u.second(u.token, code)).status).toBe(401);
      // Five tries per challenge; the sixth is refused even with the right code.
      nextStep();
      const spent = (await u.login()).body.challenge;
      for (let i = 0; i < TWO_FACTOR.perChallenge.max; i++) expect((await u.second(spent, wrongCode)).status).toBe(401);
      const limited = await u.second(spent, codeAt(secret));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.body.error).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
      // A challenge expires after five minutes.
      const late = (await u.login()).body.challenge;
      vi.setSystemTime(Date.now() + TWO_FACTOR.challengeTtlSeconds * 1000 + 1000);
      expect((await u.second(late, codeAt(secret))).body.error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    });

    it("counts wrong codes against the username's sign-in limit", async () => {
      const u = await newUser();
      const { secret } = await enrol(t.app, u.token);
      // Each round: a right password (counted until the code is right too) and a wrong code.
      for (let i = 0; i < LOGIN_LIMITS.perUsername.max / 2; i++) {
        const challenge = (await u.login()).body.challenge;
        expect((await u.second(challenge, codeAt(secret) === "000000" ? "999999" : "000000")).status).toBe(401);
      }
      const held = await u.login();
      expect(held.status).toBe(429);
      expect(held.headers["retry-after"]).toBeDefined();
    });

    it("signs in with a recovery code once; the used code is refused after", async () => {
      const u = await newUser();
      const { recoveryCodes } = await enrol(t.app, u.token);
      const recovery = recoveryCodes[3]!;
      const ok = await u.second((await u.login()).body.challenge, recovery.toUpperCase());
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body).sort()).toEqual(["role", "token"]);
      expect((await request(t.app).get("/api/two-factor").set(bearer(ok.body.token))).body.recoveryCodesLeft).toBe(9);
      const again = await u.second((await u.login()).body.challenge, recovery);
      expect(again.status).toBe(401);
      expect(again.body.error).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    });

    it("turns off with a current code or the password, not with a wrong one, and sign-in answers a token at once again", async () => {
      const u = await newUser();
      const { secret } = await enrol(t.app, u.token);
      const disable = (body: object) => request(t.app).post("/api/two-factor/disable").set(bearer(u.token)).send(body);
      const wrong = await disable({ password: "not-the-password" });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error).toBe(TWO_FACTOR_MESSAGES.wrongPasswordOrCode);
      expect((await disable({})).status).toBe(400);
      nextStep();
      expect((await disable({ code: codeAt(secret) })).status).toBe(204);
      expect((await request(t.app).get("/api/two-factor").set(bearer(u.token))).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
      expect(await t.services.db.selectFrom("recoveryCodes").select("id").where("userId", "=", u.id).execute()).toEqual([]);
      const plain = await u.login();
      expect(Object.keys(plain.body).sort()).toEqual(["role", "token"]);
      // On again, then off with the password.
      await enrol(t.app, u.token);
      expect((await disable({ password: u.password })).status).toBe(204);
      expect((await disable({ password: u.password })).status).toBe(409);
      const log = await request(t.app).get("/api/activity").query({ kind: "two-factor-disabled" }).set(bearer(superToken));
      expect(log.body.entries.filter((e: { username: string }) => e.username === u.username)).toHaveLength(2);
    });

    it("leaves sign-in without two-factor unchanged: {token, role}, and nothing more", async () => {
      const res = await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: "correct horse battery staple" });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(["role", "token"]);
      expect(res.body.role).toBe("super admin");
    });
  });
}
