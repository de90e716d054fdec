/**
 * Generates the site's own imagery from code: every raster image listed in
 * `shared/content/images.ts` (optimised WebP, one JPEG social card), the logos, the favicon and the
 * looping home hero video. The outputs are committed; this script is not part of the build.
 *
 *   node scripts/generate-assets.ts              everything (the video needs ffmpeg)
 *   node scripts/generate-assets.ts --no-video   images only
 *   node scripts/generate-assets.ts --only=low-cup,logo   only paths containing one of these
 */
import { readFileSync } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import sharp, { type Sharp } from "sharp";
import {
  allRasterImages,
  bannerImages,
  brandImages,
  companyDefaultImage,
  companyHeroes,
  companyImages,
  heroVideo,
  homeImages,
  leaderPortraits,
  lowCupGallery,
  newsImages,
  pageHeroes,
  sectorHeroes,
} from "../shared/content/images.ts";
import { leaders } from "../shared/content/leadership.ts";
import type { ImageAsset } from "../shared/content/types.ts";
import type { Ctx } from "./assets/elements.ts";
import { faviconSvg, logoMarkup, logoSvg } from "./assets/logo.ts";
import { portraitPlate } from "./assets/portraits.ts";
import * as city from "./assets/scenes-city.ts";
import * as industry from "./assets/scenes-industry.ts";
import * as land from "./assets/scenes-land.ts";
import { polo, type PoloShot } from "./assets/scenes-polo.ts";
import { GOLD, NAVY, n, palette, seeded, seedOf, Svg } from "./assets/svg.ts";
import { posterFrame, renderHeroVideo, type VideoSpec } from "./assets/video.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "client", "public");

type Draw = (c: Ctx) => void;
interface Plan {
  colour: string;
  draw: Draw;
}

/** A sector's colour, read from its one home: `--sector-<tone>` in client/styles/tokens.css. */
const TOKENS = readFileSync(join(ROOT, "client", "styles", "tokens.css"), "utf8");
function sector(tone: string): string {
  const colour = new RegExp(`--sector-${tone}:\\s*(#[0-9a-f]{6})`, "i").exec(TOKENS)?.[1];
  if (!colour) throw new Error(`tokens.css has no colour --sector-${tone}`);
  return colour;
}
const plan = (colour: string, draw: Draw): Plan => ({ colour, draw });

