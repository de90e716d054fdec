import { existsSync } from "node:fs";

/**
 * The Chromium to drive: CHROMIUM_PATH, else the system's headless shell (Debian's
 * `chromium-headless-shell`: the same engine without the browser's window code, so each page costs
 * about a third less CPU than in `chromium --headless`), else the system's full Chromium, else
 * Playwright's own download if present (undefined lets Playwright find it). With none, a clear message.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((p): p is string => !!p);
  for (const p of candidates) if (existsSync(p)) return p;
  const home = process.env.PLAYWRIGHT_BROWSERS_PATH ?? `${process.env.HOME}/.cache/ms-playwright`;
  if (existsSync(home)) return undefined;
  throw new Error(
    "No Chromium found for the browser tests. Install one with `apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH to a Chromium binary).",
  );
}
