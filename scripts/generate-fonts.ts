/**
 * Writes the site's web fonts and their stylesheet: for each family, a small core file (printable
 * ASCII and the characters the site's copy uses, scripts/fonts/characters.ts) and a rest file
 * (the remainder of the latin range, fetched only by a page that uses one of its characters),
 * subset and instanced from the @fontsource-variable packages with HarfBuzz (subset-font, wasm);
 * and metric-matched fallback faces of the local Arial / Times New Roman (or their metric twins,
 * Liberation Sans / Serif), so the swap to the web font moves no text. The outputs are committed
 * (client/fonts/, client/styles/fonts.css); this script is not part of the build.
 *
 *   node scripts/generate-fonts.ts
 *
 * Needs the Liberation fonts (Debian: fonts-liberation) to measure the fallbacks.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { copyCharacters, copySample, coreCodePoints, formatUnicodeRange, LATIN_RANGE, restCodePoints, root, siteTexts } from "./fonts/characters.ts";
import { readNames, readSfnt, renameFont } from "./fonts/sfnt.ts";

const OUT = path.join(root, "client", "fonts");
const CSS = path.join(root, "client", "styles", "fonts.css");
const LIBERATION = "/usr/share/fonts/truetype/liberation";

interface LocalFont {
  /** Names for `local()`: the font and its metric-compatible twin. */
  local: string[];
  /** The file measured (the twin shipped with Debian; its advance widths are the original's). */
  file: string;
}

interface Family {
  /** The CSS family name, and the base of the file names. */
  css: string;
  file: string;
  /** The custom property that names it (client/styles/tokens.css). */
  token: string;
  source: string;
  licence: string;
  licenceFile: string;
  /**
   * Every font-weight the site's text is set in with this family (each computed style of every
   * public page and staff screen, read in Chromium; bold = 700 for `h5`, `h6` and `th`). The wght
   * axis keeps only their span: a weight outside it would render at the nearest end.
   */
  weights: number[];
  /** Renames the family inside the font (its name table), for a Reserved Font Name. */
  rename?: { from: RegExp; to: string }[];
  fallback: { css: string; regular: LocalFont; bold: LocalFont };
}

// Full names for local(): the font on Windows and macOS, its metric twin on Linux. (The browsers
// match full and PostScript names alike; the full names suffice and keep each page's CSS short.)
const ARIAL: LocalFont = { local: ["Arial", "Liberation Sans"], file: `${LIBERATION}/LiberationSans-Regular.ttf` };
const ARIAL_BOLD: LocalFont = { local: ["Arial Bold", "Liberation Sans Bold"], file: `${LIBERATION}/LiberationSans-Bold.ttf` };
const TIMES: LocalFont = { local: ["Times New Roman", "Liberation Serif"], file: `${LIBERATION}/LiberationSerif-Regular.ttf` };
const TIMES_BOLD: LocalFont = { local: ["Times New Roman Bold", "Liberation Serif Bold"], file: `${LIBERATION}/LiberationSerif-Bold.ttf` };

const FAMILIES: Family[] = [
  {
    css: "R28 Serif",
    file: "r28-serif",
    token: "--font-display",
    source: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
    licence: "@fontsource-variable/source-serif-4/LICENSE",
    licenceFile: "OFL-Source-Serif-4.txt",
    weights: [300, 400, 500, 600, 700],
    // Source Serif 4 carries the Reserved Font Name "Source": the OFL lets no modified version
    // (a subset with a narrower weight axis is one) be named with it, so ours is "R28 Serif".
    rename: [
      { from: /Source Serif 4/g, to: "R28 Serif" },
      { from: /SourceSerif4/g, to: "R28Serif" },
    ],
    fallback: { css: "R28 Serif Fallback", regular: TIMES, bold: TIMES_BOLD },
  },
  {
    css: "Inter Variable",
    file: "inter",
    token: "--font-body",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    licence: "@fontsource-variable/inter/LICENSE",
    licenceFile: "OFL-Inter.txt",
    weights: [400, 500, 600, 700],
    fallback: { css: "Inter Fallback", regular: ARIAL, bold: ARIAL_BOLD },
  },
];

/**
 * OpenType features kept: what Chromium applies by default to latin text (kern, liga, calt and the
 * mark and composition features) and what the CSS asks for (`font-variant-numeric: tabular-nums`,
 * `lining-nums`). Dropped from the packages' files: frac, numr, dnom, pnum (never asked for).
 */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "rclt", "tnum", "lnum"];

