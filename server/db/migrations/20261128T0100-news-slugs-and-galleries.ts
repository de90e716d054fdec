import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables, columns and data itself and imports no app code.
//
// News items become addressable like companies: every item gets a readable slug
// (/news-and-events/{slug}, unique; stored lower-case, so a plain unique index makes it unique
// case-insensitively), its own page hero ("" for the newsroom's) and a gallery (a JSON list of
// {image, alt, caption}, "[]" for none). Existing items get a slug made from their title.
//
// The old addresses table now serves both kinds: a `kind` column ("investment" or "news") and
// one old slug per kind, so a news item and a company may each have had the same slug. SQLite
// cannot change a unique constraint in place, so there the table is rebuilt (its triggers with it).

const RESERVED = new Set(["low-cup", "lagos-arena"]);

// A copy of shared/slug.ts as it stood when this migration was written, on purpose.
const slugify = (text: string): string =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema.alterTable("news_items").addColumn("slug", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("news_items").addColumn("hero_image", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("news_items").addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]")).execute();

  const rows: { id: string; title: string }[] = await db.selectFrom("news_items").select(["id", "title"]).orderBy("created_at").orderBy("id").execute();
  // The two built-in articles' addresses stay free for them (they are added at start, once).
  const taken = new Set<string>(RESERVED);
  for (const row of rows) {
    const base0 = slugify(row.title) || "article";
    const base = /^[0-9a-f]{24}$/.test(base0) ? `${base0}-article` : base0;
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable("news_items").set({ slug }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("news_items_slug").unique().on("news_items").column("slug").execute();

  if (dialect === "postgres") {
    await db.schema.alterTable("slug_redirects").addColumn("kind", "text", (c) => c.notNull().defaultTo("investment")).execute();
    await sql`alter table slug_redirects drop constraint if exists slug_redirects_from_slug_key`.execute(db);
    await db.schema.createIndex("slug_redirects_kind_from_slug").unique().on("slug_redirects").columns(["kind", "from_slug"]).execute();
    return;
  }
  await db.schema
    .createTable("slug_redirects_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("investment"))
    .addColumn("from_slug", "text", (c) => c.notNull())
    .addColumn("investment_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("slug_redirects_kind_from_slug", ["kind", "from_slug"])
    .execute();
  await sql`insert into slug_redirects_next (id, kind, from_slug, investment_id, username, created_at, updated_at)
    select id, 'investment', from_slug, investment_id, username, created_at, updated_at from slug_redirects`.execute(db);
  await db.schema.dropTable("slug_redirects").execute();
  await sql`alter table slug_redirects_next rename to slug_redirects`.execute(db);
  await db.schema.createIndex("slug_redirects_investment").ifNotExists().on("slug_redirects").column("investment_id").execute();
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger if not exists ${sql.id(`slug_redirects_content_revision_${event}`)} after ${sql.raw(event)} on slug_redirects
      begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}
