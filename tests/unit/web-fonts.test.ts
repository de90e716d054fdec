import { readFileSync } from "node:fs";
import path from "node:path";
import { convert } from "fontverter";
import * as hb from "harfbuzzjs";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { copyCharacters, coreCodePoints, cssContentTexts, filesUnder, formatUnicodeRange, LATIN_RANGE, literalTexts, parseUnicodeRange } from "../../scripts/fonts/characters.ts";
import { FONT_BYTES_BUDGET } from "../../shared/budgets.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fontsDir = path.join(root, "client/fonts");
const FONTS_CSS = readFileSync(path.join(root, "client/styles/fonts.css"), "utf8");
const TOKENS = readFileSync(path.join(root, "client/styles/tokens.css"), "utf8");
const REGENERATE = "run node scripts/generate-fonts.ts";

interface Face {
  family: string;
  weight: string;
  src: string;
  unicodeRange?: string;
  sizeAdjust?: string;
}

const faces: Face[] = [];
postcss.parse(FONTS_CSS).walkAtRules("font-face", (rule) => {
  const decl = (prop: string) => {
    let value: string | undefined;
    rule.walkDecls(prop, (d) => void (value = d.value));
    return value;
  };
  faces.push({ family: decl("font-family")!.replace(/"/g, ""), weight: decl("font-weight")!, src: decl("src")!, unicodeRange: decl("unicode-range"), sizeAdjust: decl("size-adjust") });
});
const webFaces = faces.filter((f) => f.src.startsWith("url("));
const fileOf = (face: Face) => /url\("\.\.\/fonts\/([^"]+)"\)/.exec(face.src)![1]!;
/** The web font families, each with its core face (the one that holds "A") and its rest face. */
const families = [...new Set(webFaces.map((f) => f.family))].map((family) => {
  const own = webFaces.filter((f) => f.family === family);
  const core = own.find((f) => parseUnicodeRange(f.unicodeRange!).has(0x41))!;
  return { family, core, rest: own.filter((f) => f !== core) };
});

async function openFont(file: string) {
  const face = new hb.Face(new hb.Blob(await convert(readFileSync(path.join(fontsDir, file)), "sfnt")));
  return { face, unicodes: new Set(face.collectUnicodes()) };
}

/** Controls and format characters (soft hyphen, zero-width space, BOM): laid out without a glyph. */
const invisible = (cp: number) => /\p{Cc}|\p{Cf}/u.test(String.fromCodePoint(cp));
const u = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${invisible(cp) ? "" : String.fromCodePoint(cp)}`;

describe("web fonts (client/fonts, client/styles/fonts.css)", () => {
  it("declares two families, each a core face and one rest face", () => {
    expect(families.map((f) => [f.family, f.rest.length])).toEqual([
      ["R28 Serif", 1],
      ["Inter Variable", 1],
    ]);
  });

  it("keeps the files every page fetches, and each rest file, within their byte budgets", () => {
    const size = (face: Face) => readFileSync(path.join(fontsDir, fileOf(face))).length;
    const core = families.reduce((sum, f) => sum + size(f.core), 0);
    expect(core, `core files ${core} bytes`).toBeLessThanOrEqual(FONT_BYTES_BUDGET.coreFiles);
    for (const f of families) for (const rest of f.rest) expect(size(rest), fileOf(rest)).toBeLessThanOrEqual(FONT_BYTES_BUDGET.restFile);
  });

  it("gives core and rest unicode-ranges that do not overlap and together cover the old latin range exactly", () => {
    const latin = parseUnicodeRange(LATIN_RANGE);
    for (const f of families) {
      const core = parseUnicodeRange(f.core.unicodeRange!);
      const rest = parseUnicodeRange(f.rest[0]!.unicodeRange!);
      expect([...core].filter((cp) => rest.has(cp)).map(u), `${f.family}: in both`).toEqual([]);
      expect(formatUnicodeRange([...core, ...rest]), f.family).toBe(formatUnicodeRange(latin));
    }
  });

  it("puts every character the site's texts use in the core range, with a glyph in each core file", async () => {
    const copy = copyCharacters();
    // Printable ASCII and everything the seeded content, the fixed pages and the staff screens use.
    const needed = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...copy.keys()];
    expect(formatUnicodeRange(coreCodePoints(copy)), `the core range is out of date: ${REGENERATE}`).toBe(formatUnicodeRange(parseUnicodeRange(families[0]!.core.unicodeRange!)));
    for (const f of families) {
      const range = parseUnicodeRange(f.core.unicodeRange!);
      const { unicodes } = await openFont(fileOf(f.core));
      expect(needed.filter((cp) => !range.has(cp)).map(u), `${f.family}: outside the core range (${REGENERATE})`).toEqual([]);
      expect(needed.filter((cp) => !invisible(cp) && !unicodes.has(cp)).map(u), `${f.family}: no glyph in ${fileOf(f.core)}`).toEqual([]);
    }
  });

  it("loses no character of the packages' latin files that their unicode-range let pages use: each is in the core or the rest file", async () => {
    const latin = parseUnicodeRange(LATIN_RANGE);
    const sources: Record<string, string> = {
      "R28 Serif": "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
      "Inter Variable": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    };
    for (const f of families) {
      const source = new hb.Face(new hb.Blob(await convert(readFileSync(path.join(root, "node_modules", sources[f.family]!)), "sfnt")));
      const core = await openFont(fileOf(f.core));
      const rest = await openFont(fileOf(f.rest[0]!));
      const lost = [...source.collectUnicodes()].filter((cp) => latin.has(cp) && !core.unicodes.has(cp) && !rest.unicodes.has(cp));
      expect(lost.map(u), f.family).toEqual([]);
    }
  });

  it("declares each face's weight range as its font's wght axis", async () => {
    for (const f of families) {
      for (const face of [f.core, ...f.rest]) {
        const { face: font } = await openFont(fileOf(face));
        const axis = font.getAxisInfos().wght!;
        expect(`${axis.min} ${axis.max}`, fileOf(face)).toBe(face.weight);
      }
    }
  });

  it("sets no text in a weight outside the axes: every font-weight of the stylesheets is within 300-700, and below 400 only in the display family", () => {
    const inter = families.find((f) => f.family === "Inter Variable")!.core.weight.split(" ").map(Number);
    const serif = families.find((f) => f.family === "R28 Serif")!.core.weight.split(" ").map(Number);
    const problems: string[] = [];
    for (const file of filesUnder(path.join(root, "client"), [".css"])) {
      postcss.parse(readFileSync(file, "utf8")).walkDecls(/^font-weight$/, (d) => {
        const where = `${path.relative(root, file)}: ${(d.parent as postcss.Rule).selector} { font-weight: ${d.value} }`;
        if (["bolder", "lighter"].includes(d.value)) problems.push(`${where}: relative weights can leave the axes`);
        const w = d.value === "bold" ? 700 : d.value === "normal" ? 400 : Number(d.value);
        if (!Number.isFinite(w)) return;
        if (w < Math.min(inter[0]!, serif[0]!) || w > Math.max(inter[1]!, serif[1]!)) problems.push(where);
        let display = false;
        (d.parent as postcss.Rule).walkDecls("font-family", (f) => void (display ||= f.value.includes("--font-display")));
        if (w < inter[0]! && !display) problems.push(`${where}: below the body font's axis and not in the display family`);
      });
    }
    expect(problems).toEqual([]);
  });

  it("names each metric-matched fallback family right after its web font", () => {
    // A token's value in a block of tokens.css, with the var() references it makes resolved.
    const token = (name: string, css: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)![1]!;
    const resolve = (value: string): string => value.replace(/var\((--[\w-]+)\)/g, (_, ref: string) => resolve(token(ref, TOKENS)));
    const stack = (name: string, css: string) => resolve(token(name, css)).split(",").map((s) => s.trim().replace(/"/g, ""));
    // Once a page turns the web fonts on (docs/performance.md "Fonts"), on the root or part by
    // part (one rule for both): each, then its fallback.
    const on = /:root\[data-web-fonts\],\s*body \[data-web-fonts\]\s*\{([^}]*)\}/.exec(TOKENS)![1]!;
    expect(stack("--font-display", on).slice(0, 2)).toEqual(["R28 Serif", "R28 Serif Fallback"]);
    expect(stack("--font-body", on).slice(0, 2)).toEqual(["Inter Variable", "Inter Fallback"]);
    // Before: the fallback first.
    expect(stack("--font-display", TOKENS)[0]).toBe("R28 Serif Fallback");
    expect(stack("--font-body", TOKENS)[0]).toBe("Inter Fallback");
    for (const fallback of ["R28 Serif Fallback", "Inter Fallback"]) {
      const own = faces.filter((f) => f.family === fallback);
      expect(own.length, fallback).toBeGreaterThan(0);
      for (const face of own) {
        expect(face.src, fallback).toMatch(/^local\(/);
        expect(face.sizeAdjust, fallback).toMatch(/^\d+(\.\d+)?%$/);
      }
    }
  });
});

describe("the characters the site's texts use (scripts/fonts/characters.ts)", () => {
  it("reads string and template literals and JSX text, decoding entities, and skips comments", () => {
    const texts = literalTexts("x.tsx", "// “not this”\nconst a = 'it’s';\n/* nor — this */\nconst b = `${a} … ok`;\nexport const C = () => <p>&copy; 2026 &middot; R28</p>;");
    expect(texts.join("|")).toBe("it’s|| … ok|© 2026 · R28");
  });

  it("reads the strings of CSS content declarations, escapes decoded, and nothing else", () => {
    expect(cssContentTexts(`/* content: "x" */ .a::before { content: "\\2022"; } .b { content: attr(x) " \\201C"; font-family: "Not This"; }`)).toEqual(["•", " “"]);
  });

  it("writes and reads unicode-ranges as the same code points", () => {
    const points = [0x20, 0x21, 0x22, 0xa9, 0x2013, 0x2014, 0xfeff];
    expect(formatUnicodeRange(points)).toBe("U+0020-0022, U+00A9, U+2013-2014, U+FEFF");
    expect([...parseUnicodeRange(formatUnicodeRange(points))]).toEqual(points);
  });
});
