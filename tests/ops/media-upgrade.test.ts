import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { MIGRATIONS_FOLDER, migrateToLatest } from "../../server/db/migrate.ts";
import { seed } from "../../server/db/seed.ts";
import { createLogger } from "../../server/log.ts";
import { createServices } from "../../server/services/index.ts";
import { TEST_SECRETS_KEY } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { ownTables } from "../helpers/tables.ts";

/** The migration that moves image bytes out of the catalogue: the previous release stops before it. */
const STORAGE_MIGRATION = "20261128T0600";

for (const database of testDatabases()) {
  describe(`images stored by the previous release, after the upgrade (${database.name})`, () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), "r28-previous-media-"));
      cpSync(MIGRATIONS_FOLDER, path.join(folder, "migrations"), { recursive: true });
      for (const f of readdirSync(path.join(folder, "migrations"))) if (f >= STORAGE_MIGRATION) rmSync(path.join(folder, "migrations", f));
      symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"), "dir");
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it("keeps every image at its address, byte for byte, with its bytes moved to the media store", async () => {
      const h = await database.open();
      try {
        // The test database is migrated to the latest already: start again from an empty schema.
        const db = h.db as unknown as Kysely<any>;
        for (const t of await ownTables(db, h.dialect)) await sql`drop table if exists ${sql.table(t.name)} cascade`.execute(db).catch(() => sql`drop table if exists ${sql.table(t.name)}`.execute(db));
        await sql`drop table if exists kysely_migration`.execute(db);
        await sql`drop table if exists kysely_migration_lock`.execute(db);
        await migrateToLatest(db, h.dialect, path.join(folder, "migrations"));
        await seed(h.db, "previous-release-password");
        const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#214A74" } }).png().toBuffer();
        const hash = createHash("sha256").update(png).digest("hex");
        const at = "2026-11-20T08:00:00.000Z";
        await db.insertInto("media").values({ hash, mime: "image/png", ext: "png", width: 40, height: 30, size: png.length, data: png, created_at: at }).execute();
        await db.insertInto("media_variants").values({ hash, variant: "480.webp", mime: "image/webp", width: 40, height: 30, size: 3, data: Buffer.from("old"), created_at: at }).execute();

        await migrateToLatest(db, h.dialect);
        await migrateToLatest(db, h.dialect);
        const row = await h.db.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ file: `${hash}.png`, fileHash: hash, version: hash.slice(0, 12), focalX: 0.5, focalY: 0.5, alt: "", updatedAt: at, createdAt: at });
        expect("data" in row).toBe(false);
        const object = await h.db.selectFrom("mediaObjects").selectAll().executeTakeFirstOrThrow();
        expect(object).toMatchObject({ key: `${hash}.png`, contentType: "image/png", size: png.length, sha256: hash, partSize: png.length });

        const app = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY }), h, createLogger("silent")));
        const served = await request(app).get(`/media/${hash}.png`).buffer(true);
        expect(served.status).toBe(200);
        expect(Buffer.from(served.body as Buffer).equals(png)).toBe(true);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        // Variants are made again from the original (the old table is gone).
        const variant = await request(app).get(`/media/${hash}-480.webp`);
        expect(variant.status).toBe(200);
        expect(variant.headers["content-type"]).toBe("image/webp");
      } finally {
        await h.dispose();
      }
    });
  });
}
