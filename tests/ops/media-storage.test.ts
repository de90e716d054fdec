import { once } from "node:events";
import { mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Transform } from "node:stream";
import { sql } from "kysely";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInDocuments } from "../../shared/content/documents.ts";
import { writeArchive } from "../../server/archive/export.ts";
import { restoreArchive } from "../../server/archive/restore.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { createLogger } from "../../server/log.ts";
import { cleanupUnattached } from "../../server/services/media-library.ts";
import { createServices } from "../../server/services/index.ts";
import { mediaStore, useMediaStore, type MediaStore } from "../../server/storage/index.ts";
import { databaseStore } from "../../server/storage/db-store.ts";
import { directoryStore } from "../../server/storage/dir-store.ts";
import { sha256Hex } from "../../server/storage/media-store.ts";
import { s3Store } from "../../server/storage/s3-store.ts";
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { s3Options, startTestBucket, type TestBucket } from "../helpers/s3.ts";
import { secondHandle } from "./support/handles.ts";
import { freePort, runScript, startProcess, stubBuild, tempDir } from "./support/processes.ts";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const photo = (r: number, g: number, b: number, width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 120, sigma: 30 } } })
    .tint({ r, g, b })
    .png()
    .toBuffer();
const upload = async (t: TestApp, token: string, bytes: Buffer) => {
  const res = await request(t.app).post("/api/media").set(bearer(token)).attach("file", bytes, "p.png");
  expect(res.status, res.text).toBe(201);
  return res.body.url as string;
};
const body = (res: request.Request) =>
  res.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on("data", (c: Buffer) => chunks.push(c));
    r.on("end", () => cb(null, Buffer.concat(chunks)));
  });
const sqliteDir = async (h: DatabaseHandle) =>
  path.dirname((await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(h.db)).rows[0]!.file);

describe("an S3 bucket that cannot be reached at start", () => {
  it("stops npm start with one line naming the bucket, and exit code 1", async () => {
    const dir = tempDir();
    const closed = await freePort();
    try {
      mkdirSync(path.join(dir, "data"));
      const p = await startProcess(
        { DATA_DIR: path.join(dir, "data"), ADMIN_PASSWORD: "ops-test-password", MEDIA_S3_ENDPOINT: `http://127.0.0.1:${closed}`, MEDIA_S3_BUCKET: "site-media", AWS_ACCESS_KEY_ID: "k", AWS_SECRET_ACCESS_KEY: "s" },
        { buildDir: stubBuild() },
      );
      expect(await p.exited).toBe(1);
      const said = p.stderr().split("\n").filter((l) => l.trim() && !l.startsWith(">"));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(new RegExp(`^Could not start: The media bucket "site-media" at http://127\\.0\\.0\\.1:${closed} cannot be reached: \\S`));
      expect(p.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

for (const database of testDatabases()) {
  describe(`cleanup of uploads never attached, on ${database.name}`, () => {
    let t: TestApp;
    let other: DatabaseHandle;
    beforeAll(async () => {
      t = await createTestApp(database);
      other = await secondHandle(t.services.database);
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it("removes old unattached uploads once across two instances, keeping used and recent ones", async () => {
      const token = await t.login();
      const used = await upload(t, token, await photo(200, 30, 30));
      const orphanA = await upload(t, token, await photo(30, 200, 30));
      const orphanB = await upload(t, token, await photo(30, 30, 200));
      await request(t.app).post("/api/investments").set(bearer(token)).send({ tabText: "Uses One", heroImage: used }).expect(201);
      const twoDaysAgo = new Date(Date.now() - 48 * 3600_000).toISOString();
      await t.services.db.updateTable("media").set({ createdAt: twoDaysAgo }).execute();
      const recent = await upload(t, token, await photo(120, 120, 30));
      const at = new Date();
      // Two instances on one database, at the same moment: one claims the round, the other skips it.
      const results = await Promise.all([cleanupUnattached(t.services.db, { holder: "one", at }), cleanupUnattached(other.db, { holder: "two", at })]);
      expect(results.sort()).toEqual([2, "skipped"]);
      for (const url of [orphanA, orphanB]) expect((await request(t.app).get(url)).status).toBe(404);
      for (const url of [used, recent]) expect((await request(t.app).get(url)).status).toBe(200);
      // The round's lease holds for the hour; the next round runs and finds nothing more.
      expect(await cleanupUnattached(other.db, { at: new Date(at.getTime() + 60_000) })).toBe("skipped");
      expect(await cleanupUnattached(other.db, { at: new Date(at.getTime() + 3600_000) })).toBe(0);
    });
  });
}

describe("archives carry the media whatever the backend", () => {
  const [sqlite] = testDatabases();
  let bucket: TestBucket;
  const dir = tempDir("r28-media-archive-");
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(dir, { recursive: true, force: true });
    useMediaStore(databaseStore());
  });

  it("from a site on MEDIA_DIR into one on S3 and back into one on the database, byte for byte", async () => {
    const source = await createTestApp(sqlite!, { MEDIA_DIR: path.join(dir, "media") });
    expect(mediaStore().kind).toBe("dir");
    const token = await source.login();
    const urls = [await upload(source, token, await photo(10, 100, 200)), await upload(source, token, await photo(200, 100, 10))];
    const originals = await Promise.all(urls.map(async (u) => (await body(request(source.app).get(u))).body as Buffer));
    // Nothing of the bytes is in the database.
    expect(await source.services.db.selectFrom("mediaObjects").select("key").execute()).toEqual([]);
    const first = await writeArchive(source.services.database.db, "sqlite", path.join(dir, "from-dir.r28"));
    await source.close();

    const onS3 = await sqlite!.open();
    await restoreArchive(onS3.db, onS3.dialect, first.file, { store: s3Store(s3Options(bucket)) });
    const s3App = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY, ...bucket.env }), onS3, createLogger("silent")));
    expect(mediaStore().kind).toBe("s3");
    for (const [i, u] of urls.entries()) expect(((await body(request(s3App).get(u))).body as Buffer).equals(originals[i]!)).toBe(true);
    const second = await writeArchive(onS3.db, onS3.dialect, path.join(dir, "from-s3.r28"));
    expect(second.content).toBe(first.content);
    await onS3.dispose();

    const onDb = await sqlite!.open();
    await restoreArchive(onDb.db, onDb.dialect, second.file, { store: databaseStore() });
    const dbApp = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY }), onDb, createLogger("silent")));
    expect(mediaStore().kind).toBe("db");
    for (const [i, u] of urls.entries()) expect(((await body(request(dbApp).get(u))).body as Buffer).equals(originals[i]!)).toBe(true);
    expect((await writeArchive(onDb.db, onDb.dialect, path.join(dir, "from-db.r28"))).content).toBe(first.content);
    await onDb.dispose();
  });
});

