import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bumpContentRevision } from "../../server/db/repositories/revision.ts";
import { cachedRead } from "../../server/http/stored-answer.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

// cachedRead (server/http/stored-answer.ts): the public API lists answered from memory per content
// revision. A request that saw a newer revision never takes the result of a read begun earlier,
// which may predate the edit it saw.

for (const database of testDatabases()) {
  describe(`stored answers on ${database.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database);
    });
    afterAll(async () => {
      await t.close();
    });

    it("a request after an edit waits for no read begun before it, and answers what the edit left", async () => {
      let release: (value: string) => void = () => undefined;
      const reads: string[] = [];
      // The first read is held open until released; every later one answers at once.
      const read = () => {
        reads.push("read");
        return reads.length === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve("after the edit");
      };
      const app = express().get("/probe", cachedRead(t.services, "probe", read));

      const before = request(app).get("/probe").then((res) => res);
      await vi.waitFor(() => expect(reads).toHaveLength(1));
      const { revision } = t.services.database;
      const known = await revision.current();
      await bumpContentRevision(t.services.database.db); // an edit commits while that read is open
      // This process learns of it (at once on SQLite, by notification on PostgreSQL).
      await vi.waitFor(async () => expect(await revision.current()).toBeGreaterThan(known));
      const after = request(app).get("/probe").then((res) => res);
      await vi.waitFor(() => expect(reads).toHaveLength(2));
      release("before the edit");

      const [first, second] = await Promise.all([before, after]);
      expect(first.body).toBe("before the edit");
      expect(second.body).toBe("after the edit");
      expect(second.headers["etag"]).not.toBe(first.headers["etag"]);
      // The newest revision's answer is the one kept.
      expect((await request(app).get("/probe")).body).toBe("after the edit");
      expect(reads).toHaveLength(2);
    });
  });
}
