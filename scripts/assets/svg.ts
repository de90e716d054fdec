/**
 * Small toolkit for composing the site's generated imagery as SVG: a seeded random source,
 * colour mixing, and a document builder that collects gradients and filters in <defs>.
 */

/** Deterministic random numbers in [0, 1), so every run draws the same images. */
export type Rng = () => number;

export const seeded = (seed: number): Rng => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A seed from a string (FNV-1a), e.g. from an image path. */
export const seedOf = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

export const between = (r: Rng, min: number, max: number): number => min + (max - min) * r();
export const pick = <T>(r: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(r() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

/** Number formatting for SVG attributes: at most two decimals. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

// ---------------------------------------------------------------- colour

const parse = (hex: string): [number, number, number] => {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || m[1] === undefined) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const format = (rgb: readonly number[]): string =>
  "#" + rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, "0")).join("");

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export const mix = (a: string, b: string, t: number): string => {
  const x = parse(a);
  const y = parse(b);
  return format(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
};

/** Brand constants of the imagery. */
export const NAVY = "#214A74";
export const GOLD = "#BB9E5E";
export const NIGHT = "#0A1626";
export const CREAM = "#F3EBDA";
export const LIGHT = "#FFF3D6";

/** Darker (towards the night tone) and lighter (towards cream) versions of a colour. */
export const shade = (c: string, t: number): string => mix(c, NIGHT, t);
export const tint = (c: string, t: number): string => mix(c, CREAM, t);

/** The colours one composition works with, derived from its sector colour. */
export interface Palette {
  base: string;
  deep: string;
  night: string;
  gold: string;
  glow: string;
  haze: string;
}

export const palette = (base: string, accent = GOLD): Palette => ({
  base,
  deep: shade(base, 0.55),
  night: shade(base, 0.82),
  gold: accent,
  glow: mix(accent, LIGHT, 0.45),
  haze: mix(base, accent, 0.55),
});

// ---------------------------------------------------------------- document

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

/** An SVG document under construction; gradients and filters get unique ids. */
export class Svg {
  readonly width: number;
  readonly height: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private next = 0;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map((s) => `<stop offset="${n(s.offset)}" stop-color="${s.color}"${s.opacity === undefined ? "" : ` stop-opacity="${n(s.opacity)}"`}/>`)
      .join("");
  }

  /** Fills the whole canvas with a linear gradient from the top left corner to (x2, y2): a scene's backdrop. */
  wash(x2: number, y2: number, stops: readonly Stop[]): void {
    this.rect(0, 0, this.width, this.height, this.linear(0, 0, x2, y2, stops));
  }

  /** A linear gradient in user space; returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly Stop[]): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (elliptical when ry differs from rx); returns `url(#id)`. */
  radial(cx: number, cy: number, rx: number, stops: readonly Stop[], ry = rx): string {
    const id = this.id("r");
    const transform = ry === rx ? "" : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${n(ry / rx)}) translate(${n(-cx)} ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(rx)}"${transform}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns `url(#id)`. */
  blur(deviation: number): string {
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Registers a raw definition (clip path, mask, pattern) under a new id; returns the id. */
  def(prefix: string, make: (id: string) => string): string {
    const id = this.id(prefix);
    this.defs.push(make(id));
    return id;
  }

  add(...elements: string[]): this {
    this.body.push(...elements);
    return this;
  }

  /** Wraps the elements drawn by `draw` in a group with the given attributes. */
  group(attributes: string, draw: () => void): this {
    this.body.push(`<g ${attributes}>`);
    draw();
    this.body.push("</g>");
    return this;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): this {
    return this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  path(d: string, fill: string, extra = ""): this {
    return this.add(`<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): this {
    return this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? " " + extra : ""}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ""): this {
    return this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): this {
    return this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

/** A closed polygon path from points. */
export const poly = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("") + "Z";

/** An open polyline path from points. */
export const polyline = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
