/**
 * The R28 Holdings logo, drawn as strokes so it needs no font: a mark of two interlocking
 * squares, the monoline wordmark "R28" and "HOLDINGS" in letter-spaced capitals.
 */
import { GOLD, n, NAVY } from "./svg.ts";

/** The drawing spans x 10–122 and y 8–54 of its own coordinates. */
const VIEW_BOX = "10 8 112 46";
export const LOGO_WIDTH = 112;
export const LOGO_HEIGHT = 46;

/** Stroke paths of the small capitals, each 6 units high, with its advance width. */
const CAPS: Record<string, { width: number; d: (x: number, y: number) => string }> = {
  H: { width: 5, d: (x, y) => `M${x} ${y}v6M${x + 5} ${y}v6M${x} ${y + 3}h5` },
  O: { width: 6, d: (x, y) => `M${x} ${y + 3}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0` },
  L: { width: 4.4, d: (x, y) => `M${x} ${y}v6h4.4` },
  D: { width: 5.2, d: (x, y) => `M${x} ${y}h2.2a3 3 0 0 1 0 6h-2.2z` },
  I: { width: 0, d: (x, y) => `M${x} ${y}v6` },
  N: { width: 5, d: (x, y) => `M${x} ${y + 6}v-6l5 6v-6` },
  G: { width: 6, d: (x, y) => `M${n(x + 5.1)} ${n(y + 0.9)}A3 3 0 1 0 ${x + 6} ${y + 3.2}h-2.6` },
  S: {
    width: 4.8,
    d: (x, y) =>
      `M${n(x + 4.5)} ${n(y + 0.8)}C${n(x + 3.6)} ${n(y - 0.2)} ${n(x + 0.3)} ${n(y + 0.1)} ${n(x + 0.4)} ${n(y + 1.7)}C${n(x + 0.5)} ${n(y + 3.1)} ${n(x + 4.7)} ${n(y + 2.7)} ${n(x + 4.8)} ${n(y + 4.4)}C${n(x + 4.9)} ${n(y + 6.2)} ${n(x + 1.3)} ${n(y + 6.4)} ${n(x + 0.1)} ${n(y + 5.1)}`,
  },
};

/** "HOLDINGS" tracked out to fill `span` units starting at x. */
const holdings = (x: number, y: number, span: number): string => {
  const word = "HOLDINGS";
  const glyphs = [...word].map((ch) => CAPS[ch]).filter((g): g is NonNullable<typeof g> => g !== undefined);
  const ink = glyphs.reduce((sum, g) => sum + g.width, 0);
  const tracking = (span - ink) / (glyphs.length - 1);
  let cx = x;
  return glyphs
    .map((g) => {
      const d = g.d(cx, y);
      cx += g.width + tracking;
      return d;
    })
    .join("");
};

/** The mark: two interlocking squares. */
export const MARK_PATH = "M13 18h17v17H13zM22 27h17v17H22z";

/** "R28" as monoline strokes, cap height 28 units, from x = 50. */
const WORDMARK_PATH = [
  "M52 38V12h9.5a7.2 7.2 0 0 1 0 14.4H52",
  "M61.5 26.4L70 38",
  "M78.5 18.6A7.6 7.2 0 1 1 91.4 24.2L78 38h15.5",
  "M111.2 18.3m-6.2 0a6.2 6.2 0 1 0 12.4 0a6.2 6.2 0 1 0 -12.4 0",
  "M111.2 31.2m-7.2 0a7.2 6.8 0 1 0 14.4 0a7.2 6.8 0 1 0 -14.4 0",
].join("");

/** The logo's inner markup (no <svg> wrapper), to embed in other compositions. */
export const logoMarkup = (word: string, mark: string): string =>
  `<path d="${MARK_PATH}" fill="none" stroke="${mark}" stroke-width="2.2" stroke-linejoin="miter"/>` +
  `<path d="${WORDMARK_PATH}" fill="none" stroke="${word}" stroke-width="4.2" stroke-linecap="butt" stroke-linejoin="round"/>` +
  `<path d="${holdings(52, 44, 66.4)}" fill="none" stroke="${word}" stroke-width="1.15" stroke-linecap="butt" stroke-linejoin="bevel" opacity="0.9"/>`;

/** A standalone logo file: `light` for dark backgrounds (white), `dark` for light ones (navy). */
export const logoSvg = (variant: "light" | "dark"): string => {
  const word = variant === "light" ? "#FFFFFF" : NAVY;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img" aria-labelledby="t">` +
    `<title id="t">R28 Holdings</title>${logoMarkup(word, GOLD)}</svg>\n`
  );
};

/** The favicon: the mark in gold on a navy tile. */
export const faviconSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" rx="12" fill="${NAVY}"/>` +
  `<g transform="translate(-7 -14.5) scale(1.5)"><path d="${MARK_PATH}" fill="none" stroke="${GOLD}" stroke-width="2.8"/></g></svg>\n`;