describe("npm run media:migrate", () => {
  const [sqlite] = testDatabases();
  let bucket: TestBucket;
  let t: TestApp;
  const dir = tempDir("r28-media-migrate-");
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp(sqlite!);
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
    rmSync(dir, { recursive: true, force: true });
    useMediaStore(databaseStore());
  });

  it("moves everything to S3 with checksums, resumes, moves it on to a directory and back, while the site serves", async () => {
    const token = await t.login();
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push(await upload(t, token, await photo(40 * i, 90, 200 - 30 * i)));
    await request(t.app).get(`${urls[0]!.replace(/\.png$/, "")}-480.webp`).expect(200);
    const env = { DATABASE_URL: "", DATA_DIR: await sqliteDir(t.services.database), ...bucket.env, MEDIA_DIR: path.join(dir, "media") };
    // Six originals, one variant and the built-in documents' PDFs (they share the storage layer).
    const pdfs = builtInDocuments.length;
    const objects = 7 + pdfs;

    const toS3 = await runScript("media-migrate.ts", ["--to", "s3"], env);
    expect(toS3.status, toS3.stderr).toBe(0);
    expect(toS3.stdout).toMatch(new RegExp(`^Copied ${objects} files \\(.+\\) from the database to bucket r28-media at ${bucket.endpoint.replace(/\./g, "\\.")} in [\\d.]+ s; 0 were there already\\.`));
    // The site serves on from the database meanwhile, and an upload lands there.
    expect((await request(t.app).get(urls[1]!)).status).toBe(200);
    urls.push(await upload(t, token, await photo(250, 250, 10)));
    // Interrupted half-way (one file lost on the target): the next run copies only what is missing.
    const s3 = s3Store(s3Options(bucket));
    await s3.delete(t.services.db, `${urls[2]!.slice(7)}`);
    const again = await runScript("media-migrate.ts", ["--to", "s3"], env);
    expect(again.stdout).toMatch(new RegExp(`^Copied 2 files .* ${objects - 1} were there already\\.`));
    // Every object on S3 matches the database's, by checksum.
    const db = databaseStore();
    for await (const o of db.list(t.services.db)) expect((await s3.head(t.services.db, o.key))?.sha256, o.key).toBe(o.sha256);

    // A site on S3 serves every image the same.
    const s3App = createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY, ...bucket.env }), t.services.database, createLogger("silent")));
    for (const u of urls) {
      const a = (await body(request(s3App).get(u))).body as Buffer;
      const b = await db.get(t.services.db, u.slice(7));
      const chunks: Buffer[] = [];
      for await (const c of b!.body) chunks.push(c as Buffer);
      expect(sha256Hex(a)).toBe(sha256Hex(Buffer.concat(chunks)));
    }

    const toDir = await runScript("media-migrate.ts", ["--to", "dir", "--from", "s3"], env);
    // A document's file is served from S3 the same, at its own address.
    const onS3 = await body(request(s3App).get("/reports/annual-review-2025.pdf"));
    expect(onS3.status).toBe(200);
    expect((onS3.body as Buffer).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(`"${sha256Hex(onS3.body as Buffer)}"`).toBe(onS3.headers.etag);

    expect(toDir.stdout, toDir.stderr).toMatch(new RegExp(`^Copied ${8 + pdfs} files`));
    // Back to the database: all there already (nothing was lost there).
    const back = await runScript("media-migrate.ts", ["--to", "db", "--from", "dir"], env);
    expect(back.stdout, back.stderr).toMatch(new RegExp(`^Copied 0 files .* ${8 + pdfs} were there already\\.`));
    expect((await runScript("media-migrate.ts", ["--to", "nowhere"], env)).status).toBe(2);
  });
});

