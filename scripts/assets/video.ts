/**
 * The home hero video: a Lagos-like skyline over the lagoon at dusk, with drifting cloud,
 * glittering water, twinkling windows and a passing aircraft light. Every moving part is a
 * function of the loop phase with whole-number frequencies, so the last frame runs seamlessly
 * into the first. Frames are composited with sharp and encoded with ffmpeg.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Writable } from "node:stream";
import sharp from "sharp";
import { type Building, type Ctx, glowAt, haze, horizonColour, reflect, skyline, sky, sun, vignette, waterBase } from "./elements.ts";
import { between, LIGHT, mix, n, NAVY, palette, seeded, Svg } from "./svg.ts";

export interface VideoSpec {
  width: number;
  height: number;
  fps: number;
  seconds: number;
}

const P = palette(NAVY);
const SEED = 2807;

const ctx = (s: Svg): Ctx => ({ s, w: s.width, h: s.height, r: seeded(SEED), p: P });

/** Static layers: the sky behind everything, and the city with its water in front of it. */
const staticLayers = (spec: VideoSpec): { sky: string; city: string; shade: string; cbd: Building[] } => {
  const { width: w, height: h } = spec;
  const horizon = h * 0.68;
  const sunX = w * 0.64;
  const back = new Svg(w, h);
  const b = ctx(back);
  sky(b, { horizon, sunX, warmth: 0.75 });
  sun(b, sunX, horizon - h * 0.05, h * 0.028, LIGHT, 0.75);

  const front = new Svg(w, h);
  const f = ctx(front);
  const hz = horizonColour(P, 0.75);
  const far = mix(hz, P.base, 0.35);
  const mid = mix(hz, P.deep, 0.62);
  const cbdFill = mix(P.night, P.deep, 0.45);
  let cbd: Building[] = [];
  const layers = (): void => {
    skyline(f, { seed: 11, baseY: horizon, minH: h * 0.04, maxH: h * 0.14, minW: w * 0.01, maxW: w * 0.03, fill: far, peakX: w * 0.6 });
    haze(f, horizon - h * 0.02, h * 0.08, hz, 0.5);
    skyline(f, { seed: 12, baseY: horizon, minH: h * 0.06, maxH: h * 0.28, minW: w * 0.014, maxW: w * 0.04, gap: w * 0.02, fill: mix(far, mid, 0.6), face: mix(far, P.glow, 0.25), peakX: w * 0.35 });
    haze(f, horizon - h * 0.015, h * 0.06, hz, 0.35);
    cbd = skyline(f, { seed: 13, baseY: horizon, minH: h * 0.07, maxH: h * 0.42, minW: w * 0.018, maxW: w * 0.05, gap: w * 0.025, fill: cbdFill, face: mix(cbdFill, P.glow, 0.16), lightFrom: "right", windows: 0.08, windowSize: [3, 5], peakX: w * 0.45 });
    skyline(f, { seed: 14, baseY: horizon + 1, minH: h * 0.015, maxH: h * 0.06, minW: w * 0.02, maxW: w * 0.07, fill: P.night, windows: 0.14, windowSize: [3, 4] });
  };
  layers();
  waterBase(f, horizon, 0.75);
  reflect(f, horizon, 0.35, layers);

  const shadeSvg = new Svg(w, h);
  vignette(ctx(shadeSvg), 0.55);
  // a gentle darkening at the top and bottom, where the header and headline sit
  shadeSvg.rect(0, 0, w, h, shadeSvg.linear(0, 0, 0, h, [
    { offset: 0, color: P.night, opacity: 0.35 },
    { offset: 0.3, color: P.night, opacity: 0 },
    { offset: 0.75, color: P.night, opacity: 0 },
    { offset: 1, color: P.night, opacity: 0.35 },
  ]));
  return { sky: back.toString(), city: front.toString(), shade: shadeSvg.toString(), cbd };
};

interface Movers {
  clouds: { x: number; y: number; rx: number; ry: number; drift: number; phase: number; alpha: number }[];
  sparkles: { x: number; y: number; len: number; thick: number; k: number; phase: number; alpha: number }[];
  ripples: { x: number; len: number; phase: number }[];
  windows: { x: number; y: number; size: number; k: number; phase: number }[];
}

const movers = (spec: VideoSpec, cbd: Building[]): Movers => {
  const { width: w, height: h } = spec;
  const r = seeded(SEED + 1);
  const horizon = h * 0.68;
  const sunX = w * 0.64;
  const clouds = Array.from({ length: 9 }, () => ({
    x: between(r, -0.1, 0.95) * w,
    y: between(r, 0.05, 0.3) * h,
    rx: between(r, 0.1, 0.25) * w,
    ry: between(r, 0.015, 0.04) * h,
    drift: between(r, 0.06, 0.12) * w,
    phase: r(),
    alpha: between(r, 0.08, 0.2),
  }));
  const sparkles = Array.from({ length: 150 }, () => {
    const depth = r() ** 1.5;
    const spread = 20 + depth * w * 0.15;
    return {
      x: sunX + (r() - 0.5) * 2 * spread * (0.25 + r() * 0.75),
      y: horizon + 3 + depth * (h - horizon),
      len: 6 + depth * 70 * r(),
      thick: 1 + depth * 2,
      k: 1 + Math.floor(r() * 3),
      phase: r(),
      alpha: 0.2 + 0.6 * (1 - depth),
    };
  });
  const ripples = Array.from({ length: 28 }, () => ({ x: r() * w - 100, len: 80 + r() * 320, phase: r() }));
  const windows: Movers["windows"] = [];
  for (const b of cbd) {
    for (let i = 0; i < Math.round(b.h / (h * 0.05)); i++) {
      windows.push({ x: b.x + between(r, 0.1, 0.85) * b.w, y: horizon - between(r, 0.1, 0.85) * b.h, size: 3, k: 1 + Math.floor(r() * 2), phase: r() });
    }
  }
  return { clouds, sparkles, ripples, windows };
};

