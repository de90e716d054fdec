import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { pngDataUrl } from "../api/fixtures.ts";
import { singletonPath } from "./fields.ts";
import { spawnServer, type Spawned } from "./support/spawn.ts";

// Durability: the server is SIGKILLed while it is acknowledging writes, then started again on the
// same database; every write it acknowledged must be there (and every acknowledged delete gone).
// Three rounds on each database, each killed after a different number of acknowledgements.

const ROUNDS = 3;
const WRITERS = 6;
const PASSWORD = "durability-password";
const SERVER = path.resolve(import.meta.dirname, "support/api-server.ts");

interface Acked {
  investments: Map<string, string>; // id → tabText
  news: Set<string>;
  deleted: Set<string>;
  /** The hero text of every acknowledged write, in order, and the one in flight when the kill came. */
  hero: string[];
  heroInFlight: string | undefined;
}

/** The databases to kill on: a fresh SQLite folder, or a fresh schema of TEST_DATABASE_URL. */
function databases(): { name: string; env: Record<string, string>; cleanup(): Promise<void> }[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-durability-"));
  const list: { name: string; env: Record<string, string>; cleanup(): Promise<void> }[] = [{ name: "sqlite", env: { DATA_DIR: dir, DATABASE_URL: "" }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `durability_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    list.push({
      name: "postgres",
      env: { DATA_DIR: dir, DATABASE_URL: url, PG_SCHEMA: schema },
      cleanup: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      },
    });
  }
  return list;
}

async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

for (const database of databases()) {
  describe(`SIGKILL while writing, on ${database.name}`, () => {
    afterAll(() => database.cleanup());

    it(`keeps every acknowledged write through ${ROUNDS} kills`, async () => {
      const env = { ...database.env, ADMIN_PASSWORD: PASSWORD, SEED_PORTFOLIO: "false" };
      const summary: string[] = [];
      let image = await pngDataUrl("#2F6871", 6, 4);
      for (let round = 1; round <= ROUNDS; round++) {
        const server = await spawnServer(SERVER, env);
        const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "super_admin", password: PASSWORD }) });
        expect(login.status).toBe(200);
        const headers = { "Content-Type": "application/json", Authorization: `Bearer ${(await json(login)).token as string}` };
        const acked: Acked = { investments: new Map(), news: new Set(), deleted: new Set(), hero: [], heroInFlight: undefined };
        const killAfter = 30 + round * 20;
        let ackCount = 0;
        let killed = false;
        const ack = () => {
          ackCount++;
          if (ackCount >= killAfter && !killed) {
            killed = true;
            server.child.kill("SIGKILL");
          }
        };
        const send = (method: string, p: string, body?: unknown) =>
          fetch(`${server.url}${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });

        const writers = Array.from({ length: WRITERS }, async (_, w) => {
          for (let n = 0; !killed; n++) {
            try {
              if (w === 0) {
                // One writer changes the hero text in sequence: after the restart it must hold the last acknowledged text or the one in flight.
                const text = `round ${round} change ${n}`;
                acked.heroInFlight = text;
                const res = await send("PATCH", singletonPath("heroText"), { text });
                if (res.status === 200) {
                  acked.hero.push(text);
                  acked.heroInFlight = undefined;
                  ack();
                }
              } else if (w === 1) {
                const res = await send("POST", "/api/news-and-events", { title: `news ${round}-${n}`, subtitle: "durability", newsImgUrl: image });
                if (res.status === 201) {
                  const item = (await json(res)).newsAndEvents as { _id: string; newsImgUrl: string };
                  image = item.newsImgUrl;
                  acked.news.add(item._id);
                  ack();
                }
              } else if (w === 2) {
                // Created, then deleted: once the delete is acknowledged it must stay gone.
                const res = await send("POST", "/api/investments", { tabText: `doomed ${round}-${n}` });
                if (res.status !== 201) continue;
                const id = (await json(res))._id as string;
                acked.investments.set(id, `doomed ${round}-${n}`);
                ack();
                // While the delete is in flight the investment may be there or gone; once acknowledged, gone.
                acked.investments.delete(id);
                const del = await send("DELETE", `/api/investments/${id}`);
                if (del.status === 204) {
                  acked.deleted.add(id);
                  ack();
                }
              } else {
                const tabText = `kept ${round}-${w}-${n}`;
                const res = await send("POST", "/api/investments", { tabText, highlight: "x".repeat(200 * w) });
                if (res.status === 201) {
                  acked.investments.set((await json(res))._id as string, tabText);
                  ack();
                }
              }
            } catch {
              // The connection died with the server: whatever was in flight is unknown, not acknowledged.
              return;
            }
          }
        });
        await Promise.all(writers);
        await server.exited;
        expect(killed, "the server was killed while writing").toBe(true);

        const again: Spawned = await spawnServer(SERVER, env);
        try {
          const invs = (await (await fetch(`${again.url}/api/investments`)).json()) as { _id: string; tabText: string }[];
          const byId = new Map(invs.map((i) => [i._id, i.tabText]));
          for (const [id, tabText] of acked.investments) expect(byId.get(id), `investment ${tabText}`).toBe(tabText);
          for (const id of acked.deleted) expect(byId.has(id), `deleted investment ${id}`).toBe(false);
          const news = ((await (await fetch(`${again.url}/api/news-and-events`)).json()) as { newsAndEvents: { _id: string }[] }).newsAndEvents.map((n) => n._id);
          for (const id of acked.news) expect(news, `news ${id}`).toContain(id);
          const hero = ((await json(await fetch(`${again.url}${singletonPath("heroText")}`)))[SINGLETONS.heroText.envelope] as { text: string }).text;
          const last = acked.hero.at(-1);
          expect([last, acked.heroInFlight].filter(Boolean), "the hero text is the last acknowledged one (or the one in flight)").toContain(hero);
          summary.push(`round ${round}: SIGKILL after ${killAfter} acknowledgements; ${ackCount} acknowledged writes, every one present after the restart (${acked.deleted.size} acknowledged deletes stayed deleted)`);
        } finally {
          again.child.kill("SIGTERM");
          await again.exited;
        }
      }
      process.stdout.write(`durability on ${database.name}:\n  ${summary.join("\n  ")}\n`);
    }, 180_000);
  });
}
