// `npm run import -- FILE [--replace]`: restores a backup archive (npm run export) into the
// database that DATABASE_URL (or DATA_DIR) names, in one transaction.
// `npm run import -- --from-api URL [--dry-run]`: imports the content of the legacy site.
// See docs/operations.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreArchive } from "../server/archive/restore.ts";
import { loadConfig } from "../server/config.ts";
import { storeFor, useMediaStore } from "../server/storage/index.ts";
import { openDatabase } from "../server/db/index.ts";
import { loadSecretBox } from "../server/services/secret-box.ts";
import { cliFailure, describeCounts } from "./cli.ts";

const USAGE = `Usage:
  npm run import -- FILE [--replace] [--reset-two-factor]
                                               restore a backup archive into an empty database
                                               (--reset-two-factor: without two-factor secrets
                                               sealed with another site's key)
  npm run import -- --from-api URL [--dry-run] [--keep-builtin] [--singleton-ids FILE.json]
                                               import the content of the legacy site`;

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "from-api": { type: "string" },
      "dry-run": { type: "boolean" },
      "keep-builtin": { type: "boolean" },
      "singleton-ids": { type: "string" },
      replace: { type: "boolean" },
      "reset-two-factor": { type: "boolean" },
      help: { type: "boolean" },
    },
  });
  if (values.help || (positionals.length !== 1) === !values["from-api"]) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The media bytes travel in the archive whatever the backend: read from, or written to, the configured one.
  const store = storeFor(config.media);
  await store.check();
  useMediaStore(store);
  try {
    if (values["from-api"]) {
      const { importLegacySite, formatReport } = await import("../server/legacy-import/import.ts");
      const singletonIds = values["singleton-ids"] ? (JSON.parse(readFileSync(values["singleton-ids"], "utf8")) as Record<string, string>) : undefined;
      const report = await importLegacySite(database.db, values["from-api"], { dryRun: !!values["dry-run"], keepBuiltIn: !!values["keep-builtin"], ...(singletonIds ? { singletonIds } : {}) });
      process.stdout.write(formatReport(report));
    } else {
      const file = path.resolve(positionals[0] as string);
      // The key this site seals TOTP secrets with (SECRETS_KEY or DATA_DIR/secrets.key), as npm start reads it.
      const secrets = loadSecretBox({ secretsKey: config.secretsKey, dataDir: config.dataDir });
      const s = await restoreArchive(database.db, database.dialect, file, { replace: !!values.replace, secrets, resetTwoFactor: !!values["reset-two-factor"] });
      process.stdout.write(`Restored ${file} in ${(s.ms / 1000).toFixed(1)} s: ${describeCounts(s.counts)}.\ncontent checksum ${s.content}\n`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  cliFailure("import", err);
}
