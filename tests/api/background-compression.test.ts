import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bumpContentRevision } from "../../server/db/repositories/revision.ts";
import { seedPortfolio } from "../../server/db/seed-portfolio.ts";
import { backgroundEncoder, encodeInBackground, type Encoded } from "../../server/http/stored-answer.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

// Stored answers (cached pages, the public API lists) are compressed at the highest levels once,
// in the background. That work is queued: one job at a time, on a thread of its own at low
// priority, skipping answers a newer revision replaced; a live answer's own compression (libuv's
// thread pool) never waits behind it. Shown by order and counts, never by a time threshold.

const WORDS = "lagos abuja kano port harcourt holding company investment energy real estate agriculture logistics fund partner growth quarter report board".split(" ");

/** A page-like body of about `kb` kilobytes, different for each `seed` (text compresses like a page). */
function pageBody(seed: number, kb: number): string {
  let x = seed * 7919 + 1;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < kb * 1024; i++) {
    const text = Array.from({ length: 12 }, () => WORDS[next() % WORDS.length]).join(" ");
    const card = `<article class="card"><h3>Item ${seed}-${i} (${next() % 100000})</h3><p>${text}.</p></article>`;
    parts.push(card);
    size += card.length;
  }
  return `<!doctype html><html><body>${parts.join("\n")}</body></html>`;
}

/** An edit commits, and this process knows of it (at once on SQLite, by notification on PostgreSQL). */
async function edit(t: TestApp): Promise<void> {
  const { revision } = t.services.database;
  const known = await revision.current();
  await bumpContentRevision(t.services.database.db);
  await vi.waitFor(async () => expect(await revision.current()).toBeGreaterThan(known));
}

for (const database of testDatabases()) {
  describe(`background compression on ${database.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(database);
      await seedPortfolio(t.services.db, true); // a list large enough to be compressed
    });
    afterAll(async () => {
      await backgroundEncoder.idle();
      await t.close();
    });

    it("compresses one stored answer at a time, skips replaced ones, and a live answer is compressed while the queue is still full", { timeout: 120_000 }, async () => {
      await backgroundEncoder.idle();
      await edit(t); // the list's next answer is a new one, compressed per request at first
      const before = { ...backgroundEncoder.stats };
      const JOBS = 8;
      const replaced = new Set([1, 3, 6]); // replaced by a newer revision before their turn
      const replacedWhileCompressed = 4; // replaced during its own compression
      // Observed through the queue's own calls: `current` is asked when a job starts and when it ends.
      let inFlight = 0;
      let maxInFlight = 0;
      const phase = new Map<number, "queued" | "running" | "ended">();
      const order: number[] = [];
      const holders: { encoded?: Encoded }[] = [];
      const bodies: string[] = [];
      const results: Promise<Encoded | undefined>[] = [];
      for (let i = 0; i < JOBS; i++) {
        const holder: { encoded?: Encoded } = {};
        holders.push(holder);
        bodies.push(pageBody(i, 200));
        phase.set(i, "queued");
        const current = () => {
          if (phase.get(i) === "queued") {
            if (replaced.has(i)) {
              phase.set(i, "ended");
              return false;
            }
            phase.set(i, "running");
            order.push(i);
            maxInFlight = Math.max(maxInFlight, ++inFlight);
            return true;
          }
          phase.set(i, "ended");
          inFlight--;
          return i !== replacedWhileCompressed;
        };
        results.push(encodeInBackground(holder, bodies[i]!, t.services.log, { url: `/job-${i}` }, { wanted: current }));
      }
      expect(backgroundEncoder.stats.pending + backgroundEncoder.stats.running).toBeGreaterThan(0);

      // A live answer compressed per request by the middleware (a public list's first answer).
      const live = await request(t.app).get("/api/investments").set("Accept-Encoding", "gzip");
      expect(live.status).toBe(200);
      expect(live.headers["content-encoding"]).toBe("gzip");
      expect(Array.isArray(live.body)).toBe(true);
      // It was answered while most of the background work still waited.
      const endedWhenLiveWasAnswered = [...phase.values()].filter((p) => p === "ended").length;
      expect(endedWhenLiveWasAnswered).toBeLessThan(JOBS);
      expect(backgroundEncoder.stats.pending).toBeGreaterThan(0);

      const encoded = await Promise.all(results);
      await backgroundEncoder.idle();
      expect(maxInFlight).toBe(1);
      expect(backgroundEncoder.stats.maxRunning).toBe(1);
      // In the order queued, each replaced job skipped without being compressed.
      expect(order).toEqual([0, 2, 4, 5, 7]);
      for (let i = 0; i < JOBS; i++) {
        if (replaced.has(i) || i === replacedWhileCompressed) {
          expect(holders[i]!.encoded, `job ${i}`).toBeUndefined();
          expect(encoded[i], `job ${i}`).toBeUndefined();
          continue;
        }
        const copies = holders[i]!.encoded!;
        expect(copies, `job ${i}`).toBeDefined();
        expect(gunzipSync(copies.gzip).toString()).toBe(bodies[i]);
        expect(brotliDecompressSync(copies.br).toString()).toBe(bodies[i]);
      }
      expect(backgroundEncoder.stats.skipped - before.skipped).toBeGreaterThanOrEqual(replaced.size + 1);
      expect(backgroundEncoder.stats.failed).toBe(before.failed);
      // On Linux the compressor's thread runs at the lowest CPU priority.
      if (process.platform === "linux") expect(backgroundEncoder.stats.lowPriority).toBe(true);
    });

    it("skips a stored API answer that an edit replaced before its turn", { timeout: 60_000 }, async () => {
      await backgroundEncoder.idle();
      await edit(t);
      const before = { ...backgroundEncoder.stats };
      // A large job holds the compressor, so the list's answer waits behind it.
      const blocker = encodeInBackground({}, pageBody(99, 200), t.services.log, { url: "/blocker" });
      const list = await request(t.app).get("/api/investments").set("Accept-Encoding", "gzip");
      expect(list.status).toBe(200);
      expect(backgroundEncoder.stats.pending).toBeGreaterThan(0);
      // An edit commits; once this process knows of it, the waiting answer is out of date.
      await edit(t);
      expect(await blocker).toBeDefined();
      await backgroundEncoder.idle();
      expect(backgroundEncoder.stats.encoded - before.encoded).toBe(1); // the blocker only
      expect(backgroundEncoder.stats.skipped - before.skipped).toBe(1); // the replaced list answer
      // The list at the new revision is compressed once and then sent as stored.
      expect((await request(t.app).get("/api/investments").set("Accept-Encoding", "gzip")).status).toBe(200);
      await backgroundEncoder.idle();
      expect(backgroundEncoder.stats.encoded - before.encoded).toBe(2);
      const stored = await request(t.app).get("/api/investments").set("Accept-Encoding", "gzip");
      expect(stored.headers["content-encoding"]).toBe("gzip");
      expect(stored.headers["content-length"]).toBeDefined(); // a stored copy carries its length
    });
  });
}
