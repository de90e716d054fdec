import { z } from "zod";
import { ID_PATTERN } from "../ids.ts";
import { looksLikeId, SLUG_MAX, SLUG_PATTERN, SLUG_RULE } from "../slug.ts";

/** The message for a missing or non-string value, so `fields` reads "title: is required". */
const textError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };
const str = () => z.string(textError);

// PostgreSQL text cannot hold U+0000; refusing it keeps both databases alike and never a 500.
const NO_NUL = /^[^\0]*$/;
const NO_NUL_MESSAGE = "must not contain NUL characters";

/** A record id as it appears in paths and payloads. */
export const idSchema = str().regex(ID_PATTERN, "must be 24 hexadecimal characters");

/** Plain text: stored as typed (trimmed), escaped on output. */
export const plainText = (max = 2000) =>
  str().trim().max(max, `must be at most ${max} characters`).regex(NO_NUL, NO_NUL_MESSAGE);

/** A plain-text field that must not be empty after trimming. */
export const requiredText = (max = 2000) =>
  str().trim().min(1, "is required").max(max, `must be at most ${max} characters`).regex(NO_NUL, NO_NUL_MESSAGE);

/**
 * Rich text (HTML from the editor); sanitised on the server before it is stored. The limit is
 * generous because the editor inlines pasted images as data strings, which the server moves to
 * /media before storing.
 */
export const RICH_TEXT_MAX = 12_000_000;
export const richText = (max = RICH_TEXT_MAX) =>
  str().max(max, `must be at most ${max} characters`).regex(NO_NUL, NO_NUL_MESSAGE);

/**
 * An image in JSON: a `data:image/…;base64,…` string (checked, re-encoded and stored) or the
 * `/media/…` URL of an image already stored; "" clears it. Answers always carry `/media/…` URLs.
 */
export const IMAGE_FIELD_MAX = 15_000_000;
export const imageField = () => str().max(IMAGE_FIELD_MAX, "is too large").regex(NO_NUL, NO_NUL_MESSAGE);

/** Creation and last-change times (ISO 8601, UTC) that every stored record carries. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/**
 * A moment as ISO 8601 with a UTC offset or Z (e.g. `2026-12-01T09:00:00+01:00`), read as the
 * UTC ISO string it names (`2026-12-01T08:00:00.000Z`): how times are stored and answered.
 */
export const instantSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i, "must be a date and time with its UTC offset, e.g. 2026-12-01T09:00:00+01:00")
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be a real date and time")
  .transform((v) => new Date(v).toISOString());

/** The body of every error answer of the API. */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/**
 * A record's readable address: trimmed and lower-cased, then checked against the one rule
 * (shared/slug.ts); a `reserved` slug (`reservedRule` says why) or an id-like one is refused.
 * Uniqueness is checked by the server (409).
 */
export const slugField = (reserved: readonly string[], reservedRule: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .toLowerCase()
    .min(1, "must not be empty")
    .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
    .regex(SLUG_PATTERN, SLUG_RULE)
    .refine((slug) => !reserved.includes(slug), { error: reservedRule })
    .refine((slug) => !looksLikeId(slug), { error: "must not look like a record id (24 hexadecimal characters)" });

/** A create's optional slug: empty or absent means "make one from the name". */
export const optionalSlug = <T extends z.ZodType>(slug: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), slug.optional());
