import type { Footer } from "../../shared/schemas/content.ts";
import { fallbacks } from "../../shared/content/site.ts";
import type { ContactPageCopy } from "../../shared/content/types.ts";
import { withFallbacks } from "./content.ts";

/** The telephones of the footer block: a comma-separated string, split into a list. */
export const splitTelephones = (telephones: string): string[] =>
  telephones
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** A `tel:` URL for a number as people write it ("+234 1 280 2828" → "tel:+23412802828"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A website address as a reader would say it: no scheme, no trailing slash. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/** The footer block with each empty field replaced by its built-in text (SPEC section 9). */
export function footerWithFallbacks(stored: Partial<Footer> | undefined): Footer {
  const footer = withFallbacks(stored, fallbacks.footer);
  if (splitTelephones(footer.telephones).length === 0) footer.telephones = fallbacks.footer.telephones;
  return footer;
}

/** The OpenStreetMap embed URL of a small box around a point, with a marker on it. */
export function osmEmbedUrl({ latitude, longitude, zoom }: ContactPageCopy["map"]): string {
  // Half the box size in degrees, roughly the area a zoom level shows in a 1200px-wide frame.
  const half = 360 / 2 ** (zoom + 1);
  const bbox = [longitude - half, latitude - half / 2, longitude + half, latitude + half / 2].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

export const osmLinkUrl = ({ latitude, longitude, zoom }: ContactPageCopy["map"]): string =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
