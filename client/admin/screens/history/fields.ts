import { SINGLETONS, type SingletonKey } from "../../../../shared/schemas/content.ts";
import type { DocType } from "../../../../shared/schemas/history.ts";
import { COLLECTION_KINDS, isCollectionType } from "../../../../shared/schemas/collections.ts";

export type FieldKind = "text" | "rich" | "image" | "images" | "gallery";

/** How a field of a document is compared: plain text, rich text, one image or a list of images. */
export function fieldKind(type: DocType, field: string): FieldKind {
  if (type === "news") {
    if (field === "gallery") return "gallery";
    if (field === "heroImage") return "image";
    return field === "newsImgUrl" ? "images" : field === "content" ? "rich" : "text";
  }
  if (type === "document") return field === "cover" ? "image" : "text";
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
  slug: "Address",
  publishedAt: "Publication date",
  gallery: "Photo gallery",
  portraitAlt: "Portrait description",
  coverAlt: "Cover description",
  fileKey: "PDF file",
  fileName: "File name",
  fileSize: "File size (bytes)",
  fileSha256: "File checksum",
  pages: "Pages",
};

/** A gallery (kept as JSON text) for people: its photos' URLs, and one line per photo with its alt text and caption. */
export function galleryOf(value: string): { urls: string[]; text: string } {
  let items: { image?: unknown; alt?: unknown; caption?: unknown }[] = [];
  try {
    const parsed: unknown = JSON.parse(value || "[]");
    if (Array.isArray(parsed)) items = parsed as typeof items;
  } catch {
    // Not a gallery: shown as empty.
  }
  return {
    urls: items.map((g) => String(g.image ?? "")),
    text: items.map((g, i) => `Photo ${i + 1}: ${String(g.alt ?? "")}${g.caption ? ` (caption: ${String(g.caption)})` : ""}.`).join(" "),
  };
}

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
  publish: "Published",
  unpublish: "Unpublished",
};
