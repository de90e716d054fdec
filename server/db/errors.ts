/** True when a write failed because a unique constraint (e.g. users.username) already holds the value. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; errcode?: unknown; message?: unknown };
  // PostgreSQL: SQLSTATE 23505; node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) / _PRIMARYKEY (1555).
  if (e.code === "23505") return true;
  if (e.errcode === 2067 || e.errcode === 1555) return true;
  return typeof e.message === "string" && e.message.includes("UNIQUE constraint failed");
}

/**
 * Runs `fn` again when SQLite answers "database is locked/busy" (another process on the same
 * file holds the write lock longer than the busy timeout, or a snapshot went stale).
 */
export async function retryWhenBusy<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const busy = /SQLITE_BUSY|database is locked/i.test(String((err as { message?: string })?.message ?? err)) || (err as { errcode?: number })?.errcode === 5;
      if (!busy || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 50 * i));
    }
  }
}
