import type { DB } from "../index.ts";
import type { DocumentTable } from "../schema.ts";

/** Newest year first; within a year by kind order as declared, then newest published first. */
export async function listDocumentRows(db: DB, filter: { year?: number | undefined; kind?: string | undefined } = {}): Promise<DocumentTable[]> {
  let q = db.selectFrom("documents").selectAll();
  if (filter.year !== undefined) q = q.where("year", "=", filter.year);
  if (filter.kind !== undefined) q = q.where("kind", "=", filter.kind);
  return q.orderBy("year", "desc").orderBy("createdAt", "desc").orderBy("id").execute();
}

export const findDocumentRow = (db: DB, id: string) => db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();

export const findDocumentBySlug = (db: DB, slug: string) => db.selectFrom("documents").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();

export const documentSlugTaken = async (db: DB, slug: string) => !!(await db.selectFrom("documents").select("id").where("slug", "=", slug).executeTakeFirst());

export async function insertDocumentRow(db: DB, row: DocumentTable): Promise<void> {
  await db.insertInto("documents").values(row).execute();
}

export async function updateDocumentRow(db: DB, id: string, set: Partial<DocumentTable>): Promise<void> {
  await db.updateTable("documents").set(set).where("id", "=", id).execute();
}

export async function deleteDocumentRow(db: DB, id: string): Promise<void> {
  await db.deleteFrom("documents").where("id", "=", id).execute();
}

/**
 * How many live documents, document versions, drafts and trash entries name the file under `key`
 * (a file shared by two uploads of the same bytes stays while one does; an older version or a
 * draft keeps its PDF so a restore or a publish can serve it again). Keys are content-addressed
 * (`document-<sha256>.pdf`), so a match inside a version's or draft's JSON is that file.
 */
export async function documentsUsingFile(db: DB, key: string): Promise<number> {
  const like = `%"${key}"%`;
  const live = await db.selectFrom("documents").select((eb) => eb.fn.countAll<number>().as("n")).where("fileKey", "=", key).executeTakeFirstOrThrow();
  const versions = await db.selectFrom("documentVersions").select((eb) => eb.fn.countAll<number>().as("n")).where("docType", "=", "document").where("data", "like", like).executeTakeFirstOrThrow();
  const drafts = await db.selectFrom("drafts").select((eb) => eb.fn.countAll<number>().as("n")).where("docType", "=", "document").where("data", "like", like).executeTakeFirstOrThrow();
  const trash = await db.selectFrom("trash").select((eb) => eb.fn.countAll<number>().as("n")).where("docType", "=", "document").where("data", "like", like).executeTakeFirstOrThrow();
  return Number(live.n) + Number(versions.n) + Number(drafts.n) + Number(trash.n);
}

/** The years that have at least one document, newest first (the page's year filter). */
export async function documentYears(db: DB): Promise<number[]> {
  const rows = await db.selectFrom("documents").select("year").distinct().orderBy("year", "desc").execute();
  return rows.map((r) => Number(r.year));
}

/**
 * Every document's title, description and page, for a site search to index (no search here:
 * just the rows it needs, newest first).
 */
export async function documentSearchEntries(db: DB): Promise<{ id: string; title: string; description: string; url: string; updatedAt: string }[]> {
  const rows = await db.selectFrom("documents").select(["id", "slug", "title", "description", "updatedAt"]).orderBy("year", "desc").orderBy("createdAt", "desc").execute();
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description, url: `/reports/${r.slug}`, updatedAt: r.updatedAt }));
}

/** The PDF keys named by the trash entries and versions of these report ids (what a purge of them may leave unnamed). */
export async function documentFileKeysOf(db: DB, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const trash = await db.selectFrom("trash").select("data").where("docType", "=", "document").where("docId", "in", ids).execute();
  const versions = await db.selectFrom("documentVersions").select("data").where("docType", "=", "document").where("docId", "in", ids).execute();
  const keys = new Set<string>();
  for (const r of [...trash, ...versions]) for (const m of r.data.matchAll(/document-[0-9a-f]{64}\.pdf/g)) keys.add(m[0]);
  return [...keys];
}
