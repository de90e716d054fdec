/** True when a write failed because a unique constraint (e.g. users.username) already holds the value. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; errcode?: unknown; message?: unknown };
  // PostgreSQL: SQLSTATE 23505; node:sqlite: SQLITE_CONSTRAINT_UNIQUE (2067) / _PRIMARYKEY (1555).
  if (e.code === "23505") return true;
  if (e.errcode === 2067 || e.errcode === 1555) return true;
  return typeof e.message === "string" && e.message.includes("UNIQUE constraint failed");
}
