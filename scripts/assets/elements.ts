/**
 * Reusable parts of the compositions: skies, water, skylines, cranes, lattices and finishing
 * layers. Each draws into an `Svg` in the colours of a `Palette`.
 */
import { between, mix, n, poly, seeded, type Palette, type Rng, Svg, LIGHT } from "./svg.ts";

export interface Ctx {
  s: Svg;
  w: number;
  h: number;
  r: Rng;
  p: Palette;
}

// ---------------------------------------------------------------- atmosphere

export interface SkyOptions {
  horizon: number;
  sunX?: number;
  /** 0 = night, 1 = bright golden hour. */
  warmth?: number;
  top?: string;
}

/** The colour of the sky right at the horizon for a given warmth. */
export const horizonColour = (p: Palette, warmth: number): string =>
  mix(mix(p.gold, LIGHT, 0.2 + 0.45 * warmth), p.base, 0.12 + 0.45 * (1 - warmth));

/** Vertical dusk gradient from the deep sector tone to a warm horizon, with a sun glow. */
export const sky = ({ s, w, h, p }: Ctx, o: SkyOptions): void => {
  const warmth = o.warmth ?? 0.7;
  const top = o.top ?? p.night;
  const low = horizonColour(p, warmth);
  s.wash(0, o.horizon, [
    { offset: 0, color: top },
    { offset: 0.38, color: mix(top, p.base, 0.8) },
    { offset: 0.68, color: mix(p.base, p.haze, 0.35 + 0.3 * warmth) },
    { offset: 0.88, color: mix(p.haze, low, 0.6) },
    { offset: 1, color: low },
  ]);
  const sunX = o.sunX ?? w * 0.62;
  s.rect(0, 0, w, h, s.radial(sunX, o.horizon, w * 0.5, [
    { offset: 0, color: LIGHT, opacity: 0.75 * warmth },
    { offset: 0.18, color: p.glow, opacity: 0.45 * warmth },
    { offset: 0.55, color: p.gold, opacity: 0.12 * warmth },
    { offset: 1, color: p.gold, opacity: 0 },
  ], h * 0.75));
};

/** Soft horizontal band of haze, e.g. sitting on a horizon. */
export const haze = ({ s, w }: Ctx, y: number, height: number, colour: string, opacity: number): void => {
  s.rect(0, y - height / 2, w, height, s.linear(0, y - height / 2, 0, y + height / 2, [
    { offset: 0, color: colour, opacity: 0 },
    { offset: 0.5, color: colour, opacity },
    { offset: 1, color: colour, opacity: 0 },
  ]));
};

/** Darkens the corners and lower edge, which keeps overlay text legible. */
export const vignette = ({ s, w, h, p }: Ctx, strength = 0.55): void => {
  s.rect(0, 0, w, h, s.radial(w / 2, h * 0.45, w * 0.75, [
    { offset: 0.45, color: p.night, opacity: 0 },
    { offset: 1, color: p.night, opacity: strength },
  ], h * 0.85));
};

