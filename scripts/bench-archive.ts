// `npm run bench:archive`: how long a backup and a restore take, and how large the archive is,
// for the seeded site plus 200 news items with a photo each. Prints figures; never fails a build.
// With TEST_DATABASE_URL set, also restores into PostgreSQL (a fresh schema) and exports again,
// checking that the content checksum is the same.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { writeArchive } from "../server/archive/export.ts";
import { restoreArchive } from "../server/archive/restore.ts";
import { openDatabase } from "../server/db/index.ts";
import { seed } from "../server/db/seed.ts";
import { seedPortfolio } from "../server/db/seed-portfolio.ts";
import * as news from "../server/services/news.ts";
import { formatBytes } from "./cli.ts";

const NEWS = Number(process.env.BENCH_NEWS ?? 200);
const work = mkdtempSync(path.join(os.tmpdir(), "r28-bench-archive-"));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figures: [string, string][] = [];

/** A photo-like 1200×800 JPEG, different for each item (a gradient with grain and a band). */
async function photo(i: number): Promise<string> {
  const base = sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: (i * 37) % 255, g: (i * 91) % 255, b: (i * 53) % 255 }, noise: { type: "gaussian", mean: 110, sigma: 18 } } });
  const band = await sharp({ create: { width: 1200, height: 160, channels: 3, background: { r: 33, g: 74, b: 116 } } }).png().toBuffer();
  const jpeg = await sharp(await base.png().toBuffer()).composite([{ input: band, top: (i * 13) % 640, left: 0 }]).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

try {
  const source = await openDatabase({ dataDir: path.join(work, "source") });
  await seed(source.db, "bench-password-123");
  await seedPortfolio(source.db, true);
  let t = performance.now();
  for (let i = 0; i < NEWS; i++) {
    await news.create(source.db, { title: `News item ${i + 1}`, subtitle: `A subtitle for item ${i + 1}`, content: `<p>Paragraph ${i + 1} of the bench content.</p>`, newsImgUrl: await photo(i) });
  }
  figures.push([`prepare: seeded site + ${NEWS} news items with a photo each`, seconds(performance.now() - t)]);

  const file = path.join(work, "site.r28");
  const a = await writeArchive(source.db, source.dialect, file);
  figures.push(["export (SQLite)", `${seconds(a.ms)}, ${formatBytes(a.bytes)}, ${Object.values(a.counts).reduce((x, y) => x + y, 0)} rows (${a.counts.media} images)`]);

  const target = await openDatabase({ dataDir: path.join(work, "target") });
  const r = await restoreArchive(target.db, target.dialect, file);
  figures.push(["restore into an empty SQLite", seconds(r.ms)]);
  await target.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const schema = `bench_${process.pid}`;
    const pgTarget = await openDatabase({ databaseUrl: url, dataDir: work, pgSchema: schema });
    try {
      const rp = await restoreArchive(pgTarget.db, pgTarget.dialect, file);
      figures.push(["restore into an empty PostgreSQL", seconds(rp.ms)]);
      t = performance.now();
      const b = await writeArchive(pgTarget.db, pgTarget.dialect, path.join(work, "again.r28"));
      figures.push(["export (PostgreSQL)", `${seconds(b.ms)}, ${formatBytes(b.bytes)}`]);
      figures.push(["SQLite -> archive -> PostgreSQL -> archive", b.content === a.content ? "identical content checksum" : "DIFFERENT content"]);
    } finally {
      await pgTarget.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  } else {
    figures.push(["PostgreSQL", "skipped (set TEST_DATABASE_URL)"]);
  }
  await source.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}

const width = Math.max(...figures.map(([k]) => k.length));
process.stdout.write(`\nArchive bench (${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)})\n`);
for (const [k, v] of figures) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
