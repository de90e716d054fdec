import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// What the Media screen shows and staff set on an image besides its alt text: the name of the
// file it was uploaded as (searchable), a caption, and whether it only decorates (then pages give
// it an empty alt on purpose instead of a default).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").addColumn("name", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("caption", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("decorative", "integer", (c) => c.notNull().defaultTo(0)).execute();
}
