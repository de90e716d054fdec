/**
 * City and building compositions: waterfront skylines, construction sites, residential
 * districts, colonnades, facades, atria and bridges.
 */
import { type Ctx, glitter, glowAt, haze, horizonColour, reflect, skyline, sky, specks, sun, towerCrane, vignette, water, waterBase } from "./elements.ts";
import { between, LIGHT, mix, n, poly, tint } from "./svg.ts";

export interface CityOptions {
  horizon?: number;
  sunX?: number;
  warmth?: number;
  cranes?: number;
  /** Night: darker sky, more lit windows. */
  night?: boolean;
  water?: boolean;
  peakX?: number;
}

/** A Lagos-like waterfront skyline over a lagoon, in receding hazy layers. */
export const waterfrontCity = (c: Ctx, o: CityOptions = {}): void => {
  const { w, h, p, r } = c;
  const horizon = h * (o.horizon ?? 0.66);
  const sunX = w * (o.sunX ?? 0.62);
  const warmth = o.warmth ?? (o.night ? 0.3 : 0.8);
  const hz = horizonColour(p, warmth);
  sky(c, { horizon, sunX, warmth });
  if (o.night) specks(c, 90, [0, 0, w, horizon * 0.55], LIGHT, [0.4, 1.1], [0.1, 0.45]);
  else sun(c, sunX, horizon - h * 0.06, h * 0.03, LIGHT, 0.8);
  const peakX = w * (o.peakX ?? 0.45);
  const seeds = [r(), r(), r(), r()].map((v) => Math.floor(v * 1e9));
  const far = mix(hz, p.base, 0.35);
  const mid = mix(hz, p.deep, 0.62);
  const cbd = mix(p.night, p.deep, 0.45);
  const windowSize: [number, number] = [Math.max(2, w / 760), Math.max(3, w / 440)];
  const layers = (): void => {
    skyline(c, { seed: seeds[0], baseY: horizon, minH: h * 0.04, maxH: h * 0.15, minW: w * 0.01, maxW: w * 0.03, fill: far, peakX: peakX + w * 0.15 });
    haze(c, horizon - h * 0.02, h * 0.08, hz, 0.5);
    skyline(c, { seed: seeds[1], baseY: horizon, minH: h * 0.06, maxH: h * 0.3, minW: w * 0.014, maxW: w * 0.04, gap: w * 0.02, fill: mix(far, mid, 0.6), face: mix(far, p.glow, 0.25), peakX: peakX - w * 0.1 });
    haze(c, horizon - h * 0.015, h * 0.06, hz, 0.35);
    skyline(c, {
      seed: seeds[2],
      baseY: horizon,
      minH: h * 0.07,
      maxH: h * 0.46,
      minW: w * 0.018,
      maxW: w * 0.05,
      gap: w * 0.025,
      fill: cbd,
      face: mix(cbd, p.glow, o.night ? 0.08 : 0.2),
      lightFrom: sunX < w / 2 ? "left" : "right",
      windows: o.night ? 0.2 : 0.05,
      windowSize,
      cranes: o.cranes ?? 0,
      peakX,
    });
    skyline(c, { seed: seeds[3], baseY: horizon + 1, minH: h * 0.015, maxH: h * 0.06, minW: w * 0.02, maxW: w * 0.07, fill: p.night, windows: o.night ? 0.3 : 0.1, windowSize });
  };
  layers();
  if (o.water === false) {
    c.s.rect(0, horizon, w, h - horizon, p.night);
  } else {
    waterBase(c, horizon, warmth);
    reflect(c, horizon, o.night ? 0.45 : 0.35, layers);
    glitter(c, horizon, sunX, o.night ? 0.35 : 1);
  }
  vignette(c, 0.5);
};

