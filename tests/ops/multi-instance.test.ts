import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyPages } from "../../shared/content/companies.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/index.ts";
import { LOGIN_LIMITS } from "../../shared/constants.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { ensureBuild, freshSchema, startProcess, tempDir, type PgSchema, type ServerProcess } from "./support/processes.ts";

const ADMIN_PASSWORD = "multi-instance-Pa55word";

/**
 * Two server processes on one database, as behind a load balancer: PostgreSQL (the deployment
 * the README describes) when TEST_DATABASE_URL is set, and two processes on one SQLite file.
 */
const setups: { name: string; make(): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle>; cleanup(): Promise<void> }> }[] = [
  {
    name: "one SQLite file",
    async make() {
      const dataDir = tempDir();
      return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  setups.push({
    name: "one PostgreSQL database",
    async make() {
      const schema: PgSchema = await freshSchema("multi");
      return { env: { DATABASE_URL: schema.url }, open: () => openDatabase({ databaseUrl: schema.url, dataDir: "" }), cleanup: () => schema.drop() };
    },
  });
}

async function api(server: ServerProcess, method: string, path: string, opts: { body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${server.url}${path}`, { method, headers, ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }) });
  const text = await res.text();
  return { status: res.status, text, body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : undefined, cookie: res.headers.get("set-cookie") };
}

const login = (s: ServerProcess, username: string, password: string) => api(s, "POST", "/api/auth/login", { body: { username, password } });

for (const setup of setups) {
  describe(`two instances on ${setup.name}`, () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let handle: DatabaseHandle;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const buildDir = await ensureBuild();
      const made = await setup.make();
      cleanup = made.cleanup;
      const env = { ...made.env, ADMIN_PASSWORD, LOG_LEVEL: "info" };
      // Both start at the same moment on an empty database.
      [a, b] = await Promise.all([startProcess(env, { buildDir }), startProcess(env, { buildDir })]);
      await Promise.all([a.ready(120_000), b.ready(120_000)]);
      handle = await made.open();
    }, 300_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await handle?.close();
      await cleanup?.();
    });

    it("starting at the same moment on an empty database, they migrate and seed exactly once", async () => {
      const count = async (t: "users" | "investments" | "banners" | "homeHeroText" | "settings") =>
        Number((await handle.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      expect(await count("users")).toBe(1);
      expect(await count("homeHeroText")).toBe(1);
      expect(await count("banners")).toBe(4);
      expect(await count("investments")).toBe(companyPages.length);
      const marks = await handle.db.selectFrom("settings").select(["key", "value"]).where("key", "=", "portfolio_seed").execute();
      expect(marks).toEqual([{ key: "portfolio_seed", value: "seeded" }]);
      const seededBy = [a, b].filter((s) => s.stdout().includes("first start: added the built-in portfolio"));
      expect(seededBy).toHaveLength(1);
    });

    // Each sign-in checks a bcrypt hash: seconds each at production's cost on a loaded machine.
    it("a sign-in on one instance works on the other, by header and by cookie", async () => {
      const r = await login(a, "super_admin", ADMIN_PASSWORD);
      expect(r.status).toBe(200);
      const cookie = (r.cookie ?? "").split(";")[0] as string;
      expect((await api(b, "GET", "/api/auth/me", { token: r.body.token })).body).toEqual({ username: "super_admin", role: "super admin" });
      expect((await api(b, "GET", "/api/auth/me", { cookie })).status).toBe(200);
    }, 60_000);

    it("an edit on one instance shows on the other's next page load", async () => {
      // B has rendered and cached the home page, and a browser holding it gets a 304.
      const before = await fetch(`${b.url}/`);
      await before.text();
      const etag = before.headers.get("etag") as string;
      expect((await fetch(`${b.url}/`, { headers: { "if-none-match": etag } })).status).toBe(304);
      const { token } = (await login(a, "super_admin", ADMIN_PASSWORD)).body;
      const text = `Hero saved on instance ${a.port}`;
      expect((await api(a, "PATCH", `/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`, { token, body: { text } })).status).toBe(200);
      // B's very next answer, to that browser and to a new visitor, is the edited page.
      const revalidated = await fetch(`${b.url}/`, { headers: { "if-none-match": etag } });
      expect(revalidated.status).toBe(200);
      expect(await revalidated.text()).toContain(text);
      expect(await (await fetch(`${b.url}/`)).text()).toContain(text);
    }, 60_000);

    it("logout on one instance revokes the token on the other", async () => {
      const { token } = (await login(a, "super_admin", ADMIN_PASSWORD)).body;
      expect((await api(b, "GET", "/api/auth/me", { token })).status).toBe(200);
      expect((await api(a, "POST", "/api/auth/logout", { token })).status).toBe(204);
      expect((await api(b, "GET", "/api/auth/me", { token })).status).toBe(401);
    }, 60_000);

    it("a password change on one instance revokes the tokens on the other", async () => {
      const { token } = (await login(a, "super_admin", ADMIN_PASSWORD)).body;
      expect((await api(a, "POST", "/api/auth/register", { token, body: { username: "editor", password: "editor-Pa55word-1" } })).status).toBe(201);
      const editor = (await login(a, "editor", "editor-Pa55word-1")).body.token as string;
      expect((await api(b, "GET", "/api/auth/me", { token: editor })).status).toBe(200);
      const change = await api(b, "PATCH", "/api/users/change-password", { token: editor, body: { username: "editor", currentPassword: "editor-Pa55word-1", newPassword: "editor-Pa55word-2" } });
      expect(change.status).toBe(200);
      expect((await api(a, "GET", "/api/auth/me", { token: editor })).status).toBe(401);
      expect((await login(a, "editor", "editor-Pa55word-2")).status).toBe(200);
    }, 120_000);

    it("the sign-in limit counts the attempts made on both instances", async () => {
      const max = LOGIN_LIMITS.perUsername.max;
      for (let i = 0; i < max; i++) {
        const r = await login(i % 2 === 0 ? a : b, "super_admin", `wrong-${i}`);
        expect(r.status).toBe(401);
      }
      // Half the attempts went to each instance; the next one is refused by either, even with the right password.
      const refused = await login(a, "super_admin", ADMIN_PASSWORD);
      expect(refused.status).toBe(429);
      expect((await login(b, "super_admin", ADMIN_PASSWORD)).status).toBe(429);
    }, 180_000);
  });
}
