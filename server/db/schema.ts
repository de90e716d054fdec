import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import { SINGLETON_KEYS, SINGLETONS, type ColumnKey, type SingletonValue, type TableOf } from "../../shared/schemas/content.ts";

/** Table types; columns are snake_case in SQL and camelCase here (CamelCasePlugin). */
interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** The row of a block stored in a table of its own: its declared fields (shared/schemas/content.ts). */
export type SingletonRow<K extends ColumnKey> = { id: string } & Timestamps & SingletonValue<K>;

/** The blocks declared with storage "block": one row each, the fields as a JSON object. */
export interface ContentBlockTable extends Timestamps {
  id: string;
  /** The block's key in SINGLETONS. */
  kind: string;
  /** Its fields, as JSON. */
  data: string;
}

export interface BannerTable extends Timestamps {
  id: string;
  name: string;
  image: string;
}

export interface UserTable extends Timestamps {
  id: string;
  username: string;
  role: string;
  passwordHash: string;
  tokenVersion: Generated<number>;
  /** Two-factor sign-in: the base32 TOTP secret once enrolment started, else "". */
  totpSecret: Generated<string>;
  /** When enrolment was confirmed; "" while two-factor sign-in is off. */
  totpEnabledAt: Generated<string>;
  /** The last accepted TOTP time step: a code of this step or older is refused. */
  totpLastStep: Generated<number>;
  /** Optional, for "Forgot password?"; "" = none. */
  email: Generated<string>;
  /** 1 after a one-time password was given: the next sign-in must choose a new password. */
  mustChangePassword: Generated<number>;
}

/** A "Forgot password?" link: only the sha256 of its token is kept; single use. */
export interface PasswordResetTable {
  tokenHash: string;
  userId: string;
  expiresAt: string;
  /** When it was used; "" while usable. */
  usedAt: Generated<string>;
  createdAt: string;
}

/** A single-use recovery code of a user with two-factor sign-in: only its sha256 is kept. */
export interface RecoveryCodeTable {
  id: string;
  userId: string;
  codeHash: string;
  /** When it was used; "" while usable. */
  usedAt: Generated<string>;
  createdAt: string;
}

export interface InvestmentTable extends Timestamps {
  id: string;
  title: string;
  tabText: string;
  heroText: string;
  sector: string;
  highlight: string;
  heroImage: string;
  bannerImage: string;
  logo: string;
  content: string;
  website: string;
  /** The readable address, lower-case and unique: /our-investments/{slug}. */
  slug: string;
  /** "yes" when the home card of its sector lists it, "no" when not. */
  homeCard: string;
}

/** An old record address: /our-investments/{fromSlug} (or the kind's own section) answers 301 to the record's current one. */
export interface SlugRedirectTable {
  id: string;
  /** Whose address it was: a record kind with slugs ("investment", "leader", "news"); old slugs are unique per kind. */
  kind: Generated<string>;
  fromSlug: string;
  /** The id of the record it leads to (of any kind: the column kept its first name). */
  investmentId: string;
  /** Who changed the slug ("" for the system). */
  username: string;
  createdAt: string;
  /** When it was last pointed at a company. */
  updatedAt: string;
}

/** A person of the leadership pages: /about-us/leadership/{slug}. */
export interface LeaderTable extends Timestamps {
  id: string;
  name: string;
  /** The readable address, lower-case and unique. */
  slug: string;
  role: string;
  summary: string;
  /** Rich text (cleaned editor HTML). */
  biography: string;
  /** A /media URL or a built-in image path ("" for none). */
  portrait: string;
  portraitAlt: string;
  /** "board" or "executive". */
  group: string;
  /** Place in its group's list, smallest first. */
  position: number;
}