/** A high-rise concrete frame under construction with tower cranes, in silhouette at dusk. */
export const constructionSite = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  const horizon = h * 0.84;
  const sunX = w * (o.close ? 0.7 : 0.3);
  const hz = horizonColour(p, 0.85);
  sky(c, { horizon, sunX, warmth: 0.85 });
  sun(c, sunX, horizon - h * 0.07, h * 0.03, LIGHT, 0.75);
  skyline(c, { baseY: horizon, minH: h * 0.03, maxH: h * 0.13, minW: w * 0.012, maxW: w * 0.04, fill: mix(hz, p.base, 0.4) });
  haze(c, horizon - h * 0.02, h * 0.1, hz, 0.45);
  const scale = o.close ? 1.5 : 1;
  const frame = (fx: number, fw: number, floors: number, fh: number, colour: string, glazed: boolean): number => {
    const baseY = horizon + h * 0.02;
    const bays = 6;
    for (let f = 0; f < floors; f++) {
      const y = baseY - (f + 1) * fh;
      const open = floors - f;
      const extent = open > 3 ? 1 : 0.45 + 0.18 * open;
      const slabW = fw * extent;
      s.rect(fx - fh * 0.1, y, slabW + fh * 0.2, fh * 0.14, colour);
      for (let b = 0; b <= bays; b++) {
        const bx = fx + (fw / bays) * b;
        if (bx > fx + slabW + 1) continue;
        s.rect(bx - fh * 0.06, y, fh * 0.12, fh, colour);
        if (open <= 3) s.rect(bx - 0.75, y - fh * 0.3, 1.5, fh * 0.3, colour);
      }
      if (glazed && open > 5) {
        s.rect(fx, y + fh * 0.14, fw, fh * 0.86, colour, `opacity="0.92"`);
        for (let b = 0; b < bays; b++) {
          if (r() < 0.1) s.rect(fx + (fw / bays) * b + fh * 0.12, y + fh * 0.3, fw / bays - fh * 0.24, fh * 0.55, p.glow, `opacity="${n(0.5 + r() * 0.4)}"`);
        }
      }
    }
    return baseY - floors * fh;
  };
  const far = mix(hz, p.deep, 0.55);
  const near = mix(p.night, p.deep, 0.2);
  if (!o.close) {
    const top = frame(w * 0.08, w * 0.12, 10, h * 0.045, far, false);
    towerCrane(c, w * 0.16, horizon + h * 0.02, (horizon - top) * 1.25, { jib: w * 0.16, counter: w * 0.05, colour: far, weight: 1.4, hook: [0.6, 0.4] });
  }
  const fx = o.close ? w * 0.1 : w * 0.5;
  const fw = w * 0.26 * scale;
  const topY = frame(fx, fw, o.close ? 8 : 11, h * 0.05 * scale, near, true);
  const weight = Math.max(1.6, w / 800) * scale;
  towerCrane(c, fx + fw * 0.84, horizon + h * 0.02, (horizon - topY) * 1.22, { jib: w * 0.36 * scale, counter: w * 0.1 * scale, flip: !!o.close, colour: near, weight, hook: [0.62, 0.42], load: near });
  glowAt(c, fx + fw * 0.3, topY - h * 0.01, w * 0.03, p.glow, 0.55);
  glowAt(c, fx + fw * 0.7, topY + h * 0.06, w * 0.025, p.glow, 0.45);
  // the site in the foreground
  s.rect(0, horizon + h * 0.02, w, h, p.night);
  s.rect(0, horizon + h * 0.02, w, 2, p.glow, `opacity="0.35"`);
  vignette(c, 0.45);
};

