/**
 * Industrial compositions: steelwork, quarries, offshore energy, pipework, tiles, timber doors,
 * power tools and street lighting.
 */
import { type Ctx, glitter, glowAt, haze, horizonColour, reflect, skyline, sky, specks, sun, truss, vignette, waterBase } from "./elements.ts";
import { between, LIGHT, mix, n, poly, tint } from "./svg.ts";

// ---------------------------------------------------------------- steel

/** Steel girders and trusses of a large structure, seen from below against the evening sky. */
export const girders = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, p } = c;
  sky(c, { horizon: h * 1.1, sunX: w * 0.75, warmth: 0.9 });
  const far = mix(horizonColour(p, 0.9), p.deep, 0.45);
  const near = mix(p.night, p.deep, 0.25);
  if (o.close) {
    // a heavy riveted truss node filling the frame
    truss(c, -w * 0.1, h * 0.15, w * 1.1, h * 0.35, h * 0.55, h * 0.4, 5, near, w * 0.03, mix(p.gold, near, 0.35));
    s.rect(w * 0.42, 0, w * 0.07, h, near);
    s.rect(w * 0.415, 0, w * 0.01, h, mix(near, p.glow, 0.35));
    for (let y = h * 0.05; y < h; y += h * 0.09) {
      s.circle(w * 0.435, y, w * 0.007, mix(p.gold, near, 0.4));
      s.circle(w * 0.475, y, w * 0.007, mix(p.gold, near, 0.4));
    }
    glowAt(c, w * 0.8, h * 0.2, w * 0.3, p.glow, 0.3);
    vignette(c, 0.5);
    return;
  }
  // looking up into a steel frame: columns converge on a point high above the frame
  const vx = w * 0.55;
  const vy = -h * 1.6;
  const at = (x0: number, y: number): number => vx + (x0 - vx) * ((y - vy) / (h - vy));
  const columns = [-0.12, 0.14, 0.4, 0.68, 0.94, 1.2].map((f) => w * f);
  const levels = [h * 0.82, h * 0.5, h * 0.2, -h * 0.08];
  const beam = Math.max(6, h * 0.022);
  // far frame, hazy, seen through the near one
  for (const x0 of columns) {
    const x = x0 * 0.8 + w * 0.1;
    s.path(poly([[x - 5, h], [x + 5, h], [at(x, 0) + 3, 0], [at(x, 0) - 3, 0]]), far, `opacity="0.7"`);
  }
  for (const y of [h * 0.62, h * 0.36, h * 0.12]) s.rect(0, y, w, beam * 0.5, far, `opacity="0.7"`);
  haze(c, h * 0.6, h * 0.6, horizonColour(p, 0.9), 0.25);
  // near frame: bracing first, then beams, then columns with a lit flange
  for (let i = 0; i + 1 < columns.length; i++) {
    const a0 = columns[i] ?? 0;
    const a1 = columns[i + 1] ?? 0;
    for (let l = 0; l + 1 < levels.length; l++) {
      if ((i + l) % 2) continue;
      const y0 = levels[l] ?? 0;
      const y1 = levels[l + 1] ?? 0;
      s.path(`M${n(at(a0, y0))} ${n(y0)}L${n(at(a1, y1))} ${n(y1)}M${n(at(a1, y0))} ${n(y0)}L${n(at(a0, y1))} ${n(y1)}`, "none", `stroke="${near}" stroke-width="${n(beam * 0.45)}"`);
    }
  }
  for (const y of levels) {
    s.rect(0, y - beam / 2, w, beam, near);
    s.rect(0, y - beam / 2, w, Math.max(1.5, beam * 0.15), mix(near, p.glow, 0.45));
    for (const x0 of columns) {
      const x = at(x0, y);
      for (const dx of [-1, 1]) s.circle(x + dx * beam * 1.2, y, beam * 0.16, mix(p.gold, near, 0.3));
    }
  }
  for (const x0 of columns) {
    const wb = w * 0.026;
    const wt = wb * ((0 - vy) / (h - vy));
    s.path(poly([[x0 - wb / 2, h], [x0 + wb / 2, h], [at(x0, 0) + wt / 2, 0], [at(x0, 0) - wt / 2, 0]]), near);
    s.path(poly([[x0 - wb / 2, h], [x0 - wb / 2 + wb * 0.16, h], [at(x0, 0) - wt / 2 + wt * 0.16, 0], [at(x0, 0) - wt / 2, 0]]), mix(near, p.glow, 0.45));
  }
  glowAt(c, w * 0.75, h * 0.9, w * 0.35, p.glow, 0.3);
  vignette(c, 0.45);
};

// ---------------------------------------------------------------- quarry and aggregates

