import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// Image bytes leave the catalogue: `media` keeps one row per image (its address, the current
// file, focal point, alt text), and the bytes live in a storage backend chosen by configuration.
// The database backend keeps them in `media_objects` (key → bytes), so this migration moves the
// stored originals there. Resized variants are derived and made again on request, so the old
// `media_variants` table goes. `media_leases` lets one instance among several claim a periodic
// job (the cleanup of uploads never attached to anything).

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const blob = dialect === "postgres" ? "bytea" : "blob";
  await db.schema
    .createTable("media_objects")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    // The object's first part; the others (a large file's) are rows of media_object_parts.
    .addColumn("data", blob, (c) => c.notNull())
    .addColumn("part_size", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("media_object_parts")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("part", "integer", (c) => c.notNull())
    .addColumn("data", blob, (c) => c.notNull())
    .addPrimaryKeyConstraint("media_object_parts_pk", ["key", "part"])
    .execute();
  // Stored originals move over whole, as one part each.
  await sql`insert into media_objects (key, content_type, size, sha256, data, part_size, created_at)
    select hash || '.' || ext, mime, size, hash, data, case when size > 0 then size else 1 end, created_at from media`.execute(db);

  await db.schema.alterTable("media").addColumn("file", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("file_hash", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("version", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("focal_x", "real", (c) => c.notNull().defaultTo(0.5)).execute();
  await db.schema.alterTable("media").addColumn("focal_y", "real", (c) => c.notNull().defaultTo(0.5)).execute();
  await db.schema.alterTable("media").addColumn("alt", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("media").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
  await sql`update media set file = hash || '.' || ext, file_hash = hash, version = substr(hash, 1, 12), updated_at = created_at`.execute(db);
  await db.schema.alterTable("media").dropColumn("data").execute();
  await db.schema.dropTable("media_variants").ifExists().execute();

  await db.schema
    .createTable("media_leases")
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("until", "text", (c) => c.notNull())
    .addColumn("last_run", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}
