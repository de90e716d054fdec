// `npm run bench:media-migrate`: the seeded site plus 500 photo-like images on SQLite, moved to an
// S3-compatible server on loopback (s3rver, a dev dependency), run again (all skipped: the resume
// path), then on to a directory. Prints objects, bytes and time of each run.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import S3rver from "s3rver";
import { openDatabase } from "../server/db/index.ts";
import { seed } from "../server/db/seed.ts";
import { seedPortfolio } from "../server/db/seed-portfolio.ts";
import { encodeImage, storeImages } from "../server/services/media.ts";
import { databaseStore } from "../server/storage/db-store.ts";
import { directoryStore } from "../server/storage/dir-store.ts";
import { migrateMedia } from "../server/storage/migrate.ts";
import { s3Store } from "../server/storage/s3-store.ts";
import { formatBytes } from "./cli.ts";

const COUNT = Number(process.env.IMAGES ?? 500);
const work = mkdtempSync(path.join(os.tmpdir(), "r28-bench-media-"));
const database = await openDatabase({ dataDir: work });
const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(work, "s3"), configureBuckets: [{ name: "media" }] });
try {
  await seed(database.db, "bench-password-1");
  await seedPortfolio(database.db, true);
  for (let i = 0; i < COUNT; i++) {
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 100 + (i % 50), sigma: 20 } } })
      .tint({ r: (i * 37) % 255, g: (i * 91) % 255, b: (i * 53) % 255 })
      .jpeg({ quality: 80 })
      .toBuffer();
    await storeImages(database.db, [await encodeImage(jpeg)]);
  }
  const { port } = await s3.run();
  const bucket = s3Store({ endpoint: `http://127.0.0.1:${port}`, bucket: "media", region: "us-east-1", credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  const dir = directoryStore(path.join(work, "dir"));
  const line = (what: string, s: { copied: number; skipped: number; bytes: number; ms: number }) =>
    process.stdout.write(`| ${what} | ${s.copied} | ${s.skipped} | ${formatBytes(s.bytes)} | ${(s.ms / 1000).toFixed(1)} s |\n`);
  process.stdout.write(`${COUNT} images on the seeded site (SQLite)\n\n| run | copied | skipped | bytes copied | time |\n|---|---|---|---|---|\n`);
  line("database → S3", await migrateMedia(database.db, databaseStore(), bucket));
  line("database → S3 again (resume: nothing to do)", await migrateMedia(database.db, databaseStore(), bucket));
  line("S3 → directory", await migrateMedia(database.db, bucket, dir));
  line("directory → database (all there already)", await migrateMedia(database.db, dir, databaseStore()));
} finally {
  await s3.close();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