/** Residential towers and low-rise homes along a waterfront, with palms. */
export const residential = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  const horizon = h * 0.68;
  sky(c, { horizon, sunX: w * 0.7, warmth: 0.8 });
  skyline(c, { baseY: horizon, minH: h * 0.05, maxH: h * 0.14, minW: w * 0.02, maxW: w * 0.05, fill: mix(p.deep, p.haze, 0.5) });
  haze(c, horizon - h * 0.03, h * 0.1, p.glow, 0.2);
  const body = mix(p.night, p.deep, 0.5);
  const light = tint(p.base, 0.35);
  // slender residential towers with balcony bands
  const towers = o.close ? [[0.12, 0.3, 0.62]] as const : [[0.16, 0.09, 0.5], [0.3, 0.08, 0.38], [0.62, 0.1, 0.58], [0.78, 0.075, 0.44]] as const;
  for (const [tx, tw, th] of towers) {
    const x = w * tx;
    const bw = w * tw;
    const top = horizon - h * th;
    s.rect(x, top, bw, horizon - top, body);
    s.rect(x, top, bw * 0.08, horizon - top, p.glow, `opacity="0.25"`);
    const band = h * (o.close ? 0.03 : 0.022);
    for (let y = top + band; y < horizon - band; y += band) {
      s.rect(x - bw * 0.04, y, bw * 1.08, Math.max(1.5, band * 0.14), light, `opacity="0.5"`);
      const windows = o.close ? 6 : 4;
      for (let i = 0; i < windows; i++) {
        if (r() < 0.25) s.rect(x + (bw / windows) * i + bw * 0.04, y + band * 0.3, bw / windows - bw * 0.08, band * 0.55, p.glow, `opacity="${n(0.35 + r() * 0.5)}"`);
      }
    }
  }
  // low-rise homes with pitched roofs
  const lowY = horizon + h * 0.02;
  let x = -w * 0.02;
  while (x < w) {
    const hw = between(r, w * 0.04, w * 0.07);
    const hh = between(r, h * 0.05, h * 0.08);
    const tone = mix(p.night, p.deep, 0.25);
    s.rect(x, lowY - hh * 0.6, hw, hh * 0.6, tone);
    s.rect(x + hw * between(r, 0, 0.35), lowY - hh, hw * 0.65, hh * 0.4 + 1, tone);
    s.rect(x - hw * 0.04, lowY - hh * 0.62, hw * 1.08, Math.max(2, hh * 0.05), mix(tone, p.glow, 0.3));
    if (r() < 0.7) s.rect(x + hw * 0.12, lowY - hh * 0.45, hw * 0.3, hh * 0.28, p.glow, `opacity="${n(0.45 + r() * 0.4)}"`);
    if (r() < 0.5) s.rect(x + hw * 0.55, lowY - hh * 0.9, hw * 0.2, hh * 0.2, p.glow, `opacity="${n(0.35 + r() * 0.4)}"`);
    x += hw + between(r, w * 0.005, w * 0.02);
  }
  water(c, lowY, w * 0.7, 0.6);
  // palms in the foreground
  for (let i = 0; i < (o.close ? 3 : 6); i++) palm(c, between(r, 0, w), lowY + h * 0.02, h * between(r, 0.22, 0.36));
  vignette(c, 0.45);
};

/** A palm tree silhouette. */
export const palm = ({ s, r, p }: Ctx, x: number, baseY: number, height: number): void => {
  const lean = between(r, -0.15, 0.15) * height;
  const topX = x + lean;
  const topY = baseY - height;
  const colour = p.night;
  s.path(`M${n(x - height * 0.012)} ${n(baseY)}Q${n(x + lean * 0.3)} ${n(baseY - height * 0.5)} ${n(topX)} ${n(topY)}L${n(topX + height * 0.012)} ${n(topY)}Q${n(x + lean * 0.35 + height * 0.01)} ${n(baseY - height * 0.5)} ${n(x + height * 0.014)} ${n(baseY)}Z`, colour);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + r() * 0.4;
    const len = height * between(r, 0.22, 0.32);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.45 + len * 0.35;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.25 - len * 0.12;
    s.path(`M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - len * 0.08)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + len * 0.06)} ${n(topX)} ${n(topY)}Z`, colour);
  }
};

