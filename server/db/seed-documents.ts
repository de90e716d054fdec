import { builtInDocuments } from "../../shared/content/documents.ts";
import { DOCUMENT_KINDS } from "../../shared/schemas/documents.ts";
import { checkPdf } from "../services/documents.ts";
import { writePdf } from "../services/pdf.ts";
import { mediaStore } from "../storage/index.ts";
import { retryWhenBusy } from "./errors.ts";
import type { DB } from "./index.ts";
import type { DocumentTable } from "./schema.ts";

/**
 * The settings key that records that the built-in documents were offered once: `seeded` (added)
 * or `skipped` (documents were stored already). Because the mark stays, documents staff delete
 * stay deleted. A first start and the first start of this version on a database of the previous
 * release (which had no documents) both find no mark and seed.
 */
export const DOCUMENTS_MARK = "documents_seed";

/** Fixed ids of the built-in documents (24 hex, in the order of shared/content/documents.ts). */
export const seededDocumentId = (index: number): string => `64d0${(index + 1).toString(16).padStart(20, "0")}`;

/** The built-in documents as rows with their generated PDFs (the same bytes on every start). */
export function builtInDocumentRows(): { row: DocumentTable; bytes: Buffer }[] {
  return builtInDocuments.map((d, i) => {
    const at = `${d.published}T09:00:00.000Z`;
    const { bytes } = writePdf({
      title: d.title,
      eyebrow: DOCUMENT_KINDS[d.kind].label,
      subtitle: String(d.year),
      author: "R28 Holdings",
      sections: d.sections,
      created: new Date(at),
    });
    const pdf = checkPdf(bytes);
    return {
      bytes,
      row: {
        id: seededDocumentId(i),
        slug: d.slug,
        title: d.title,
        description: d.description,
        year: d.year,
        kind: d.kind,
        cover: "",
        coverAlt: "",
        fileKey: pdf.key,
        fileName: `${d.slug}.pdf`,
        fileSize: bytes.length,
        fileSha256: pdf.sha256,
        pages: pdf.pages,
        fileUpdatedAt: at,
        createdAt: at,
        updatedAt: at,
      },
    };
  });
}

/**
 * Adds the built-in documents once per database (see DOCUMENTS_MARK), their files through the
 * configured media store (call it after the store is chosen); answers how many this call added.
 */
export async function seedDocuments(db: DB): Promise<number> {
  const marked = await db.selectFrom("settings").select("value").where("key", "=", DOCUMENTS_MARK).executeTakeFirst();
  if (marked) return 0;
  const built = builtInDocumentRows();
  return retryWhenBusy(() =>
    db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      // The mark is the first write, so a second instance starting at once waits here and then finds it.
      const claimed = await trx
        .insertInto("settings")
        .values({ key: DOCUMENTS_MARK, value: "seeded", createdAt: at, updatedAt: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
      const existing = await trx.selectFrom("documents").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) {
        await trx.updateTable("settings").set({ value: "skipped", updatedAt: at }).where("key", "=", DOCUMENTS_MARK).execute();
        return 0;
      }
      const store = mediaStore();
      for (const { row, bytes } of built) {
        const there = await store.head(trx, row.fileKey);
        if (!there || there.sha256 !== row.fileSha256) await store.put(trx, row.fileKey, bytes, { contentType: "application/pdf", sha256: row.fileSha256, size: bytes.length });
      }
      await trx.insertInto("documents").values(built.map((b) => b.row)).execute();
      return built.length;
    }),
  );
}
