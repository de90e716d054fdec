import { SEEDS, type SingletonValues } from "./schemas/content.ts";

/**
 * The built-in content (SPEC.md section 9): seeded into the database at first start, and shown
 * by the site wherever a stored field is empty. Each block's seeds are declared with its fields
 * in shared/schemas/content.ts.
 */
export { DEFAULT_EMAIL } from "./schemas/content.ts";

export const FALLBACKS: SingletonValues = SEEDS;