/** An open-pit quarry seen from its rim: concentric benches stepping down to a pool. */
export const quarry = (c: Ctx): void => {
  const { s, w, h, r, p } = c;
  const horizon = h * 0.14;
  sky(c, { horizon, sunX: w * 0.2, warmth: 0.9 });
  const land = mix(horizonColour(p, 0.9), p.base, 0.55);
  s.rect(0, horizon, w, h - horizon, s.linear(0, horizon, 0, h, [
    { offset: 0, color: land },
    { offset: 1, color: mix(p.base, p.night, 0.35) },
  ]));
  haze(c, horizon, h * 0.06, horizonColour(p, 0.9), 0.5);
  const rock = mix(p.base, p.gold, 0.5);
  const cx = w * 0.52;
  let y = h * 0.56;
  let a = w * 0.62;
  let b = h * 0.4;
  const levels = 7;
  const bench = a * 0.085;
  const drop = h * 0.05;
  let opened = 0;
  for (let i = 0; i < levels; i++) {
    const t = i / levels;
    // the bench surface of this level
    s.ellipse(cx, y, a, b, mix(rock, LIGHT, 0.32 - 0.22 * t));
    const ia = a - bench;
    const ib = b - bench * (b / a);
    const clip = s.def("q", (id) => `<clipPath id="${id}"><ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(ia)}" ry="${n(ib)}"/></clipPath>`);
    s.add(`<g clip-path="url(#${clip})">`);
    opened += 1;
    // the wall below the bench edge: sunlit on the left, in shade on the right
    s.ellipse(cx, y, ia, ib, s.linear(cx - ia, 0, cx + ia, 0, [
      { offset: 0, color: mix(rock, p.gold, 0.5) },
      { offset: 0.45, color: mix(p.base, p.deep, 0.25 + 0.3 * t) },
      { offset: 1, color: mix(p.deep, p.night, 0.3 + 0.3 * t) },
    ]));
    for (let k = 0; k < 40; k++) {
      const ang = Math.PI + r() * Math.PI;
      const px = cx + Math.cos(ang) * ia * 0.98;
      const py = y + Math.sin(ang) * ib * 0.98;
      s.rect(px, py, 1.3, drop * between(r, 0.4, 0.9), p.night, `opacity="${n(0.1 + 0.12 * r())}"`);
    }
    a = ia;
    b = ib;
    y += drop;
  }
  // a still pool at the bottom
  s.ellipse(cx, y, a, b, s.linear(0, y - b, 0, y + b, [
    { offset: 0, color: mix(p.deep, "#2F6871", 0.5) },
    { offset: 1, color: mix(p.night, "#2F6871", 0.3) },
  ]));
  s.ellipse(cx - a * 0.2, y - b * 0.2, a * 0.4, b * 0.12, LIGHT, `opacity="0.12"`);
  s.add("</g>".repeat(opened));
  // haul road spiralling down the left side
  s.path(`M${n(cx - w * 0.6)} ${n(h * 0.62)}Q${n(cx - w * 0.5)} ${n(h * 0.98)} ${n(cx)} ${n(h * 0.93)}Q${n(cx + w * 0.4)} ${n(h * 0.86)} ${n(cx + w * 0.36)} ${n(h * 0.6)}`, "none", `stroke="${mix(LIGHT, p.gold, 0.4)}" stroke-width="${n(h * 0.018)}" opacity="0.35"`);
  specks(c, 100, [0, horizon, w, h], LIGHT, [0.6, 1.6], [0.05, 0.18]);
  glowAt(c, w * 0.15, horizon, w * 0.5, p.glow, 0.35);
  vignette(c, 0.5);
};

