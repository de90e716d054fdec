import type { z } from "zod";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { INVESTMENT_RICH_TEXT, investmentFields } from "../../shared/schemas/investments.ts";
import { newsCreateSchema } from "../../shared/schemas/news.ts";

/** Where a text field lives: a singleton block, an investment or a news item. */
export type FieldOwner = { kind: "singleton"; key: SingletonKey } | { kind: "investment" } | { kind: "news" };

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
  for (const name of ["title", "tabText", "heroText", "highlight", "content"] as const) {
    const rich = (INVESTMENT_RICH_TEXT as readonly string[]).includes(name);
    out.push({ owner: { kind: "investment" }, name, type: rich ? "rich" : "plain", max: maxOf(investmentFields[name]) });
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
