import { SINGLETONS, type SingletonKey } from "../../../../shared/schemas/content.ts";
import type { DocType } from "../../../../shared/schemas/history.ts";
import { COLLECTION_KINDS, isCollectionType } from "../../../../shared/schemas/collections.ts";

export type FieldKind = "text" | "rich" | "image" | "images";

/** How a field of a document is compared: plain text, rich text, one image or a list of images. */
export function fieldKind(type: DocType, field: string): FieldKind {
  if (type === "news") return field === "newsImgUrl" ? "images" : field === "content" ? "rich" : "text";
  if (isCollectionType(type)) {
    const kind = COLLECTION_KINDS[type];
    if ((kind.images as readonly string[]).includes(field)) return "image";
    return (kind.richText as readonly string[]).includes(field) ? "rich" : "text";
  }
  const def = SINGLETONS[type as SingletonKey];
  if ((def.images as readonly string[]).includes(field)) return "image";
  return (def.richText as readonly string[]).includes(field) ? "rich" : "text";
}

const LABELS: Record<string, string> = {
  bannerImgString: "Banner image",
  newsImgUrl: "Images",
  tabText: "Tab text",
  heroText: "Hero text",
  heroImage: "Hero image",
  bannerImage: "Banner image",
  content: "Body",
  portraitAlt: "Portrait description",
};

/** A field's name for people: 'heroImage' → 'Hero image'. */
export function fieldLabel(field: string): string {
  return LABELS[field] ?? field.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());
}

export const ACTION_LABELS: Record<string, string> = {
  baseline: "Before history was kept",
  create: "Created",
  save: "Saved",
  restore: "Restored",
  delete: "Deleted",
  "trash-restore": "Restored from the trash",
};