/** Heaps of crushed aggregate beside a conveyor, against a dusty sky. */
export const aggregates = (c: Ctx): void => {
  const { s, w, h, r, p } = c;
  const ground = h * 0.8;
  sky(c, { horizon: ground, sunX: w * 0.75, warmth: 0.9 });
  haze(c, ground - h * 0.05, h * 0.2, horizonColour(p, 0.9), 0.4);
  const heap = (cx: number, hw: number, hh: number, tone: string): void => {
    s.path(`M${n(cx - hw)} ${n(ground)}Q${n(cx - hw * 0.25)} ${n(ground - hh * 1.05)} ${n(cx)} ${n(ground - hh)}Q${n(cx + hw * 0.25)} ${n(ground - hh * 1.05)} ${n(cx + hw)} ${n(ground)}Z`, s.linear(cx - hw, 0, cx + hw, 0, [
      { offset: 0, color: mix(tone, p.night, 0.45) },
      { offset: 0.55, color: tone },
      { offset: 1, color: mix(tone, LIGHT, 0.3) },
    ]));
    for (let i = 0; i < 220; i++) {
      const t = r() * 2 - 1;
      const y = ground - hh * (1 - Math.abs(t) ** 1.6) * r();
      s.circle(cx + t * hw * 0.95, y, between(r, 0.8, 2.4), r() < 0.5 ? p.night : LIGHT, `opacity="${n(0.08 + r() * 0.15)}"`);
    }
  };
  const stone = mix(p.base, p.gold, 0.35);
  heap(w * 0.25, w * 0.3, h * 0.38, mix(stone, p.deep, 0.2));
  heap(w * 0.72, w * 0.26, h * 0.3, stone);
  // conveyor: an inclined truss from the ground to the top of the near heap
  truss(c, w * 0.98, ground - h * 0.02, w * 0.74, ground - h * 0.34, h * 0.035, h * 0.03, 10, p.night, 2.5);
  s.path(poly([[w * 0.97, ground], [w * 0.985, ground], [w * 0.99, ground - h * 0.03], [w * 0.965, ground - h * 0.03]]), p.night);
  specks(c, 90, [w * 0.55, ground - h * 0.45, w, ground], LIGHT, [0.6, 1.8], [0.05, 0.25]);
  s.rect(0, ground, w, h - ground, mix(p.night, p.base, 0.25));
  vignette(c, 0.45);
};

// ---------------------------------------------------------------- offshore

export interface OffshoreOptions {
  kind: "platform" | "rig" | "vessel";
  night?: boolean;
}

/** An offshore installation (production platform, drilling rig or supply vessel) at sea. */
export const offshore = (c: Ctx, o: OffshoreOptions): void => {
  const { w, h, r, p } = c;
  const horizon = h * 0.64;
  const sunX = w * (o.kind === "rig" ? 0.5 : 0.7);
  const warmth = o.night ? 0.3 : 0.95;
  sky(c, { horizon, sunX, warmth });
  if (o.night) specks(c, 80, [0, 0, w, horizon * 0.6], LIGHT, [0.4, 1], [0.1, 0.4]);
  else sun(c, sunX, horizon - h * 0.015, h * 0.04, LIGHT, 0.9);
  haze(c, horizon - h * 0.01, h * 0.06, horizonColour(p, warmth), 0.5);
  const ink = mix(p.night, p.deep, 0.15);
  const structure = (): void => {
    if (o.kind === "vessel") {
      // a distant platform, then the supply vessel nearer the viewer
      platform(c, w * 0.78, horizon, h * 0.2, mix(horizonColour(p, warmth), p.deep, 0.5), false);
      vessel(c, w * 0.3, horizon + h * 0.08, w * 0.42, ink);
    } else {
      platform(c, o.kind === "rig" ? w * 0.36 : w * 0.42, horizon + h * 0.02, h * 0.55, ink, o.kind === "rig");
      platform(c, w * 0.86, horizon, h * 0.12, mix(horizonColour(p, warmth), p.deep, 0.45), false);
    }
  };
  structure();
  waterBase(c, horizon, warmth);
  reflect(c, horizon + (o.kind === "vessel" ? h * 0.08 : h * 0.02), 0.35, structure);
  glitter(c, horizon, sunX, o.night ? 0.5 : 1);
  if (o.night) {
    for (let i = 0; i < 18; i++) glowAt(c, w * 0.42 + between(r, -w * 0.1, w * 0.1), horizon - between(r, 0, h * 0.4), w * 0.012, p.glow, 0.8);
  }
  vignette(c, 0.5);
};

