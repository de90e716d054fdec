import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** The database handle (as `DB` of ../index.ts, which opens the revision source and so cannot be imported here). */
type DB = Kysely<Database>;

/**
 * The content revision: goes up with every write to a table the public pages show (database
 * triggers do it in the writing statement's transaction; see the content-revision migration).
 * Page ETags and the render cache are keyed on it, so an edit on any instance shows on the next
 * page load everywhere. Answers read it through the handle's `revision` source
 * (../revision-notifier.ts), which on PostgreSQL keeps it in memory while it is told of changes.
 */
export async function readContentRevision(db: DB): Promise<number> {
  let query = revisionQueries.get(db);
  if (!query) revisionQueries.set(db, (query = db.selectFrom("contentRevision").select("revision").where("id", "=", 1).compile()));
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.revision ?? 0);
}

/** The query compiled once per database: it runs on every page request. */
const revisionQueries = new WeakMap<DB, CompiledQuery<{ revision: number | string }>>();

/**
 * Marks the public pages stale by hand. Writes to the content tables already do this through
 * their triggers; call it after a change the pages show that the database cannot see (e.g. an
 * import that rewrites files) or from a script that changed content with triggers disabled.
 */
export async function bumpContentRevision(db: DB): Promise<void> {
  await sql`update content_revision set revision = revision + 1 where id = 1`.execute(db);
}
