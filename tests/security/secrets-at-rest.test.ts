import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mkdtempSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { sql } from "kysely";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArchive } from "../../server/archive/export.ts";
import { restoreArchive } from "../../server/archive/restore.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/index.ts";
import { seed } from "../../server/db/seed.ts";
import { createLogger } from "../../server/log.ts";
import { createServices } from "../../server/services/index.ts";
import { loadSecretBox, SECRETS_KEY_FILE } from "../../server/services/secret-box.ts";
import { ADMIN_PASSWORD, createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { codeAt, enrol } from "../helpers/two-factor.ts";
import { bearer, createAdmin } from "../api/fixtures.ts";

const OTHER_KEY = "another-sites-secrets-key-abcdefghijklmnopqrstuvwxyz";
const ARCHIVE_TABLE_NAMES = async (db: TestApp["services"]["db"], dialect: string) =>
  dialect === "postgres"
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows.map((r) => r.name)
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.name);

/** Every row of every table, as text: what a database dump holds. */
async function dump(t: TestApp): Promise<string> {
  const raw = t.services.db.withoutPlugins();
  const out: string[] = [];
  for (const table of await ARCHIVE_TABLE_NAMES(t.services.db, t.services.database.dialect)) {
    const rows = await sql`select * from ${sql.table(table)}`.execute(raw);
    out.push(JSON.stringify(rows.rows, (_k, v: unknown) => (v instanceof Uint8Array ? "" : v)));
  }
  return out.join("\n");
}

// TOTP secrets are sealed at rest with a key kept outside the database and the archives.
for (const database of testDatabases()) {
  describe(`instances with different secrets keys on one ${database.name} database`, () => {
    it("start while no second factor is sealed, and the later key is recorded; once one is sealed, another key is refused", async () => {
      const t = await createTestApp(database);
      try {
        const other = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: OTHER_KEY });
        const otherApp = createApp(await createServices(other, t.services.database, createLogger("silent")));
        const recorded = await t.services.db.selectFrom("settings").select("value").where("key", "=", "secrets_key_id").executeTakeFirstOrThrow();
        expect(recorded.value).toBe(loadSecretBox({ secretsKey: OTHER_KEY, dataDir: "/nonexistent" }).keyId);
        const login = async (username = "super_admin", password = ADMIN_PASSWORD) =>
          (await request(otherApp).post("/api/auth/login").send({ username, password })).body.token as string;
        const onOther: TestApp = { ...t, app: otherApp, login };
        const editor = await createAdmin(onOther, await login(), "keyed-editor", "keyed-editor-password");
        await enrol(otherApp, editor.token);
        await expect(createServices(t.services.config, t.services.database, createLogger("silent"))).rejects.toThrow(/sealed with another key/);
      } finally {
        await t.close();
      }
    });
  });
}

