import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import { testDatabases } from "../helpers/databases.ts";

const at = "2030-01-01T00:00:00.000Z";

for (const database of testDatabases()) {
  describe(`transactions on ${database.name}`, () => {
    let h: DatabaseHandle & { dispose(): Promise<void> };
    beforeAll(async () => {
      h = await database.open();
    });
    afterAll(() => h.dispose());

    const put = (db: DatabaseHandle["db"], key: string) => db.insertInto("settings").values({ key, value: "v", createdAt: at, updatedAt: at }).execute();
    const keys = async (prefix: string) =>
      (await h.db.selectFrom("settings").select("key").where("key", "like", `${prefix}%`).orderBy("key").execute()).map((r) => r.key);

    it("commits every write of a transaction together, and none of them when it throws", async () => {
      await inTransaction(h.db, async (trx) => {
        await put(trx, "commit:a");
        await put(trx, "commit:b");
      });
      await expect(
        inTransaction(h.db, async (trx) => {
          await put(trx, "rollback:a");
          await put(trx, "rollback:b");
          throw new Error("a later step failed");
        }),
      ).rejects.toThrow("a later step failed");
      expect(await keys("commit:")).toEqual(["commit:a", "commit:b"]);
      expect(await keys("rollback:")).toEqual([]);
    });

    it("joins the caller's transaction instead of nesting, so the caller's failure undoes the inner writes", async () => {
      await expect(
        inTransaction(h.db, async (outer) => {
          await inTransaction(outer, (inner) => put(inner, "joined:inner"));
          throw new Error("outer failed");
        }),
      ).rejects.toThrow("outer failed");
      expect(await keys("joined:")).toEqual([]);
    });

    it("runs twenty concurrent transactions whole: each commits or rolls back without touching the others", async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          inTransaction(h.db, async (trx) => {
            const n = String(i).padStart(2, "0");
            await put(trx, `many:${n}:a`);
            if (i % 2) throw new Error(`transaction ${n} failed`);
            await put(trx, `many:${n}:b`);
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? "rejected" : "fulfilled")));
      const even = Array.from({ length: 10 }, (_, i) => String(i * 2).padStart(2, "0"));
      expect(await keys("many:")).toEqual(even.flatMap((n) => [`many:${n}:a`, `many:${n}:b`]));
    });

    it("never shows a reader outside a running transaction half of its writes", async () => {
      let seen: string[] | undefined;
      let reader: Promise<void> | undefined;
      await inTransaction(h.db, async (trx) => {
        await put(trx, "half:a");
        // On SQLite this waits for the one connection until the commit; on PostgreSQL it runs
        // on another connection and sees the state before the transaction.
        reader = keys("half:").then((k) => {
          seen = k;
        });
        await put(trx, "half:b");
      });
      await reader;
      expect([[], ["half:a", "half:b"]]).toContainEqual(seen);
    });
  });
}
