/**
 * Landscape and network compositions: runways, fibre routes, masts on a ridge, river deltas,
 * terraced fields, a healthcare abstract and the neutral group pattern.
 */
import { type Ctx, glowAt, haze, horizonColour, mast, skyline, sky, specks, sun, vignette } from "./elements.ts";
import { between, LIGHT, mix, n, poly, tint } from "./svg.ts";

// ---------------------------------------------------------------- aviation

/** A runway at dusk: edge and centre lights converging on the horizon, a control tower beyond. */
export const runway = (c: Ctx, o: { tower?: "far" | "close"; night?: boolean } = {}): void => {
  const { s, w, h, p } = c;
  const horizon = h * 0.5;
  const vx = w * 0.5;
  const warmth = o.night ? 0.45 : 0.85;
  sky(c, { horizon, sunX: w * 0.68, warmth });
  if (o.night) specks(c, 70, [0, 0, w, horizon * 0.6], LIGHT, [0.4, 1.1], [0.1, 0.45]);
  else sun(c, w * 0.68, horizon - h * 0.03, h * 0.025, LIGHT, 0.7);
  const hz = horizonColour(p, warmth);
  skyline(c, { baseY: horizon, minH: h * 0.01, maxH: h * 0.04, minW: w * 0.02, maxW: w * 0.08, fill: mix(hz, p.deep, 0.5) });
  if (o.tower === "close") {
    controlTower(c, w * 0.7, horizon + h * 0.08, h * 0.58, mix(p.night, p.deep, 0.2));
  } else {
    controlTower(c, w * 0.2, horizon + 2, h * 0.26, mix(hz, p.deep, 0.65));
    // a terminal low on the horizon
    s.rect(w * 0.24, horizon - h * 0.035, w * 0.16, h * 0.035, mix(hz, p.deep, 0.65));
    for (let x = w * 0.245; x < w * 0.39; x += w * 0.008) s.rect(x, horizon - h * 0.025, w * 0.004, h * 0.012, p.glow, `opacity="0.6"`);
  }
  haze(c, horizon, h * 0.05, hz, 0.55);
  // the ground
  s.rect(0, horizon, w, h - horizon, s.linear(0, horizon, 0, h, [
    { offset: 0, color: mix(hz, p.deep, 0.6) },
    { offset: 0.3, color: mix(p.deep, p.night, 0.3) },
    { offset: 1, color: p.night },
  ]));
  // runway surface
  const far = 0.004;
  s.path(poly([[vx - w * far, horizon + 1], [vx + w * far, horizon + 1], [w * 0.9, h], [w * 0.1, h]]), s.linear(0, horizon, 0, h, [
    { offset: 0, color: mix(hz, p.deep, 0.4) },
    { offset: 0.4, color: mix(p.deep, p.base, 0.3) },
    { offset: 1, color: mix(p.night, p.deep, 0.4) },
  ]));
  // lights placed by depth so they bunch towards the horizon
  for (let i = 1; i < 60; i++) {
    const z = i * 0.5;
    const t = 1 / (1 + z * 0.35);
    const y = horizon + (h - horizon) * t;
    const half = (w * 0.4) * t + w * far;
    const size = Math.max(0.8, 7 * t);
    for (const side of [-1, 1]) {
      const x = vx + side * half;
      glowAt(c, x, y, size * 4, p.glow, 0.5);
      s.circle(x, y, size * 0.6, LIGHT);
    }
    if (i % 2 === 0) {
      const next = 1 / (1 + (z + 0.25) * 0.35);
      const y2 = horizon + (h - horizon) * next;
      s.path(poly([[vx - size * 0.5, y], [vx + size * 0.5, y], [vx + size * 0.4, y2], [vx - size * 0.4, y2]]), LIGHT, `opacity="0.7"`);
    }
  }
  // threshold bars near the viewer
  for (let k = -5; k <= 5; k++) {
    if (k === 0) continue;
    const y = h * 0.94;
    const x = vx + k * w * 0.035;
    s.path(poly([[x - w * 0.008, y], [x + w * 0.008, y], [x + w * 0.009, h], [x - w * 0.009, h]]), LIGHT, `opacity="0.55"`);
  }
  // a landing light in the sky
  glowAt(c, w * 0.83, h * 0.22, w * 0.02, LIGHT, 0.8);
  s.circle(w * 0.83, h * 0.22, 2.5, LIGHT);
  vignette(c, 0.5);
};