/** Which composition, in which colour, makes each image of the manifest. */
const plans = new Map<string, Plan>([
  [pageHeroes.about.path, plan(NAVY, (c) => city.waterfrontCity(c, { sunX: 0.55, warmth: 0.85 }))],
  [pageHeroes.whoWeAre.path, plan(NAVY, (c) => city.colonnade(c, { columns: 7, light: 0.15 }))],
  [pageHeroes.coreValues.path, plan(NAVY, (c) => city.colonnade(c, { columns: 3, light: 0.3 }))],
  [pageHeroes.leadership.path, plan(NAVY, (c) => city.atrium(c))],
  [pageHeroes.approach.path, plan(sector("aviation"), (c) => land.delta(c))],
  [pageHeroes.strategicAlliances.path, plan(NAVY, (c) => city.bridges(c, { two: true }))],
  [pageHeroes.investments.path, plan(NAVY, (c) => city.waterfrontCity(c, { cranes: 0.3, sunX: 0.3, warmth: 0.7 }))],
  [pageHeroes.news.path, plan(NAVY, (c) => city.waterfrontCity(c, { night: true, sunX: 0.5 }))],
  [pageHeroes.contacts.path, plan(NAVY, (c) => city.waterfrontCity(c, { night: true, sunX: 0.3, peakX: 0.62, horizon: 0.7 }))],

  [bannerImages.whoWeAre.path, plan(NAVY, (c) => city.facade(c))],
  [bannerImages.coreValues.path, plan(NAVY, (c) => city.colonnade(c, { columns: 9, light: 0.8 }))],
  [bannerImages.approach.path, plan(sector("aviation"), (c) => land.fields(c))],
  [bannerImages.strategicAlliances.path, plan(NAVY, (c) => city.bridges(c))],

  [sectorHeroes.construction.path, plan(sector("construction"), (c) => city.constructionSite(c))],
  [sectorHeroes["real-estate"].path, plan(sector("real-estate"), (c) => city.residential(c))],
  [sectorHeroes.aviation.path, plan(sector("aviation"), (c) => land.runway(c))],
  [sectorHeroes.telecommunications.path, plan(NAVY, (c) => land.fibre(c))],
  [sectorHeroes.mining.path, plan(sector("mining"), (c) => industry.quarry(c))],

  [companyHeroes.arbico.path, plan(sector("construction"), (c) => city.constructionSite(c, { close: true }))],
  [companyHeroes.nivafer.path, plan(sector("construction"), (c) => industry.girders(c))],
  [companyHeroes.fidc.path, plan(sector("real-estate"), (c) => city.residential(c))],
  [companyHeroes.aac.path, plan(sector("aviation"), (c) => land.runway(c, { night: true }))],
  [companyHeroes.biswal.path, plan(sector("manufacturing"), (c) => industry.tiles(c))],
  [companyHeroes.afl.path, plan(sector("real-estate"), (c) => land.fibre(c))],
  [companyHeroes.ledco.path, plan(sector("aviation"), (c) => industry.streetLights(c))],
  [companyHeroes.anker.path, plan(NAVY, (c) => land.masts(c))],
  [companyHeroes["prestige-chen-jun"].path, plan(sector("mining"), (c) => industry.aggregates(c))],
  [companyHeroes["r28-energy"].path, plan(sector("energy"), (c) => industry.offshore(c, { kind: "platform" }))],
  [companyHeroes["biswal-oil-and-gas"].path, plan(sector("energy"), (c) => industry.offshore(c, { kind: "rig" }))],
  [companyHeroes["eco-joinery"].path, plan(sector("manufacturing"), (c) => industry.doors(c))],
  [companyHeroes.utopian.path, plan(sector("healthcare"), (c) => land.health(c))],
  [companyHeroes.veenocks.path, plan(sector("retail"), (c) => industry.tools(c))],
  [companyHeroes.osc.path, plan(sector("energy"), (c) => industry.offshore(c, { kind: "vessel" }))],
  [companyHeroes.posmoreti.path, plan(sector("retail"), (c) => city.shopfronts(c))],

  [companyImages.arbico.path, plan(sector("construction"), (c) => city.constructionSite(c))],
  [companyImages.nivafer.path, plan(sector("construction"), (c) => industry.girders(c, { close: true }))],
  [companyImages.fidc.path, plan(sector("real-estate"), (c) => city.residential(c, { close: true }))],
  [companyImages.aac.path, plan(sector("aviation"), (c) => land.runway(c, { tower: "close" }))],
  [companyImages.biswal.path, plan(sector("manufacturing"), (c) => industry.tiles(c, { scale: 1.5 }))],
  [companyImages.afl.path, plan(NAVY, (c) => land.fibre(c, { ends: true }))],
  [companyImages.ledco.path, plan(sector("aviation"), (c) => industry.streetLights(c, { close: true }))],
  [companyImages.anker.path, plan(NAVY, (c) => land.masts(c, { close: true }))],
  [companyImages["prestige-chen-jun"].path, plan(sector("mining"), (c) => industry.quarry(c))],
  [companyImages["r28-energy"].path, plan(sector("energy"), (c) => industry.offshore(c, { kind: "platform", night: true }))],
  [companyImages["biswal-oil-and-gas"].path, plan(sector("energy"), (c) => industry.pipeline(c))],
  [companyImages["eco-joinery"].path, plan(sector("manufacturing"), (c) => industry.doors(c, { single: true }))],
  [companyImages.utopian.path, plan(sector("healthcare"), (c) => land.health(c, { close: true }))],
  [companyImages.veenocks.path, plan(sector("retail"), (c) => industry.tools(c, { single: true }))],
  [companyImages.osc.path, plan(sector("energy"), (c) => industry.offshore(c, { kind: "vessel" }))],
  [companyImages.posmoreti.path, plan(sector("retail"), (c) => city.shopfronts(c, { close: true }))],
  [companyDefaultImage.path, plan(NAVY, (c) => land.pattern(c))],

  [newsImages.lowCupHero.path, plan(sector("aviation"), (c) => polo(c, "hero"))],
  [newsImages.lagosArenaHero.path, plan(NAVY, (c) => city.forum(c))],
  [newsImages.lagosArena.path, plan(NAVY, (c) => city.forum(c, { close: true }))],
]);

const LOW_CUP_SHOTS: PoloShot[] = ["field", "posts", "kit", "ball", "marquees", "trophy", "grandstand", "dust", "sunset"];
lowCupGallery.forEach((photo, i) => {
  const shot = LOW_CUP_SHOTS[i];
  if (shot) plans.set(photo.src, plan(sector("aviation"), (c) => polo(c, shot)));
});
for (const person of leaders) {
  const plate = leaderPortraits[person.slug as keyof typeof leaderPortraits];
  if (plate) plans.set(plate.path, plan(NAVY, (c) => portraitPlate(c, person.name)));
}

/** Size budgets in bytes, by kind of image. */
const budgetFor = (image: ImageAsset): number => {
  if (image.width <= 400) return 14_000;
  if (image.width >= 1920) return 60_000;
  if (image.width === 1200) return 60_000;
  return 40_000;
};

/** Encodes to WebP at the best quality that fits the budget. */
const encodeWebp = async (input: Sharp, budget: number): Promise<Buffer> => {
  let quality = 84;
  let bytes = await input.clone().webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  while (bytes.length > budget && quality > 40) {
    quality -= 6;
    bytes = await input.clone().webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  }
  return bytes;
};

const renderSvg = (image: ImageAsset, p: Plan): string => {
  const s = new Svg(image.width, image.height);
  p.draw({ s, w: image.width, h: image.height, r: seeded(seedOf(image.path)), p: palette(p.colour, GOLD) });
  return s.toString();
};

