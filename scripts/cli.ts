// Shared by the command-line tools (export, import): one-line failures and readable figures.
import { ArchiveError } from "../server/archive/format.ts";
import { LegacyImportError } from "../server/legacy-import/fetch.ts";
import { StartupError } from "../server/startup-error.ts";

/** Prints one line (the stack only with LOG_LEVEL=debug for unexpected errors) and exits 1. */
export function cliFailure(what: string, err: unknown): never {
  const known = err instanceof ArchiveError || err instanceof StartupError || err instanceof LegacyImportError;
  const message = err instanceof Error ? err.message : String(err);
  const detail = !known && process.env.LOG_LEVEL === "debug" && err instanceof Error ? `\n${err.stack}` : "";
  process.stderr.write(`${what} failed: ${message}${known ? " Nothing was changed." : ""}${detail}\n`);
  process.exit(1);
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** "users 1, investments 16, …" with the tables that have rows. */
export function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([t, n]) => `${t} ${n}`);
  return parts.length ? parts.join(", ") : "no rows";
}
