import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companyHeroes, companyImages, newsImages, pageHeroes, sectorHeroes } from "../../shared/content/images.ts";
import { HERO_CROP, heroCrop } from "../../client/lib/hero-images.ts";

const publicDir = path.resolve(import.meta.dirname, "../../client/public");
const heroes = [...Object.values(pageHeroes), ...Object.values(sectorHeroes), ...Object.values(companyHeroes), newsImages.lowCupHero, newsImages.lagosArenaHero];

describe("hero centre crops for portrait phones", () => {
  it.each(heroes.map((h) => [h.path]))("%s has its 640×800 centre crop on disk", async (heroPath) => {
    const crop = heroCrop(heroPath);
    expect(crop).toBeDefined();
    const file = path.join(publicDir, crop!);
    expect(existsSync(file), `${crop} is missing: run node scripts/generate-hero-crops.ts`).toBe(true);
    const meta = await sharp(file).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ ...HERO_CROP, format: "webp" });
  });

  it("offers no crop for images that are not full-width heroes, nor for stored images", () => {
    for (const card of Object.values(companyImages)) expect(heroCrop(card.path)).toBeUndefined();
    expect(heroCrop(`/media/${"a".repeat(64)}.jpg`)).toBeUndefined();
    expect(heroCrop("/images/home/hero-poster.webp")).toBeUndefined();
    expect(heroCrop(newsImages.lagosArena.path)).toBeUndefined();
  });
});
