import { z } from "zod";
import { imageField, plainText, richText } from "./common.ts";

/**
 * How an editable content kind (a singleton block) is declared: once, in shared/schemas/content.ts.
 * A declaration names the block's fixed id, its /api path and answer envelope, how people call it,
 * the public page showing it, where it is stored, and its fields; each field says which input the
 * admin uses, its label and hint, its zod rule and its seed text (stored at first start, and shown
 * wherever a stored value is blank). Everything else (API routes and OpenAPI, validation, history
 * labels, previews, seeding, archive tables, the admin forms, the stored row types) is derived from
 * it: docs/content-kinds.md.
 */

/** Which input the admin shows: one line, several lines (paragraphs), an e-mail, rich text or an image. */
export type FieldInput = "line" | "lines" | "email" | "rich" | "image";

export interface FieldSpec<Z extends z.ZodType<string> = z.ZodType<string>> {
  schema: Z;
  input: FieldInput;
  label: string;
  /** Help shown under the label. */
  hint?: string;
  /** The built-in value: the first stored text and the fallback for a blank one. */
  seed: string;
  /** A web address (an http(s) URL or empty), validated as one rather than stored as free text. */
  url?: true;
}

interface FieldOptions {
  hint?: string;
  /** Longest accepted value (characters). */
  max?: number;
}

const spec = <Z extends z.ZodType<string>>(schema: Z, input: FieldInput, label: string, seed: string, o: FieldOptions) =>
  ({ schema, input, label, seed, ...(o.hint ? { hint: o.hint } : {}) }) satisfies FieldSpec<Z>;

/** An http(s) address of at most 2,048 characters, or empty (nothing shown). */
const webAddress = z
  .string()
  .trim()
  .pipe(z.union([z.literal(""), z.httpUrl({ error: "must be an http(s) URL or empty" }).max(2048)]));

/**
 * A one-line plain-text field; with `url: true`, a web address (an http(s) URL or empty, the URL
 * keyboard on phones) whose seed is usually empty.
 */
export function line(label: string, seed: string, o: FieldOptions & { url: true }): FieldSpec & { input: "line"; url: true };
export function line(label: string, seed: string, o?: FieldOptions): ReturnType<typeof spec<ReturnType<typeof plainText>>>;
export function line(label: string, seed: string, o: FieldOptions & { url?: true } = {}): FieldSpec {
  if (o.url) return { ...spec(webAddress, "line", label, seed, o), url: true as const };
  return spec(plainText(o.max ?? 5000), "line", label, seed, o);
}
/** A plain-text field of several lines; a blank line separates paragraphs where the page shows several. */
export const lines = (label: string, seed: string, o: FieldOptions = {}) => spec(plainText(o.max ?? 5000), "lines", label, seed, o);
/** An e-mail address (plain text, the e-mail keyboard on phones). */
export const email = (label: string, seed: string, o: FieldOptions = {}) => spec(plainText(o.max ?? 320), "email", label, seed, o);
/** Rich text (HTML from the editor), sanitised on write. */
export const rich = (label: string, seed: string, o: FieldOptions = {}) => spec(richText(o.max), "rich", label, seed, o);
/** An image: a data string in, a /media URL out. */
export const image = (label: string, o: FieldOptions = {}) => spec(imageField(), "image", label, "", o);

/**
 * Where a kind's values live: its own table with a column per field (the blocks of the first
 * release), the shared banners table (an image strip), or one JSON row of `content_blocks`
 * (kinds added since: a new field needs no migration there).
 */
export type Storage = { table: string } | "banner" | "block";

export interface KindDeclaration {
  id: string;
  /** Path under /api, without the trailing /{id}. */
  path: string;
  /** Name of the envelope key in answers. */
  envelope: string;
  /** How people call it in the admin (history, activity log, previews). */
  label: string;
  /** The public page that shows it (what a preview opens). */
  page: string;
  storage: Storage;
  /** False when the legacy site has no such record (the legacy import leaves it alone). */
  legacy?: boolean;
  fields: Record<string, FieldSpec>;
}

type Shape<F extends Record<string, FieldSpec>> = { [K in keyof F]: F[K]["schema"] };
type KeysWhere<F extends Record<string, FieldSpec>, I extends FieldInput> = { [K in keyof F]: F[K]["input"] extends I ? K & string : never }[keyof F];

export type Kind<D extends KindDeclaration> = D & {
  schema: z.ZodObject<Shape<D["fields"]>>;
  /** Fields holding HTML, sanitised on write. */
  richText: readonly KeysWhere<D["fields"], "rich">[];
  /** Fields holding an image (data string in, /media URL out). */
  images: readonly KeysWhere<D["fields"], "image">[];
  /** Fields holding a web address (an http(s) URL or empty), not free text. */
  urls: readonly (keyof D["fields"] & string)[];
  /** The seed values. */
  fallback: { [K in keyof D["fields"]]: string };
};

/** Completes a declaration with what is derived from its fields. */
export function kind<const D extends KindDeclaration>(d: D): Kind<D> {
  const entries = Object.entries(d.fields);
  const where = (input: FieldInput) => entries.filter(([, f]) => f.input === input).map(([name]) => name);
  return {
    ...d,
    schema: z.object(Object.fromEntries(entries.map(([name, f]) => [name, f.schema]))) as unknown as z.ZodObject<Shape<D["fields"]>>,
    richText: where("rich") as never,
    images: where("image") as never,
    urls: entries.filter(([, f]) => f.url).map(([name]) => name) as never,
    fallback: Object.fromEntries(entries.map(([name, f]) => [name, f.seed])) as never,
  };
}

/** Paragraphs of a "lines" field: split at blank lines, each trimmed, empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