/** Very fine grain; breaks up banding in large gradients once encoded. */
export const grain = ({ s, w, h }: Ctx, opacity = 0.05): void => {
  const id = s.def("g", (gid) =>
    `<filter id="${gid}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="7"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  s.rect(0, 0, w, h, "#808080", `filter="url(#${id})" opacity="${n(opacity)}" style="mix-blend-mode:overlay"`);
};

/** Drifting light specks (dust, stars, distant lamps). */
export const specks = ({ s, r }: Ctx, count: number, area: [number, number, number, number], colour: string, size: [number, number], opacity: [number, number]): void => {
  const [x0, y0, x1, y1] = area;
  for (let i = 0; i < count; i++) {
    s.circle(between(r, x0, x1), between(r, y0, y1), between(r, size[0], size[1]), colour, `opacity="${n(between(r, opacity[0], opacity[1]))}"`);
  }
};

// ---------------------------------------------------------------- water

/** Water below a horizon: a gradient that mirrors the sky, darkening towards the viewer. */
export const waterBase = ({ s, w, h, p }: Ctx, horizon: number, warmth = 0.7): void => {
  s.rect(0, horizon, w, h - horizon, s.linear(0, horizon, 0, h, [
    { offset: 0, color: mix(horizonColour(p, warmth), p.deep, 0.45) },
    { offset: 0.25, color: mix(p.base, p.deep, 0.6) },
    { offset: 1, color: p.night },
  ]));
};

/** The glittering path of the sun (or city light) on water, plus dark ripple lines. */
export const glitter = (c: Ctx, horizon: number, sunX: number, brightness = 1): void => {
  const { s, w, h, r, p } = c;
  s.ellipse(sunX, horizon, w * 0.06, (h - horizon) * 0.9, s.radial(sunX, horizon, w * 0.06, [
    { offset: 0, color: p.glow, opacity: 0.5 * brightness },
    { offset: 1, color: p.glow, opacity: 0 },
  ], (h - horizon) * 0.9));
  const soft = s.blur(1.6);
  s.group(`filter="${soft}"`, () => {
    for (let i = 0; i < 160 * brightness; i++) {
      const depth = r() ** 1.5;
      const y = horizon + 3 + depth * (h - horizon);
      const spread = 20 + depth * w * 0.16;
      const x = sunX + (r() - 0.5) * 2 * spread * (0.25 + r() * 0.75);
      const len = 6 + depth * 70 * r();
      s.rect(x - len / 2, y, len, 1 + depth * 2, LIGHT, `opacity="${n((0.12 + 0.55 * (1 - depth)) * r() * brightness)}"`);
    }
  });
  for (let i = 0; i < 50; i++) {
    const y = horizon + 2 + (r() ** 1.3) * (h - horizon);
    s.rect(r() * w - 100, y, 80 + r() * 320, 1 + (y - horizon) / (h - horizon) * 2, p.night, `opacity="${n(0.12 + r() * 0.2)}"`);
  }
};

/** Water with glitter (kept for compositions that need no reflections). */
export const water = (c: Ctx, horizon: number, sunX: number, brightness = 1, warmth = 0.7): void => {
  waterBase(c, horizon, warmth);
  glitter(c, horizon, sunX, brightness);
};

/** Draws `draw` mirrored about the horizon, blurred and faded, as a reflection in water. */
export const reflect = ({ s }: Ctx, horizon: number, opacity: number, draw: () => void): void => {
  const blur = s.blur(2.5);
  s.group(`transform="translate(0 ${n(horizon * 2)}) scale(1 -1)" opacity="${n(opacity)}" filter="${blur}"`, draw);
};

// ---------------------------------------------------------------- skylines

export interface Building {
  x: number;
  w: number;
  h: number;
}

export interface SkylineOptions {
  baseY: number;
  x0?: number;
  x1?: number;
  minH: number;
  maxH: number;
  minW: number;
  maxW: number;
  gap?: number;
  fill: string;
  /** Colour of the faces turned to the light; omit for flat silhouettes. */
  face?: string;
  /** Which side the light comes from. */
  lightFrom?: "left" | "right";
  /** Probability that a window is lit, 0 for no windows. */
  windows?: number;
  windowSize?: [number, number];
  /** Probability of a tower crane on a building. */
  cranes?: number;
  /** Heights rise towards this x (a central business district). */
  peakX?: number;
  /** Own random source, so the same layer can be drawn again (e.g. as a reflection). */
  seed?: number;
}

/** One layer of buildings with varied roofs, two-tone faces, lit windows and cranes. */
export const skyline = (c: Ctx, o: SkylineOptions): Building[] => {
  const { s } = c;
  const r = o.seed === undefined ? c.r : seeded(o.seed);
  const out: Building[] = [];
  const x1 = o.x1 ?? c.w;
  let x = (o.x0 ?? 0) - between(r, 0, o.maxW);
  const fromLeft = (o.lightFrom ?? "left") === "left";
  while (x < x1) {
    const bw = between(r, o.minW, o.maxW);
    let bh = between(r, o.minH, o.maxH);
    if (o.peakX !== undefined) {
      const d = Math.abs(x + bw / 2 - o.peakX) / c.w;
      bh *= 0.5 + 0.8 * Math.max(0, 1 - d * 2.4) * (0.6 + r() * 0.6);
      bh = Math.max(bh, o.minH);
    }
    const top = o.baseY - bh;
    const kind = r();
    let d: string;
    if (kind < 0.35) {
      d = poly([[x, o.baseY], [x, top], [x + bw, top], [x + bw, o.baseY]]);
    } else if (kind < 0.6) {
      const inset = bw * between(r, 0.15, 0.3);
      const step = bh * between(r, 0.06, 0.14);
      d = poly([[x, o.baseY], [x, top + step], [x + inset, top + step], [x + inset, top], [x + bw - inset, top], [x + bw - inset, top + step], [x + bw, top + step], [x + bw, o.baseY]]);
    } else if (kind < 0.75) {
      const slant = bh * between(r, 0.05, 0.12);
      d = r() < 0.5
        ? poly([[x, o.baseY], [x, top + slant], [x + bw, top], [x + bw, o.baseY]])
        : poly([[x, o.baseY], [x, top], [x + bw, top + slant], [x + bw, o.baseY]]);
    } else if (kind < 0.87) {
      const spire = bh * between(r, 0.1, 0.2);
      const mid = x + bw / 2;
      d = poly([[x, o.baseY], [x, top + spire * 0.3], [mid - bw * 0.1, top + spire * 0.3], [mid, top - spire * 0.5], [mid + bw * 0.1, top + spire * 0.3], [x + bw, top + spire * 0.3], [x + bw, o.baseY]]);
    } else {
      const rr = bw / 2;
      d = `M${n(x)} ${n(o.baseY)}L${n(x)} ${n(top + rr * 0.5)}Q${n(x + rr)} ${n(top - rr * 0.35)} ${n(x + bw)} ${n(top + rr * 0.5)}L${n(x + bw)} ${n(o.baseY)}Z`;
    }
    s.path(d, o.fill);
    if (o.face) {
      // the lit face: a clipped share of the building on the light side
      const share = between(r, 0.3, 0.55);
      const clip = s.def("c", (id) => `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
      const fx = fromLeft ? x : x + bw * (1 - share);
      s.rect(fx, top - bh * 0.3, bw * share, bh * 1.3, s.linear(0, top, 0, o.baseY, [
        { offset: 0, color: o.face },
        { offset: 1, color: o.face, opacity: 0.35 },
      ]), `clip-path="url(#${clip})"`);
    }
    if (o.windows && o.windows > 0) {
      const [ww, wh] = o.windowSize ?? [3, 5];
      const cols = Math.floor((bw - ww * 2) / (ww * 2.4));
      const rows = Math.floor((bh * 0.82) / (wh * 2.1));
      for (let row = 1; row < rows; row++) {
        for (let col = 0; col < cols; col++) {
          if (r() > o.windows) continue;
          s.rect(x + ww * 1.2 + col * ww * 2.4, top + bh * 0.14 + row * wh * 2.1, ww, wh, r() < 0.75 ? c.p.glow : LIGHT, `opacity="${n(0.3 + r() * 0.55)}"`);
        }
      }
    }
    if (o.cranes && r() < o.cranes) {
      towerCrane(c, x + bw * 0.5, top, bh * between(r, 0.3, 0.5), { jib: bw * between(r, 1.4, 2.4), counter: bw * 0.6, flip: r() < 0.5, colour: o.fill, weight: Math.max(1, bw / 45) });
    }
    out.push({ x, w: bw, h: bh });
    x += bw + (o.gap ?? 0) * r();
  }
  return out;
};

