import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// The footer's four social links, empty (not shown) until staff set them. The footer block is
// stored in a table of its own, so its new fields need columns. The privacy notice and the
// accessibility statement are content blocks (content_blocks, migration 20261128T0300): the
// start-up seed adds them when missing, so they need nothing here.

const SOCIAL = ["linkedin", "x", "youtube", "instagram"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of SOCIAL) {
    await db.schema
      .alterTable("footer")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}
