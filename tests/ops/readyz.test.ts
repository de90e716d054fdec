import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

for (const database of testDatabases()) {
  describe(`readiness on ${database.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database);
    });
    afterAll(() => t.close());

    it("answers /readyz 200 when the database answers and every migration is applied", async () => {
      const res = await request(t.app).get("/readyz");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ready" });
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it("answers /readyz 503 naming the migration when one is not applied", async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name limit 1`.execute(t.services.database.db);
      const name = rows[0]!.name;
      await sql`delete from kysely_migration where name = ${name}`.execute(t.services.database.db);
      try {
        const res = await request(t.app).get("/readyz");
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: "unavailable", reason: `migrations not applied: ${name}` });
        expect((await request(t.app).get("/healthz")).status).toBe(200);
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(t.services.database.db);
      }
      expect((await request(t.app).get("/readyz")).status).toBe(200);
    });

    it("answers /readyz 503 when the database does not answer", async () => {
      const original = t.services.database.ping;
      t.services.database.ping = async () => false;
      try {
        const res = await request(t.app).get("/readyz");
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: "unavailable", reason: "the database does not answer" });
      } finally {
        t.services.database.ping = original;
      }
    });
  });
}