// ---------------------------------------------------------------- structures

export interface CraneOptions {
  jib: number;
  counter: number;
  flip?: boolean;
  colour: string;
  weight: number;
  /** Where the hook hangs along the jib (0–1) and how far it drops (0–1 of the height). */
  hook?: [number, number];
  load?: string;
}

/** A lattice tower crane standing at (x, baseY) with a horizontal jib. */
export const towerCrane = ({ s }: Ctx, x: number, baseY: number, height: number, o: CraneOptions): void => {
  const lw = o.weight;
  const mw = Math.max(lw * 5, height * 0.035);
  const top = baseY - height;
  const dir = o.flip ? -1 : 1;
  const a = `stroke="${o.colour}" stroke-width="${n(lw)}" stroke-linecap="square"`;
  const parts: string[] = [];
  // mast: two chords with a zigzag
  parts.push(`M${n(x - mw / 2)} ${n(baseY)}V${n(top)}M${n(x + mw / 2)} ${n(baseY)}V${n(top)}`);
  const segs = Math.max(4, Math.round(height / (mw * 1.1)));
  let zig = `M${n(x - mw / 2)} ${n(baseY)}`;
  for (let i = 1; i <= segs; i++) zig += `L${n(x + (i % 2 ? mw / 2 : -mw / 2))} ${n(baseY - (height * i) / segs)}`;
  parts.push(zig);
  // jib and counter-jib (triangular lattice)
  const jh = mw * 0.9;
  const jx = x + dir * o.jib;
  const cx = x - dir * o.counter;
  parts.push(`M${n(cx)} ${n(top)}H${n(jx)}M${n(cx)} ${n(top - jh * 0.5)}L${n(x)} ${n(top - jh * 0.5)}M${n(x)} ${n(top - jh)}L${n(jx)} ${n(top - jh * 0.25)}`);
  const jsegs = Math.max(6, Math.round(o.jib / (jh * 1.2)));
  let jz = `M${n(x)} ${n(top)}`;
  for (let i = 1; i <= jsegs; i++) {
    const t = i / jsegs;
    const px = x + dir * o.jib * t;
    jz += `L${n(px)} ${n(i % 2 ? top - jh * (1 - 0.75 * t) : top)}`;
  }
  parts.push(jz);
  // apex and ties
  const apex = top - jh * 2.6;
  parts.push(`M${n(x - mw / 2)} ${n(top - jh)}L${n(x)} ${n(apex)}L${n(x + mw / 2)} ${n(top - jh)}M${n(x)} ${n(apex)}L${n(x + dir * o.jib * 0.55)} ${n(top - jh * 0.6)}M${n(x)} ${n(apex)}L${n(cx)} ${n(top - jh * 0.5)}`);
  s.path(parts.join(""), "none", a);
  // counterweight and cab
  s.rect(Math.min(cx, cx + dir * mw * 1.6), top, mw * 1.6, jh * 1.3, o.colour);
  s.rect(x + dir * mw * 0.5 - (dir < 0 ? mw : 0), top + 1, mw, mw * 0.8, o.colour);
  // hook
  const [along, drop] = o.hook ?? [0.7, 0.35];
  const hx = x + dir * o.jib * along;
  const hy = top + height * drop;
  s.add(`<path d="M${n(hx)} ${n(top)}V${n(hy)}" stroke="${o.colour}" stroke-width="${n(Math.max(0.6, lw * 0.6))}"/>`);
  s.rect(hx - mw * 0.25, hy, mw * 0.5, mw * 0.35, o.colour);
  if (o.load) s.rect(hx - o.jib * 0.12, hy + mw * 0.6, o.jib * 0.24, mw * 0.45, o.load);
};

