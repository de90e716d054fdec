import request from "supertest";
import { describe, expect, it } from "vitest";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

const PATH = `/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`;

for (const database of testDatabases()) {
  describe(`the hero text route on ${database.name}`, () => {
    const t = useSignedInApp(database);

    it("answers the seeded hero text in its envelope", async () => {
      const res = await request(t.app).get(PATH);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ heroText: FALLBACKS.heroText });
    });

    it("updates the hero text with a valid token and answers the updated record", async () => {
      const res = await request(t.app).patch(PATH).set("Authorization", `Bearer ${t.token}`).send({ text: "Capital with patience" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ heroText: { text: "Capital with patience" } });
      expect((await request(t.app).get(PATH)).body.heroText.text).toBe("Capital with patience");
    });

    it("accepts the session cookie instead of the Bearer header", async () => {
      const login = await request(t.app).post("/api/auth/login").send({ username: "super_admin", password: "correct horse battery staple" });
      const cookie = login.headers["set-cookie"] as unknown as string[];
      expect(cookie.join(";")).toMatch(/HttpOnly/i);
      expect(cookie.join(";")).toMatch(/SameSite=Strict/i);
      const res = await request(t.app).patch(PATH).set("Cookie", cookie).send({ text: "Cookie edit" });
      expect(res.status).toBe(200);
      expect(res.body.heroText.text).toBe("Cookie edit");
    });

    it("refuses a PATCH without a token (401) and changes nothing", async () => {
      const before = (await request(t.app).get(PATH)).body;
      const res = await request(t.app).patch(PATH).send({ text: "intruder" });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual(expect.any(String));
      expect((await request(t.app).get(PATH)).body).toEqual(before);
    });

    it("refuses a PATCH with a forged token (401) and changes nothing", async () => {
      const before = (await request(t.app).get(PATH)).body;
      const res = await request(t.app).patch(PATH).set("Authorization", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA").send({ text: "forged" });
      expect(res.status).toBe(401);
      expect((await request(t.app).get(PATH)).body).toEqual(before);
    });

    it("answers 400 {error} for malformed JSON, not a 500", async () => {
      const res = await request(t.app).patch(PATH).set("Authorization", `Bearer ${t.token}`).set("Content-Type", "application/json").send('{"text": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    });

    it("answers 400 with fields for a wrong type or an unknown field", async () => {
      const wrongType = await request(t.app).patch(PATH).set("Authorization", `Bearer ${t.token}`).send({ text: 42 });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.fields).toHaveProperty("text");
      const unknown = await request(t.app).patch(PATH).set("Authorization", `Bearer ${t.token}`).send({ colour: "red" });
      expect(unknown.status).toBe(400);
      expect(unknown.body.fields).toHaveProperty("colour");
    });

    it("answers 404 for an unknown singleton id and 400 for an id that is not 24 hex", async () => {
      expect((await request(t.app).get("/api/home/hero/hero-text/64b0000000000000000000ff")).status).toBe(404);
      expect((await request(t.app).get("/api/home/hero/hero-text/not-an-id")).status).toBe(400);
    });

    it("answers 413 for a body over the limit", async () => {
      const res = await request(t.app)
        .patch(PATH)
        .set("Authorization", `Bearer ${t.token}`)
        .set("Content-Type", "application/json")
        .send(JSON.stringify({ text: "x".repeat(16 * 1024 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it("answers 415 for a body that is not JSON", async () => {
      const res = await request(t.app).patch(PATH).set("Authorization", `Bearer ${t.token}`).set("Content-Type", "text/plain").send("text=hi");
      expect(res.status).toBe(415);
    });
  });
}
