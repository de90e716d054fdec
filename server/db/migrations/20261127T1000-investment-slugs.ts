import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables, columns and data itself and imports no app code.
//
// Every investment gets a readable address, /our-investments/{slug}, unique (slugs are stored
// lower-case, so a plain unique index makes them unique case-insensitively), and whether
// ("yes"/"no") the home page's card of its sector lists it. Existing rows are given slugs here:
// the sixteen companies the first start stored (recognised by their fixed ids) get the slugs
// their fixed pages had; any other row one made from its tab text. The three energy companies
// were stored without a sector (energy was not a storable sector): while staff have not changed
// them, they get "energy", so the home Energy card lists them. Ledco's page was never on a home
// card: while unchanged it keeps off it.

/** Ids the first start gave the built-in companies, in order, with the slugs of their old pages. */
const SEEDED = [
  "arbico",
  "nivafer",
  "fidc",
  "aac",
  "biswal",
  "afl",
  "ledco",
  "anker",
  "prestige-chen-jun",
  "r28-energy",
  "biswal-oil-and-gas",
  "eco-joinery",
  "utopian",
  "veenocks",
  "osc",
  "posmoreti",
].map((slug, i) => ({ id: `64c1${(i + 1).toString(16).padStart(20, "0")}`, slug }));
const ENERGY = new Set(["r28-energy", "biswal-oil-and-gas", "osc"]);
const RESERVED = new Set(["construction", "real-estate", "aviation", "telecommunications", "mining"]);

// A copy of shared/slug.ts as it stood when this migration was written, on purpose: a migration
// must keep giving the same slugs after the shared rule changes.
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
  await db.schema.alterTable("investments").addColumn("slug", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("investments").addColumn("home_card", "text", (c) => c.notNull().defaultTo("yes")).execute();

  // Aliases without underscores read the same with or without the app's camel-case plugin.
  const rows: { id: string; tabtext: string; title: string; sector: string; createdat: string; updatedat: string }[] = await db
    .selectFrom("investments")
    .select(["id", "tab_text as tabtext", "title", "sector", "created_at as createdat", "updated_at as updatedat"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const taken = new Set<string>();
  const seeded = new Map(SEEDED.map((s) => [s.id, s.slug]));
  // The seeded rows first, so they keep their old pages' slugs whatever else is stored.
  const ordered = [...rows.filter((r) => seeded.has(r.id)), ...rows.filter((r) => !seeded.has(r.id))];
  for (const row of ordered) {
    const base = seeded.get(row.id) ?? (slugify(row.tabtext) || slugify(row.title) || "company");
    let slug = RESERVED.has(base) || /^[0-9a-f]{24}$/.test(base) ? `${base}-company` : base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    const untouched = row.updatedat === row.createdat;
    const set: Record<string, unknown> = { slug };
    if (untouched && seeded.has(row.id)) {
      const fixed = seeded.get(row.id)!;
      if (ENERGY.has(fixed) && row.sector === "") set.sector = "energy";
      if (fixed === "ledco") set.home_card = "no";
    }
    await db.updateTable("investments").set(set).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("investments_slug").unique().on("investments").column("slug").execute();
}
