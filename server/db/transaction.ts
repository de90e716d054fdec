import type { Transaction } from "kysely";
import type { DB } from "./index.ts";
import type { Database } from "./schema.ts";

/**
 * Runs `work` in one transaction: everything it writes through `trx` commits together, or nothing
 * does when it throws. Called with a transaction already (a service inside another service's
 * write), it joins that one instead of nesting. `work` must use `trx`, never the outer handle: on
 * SQLite the one connection is held by the transaction and a query through `db` would wait forever.
 */
export function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