/** A store that records the largest piece it hands out, to show a file is streamed, not read whole. */
function measured(inner: MediaStore): MediaStore & { largest: number; pieces: number } {
  const m = Object.assign(Object.create(null) as object, inner, { largest: 0, pieces: 0 }) as MediaStore & { largest: number; pieces: number };
  m.get = async (db, key, range) => {
    const got = await inner.get(db, key, range);
    if (!got) return got;
    const tap = new Transform({
      transform(chunk: Buffer, _e, done) {
        m.largest = Math.max(m.largest, chunk.length);
        m.pieces++;
        done(null, chunk);
      },
    });
    return { info: got.info, body: got.body.pipe(tap) };
  };
  return m;
}

describe("a 50 MB original is streamed, never held whole", () => {
  const [sqlite] = testDatabases();
  const dir = tempDir("r28-media-large-");
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    useMediaStore(databaseStore());
  });

  for (const kind of ["db", "dir"] as const) {
    it(`from the ${kind === "db" ? "database" : "directory"} backend`, async () => {
      const h = await sqlite!.open();
      try {
        const services = await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY, ...(kind === "dir" ? { MEDIA_DIR: path.join(dir, "m") } : {}) }), h, createLogger("silent"));
        const store = measured(kind === "dir" ? directoryStore(path.join(dir, "m")) : databaseStore());
        useMediaStore(store);
        const size = 50 * 1024 * 1024;
        const big = Buffer.alloc(size, 7);
        const hash = sha256Hex(big);
        await store.put(h.db, `${hash}.png`, big, { contentType: "image/png", sha256: hash, size });
        const at = new Date().toISOString();
        await h.db.insertInto("media").values({ hash, mime: "image/png", ext: "png", width: 1, height: 1, size, createdAt: at, file: `${hash}.png`, fileHash: hash, version: hash.slice(0, 12), focalX: 0.5, focalY: 0.5, alt: "", updatedAt: at, name: "", caption: "", decorative: 0 }).execute();
        const server = http.createServer(createApp(services)).listen(0, "127.0.0.1");
        await once(server, "listening");
        try {
          const { port } = server.address() as AddressInfo;
          let received = 0;
          let arrivals = 0;
          await new Promise<void>((resolve, reject) => {
            http.get(`http://127.0.0.1:${port}/media/${hash}.png`, (res) => {
              expect(res.statusCode).toBe(200);
              expect(res.headers["content-length"]).toBe(String(size));
              res.on("data", (c: Buffer) => {
                received += c.length;
                arrivals++;
              });
              res.on("end", resolve);
              res.on("error", reject);
            });
          });
          expect(received).toBe(size);
          expect(arrivals).toBeGreaterThan(20);
          // Read from the backend in pieces of at most 1 MB (1 MB parts from the database, 64 KB from a file).
          expect(store.largest).toBeLessThanOrEqual(1024 * 1024);
          expect(store.pieces).toBeGreaterThanOrEqual(50);
        } finally {
          server.close();
        }
      } finally {
        await h.dispose();
      }
    }, 120_000);
  }
});
