import { z } from "zod";
import { idSchema, imageField, plainText, requiredText, timestamps } from "./common.ts";

/**
 * Reports and documents (/reports): PDFs staff publish (annual reviews, sustainability reports,
 * governance papers, press kits), each at /reports/{slug} with its file at /reports/{slug}.pdf.
 * The kind is declared here once; the API, the admin form, the public filters and the seed read it.
 */
export const DOCUMENT_KINDS = {
  "annual-review": { label: "Annual review", plural: "Annual reviews" },
  sustainability: { label: "Sustainability", plural: "Sustainability reports" },
  governance: { label: "Governance", plural: "Governance documents" },
  "press-kit": { label: "Press kit", plural: "Press kits" },
  other: { label: "Other", plural: "Other documents" },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_KEYS = Object.keys(DOCUMENT_KINDS) as DocumentKind[];
export const documentKindSchema = z.enum(DOCUMENT_KIND_KEYS as [DocumentKind, ...DocumentKind[]], {
  error: `must be one of ${DOCUMENT_KIND_KEYS.map((k) => `"${k}"`).join(", ")}`,
});

/** The largest PDF accepted: large enough for an illustrated annual review, small enough to read on a phone. */
export const MAX_DOCUMENT_MB = 20;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;
/** The multipart field the PDF travels in. */
export const DOCUMENT_UPLOAD_FIELD = "file";
export const FIRST_DOCUMENT_YEAR = 2007;
export const LAST_DOCUMENT_YEAR = 2100;

const year = z.coerce
  .number({ error: "must be a year" })
  .int("must be a whole year")
  .min(FIRST_DOCUMENT_YEAR, `must be ${FIRST_DOCUMENT_YEAR} or later (the group was founded in ${FIRST_DOCUMENT_YEAR})`)
  .max(LAST_DOCUMENT_YEAR, `must be ${LAST_DOCUMENT_YEAR} or earlier`);

/** The fields staff write (the file travels apart). `cover` is an image: a data string, a /media URL or a built-in picture. */
export const documentFields = {
  title: requiredText(200),
  description: plainText(600),
  year,
  kind: documentKindSchema,
  cover: imageField(),
  coverAlt: plainText(300),
};

/** POST /api/documents: the multipart text fields beside the PDF. */
export const documentCreateSchema = z.strictObject({
  ...documentFields,
  description: documentFields.description.default(""),
  kind: documentFields.kind.default("other"),
  cover: documentFields.cover.default(""),
  coverAlt: documentFields.coverAlt.default(""),
});
export type DocumentCreate = z.infer<typeof documentCreateSchema>;

/** PATCH /api/documents/{id}: any subset; the address (slug) never changes, so links stay good. */
export const documentPatchSchema = z.strictObject(documentFields).partial();
export type DocumentPatch = z.infer<typeof documentPatchSchema>;

/** The multipart body of POST /api/documents, as OpenAPI shows it. */
export const documentUploadSchema = z.object({
  file: z.string().meta({ format: "binary" }),
  title: z.string(),
  year: z.string(),
  kind: documentKindSchema.optional(),
  description: z.string().optional(),
  cover: z.string().optional(),
  coverAlt: z.string().optional(),
});
export const documentFileSchema = z.object({ file: z.string().meta({ format: "binary" }) });

/**
 * What a document's versions and its draft keep: its details and the stored file it points at
 * (the bytes stay in media storage under their content-addressed key while anything names them).
 * All text, as every version's fields are; `fileKey` "" in a new document's draft that has no PDF yet.
 * `slug` is never written by staff: it keeps a report's address when it is unpublished and published again.
 */
export const DOCUMENT_VERSION_FIELDS = ["title", "description", "year", "kind", "cover", "coverAlt", "slug", "fileKey", "fileName", "fileSize", "fileSha256", "pages"] as const;
/** The fields a draft's PDF sets (never written by a draft's JSON save). */
export const DOCUMENT_FILE_FIELDS = ["fileKey", "fileName", "fileSize", "fileSha256", "pages"] as const;

/** A document as the API answers it. */
export const documentSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  year: z.number().int(),
  kind: documentKindSchema,
  cover: z.string(),
  coverAlt: z.string(),
  /** Its page and its file: both stable for the document's life. */
  page: z.string(),
  url: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  pages: z.number().int(),
  fileUpdatedAt: z.string(),
  ...timestamps,
});
export type Document = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

/** GET /api/documents and /reports: optional filters by year and kind. */
export const documentQuerySchema = z.strictObject({
  year: year.optional(),
  kind: documentKindSchema.optional(),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;

export const documentPage = (slug: string) => `/reports/${slug}`;
export const documentFileUrl = (slug: string) => `/reports/${slug}.pdf`;

/** "1.2 MB", "340 KB": a file size as visitors read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
