// Which characters the web fonts' core files carry, and the unicode-ranges that split each family
// into a core file (every page) and a rest file (fetched only by a page that uses one of its
// characters). Used by scripts/generate-fonts.ts and by tests/unit/web-fonts.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * The latin unicode-range of the @fontsource-variable packages: what the single file per family
 * covered before the split. Core and rest together cover exactly this.
 */
export const LATIN_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * Characters the core carries although no copy of ours uses them today, each for a reason that
 * comes with text staff enter or with the browser itself, so that ordinary pages never fetch a
 * rest file. (Printable ASCII, the C0 controls and DEL are in the core anyway.)
 */
export const CORE_EXTRAS: ReadonlyMap<number, string> = new Map([
  [0x00a0, "no-break space: the rich-text editor and pasted text carry &nbsp;"],
  [0x00ad, "soft hyphen: pasted text; invisible"],
  [0x2010, "hyphen: what Chromium draws at a break of `hyphens: auto` when the font has it"],
  [0x2013, "en dash: ranges and asides in staff-written text"],
  [0x200b, "zero-width space: pasted text; invisible"],
  [0x200c, "zero-width non-joiner: pasted text; invisible"],
  [0x200d, "zero-width joiner: pasted text; invisible"],
  [0x2060, "word joiner: pasted text; invisible"],
  [0xfeff, "zero-width no-break space (BOM): pasted text; invisible"],
]);

/** Code points of a CSS unicode-range list ("U+0000-00FF, U+0131, …"). */
export function parseUnicodeRange(range: string): Set<number> {
  const out = new Set<number>();
  for (const part of range.split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!m) throw new Error(`not a unicode-range item: ${part}`);
    const from = parseInt(m[1]!, 16);
    const to = m[2] ? parseInt(m[2], 16) : from;
    for (let cp = from; cp <= to; cp++) out.add(cp);
  }
  return out;
}

/** The shortest unicode-range list for a set of code points (runs become ranges). */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(", ");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", shy: "\u00ad", copy: "©", reg: "®", trade: "™",
  middot: "·", bull: "•", hellip: "…", ndash: "–", mdash: "—", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”",
  laquo: "«", raquo: "»", lsaquo: "‹", rsaquo: "›", times: "×", euro: "€", deg: "°", eacute: "é",
};

/** Decodes the HTML entities of markup held in strings (stored content is HTML). */
function decodeEntities(text: string, where: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    const char = NAMED_ENTITIES[name];
    if (char === undefined) throw new Error(`${where}: unknown entity ${whole}; add it to NAMED_ENTITIES`);
    return char;
  });
}

/** The texts of a TypeScript file a page can show: string and template literals and JSX text, not comments. */
export function literalTexts(file: string, source: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      out.push(decodeEntities(node.text, file));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The strings of `content:` declarations in a stylesheet, CSS escapes decoded (`"\2022"` is •). */
export function cssContentTexts(source: string): string[] {
  const out: string[] = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const decl of withoutComments.matchAll(/(?:^|[;{\s])content\s*:\s*([^;}]+)/g)) {
    for (const str of decl[1]!.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)) {
      const raw = str[1] ?? str[2] ?? "";
      out.push(raw.replace(/\\([0-9a-f]{1,6})\s?|\\(.)/gi, (_, hex: string | undefined, ch: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ch!)));
    }
  }
  return out;
}

/** The files under a folder (recursively) whose names end in one of `exts`, tests left out. */
export function filesUnder(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, exts));
    else if (exts.some((e) => entry.name.endsWith(e)) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Every text the site's code can put on a page in these fonts: the seeded content
 * (shared/fallbacks.ts, server/db/seed-portfolio.ts), the fixed pages' copy (shared/content), the
 * markup and messages of the public pages and the staff area (client, shared, server: messages
 * of the API reach the staff screens), and the `content:` strings of the stylesheets. Comments are
 * not read. Returns each text with the file it came from (relative to the repository).
 */
export function siteTexts(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const dir of ["client", "shared", "server"]) {
    for (const file of filesUnder(path.join(root, dir), [".ts", ".tsx"])) {
      const rel = path.relative(root, file);
      for (const text of literalTexts(rel, readFileSync(file, "utf8"))) out.push({ file: rel, text });
    }
  }
  for (const file of filesUnder(path.join(root, "client"), [".css"])) {
    const rel = path.relative(root, file);
    for (const text of cssContentTexts(readFileSync(file, "utf8"))) out.push({ file: rel, text });
  }
  return out;
}

/** The code points of the latin range that the site's texts use beyond printable ASCII, with where each is used. */
export function copyCharacters(texts = siteTexts()): Map<number, string[]> {
  const latin = parseUnicodeRange(LATIN_RANGE);
  const found = new Map<number, string[]>();
  for (const { file, text } of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if ((cp >= 0x20 && cp <= 0x7e) || !latin.has(cp)) continue;
      const files = found.get(cp) ?? [];
      if (!files.includes(file)) files.push(file);
      found.set(cp, files);
    }
  }
  return found;
}

/** The core's code points: U+0000-007F, the characters the site's texts use, and CORE_EXTRAS. */
export function coreCodePoints(copy: Map<number, string[]> = copyCharacters()): Set<number> {
  const core = new Set<number>();
  for (let cp = 0; cp <= 0x7f; cp++) core.add(cp);
  for (const cp of copy.keys()) core.add(cp);
  for (const cp of CORE_EXTRAS.keys()) core.add(cp);
  return core;
}

/** The rest: the latin range less the core. */
export function restCodePoints(core: Set<number>): Set<number> {
  return new Set([...parseUnicodeRange(LATIN_RANGE)].filter((cp) => !core.has(cp)));
}

/**
 * Prose of the seeded and fixed copy (strings of three words or more, markup removed), the sample
 * on which the fallback fonts' widths are matched to the web fonts'.
 */
export function copySample(texts = siteTexts()): string {
  const prose = /^(shared\/fallbacks\.ts|server\/db\/seed-portfolio\.ts|client\/content\/)/;
  return texts
    .filter((t) => prose.test(t.file))
    .map((t) => t.text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim())
    .filter((t) => t.split(" ").length >= 3 && !/^[\w./:-]+$/.test(t) && !t.includes("/"))
    .join(" ");
}
