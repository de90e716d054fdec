import type { Tone } from "../../shared/content/types.ts";

/**
 * The attribute that paints an element in a sector's colours: tokens.css turns `data-tone` into
 * `--tone` (the colour) and `--tone-ink` (text that reads on it), read from the tone's tokens.
 * An attribute, not a style attribute, so the CSP needs no inline style for it (docs/security.md).
 */
export const toneAttrs = (tone: Tone) => ({ "data-tone": tone }) as const;
