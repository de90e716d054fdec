import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
// Column names are snake_case; the app reads them through Kysely's CamelCasePlugin. The dialect
// is needed once: binary data is `bytea` on PostgreSQL and `blob` on SQLite.

const SINGLETONS: Record<string, string[]> = {
  home_hero_text: ["text"],
  home_overview: ["highlight", "content"],
  home_stats: ["sectors", "portfolios", "employees", "operations"],
  home_what_we_do: ["highlight", "content"],
  footer: ["about", "address", "telephones", "email"],
  who_we_are: ["highlight", "content"],
  core_values: ["integrity", "excellence", "innovation"],
  approach: ["highlight", "content"],
  strategic_alliances: ["highlight", "content"],
};

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const blob = dialect === "postgres" ? sql`bytea` : sql`blob`;

  for (const [table, fields] of Object.entries(SINGLETONS)) {
    let t = db.schema.createTable(table).ifNotExists().addColumn("id", "text", (c) => c.primaryKey());
    for (const f of fields) t = t.addColumn(f, "text", (c) => c.notNull().defaultTo(""));
    await t
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable("banners")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("users")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("token_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("investments")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tab_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hero_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sector", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("highlight", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("hero_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("banner_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("logo", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("website", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("news_items")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("news_img_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("news_items_created_at").ifNotExists().on("news_items").column("created_at").execute();

  await db.schema
    .createTable("media")
    .ifNotExists()
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("ext", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("data", blob, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media_variants")
    .ifNotExists()
    .addColumn("hash", "text", (c) => c.notNull().references("media.hash").onDelete("cascade"))
    .addColumn("variant", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("data", blob, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["hash", "variant"])
    .execute();

  await db.schema
    .createTable("contact_messages")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("settings")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rate_limits")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();
}
