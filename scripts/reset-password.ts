// `npm run admin:reset-password -- USERNAME [--reset-two-factor]`: sets a new password for a staff
// account in the database that DATABASE_URL (or DATA_DIR) names, like `npm start` would open it,
// while the site keeps running. Shell access to the site is the trust. The new password is read
// from standard input (one line, e.g. `printf '%s\n' "$PW" | npm run …`); when standard input is a
// terminal or empty, a password is generated and printed once. Every token of the user stops
// working; the activity log records the reset. See docs/operations.md, "Getting back in".
import os from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { recordActivity } from "../server/services/activity.ts";
import { RecoveryError, resetFromCommandLine } from "../server/services/recovery.ts";
import { cliFailure } from "./cli.ts";

const USAGE = `Usage: npm run admin:reset-password -- USERNAME [--reset-two-factor]
  Reads the new password from standard input; prints a generated one when standard input is a
  terminal or empty. --reset-two-factor also turns off the user's two-factor sign-in.`;

/** The first line of standard input, or undefined when it is a terminal or empty. */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).length > 4096) break;
  }
  const line = Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  return line === "" ? undefined : line;
}

try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { "reset-two-factor": { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help || positionals.length !== 1) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const username = positionals[0] as string;
  const password = await passwordFromStdin();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await resetFromCommandLine(database.db, username, password, { resetTwoFactor: !!values["reset-two-factor"] });
    const actor = { userId: "", username: `command line (${os.userInfo().username})`, ip: "" };
    const target = { type: "user", id: result.user.id, label: result.user.username };
    await recordActivity(database.db, "password-reset-from-command-line", actor, target);
    if (result.twoFactorReset) await recordActivity(database.db, "two-factor-reset", actor, target);
    const also = result.twoFactorReset ? " Two-factor sign-in is off: they can set it up again in Settings." : "";
    if (result.generated) {
      process.stdout.write(`The new password of ${result.user.username} is ${result.generated}\nIt is shown this once; they can change it in Settings. Every session of theirs has ended.${also}\n`);
    } else {
      process.stdout.write(`The password of ${result.user.username} is set. Every session of theirs has ended.${also}\n`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof RecoveryError) {
    process.stderr.write(`reset-password failed: ${err.message} Nothing was changed.\n`);
    process.exit(1);
  }
  cliFailure("reset-password", err);
}
