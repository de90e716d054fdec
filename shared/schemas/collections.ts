/**
 * The stored collection kinds with readable addresses (companies, people), declared once: the
 * fields their versions keep, which are rich text and images, how a record is named, where its
 * public page is and what its trash is called. The server's history, trash, preview, redirects
 * and archive, and the admin's history and trash, read these declarations instead of naming a
 * kind; adding a kind means adding its declaration here (and its table, service and screen).
 */
import { INVESTMENT_IMAGES, INVESTMENT_RICH_TEXT } from "./investments.ts";
import { LEADER_IMAGES, LEADER_RICH_TEXT } from "./leaders.ts";

export interface CollectionKind {
  /** The document type in versions, the trash, previews and the activity log. */
  type: string;
  /** The SQL table of its records (snake case). */
  table: string;
  /** The fields each version keeps, in the order the admin shows them. */
  fields: readonly string[];
  richText: readonly string[];
  images: readonly string[];
  /** The field that names a record, and the name of one without it. */
  nameField: string;
  untitled: string;
  /** Its public pages: `${basePath}{slug or id}`. */
  basePath: string;
  /** How the trash and its messages call these records (plural). */
  plural: string;
  /** The 404 message of the API for an unknown id. */
  missing: string;
}

export const COLLECTION_KINDS = {
  investment: {
    type: "investment",
    table: "investments",
    fields: ["title", "tabText", "heroText", "sector", "highlight", "heroImage", "bannerImage", "logo", "content", "website", "slug", "homeCard"],
    richText: INVESTMENT_RICH_TEXT,
    images: INVESTMENT_IMAGES,
    nameField: "tabText",
    untitled: "Untitled investment",
    basePath: "/our-investments/",
    plural: "investments",
    missing: "No investment with this id",
  },
  leader: {
    type: "leader",
    table: "leaders",
    fields: ["name", "slug", "role", "summary", "biography", "portrait", "portraitAlt", "group"],
    richText: LEADER_RICH_TEXT,
    images: LEADER_IMAGES,
    nameField: "name",
    untitled: "Unnamed person",
    basePath: "/about-us/leadership/",
    plural: "leadership",
    missing: "No person with this id",
  },
} as const satisfies Record<string, CollectionKind>;

export type CollectionType = keyof typeof COLLECTION_KINDS;
export const COLLECTION_TYPES = Object.keys(COLLECTION_KINDS) as CollectionType[];

export const isCollectionType = (type: string): type is CollectionType => Object.hasOwn(COLLECTION_KINDS, type);

/** How people call a record of a collection kind: its name field, else the kind's placeholder. */
export const collectionLabel = (type: CollectionType, fields: Readonly<Record<string, string>> | undefined): string =>
  fields?.[COLLECTION_KINDS[type].nameField]?.trim() || COLLECTION_KINDS[type].untitled;
