import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { clearCounter, readCounter, releaseCounter } from "../../server/db/repositories/rate-limits.ts";
import { consumeLimits } from "../../server/services/rate-limit.ts";
import { testDatabases } from "../helpers/databases.ts";

const policy = { max: 10, windowSeconds: 60 };

for (const database of testDatabases()) {
  describe(`rate-limit counters on ${database.name}`, () => {
    let h: DatabaseHandle & { dispose(): Promise<void> };
    beforeAll(async () => {
      h = await database.open();
    });
    afterAll(() => h.dispose());

    it("lets exactly max of 40 parallel attempts through (the count is atomic)", async () => {
      const results = await Promise.allSettled(Array.from({ length: 40 }, () => consumeLimits(h.db, [{ key: "burst", policy }], "limited")));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(policy.max);
      expect((await readCounter(h.db, "burst"))?.count).toBe(40);
    });

    it("opens a new window once the old one has ended", async () => {
      let clock = Date.parse("2030-01-01T00:00:00Z");
      const consume = () => consumeLimits(h.db, [{ key: "window", policy }], "limited", () => clock);
      for (let i = 0; i < policy.max; i++) await consume();
      await expect(consume()).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "60" } });
      clock += 30_000;
      await expect(consume()).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "30" } });
      clock += 30_000;
      await expect(consume()).resolves.toBeUndefined();
      expect(await readCounter(h.db, "window")).toEqual({ count: 1, resetAt: "2030-01-01T00:02:00.000Z" });
    });

    it("takes one attempt back on release and forgets the key on reset", async () => {
      await consumeLimits(h.db, [{ key: "undo", policy }], "limited");
      await consumeLimits(h.db, [{ key: "undo", policy }], "limited");
      await releaseCounter(h.db, "undo");
      expect((await readCounter(h.db, "undo"))?.count).toBe(1);
      await clearCounter(h.db, "undo");
      expect(await readCounter(h.db, "undo")).toBeUndefined();
    });
  });
}
