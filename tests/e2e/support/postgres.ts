/**
 * PostgreSQL parity for the browser tests: the `postgres` project of playwright.config.ts gives
 * each of its workers a server on TEST_DATABASE_URL in a fresh schema (dropped afterwards), and
 * runs only the admin's main flows (sign in, edit the hero, create, edit, delete and restore news and investments, history
 * and conflicts, preview, the inbox, the activity log, sign out everywhere), so CI
 * checks them on both databases without running every browser test twice.
 */
import pg from "pg";

/** The database a worker's server runs on (the `postgres` project of playwright.config.ts). */
export type E2EDatabase = "sqlite" | "postgres";

/** The specs and the tests in them that run on PostgreSQL too. */
export const POSTGRES_PARITY = {
  files: ["admin-auth.spec.ts", "admin-home.spec.ts", "admin-news.spec.ts", "admin-investments.spec.ts", "admin-records-history.spec.ts", "admin-preview.spec.ts", "admin-inbox.spec.ts", "admin-activity.spec.ts", "admin-history.spec.ts", "admin-sessions.spec.ts"],
  tests: [
    "signing in stores isLoggedIn and role",
    "wrong credentials show",
    "'Log out' ends the session on the server",
    "Hero: the hero text is saved and heads the home page",
    "an item added in the form is saved with its images",
    "deleting asks first; 'Cancel' keeps the item, 'Delete' removes it",
    "an investment created in the form is listed",
    "the edit icon loads the investment into the form",
    "deleting asks first, then removes the investment",
    "a news item is corrected in edit mode",
    "a stale save of a news item is refused",
    "an investment's History shows what each save changed",
    "a deleted news item waits in the Trash",
    "a section's unsaved text shows in the server's preview",
    "the edit modes of a news item and an investment preview the stored item",
    "messages are listed newest first, unread marked",
    "the super admin filters the log by user and kind",
    "a stale save is refused and shows the other version",
    "History lists the versions with who and what changed",
    "ends the sessions of every browser of the user",
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const parityGrep = new RegExp(POSTGRES_PARITY.tests.map(escape).join("|"));

/** A fresh schema on TEST_DATABASE_URL: the DATABASE_URL to start the server with, and its removal. */
export async function postgresSchema(): Promise<{ databaseUrl: string; assertServerUsesIt(): Promise<void>; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base?.startsWith("postgres")) throw new Error("The `postgres` project needs TEST_DATABASE_URL (a PostgreSQL database the tests may create schemas in)");
  const schema = `e2e_${process.pid}_${Date.now().toString(36)}`;
  const query = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      return await c.query(text);
    } finally {
      await c.end();
    }
  };
  await query(`CREATE SCHEMA ${schema}`);
  const u = new URL(base);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: u.toString(),
    /** The server started on this schema: it migrated and seeded it. */
    async assertServerUsesIt() {
      const r = await query(`SELECT count(*)::int AS n FROM ${schema}.users`);
      if (r.rows[0]?.n !== 1) throw new Error(`the server did not seed the PostgreSQL schema ${schema}`);
    },
    drop: async () => void (await query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)),
  };
}
