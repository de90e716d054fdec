/**
 * The polo tournament compositions of the low-cup article: the field, goal posts, kit, ball and
 * mallet, marquees, the trophy, the grandstand, dust in low light and the field at sunset.
 */
import { type Ctx, glowAt, haze, horizonColour, sky, specks, sun, vignette } from "./elements.ts";
import { between, GOLD, LIGHT, mix, n, NAVY, poly, tint } from "./svg.ts";

/** A tree line along the horizon: overlapping crowns. */
const trees = ({ s, w, r }: Ctx, baseY: number, height: number, tone: string): void => {
  let x = -20;
  while (x < w + 20) {
    const rr = between(r, height * 0.35, height * 0.7);
    s.ellipse(x, baseY - rr * 0.8, rr * 1.2, rr, tone);
    x += rr * between(r, 0.9, 1.6);
  }
  s.rect(0, baseY - height * 0.3, w, height * 0.3 + 2, tone);
};

/** The turf: mowing stripes converging on a vanishing point. */
const turf = (c: Ctx, horizon: number, vx: number, light: number): void => {
  const { s, w, h, p } = c;
  const grass = mix(p.base, GOLD, 0.15);
  s.rect(0, horizon, w, h - horizon, s.linear(0, horizon, 0, h, [
    { offset: 0, color: mix(grass, LIGHT, 0.2 * light) },
    { offset: 1, color: mix(grass, p.night, 0.45) },
  ]));
  const stripes = 8;
  for (let i = -stripes; i < stripes; i += 2) {
    const x0 = vx + (i / stripes) * w * 2.2;
    const x1 = vx + ((i + 1) / stripes) * w * 2.2;
    s.path(poly([[vx + (x0 - vx) * 0.02, horizon], [vx + (x1 - vx) * 0.02, horizon], [x1, h], [x0, h]]), LIGHT, `opacity="${n(0.035 + 0.03 * light)}"`);
  }
};

/** A pair of goal posts with pennants, standing on the ground line at (x, baseY). */
const goalPosts = ({ s }: Ctx, x: number, baseY: number, height: number, gap: number): void => {
  for (const px of [x - gap / 2, x + gap / 2]) {
    const pw = Math.max(2, height * 0.045);
    s.rect(px - pw / 2, baseY - height, pw, height, LIGHT);
    for (let k = 0; k < 4; k++) s.rect(px - pw / 2, baseY - height + (height / 4) * k, pw, height / 8, NAVY, `opacity="0.85"`);
    s.path(poly([[px, baseY - height], [px + height * 0.32, baseY - height * 0.93], [px, baseY - height * 0.86]]), px < x ? GOLD : NAVY);
  }
};

/** A peaked marquee with a scalloped valance. */
const marquee = ({ s, p }: Ctx, x: number, baseY: number, width: number, height: number, tone: string): void => {
  const eave = baseY - height * 0.55;
  s.rect(x, eave, width, baseY - eave, tone);
  s.path(poly([[x - width * 0.04, eave], [x + width / 2, baseY - height], [x + width * 1.04, eave]]), mix(tone, LIGHT, 0.25));
  let val = `M${n(x - width * 0.04)} ${n(eave)}`;
  const scallops = 6;
  for (let i = 0; i < scallops; i++) {
    const sx = x - width * 0.04 + ((width * 1.08) / scallops) * (i + 1);
    val += `Q${n(sx - (width * 1.08) / scallops / 2)} ${n(eave + height * 0.1)} ${n(sx)} ${n(eave)}`;
  }
  s.path(val + "Z", i2(p.deep));
  s.rect(x + width * 0.35, eave + height * 0.12, width * 0.3, baseY - eave - height * 0.12, p.glow, `opacity="0.55"`);
};
const i2 = (c: string): string => mix(c, NAVY, 0.4);

