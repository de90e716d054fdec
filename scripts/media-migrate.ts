// `npm run media:migrate -- --to s3|dir|db [--from db|dir|s3]`: copies every stored media file
// from one storage backend to another, with checksums, while the site keeps serving. Resumable:
// files the target already holds with the same checksum are skipped. See docs/operations.md,
// "Media storage".
import { parseArgs } from "node:util";
import { loadConfig, mediaConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { storeFor } from "../server/storage/index.ts";
import { migrateMedia } from "../server/storage/migrate.ts";
import { cliFailure, formatBytes } from "./cli.ts";

const USAGE = "Usage: npm run media:migrate -- --to s3|dir|db [--from db|dir|s3]";
const KINDS = ["db", "dir", "s3"] as const;
type Kind = (typeof KINDS)[number];

try {
  const { values } = parseArgs({ options: { to: { type: "string" }, from: { type: "string" }, help: { type: "boolean" } } });
  const isKind = (v: string | undefined): v is Kind => KINDS.includes(v as Kind);
  if (values.help || !isKind(values.to) || (values.from !== undefined && !isKind(values.from))) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const to = values.to;
  // From the database unless told, or, moving back to the database, from whichever other backend is configured.
  const from: Kind = (values.from as Kind | undefined) ?? (to !== "db" ? "db" : process.env.MEDIA_S3_BUCKET ? "s3" : "dir");
  if (from === to) throw new Error(`--from and --to are both ${to}`);
  const config = loadConfig({ ...process.env, MEDIA_DIR: "", MEDIA_S3_BUCKET: "" });
  const source = storeFor(mediaConfig(process.env, from));
  const target = storeFor(mediaConfig(process.env, to));
  await source.check();
  await target.check();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let n = 0;
    const s = await migrateMedia(database.db, source, target, () => {
      if (++n % 100 === 0) process.stdout.write(`… ${n} files\n`);
    });
    process.stdout.write(
      `Copied ${s.copied} files (${formatBytes(s.bytes)}) from ${source.where} to ${target.where} in ${(s.ms / 1000).toFixed(1)} s; ${s.skipped} were there already.\n` +
        `Next: start the site with the ${to} settings, then run this again to copy what was uploaded meanwhile.\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  cliFailure("media:migrate", err);
}
