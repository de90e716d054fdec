// `npm run export -- --out FILE`: writes a backup archive of the database that DATABASE_URL (or
// DATA_DIR for SQLite) names, while the site keeps serving. See docs/operations.md.
import { storeFor, useMediaStore } from "../server/storage/index.ts";
import path from "node:path";
import { parseArgs } from "node:util";
import { writeArchive } from "../server/archive/export.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { cliFailure, describeCounts, formatBytes } from "./cli.ts";

const USAGE = "Usage: npm run export -- --out FILE";

try {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean" } } });
  if (values.help || !values.out) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const file = path.resolve(values.out);
  const config = loadConfig();
  // No migration: a backup taken before an upgrade must leave the database as it was.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  // The media bytes travel in the archive whatever the backend: read from, or written to, the configured one.
  const store = storeFor(config.media);
  await store.check();
  useMediaStore(store);
  try {
    const s = await writeArchive(database.db, database.dialect, file);
    process.stdout.write(`Wrote ${s.file} (${formatBytes(s.bytes)}) in ${(s.ms / 1000).toFixed(1)} s: ${describeCounts(s.counts)}.\ncontent checksum ${s.content}\n`);
  } finally {
    await database.close();
  }
} catch (err) {
  cliFailure("export", err);
}