/** A lattice mast (telecoms) with antenna panels and a dish. */
export const mast = ({ s }: Ctx, x: number, baseY: number, height: number, colour: string, weight: number): void => {
  const top = baseY - height;
  const bw = height * 0.16;
  const tw = height * 0.03;
  const segs = 12;
  let d = `M${n(x - bw / 2)} ${n(baseY)}L${n(x - tw / 2)} ${n(top)}M${n(x + bw / 2)} ${n(baseY)}L${n(x + tw / 2)} ${n(top)}`;
  for (let i = 0; i < segs; i++) {
    const t0 = i / segs;
    const t1 = (i + 1) / segs;
    const y0 = baseY - height * t0;
    const y1 = baseY - height * t1;
    const w0 = bw + (tw - bw) * t0;
    const w1 = bw + (tw - bw) * t1;
    d += `M${n(x - w0 / 2)} ${n(y0)}L${n(x + w1 / 2)} ${n(y1)}M${n(x + w0 / 2)} ${n(y0)}L${n(x - w1 / 2)} ${n(y1)}M${n(x - w1 / 2)} ${n(y1)}H${n(x + w1 / 2)}`;
  }
  d += `M${n(x)} ${n(top)}V${n(top - height * 0.08)}`;
  s.path(d, "none", `stroke="${colour}" stroke-width="${n(weight)}" stroke-linecap="round"`);
  const pw = height * 0.025;
  const ph = height * 0.09;
  for (const [dx, dy] of [[-1, 0.06], [1, 0.06], [-1, 0.18], [1, 0.2]] as const) {
    s.rect(x + dx * (tw / 2 + pw * 0.6) - pw / 2, top + height * dy, pw, ph, colour);
  }
  s.ellipse(x - tw * 1.6, top + height * 0.36, height * 0.035, height * 0.045, colour);
};