/** A colonnade in raking evening light: shaded shafts, light and shadow on wall and floor. */
export const colonnade = (c: Ctx, o: { columns?: number; light?: number } = {}): void => {
  const { s, w, h, p } = c;
  const count = o.columns ?? 7;
  const floorY = h * 0.8;
  const topY = h * 0.12;
  const colW = w / (count * 2.6);
  const gap = (w - colW * count) / count;
  const lightX = w * (o.light ?? 0.2);
  // back wall: deep shadow, warmed towards the light
  s.wash(w, 0, [
    { offset: 0, color: mix(p.deep, p.gold, 0.35) },
    { offset: 0.5, color: p.deep },
    { offset: 1, color: p.night },
  ]);
  const shaft = (x: number) => s.linear(x, 0, x + colW, 0, [
    { offset: 0, color: mix(p.gold, LIGHT, 0.25) },
    { offset: 0.12, color: mix(p.base, p.gold, 0.75) },
    { offset: 0.45, color: mix(p.base, p.gold, 0.25) },
    { offset: 0.8, color: p.deep },
    { offset: 1, color: p.night },
  ]);
  const soft = s.blur(w / 300);
  for (let i = 0; i < count; i++) {
    const x = gap / 2 + i * (colW + gap);
    const fade = 1 - Math.min(1, Math.abs(x - lightX) / w) * 0.6;
    // sunlight passing between the columns onto the wall and across the floor
    s.group(`filter="${soft}"`, () => {
      s.rect(x + colW + gap * 0.25, topY + h * 0.04, gap * 0.55, floorY - topY - h * 0.04, p.glow, `opacity="${n(0.28 * fade)}"`);
      s.path(poly([[x + colW + gap * 0.2, floorY], [x + colW + gap * 0.85, floorY], [x + colW + gap * 0.85 + w * 0.12, h], [x + colW + gap * 0.2 + w * 0.12, h]]), p.glow, `opacity="${n(0.22 * fade)}"`);
    });
  }
  // floor
  s.rect(0, floorY, w, h - floorY, mix(p.night, p.deep, 0.5), `opacity="0.85"`);
  for (let i = 0; i < count; i++) {
    const x = gap / 2 + i * (colW + gap);
    const fade = 1 - Math.min(1, Math.abs(x - lightX) / w) * 0.6;
    s.group(`filter="${soft}"`, () => {
      s.path(poly([[x + colW + gap * 0.2, floorY], [x + colW + gap * 0.85, floorY], [x + colW + gap * 0.85 + w * 0.12, h], [x + colW + gap * 0.2 + w * 0.12, h]]), p.glow, `opacity="${n(0.3 * fade)}"`);
    });
  }
  for (let i = 0; i < count; i++) {
    const x = gap / 2 + i * (colW + gap);
    s.rect(x, topY, colW, floorY - topY, shaft(x));
    for (let f = 1; f < 6; f++) s.rect(x + (colW / 6) * f, topY + h * 0.05, Math.max(1, colW / 60), floorY - topY - h * 0.09, p.night, `opacity="0.18"`);
    // capital and plinth
    s.rect(x - colW * 0.14, topY, colW * 1.28, h * 0.035, shaft(x - colW * 0.14));
    s.rect(x - colW * 0.1, topY + h * 0.035, colW * 1.2, h * 0.015, p.night, `opacity="0.5"`);
    s.rect(x - colW * 0.14, floorY - h * 0.04, colW * 1.28, h * 0.04, shaft(x - colW * 0.14));
  }
  // entablature
  s.rect(0, 0, w, topY, s.linear(0, 0, 0, topY, [
    { offset: 0, color: p.night },
    { offset: 1, color: mix(p.night, p.deep, 0.6) },
  ]));
  s.rect(0, topY - h * 0.012, w, h * 0.006, p.gold, `opacity="0.55"`);
  glowAt(c, lightX, h * 0.4, w * 0.4, p.glow, 0.18);
  vignette(c, 0.5);
};

/** A glazed office facade seen straight on, with a few lit panels. */
export const facade = (c: Ctx): void => {
  const { s, w, h, r, p } = c;
  s.wash(w, h, [
    { offset: 0, color: p.night },
    { offset: 0.5, color: p.deep },
    { offset: 1, color: mix(p.base, p.gold, 0.4) },
  ]);
  const cell = h / 7;
  const cols = Math.ceil(w / (cell * 0.8)) + 1;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * cell * 0.8 - (row % 2) * cell * 0.2;
      const y = row * cell;
      const lit = r();
      const tone = lit < 0.08 ? p.glow : mix(p.deep, p.haze, 0.1 + 0.35 * (x / w) * r());
      s.rect(x + 3, y + 3, cell * 0.8 - 6, cell - 6, tone, `opacity="${lit < 0.08 ? n(0.55 + r() * 0.3) : "0.6"}"`);
    }
  }
  // reflections sweeping across the glass
  s.path(poly([[w * 0.45, 0], [w * 0.62, 0], [w * 0.42, h], [w * 0.25, h]]), LIGHT, `opacity="0.07"`);
  s.path(poly([[w * 0.66, 0], [w * 0.7, 0], [w * 0.5, h], [w * 0.46, h]]), LIGHT, `opacity="0.06"`);
  for (let col = 0; col < cols; col++) s.rect(col * cell * 0.8, 0, Math.max(3, w / 500), h, mix(p.night, p.gold, 0.25), `opacity="0.7"`);
  vignette(c, 0.5);
};

