/** Reading the legacy site's /api (SPEC.md section 7): plain GETs, JSON answers. */

/** The legacy site could not be read at all: one line, and nothing was changed. */
export class LegacyImportError extends Error {
  override name = "LegacyImportError";
}

const TIMEOUT_MS = 120_000;

export interface LegacyAnswer {
  status: number;
  body: unknown;
}

/** The site's address (no trailing slash), whether it was given with or without a trailing `/api`. */
export function legacyBase(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new LegacyImportError(`${url} is not a URL (expected e.g. https://old-site.example.com)`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new LegacyImportError(`${url} is not an http(s) URL`);
  return `${u.origin}${u.pathname.replace(/\/+$/, "").replace(/\/api$/, "")}`;
}

/** GET base + /api + path. A network failure is fatal; an HTTP error status is answered. */
export async function getLegacy(base: string, path: string): Promise<LegacyAnswer> {
  const url = `${base}/api${path}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code === "ECONNREFUSED" ? "connection refused" : cause?.code === "ENOTFOUND" ? "unknown host name" : (cause?.message ?? (err as Error).message);
    throw new LegacyImportError(`Cannot reach the legacy site at ${base}: ${why} (GET /api${path}).`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}
