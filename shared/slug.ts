/**
 * The readable address of a record: `/our-investments/{slug}`. One rule for the whole site,
 * shared by the API's validation, the seed and the admin's preview of the address.
 */
import { ID_PATTERN } from "./ids.ts";

/** Lower-case ASCII letters and digits, in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;
export const SLUG_RULE = "must use only lower-case letters a-z, digits and single hyphens between words";

/**
 * A slug made from a name: accents dropped (é → e), "&" read as "and", every other run of
 * non-alphanumerics one hyphen, at most SLUG_MAX characters; "" when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

/** A slug that looks like a record id: it would shadow the id address of another record. */
export const looksLikeId = (slug: string): boolean => ID_PATTERN.test(slug);