/** An atrium seen from below: floors converging to a skylight. */
export const atrium = (c: Ctx): void => {
  const { s, w, h, p } = c;
  const cx = w * 0.5;
  const cy = h * 0.42;
  s.rect(0, 0, w, h, p.night);
  const rings = 11;
  for (let i = 0; i < rings; i++) {
    const t = i / rings;
    const k = (1 - t) ** 1.8;
    const rw = w * 0.06 + w * 0.75 * k;
    const rh = h * 0.05 + h * 0.9 * k;
    const tone = mix(p.night, mix(p.base, p.gold, 0.1 + 0.35 * t * t), 0.2 + 0.7 * t);
    s.rect(cx - rw, cy - rh, rw * 2, rh * 2, tone);
    const inner = 0.9;
    s.rect(cx - rw * inner, cy - rh * inner, rw * 2 * inner, rh * 2 * inner, mix(tone, p.night, 0.35));
    // glazing lines on each floor edge
    s.rect(cx - rw * inner, cy - rh * inner, rw * 2 * inner, rh * 2 * inner, "none", `stroke="${p.gold}" stroke-width="${n(Math.max(1, 3 * (1 - t)))}" opacity="${n(0.25 + 0.45 * t)}"`);
  }
  const sw = w * 0.06;
  const sh = h * 0.05;
  s.rect(cx - sw, cy - sh, sw * 2, sh * 2, LIGHT);
  glowAt(c, cx, cy, w * 0.3, p.glow, 0.4);
  // the converging corner lines
  const d = [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([dx, dy]) => `M${n(cx + (dx ?? 0) * sw)} ${n(cy + (dy ?? 0) * sh)}L${n(cx + (dx ?? 0) * w * 0.81)} ${n(cy + (dy ?? 0) * h * 0.95)}`).join("");
  s.path(d, "none", `stroke="${p.glow}" stroke-width="1.5" opacity="0.35"`);
  vignette(c, 0.55);
};

/** A cable-stayed bridge (or two) over open water at dusk. */
export const bridges = (c: Ctx, o: { two?: boolean } = {}): void => {
  const { s, w, h, p } = c;
  const horizon = h * 0.62;
  sky(c, { horizon, sunX: w * 0.3, warmth: 0.85 });
  skyline(c, { baseY: horizon, minH: h * 0.03, maxH: h * 0.12, minW: w * 0.01, maxW: w * 0.04, fill: mix(p.deep, p.haze, 0.5), peakX: w * 0.8 });
  haze(c, horizon - h * 0.02, h * 0.08, p.glow, 0.25);
  water(c, horizon, w * 0.3, 1);
  const drawBridge = (deckY: number, x0: number, x1: number, towerXs: number[], towerH: number, colour: string, weight: number): void => {
    s.rect(x0, deckY, x1 - x0, Math.max(3, weight * 3), colour);
    for (let x = x0; x < x1; x += (x1 - x0) / 14) s.rect(x, deckY, weight * 1.5, horizon - deckY + 2, colour);
    for (const tx of towerXs) {
      const top = deckY - towerH;
      s.path(poly([[tx - weight * 2.2, horizon + 2], [tx - weight, top], [tx + weight, top], [tx + weight * 2.2, horizon + 2]]), colour);
      let cables = "";
      for (let i = 1; i <= 9; i++) {
        const y = top + towerH * 0.05 + i * towerH * 0.025;
        cables += `M${n(tx)} ${n(y)}L${n(tx - i * (x1 - x0) * 0.024)} ${n(deckY)}M${n(tx)} ${n(y)}L${n(tx + i * (x1 - x0) * 0.024)} ${n(deckY)}`;
      }
      s.path(cables, "none", `stroke="${colour}" stroke-width="${n(weight * 0.35)}" opacity="0.9"`);
    }
    // deck lights
    for (let x = x0; x < x1; x += (x1 - x0) / 40) s.circle(x, deckY - weight, weight * 0.6, p.glow, `opacity="0.8"`);
  };
  if (o.two) drawBridge(horizon - h * 0.045, w * 0.52, w * 1.05, [w * 0.7, w * 0.9], h * 0.16, mix(p.deep, p.haze, 0.35), 1.8);
  drawBridge(horizon - h * 0.09, -w * 0.05, w * (o.two ? 0.62 : 1.05), o.two ? [w * 0.2] : [w * 0.32, w * 0.7], h * 0.36, p.night, 3);
  vignette(c, 0.45);
};