/** Platform silhouette: legs, decks, a derrick, a crane, a flare boom and a helideck. */
const platform = (c: Ctx, x: number, waterY: number, height: number, ink: string, rig: boolean): void => {
  const { s, p } = c;
  const u = height / 10;
  const deckY = waterY - u * 3.2;
  // legs with cross bracing
  let legs = "";
  for (const lx of [-3.2, -1.2, 1.2, 3.2]) legs += `M${n(x + lx * u)} ${n(waterY)}L${n(x + lx * u * 0.85)} ${n(deckY)}`;
  legs += `M${n(x - 3.2 * u)} ${n(waterY - u)}L${n(x + 3.2 * u)} ${n(waterY - u * 2.4)}M${n(x + 3.2 * u)} ${n(waterY - u)}L${n(x - 3.2 * u)} ${n(waterY - u * 2.4)}`;
  s.path(legs, "none", `stroke="${ink}" stroke-width="${n(Math.max(1.5, u * 0.35))}"`);
  // decks and modules
  s.rect(x - u * 3.8, deckY - u * 0.5, u * 7.6, u * 0.5, ink);
  s.rect(x - u * 3.6, deckY - u * 1.7, u * 3.4, u * 1.2, ink);
  s.rect(x + u * 0.2, deckY - u * 2.1, u * 3.2, u * 1.6, ink);
  s.rect(x - u * 2.8, deckY - u * 2.6, u * 1.6, u * 0.9, ink);
  // derrick
  const dx = rig ? x - u * 0.5 : x - u * 1.2;
  const dh = rig ? u * 6.5 : u * 4.5;
  const dt = deckY - u * 1.7 - dh;
  let derrick = `M${n(dx - u * 0.9)} ${n(deckY - u * 1.7)}L${n(dx - u * 0.2)} ${n(dt)}H${n(dx + u * 0.2)}L${n(dx + u * 0.9)} ${n(deckY - u * 1.7)}`;
  for (let i = 1; i < 8; i++) {
    const t0 = (i - 1) / 8;
    const t1 = i / 8;
    const y0 = deckY - u * 1.7 - dh * t0;
    const y1 = deckY - u * 1.7 - dh * t1;
    const w0 = u * 0.9 - u * 0.7 * t0;
    const w1 = u * 0.9 - u * 0.7 * t1;
    derrick += `M${n(dx - w0)} ${n(y0)}L${n(dx + w1)} ${n(y1)}M${n(dx + w0)} ${n(y0)}L${n(dx - w1)} ${n(y1)}`;
  }
  s.path(derrick, "none", `stroke="${ink}" stroke-width="${n(Math.max(1, u * 0.14))}"`);
  // crane boom and flare boom with a flame
  s.path(`M${n(x + u * 2.6)} ${n(deckY - u * 2.1)}L${n(x + u * 5.2)} ${n(deckY - u * 5.2)}`, "none", `stroke="${ink}" stroke-width="${n(Math.max(1.2, u * 0.22))}"`);
  const fx = x - u * 6.5;
  const fy = deckY - u * 4.2;
  s.path(`M${n(x - u * 3.6)} ${n(deckY - u * 1.2)}L${n(fx)} ${n(fy)}`, "none", `stroke="${ink}" stroke-width="${n(Math.max(1.2, u * 0.2))}"`);
  glowAt(c, fx, fy - u * 0.4, u * 2.2, p.glow, 0.75);
  s.path(`M${n(fx - u * 0.25)} ${n(fy)}Q${n(fx - u * 0.3)} ${n(fy - u * 0.7)} ${n(fx)} ${n(fy - u * 1.1)}Q${n(fx + u * 0.3)} ${n(fy - u * 0.6)} ${n(fx + u * 0.25)} ${n(fy)}Z`, LIGHT, `opacity="0.9"`);
  // helideck
  s.path(poly([[x + u * 2.2, deckY - u * 2.1], [x + u * 4.6, deckY - u * 2.1], [x + u * 4.2, deckY - u * 2.6], [x + u * 2.6, deckY - u * 2.6]]), ink);
  // deck lights
  for (let i = 0; i < 8; i++) s.circle(x - u * 3.4 + i * u, deckY - u * 0.6, Math.max(0.8, u * 0.08), p.glow, `opacity="0.9"`);
};

/** An offshore supply vessel in profile, bow to the right, bridge forward, cargo deck aft. */
const vessel = ({ s, p }: Ctx, x: number, waterY: number, length: number, ink: string): void => {
  const u = length / 20;
  // hull with a raised bow
  s.path(`M${n(x)} ${n(waterY - u * 1.4)}H${n(x + u * 15)}Q${n(x + u * 18.5)} ${n(waterY - u * 1.5)} ${n(x + u * 20)} ${n(waterY - u * 2.6)}L${n(x + u * 19.2)} ${n(waterY)}H${n(x + u * 0.4)}Z`, ink);
  // superstructure: deck house, bridge with windows, mast with radar
  s.rect(x + u * 13.2, waterY - u * 3.6, u * 5.2, u * 2.3, ink);
  s.path(poly([[x + u * 13.6, waterY - u * 3.6], [x + u * 13.6, waterY - u * 4.9], [x + u * 18.2, waterY - u * 4.9], [x + u * 18.7, waterY - u * 3.6]]), ink);
  s.rect(x + u * 14, waterY - u * 4.6, u * 4.2, u * 0.45, p.glow, `opacity="0.55"`);
  s.path(poly([[x + u * 15.2, waterY - u * 4.9], [x + u * 15.65, waterY - u * 6.6], [x + u * 15.85, waterY - u * 6.6], [x + u * 16.3, waterY - u * 4.9]]), ink);
  s.ellipse(x + u * 15.75, waterY - u * 6.75, u * 0.7, u * 0.12, ink);
  // open cargo deck with containers and a low bulwark
  s.rect(x + u * 0.4, waterY - u * 1.9, u * 12.8, u * 0.5, ink);
  s.rect(x + u * 2, waterY - u * 2.7, u * 2.6, u * 0.8, ink);
  s.rect(x + u * 4.9, waterY - u * 2.5, u * 2.2, u * 0.6, ink);
  s.rect(x + u * 8.5, waterY - u * 2.6, u * 2.8, u * 0.7, ink);
  s.rect(x + u * 0.6, waterY - u * 0.35, u * 18.4, u * 0.12, p.glow, `opacity="0.3"`);
};

