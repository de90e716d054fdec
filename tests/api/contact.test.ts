import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContactMessages } from "../../server/db/repositories/contact-messages.ts";
import { CONTACT_FORM } from "../../shared/constants.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

for (const database of testDatabases()) {
  describe(`POST /api/contact on ${database.name}`, () => {
    let t: TestApp;
    let ipCounter = 0;
    beforeAll(async () => {
      t = await createTestApp(database, { SITE_URL: "https://r28.example.com" });
    });
    afterAll(() => t.close());

    // Each test posts from its own address so the per-address limit only bites where it is tested.
    const send = (body: string | object, ip = `198.51.100.${++ipCounter}`) =>
      request(t.app).post("/api/contact").set("X-Forwarded-For", ip).type("form").send(body);
    const messages = () => listContactMessages(t.services.db);

    it("stores a form-encoded message, trimmed, and answers 303 to the _next path", async () => {
      const res = await send({ name: "  Ada Obi ", email: "ada@example.com", company: "Obi Ltd", phone: "+234 800 000", message: " Hello\nthere ", _subject: "R28 Contact Form Submission", _next: "/contacts?sent=1" });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/contacts?sent=1");
      const [m] = await messages();
      expect(m).toMatchObject({ name: "Ada Obi", email: "ada@example.com", company: "Obi Ltd", phone: "+234 800 000", message: "Hello\nthere", subject: "R28 Contact Form Submission" });
      expect(m?.id).toMatch(/^[0-9a-f]{24}$/);
    });

    it("uses the site's subject when _subject is missing and goes to / when _next is missing", async () => {
      const res = await send({ name: "No subject", message: "hi" });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/");
      expect((await messages())[0]).toMatchObject({ name: "No subject", subject: "R28 Contact Form Submission" });
    });

    it("redirects only to paths on this site", async () => {
      const cases: [string, string][] = [
        ["/", "/"],
        ["/contacts#form", "/contacts#form"],
        ["https://r28.example.com/thanks?x=1", "/thanks?x=1"],
        ["//evil.example.com/", "/"],
        ["/\\evil.example.com", "/"],
        ["https://evil.example.com/", "/"],
        ["javascript:alert(1)", "/"],
        ["contacts", "/"],
      ];
      for (const [next, location] of cases) {
        const res = await send({ message: "redirect test", _next: next });
        expect(res.status, next).toBe(303);
        expect(res.headers.location, next).toBe(location);
      }
    });

    it("answers a filled honeypot like a success but stores nothing", async () => {
      const before = (await messages()).length;
      const res = await send({ name: "Bot", message: "buy now", [CONTACT_FORM.honeypotField]: "http://spam.example.com", _next: "/contacts" });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe("/contacts");
      expect((await messages()).length).toBe(before);
    });

    it("stores nothing for an entirely empty form but still redirects", async () => {
      const before = (await messages()).length;
      const res = await send({ name: "  ", _next: "/contacts" });
      expect(res.status).toBe(303);
      expect((await messages()).length).toBe(before);
    });

    it("accepts JSON as well as form encoding", async () => {
      const res = await request(t.app).post("/api/contact").set("X-Forwarded-For", "198.51.100.200").send({ name: "Json", message: "via fetch" });
      expect(res.status).toBe(303);
      expect((await messages())[0]).toMatchObject({ name: "Json", message: "via fetch" });
    });

    it("answers 400 naming the field for a value over its limit or a repeated field, and stores nothing", async () => {
      const before = (await messages()).length;
      const long = await send({ name: "x".repeat(CONTACT_FORM.maxLength.name + 1), message: "m" });
      expect(long.status).toBe(400);
      expect(long.body.fields).toHaveProperty("name");
      const repeated = await send("name=a&name=b&message=m");
      expect(repeated.status).toBe(400);
      expect(repeated.body.fields).toHaveProperty("name");
      expect((await messages()).length).toBe(before);
    });

    it("answers 415 for a body that is neither form-encoded nor JSON and 413 for one over 64 kB", async () => {
      const wrong = await request(t.app).post("/api/contact").set("Content-Type", "text/plain").send("hello");
      expect(wrong.status).toBe(415);
      const huge = await send({ message: "x".repeat(70 * 1024) });
      expect(huge.status).toBe(413);
    });

    it(`answers 429 with Retry-After past ${CONTACT_FORM.limit.max} messages per address, storing no more`, async () => {
      const ip = "203.0.113.50";
      for (let i = 0; i < CONTACT_FORM.limit.max; i++) expect((await send({ message: `m${i}` }, ip)).status).toBe(303);
      const before = (await messages()).length;
      const limited = await send({ message: "one too many" }, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await messages()).length).toBe(before);
      expect((await send({ message: "other address" }, "203.0.113.51")).status).toBe(303);
    });
  });
}