/** A row of lit shopfronts with furniture and lamps, reflected in the evening pavement. */
export const shopfronts = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  const k = o.close ? 1.5 : 1;
  const groundY = h * (o.close ? 0.9 : 0.78);
  const shopTop = groundY - h * 0.46 * k;
  s.wash(0, groundY, [
    { offset: 0, color: p.night },
    { offset: 1, color: mix(p.night, p.deep, 0.6) },
  ]);
  // upper floors: a few lit windows
  for (let y = shopTop - h * 0.2 * k; y > -h * 0.2; y -= h * 0.2 * k) {
    for (let x = w * 0.02; x < w; x += w * 0.07 * k) {
      s.rect(x, y, w * 0.045 * k, h * 0.12 * k, r() < 0.25 ? p.glow : mix(p.night, p.deep, 0.8), `opacity="${n(0.25 + r() * 0.35)}"`);
    }
  }
  const shopW = w * 0.2 * k;
  const drawShops = (): void => {
    for (let x = -shopW * 0.3 * (o.close ? 1 : 0); x < w; x += shopW) {
      const inner = s.linear(0, shopTop, 0, groundY, [
        { offset: 0, color: mix(p.glow, LIGHT, 0.3) },
        { offset: 1, color: mix(p.gold, p.base, 0.35) },
      ]);
      const wx = x + shopW * 0.08;
      const ww = shopW * 0.84;
      const wy = shopTop + h * 0.08 * k;
      s.rect(wx, wy, ww, groundY - wy, inner);
      glowAt(c, wx + ww * 0.5, wy + (groundY - wy) * 0.3, ww * 0.7, LIGHT, 0.35);
      // furniture: sofa, armchair, table, pendant lamps
      const fy = groundY;
      const u = Math.min(ww / 9, (groundY - wy) / 6.5);
      const ink = mix(p.base, p.night, 0.35);
      s.path(`M${n(wx + u)} ${n(fy)}V${n(fy - u * 1.3)}Q${n(wx + u)} ${n(fy - u * 2.2)} ${n(wx + u * 1.8)} ${n(fy - u * 2.2)}H${n(wx + u * 4.6)}Q${n(wx + u * 5.4)} ${n(fy - u * 2.2)} ${n(wx + u * 5.4)} ${n(fy - u * 1.3)}V${n(fy)}Z`, ink);
      s.rect(wx + u * 6.3, fy - u * 1.2, u * 2.2, u * 0.18, ink);
      s.rect(wx + u * 6.5, fy - u * 1.2, u * 0.15, u * 1.2, ink);
      s.rect(wx + u * 8.2, fy - u * 1.2, u * 0.15, u * 1.2, ink);
      for (const lx of [u * 2.2, u * 4.2, u * 7.4]) {
        const drop = u * between(r, 1.2, 2.4);
        s.line(wx + lx, wy, wx + lx, wy + drop, ink, Math.max(1, u * 0.04));
        s.path(`M${n(wx + lx - u * 0.45)} ${n(wy + drop + u * 0.5)}Q${n(wx + lx)} ${n(wy + drop - u * 0.15)} ${n(wx + lx + u * 0.45)} ${n(wy + drop + u * 0.5)}Z`, ink);
        glowAt(c, wx + lx, wy + drop + u * 0.6, u * 1.4, LIGHT, 0.5);
      }
      // mullions and the fascia
      s.rect(wx + ww / 2 - 1.5, wy, 3, groundY - wy, p.night, `opacity="0.7"`);
      s.rect(x, shopTop, shopW, h * 0.06 * k, p.night);
      s.rect(x + shopW * 0.3, shopTop + h * 0.025 * k, shopW * 0.4, Math.max(2, h * 0.006 * k), p.gold, `opacity="0.8"`);
      s.rect(x, shopTop, shopW * 0.08, groundY - shopTop, mix(p.night, p.deep, 0.3));
      s.rect(x + shopW * 0.92, shopTop, shopW * 0.08, groundY - shopTop, mix(p.night, p.deep, 0.3));
    }
  };
  drawShops();
  // wet pavement with reflections
  s.rect(0, groundY, w, h - groundY, mix(p.night, p.deep, 0.3));
  reflect(c, groundY, 0.25, drawShops);
  s.rect(0, groundY, w, 2, p.glow, `opacity="0.4"`);
  vignette(c, 0.5);
};