/** A published PDF of /reports: its page /reports/{slug}, its file /reports/{slug}.pdf. */
export interface DocumentTable extends Timestamps {
  id: string;
  /** Fixed when the document is added: its addresses never change. */
  slug: string;
  title: string;
  description: string;
  year: number;
  /** A key of DOCUMENT_KINDS (shared/schemas/documents.ts). */
  kind: string;
  /** A /media URL or "" (the page draws a typeset cover). */
  cover: string;
  coverAlt: string;
  /** The PDF's key in the media storage backend. */
  fileKey: string;
  /** The name a download is saved under. */
  fileName: string;
  fileSize: number;
  fileSha256: string;
  pages: number;
  fileUpdatedAt: string;
}

export interface NewsTable extends Timestamps {
  id: string;
  title: string;
  subtitle: string;
  newsImgUrl: string;
  content: string;
  /** The readable address, /news-and-events/{slug} (lower-case, unique). */
  slug: string;
  /** The page hero's picture; "" for the newsroom's (the default). */
  heroImage: ColumnType<string, string | undefined, string>;
  /** The photo gallery as JSON: [{ image, alt, caption }], "[]" for none (the default). */
  gallery: ColumnType<string, string | undefined, string>;
  /** When it was (or is to be shown as) published, UTC ISO: the lists' order; the creation time unless set. */
  publishedAt: ColumnType<string, string | undefined, string>;
}

/**
 * One stored image: its address (`/media/<hash>.<ext>`, the hash of the first file, kept when the
 * file is replaced), the current file in the storage backend, and what staff set on it.
 */
export interface MediaTable {
  hash: string;
  mime: string;
  ext: string;
  width: number;
  height: number;
  size: number;
  createdAt: string;
  /** The storage key of the current original (`<sha256>.<ext>`). */
  file: string;
  /** sha256 of the current original's bytes. */
  fileHash: string;
  /** Names the file and focal point the variants were made from; part of every variant URL. */
  version: string;
  focalX: number;
  focalY: number;
  alt: string;
  updatedAt: string;
  /** The file name it was uploaded as ("" when unknown: seeded, or stored through a JSON write). */
  name: string;
  caption: string;
  /** 1: the image only decorates; pages give it an empty alt on purpose. */
  decorative: number;
}

/** The database storage backend's bytes (MEDIA_DIR and MEDIA_S3_* keep them elsewhere): an object's first part. */
export interface MediaObjectTable {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Uint8Array;
  /** The size of each part: part n holds bytes [n × partSize, (n + 1) × partSize). */
  partSize: number;
  createdAt: string;
}

/** The second and later parts of a large object of the database backend. */
export interface MediaObjectPartTable {
  key: string;
  part: number;
  data: Uint8Array;
}

/** A periodic job claimed by one instance until `until` (ISO time). */
export interface MediaLeaseTable {
  name: string;
  holder: string;
  until: string;
  lastRun: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  subject: string;
  createdAt: string;
  updatedAt: string;
  /** When the message was first read in the inbox; "" while unread. */
  readAt: Generated<string>;
}

/** A saved state of an editable document (server/services/history.ts). */
export interface DocumentVersionTable {
  id: string;
  docType: string;
  docId: string;
  revision: number;
  action: string;
  /** The document's fields, as JSON. */
  data: string;
  /** The fields this save changed, as a JSON array. */
  changedFields: string;
  restoredFrom: number | null;
  userId: string;
  username: string;
  createdAt: string;
}

/** A deleted news item or investment, restorable until purgeAt. */
export interface TrashTable {
  docId: string;
  docType: string;
  title: string;
  data: string;
  userId: string;
  username: string;
  deletedAt: string;
  purgeAt: string;
}

export interface ActivityTable {
  id: string;
  at: string;
  kind: string;
  userId: string;
  username: string;
  ip: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
}

export interface PreviewTable {
  key: string;
  docId: string;
  path: string;
  data: string;
  userId: string;
  expiresAt: string;
}

export interface SettingTable extends Timestamps {
  key: string;
  value: string;
}

