// Shared by `npm run bench` and `npm run bench:lighthouse`: the production server in a child
// process on loopback with stored content to measure, and the "static twin" of any of its pages
// (the same server-rendered HTML without scripts, written to files and served by express.static).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SECURITY_HEADER_NAMES } from "../../server/http/security.ts";
import { freePort, SERVER_ENV, SERVER_NODE_ARGS, waitForHealth } from "../lib/processes.ts";
export { freePort };

export const root = path.resolve(import.meta.dirname, "../..");
const ADMIN_PASSWORD = "bench-admin-password";

/** Builds the client into build/ unless a build is already there (`npm run build` refreshes it). */
export function ensureBuild(): string {
  const buildDir = path.join(root, process.env.BUILD_DIR || "build");
  if (!existsSync(path.join(buildDir, "server", "index.js"))) {
    process.stdout.write("No build yet; building…\n");
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { cwd: root, stdio: "inherit" });
  }
  return buildDir;
}

/** A photograph-like test image (soft gradient bands), the kind an editor uploads. */
async function sampleJpeg(width: number, height: number, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,22%)"/><stop offset="0.6" stop-color="hsl(${hue + 30},55%,45%)"/><stop offset="1" stop-color="hsl(${hue + 50},70%,70%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<rect x="${(i * 137) % width}" y="${height * 0.35 + ((i * 53) % (height * 0.4))}" width="${60 + ((i * 29) % 120)}" height="${height}" fill="hsl(${hue + 200},30%,${12 + (i % 5) * 4}%)" opacity="0.85"/>`).join("")}
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

export interface BenchSite {
  url: string;
  buildDir: string;
  /** The SQLite database's folder (unused when DATABASE_URL names PostgreSQL). */
  dataDir: string;
  /** The super admin's token. */
  token: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** A stored investment's page and a stored news article's page. */
  storedInvestment: string;
  storedNews: string;
  stop(): Promise<void>;
}

/**
 * Starts `scripts/start.ts` (production) on a free loopback port with a fresh SQLite database
 * (or the PostgreSQL database DATABASE_URL names) and stores one investment and one news item.
 */
export async function startBenchSite(opts: { env?: Record<string, string> } = {}): Promise<BenchSite> {
  const buildDir = ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "r28-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      SKIP_BUILD: "1",
      BUILD_DIR: path.relative(root, buildDir),
      LOG_LEVEL: "warn",
      SITE_URL: url,
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, 60_000);
    const login = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "super_admin", password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const post = async (p: string, body: unknown) => {
      const res = await fetch(url + p, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      if (res.status !== 201) throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const paragraph = "<p>Founded to serve the fast-growing cities of the south-west, the business has grown with every project it delivered, and now employs several hundred people across four states.</p>";
    const investment = await post("/api/investments", {
      tabText: "Lagoon Logistics",
      title: "<p>Lagoon Logistics</p>",
      heroText: "<p>Moving goods across the Lagos lagoon since 2012.</p>",
      sector: "real estate",
      highlight: "A logistics operator serving the ports and markets of Lagos.",
      heroImage: await sampleJpeg(1920, 1080, 200),
      bannerImage: await sampleJpeg(1600, 900, 30),
      content: paragraph.repeat(4),
      website: "https://example.com",
    });
    const news = (await post("/api/news-and-events", {
      title: "R28 opens a new office in Abuja",
      subtitle: "The group's second office brings its teams closer to partners in the north.",
      newsImgUrl: await sampleJpeg(1600, 900, 220),
      content: paragraph.repeat(5),
    })) as { newsAndEvents: { _id: string } };
    return { url, buildDir, dataDir, token, pid: child.pid ?? 0, storedInvestment: `/our-investments/${String(investment._id)}`, storedNews: `/news-and-events/${news.newsAndEvents._id}`, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The page's HTML as a visitor without JavaScript gets it: no scripts (data blocks stay), no module preloads. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, "");
}

export interface Twins {
  url: string;
  /** The twin of one page path (same path on the twin's origin). */
  of(pagePath: string): string;
  stop(): Promise<void>;
}

/**
 * Writes each page's static twin to files and serves them from a separate process with
 * express.static (and the same compression as the site), together with the build's static
 * assets and the stored images the pages show. With `keepScripts`, the twin is the page's exact
 * bytes (the throughput yardstick); otherwise it is the page as a visitor without JavaScript gets it.
 *
 * Each twin answers with its page's security headers (SECURITY_HEADER_NAMES). The opener policy
 * matters most: navigating to a page that sets it from Lighthouse's about:blank swaps the browsing
 * context group, so the page starts in a cold renderer process of its own; a twin without it
 * would reuse the warm about:blank renderer and be spared 20-60 ms of main-thread work
 * (docs/performance.md, "Where the blocking time comes from").
 */
export async function serveTwins(site: { url: string; buildDir: string }, pagePaths: readonly string[], opts: { keepScripts?: boolean } = {}): Promise<Twins> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "r28-twins-"));
  mkdirSync(path.join(dir, "__twin"), { recursive: true });
  const files: Record<string, { file: string; headers: Record<string, string> }> = {};
  for (const [i, pagePath] of pagePaths.entries()) {
    const res = await fetch(site.url + pagePath, { headers: { Accept: "text/html,*/*" } });
    if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
    const json = (res.headers.get("Content-Type") ?? "").includes("json");
    const body = await res.text();
    const content = opts.keepScripts || json ? body : stripScripts(body);
    const file = `/__twin/${i}.${json ? "json" : "html"}`;
    writeFileSync(path.join(dir, file), content);
    files[pagePath] = { file, headers: Object.fromEntries(SECURITY_HEADER_NAMES.flatMap((h) => (res.headers.has(h) ? [[h, res.headers.get(h)!]] : []))) };
    // Stored images (and their responsive variants) are files too on the twin.
    for (const m of new Set(content.match(/\/media\/[0-9a-f]{64}(?:-\d+)?\.[a-z0-9]+/g) ?? [])) {
      const target = path.join(dir, m);
      if (existsSync(target)) continue;
      const img = await fetch(site.url + m);
      if (!img.ok) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(await img.arrayBuffer()));
    }
  }
  writeFileSync(path.join(dir, "twins.json"), JSON.stringify(files));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/bench/twin-server.ts"), String(port), dir, path.join(site.buildDir, "client")], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, of: (pagePath) => url + pagePath, stop };
}

/** One line naming when, where and on what a figure was measured: date, commit, CPUs and their load. */
export function machineLine(): string {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    // not a git checkout
  }
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
  return `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, load average (1/5/15 min) ${load}`;
}