/** Pipework with flanges and a valve wheel against an industrial dusk. */
export const pipeline = (c: Ctx): void => {
  const { s, w, h, p } = c;
  const horizon = h * 0.58;
  sky(c, { horizon, sunX: w * 0.2, warmth: 0.9 });
  skyline(c, { baseY: horizon, minH: h * 0.04, maxH: h * 0.2, minW: w * 0.01, maxW: w * 0.03, fill: mix(horizonColour(p, 0.9), p.deep, 0.5) });
  s.rect(0, horizon, w, h - horizon, mix(p.night, p.deep, 0.3));
  const pipe = (y: number, r: number, x0: number, x1: number): void => {
    s.rect(x0, y - r, x1 - x0, r * 2, s.linear(0, y - r, 0, y + r, [
      { offset: 0, color: mix(p.gold, LIGHT, 0.3) },
      { offset: 0.25, color: mix(p.base, p.gold, 0.5) },
      { offset: 0.7, color: p.deep },
      { offset: 1, color: p.night },
    ]));
    for (let x = x0 + (x1 - x0) * 0.18; x < x1; x += (x1 - x0) * 0.3) {
      s.rect(x, y - r * 1.25, r * 0.45, r * 2.5, s.linear(0, y - r, 0, y + r, [
        { offset: 0, color: mix(p.gold, LIGHT, 0.2) },
        { offset: 1, color: p.night },
      ]));
    }
  };
  pipe(h * 0.66, h * 0.05, -10, w + 10);
  pipe(h * 0.84, h * 0.08, -10, w + 10);
  // vertical riser with a valve wheel
  const vx = w * 0.62;
  s.rect(vx - h * 0.05, h * 0.3, h * 0.1, h * 0.5, s.linear(vx - h * 0.05, 0, vx + h * 0.05, 0, [
    { offset: 0, color: mix(p.gold, LIGHT, 0.2) },
    { offset: 0.4, color: mix(p.base, p.gold, 0.4) },
    { offset: 1, color: p.night },
  ]));
  const wy = h * 0.32;
  const wr = h * 0.14;
  s.ellipse(vx, wy, wr, wr * 0.35, "none", `stroke="${p.gold}" stroke-width="${n(h * 0.016)}"`);
  s.path(`M${n(vx - wr)} ${n(wy)}H${n(vx + wr)}M${n(vx)} ${n(wy - wr * 0.35)}V${n(wy + wr * 0.35)}`, "none", `stroke="${mix(p.gold, p.deep, 0.3)}" stroke-width="${n(h * 0.01)}"`);
  s.rect(vx - h * 0.012, wy - h * 0.04, h * 0.024, h * 0.06, p.night);
  glowAt(c, w * 0.2, horizon, w * 0.4, p.glow, 0.35);
  vignette(c, 0.5);
};

// ---------------------------------------------------------------- materials

/** Geometric ceramic tiles (quarter circles and squares), lit by a soft raking light. */
export const tiles = (c: Ctx, o: { scale?: number } = {}): void => {
  const { s, w, h, r, p } = c;
  const size = (h / 4.2) * (o.scale ?? 1);
  const cream = tint(p.base, 0.82);
  const olive = mix(p.base, p.night, 0.15);
  const gold = p.gold;
  s.rect(0, 0, w, h, cream);
  for (let y = 0; y < h + size; y += size) {
    for (let x = 0; x < w + size; x += size) {
      const kind = Math.floor(r() * 4);
      const rot = Math.floor(r() * 4) * 90;
      const cx = x + size / 2;
      const cy = y + size / 2;
      const g = `transform="rotate(${rot} ${n(cx)} ${n(cy)})"`;
      s.group(g, () => {
        s.rect(x, y, size, size, kind === 0 ? olive : cream);
        if (kind === 0) s.path(`M${n(x)} ${n(y)}A${n(size)} ${n(size)} 0 0 1 ${n(x + size)} ${n(y + size)}H${n(x)}Z`, gold);
        if (kind === 1) s.path(`M${n(x)} ${n(y + size)}A${n(size / 2)} ${n(size / 2)} 0 0 1 ${n(x + size)} ${n(y + size)}Z`, olive);
        if (kind === 2) {
          s.path(`M${n(x)} ${n(y)}H${n(x + size)}L${n(x)} ${n(y + size)}Z`, olive);
          s.circle(x + size * 0.72, y + size * 0.72, size * 0.14, gold);
        }
        if (kind === 3) {
          s.rect(x + size * 0.2, y + size * 0.2, size * 0.6, size * 0.6, gold);
          s.rect(x + size * 0.35, y + size * 0.35, size * 0.3, size * 0.3, cream);
        }
      });
      s.rect(x, y, size, size, "none", `stroke="${mix(cream, olive, 0.4)}" stroke-width="${n(Math.max(1.5, size / 60))}"`);
    }
  }
  // light: bright from the upper left, falling off into shade
  s.wash(w, h, [
    { offset: 0, color: LIGHT, opacity: 0.3 },
    { offset: 0.45, color: LIGHT, opacity: 0 },
    { offset: 1, color: p.night, opacity: 0.65 },
  ]);
  vignette(c, 0.35);
};