/**
 * A thing the site search finds (a page, a company, a person, an article): its address and its
 * text as plain text. The full-text index over it is the database's own (an FTS5 table on SQLite,
 * a generated tsvector on PostgreSQL); server/services/search.ts keeps the rows current.
 */
export interface SearchDocumentTable {
  id: Generated<number>;
  /** The source's name (server/services/search-sources.ts). */
  kind: string;
  /** What the source knows it by: a record's id, a page's path. */
  ref: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  /** An article's publication time (ISO); "" for the other kinds. */
  publishedAt: string;
  /** The fingerprint of the source declaration that wrote the row: a changed declaration is indexed again at start. */
  version: string;
  updatedAt: string;
}

/** A timed publish or unpublish of one document: at most one of each per document. */
export interface ScheduleTable {
  docId: string;
  docType: string;
  action: "publish" | "unpublish";
  /** UTC ISO time; due when it is at or before now. */
  runAt: string;
  createdBy: string;
  createdAt: string;
}

/** One instance's heartbeat: when its scheduler last ticked, and its tick length. */
export interface SchedulerRunTable {
  instance: string;
  lastRunAt: string;
  tickSeconds: number;
}

/** One row (id 1): the content revision, bumped by triggers on every content table. */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

export interface RateLimitTable {
  key: string;
  count: number;
  resetAt: string;
}

/** The one draft of a document (server/services/drafts.ts): its fields as JSON text, not live. */
export interface DraftTable {
  docId: string;
  docType: string;
  /** 1 for the draft of a document that does not exist yet (its id is kept when it is published). */
  isNew: number;
  data: string;
  /** The live revision the draft started from. */
  baseRevision: number;
  /** Counts the draft's own saves (If-Match between two people editing it). */
  draftRevision: number;
  createdBy: string;
  updatedBy: string;
  createdAt: string;
  updatedAt: string;
  /** "none", "requested" or "returned". */
  reviewState: string;
  reviewComment: string;
  reviewBy: string;
  reviewAt: string;
}

/** A signed link to a draft's preview page: only the token's SHA-256 is kept. */
export interface PreviewLinkTable {
  id: string;
  docId: string;
  tokenHash: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  /** When it was revoked; "" while usable. */
  revokedAt: string;
}

/** The singleton tables, one per block declared with a table of its own, derived from the declarations. */
export const SINGLETON_TABLES = Object.fromEntries(
  SINGLETON_KEYS.flatMap((k) => {
    const storage = SINGLETONS[k].storage;
    return typeof storage === "object" ? [[k, storage.table]] : [];
  }),
) as { [K in ColumnKey]: TableOf<K> };

type SingletonTables = { [K in ColumnKey as TableOf<K>]: SingletonRow<K> };

export interface Database extends SingletonTables {
  banners: BannerTable;
  contentBlocks: ContentBlockTable;
  users: UserTable;
  recoveryCodes: RecoveryCodeTable;
  passwordResets: PasswordResetTable;
  investments: InvestmentTable;
  slugRedirects: SlugRedirectTable;
  leaders: LeaderTable;
  documents: DocumentTable;
  newsItems: NewsTable;
  media: MediaTable;
  mediaObjects: MediaObjectTable;
  mediaObjectParts: MediaObjectPartTable;
  mediaLeases: MediaLeaseTable;
  contactMessages: ContactMessageTable;
  settings: SettingTable;
  rateLimits: RateLimitTable;
  documentVersions: DocumentVersionTable;
  trash: TrashTable;
  activityLog: ActivityTable;
  previews: PreviewTable;
  drafts: DraftTable;
  previewLinks: PreviewLinkTable;
  contentRevision: ContentRevisionTable;
  searchDocuments: SearchDocumentTable;
  schedules: ScheduleTable;
  schedulerRuns: SchedulerRunTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Investment = Selectable<InvestmentTable>;
export type News = Selectable<NewsTable>;
export type Leader = Selectable<LeaderTable>;
