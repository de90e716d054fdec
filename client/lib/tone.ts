import type { CSSProperties } from "react";
import type { Tone } from "../content/types.ts";

/**
 * The inline style that paints an element in a sector's colours: `--tone` (the colour) and
 * `--tone-ink` (text that reads on it), both read from the tone's tokens in tokens.css.
 */
export const toneStyle = (tone: Tone): CSSProperties =>
  ({ "--tone": `var(--sector-${tone})`, "--tone-ink": `var(--sector-${tone}-ink)` }) as CSSProperties;
