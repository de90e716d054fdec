/**
 * Lighter sources for the full-bleed page heroes (docs/performance.md). A hero is `object-fit:
 * cover` over the full width and 70% of the height of the screen, so on a portrait phone only a
 * narrow centre band of a 1920×800 image shows. Each hero we ship has that band as its own
 * 640×800 file (`scripts/generate-hero-crops.ts`): the same pixels on screen for a quarter of
 * the bytes. Stored images use the media pipeline's resized variants.
 */

/** Screens on which a 640×800 centre crop covers the hero (box no wider than 0.8 × its height). */
export const PORTRAIT_SCREEN = "(max-aspect-ratio: 14/25)";

/** Width and height of the centre crops. */
export const HERO_CROP = { width: 640, height: 800 } as const;

/** Our heroes with a centre crop: /images/heroes/*, /images/sectors/*, /images/companies/*-hero, /images/news/<article>/hero. */
const SHIPPED_HERO = /^(\/images\/(?:heroes\/[\w-]+|sectors\/[\w-]+|companies\/[\w-]+-hero|news\/[\w-]+\/hero))\.webp$/;

/** The centre crop of one of our heroes, or undefined for any other image. */
export function heroCrop(src: string): string | undefined {
  const m = SHIPPED_HERO.exec(src);
  return m ? `${m[1]}-portrait.webp` : undefined;
}

/**
 * How wide a stored hero is drawn, for the choice among its 480/960/1920 variants: the whole
 * width on a portrait phone (the 960 variant; a little soft under the hero's dark overlay, a
 * fifth of the bytes), and wide enough to cover 70% of the screen's height elsewhere.
 */
export const STORED_HERO_SIZES = `${PORTRAIT_SCREEN} 100vw, max(100vw, 140vh)`;