/** Tall timber doors with fine grain in warm raking light (or one door in a sunlit wall). */
export const doors = (c: Ctx, o: { single?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  const wood = mix(p.base, p.gold, 0.35);
  const wall = mix(p.deep, p.night, 0.2);
  s.rect(0, 0, w, h, wall);
  const count = o.single ? 1 : 5;
  const dw = o.single ? w * 0.34 : w / (count * 1.45);
  const gap = o.single ? (w - dw) / 2 : (w - dw * count) / (count + 1);
  const top = h * (o.single ? 0.08 : 0.1);
  const bottom = h * (o.single ? 0.95 : 0.92);
  for (let i = 0; i < count; i++) {
    const x = gap + i * (dw + gap);
    // frame
    s.rect(x - dw * 0.06, top - dw * 0.06, dw * 1.12, bottom - top + dw * 0.06, mix(wood, p.night, 0.55));
    s.rect(x, top, dw, bottom - top, wood);
    // grain
    let grain = "";
    for (let g = 0; g < 34; g++) {
      const gx = x + (dw / 34) * g + between(r, -2, 2);
      let d = `M${n(gx)} ${n(top)}`;
      for (let y = top; y <= bottom; y += (bottom - top) / 10) d += `L${n(gx + Math.sin(y / 40 + g) * dw * 0.008 + between(r, -1, 1))} ${n(y)}`;
      grain += d;
    }
    s.path(grain, "none", `stroke="${mix(wood, p.night, 0.35)}" stroke-width="1" opacity="0.45"`);
    // raised panels
    const panels = o.single ? [[0.12, 0.08, 0.76, 0.36], [0.12, 0.52, 0.76, 0.4]] : [[0.15, 0.06, 0.7, 0.4], [0.15, 0.52, 0.7, 0.42]];
    for (const [px, py, pw, ph] of panels as number[][]) {
      const ax = x + dw * (px ?? 0);
      const ay = top + (bottom - top) * (py ?? 0);
      const aw = dw * (pw ?? 0);
      const ah = (bottom - top) * (ph ?? 0);
      s.rect(ax, ay, aw, ah, "none", `stroke="${mix(wood, p.night, 0.5)}" stroke-width="${n(dw * 0.02)}"`);
      s.rect(ax + dw * 0.012, ay + dw * 0.012, aw, ah, "none", `stroke="${mix(wood, LIGHT, 0.35)}" stroke-width="${n(dw * 0.006)}" opacity="0.6"`);
    }
    // handle
    s.rect(x + dw * 0.84, top + (bottom - top) * 0.48, dw * 0.035, (bottom - top) * 0.08, mix(p.gold, LIGHT, 0.3));
  }
  // raking sunlight across the wall and doors
  s.path(poly([[w * 0.1, 0], [w * 0.55, 0], [w * 0.3, h], [-w * 0.15, h]]), LIGHT, `opacity="0.16"`);
  s.wash(w, 0, [
    { offset: 0, color: LIGHT, opacity: 0.1 },
    { offset: 0.5, color: p.night, opacity: 0 },
    { offset: 1, color: p.night, opacity: 0.55 },
  ]);
  vignette(c, 0.45);
};

/** Tool drawings on a 100×100 grid, drawn as gold line art. */
const TOOL_DRAWINGS: Record<string, string[]> = {
  drill: [
    "M28 22H74Q80 22 80 28V38Q80 44 74 44H28Q20 44 20 33Q20 22 28 22Z",
    "M80 26H89L92 29V37L89 40H80",
    "M92 33H100",
    "M42 44L36 76H52L56 44",
    "M30 76H58Q61 76 61 79V88H27V79Q27 76 30 76Z",
    "M56 50Q61 52 58 58",
    "M29 28V38M33 28V38M37 28V38",
  ],
  saw: [
    "M50 50m-34 0a34 34 0 1 0 68 0a34 34 0 1 0 -68 0",
    "M50 50m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0",
    "M16 50A34 34 0 0 1 84 50",
    "M30 18Q50 8 70 18L74 26H26Z",
    "M62 14L72 2H90L86 14",
    "M50 16V24M36 20L39 27M64 20L61 27",
  ],
  grinder: [
    "M10 40H62Q70 40 70 48V52Q70 60 62 60H10Q4 60 4 50Q4 40 10 40Z",
    "M70 44H78V56H70",
    "M84 22V78M88 26V74",
    "M78 50H84",
    "M40 40V30H50V40",
    "M14 46V54M19 46V54M24 46V54",
  ],
  spanner: [
    "M20 80L64 36",
    "M26 86L70 42",
    "M20 80A8 8 0 1 0 26 86",
    "M64 36A16 16 0 0 1 84 14L76 26L82 32L94 24A16 16 0 0 1 70 42",
  ],
  tape: [
    "M18 24H66Q74 24 74 32V72Q74 80 66 80H18Q10 80 10 72V32Q10 24 18 24Z",
    "M42 52m-16 0a16 16 0 1 0 32 0a16 16 0 1 0 -32 0",
    "M74 70H98V76H74",
    "M80 70V74M86 70V74M92 70V74",
    "M42 52m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
  ],
  jigsaw: [
    "M14 46H80V62H14Z",
    "M22 46Q22 24 44 24H62Q76 24 76 38V46",
    "M34 46Q34 34 44 34H58Q64 34 64 40V46",
    "M58 62V86M62 62V86",
    "M58 70L62 72M58 76L62 78M58 82L62 84",
    "M84 50V58",
  ],
};

/** A catalogue plate of power tools as gold line drawings on a deep ground (or one large drill). */
export const tools = (c: Ctx, o: { single?: boolean } = {}): void => {
  const { s, w, h, p } = c;
  s.wash(w, h, [
    { offset: 0, color: p.night },
    { offset: 0.6, color: p.deep },
    { offset: 1, color: mix(p.base, p.gold, 0.2) },
  ]);
  // faint drafting grid
  const pitch = h / 16;
  let grid = "";
  for (let x = 0; x < w; x += pitch) grid += `M${n(x)} 0V${n(h)}`;
  for (let y = 0; y < h; y += pitch) grid += `M0 ${n(y)}H${n(w)}`;
  s.path(grid, "none", `stroke="${p.gold}" stroke-width="1" opacity="0.07"`);
  const draw = (name: string, x: number, y: number, size: number, width: number, opacity: number): void => {
    const k = size / 100;
    s.group(`transform="translate(${n(x)} ${n(y)}) scale(${n(k)})" fill="none" stroke="${mix(p.gold, LIGHT, 0.25)}" stroke-width="${n(width / k)}" stroke-linecap="round" stroke-linejoin="round" opacity="${n(opacity)}"`, () => {
      for (const d of TOOL_DRAWINGS[name] ?? []) s.add(`<path d="${d}"/>`);
    });
  };
  if (o.single) {
    const size = h * 0.75;
    const x = (w - size) / 2;
    const y = (h - size) / 2;
    glowAt(c, w / 2, h / 2, size * 0.8, p.glow, 0.2);
    draw("drill", x, y, size, Math.max(2.5, w / 320), 0.95);
    // dimension lines, as on a catalogue drawing
    const dim = `M${n(x + size * 0.2)} ${n(y + size * 0.12)}H${n(x + size)}M${n(x + size * 0.2)} ${n(y + size * 0.09)}V${n(y + size * 0.15)}M${n(x + size)} ${n(y + size * 0.09)}V${n(y + size * 0.15)}M${n(x + size * 1.06)} ${n(y + size * 0.22)}V${n(y + size * 0.88)}M${n(x + size * 1.03)} ${n(y + size * 0.22)}H${n(x + size * 1.09)}M${n(x + size * 1.03)} ${n(y + size * 0.88)}H${n(x + size * 1.09)}`;
    s.path(dim, "none", `stroke="${p.gold}" stroke-width="1.5" opacity="0.5"`);
    vignette(c, 0.45);
    return;
  }
  const names = ["drill", "saw", "grinder", "spanner", "tape", "jigsaw"];
  const cols = 6;
  const rows = 2;
  const cell = Math.min(w / (cols + 0.5), h / (rows + 0.4));
  const ox = (w - cell * cols) / 2;
  const oy = (h - cell * rows) / 2;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const name = names[(col + row * 3) % names.length] ?? "drill";
      const x = ox + col * cell + cell * 0.15;
      const y = oy + row * cell + cell * 0.15;
      s.rect(ox + col * cell + cell * 0.04, oy + row * cell + cell * 0.04, cell * 0.92, cell * 0.92, p.night, `opacity="0.25"`);
      draw(name, x, y, cell * 0.7, Math.max(2, w / 700), 0.55 + 0.4 * ((col + row) % 2));
    }
  }
  glowAt(c, w * 0.7, h * 0.4, w * 0.4, p.glow, 0.14);
  vignette(c, 0.5);
};