/** An air traffic control tower silhouette standing at (x, baseY). */
const controlTower = ({ s, p }: Ctx, x: number, baseY: number, height: number, ink: string): void => {
  const u = height / 20;
  s.path(poly([[x - u * 1.4, baseY], [x - u * 0.9, baseY - u * 14], [x + u * 0.9, baseY - u * 14], [x + u * 1.4, baseY]]), ink);
  s.path(poly([[x - u * 2.6, baseY - u * 14], [x + u * 2.6, baseY - u * 14], [x + u * 3.2, baseY - u * 16.6], [x - u * 3.2, baseY - u * 16.6]]), ink);
  s.path(poly([[x - u * 3.0, baseY - u * 16.6], [x + u * 3.0, baseY - u * 16.6], [x + u * 2.6, baseY - u * 17.4], [x - u * 2.6, baseY - u * 17.4]]), ink);
  s.path(poly([[x - u * 2.75, baseY - u * 14.5], [x + u * 2.75, baseY - u * 14.5], [x + u * 3.05, baseY - u * 16.2], [x - u * 3.05, baseY - u * 16.2]]), p.glow, `opacity="0.75"`);
  for (let k = -2; k <= 2; k++) s.rect(x + k * u * 1.1 - u * 0.05, baseY - u * 16.2, u * 0.1, u * 1.7, ink);
  s.rect(x - u * 0.08, baseY - u * 19.5, u * 0.16, u * 2.1, ink);
  s.circle(x, baseY - u * 19.6, u * 0.2, LIGHT);
};

// ---------------------------------------------------------------- telecoms

