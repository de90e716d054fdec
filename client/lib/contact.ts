import type { Footer } from "../../shared/schemas/content.ts";
import { fallbacks } from "../content/site.ts";
import { withFallbacks } from "./content.ts";

/** The telephones of the footer block: a comma-separated string, split into a list. */
export const splitTelephones = (telephones: string): string[] =>
  telephones
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** A `tel:` URL for a number as people write it ("+234 1 280 2828" → "tel:+23412802828"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The footer block with each empty field replaced by its built-in text (SPEC section 9). */
export function footerWithFallbacks(stored: Partial<Footer> | undefined): Footer {
  const footer = withFallbacks(stored, fallbacks.footer);
  if (splitTelephones(footer.telephones).length === 0) footer.telephones = fallbacks.footer.telephones;
  return footer;
}
