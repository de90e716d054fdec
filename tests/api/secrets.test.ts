import request from "supertest";
import { writePdf } from "../../server/services/pdf.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../shared/schemas/api.ts";
import { ADMIN_PASSWORD, useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { resetTokenOf, startSmtp } from "../helpers/smtp.ts";
import { codeAt, enrol } from "../helpers/two-factor.ts";
import { bearer, concretePath, pngBytes, pngDataUrl, routeKey } from "./fixtures.ts";

const SECRET_KEYS = /^(password|passwordHash|password_hash|currentPassword|newPassword|hash)$/i;
const BCRYPT = /\$2[abxy]?\$\d{2}\$/;
const EDITOR_PASSWORD = "editor-secret-password";
const CHOSEN_PASSWORD = "Harbour-lights-over-Marina-2026";

/** Every key of a JSON value, at any depth; an error's `fields` only names inputs, so it is left out. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([k]) => !("error" in value && k === "fields"));
    return entries.flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

for (const database of testDatabases()) {
  describe(`no response leaks a password or hash, on ${database.name}`, () => {
    // A local SMTP server, so "Forgot password?" is offered and its e-mailed link can be followed.
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const env: Record<string, string> = {};
    beforeAll(async () => {
      smtp = await startSmtp();
      Object.assign(env, { SMTP_URL: smtp.url, SITE_URL: "https://r28.example" });
    });
    afterAll(() => smtp.close());
    const t = useSignedInApp(database, env);
    const seen: { route: string; status: number; text: string; headers: string }[] = [];

    it("walks every route of the contract, successes and failures, and finds no secret in any answer", async () => {
      const png = await pngDataUrl("#214A74");
      const editor = await request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username: "editor", password: EDITOR_PASSWORD });
      const investment = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Arbico", heroImage: png });
      const news = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "t", subtitle: "s", newsImgUrl: png });
      const leader = await request(t.app).post("/api/leaders").set(bearer(t.token)).send({ name: "Walk Person", portrait: png });
      // The people stored as the walk goes (a reorder names every one of them).
      let leaderIds = ((await request(t.app).get("/api/leaders")).body as { _id: string }[]).map((l) => l._id);
      const victim = await request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username: "victim", password: "victim-password" });
      await request(t.app).post("/api/contact").type("form").send({ name: "Ada", message: "Hello" });
      const inbox = await request(t.app).get("/api/messages").set(bearer(t.token));
      // A second investment, saved once so it has a version to read and restore (the first one is
      // deleted during the walk and then restored from the trash).
      const kept = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Nivafer" });
      await request(t.app).patch(`/api/investments/${kept.body._id}`).set(bearer(t.token)).send({ highlight: "Since 1979" });
      // A changed address, so its old one is a redirect the walk can remove (an address no company
      // of the walk takes: a new company given an old address takes it over).
      for (const slug of ["kept-before", "kept-after"]) await request(t.app).patch(`/api/investments/${kept.body._id}`).set(bearer(t.token)).send({ slug });
      // An image nothing uses, so the walk may replace, change and delete it.
      const image = await request(t.app).post("/api/media").set(bearer(t.token)).attach("file", await pngBytes("#5E7A3A"), "spare.png");
      const imageId = String(image.body.url).replace(/^\/media\//, "").replace(/\..*$/, "");
      // A published PDF, so the walk may read, replace, change and delete it.
      const pdf = (label: string) => writePdf({ title: label, eyebrow: "Walk", subtitle: "2026", author: "R28 Holdings", sections: [{ heading: label, paragraphs: [`About ${label}.`] }], created: new Date("2026-01-01T00:00:00Z") }).bytes;
      const document = await request(t.app).post("/api/documents").set(bearer(t.token)).field("title", "Walk Report").field("year", "2026").field("kind", "other").attach("file", pdf("Walk Report"), "walk.pdf");
      expect(document.status, document.text).toBe(201);
      // Another, for its draft's PDF: the walk deletes the first before it reaches the drafts.
      const draftedDocument = await request(t.app).post("/api/documents").set(bearer(t.token)).field("title", "Drafted Walk Report").field("year", "2026").field("kind", "other").attach("file", pdf("Drafted Walk Report"), "drafted-walk.pdf");
      expect(draftedDocument.status, draftedDocument.text).toBe(201);
      // Drafts: one of the kept investment (read, saved, reviewed, linked, discarded last) and
      // one of another company, which the walk publishes.
      await request(t.app).put(`/api/drafts/investment/${kept.body._id}`).set(bearer(t.token)).send({ fields: { highlight: "Drafted" } });
      const link = await request(t.app).post(`/api/drafts/investment/${kept.body._id}/links`).set(bearer(t.token));
      const drafted = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Draftco" });
      await request(t.app).put(`/api/drafts/investment/${drafted.body._id}`).set(bearer(t.token)).send({ fields: { highlight: "To publish" } });
      const history = await request(t.app).get(`/api/history/${kept.body._id}`).set(bearer(t.token));
      const version: string = history.body.versions[0]._id;
      const redirects = await request(t.app).get("/api/redirects").set(bearer(t.token));
      const redirect = (redirects.body.redirects as { _id: string; fromSlug: string }[]).find((r) => r.fromSlug === "kept-before");
      // Two-factor sign-in: the editor has it on, so the second step has a challenge and a recovery code.
      const editorTwoFactor = await enrol(t.app, await t.login("editor", EDITOR_PASSWORD));
      const challenge = (await request(t.app).post("/api/auth/login").send({ username: "editor", password: EDITOR_PASSWORD })).body.challenge as string;
      let totpSecret = "";
      // Account recovery: a user mid one-time password (the challenge for a new password), and one
      // with an address for "Forgot password?".
      const otpUser = await request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username: "otp-user", password: "otp-user-password" });
      const otp = await request(t.app).post(`/api/users/${otpUser.body._id}/one-time-password`).set(bearer(t.token));
      const otpChallenge = (await request(t.app).post("/api/auth/login").send({ username: "otp-user", password: otp.body.oneTimePassword })).body.challenge as string;
      const resetUser = await request(t.app).post("/api/auth/register").set(bearer(t.token)).send({ username: "reset-user", password: "reset-user-password" });
      await request(t.app).patch(`/api/users/${resetUser.body._id}/email`).set(bearer(t.token)).send({ email: "reset-user@example.com" });
      const mailsBefore = smtp.mails.length;
      const ids: Record<string, string> = {
        "/api/investments/{id}": investment.body._id,
        "/api/news-and-events/{id}": news.body.newsAndEvents._id,
        "/api/leaders/{id}": leader.body._id,
        "/api/users/{id}": victim.body._id,
        "/api/messages/{id}": inbox.body.messages[0]._id,
        "/api/history/{id}": kept.body._id,
        "/api/history/{id}/restore": kept.body._id,
        "/api/versions/{id}": version,
        "/api/trash/{id}/restore": investment.body._id,
        "/api/two-factor/users/{id}": editor.body._id,
        "/api/redirects/{id}": redirect?._id ?? "",
        "/api/media/{id}": imageId,
        "/api/media/{id}/file": imageId,
        "/api/documents/{id}": document.body._id,
        "/api/documents/{id}/file": document.body._id,
        "/api/drafts/document/{id}/file": draftedDocument.body._id,
        "/api/drafts/{type}/{id}": kept.body._id,
        "/api/drafts/{type}/{id}/publish": drafted.body._id,
        "/api/drafts/{type}/{id}/review": kept.body._id,
        "/api/drafts/{type}/{id}/return": kept.body._id,
        "/api/drafts/{type}/{id}/links": kept.body._id,
        "/api/drafts/{type}/{id}/schedule": kept.body._id,
        "/api/preview-links/{id}": link.body.id,
        "/api/users/{id}/email": resetUser.body._id,
        "/api/users/{id}/one-time-password": otpUser.body._id,
      };
      const bodies: Record<string, object | (() => object | Promise<object>)> = {
        "post /api/auth/login": { username: "editor", password: EDITOR_PASSWORD },
        "post /api/auth/register": { username: "another", password: "another-password" },
        "patch /api/users/{id}": { role: "editor" },
        "patch /api/users/change-password": { username: "super_admin", currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
        "post /api/news-and-events": { title: "t2", subtitle: "s2", newsImgUrl: png },
        "post /api/investments": { tabText: "Nivafer" },
        "post /api/leaders": { name: "Another Person" },
        "patch /api/leaders/{id}": { role: "Director" },
        "post /api/leaders/reorder": () => ({ ids: [...leaderIds].reverse() }),
        "patch /api/investments/{id}": { highlight: "h" },
        "post /api/contact": { name: "n", message: "m" },
        "patch /api/messages/{id}": { read: true },
        // A sender with no messages: the erasure must not take the message the walk reads next.
        "post /api/messages/by-sender/json": { email: "nobody@example.com" },
        "post /api/messages/by-sender/csv": { email: "nobody@example.com" },
        "post /api/messages/by-sender/erase": { email: "nobody@example.com" },
        "post /api/history/{id}/restore": { version },
        "post /api/previews": { type: "investment", id: kept.body._id, fields: { highlight: "Unsaved" } },
        "post /api/auth/login/2fa": { challenge, code: editorTwoFactor.recoveryCodes[0]! },
        // The super admin turns it on (with the secret the start answered) and off again.
        "post /api/two-factor/confirm": () => ({ code: codeAt(totpSecret) }),
        "post /api/two-factor/disable": { password: ADMIN_PASSWORD },
        "patch /api/two-factor/policy": { required: false },
        "patch /api/media/{id}": { alt: "A spare picture", focal: { x: 0.3, y: 0.6 } },
        "patch /api/documents/{id}": { description: "Walked through" },
        "post /api/drafts/{type}": { fields: { tabText: "A drafted company" } },
        "put /api/drafts/{type}/{id}": { fields: { highlight: "Drafted again" } },
        "post /api/drafts/{type}/{id}/return": { comment: "Add the figures" },
        // The kept company is live: it may be given an unpublish time, draft or not.
        "put /api/drafts/{type}/{id}/schedule": { unpublishAt: "2099-01-01T00:00:00Z" },
        "post /api/auth/login/new-password": { challenge: otpChallenge, newPassword: CHOSEN_PASSWORD },
        "post /api/auth/forgot-password": { login: "reset-user" },
        // The link's token, once the e-mail has arrived.
        "post /api/auth/reset-password": async () => {
          await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBeGreaterThan(mailsBefore);
          return { token: resetTokenOf(smtp.mails[mailsBefore]!) ?? "", newPassword: CHOSEN_PASSWORD };
        },
        "patch /api/users/me": { email: "super-admin@example.com" },
        "patch /api/users/{id}/email": { email: "reset-user@r28.example" },
      };
      const record = (route: string, res: request.Response) =>
        seen.push({ route, status: res.status, text: res.text ?? "", headers: JSON.stringify(res.headers) });

      // Every route once with the super admin's token (logout and sign-out-everywhere last, since they revoke the token).
      const revokes = (r: { path: string }) => Number(r.path === "/api/auth/logout" || r.path === "/api/auth/sign-out-everywhere");
      const ordered = [...API_ROUTES].sort((a, b) => revokes(a) - revokes(b));
      for (const route of ordered) {
        const key = routeKey(route);
        const url = concretePath(route.path, ids[route.path]);
        let req = request(t.app)[route.method](url).set(bearer(t.token));
        if (route.path === "/api/media" && route.method === "post") req = req.attach("file", await pngBytes("#BB9E5E"), "a.png");
        else if (route.path === "/api/media/{id}/file") req = req.attach("file", await pngBytes("#7A3A5E"), "replacement.png");
        else if (route.path === "/api/documents" && route.method === "post") req = req.field("title", "Another Walk Report").field("year", "2025").attach("file", pdf("Another"), "another.pdf");
        else if (route.path === "/api/documents/{id}/file") req = req.attach("file", pdf("Walk Report, replaced"), "replaced.pdf");
        else if (route.path === "/api/drafts/document/{id}/file") req = req.attach("file", pdf("Walk Report, drafted"), "drafted.pdf");
        else if (route.method === "post" || route.method === "put" || route.method === "patch") {
          const body = bodies[key] ?? {};
          req = req.send(typeof body === "function" ? await body() : body);
        }
        const res = await req;
        expect(res.status, key).toBeLessThan(400);
        if (key === "post /api/leaders") leaderIds = [...leaderIds, res.body._id as string];
        if (key === "delete /api/leaders/{id}") leaderIds = leaderIds.filter((id) => id !== leader.body._id);
        if (key === "patch /api/users/change-password") t.token = res.body.token;
        if (key === "post /api/two-factor/start") totpSecret = res.body.secret;
        if (revokes(route)) t.token = await t.login();
        record(key, res);
      }
      // And the failures around users and sign-in.
      record("login wrong password", await request(t.app).post("/api/auth/login").send({ username: "editor", password: "wrong" }));
      record("login unknown user", await request(t.app).post("/api/auth/login").send({ username: "nobody", password: "wrong" }));
      record("register duplicate", await request(t.app).post("/api/auth/register").set(bearer(await t.login())).send({ username: "editor", password: EDITOR_PASSWORD }));
      record("register too long", await request(t.app).post("/api/auth/register").set(bearer(await t.login())).send({ username: "long", password: "p".repeat(80) }));
      record(
        "change wrong current",
        await request(t.app).patch("/api/users/change-password").set(bearer(await t.login())).send({ username: "editor", currentPassword: "nope", newPassword: EDITOR_PASSWORD }),
      );

      expect(editor.status).toBe(201);
      expect(new Set(seen.map((s) => s.route)).size).toBeGreaterThanOrEqual(API_ROUTES.length);
      for (const s of seen) {
        expect(s.text, s.route).not.toMatch(BCRYPT);
        expect(s.headers, s.route).not.toMatch(BCRYPT);
        for (const pw of [ADMIN_PASSWORD, EDITOR_PASSWORD, "victim-password", "another-password"]) expect(s.text, s.route).not.toContain(pw);
        // The TOTP secret is answered once, by the start of enrolment, and never again.
        if (totpSecret && s.route !== "post /api/two-factor/start") expect(s.text, s.route).not.toContain(totpSecret);
        let json: unknown;
        try {
          json = JSON.parse(s.text);
        } catch {
          json = undefined;
        }
        // The OpenAPI document names the request fields (password, newPassword…) by design.
        if (s.route !== "get /api/openapi.json") expect(keysOf(json).filter((k) => SECRET_KEYS.test(k)), s.route).toEqual([]);
      }
    });
  });
}