const pkg = (p: string) => path.join(root, "node_modules", p);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function subset(family: Family, source: Buffer, codePoints: Set<number>): Promise<Buffer> {
  const text = String.fromCodePoint(...codePoints);
  let sfnt = await subsetFont(source, text, {
    targetFormat: "sfnt",
    keepFeatures: FEATURES,
    variationAxes: { wght: { min: Math.min(...family.weights), max: Math.max(...family.weights) } },
  });
  if (family.rename) {
    const rules = family.rename;
    sfnt = renameFont(sfnt, (name) => rules.reduce((s, r) => s.replace(r.from, r.to), name));
    const kept = readNames(readSfnt(sfnt).tables.get("name")!).filter((r) => r.nameID !== 0 && /Source/.test(r.text));
    if (kept.length) throw new Error(`${family.css}: the name table still says ${kept.map((r) => `"${r.text}" (ID ${r.nameID})`).join(", ")}`);
  }
  return convert(sfnt, "woff2");
}

/** A HarfBuzz font of a file (WOFF2 is unpacked first), at a weight if it is variable. */
async function hbFont(data: Buffer, weight?: number): Promise<{ font: hb.Font; face: hb.Face }> {
  const sfnt = data.subarray(0, 4).toString("latin1") === "wOF2" ? await convert(data, "sfnt") : data;
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
  return { font, face };
}

/** The advance of the text set in the font, in em. */
function advance(font: hb.Font, face: hb.Face, text: string): number {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  return width / face.upem;
}