const wave = (u: number, k: number, phase: number): number => Math.sin(2 * Math.PI * (u * k + phase));

/** Moving parts behind the city: clouds, the breathing sun glow and an aircraft light. */
const backOverlay = (spec: VideoSpec, m: Movers, u: number): string => {
  const { width: w, height: h } = spec;
  const s = new Svg(w, h);
  const blur = s.blur(h * 0.012);
  s.group(`filter="${blur}"`, () => {
    for (const c of m.clouds) {
      const t = (u + c.phase) % 1;
      s.ellipse(c.x + c.drift * t, c.y, c.rx, c.ry, mix(P.glow, LIGHT, 0.3), `opacity="${n(c.alpha * Math.sin(Math.PI * t))}"`);
    }
  });
  glowAt(ctx(s), w * 0.64, h * 0.62, w * 0.3, P.glow, 0.1 + 0.06 * wave(u, 1, 0));
  const px = -w * 0.05 + u * w * 1.1;
  const py = h * 0.16 - u * h * 0.05;
  const blink = wave(u, 12, 0) > 0.6 ? 1 : 0.35;
  glowAt(ctx(s), px, py, 14, LIGHT, 0.6 * blink);
  s.circle(px, py, 2.2, LIGHT, `opacity="${n(blink)}"`);
  return s.toString();
};

/** Moving parts in front: glitter and ripples on the water, twinkling windows. */
const frontOverlay = (spec: VideoSpec, m: Movers, u: number): string => {
  const { width: w, height: h } = spec;
  const horizon = h * 0.68;
  const s = new Svg(w, h);
  const soft = s.blur(1.6);
  s.group(`filter="${soft}"`, () => {
    for (const g of m.sparkles) {
      const a = g.alpha * Math.max(0, wave(u, g.k, g.phase)) ** 2;
      if (a > 0.02) s.rect(g.x - g.len / 2, g.y, g.len, g.thick, LIGHT, `opacity="${n(a)}"`);
    }
  });
  for (const rp of m.ripples) {
    const t = (u + rp.phase) % 1;
    const y = horizon + 3 + t ** 1.6 * (h - horizon);
    s.rect(rp.x, y, rp.len * (0.5 + t), 1 + t * 2, P.night, `opacity="${n(0.25 * Math.sin(Math.PI * t))}"`);
  }
  for (const win of m.windows) {
    const a = Math.max(0, wave(u, win.k, win.phase));
    if (a > 0.05) s.rect(win.x, win.y, win.size, win.size * 1.6, P.glow, `opacity="${n(0.8 * a)}"`);
  }
  return s.toString();
};

const raw = async (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

/** Renders frame `i` of the loop as raw RGB. */
const frameRenderer = async (spec: VideoSpec) => {
  const layers = staticLayers(spec);
  const [skyPng, cityPng, shadePng] = await Promise.all([raw(layers.sky), raw(layers.city), raw(layers.shade)]);
  const m = movers(spec, layers.cbd);
  const total = spec.fps * spec.seconds;
  return async (i: number): Promise<Buffer> => {
    const u = i / total;
    const [back, front] = await Promise.all([raw(backOverlay(spec, m, u)), raw(frontOverlay(spec, m, u))]);
    return sharp(skyPng)
      .composite([{ input: back }, { input: cityPng }, { input: front }, { input: shadePng }])
      .removeAlpha()
      .raw()
      .toBuffer();
  };
};

/** The first frame as an image (the video's poster). */
export const posterFrame = async (spec: VideoSpec): Promise<Buffer> => {
  const render = await frameRenderer(spec);
  return sharp(await render(0), { raw: { width: spec.width, height: spec.height, channels: 3 } }).png().toBuffer();
};

const write = async (stream: Writable, chunk: Buffer): Promise<void> => {
  if (!stream.write(chunk)) await once(stream, "drain");
};

/** Renders the loop and encodes it to each output (`.mp4` H.264, `.webm` VP9), without audio. */
export const renderHeroVideo = async (spec: VideoSpec, outputs: { mp4: string; webm?: string }): Promise<void> => {
  const input = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${spec.width}x${spec.height}`, "-r", String(spec.fps), "-i", "-", "-an"];
  const encoders = [
    spawn("ffmpeg", [...input, "-c:v", "libx264", "-preset", "veryslow", "-crf", "27", "-tune", "film", "-pix_fmt", "yuv420p", "-profile:v", "high", "-movflags", "+faststart", outputs.mp4], { stdio: ["pipe", "inherit", "inherit"] }),
  ];
  if (outputs.webm) {
    encoders.push(spawn("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "-pix_fmt", "yuv420p", outputs.webm], { stdio: ["pipe", "inherit", "inherit"] }));
  }
  const done = encoders.map(
    (e) =>
      new Promise<void>((resolve, reject) => {
        e.on("error", reject);
        e.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
      }),
  );
  const render = await frameRenderer(spec);
  const total = spec.fps * spec.seconds;
  for (let i = 0; i < total; i++) {
    const frame = await render(i);
    await Promise.all(encoders.map((e) => write(e.stdin, frame)));
    if (i % 50 === 0) process.stdout.write(`  video frame ${i}/${total}\n`);
  }
  for (const e of encoders) e.stdin.end();
  await Promise.all(done);
};