/** A business forum in an arena: a lit stage with a wide screen, seen over the audience. */
export const forum = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  s.wash(0, h, [
    { offset: 0, color: p.night },
    { offset: 0.6, color: mix(p.night, p.deep, 0.6) },
    { offset: 1, color: p.night },
  ]);
  const k = o.close ? 1.35 : 1;
  const cx = w / 2;
  const stageY = h * 0.66;
  // the screen, showing the group's skyline at dusk
  const sw = Math.min(w * 0.5 * k, h * 1.1 * k);
  const sh = sw * 0.36;
  const sx = cx - sw / 2;
  const sy = stageY - sh - h * 0.12;
  glowAt(c, cx, sy + sh / 2, sw * 0.9, p.glow, 0.22);
  const clip = s.def("s", (id) => `<clipPath id="${id}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}"/></clipPath>`);
  s.group(`clip-path="url(#${clip})"`, () => {
    s.rect(sx, sy, sw, sh, s.linear(0, sy, 0, sy + sh, [
      { offset: 0, color: p.deep },
      { offset: 1, color: mix(p.gold, LIGHT, 0.3) },
    ]));
    skyline({ ...c, w: sx + sw }, { x0: sx, x1: sx + sw, baseY: sy + sh, minH: sh * 0.1, maxH: sh * 0.7, minW: sw * 0.02, maxW: sw * 0.06, gap: sw * 0.01, fill: mix(p.night, p.deep, 0.4), peakX: cx });
  });
  s.rect(sx - 4, sy - 4, sw + 8, sh + 8, "none", `stroke="${p.night}" stroke-width="8"`);
  // lighting truss with spotlights and their beams
  const trussY = h * 0.08;
  s.rect(0, trussY, w, h * 0.012, mix(p.night, p.deep, 0.2));
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + i * 0.14);
    const tx = cx + (x - cx) * 0.35 + between(r, -w * 0.05, w * 0.05);
    s.path(poly([[x - 4, trussY + h * 0.02], [x + 4, trussY + h * 0.02], [tx + w * 0.06, stageY], [tx - w * 0.06, stageY]]), p.glow, `opacity="0.07"`);
    s.circle(x, trussY + h * 0.02, h * 0.01, LIGHT, `opacity="0.9"`);
    glowAt(c, x, trussY + h * 0.02, h * 0.04, LIGHT, 0.5);
  }
  // stage: platform, lectern, two chairs for the panel
  s.rect(w * 0.05, stageY, w * 0.9, h * 0.06, mix(p.deep, p.night, 0.4));
  s.rect(w * 0.05, stageY, w * 0.9, 2, p.gold, `opacity="0.8"`);
  const u = h * 0.06 * k;
  s.path(poly([[cx + sw * 0.36, stageY], [cx + sw * 0.36 + u * 0.7, stageY], [cx + sw * 0.36 + u * 0.85, stageY - u * 1.7], [cx + sw * 0.36 - u * 0.15, stageY - u * 1.7]]), mix(p.night, p.deep, 0.3));
  s.rect(cx + sw * 0.36 + u * 0.15, stageY - u * 1.2, u * 0.4, u * 0.08, p.gold, `opacity="0.8"`);
  for (const dx of [-0.3, -0.18]) {
    const x = cx + sw * dx;
    s.add(`<rect x="${n(x)}" y="${n(stageY - u * 1.1)}" width="${n(u * 0.9)}" height="${n(u * 1.1)}" rx="${n(u * 0.2)}" fill="${mix(p.gold, p.deep, 0.55)}"/>`);
  }
  // the audience in silhouette against the light spilling off the stage
  s.rect(0, stageY + h * 0.06, w, h, s.linear(0, stageY + h * 0.06, 0, h, [
    { offset: 0, color: mix(p.deep, p.glow, 0.22) },
    { offset: 1, color: p.night },
  ]));
  const rows = 4;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const y = stageY + h * 0.1 + t * h * 0.28;
    const size = h * (0.035 + 0.05 * t) * k;
    const tone = mix(p.night, p.deep, 0.2 - 0.2 * t);
    for (let x = -size + between(r, 0, size); x < w + size; x += size * between(r, 1.9, 2.4)) {
      s.path(`M${n(x - size * 1.1)} ${n(y + size * 2.5)}Q${n(x - size * 1.05)} ${n(y + size * 0.9)} ${n(x)} ${n(y + size * 0.9)}Q${n(x + size * 1.05)} ${n(y + size * 0.9)} ${n(x + size * 1.1)} ${n(y + size * 2.5)}Z`, tone);
      s.ellipse(x, y, size * 0.48, size * 0.58, tone);
    }
  }
  vignette(c, 0.55);
};