/** A Warren truss between two points; returns nothing, draws chords, diagonals and bolts. */
export const truss = ({ s }: Ctx, x0: number, y0: number, x1: number, y1: number, depth0: number, depth1: number, panels: number, colour: string, weight: number, bolt?: string): void => {
  const pts = (t: number, lower: boolean): [number, number] => {
    const d = depth0 + (depth1 - depth0) * t;
    return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + (lower ? d : 0)];
  };
  const [ax, ay] = pts(0, false);
  const [bx, by] = pts(1, false);
  const [cx, cy] = pts(0, true);
  const [dx, dy] = pts(1, true);
  let d = `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}M${n(cx)} ${n(cy)}L${n(dx)} ${n(dy)}`;
  for (let i = 0; i < panels; i++) {
    const [px, py] = pts(i / panels, i % 2 === 1);
    const [qx, qy] = pts((i + 1) / panels, i % 2 === 0);
    d += `M${n(px)} ${n(py)}L${n(qx)} ${n(qy)}`;
    const [vx, vy] = pts(i / panels, false);
    const [wx, wy] = pts(i / panels, true);
    if (i % 2 === 0) d += `M${n(vx)} ${n(vy)}L${n(wx)} ${n(wy)}`;
  }
  s.path(d, "none", `stroke="${colour}" stroke-width="${n(weight)}" stroke-linejoin="round"`);
  if (bolt) {
    for (let i = 0; i <= panels; i++) {
      for (const lower of [false, true]) {
        const [px, py] = pts(i / panels, lower);
        const t = i / panels;
        s.circle(px, py, weight * (0.45 + 0.2 * t), bolt, `opacity="0.8"`);
      }
    }
  }
};

/** Sun disc with a soft halo. */
export const sun = ({ s }: Ctx, x: number, y: number, radius: number, colour: string, opacity = 0.9): void => {
  s.circle(x, y, radius * 6, s.radial(x, y, radius * 6, [
    { offset: 0, color: colour, opacity: 0.45 * opacity },
    { offset: 1, color: colour, opacity: 0 },
  ]));
  s.circle(x, y, radius, LIGHT, `opacity="${n(opacity)}"`);
};

/** A soft light pool (lamp glow, flare) at a point. */
export const glowAt = ({ s }: Ctx, x: number, y: number, radius: number, colour: string, opacity: number): void => {
  s.circle(x, y, radius, s.radial(x, y, radius, [
    { offset: 0, color: colour, opacity },
    { offset: 0.35, color: colour, opacity: opacity * 0.35 },
    { offset: 1, color: colour, opacity: 0 },
  ]));
};