interface Metrics {
  weight: number;
  range: [number, number];
  local: LocalFont;
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

/**
 * For each weight of the family: the local font standing in during the swap (its bold from 600,
 * where browsers switch), scaled so that the site's copy sets to the web font's width
 * (size-adjust), with the web font's ascent, descent and line gap (scaled back by the same factor,
 * since the browser applies size-adjust to the overrides too).
 */
async function fallbackMetrics(family: Family, webFont: Buffer, sample: string): Promise<Metrics[]> {
  const weights = [...family.weights].sort((a, b) => a - b);
  const out: Metrics[] = [];
  for (const [i, weight] of weights.entries()) {
    const web = await hbFont(webFont, weight);
    const local = weight >= 600 ? family.fallback.bold : family.fallback.regular;
    if (!existsSync(local.file)) throw new Error(`${local.file} is missing: install the Liberation fonts (Debian: apt-get install fonts-liberation)`);
    const fb = await hbFont(readFileSync(local.file));
    const sizeAdjust = advance(web.font, web.face, sample) / advance(fb.font, fb.face, sample);
    const ext = web.font.hExtents();
    const em = web.face.upem;
    // Each face takes the weights nearest to its own; regular and bold faces part at 600.
    const edge = (a: number, b: number) => (a < 600 && b >= 600 ? 599 : Math.floor((a + b) / 2));
    const from = i === 0 ? 1 : edge(weights[i - 1]!, weight) + 1;
    const to = i === weights.length - 1 ? 1000 : edge(weight, weights[i + 1]!);
    out.push({
      weight,
      range: [from, to],
      local,
      sizeAdjust,
      ascent: ext.ascender / em / sizeAdjust,
      descent: -ext.descender / em / sizeAdjust,
      lineGap: ext.lineGap / em / sizeAdjust,
    });
  }
  return out;
}

const pct = (n: number) => `${Number((n * 100).toFixed(2))}%`;

function fontFaces(family: Family, coreRange: string, restRange: string, metrics: Metrics[]): string {
  const weight = `${Math.min(...family.weights)} ${Math.max(...family.weights)}`;
  const face = (part: string, range: string) => `@font-face {
  font-family: "${family.css}";
  font-display: swap;
  font-weight: ${weight};
  src: url("../fonts/${family.file}-${part}.woff2") format("woff2-variations");
  unicode-range: ${range};
}
`;
  const fallbacks = metrics.map(
    (m) => `@font-face {
  font-family: "${family.fallback.css}";
  font-weight: ${m.range[0]} ${m.range[1]};
  src: ${m.local.local.map((n) => `local("${n}")`).join(", ")};
  size-adjust: ${pct(m.sizeAdjust)};
  ascent-override: ${pct(m.ascent)};
  descent-override: ${pct(m.descent)};
  line-gap-override: ${pct(m.lineGap)};
}
`,
  );
  return [face("core", coreRange), face("rest", restRange), ...fallbacks].join("\n");
}

mkdirSync(OUT, { recursive: true });
const texts = siteTexts();
const copy = copyCharacters(texts);
const core = coreCodePoints(copy);
const rest = restCodePoints(core);
const coreRange = formatUnicodeRange(core);
const restRange = formatUnicodeRange(rest);
const sample = copySample(texts);

process.stdout.write(`Characters of the site's copy beyond printable ASCII (latin range):\n`);
for (const [cp, files] of [...copy].sort((a, b) => a[0] - b[0])) {
  const ch = cp < 0x20 || cp === 0xfeff ? " " : String.fromCodePoint(cp);
  process.stdout.write(`  U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${ch}  ${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""}\n`);
}
process.stdout.write(`core: ${coreRange}\nrest: ${restRange}\nfallback widths matched on ${sample.length} characters of copy\n\n`);

const css: string[] = [];
const readme: string[] = [];
for (const family of FAMILIES) {
  const source = readFileSync(pkg(family.source));
  const version = JSON.parse(readFileSync(pkg(`${family.source.split("/files/")[0]}/package.json`), "utf8")) as { name: string; version: string };
  const coreFont = await subset(family, source, core);
  const restFont = await subset(family, source, rest);
  writeFileSync(path.join(OUT, `${family.file}-core.woff2`), coreFont);
  writeFileSync(path.join(OUT, `${family.file}-rest.woff2`), restFont);
  writeFileSync(path.join(OUT, family.licenceFile), readFileSync(pkg(family.licence)));
  const metrics = await fallbackMetrics(family, coreFont, sample);
  css.push(`/* ${family.css} (${family.token}) and its fallback */\n${fontFaces(family, coreRange, restRange, metrics)}`);
  readme.push(
    `- \`${family.file}-core.woff2\`, \`${family.file}-rest.woff2\`: "${family.css}", from \`${family.source}\` (${version.name} ${version.version}): ` +
      `weight axis ${Math.min(...family.weights)}-${Math.max(...family.weights)}, features ${FEATURES.join(" ")}` +
      `${family.rename ? `; renamed from "Source Serif 4" (Reserved Font Name "Source")` : ""}. Licence: \`${family.licenceFile}\` (SIL OFL 1.1).`,
  );
  process.stdout.write(`${family.css} (from ${version.name} ${version.version}, ${kb(source.length)})\n`);
  process.stdout.write(`  core ${kb(coreFont.length)} (${coreFont.length} bytes), rest ${kb(restFont.length)} (${restFont.length} bytes), wght ${Math.min(...family.weights)}-${Math.max(...family.weights)}\n`);
  process.stdout.write(`  fallback "${family.fallback.css}":\n`);
  for (const m of metrics) {
    process.stdout.write(`    ${m.weight} (font-weight ${m.range[0]}-${m.range[1]}) ${m.local.local[0]}: size-adjust ${pct(m.sizeAdjust)}, ascent ${pct(m.ascent)}, descent ${pct(m.descent)}, line gap ${pct(m.lineGap)}\n`);
  }
}

writeFileSync(
  CSS,
  `/*
 * Written by scripts/generate-fonts.ts (run it rather than editing this file).
 *
 * Each family is two files: the core (printable ASCII and the characters the site's copy uses),
 * which every page fetches, and the rest of the latin range, which a page fetches only when its
 * text has one of those characters. Both are variable on the weight axis over the weights the CSS
 * uses. The fallback faces are the local Arial / Times New Roman (or Liberation Sans / Serif, their
 * metric twins) scaled to the web fonts' widths and given their vertical metrics, so text keeps its
 * line breaks and height when the web font swaps in. Latin range: ${LATIN_RANGE}.
 */
${css.join("\n")}`,
);
writeFileSync(
  path.join(OUT, "README.md"),
  `# Web fonts

Written by \`scripts/generate-fonts.ts\` (with \`client/styles/fonts.css\`); modified versions of the
fonts below, each under the SIL Open Font License 1.1 (the licence files beside them). Each family
is split into a core file (printable ASCII and the characters the site's copy uses) and a rest file
(the remainder of the latin range); see docs/performance.md, "Fonts".

${readme.join("\n")}
`,
);
process.stdout.write(`\nwrote client/fonts/ and client/styles/fonts.css\n`);
