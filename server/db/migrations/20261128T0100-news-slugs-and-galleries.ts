import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables, columns and data itself and imports no app code.
//
// News items become addressable like companies: every item gets a readable slug
// (/news-and-events/{slug}, unique; stored lower-case, so a plain unique index makes it unique
// case-insensitively), its own page hero ("" for the newsroom's) and a gallery (a JSON list of
// {image, alt, caption}, "[]" for none). Existing items get a slug made from their title.
//
// An article's old addresses are kept in `slug_redirects` with kind "news": the `kind` column and
// the one-old-slug-per-kind index are added by the leaders migration (20261128T0200), which runs
// after this one; nothing here reads or writes that table.

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

export async function up(db: Kysely<any>): Promise<void> {
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

}
