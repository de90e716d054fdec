// Writes the centre crop of every page hero we ship (client/lib/hero-images.ts explains why):
// `<hero>-portrait.webp` beside each 1920×800 hero. Run after changing a hero image; the outputs
// are committed like the heroes themselves (scripts/generate-assets.ts). Not part of the build.
import path from "node:path";
import sharp from "sharp";
import { companyHeroes, newsImages, pageHeroes, sectorHeroes } from "../shared/content/images.ts";
import { HERO_CROP, heroCrop } from "../client/lib/hero-images.ts";

const publicDir = path.resolve(import.meta.dirname, "../client/public");
for (const hero of [...Object.values(pageHeroes), ...Object.values(sectorHeroes), ...Object.values(companyHeroes), newsImages.lowCupHero, newsImages.lagosArenaHero]) {
  const crop = heroCrop(hero.path);
  if (!crop) throw new Error(`${hero.path} is not a hero heroCrop() knows`);
  const scale = HERO_CROP.height / hero.height;
  const width = Math.round(HERO_CROP.width / scale);
  const info = await sharp(path.join(publicDir, hero.path))
    .extract({ left: Math.round((hero.width - width) / 2), top: 0, width, height: hero.height })
    .resize(HERO_CROP.width, HERO_CROP.height)
    .webp({ quality: 72, effort: 6 })
    .toFile(path.join(publicDir, crop));
  process.stdout.write(`${crop} ${info.size} bytes\n`);
}