/** Strands of light tracing fibre routes across a dark field (or glowing cable ends). */
export const fibre = (c: Ctx, o: { ends?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  s.wash(w, h, [
    { offset: 0, color: mix(p.night, "#214A74", 0.3) },
    { offset: 1, color: mix(p.night, "#214A74", 0.1) },
  ]);
  const soft = s.blur(o.ends ? 10 : 6);
  if (o.ends) {
    // a bundle of fibres fanning out towards the viewer, each tip a point of light
    const ox = w * 0.05;
    const oy = h * 0.9;
    for (let i = 0; i < 70; i++) {
      const a = -Math.PI * 0.05 - r() * Math.PI * 0.42;
      const len = between(r, 0.5, 0.95) * w * 0.75;
      const ex = ox + Math.cos(a) * len;
      const ey = oy + Math.sin(a) * len * 0.9;
      const mx = ox + Math.cos(a + 0.25) * len * 0.5;
      const my = oy + Math.sin(a + 0.25) * len * 0.45;
      const tone = r() < 0.7 ? p.glow : tint("#2F6871", 0.4);
      s.path(`M${n(ox)} ${n(oy)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`, "none", `stroke="${tone}" stroke-width="${n(between(r, 1, 2.2))}" opacity="${n(between(r, 0.25, 0.6))}"`);
      glowAt(c, ex, ey, between(r, 8, 22), tone, 0.9);
      s.circle(ex, ey, between(r, 1.5, 3), LIGHT);
    }
    vignette(c, 0.45);
    return;
  }
  const strands = 46;
  const paths: { d: string; tone: string; width: number; opacity: number }[] = [];
  for (let i = 0; i < strands; i++) {
    const t = i / strands;
    const y0 = h * (0.15 + 0.7 * r());
    const y3 = h * (0.2 + 0.6 * r());
    const pinch = h * (0.45 + 0.08 * Math.sin(t * 6));
    const d = `M${n(-20)} ${n(y0)}C${n(w * 0.3)} ${n(y0)} ${n(w * 0.35)} ${n(pinch)} ${n(w * 0.5)} ${n(pinch + (r() - 0.5) * h * 0.05)}S${n(w * 0.75)} ${n(y3)} ${n(w + 20)} ${n(y3)}`;
    const tone = r() < 0.75 ? p.glow : tint("#2F6871", 0.35);
    paths.push({ d, tone, width: between(r, 0.8, 2.6), opacity: between(r, 0.25, 0.85) });
  }
  s.group(`filter="${soft}" opacity="0.7"`, () => {
    for (const q of paths) s.path(q.d, "none", `stroke="${q.tone}" stroke-width="${n(q.width * 4)}" opacity="${n(q.opacity * 0.6)}"`);
  });
  for (const q of paths) s.path(q.d, "none", `stroke="${q.tone}" stroke-width="${n(q.width)}" opacity="${n(q.opacity)}"`);
  // pulses of light travelling along the routes
  for (let i = 0; i < 24; i++) {
    const x = between(r, 0.05, 0.95) * w;
    const y = h * 0.45 + (r() - 0.5) * h * 0.6 * Math.abs(x / w - 0.5) * 2;
    glowAt(c, x, y, between(r, 10, 30), LIGHT, 0.7);
  }
  glowAt(c, w * 0.5, h * 0.47, w * 0.25, p.glow, 0.25);
  vignette(c, 0.5);
};

/** Telecommunication masts on a ridge at dusk, linked by arcs of light. */
export const masts = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  const horizon = h * 0.72;
  sky(c, { horizon, sunX: w * 0.25, warmth: 0.8 });
  sun(c, w * 0.25, horizon - h * 0.05, h * 0.03, LIGHT, 0.6);
  const hz = horizonColour(p, 0.8);
  const hill = (y: number, amp: number, tone: string, seedShift: number): string => {
    let d = `M0 ${n(h)}L0 ${n(y)}`;
    for (let x = 0; x <= w; x += w / 16) d += `L${n(x)} ${n(y - Math.sin(x / w * Math.PI * 1.3 + seedShift) * amp - r() * amp * 0.15)}`;
    d += `L${n(w)} ${n(h)}Z`;
    s.path(d, tone);
    return d;
  };
  hill(horizon, h * 0.06, mix(hz, p.deep, 0.45), 0.5);
  haze(c, horizon, h * 0.08, hz, 0.35);
  hill(horizon + h * 0.1, h * 0.12, mix(p.deep, p.night, 0.3), 2.2);
  const ink = mix(p.night, p.deep, 0.2);
  if (o.close) {
    mast(c, w * 0.58, h * 1.02, h * 0.92, ink, Math.max(2, w / 420));
    glowAt(c, w * 0.58, h * 0.05, w * 0.03, LIGHT, 0.8);
    vignette(c, 0.45);
    return;
  }
  const sites: [number, number, number][] = [[0.14, 0.66, 0.3], [0.42, 0.6, 0.45], [0.68, 0.64, 0.36], [0.9, 0.7, 0.24]];
  const tops: [number, number][] = [];
  for (const [fx, fy, fh] of sites) {
    const x = w * fx;
    const base = h * fy + h * 0.12;
    mast(c, x, base, h * fh, ink, Math.max(1.5, w / 900));
    tops.push([x, base - h * fh]);
    glowAt(c, x, base - h * fh * 1.05, w * 0.012, LIGHT, 0.9);
  }
  // links between the masts
  for (let i = 0; i + 1 < tops.length; i++) {
    const a = tops[i];
    const b = tops[i + 1];
    if (!a || !b) continue;
    const mx = (a[0] + b[0]) / 2;
    const my = Math.min(a[1], b[1]) - h * 0.1;
    s.path(`M${n(a[0])} ${n(a[1])}Q${n(mx)} ${n(my)} ${n(b[0])} ${n(b[1])}`, "none", `stroke="${p.glow}" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.8"`);
  }
  vignette(c, 0.45);
};

// ---------------------------------------------------------------- landscapes