// ---------------------------------------------------------------- lighting

/** A road lined with LED street lights at night (or one lamp head against the sky). */
export const streetLights = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, p } = c;
  const horizon = h * 0.55;
  s.wash(0, h, [
    { offset: 0, color: p.night },
    { offset: 0.55, color: mix(p.deep, p.base, 0.4) },
    { offset: 1, color: p.night },
  ]);
  specks(c, 80, [0, 0, w, horizon * 0.8], LIGHT, [0.4, 1.1], [0.1, 0.45]);
  if (o.close) {
    const px = w * 0.62;
    s.rect(px, h * 0.25, w * 0.014, h, mix(p.deep, p.night, 0.3));
    s.path(`M${n(px + w * 0.007)} ${n(h * 0.25)}Q${n(px + w * 0.01)} ${n(h * 0.12)} ${n(px - w * 0.12)} ${n(h * 0.12)}`, "none", `stroke="${mix(p.deep, p.night, 0.3)}" stroke-width="${n(w * 0.012)}"`);
    const hx = px - w * 0.32;
    s.add(`<rect x="${n(hx)}" y="${n(h * 0.1)}" width="${n(w * 0.22)}" height="${n(h * 0.05)}" rx="${n(h * 0.02)}" fill="${mix(p.deep, p.night, 0.2)}"/>`);
    s.rect(hx + w * 0.015, h * 0.15, w * 0.19, h * 0.012, LIGHT);
    s.path(poly([[hx + w * 0.015, h * 0.162], [hx + w * 0.205, h * 0.162], [hx + w * 0.35, h], [hx - w * 0.13, h]]), s.linear(0, h * 0.16, 0, h, [
      { offset: 0, color: LIGHT, opacity: 0.35 },
      { offset: 1, color: p.glow, opacity: 0 },
    ]));
    glowAt(c, hx + w * 0.11, h * 0.16, w * 0.2, LIGHT, 0.4);
    vignette(c, 0.5);
    return;
  }
  // road in perspective towards a vanishing point
  const vx = w * 0.5;
  s.path(poly([[vx - 4, horizon], [vx + 4, horizon], [w * 0.95, h], [w * 0.05, h]]), mix(p.night, p.deep, 0.35));
  for (let i = 0; i < 14; i++) {
    const t0 = (i / 14) ** 2;
    const t1 = ((i + 0.5) / 14) ** 2;
    s.path(poly([[vx - 1 - t0 * 6, horizon + (h - horizon) * t0], [vx + 1 + t0 * 6, horizon + (h - horizon) * t0], [vx + 1 + t1 * 6, horizon + (h - horizon) * t1], [vx - 1 - t1 * 6, horizon + (h - horizon) * t1]]), LIGHT, `opacity="0.5"`);
  }
  // lamp posts on both sides, receding
  for (let i = 1; i < 12; i++) {
    const t = 1 / (1 + i * 0.45);
    for (const side of [-1, 1]) {
      const bx = vx + side * w * 0.55 * t;
      const by = horizon + (h - horizon) * t;
      const ph = h * 0.75 * t;
      s.rect(bx - Math.max(1, 4 * t), by - ph, Math.max(1.5, 8 * t), ph, p.night);
      s.path(`M${n(bx)} ${n(by - ph)}Q${n(bx)} ${n(by - ph * 1.06)} ${n(bx - side * ph * 0.22)} ${n(by - ph * 1.04)}`, "none", `stroke="${p.night}" stroke-width="${n(Math.max(1.5, 7 * t))}"`);
      const lx = bx - side * ph * 0.22;
      const ly = by - ph * 1.02;
      s.path(poly([[lx - ph * 0.04, ly], [lx + ph * 0.04, ly], [lx + ph * 0.35, by], [lx - ph * 0.35, by]]), s.linear(0, ly, 0, by, [
        { offset: 0, color: LIGHT, opacity: 0.22 },
        { offset: 1, color: p.glow, opacity: 0 },
      ]));
      glowAt(c, lx, ly, ph * 0.18, LIGHT, 0.8);
    }
  }
  haze(c, horizon, h * 0.08, p.glow, 0.3);
  vignette(c, 0.5);
};