/** A string of bunting between two points. */
const bunting = ({ s }: Ctx, x0: number, y0: number, x1: number, y1: number, sag: number, size: number): void => {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag;
  s.path(`M${n(x0)} ${n(y0)}Q${n(mx)} ${n(my)} ${n(x1)} ${n(y1)}`, "none", `stroke="${LIGHT}" stroke-width="1" opacity="0.6"`);
  const flags = Math.floor(Math.abs(x1 - x0) / (size * 1.4));
  for (let i = 1; i < flags; i++) {
    const t = i / flags;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t ** 2 * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t ** 2 * y1;
    s.path(poly([[x - size / 2, y], [x + size / 2, y], [x, y + size * 1.1]]), i % 2 ? GOLD : tint(NAVY, 0.15));
  }
};

export type PoloShot = "field" | "posts" | "kit" | "ball" | "marquees" | "trophy" | "grandstand" | "dust" | "sunset" | "hero";

/** One photograph-like plate of the tournament. */
export const polo = (c: Ctx, shot: PoloShot): void => {
  const { s, w, h, r, p } = c;
  const hz = horizonColour(p, 0.9);
  switch (shot) {
    case "field":
    case "hero": {
      const horizon = h * 0.48;
      sky(c, { horizon, sunX: w * 0.75, warmth: 0.8, top: mix(NAVY, p.night, 0.4) });
      trees(c, horizon, h * 0.12, mix(hz, p.deep, 0.55));
      haze(c, horizon - h * 0.02, h * 0.08, hz, 0.4);
      turf(c, horizon, w * 0.5, 1);
      s.rect(0, horizon + h * 0.015, w, h * 0.012, LIGHT, `opacity="0.55"`);
      goalPosts(c, w * 0.5, horizon + h * 0.02, h * 0.1, w * 0.07);
      if (shot === "hero") {
        for (let i = 0; i < 4; i++) marquee(c, w * (0.06 + i * 0.07), horizon + h * 0.02, w * 0.06, h * 0.12, i % 2 ? tint(NAVY, 0.75) : tint(GOLD, 0.55));
        bunting(c, 0, horizon - h * 0.08, w * 0.34, horizon - h * 0.05, h * 0.04, h * 0.018);
      }
      break;
    }
    case "posts": {
      const horizon = h * 0.62;
      sky(c, { horizon, sunX: w * 0.2, warmth: 0.75, top: mix(NAVY, p.night, 0.4) });
      trees(c, horizon, h * 0.1, mix(hz, p.deep, 0.55));
      turf(c, horizon, w * 0.3, 1);
      goalPosts(c, w * 0.55, h * 0.92, h * 0.72, w * 0.4);
      break;
    }
    case "kit": {
      s.wash(w, 0, [
        { offset: 0, color: mix(p.deep, GOLD, 0.3) },
        { offset: 1, color: p.night },
      ]);
      // canvas tent wall with a light seam
      for (let x = 0; x < w; x += w / 6) s.rect(x, 0, 2, h, LIGHT, `opacity="0.08"`);
      // mallets leaning against a rail, heads resting on the boards
      const rail = h * 0.34;
      const ground = h * 0.9;
      s.rect(0, ground, w, h - ground, mix(GOLD, p.night, 0.55));
      s.rect(0, rail, w * 0.62, h * 0.025, mix(GOLD, p.night, 0.3));
      for (let i = 0; i < 8; i++) {
        const x = w * 0.06 + i * w * 0.065;
        const lean = w * between(r, 0.03, 0.06);
        const topY = rail - h * between(r, 0.06, 0.14);
        const shaft = mix(tint(GOLD, 0.25), p.night, 0.2);
        s.path(`M${n(x)} ${n(topY)}L${n(x + lean)} ${n(ground - h * 0.02)}`, "none", `stroke="${shaft}" stroke-width="${n(Math.max(3, w * 0.006))}" stroke-linecap="round"`);
        // grip and wrist sling
        s.path(`M${n(x)} ${n(topY)}L${n(x + lean * 0.14)} ${n(topY + h * 0.1)}`, "none", `stroke="${tint(NAVY, 0.1)}" stroke-width="${n(Math.max(5, w * 0.011))}" stroke-linecap="round"`);
        s.path(`M${n(x)} ${n(topY + h * 0.01)}q${n(-w * 0.03)} ${n(h * 0.05)} ${n(-w * 0.004)} ${n(h * 0.085)}`, "none", `stroke="${GOLD}" stroke-width="2" opacity="0.8"`);
        s.add(`<rect x="${n(x + lean - w * 0.032)}" y="${n(ground - h * 0.03)}" width="${n(w * 0.064)}" height="${n(h * 0.024)}" rx="${n(h * 0.012)}" fill="${mix(GOLD, LIGHT, 0.2)}"/>`);
      }
      // helmets on a shelf
      const shelf = h * 0.62;
      s.rect(w * 0.62, shelf, w * 0.36, h * 0.02, mix(GOLD, p.night, 0.35));
      for (let i = 0; i < 3; i++) {
        const cx = w * 0.68 + i * w * 0.11;
        const rr = w * 0.045;
        s.path(`M${n(cx - rr)} ${n(shelf)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cx + rr)} ${n(shelf)}Z`, i === 1 ? tint(NAVY, 0.2) : tint(NAVY, 0.05));
        s.path(`M${n(cx - rr * 1.3)} ${n(shelf)}Q${n(cx)} ${n(shelf - rr * 0.3)} ${n(cx + rr * 0.2)} ${n(shelf)}Z`, mix(NAVY, p.night, 0.3));
        s.rect(cx - rr * 0.9, shelf - rr * 0.55, rr * 1.8, rr * 0.12, GOLD);
      }
      glowAt(c, w * 0.3, h * 0.3, w * 0.5, p.glow, 0.25);
      break;
    }
    case "ball": {
      s.wash(0, h, [
        { offset: 0, color: mix(p.base, LIGHT, 0.25) },
        { offset: 1, color: mix(p.base, p.night, 0.5) },
      ]);
      // blades of grass
      let blades = "";
      for (let i = 0; i < 1400; i++) {
        const x = r() * w;
        const y = r() * h;
        const len = 6 + (y / h) * 22;
        blades += `M${n(x)} ${n(y)}l${n((r() - 0.5) * 6)} ${n(-len)}`;
      }
      s.path(blades, "none", `stroke="${mix(p.night, p.base, 0.4)}" stroke-width="1.4" opacity="0.35"`);
      // mallet shaft and head
      s.path(`M${n(w * 0.95)} ${n(-h * 0.05)}L${n(w * 0.46)} ${n(h * 0.66)}`, "none", `stroke="${mix(tint(GOLD, 0.3), p.night, 0.2)}" stroke-width="${n(w * 0.012)}" stroke-linecap="round"`);
      const hx = w * 0.3;
      const hy = h * 0.7;
      s.add(`<rect x="${n(hx)}" y="${n(hy - h * 0.045)}" width="${n(w * 0.3)}" height="${n(h * 0.09)}" rx="${n(h * 0.045)}" fill="${s.linear(0, hy - h * 0.045, 0, hy + h * 0.045, [
        { offset: 0, color: tint(GOLD, 0.6) },
        { offset: 0.5, color: GOLD },
        { offset: 1, color: mix(GOLD, p.night, 0.5) },
      ])}"/>`);
      s.rect(hx + w * 0.02, hy - h * 0.045, w * 0.012, h * 0.09, NAVY, `opacity="0.7"`);
      s.rect(hx + w * 0.266, hy - h * 0.045, w * 0.012, h * 0.09, NAVY, `opacity="0.7"`);
      // the ball
      const bx = w * 0.72;
      const by = h * 0.62;
      const br = h * 0.085;
      s.ellipse(bx + br * 0.3, by + br * 0.85, br * 1.1, br * 0.25, p.night, `opacity="0.35"`);
      s.circle(bx, by, br, s.radial(bx - br * 0.35, by - br * 0.4, br * 1.4, [
        { offset: 0, color: "#FFFFFF" },
        { offset: 0.6, color: tint(GOLD, 0.8) },
        { offset: 1, color: mix(GOLD, p.night, 0.3) },
      ]));
      break;
    }
    case "marquees": {
      const horizon = h * 0.7;
      sky(c, { horizon, sunX: w * 0.8, warmth: 0.7, top: mix(NAVY, p.night, 0.3) });
      trees(c, horizon - h * 0.1, h * 0.16, mix(hz, p.deep, 0.5));
      turf(c, horizon, w * 0.5, 0.8);
      for (let i = 0; i < 5; i++) marquee(c, w * (0.02 + i * 0.2), horizon + h * 0.04, w * 0.17, h * 0.34, i % 2 ? tint(NAVY, 0.8) : tint(GOLD, 0.6));
      bunting(c, -10, h * 0.3, w * 0.5, h * 0.34, h * 0.08, h * 0.03);
      bunting(c, w * 0.5, h * 0.34, w + 10, h * 0.28, h * 0.08, h * 0.03);
      break;
    }
    case "trophy": {
      s.rect(0, 0, w, h, s.radial(w / 2, h * 0.4, w * 0.6, [
        { offset: 0, color: mix(NAVY, GOLD, 0.25) },
        { offset: 1, color: p.night },
      ]));
      // table with a navy cloth
      s.rect(0, h * 0.74, w, h * 0.26, s.linear(0, h * 0.74, 0, h, [
        { offset: 0, color: tint(NAVY, 0.2) },
        { offset: 1, color: mix(NAVY, p.night, 0.5) },
      ]));
      s.rect(0, h * 0.74, w, 3, GOLD, `opacity="0.6"`);
      const cx = w / 2;
      const metal = s.linear(cx - w * 0.12, 0, cx + w * 0.12, 0, [
        { offset: 0, color: mix(GOLD, p.night, 0.35) },
        { offset: 0.3, color: tint(GOLD, 0.65) },
        { offset: 0.45, color: "#FFF8E6" },
        { offset: 0.7, color: GOLD },
        { offset: 1, color: mix(GOLD, p.night, 0.5) },
      ]);
      // plinth, stem, bowl and handles
      s.rect(cx - w * 0.09, h * 0.66, w * 0.18, h * 0.08, mix(NAVY, p.night, 0.6));
      s.rect(cx - w * 0.07, h * 0.68, w * 0.14, h * 0.02, GOLD, `opacity="0.7"`);
      s.path(poly([[cx - w * 0.06, h * 0.66], [cx + w * 0.06, h * 0.66], [cx + w * 0.025, h * 0.6], [cx - w * 0.025, h * 0.6]]), metal);
      s.rect(cx - w * 0.012, h * 0.48, w * 0.024, h * 0.12, metal);
      s.path(`M${n(cx - w * 0.12)} ${n(h * 0.2)}H${n(cx + w * 0.12)}Q${n(cx + w * 0.12)} ${n(h * 0.47)} ${n(cx)} ${n(h * 0.49)}Q${n(cx - w * 0.12)} ${n(h * 0.47)} ${n(cx - w * 0.12)} ${n(h * 0.2)}Z`, metal);
      s.ellipse(cx, h * 0.2, w * 0.12, h * 0.02, mix(GOLD, p.night, 0.4));
      for (const side of [-1, 1]) {
        s.path(`M${n(cx + side * w * 0.115)} ${n(h * 0.24)}C${n(cx + side * w * 0.2)} ${n(h * 0.22)} ${n(cx + side * w * 0.2)} ${n(h * 0.38)} ${n(cx + side * w * 0.09)} ${n(h * 0.4)}`, "none", `stroke="${tint(GOLD, 0.3)}" stroke-width="${n(w * 0.012)}" stroke-linecap="round"`);
      }
      glowAt(c, cx - w * 0.03, h * 0.3, w * 0.06, "#FFFFFF", 0.6);
      glowAt(c, cx, h * 0.35, w * 0.45, p.glow, 0.2);
      break;
    }
    case "grandstand": {
      const horizon = h * 0.72;
      sky(c, { horizon, sunX: w * 0.15, warmth: 1, top: mix(NAVY, p.night, 0.2) });
      sun(c, w * 0.15, horizon - h * 0.12, h * 0.04, LIGHT, 0.8);
      // stand: stepped seating under a cantilevered roof
      const sx = w * 0.3;
      const sw = w * 0.65;
      const ink = mix(NAVY, p.night, 0.45);
      s.path(poly([[sx, horizon], [sx, h * 0.42], [sx + sw, h * 0.3], [sx + sw, horizon]]), ink);
      for (let i = 0; i < 9; i++) {
        const y = h * 0.46 + i * h * 0.028;
        s.path(poly([[sx + w * 0.02, y], [sx + sw, y - h * 0.12 * (1 - i / 10)], [sx + sw, y - h * 0.12 * (1 - i / 10) + 3], [sx + w * 0.02, y + 3]]), GOLD, `opacity="${n(0.25 + 0.03 * i)}"`);
      }
      s.path(poly([[sx - w * 0.04, h * 0.4], [sx + sw + w * 0.02, h * 0.26], [sx + sw + w * 0.02, h * 0.285], [sx - w * 0.04, h * 0.42]]), mix(ink, p.night, 0.4));
      for (let i = 0; i < 6; i++) {
        const fx = sx + (sw / 5) * i;
        const top = h * 0.2 - i * h * 0.012;
        s.rect(fx, top, 3, h * 0.2, ink);
        s.path(`M${n(fx + 3)} ${n(top)}q${n(w * 0.03)} ${n(h * 0.01)} ${n(w * 0.05)} ${n(-h * 0.005)}l0 ${n(h * 0.05)}q${n(-w * 0.02)} ${n(h * 0.015)} ${n(-w * 0.05)} ${n(h * 0.005)}Z`, i % 2 ? GOLD : tint(NAVY, 0.3));
      }
      turf(c, horizon, w * 0.5, 1);
      break;
    }
    case "dust": {
      const horizon = h * 0.56;
      sky(c, { horizon, sunX: w * 0.35, warmth: 1 });
      sun(c, w * 0.35, horizon - h * 0.06, h * 0.05, LIGHT, 0.9);
      trees(c, horizon, h * 0.08, mix(hz, p.deep, 0.5));
      turf(c, horizon, w * 0.35, 1);
      const soft = s.blur(18);
      s.group(`filter="${soft}"`, () => {
        for (let i = 0; i < 14; i++) s.ellipse(between(r, 0, w), horizon + between(r, -h * 0.05, h * 0.2), between(r, w * 0.06, w * 0.18), between(r, h * 0.04, h * 0.1), tint(GOLD, 0.5), `opacity="${n(between(r, 0.15, 0.35))}"`);
      });
      specks(c, 260, [0, h * 0.2, w, h], LIGHT, [0.6, 2.2], [0.1, 0.55]);
      // rays from the low sun
      for (let i = 0; i < 7; i++) {
        const a = -0.2 + i * 0.12;
        s.path(poly([[w * 0.35, horizon - h * 0.06], [w * 0.35 + Math.cos(a) * w, horizon + Math.sin(a) * w], [w * 0.35 + Math.cos(a + 0.04) * w, horizon + Math.sin(a + 0.04) * w]]), LIGHT, `opacity="0.06"`);
      }
      break;
    }
    case "sunset": {
      const horizon = h * 0.6;
      sky(c, { horizon, sunX: w * 0.55, warmth: 1, top: mix(NAVY, p.night, 0.2) });
      sun(c, w * 0.55, horizon - h * 0.02, h * 0.06, LIGHT, 0.95);
      trees(c, horizon, h * 0.14, mix(p.night, p.deep, 0.3));
      s.rect(0, horizon, w, h - horizon, s.linear(0, horizon, 0, h, [
        { offset: 0, color: mix(p.deep, GOLD, 0.35) },
        { offset: 1, color: p.night },
      ]));
      goalPosts(c, w * 0.25, horizon + h * 0.05, h * 0.14, w * 0.08);
      break;
    }
  }
  vignette(c, 0.45);
};
