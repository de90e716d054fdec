import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../../server/db/index.ts";
import { databaseStore } from "../../server/storage/db-store.ts";
import { directoryStore } from "../../server/storage/dir-store.ts";
import type { MediaStore } from "../../server/storage/media-store.ts";
import { s3Store } from "../../server/storage/s3-store.ts";
import { StartupError } from "../../server/startup-error.ts";
import { testDatabases } from "../helpers/databases.ts";
import { s3Options, startTestBucket, type TestBucket } from "../helpers/s3.ts";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const read = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c as Uint8Array));
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
};
const meta = (b: Buffer, contentType = "image/png") => ({ contentType, sha256: sha(b), size: b.length });
/** Bytes that differ from position to position, so a wrong range shows. */
const pattern = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + (i >> 8)) & 255));

interface Backend {
  name: string;
  setUp(): Promise<{ store: MediaStore; db: DB; tearDown(): Promise<void> }>;
}

/** The three backends; the database one on each test database. */
const backends: Backend[] = [
  ...testDatabases().map((database) => ({
    name: `database (${database.name})`,
    async setUp() {
      const h = await database.open();
      return { store: databaseStore(), db: h.db, tearDown: () => h.dispose() };
    },
  })),
  {
    name: "directory",
    async setUp() {
      const dir = mkdtempSync(path.join(os.tmpdir(), "r28-media-dir-"));
      return { store: directoryStore(dir), db: undefined as unknown as DB, tearDown: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver on loopback)",
    async setUp() {
      const bucket = await startTestBucket();
      return { store: s3Store(s3Options(bucket)), db: undefined as unknown as DB, tearDown: () => bucket.close() };
    },
  },
];

for (const backend of backends) {
  describe(`media storage contract: ${backend.name}`, () => {
    let store: MediaStore;
    let db: DB;
    let tearDown: () => Promise<void>;
    beforeAll(async () => {
      ({ store, db, tearDown } = await backend.setUp());
      await store.check();
    });
    afterAll(() => tearDown());

    it("puts bytes and answers them, their size, type and checksum", async () => {
      const b = pattern(1000);
      await store.put(db, "a1.png", b, meta(b));
      expect(await store.head(db, "a1.png")).toEqual({ key: "a1.png", size: 1000, contentType: "image/png", sha256: sha(b) });
      const got = await store.get(db, "a1.png");
      expect(got?.info.size).toBe(1000);
      expect((await read(got!.body)).bytes.equals(b)).toBe(true);
    });

    it("puts a stream", async () => {
      const b = pattern(300_000);
      await store.put(db, "stream.webp", Readable.from([b.subarray(0, 100_000), b.subarray(100_000)]), meta(b, "image/webp"));
      const got = await store.get(db, "stream.webp");
      expect(got?.info.contentType).toBe("image/webp");
      expect(sha((await read(got!.body)).bytes)).toBe(sha(b));
    });

    it("answers a byte range, reporting the whole size", async () => {
      const b = pattern(5000);
      await store.put(db, "range.jpg", b, meta(b, "image/jpeg"));
      const got = await store.get(db, "range.jpg", { start: 1000, end: 1999 });
      expect(got?.info.size).toBe(5000);
      expect((await read(got!.body)).bytes.equals(b.subarray(1000, 2000))).toBe(true);
      const tail = await store.get(db, "range.jpg", { start: 4990, end: 4999 });
      expect((await read(tail!.body)).bytes.equals(b.subarray(4990))).toBe(true);
    });

    it("streams a large object in pieces rather than one buffer", async () => {
      const b = pattern(3 * 1024 * 1024);
      await store.put(db, "large.png", b, meta(b));
      const { bytes, chunks } = await read((await store.get(db, "large.png"))!.body);
      expect(sha(bytes)).toBe(sha(b));
      expect(chunks).toBeGreaterThan(1);
    });

    it("replaces an object put again under the same key", async () => {
      const a = pattern(10);
      const b = Buffer.from("second version");
      await store.put(db, "again.png", a, meta(a));
      await store.put(db, "again.png", b, meta(b));
      expect((await store.head(db, "again.png"))?.sha256).toBe(sha(b));
      expect((await read((await store.get(db, "again.png"))!.body)).bytes.toString()).toBe("second version");
    });

    it("answers nothing for a missing key", async () => {
      expect(await store.head(db, "missing.png")).toBeUndefined();
      expect(await store.get(db, "missing.png")).toBeUndefined();
    });

    it("lists objects in key order, all or by prefix", async () => {
      const one = Buffer.from("x");
      for (const key of ["list~b-480.webp", "list~a-960.avif", "list.png"]) await store.put(db, key, one, meta(one, "image/webp"));
      const all = [];
      for await (const o of store.list(db)) all.push(o.key);
      expect(all).toEqual([...all].sort());
      expect(all).toEqual(expect.arrayContaining(["a1.png", "list.png", "list~a-960.avif", "list~b-480.webp"]));
      const some = [];
      for await (const o of store.list(db, "list~")) some.push(o);
      expect(some.map((o) => o.key)).toEqual(["list~a-960.avif", "list~b-480.webp"]);
      expect(some[0]).toMatchObject({ size: 1, sha256: sha(one) });
    });

    it("deletes, and deleting a missing key is no error", async () => {
      await store.delete(db, "a1.png");
      expect(await store.head(db, "a1.png")).toBeUndefined();
      await store.delete(db, "a1.png");
    });

    it("refuses a key that is not a plain file name", async () => {
      const b = Buffer.from("x");
      for (const key of ["../escape.png", "a/b.png", ".hidden", ""]) await expect(store.put(db, key, b, meta(b))).rejects.toThrow(/Not a media storage key/);
    });
  });
}

describe("an S3 bucket that cannot be used", () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(() => bucket.close());

  it("unreachable endpoint: one clear line naming the bucket and endpoint", async () => {
    // A port nothing listens on (the test server's, after it is closed, would also do).
    const err = await s3Store({ ...s3Options(bucket), endpoint: "http://127.0.0.1:9" })
      .check()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toMatch(/^The media bucket "r28-media" at http:\/\/127\.0\.0\.1:9 cannot be reached: /);
    expect((err as Error).message).not.toContain("\n");
  });

  it("a bucket that does not exist on a reachable server", async () => {
    const err = await s3Store({ ...s3Options(bucket), bucket: "no-such-bucket" })
      .check()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartupError);
    expect((err as Error).message).toContain("no such bucket");
  });

  it("a directory that cannot be written", async () => {
    // Under a plain file: no directory can be made there.
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "r28-media-file-")), "a-file");
    writeFileSync(file, "");
    await expect(directoryStore(path.join(file, "media")).check()).rejects.toThrow(/^MEDIA_DIR .*a-file\/media cannot be written/);
  });
});