/** A winding river delta seen from above at dusk, with field parcels along the banks. */
export const delta = (c: Ctx): void => {
  const { s, w, h, r, p } = c;
  s.wash(w, h, [
    { offset: 0, color: mix(p.deep, p.night, 0.3) },
    { offset: 1, color: mix(p.base, p.gold, 0.2) },
  ]);
  // field parcels
  for (let i = 0; i < 120; i++) {
    const x = r() * w;
    const y = r() * h;
    const pw = between(r, w * 0.03, w * 0.09);
    const ph = between(r, h * 0.04, h * 0.12);
    const rot = between(r, -25, 25);
    s.rect(x, y, pw, ph, mix(p.base, r() < 0.3 ? p.gold : p.deep, between(r, 0.1, 0.5)), `opacity="${n(between(r, 0.12, 0.35))}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"`);
  }
  // channels: a main river and tributaries, each a glowing curve
  const channel = (points: [number, number][], width: number): void => {
    let d = "";
    points.forEach(([x, y], i) => {
      if (i === 0) d += `M${n(x * w)} ${n(y * h)}`;
      else {
        const prev = points[i - 1] ?? [x, y];
        const mx = ((prev[0] + x) / 2) * w;
        d += `Q${n(prev[0] * w)} ${n(prev[1] * h)} ${n(mx)} ${n(((prev[1] + y) / 2) * h)}`;
      }
    });
    const last = points[points.length - 1] ?? [1, 1];
    d += `T${n(last[0] * w)} ${n(last[1] * h)}`;
    s.path(d, "none", `stroke="${mix(p.night, "#2F6871", 0.35)}" stroke-width="${n(width * 1.6)}" stroke-linecap="round" opacity="0.6"`);
    s.path(d, "none", `stroke="${mix(p.glow, "#2F6871", 0.35)}" stroke-width="${n(width)}" stroke-linecap="round" opacity="0.85"`);
    s.path(d, "none", `stroke="${LIGHT}" stroke-width="${n(width * 0.25)}" stroke-linecap="round" opacity="0.35"`);
  };
  channel([[-0.05, 0.2], [0.2, 0.35], [0.35, 0.2], [0.5, 0.45], [0.7, 0.4], [0.85, 0.7], [1.05, 0.8]], h * 0.035);
  channel([[0.5, 0.45], [0.45, 0.7], [0.6, 0.85], [0.55, 1.05]], h * 0.018);
  channel([[0.7, 0.4], [0.8, 0.15], [0.95, 0.1], [1.05, -0.05]], h * 0.014);
  channel([[0.2, 0.35], [0.15, 0.6], [0.3, 0.8], [0.25, 1.05]], h * 0.012);
  glowAt(c, w * 0.75, h * 0.3, w * 0.45, p.glow, 0.25);
  vignette(c, 0.5);
};

/** Terraced fields stepping down a hillside towards a low sun. */
export const fields = (c: Ctx): void => {
  const { s, w, h, p } = c;
  const horizon = h * 0.3;
  sky(c, { horizon, sunX: w * 0.72, warmth: 0.95 });
  sun(c, w * 0.72, horizon - h * 0.04, h * 0.035, LIGHT, 0.85);
  const hz = horizonColour(p, 0.95);
  s.path(`M0 ${n(horizon)}Q${n(w * 0.3)} ${n(horizon - h * 0.06)} ${n(w * 0.55)} ${n(horizon - h * 0.02)}T${n(w)} ${n(horizon - h * 0.04)}V${n(h)}H0Z`, mix(hz, p.deep, 0.45));
  haze(c, horizon, h * 0.1, hz, 0.45);
  const bands = 9;
  for (let i = 0; i < bands; i++) {
    const t = i / bands;
    const y = horizon + h * 0.03 + (h * 0.75) * (t ** 1.3);
    const amp = h * (0.03 + 0.05 * t);
    const d = `M-10 ${n(h + 10)}L-10 ${n(y + amp)}C${n(w * 0.25)} ${n(y - amp)} ${n(w * 0.55)} ${n(y + amp * 1.2)} ${n(w + 10)} ${n(y - amp * 0.5)}V${n(h + 10)}Z`;
    const tone = mix(mix(p.base, p.gold, 0.3 + 0.3 * (i % 2)), p.night, 0.1 + 0.55 * t);
    s.path(d, tone);
    s.path(`M-10 ${n(y + amp)}C${n(w * 0.25)} ${n(y - amp)} ${n(w * 0.55)} ${n(y + amp * 1.2)} ${n(w + 10)} ${n(y - amp * 0.5)}`, "none", `stroke="${p.glow}" stroke-width="${n(1 + 2 * t)}" opacity="${n(0.5 - 0.3 * t)}"`);
  }
  vignette(c, 0.45);
};

