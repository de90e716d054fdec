import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES } from "../../shared/constants.ts";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngBytes, UNKNOWN_ID } from "./fixtures.ts";

const WHO = SINGLETONS.whoWeAre;
const HERO = `/api${SINGLETONS.heroText.path}/${SINGLETONS.heroText.id}`;
const EDITOR_PASSWORD = "editor-password-for-roles";

for (const database of testDatabases()) {
  describe(`the editor role, on ${database.name}`, () => {
    let t: TestApp;
    let superToken: string;
    let superId: string;
    let editor: { id: string; token: string };
    let adminToken: string;
    beforeAll(async () => {
      t = await createTestApp(database);
      superToken = await t.login();
      const res = await register({ username: "writer", password: EDITOR_PASSWORD, role: "editor" });
      expect(res.status).toBe(201);
      editor = { id: res.body._id, token: await t.login("writer", EDITOR_PASSWORD) };
      expect((await register({ username: "boss", password: "boss-password-for-roles", role: "admin" })).status).toBe(201);
      adminToken = await t.login("boss", "boss-password-for-roles");
      superId = (await request(t.app).get("/api/users").set(bearer(superToken))).body.find((u: { username: string }) => u.username === "super_admin")._id;
    });
    afterAll(() => t.close());

    function register(body: object, token?: string) {
      return request(t.app).post("/api/auth/register").set(bearer(token ?? superToken)).send(body);
    }
    const setRole = (id: string, body: object, token = superToken) => request(t.app).patch(`/api/users/${id}`).set(bearer(token)).send(body);
    const heroText = async () => (await request(t.app).get(HERO)).body;
    const changeHero = (token: string, text: string) => request(t.app).patch(HERO).set(bearer(token)).send({ text });

    it("registers an admin when no role is given (SPEC.md), an editor when asked", async () => {
      const plain = await register({ username: "no-role", password: "no-role-password" });
      expect(plain.status).toBe(201);
      expect(plain.body).toEqual({ _id: expect.any(String), username: "no-role", role: "admin" });
      const list = (await request(t.app).get("/api/users").set(bearer(superToken))).body as { username: string; role: string }[];
      expect(list.find((u) => u.username === "writer")?.role).toBe("editor");
      expect(list.find((u) => u.username === "no-role")?.role).toBe("admin");
    });

    it("refuses an unknown role and an editor or admin registering anyone", async () => {
      const odd = await register({ username: "odd-role", password: "odd-role-password", role: "owner" });
      expect(odd.status).toBe(400);
      expect(odd.body.fields).toEqual({ role: "must be one of: admin, editor" });
      expect((await register({ username: "by-editor", password: "by-editor-password" }, editor.token)).status).toBe(403);
      expect((await register({ username: "by-admin", password: "by-admin-password", role: "editor" }, adminToken)).status).toBe(403);
      const names = (await request(t.app).get("/api/users").set(bearer(superToken))).body.map((u: { username: string }) => u.username);
      expect(names).not.toEqual(expect.arrayContaining(["odd-role"]));
      expect(names).not.toContain("by-editor");
      expect(names).not.toContain("by-admin");
    });

    it("signs an editor in with the role 'editor'", async () => {
      const login = await request(t.app).post("/api/auth/login").send({ username: "writer", password: EDITOR_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.role).toBe("editor");
      expect((await request(t.app).get("/api/auth/me").set(bearer(editor.token))).body).toEqual({ username: "writer", role: "editor" });
    });

    it("refuses an editor's publishing write with 403 and the reason, changing nothing", async () => {
      const before = await heroText();
      const res = await changeHero(editor.token, "An editor's hero text");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: ACCESS_MESSAGES.editorsCannotPublish });
      expect(await heroText()).toEqual(before);
      const created = await request(t.app).post("/api/news-and-events").set(bearer(editor.token)).send({ title: "Editor's news", subtitle: "s" });
      expect(created.status).toBe(403);
      expect((await request(t.app).get("/api/news-and-events")).body.newsAndEvents.map((n: { title: string }) => n.title)).not.toContain("Editor's news");
    });

    it("refuses an editor deleting, restoring from the trash, reading the inbox or managing users", async () => {
      const company = await request(t.app).post("/api/investments").set(bearer(adminToken)).send({ tabText: "Kept Company" });
      expect(company.status).toBe(201);
      const del = await request(t.app).delete(`/api/investments/${company.body._id}`).set(bearer(editor.token));
      expect(del.status).toBe(403);
      expect(del.body).toEqual({ error: ACCESS_MESSAGES.adminsOnlyDelete });
      expect((await request(t.app).get(`/api/investments/${company.body._id}`)).status).toBe(200);
      expect((await request(t.app).delete(`/api/investments/${company.body._id}`).set(bearer(adminToken))).status).toBe(204);
      const restore = await request(t.app).post(`/api/trash/${company.body._id}/restore`).set(bearer(editor.token));
      expect(restore.status).toBe(403);
      expect((await request(t.app).get(`/api/investments/${company.body._id}`)).status).toBe(404);
      const inbox = await request(t.app).get("/api/messages").set(bearer(editor.token));
      expect(inbox.status).toBe(403);
      expect(inbox.body).toEqual({ error: ACCESS_MESSAGES.inbox });
      expect((await request(t.app).get("/api/users").set(bearer(editor.token))).status).toBe(403);
      expect((await setRole(editor.id, { role: "admin" }, editor.token)).status).toBe(403);
      expect((await request(t.app).get("/api/activity").set(bearer(editor.token))).status).toBe(403);
    });

    it("lets an editor read content, history, the trash and the media library, and upload a picture", async () => {
      expect((await request(t.app).get(`/api/history/${WHO.id}`).set(bearer(editor.token))).status).toBe(200);
      expect((await request(t.app).get("/api/trash").set(bearer(editor.token))).status).toBe(200);
      expect((await request(t.app).get("/api/media").set(bearer(editor.token))).status).toBe(200);
      const upload = await request(t.app).post("/api/media").set(bearer(editor.token)).attach("file", await pngBytes("#3A7A5E"), "draft-picture.png");
      expect(upload.status).toBe(201);
      const preview = await request(t.app).post("/api/previews").set(bearer(editor.token)).send({ type: "whoWeAre", fields: { highlight: "Only a preview" } });
      expect(preview.status).toBe(201);
    });

    it("refuses an editor's restore of a version into the live site, and restores it into the draft", async () => {
      expect((await request(t.app).patch(`/api/about/who-we-are/${WHO.id}`).set(bearer(adminToken)).send({ highlight: "First highlight" })).status).toBe(200);
      expect((await request(t.app).patch(`/api/about/who-we-are/${WHO.id}`).set(bearer(adminToken)).send({ highlight: "Second highlight" })).status).toBe(200);
      const versions = (await request(t.app).get(`/api/history/${WHO.id}`).set(bearer(editor.token))).body.versions as { _id: string }[];
      const live = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(editor.token)).send({ version: versions[1]!._id, publish: true });
      expect(live.status).toBe(403);
      expect(live.body).toEqual({ error: ACCESS_MESSAGES.editorsCannotPublish });
      expect((await request(t.app).get(`/api/about/who-we-are/${WHO.id}`)).body.whoWeAre.highlight).toBe("Second highlight");
      const intoDraft = await request(t.app).post(`/api/history/${WHO.id}/restore`).set(bearer(editor.token)).send({ version: versions[1]!._id });
      expect(intoDraft.status).toBe(200);
      expect(intoDraft.body.draft).toBe(true);
      expect((await request(t.app).get(`/api/about/who-we-are/${WHO.id}`)).body.whoWeAre.highlight).toBe("Second highlight");
      await request(t.app).delete(`/api/drafts/whoWeAre/${WHO.id}`).set(bearer(editor.token));
    });

    it("refuses an editor's write to a path the route table does not list (fails closed), and nothing else changes there", async () => {
      const unlisted = `/api/investments/${UNKNOWN_ID}/publish`;
      const asEditor = await request(t.app).post(unlisted).set(bearer(editor.token)).send({});
      expect(asEditor.status).toBe(403);
      expect(asEditor.body).toEqual({ error: ACCESS_MESSAGES.adminsOnly });
      expect((await request(t.app).post(unlisted).set(bearer(adminToken)).send({})).body).toEqual({ error: "No such API route" });
      expect((await request(t.app).post(unlisted).send({})).status).toBe(404);
      expect((await request(t.app).get(unlisted).set(bearer(editor.token))).status).toBe(404);
      // Writes the table lets an editor make still pass (their own e-mail address).
      const own = await request(t.app).patch("/api/users/me").set(bearer(editor.token)).send({ email: "writer@r28.example" });
      expect(own.status).toBe(200);
    });

    it("lets the super admin change a role, which applies from the user's next request with the same token", async () => {
      const promoted = await setRole(editor.id, { role: "admin" });
      expect(promoted.status).toBe(200);
      expect(promoted.body).toEqual({ _id: editor.id, username: "writer", role: "admin" });
      expect((await changeHero(editor.token, "Promoted hero text")).status).toBe(200);
      expect((await request(t.app).get("/api/auth/me").set(bearer(editor.token))).body.role).toBe("admin");

      expect((await setRole(editor.id, { role: "editor" })).status).toBe(200);
      const refused = await changeHero(editor.token, "Demoted hero text");
      expect(refused.status).toBe(403);
      expect((await heroText()).heroText.text).toBe("Promoted hero text");

      const log = await request(t.app).get("/api/activity").query({ kind: "role-changed" }).set(bearer(superToken));
      expect(log.body.entries.map((e: { targetLabel: string; username: string }) => [e.username, e.targetLabel])).toEqual([
        ["super_admin", "writer (now editor)"],
        ["super_admin", "writer (now admin)"],
      ]);
    });

    it("keeps the super admin's own role, and refuses unknown users, unknown roles and 'super admin'", async () => {
      const own = await setRole(superId, { role: "editor" });
      expect(own.status).toBe(409);
      expect(own.body).toEqual({ error: "The super admin's role cannot change" });
      expect((await setRole(UNKNOWN_ID, { role: "editor" })).status).toBe(404);
      const lifted = await setRole(editor.id, { role: "super admin" });
      expect(lifted.status).toBe(400);
      expect(lifted.body.fields).toEqual({ role: "must be one of: admin, editor" });
      expect((await setRole(editor.id, {})).status).toBe(400);
      expect((await setRole(editor.id, { role: "admin" }, adminToken)).status).toBe(403);
      const roles = (await request(t.app).get("/api/users").set(bearer(superToken))).body as { username: string; role: string }[];
      expect(roles.find((u) => u.username === "super_admin")?.role).toBe("super admin");
      expect(roles.find((u) => u.username === "writer")?.role).toBe("editor");
    });
  });
}
