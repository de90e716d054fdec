import type { z } from "zod";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { COLLECTION_KINDS, type CollectionType } from "../../shared/schemas/collections.ts";
import { investmentFields } from "../../shared/schemas/investments.ts";
import { leaderFields } from "../../shared/schemas/leaders.ts";
import { newsCreateSchema } from "../../shared/schemas/news.ts";

/** Where a text field lives: a singleton block, an investment or a news item. */
export type FieldOwner = { kind: "singleton"; key: SingletonKey } | { kind: CollectionType } | { kind: "news" };

/**
 * The text fields of each collection kind (its images, slug and choice fields left out), the
 * path of its API and the smallest body that creates one.
 */
export const COLLECTION_TEXT: Record<CollectionType, { path: string; create: Record<string, string>; shape: Record<string, unknown>; names: readonly string[] }> = {
  investment: { path: "/api/investments", create: { tabText: "XSS target" }, shape: investmentFields, names: ["title", "tabText", "heroText", "highlight", "content"] },
  leader: { path: "/api/leaders", create: { name: "XSS target" }, shape: leaderFields, names: ["name", "role", "summary", "biography", "portraitAlt"] },
};

/** One text field an admin writes: plain text (escaped on output) or rich text (sanitised on write). */
export interface TextField {
  owner: FieldOwner;
  name: string;
  type: "plain" | "rich";
  /** The longest value the API accepts (after trimming, for plain text). */
  max: number;
}

const maxOf = (schema: unknown): number => {
  const s = schema as { maxLength?: number | null; unwrap?: () => unknown; def?: { innerType?: unknown } };
  if (typeof s.maxLength === "number") return s.maxLength;
  const inner = s.def?.innerType;
  if (inner) return maxOf(inner);
  throw new Error("a text field without a maximum length");
};

/** Every plain- and rich-text field of the API, read from the shared schemas. */
export function textFields(): TextField[] {
  const out: TextField[] = [];
  for (const key of Object.keys(SINGLETONS) as SingletonKey[]) {
    const def = SINGLETONS[key];
    const shape = (def.schema as z.ZodObject).shape;
    for (const name of Object.keys(shape)) {
      if ((def.images as readonly string[]).includes(name)) continue;
      // Web addresses are validated as URLs, not stored as text (the footer's social links).
      if (((def as { urls?: readonly string[] }).urls ?? []).includes(name)) continue;
      const rich = (def.richText as readonly string[]).includes(name);
      out.push({ owner: { kind: "singleton", key }, name, type: rich ? "rich" : "plain", max: maxOf(shape[name]) });
    }
  }
  for (const kind of Object.keys(COLLECTION_TEXT) as CollectionType[]) {
    const { shape, names } = COLLECTION_TEXT[kind];
    for (const name of names) {
      const rich = (COLLECTION_KINDS[kind].richText as readonly string[]).includes(name);
      out.push({ owner: { kind }, name, type: rich ? "rich" : "plain", max: maxOf(shape[name]) });
    }
  }
  const news = newsCreateSchema.shape;
  out.push({ owner: { kind: "news" }, name: "title", type: "plain", max: maxOf(news.title) });
  out.push({ owner: { kind: "news" }, name: "subtitle", type: "plain", max: maxOf(news.subtitle) });
  out.push({ owner: { kind: "news" }, name: "content", type: "rich", max: maxOf(news.content) });
  return out;
}

/** The singleton blocks that hold text (every block but the banners). */
export const TEXT_BLOCKS = (Object.keys(SINGLETONS) as SingletonKey[]).filter((k) => SINGLETONS[k].images.length === 0);

/** `/api/home/overview/<id>` and the like. */
export const singletonPath = (key: SingletonKey) => `/api${SINGLETONS[key].path}/${SINGLETONS[key].id}`;