// ---------------------------------------------------------------- healthcare and pattern

/** A calm corridor in soft green light with a pulse line and a cross in a circle. */
export const health = (c: Ctx, o: { close?: boolean } = {}): void => {
  const { s, w, h, r, p } = c;
  s.wash(w, h, [
    { offset: 0, color: p.night },
    { offset: 0.6, color: p.deep },
    { offset: 1, color: mix(p.base, p.gold, 0.3) },
  ]);
  // soft out-of-focus lights, as through the glass of a calm clinic
  for (let i = 0; i < (o.close ? 10 : 22); i++) {
    const x = between(r, 0, w);
    const y = between(r, 0, h * 0.9);
    const rr = between(r, h * 0.03, h * 0.12);
    s.circle(x, y, rr, r() < 0.7 ? p.glow : tint(p.base, 0.6), `opacity="${n(between(r, 0.04, 0.14))}"`);
  }
  glowAt(c, w * 0.62, h * 0.45, w * 0.4, p.glow, 0.25);
  // pulse line
  const y = h * (o.close ? 0.62 : 0.66);
  const pts: [number, number][] = [[0, y], [w * 0.3, y], [w * 0.34, y - h * 0.06], [w * 0.38, y + h * 0.05], [w * 0.42, y - h * 0.28], [w * 0.46, y + h * 0.16], [w * 0.5, y], [w, y]];
  const d = pts.map(([x, yy], i) => `${i ? "L" : "M"}${n(x)} ${n(yy)}`).join("");
  const soft = s.blur(6);
  s.path(d, "none", `stroke="${p.glow}" stroke-width="10" opacity="0.5" filter="${soft}" stroke-linejoin="round"`);
  s.path(d, "none", `stroke="${LIGHT}" stroke-width="3" stroke-linejoin="round" opacity="0.9"`);
  // cross in a circle
  const cx = o.close ? w * 0.74 : w * 0.16;
  const cy = o.close ? h * 0.34 : h * 0.3;
  const rr = h * (o.close ? 0.2 : 0.13);
  s.circle(cx, cy, rr, "none", `stroke="${p.gold}" stroke-width="${n(Math.max(2, rr * 0.04))}" opacity="0.8"`);
  const k = rr * 0.22;
  s.path(poly([[cx - k, cy - rr * 0.62], [cx + k, cy - rr * 0.62], [cx + k, cy - k], [cx + rr * 0.62, cy - k], [cx + rr * 0.62, cy + k], [cx + k, cy + k], [cx + k, cy + rr * 0.62], [cx - k, cy + rr * 0.62], [cx - k, cy + k], [cx - rr * 0.62, cy + k], [cx - rr * 0.62, cy - k], [cx - k, cy - k]]), mix(p.gold, LIGHT, 0.3), `opacity="0.85"`);
  vignette(c, 0.45);
};

/** The neutral group pattern: interlocking squares in navy and gold. */
export const pattern = (c: Ctx): void => {
  const { s, w, h, r, p } = c;
  s.wash(w, h, [
    { offset: 0, color: p.night },
    { offset: 1, color: p.deep },
  ]);
  const size = h / 5;
  for (let y = -size; y < h + size; y += size) {
    for (let x = -size; x < w + size; x += size) {
      const shift = (Math.round(y / size) % 2) * size * 0.5;
      const rot = 45;
      const cx = x + shift;
      const k = r();
      s.rect(cx - size * 0.32, y - size * 0.32, size * 0.64, size * 0.64, "none", `stroke="${p.gold}" stroke-width="1.5" opacity="${n(0.15 + 0.35 * k)}" transform="rotate(${rot} ${n(cx)} ${n(y)})"`);
      if (k > 0.85) s.rect(cx - size * 0.16, y - size * 0.16, size * 0.32, size * 0.32, p.gold, `opacity="0.35" transform="rotate(${rot} ${n(cx)} ${n(y)})"`);
    }
  }
  glowAt(c, w * 0.7, h * 0.35, w * 0.5, p.glow, 0.2);
  vignette(c, 0.5);
};

