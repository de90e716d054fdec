import { SINGLETON_TABLES } from "../db/schema.ts";

/**
 * What a backup archive holds: the one list of tables, in the order a restore writes them (a
 * table comes after the tables it refers to). To include a new table, add it here.
 *
 * Left out on purpose: `media_variants` and the variants in `media_objects` (resized copies,
 * made again on first request; each `media` row carries its original's bytes whatever the
 * storage backend), `media_leases` (a periodic job's claim),
 * `rate_limits` (short-lived counters), `previews` (unsaved values kept for minutes), `search_documents`
 * (the site search's index, made again from the restored rows), Kysely's migration bookkeeping (a restore migrates the
 * target first), and the `jwt_secret` setting (a restored site signs tokens with a key of its
 * own, so everyone signs in again; the archive carries one secret fewer).
 */
export interface ArchiveTable {
  /** The SQL table name. */
  name: string;
  /** Primary-key columns: rows are written in their order, so archives compare line by line. */
  key: readonly string[];
  /** Rows left out (column → values). */
  skip?: Readonly<Record<string, readonly string[]>>;
  /**
   * Tables added by later migrations: written when the database has them, restored when the
   * archive has them.
   */
  optional?: boolean;
  /**
   * Not an SQL table: stored files the archive carries as rows (`key`, `data`) and a restore puts
   * back into the media storage backend.
   */
  files?: boolean;
}

/** The SQL name of a table the app names in camel case (Kysely's CamelCasePlugin). */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  // Singleton content and banners (fixed ids): a table per block declared with one, then the
  // JSON blocks (absent from archives made before they existed) and the banners.
  ...Object.values(SINGLETON_TABLES).map((table) => ({ name: snakeCase(table), key: ["id"] })),
  { name: "content_blocks", key: ["id"], optional: true },
  { name: "banners", key: ["id"] },
  // Staff accounts with their password hashes (never the passwords).
  { name: "users", key: ["id"] },
  // Two-factor recovery codes, as sha256; the TOTP secrets travel in `users`, sealed with the
  // site's secrets key (which never travels: docs/security.md, "Secrets at rest").
  { name: "recovery_codes", key: ["id"], optional: true },
  // Image originals, then the records that refer to them by URL.
  { name: "media", key: ["hash"] },
  { name: "investments", key: ["id"] },
  // The people of the leadership pages (absent from archives made before they were stored).
  { name: "leaders", key: ["id"], optional: true },
  // Old company and leadership addresses answering with a 301 (absent from archives made before they existed).
  { name: "slug_redirects", key: ["id"], optional: true },
  { name: "news_items", key: ["id"] },
  // Reports and documents, each with its PDF's bytes (absent from archives made before they existed).
  { name: "documents", key: ["id"], optional: true },
  // The PDFs only a report's older version, draft or trash entry names (a live report's travels
  // with its row), so a restore or a publish after the archive is restored still finds its file.
  { name: "document_files", key: ["key"], optional: true, files: true },
  { name: "contact_messages", key: ["id"] },
  // Site settings such as the first-start portfolio mark and "require two-factor for everyone".
  // Not the signing key, nor the id of the key the TOTP secrets were sealed with (the site restored
  // into records its own; the sealed values name their key, and a restore checks them).
  { name: "settings", key: ["key"], skip: { key: ["jwt_secret", "secrets_key_id"] } },
  // History and activity: every saved version, the trash, who did what.
  { name: "document_versions", key: ["id"] },
  { name: "trash", key: ["doc_id"] },
  { name: "activity_log", key: ["id"] },
  // Drafts and their signed preview links (hashes only; absent from archives made before drafts existed).
  { name: "drafts", key: ["doc_id"], optional: true },
  { name: "preview_links", key: ["id"], optional: true },
  // Timed publishes and unpublishes (absent from archives made before they existed); not the
  // instances' heartbeats (`scheduler_runs`), which describe the running processes.
  { name: "schedules", key: ["doc_id", "action"], optional: true },
];

/** Tables a restore empties with --replace besides the archived ones (derived or short-lived data). */
export const DERIVED_TABLES: readonly string[] = ["media_variants", "media_objects", "media_object_parts", "media_leases", "rate_limits", "previews", "password_resets", "search_documents", "scheduler_runs"];