const out = (path: string): string => join(PUBLIC, ...path.split("/").filter(Boolean));

const save = async (path: string, data: Buffer | string): Promise<number> => {
  const file = out(path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  return (await stat(file)).size;
};

/** The social card: the night skyline with the logo and the headline. */
const socialCard = (image: ImageAsset): string => {
  const { width: w, height: h } = image;
  const s = new Svg(w, h);
  city.waterfrontCity({ s, w, h, r: seeded(seedOf(image.path)), p: palette(NAVY, GOLD) }, { night: true, sunX: 0.7, horizon: 0.78, peakX: 0.7 });
  s.rect(0, 0, w, h, s.linear(0, 0, w, 0, [
    { offset: 0, color: "#0A1626", opacity: 0.85 },
    { offset: 0.6, color: "#0A1626", opacity: 0.2 },
    { offset: 1, color: "#0A1626", opacity: 0 },
  ]));
  s.add(`<g transform="translate(${n(w * 0.06 - 10 * 2.2)} ${n(h * 0.14 - 8 * 2.2)}) scale(2.2)">${logoMarkup("#FFFFFF", GOLD)}</g>`);
  s.rect(w * 0.06, h * 0.48, w * 0.08, 3, GOLD);
  s.add(
    `<text x="${n(w * 0.06)}" y="${n(h * 0.6)}" font-family="Liberation Serif, DejaVu Serif, serif" font-size="${n(h * 0.075)}" fill="#FFFFFF">Investing in Tomorrow's</text>`,
    `<text x="${n(w * 0.06)}" y="${n(h * 0.7)}" font-family="Liberation Serif, DejaVu Serif, serif" font-size="${n(h * 0.075)}" fill="#FFFFFF">Possibilities Today!</text>`,
  );
  return s.toString();
};

const hasFfmpeg = (): boolean => spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;

const main = async (): Promise<void> => {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  const wanted = (path: string): boolean => !only || only.split(",").some((part) => path.includes(part));
  let total = 0;

  // Vector brand files.
  if (wanted("logo") || wanted("favicon")) {
    total += await save(brandImages.logoLight.path, logoSvg("light"));
    total += await save(brandImages.logoDark.path, logoSvg("dark"));
    total += await save(brandImages.favicon.path, faviconSvg());
  }

  const thumbs = new Map(lowCupGallery.map((g) => [g.thumb.path, g.src]));
  const videoSpec: VideoSpec = { width: heroVideo.width, height: heroVideo.height, fps: 25, seconds: heroVideo.durationSeconds };
  const missing: string[] = [];
  for (const image of allRasterImages) {
    if (!wanted(image.path)) continue;
    let bytes: Buffer;
    if (image.path === homeImages.socialCard.path) {
      bytes = await sharp(Buffer.from(socialCard(image))).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    } else if (image.path === homeImages.heroPoster.path) {
      bytes = await encodeWebp(sharp(await posterFrame(videoSpec)), budgetFor(image));
    } else if (thumbs.has(image.path)) {
      const source = thumbs.get(image.path) ?? "";
      const full = allRasterImages.find((a) => a.path === source);
      const p = plans.get(source);
      if (!full || !p) throw new Error(`no source for thumbnail ${image.path}`);
      bytes = await encodeWebp(sharp(Buffer.from(renderSvg(full, p))).resize(image.width, image.height, { fit: "cover" }), budgetFor(image));
    } else {
      const p = plans.get(image.path);
      if (!p) {
        missing.push(image.path);
        continue;
      }
      bytes = await encodeWebp(sharp(Buffer.from(renderSvg(image, p))), budgetFor(image));
    }
    const meta = await sharp(bytes).metadata();
    if (meta.width !== image.width || meta.height !== image.height) {
      throw new Error(`${image.path} is ${meta.width}×${meta.height}, the manifest says ${image.width}×${image.height}`);
    }
    const size = await save(image.path, bytes);
    total += size;
    const over = size > budgetFor(image) ? "  (over budget)" : "";
    console.log(`${image.path.padEnd(52)} ${String(Math.round(size / 1024)).padStart(4)} KB${over}`);
  }
  if (missing.length) throw new Error(`no composition planned for: ${missing.join(", ")}`);
  console.log(`images: ${Math.round(total / 1024)} KB`);

  if (args.includes("--no-video") || !wanted(heroVideo.mp4)) return;
  if (!hasFfmpeg()) {
    console.warn("ffmpeg not found: the hero video was not rendered (apt-get install -y ffmpeg)");
    return;
  }
  await mkdir(dirname(out(heroVideo.mp4)), { recursive: true });
  await renderHeroVideo(videoSpec, { mp4: out(heroVideo.mp4), webm: out(heroVideo.webm) });
  for (const path of [heroVideo.mp4, heroVideo.webm]) console.log(`${path.padEnd(52)} ${Math.round((await stat(out(path))).size / 1024)} KB`);
};

await main();
