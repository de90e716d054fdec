// `npm run bench:media-bytes`: what the media pipeline stores and serves for the seeded banners and
// heroes (uploaded as staff would, exported as PNG) and five photo-like test pictures (gradients
// and noise): bytes uploaded, the stored original (banners re-encoded to SPEC.md's 70 KB guidance),
// and the WebP and AVIF variants pages are served. Prints a Markdown table.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { encodeImage, guideFor } from "../server/services/media.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function photoLike(i: number): Promise<Buffer> {
  const width = 1920;
  const height = 1080 - i * 120;
  const stops = [
    ["#1f3b57", "#c9a45c"],
    ["#2f6871", "#e8d9b0"],
    ["#5e6d47", "#f2efe6"],
    ["#553b64", "#d98f4e"],
    ["#214a74", "#8fb3c9"],
  ][i]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${400 + i * 250}" cy="${height / 2}" r="${180 + i * 20}" fill="#ffffff" opacity="0.25"/></svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 18 + i * 4 } } })
    .png()
    .toBuffer();
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(base).composite([{ input: noise, blend: "soft-light" }]).png().toBuffer();
}

async function variants(data: Buffer) {
  const out: Record<string, number> = {};
  for (const w of [960, 1920]) {
    const img = sharp(data).resize({ width: w, withoutEnlargement: true });
    out[`webp${w}`] = (await img.clone().webp({ quality: 78 }).toBuffer()).length;
    out[`avif${w}`] = (await img.clone().avif({ quality: 55, effort: 4 }).toBuffer()).length;
  }
  return out;
}

const rows: string[] = [];
const inputs: { name: string; png: Buffer; field: string }[] = [];
for (const dir of ["banners", "heroes"]) {
  for (const f of readdirSync(path.join(ROOT, "client/public/images", dir)).filter((n) => n.endsWith(".webp") && !n.includes("portrait"))) {
    inputs.push({ name: `${dir}/${f}`, png: await sharp(path.join(ROOT, "client/public/images", dir, f)).png().toBuffer(), field: dir === "banners" ? "bannerImgString" : "heroImage" });
  }
}
for (let i = 0; i < 5; i++) inputs.push({ name: `photo-like ${i + 1}`, png: await photoLike(i), field: "bannerImgString" });

let before = 0;
let after = 0;
for (const input of inputs) {
  const encoded = await encodeImage(input.png, input.field, guideFor(input.field));
  const v = await variants(encoded.data);
  before += input.png.length;
  after += Math.min(v.webp1920!, v.avif1920!);
  rows.push(
    `| ${input.name} (${input.field === "bannerImgString" ? "banner" : "hero"}) | ${kb(input.png.length)} | ${kb(encoded.data.length)} ${encoded.row.ext.toUpperCase()} ${encoded.row.width}×${encoded.row.height} | ${kb(v.webp960!)} | ${kb(v.avif960!)} | ${kb(v.webp1920!)} | ${kb(v.avif1920!)} |`,
  );
}
process.stdout.write(
  `| image | uploaded (PNG) | stored original | WebP 960 | AVIF 960 | WebP 1920 | AVIF 1920 |\n|---|---|---|---|---|---|---|\n${rows.join("\n")}\n\n` +
    `Total uploaded ${kb(before)}; served at 1920 px (the smaller of WebP and AVIF) ${kb(after)}.\n`,
);