for (const database of testDatabases()) {
  describe(`TOTP secrets at rest, on ${database.name}`, () => {
    let t: TestApp;
    let secret: string;
    let archiveFile: string;
    const dir = mkdtempSync(path.join(os.tmpdir(), "r28-secrets-"));
    beforeAll(async () => {
      t = await createTestApp(database);
      const superToken = await t.login();
      const editor = await createAdmin(t, superToken, "sealed-editor", "sealed-editor-password");
      secret = (await enrol(t.app, editor.token)).secret;
      archiveFile = path.join(dir, "site.r28");
      await writeArchive(t.services.db, t.services.database.dialect, archiveFile);
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("are in neither a dump of the database nor the archive, and codes still sign in", async () => {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const text = await dump(t);
      expect(text).toContain("sealed-editor");
      expect(text).not.toContain(secret);
      expect(text).toMatch(/"totp_secret":"v1\.[0-9a-f]{16}\./);
      const archive = gunzipSync(readFileSync(archiveFile)).toString("utf8");
      expect(archive).toContain("sealed-editor");
      expect(archive).not.toContain(secret);
      expect(archive).not.toContain(TEST_SECRETS_KEY);
      const challenge = (await request(t.app).post("/api/auth/login").send({ username: "sealed-editor", password: "sealed-editor-password" })).body.challenge;
      expect((await request(t.app).post("/api/auth/login/2fa").send({ challenge, code: codeAt(secret, Date.now() + 30_000) })).status).toBe(200);
    });

    it("a secret stored in clear (before sealing) is sealed at the next start and keeps working", async () => {
      const superToken = await t.login();
      const legacy = await createAdmin(t, superToken, "clear-editor", "clear-editor-password");
      const clear = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
      const at = new Date().toISOString();
      await t.services.db.updateTable("users").set({ totpSecret: clear, totpEnabledAt: at, totpLastStep: 0 }).where("id", "=", legacy.id).execute();
      const restarted = createApp(await createServices(t.services.config, t.services.database, createLogger("silent")));
      expect(await dump(t)).not.toContain(clear);
      const challenge = (await request(restarted).post("/api/auth/login").send({ username: "clear-editor", password: "clear-editor-password" })).body.challenge;
      expect((await request(restarted).post("/api/auth/login/2fa").send({ challenge, code: codeAt(clear) })).status).toBe(200);
      expect((await request(restarted).get("/api/auth/me").set(bearer(superToken))).status).toBe(200);
    });

    it("a start with another key is refused in one line naming both key ids", async () => {
      const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: OTHER_KEY });
      const other = loadSecretBox({ secretsKey: OTHER_KEY, dataDir: "/nonexistent" });
      const ours = loadSecretBox({ secretsKey: TEST_SECRETS_KEY, dataDir: "/nonexistent" });
      await expect(createServices(config, t.services.database, createLogger("silent"))).rejects.toThrow(
        new RegExp(`sealed with another key \\(key id ${ours.keyId}; the key from SECRETS_KEY has id ${other.keyId}\\)`),
      );
    });

    it("an archive taken to a site with another key is refused for its secrets, the database left empty; --reset-two-factor imports without them", async () => {
      const target = await database.open();
      try {
        const other = loadSecretBox({ secretsKey: OTHER_KEY, dataDir: "/nonexistent" });
        await expect(restoreArchive(target.db, target.dialect, archiveFile, { secrets: other })).rejects.toThrow(
          /^The archive's two-factor secrets were sealed with another key \(key id [0-9a-f]{16}; this site's key, from SECRETS_KEY, has id [0-9a-f]{16}\): set SECRETS_KEY, or copy secrets.key, from the site that wrote it, or add --reset-two-factor/,
        );
        expect(await target.db.selectFrom("users").select("id").execute()).toEqual([]);
        await restoreArchive(target.db, target.dialect, archiveFile, { secrets: other, resetTwoFactor: true });
        const users = await target.db.selectFrom("users").select(["username", "totpSecret", "totpEnabledAt"]).orderBy("username").execute();
        expect(users.find((u) => u.username === "sealed-editor")).toEqual({ username: "sealed-editor", totpSecret: "", totpEnabledAt: "" });
        expect(await target.db.selectFrom("recoveryCodes").select("id").execute()).toEqual([]);
        // That site signs the editor in with the password alone.
        const app = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: OTHER_KEY }), target, createLogger("silent")));
        expect((await request(app).post("/api/auth/login").send({ username: "sealed-editor", password: "sealed-editor-password" })).body.role).toBe("admin");
      } finally {
        await target.dispose();
      }
    });
  });
}

describe("the key file (no SECRETS_KEY)", () => {
  it("is made in DATA_DIR with mode 0600, outside the SQLite file, whose bytes hold no TOTP secret", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-keyfile-"));
    const h = await openDatabase({ dataDir });
    try {
      await seed(h.db, ADMIN_PASSWORD);
      const app = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }), h, createLogger("silent")));
      const keyFile = path.join(dataDir, SECRETS_KEY_FILE);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const token = (await request(app).post("/api/auth/login").send({ username: "super_admin", password: ADMIN_PASSWORD })).body.token as string;
      const { secret } = await enrol(app, token);
      await sql`pragma wal_checkpoint(truncate)`.execute(h.db);
      for (const f of ["site.db", "site.db-wal"].map((n) => path.join(dataDir, n)).filter((f) => existsSync(f))) {
        expect(readFileSync(f).includes(Buffer.from(secret)), f).toBe(false);
      }
      const key = readFileSync(keyFile, "utf8").trim();
      expect(readFileSync(path.join(dataDir, "site.db")).includes(Buffer.from(key))).toBe(false);
      // The same file serves the next start.
      expect(loadSecretBox({ secretsKey: undefined, dataDir }).keyId).toBe((await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }), h, createLogger("silent"))).secrets.keyId);
    } finally {
      await h.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
