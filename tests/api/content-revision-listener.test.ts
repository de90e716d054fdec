import { sql } from "kysely";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { createLogger } from "../../server/log.ts";
import { createServices } from "../../server/services/index.ts";
import { pngDataUrl, bearer } from "./fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { secondHandle } from "../ops/support/handles.ts";

// Two instances of the app over one database, each with its own handle (as two processes have),
// and the content revision that keys their stored answers. On PostgreSQL each instance learns of
// an edit from a notification, so serving a stored answer reads nothing from the database; if the
// listener's connection drops, every request reads the revision until it is back. On SQLite each
// request reads it (a local statement: another process may write the file at any time).

for (const database of testDatabases()) {
  describe(`the content revision across two instances on ${database.name}`, () => {
    let t: TestApp;
    let token: string;
    let handleB: DatabaseHandle;
    let b: Express;
    let image: string;
    const titles = async (app: Express) => ((await request(app).get("/api/news-and-events")).body.newsAndEvents as { title: string }[]).map((n) => n.title);
    const post = async (title: string) => {
      const res = await request(t.app).post("/api/news-and-events").set(bearer(token)).send({ title, subtitle: "s", content: "", newsImgUrl: image });
      expect(res.status).toBe(201);
    };

    beforeAll(async () => {
      t = await createTestApp(database);
      token = await t.login();
      image = await pngDataUrl();
      handleB = await secondHandle(t.services.database);
      b = createApp(await createServices(t.services.config, handleB, createLogger("silent")));
    });
    afterAll(async () => {
      await handleB?.close();
      await t?.close();
    });

    if (database.name === "sqlite") {
      it("reads the revision on each request, and an edit through A shows on B's next load", async () => {
        await titles(b);
        const reads = handleB.revision.reads;
        for (let i = 0; i < 5; i++) await titles(b);
        expect(handleB.revision.reads - reads).toBe(5);
        await post("Written through A");
        expect(await titles(b)).toContain("Written through A");
      });
      return;
    }

    it("serves stored answers without reading the revision, and learns of an edit through A by notification", async () => {
      await titles(b);
      await vi.waitFor(() => expect(handleB.revision.listening).toBe(true));
      await titles(b);
      const reads = handleB.revision.reads;
      for (let i = 0; i < 20; i++) await titles(b);
      expect(handleB.revision.reads).toBe(reads);

      const known = handleB.revision.latest();
      await post("Announced to B");
      // B is told, and its next load shows the edit, still without reading the revision.
      await vi.waitFor(() => expect(handleB.revision.latest()).toBeGreaterThan(known));
      expect(await titles(b)).toContain("Announced to B");
      expect(handleB.revision.reads).toBe(reads);
    });

    it("while the listener's connection is down, reads on every request; back, it reads once and stops", async () => {
      await titles(b);
      await vi.waitFor(() => expect(handleB.revision.listening).toBe(true));
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(handleB.db)).rows[0]!.s;
      // The server ends B's listener connection (as a restart or a network cut would).
      const ended = await sql<{ ok: boolean }>`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${`r28 revision listener ${schema}`}`.execute(t.services.db);
      expect(ended.rows).toHaveLength(1);
      await vi.waitFor(() => expect(handleB.revision.listening).toBe(false));
      let reads = handleB.revision.reads;
      await titles(b);
      await titles(b);
      // (It waits half a second before reconnecting, far longer than these two requests.)
      expect(handleB.revision.reads - reads).toBe(2);
      // An edit meanwhile shows on B's next load whether or not the listener is back yet.
      await post("Written while B was deaf");
      expect(await titles(b)).toContain("Written while B was deaf");

      // It reconnects by itself and reads the revision once as it does.
      await vi.waitFor(() => expect(handleB.revision.listening).toBe(true), { timeout: 10_000 });
      reads = handleB.revision.reads;
      for (let i = 0; i < 10; i++) await titles(b);
      expect(handleB.revision.reads).toBe(reads);
      const known = handleB.revision.latest();
      await post("Announced after the reconnection");
      await vi.waitFor(() => expect(handleB.revision.latest()).toBeGreaterThan(known));
      expect(await titles(b)).toContain("Announced after the reconnection");
    });

    it("a write through an instance makes that instance read the revision until the write has ended, so its editor's next load never races the notification", async () => {
      await titles(t.app);
      await vi.waitFor(() => expect(t.services.database.revision.listening).toBe(true));
      await post("Written and read back through A");
      const reads = t.services.database.revision.reads;
      // A's very next answer after its own write: read from the database, not from memory.
      expect(await titles(t.app)).toContain("Written and read back through A");
      expect(t.services.database.revision.reads).toBe(reads + 1);
      // And then from memory again.
      await titles(t.app);
      expect(t.services.database.revision.reads).toBe(reads + 1);
    });
  });
}
