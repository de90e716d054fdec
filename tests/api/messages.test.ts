import request from "supertest";
import { describe, expect, it } from "vitest";
import { insertContactMessage } from "../../server/db/repositories/contact-messages.ts";
import { messageListResponseSchema, messageResponseSchema, senderExportSchema } from "../../shared/schemas/messages.ts";
import { createTestApp, type TestApp, useSignedInApp } from "../helpers/app.ts";
import { startSmtp } from "../helpers/smtp.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, UNKNOWN_ID } from "./fixtures.ts";

let ipCounter = 0;
const contact = (t: TestApp, body: Record<string, string>) =>
  request(t.app).post("/api/contact").set("X-Forwarded-For", `198.51.100.${++ipCounter}`).type("form").send(body);

for (const database of testDatabases()) {
  describe(`the contact inbox /api/messages, on ${database.name}`, () => {
    const t = useSignedInApp(database);

    const list = async () => messageListResponseSchema.parse((await request(t.app).get("/api/messages").set(bearer(t.token))).body);

    it("lists the stored messages newest first, unread, with the unread count", async () => {
      await contact(t, { name: "First Sender", email: "first@example.com", message: "first" });
      await contact(t, { name: "Second Sender", email: "second@example.com", message: "second", _subject: "Partnership" });
      const { messages, unread } = await list();
      expect(messages.map((m) => m.message)).toEqual(["second", "first"]);
      expect(messages[0]).toMatchObject({ name: "Second Sender", email: "second@example.com", subject: "Partnership", read: false, readAt: "" });
      expect(unread).toBe(2);
      const count = await request(t.app).get("/api/messages/unread").set(bearer(t.token));
      expect(count.status).toBe(200);
      expect(count.body).toEqual({ unread: 2 });
    });

    it("answers a message's text exactly as it was sent, markup included, as JSON text", async () => {
      await contact(t, { name: "<b>Bold</b>", message: '<script>alert("x")</script>\nline two' });
      const [m] = (await list()).messages;
      const res = await request(t.app).get(`/api/messages/${m!._id}`).set(bearer(t.token));
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(messageResponseSchema.parse(res.body).message).toMatchObject({ name: "<b>Bold</b>", message: '<script>alert("x")</script>\nline two' });
    });

    it("marks a message read, keeping when it was first read, and unread again", async () => {
      const [m] = (await list()).messages;
      const read = await request(t.app).patch(`/api/messages/${m!._id}`).set(bearer(t.token)).send({ read: true });
      expect(read.status).toBe(200);
      expect(read.body.message).toMatchObject({ _id: m!._id, read: true });
      const firstRead = read.body.message.readAt as string;
      expect(Date.parse(firstRead)).not.toBeNaN();
      const again = await request(t.app).patch(`/api/messages/${m!._id}`).set(bearer(t.token)).send({ read: true });
      expect(again.body.message.readAt).toBe(firstRead);
      expect((await list()).unread).toBe((await list()).messages.filter((x) => !x.read).length);
      const unread = await request(t.app).patch(`/api/messages/${m!._id}`).set(bearer(t.token)).send({ read: false });
      expect(unread.body.message).toMatchObject({ read: false, readAt: "" });
    });

    it("deletes a message for good and records who did it", async () => {
      await contact(t, { name: "Delete Me", message: "to delete", _subject: "Spam offer" });
      const [m] = (await list()).messages;
      expect(m!.name).toBe("Delete Me");
      expect((await request(t.app).delete(`/api/messages/${m!._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await request(t.app).get(`/api/messages/${m!._id}`).set(bearer(t.token))).status).toBe(404);
      expect((await list()).messages.some((x) => x._id === m!._id)).toBe(false);
      const log = await request(t.app).get("/api/activity").query({ kind: "delete" }).set(bearer(t.token));
      expect(log.body.entries[0]).toMatchObject({ kind: "delete", username: "super_admin", targetType: "message", targetId: m!._id, targetLabel: "Spam offer" });
    });

    it("exports everything one sender sent (JSON and CSV, any case of the address) and erases it, each logged without the address", async () => {
      await contact(t, { name: "Ngozi Eze", email: "Ngozi.Eze@Example.com", message: "first from Ngozi", company: "Eze Partners" });
      await contact(t, { name: "Ngozi Eze", email: " ngozi.eze@example.com", message: "=second from Ngozi" });
      await contact(t, { name: "Someone Else", email: "else@example.com", message: "not Ngozi" });
      const asked = { email: "NGOZI.EZE@example.com " };

      const json = await request(t.app).post("/api/messages/by-sender/json").set(bearer(t.token)).send(asked);
      expect(json.status).toBe(200);
      expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="?messages-from-sender-\d{4}-\d{2}-\d{2}\.json"?$/);
      const data = senderExportSchema.parse(json.body);
      expect(data.email).toBe("NGOZI.EZE@example.com");
      expect(data.messages.map((m) => m.message)).toEqual(["=second from Ngozi", "first from Ngozi"]);
      expect(data.messages[1]).toMatchObject({ name: "Ngozi Eze", company: "Eze Partners" });

      const csv = await request(t.app).post("/api/messages/by-sender/csv").set(bearer(t.token)).send(asked);
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.text.split("\r\n").filter(Boolean)).toHaveLength(3);
      expect(csv.text).toContain(`"'=second from Ngozi"`);
      expect(csv.text).not.toContain("not Ngozi");

      const erase = await request(t.app).post("/api/messages/by-sender/erase").set(bearer(t.token)).send(asked);
      expect(erase.status).toBe(200);
      expect(erase.body).toEqual({ erased: 2 });
      expect((await list()).messages.map((m) => m.message)).not.toContain("first from Ngozi");
      expect((await list()).messages.map((m) => m.message)).toContain("not Ngozi");
      expect((await request(t.app).post("/api/messages/by-sender/erase").set(bearer(t.token)).send(asked)).body).toEqual({ erased: 0 });

      const log = async (kind: string) => (await request(t.app).get("/api/activity").query({ kind }).set(bearer(t.token))).body.entries;
      const [exported] = await log("sender-data-exported");
      expect(exported).toMatchObject({ username: "super_admin", targetType: "sender", targetLabel: "N•••@example.com (2 messages) as CSV" });
      const erased = await log("sender-data-erased");
      expect(erased[1]).toMatchObject({ username: "super_admin", targetType: "sender", targetLabel: "N•••@example.com (2 messages)" });
      expect(JSON.stringify(await log("sender-data-erased"))).not.toMatch(/ngozi\.eze/i);
    });

    it("refuses a sender request without a token (401) or without an address (400)", async () => {
      for (const path of ["json", "csv", "erase"]) {
        expect((await request(t.app).post(`/api/messages/by-sender/${path}`).send({ email: "a@example.com" })).status).toBe(401);
        const bad = await request(t.app).post(`/api/messages/by-sender/${path}`).set(bearer(t.token)).send({ email: "   " });
        expect(bad.status).toBe(400);
        expect(bad.body.fields).toHaveProperty("email");
      }
    });

    it("answers 404 for an unknown id and 400 for a malformed id or body, changing nothing", async () => {
      const before = await list();
      expect((await request(t.app).get(`/api/messages/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).patch(`/api/messages/${UNKNOWN_ID}`).set(bearer(t.token)).send({ read: true })).status).toBe(404);
      expect((await request(t.app).delete(`/api/messages/${UNKNOWN_ID}`).set(bearer(t.token))).status).toBe(404);
      expect((await request(t.app).get("/api/messages/not-an-id").set(bearer(t.token))).status).toBe(400);
      const [m] = before.messages;
      const bad = await request(t.app).patch(`/api/messages/${m!._id}`).set(bearer(t.token)).send({ read: "yes" });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty("read");
      expect(await list()).toEqual(before);
    });

    it("exports every message as CSV with formula-looking cells neutralised", async () => {
      await contact(t, { name: "=HYPERLINK(\"http://evil.example\",\"x\")", email: "@SUM(1+1)", company: "+Corp", phone: "-1+2", message: 'He said "hi", then\nleft' });
      // The form trims its fields, so a leading tab or CR can only come from stored data (e.g. an import).
      const at = new Date().toISOString();
      await insertContactMessage(t.services.database.db, { id: "aaaaaaaaaaaaaaaaaaaaaaaa", name: "\tTabbed", email: "", company: "", phone: "", subject: "", message: "\rcarriage", createdAt: at, updatedAt: at });
      const res = await request(t.app).get("/api/messages/export").set(bearer(t.token));
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="?messages-\d{4}-\d{2}-\d{2}\.csv"?$/);
      const text = res.text.replace(/^\uFEFF/, "");
      const lines = text.split("\r\n");
      expect(lines[0]).toBe('"Received (Lagos time, WAT, UTC+1)","Name","E-mail","Company","Phone","Subject","Message","Read"');
      // The stored time (UTC) is written in Lagos time, one hour later.
      const lagos = new Date(Date.parse(at) + 3_600_000).toISOString().replace("T", " ").slice(0, 19);
      expect(text).toContain(`"${lagos}","'\tTabbed"`);
      expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")","\'@SUM(1+1)","\'+Corp","\'-1+2"');
      expect(text).toContain('"He said ""hi"", then\nleft"');
      expect(text).toContain('"\'\tTabbed"');
      expect(text).toContain('"\'\rcarriage"');
      expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
      const rows = (await list()).messages.length;
      expect(lines.filter((l) => /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/.test(l))).toHaveLength(rows);
    });
  });

  describe(`the notification e-mail for a new message, on ${database.name}`, () => {
    it("e-mails CONTACT_NOTIFY_TO through SMTP_URL, plain text, with the sender as Reply-To", async () => {
      const smtp = await startSmtp();
      const t = await createTestApp(database, { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "staff@r28.example", SITE_URL: "https://r28.example" });
      try {
        const res = await contact(t, { name: "Ngozi Eze", email: "ngozi@example.com", _subject: "Investment enquiry", message: "We would like to <b>talk</b>." });
        expect(res.status).toBe(303);
        await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
        // The body travels quoted-printable: undo its soft line breaks and =XX escapes.
        const mail = smtp.mails[0]!;
        expect(mail).toMatch(/^To: staff@r28\.example\r?$/m);
        expect(mail).toMatch(/^Reply-To: ngozi@example\.com\r?$/m);
        expect(mail).toMatch(/^Content-Type: text\/plain/m);
        expect(mail).not.toMatch(/text\/html/);
        expect(mail).toContain("We would like to <b>talk</b>.");
        expect(mail).toContain("Name: Ngozi Eze");
        expect(mail).toContain("https://r28.example/admin/dashboard/messages?open=");
      } finally {
        await t.close();
        await smtp.close();
      }
    });

    it("keeps the message when the mail server cannot be reached", async () => {
      const smtp = await startSmtp();
      await smtp.close(); // nothing listens on this port any more
      const t = await createTestApp(database, { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: "staff@r28.example" });
      try {
        const res = await contact(t, { name: "Still Here", message: "do not lose me" });
        expect(res.status).toBe(303);
        const token = await t.login();
        const { messages } = messageListResponseSchema.parse((await request(t.app).get("/api/messages").set(bearer(token))).body);
        expect(messages.map((m) => m.message)).toEqual(["do not lose me"]);
      } finally {
        await t.close();
      }
    });
  });
}
