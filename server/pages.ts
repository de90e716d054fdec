import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, previewContext, servicesContextKey as servicesContext } from "../shared/router-context.ts";
import { PREVIEW_PREFIX, type PreviewNotice } from "../shared/schemas/preview.ts";
import { contentSecurityPolicy, policyOptions } from "./http/security.ts";
import { answerHeaders, type FastAnswers } from "./http/fast-answers.ts";
import { cleanPageUrl } from "./http/page-url.ts";
import { encodeInBackground, sendStored, type Encoded } from "./http/stored-answer.ts";
import { isStaffPath } from "../shared/nav.ts";
import { BEHAVIOURS } from "../shared/enhance.ts";
import { addEnhanceScript, ENHANCE_DEV, findEnhanceScript, inlineStyles, takePublicStyles } from "./page-assets.ts";
import { compilePageStyles, stylesForPage } from "./page-css.ts";
import { previewPage } from "./preview-page.ts";
import type { Services } from "./services/index.ts";

/**
 * Pages are rendered with this stand-in for the CSP nonce and the real per-response nonce is put
 * in at send time, so one rendered page can be cached and still answer every request with a
 * fresh nonce. Random per process: content can never contain it by chance or on purpose.
 */
const NONCE_PLACEHOLDER = `r28n${randomBytes(12).toString("hex")}`;

/** A rendered answer kept for later requests of the same URL at the same content revision. */
interface CachedPage {
  /** Names the build, settings, content revision, year and URL the page was rendered for. */
  etag: string;
  status: number;
  headers: [string, string][];
  /** The body, with NONCE_PLACEHOLDER where the nonce goes unless `fixed`. */
  body: string;
  /**
   * The body is the same for every answer: a public page (its inline script and style allowed
   * by hash in `policy`, no nonce) or an answer that has no inline code at all.
   */
  fixed: boolean;
  /** A public page's Content-Security-Policy, naming its inline script and style by hash. */
  policy?: string;
  /** A fixed body compressed once, for every answer after the first (set when ready). */
  encoded?: Encoded;
}

/** An inline script or style element's CSP hash source (the browser hashes the text as parsed: CR LF is LF). */
const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;

/**
 * A rendered public page made the same for every answer: the nonce attributes removed, and its
 * inline scripts (data blocks aside: never run) and style elements listed by hash, for the
 * policy. Undefined when the placeholder is left anywhere else (the page then keeps its nonce).
 */
export function hashInlineCode(html: string, nonce: string): { body: string; scripts: string[]; styles: string[] } | undefined {
  const body = html.replaceAll(` nonce="${nonce}"`, "");
  if (body.includes(nonce)) return undefined;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attrs, text] of body.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    if (tag!.toLowerCase() === "style") styles.add(hashSource(text!));
    else if (!/\bsrc=/i.test(attrs!) && !/\btype="application\/(?:ld\+)?json"/i.test(attrs!)) scripts.add(hashSource(text!));
  }
  return { body, scripts: [...scripts], styles: [...styles] };
}

export interface PagesOptions {
  /** The built client (build/client): its public stylesheets are inlined into the pages. */
  clientDir?: string;
  /** How many rendered pages to keep (least recently used go first). */
  maxEntries?: number;
  /** How many bytes of rendered pages to keep. */
  maxBytes?: number;
  /** Answers later hits of the public pages sent from the cache before Express sees them. */
  fast?: FastAnswers;
}

/** Bounded, least-recently-used store of rendered pages by URL. */
class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(url: string, etag: string): CachedPage | undefined {
    const hit = this.entries.get(url);
    if (!hit) return undefined;
    this.delete(url);
    if (hit.etag !== etag) return undefined; // rendered before the last edit
    this.entries.set(url, hit); // most recently used last
    this.bytes += hit.body.length;
    return hit;
  }

  /** The page is still the one kept for its URL (not replaced, not evicted). */
  holds(url: string, page: CachedPage): boolean {
    return this.entries.get(url) === page;
  }

  set(url: string, page: CachedPage): void {
    this.delete(url);
    if (page.body.length > this.maxBytes) return;
    this.entries.set(url, page);
    this.bytes += page.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }

  private delete(url: string): void {
    const old = this.entries.get(url);
    if (old) {
      this.entries.delete(url);
      this.bytes -= old.body.length;
    }
  }
}

/** The Fetch API request React Router expects, for an Express request (for another path: a preview). */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, method = req.method, path = req.originalUrl): Request {
  const url = new URL(path, `${req.protocol}://${req.get("host") || "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/**
 * How a page answer was made, in its `Server-Timing` header (visible in the browser's developer
 * tools, counted by `npm run bench`): `hit` from the render cache, `miss` rendered for this
 * request, `shared` the result of a render another request started, `revalidated` a 304.
 */
type CacheOutcome = "hit" | "miss" | "shared" | "revalidated";
const serverTiming = (how: CacheOutcome, renderMs?: number) => `cache;desc=${how}${renderMs === undefined ? "" : `, render;dur=${renderMs.toFixed(1)}`}`;

const isHtml = (response: Response) => /^text\/html\b/.test(response.headers.get("Content-Type") ?? "");

/** Sends a Fetch API response through Express, putting the response's own nonce in. */
async function sendResponse(res: ExpressResponse, response: Response, finishPage?: (html: string, pathname: string) => string): Promise<void> {
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (!response.body) {
    res.end();
  } else if (/^text\/|xml|json/.test(response.headers.get("Content-Type") ?? "")) {
    const text = await response.text();
    res.end((finishPage && isHtml(response) ? finishPage(text, res.req.path) : text).replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce));
  } else {
    res.end(Buffer.from(await response.arrayBuffer()));
  }
}

/** Answers worth keeping: complete pages (and client navigation data) that carry no cookie. */
function cacheable(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return response.status === 200 && !response.headers.has("Set-Cookie") && /^text\/(html|x-script)\b/.test(type);
}

/**
 * The React Router pages. Loaders receive the services and the CSP nonce through context.
 *
 * With a built site (`build` is the build itself), every GET or HEAD answer of a page carries a
 * strong ETag made of the build, the site settings, the URL and the content revision (which
 * database triggers raise on every content write), with `Cache-Control: no-cache`: a browser or
 * proxy revalidates each time, and a matching `If-None-Match` is answered 304 without rendering.
 * Rendered pages are kept in memory per URL and revision (bounded, least recently used), so an
 * unchanged page is rendered once per instance; an edit on any instance changes the revision,
 * and the next request everywhere renders afresh (docs/performance.md).
 */
export function pagesHandler(s: Services, build: ServerBuild | (() => Promise<ServerBuild>), mode: string, opts: PagesOptions = {}): RequestHandler {
  const styles = typeof build !== "function" && opts.clientDir ? takePublicStyles(build, opts.clientDir) : undefined;
  const handle = createRequestHandler(styles?.build ?? build, mode);
  // Public pages get the enhancement script (client/enhance/): built, or its source in development.
  const enhance = typeof build === "function" ? ENHANCE_DEV : opts.clientDir ? findEnhanceScript(opts.clientDir) : undefined;
  if (!enhance && opts.clientDir) s.log.warn("the build has no enhancement script: public pages are served without it; rebuild with npm run build", { clientDir: opts.clientDir });
  // Each public page inlines only the rules it can use (server/page-css.ts), which includes the
  // classes declared by each behaviour of the enhancement script whose root the page carries.
  const pageStyles = styles && compilePageStyles(styles.css, enhance ? BEHAVIOURS : {});
  /**
   * A rendered page as it is sent: styles inline (the staff area, which renders in the browser,
   * gets them all), public pages' enhancement script added (not to previews, which run no
   * script), nonce still a placeholder.
   */
  const finishPage = (html: string, pathname: string, preview = false) => {
    const staff = isStaffPath(pathname);
    const css = !pageStyles ? "" : staff ? pageStyles.css : stylesForPage(pageStyles, html);
    const styled = inlineStyles(html, css, NONCE_PLACEHOLDER);
    return staff || preview || !enhance ? styled : addEnhanceScript(styled, enhance, NONCE_PLACEHOLDER);
  };
  const context = (nonce: string, services = s, preview: PreviewNotice | null = null) => {
    const ctx = new RouterContextProvider();
    ctx.set(servicesContext, services);
    ctx.set(nonceContext, nonce);
    ctx.set(previewContext, preview);
    return ctx;
  };
  // Previews of unsaved values (server/preview-page.ts): rendered for each request with its own
  // nonce, never cached and never answered 304.
  const renderPreview = previewPage(s, async (req, res, path, services, notice) => {
    const response = await handle(toFetchRequest(req, res, "GET", path), context(res.locals.cspNonce, services, notice));
    if (!isHtml(response)) return response;
    const html = finishPage(await response.text(), path, true).replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce);
    return new Response(html, { status: response.status, headers: response.headers });
  });

  if (typeof build === "function") {
    // The development server: every request renders the current sources.
    return async function renderPage(req, res, next) {
      if (req.path.startsWith(PREVIEW_PREFIX)) return renderPreview(req, res, next);
      try {
        await sendResponse(res, await handle(toFetchRequest(req, res), context(NONCE_PLACEHOLDER)), finishPage);
      } catch (err) {
        next(err);
      }
    };
  }

  const cache = new PageCache(opts.maxEntries ?? 500, opts.maxBytes ?? 64 * 1024 * 1024);
  const policy = contentSecurityPolicy(policyOptions(s.config, false));
  /** Renders in progress, so simultaneous requests for one uncached page render it once. */
  const rendering = new Map<string, Promise<CachedPage | Response>>();
  const { siteName, siteUrl, contactFormAction } = s.config;
  const fixed = JSON.stringify([build.assets.version, siteName, siteUrl, contactFormAction]);
  const etagOf = (url: string, revision: number) =>
    // The footer's copyright year is the only thing a page shows that depends on the clock.
    `"${createHash("sha256").update(`${fixed}\n${revision}\n${new Date().getFullYear()}\n${url}`).digest("base64url").slice(0, 32)}"`;

  async function render(req: ExpressRequest, res: ExpressResponse, url: string, etag: string): Promise<CachedPage | Response> {
    // HEAD renders as GET so the page can be cached; Node leaves the body out of a HEAD answer.
    const response = await handle(toFetchRequest(req, res, "GET", url), context(NONCE_PLACEHOLDER));
    if (!cacheable(response)) return response;
    const page: CachedPage = { etag, status: response.status, headers: [...response.headers], body: await response.text(), fixed: false };
    if (isHtml(response)) {
      page.body = finishPage(page.body, req.path);
      // Public pages: the same bytes for every answer, so they are compressed once (below).
      const hashed = isStaffPath(req.path) ? undefined : hashInlineCode(page.body, NONCE_PLACEHOLDER);
      if (hashed) Object.assign(page, { body: hashed.body, fixed: true, policy: policy(hashed, false) });
    } else page.fixed = !page.body.includes(NONCE_PLACEHOLDER);
    cache.set(url, page);
    // Skipped if replaced, evicted or made stale by a newer revision before it is compressed.
    const current = () => cache.holds(url, page) && etagOf(url, s.database.revision.latest()) === etag;
    if (page.fixed) void encodeInBackground(page, page.body, s.log, { url }, current);
    return page;
  }

  return async function renderPage(req, res, next) {
    if (req.path.startsWith(PREVIEW_PREFIX)) return renderPreview(req, res, next);
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        await sendResponse(res, await handle(toFetchRequest(req, res), context(NONCE_PLACEHOLDER)), finishPage);
        return;
      }
      // Parameters the page does not read (utm_*, fbclid, …) are no part of its address.
      const url = cleanPageUrl(req.originalUrl);
      const revision = await s.database.revision.current();
      const etag = etagOf(url, revision);
      if (req.get("If-None-Match")?.split(/\s*,\s*/).includes(etag)) {
        // The browser keeps the Content-Security-Policy it got with the page: a new nonce here
        // would replace it and no longer match the nonce in the page it already has.
        res.removeHeader("Content-Security-Policy");
        res.status(304).set({ ETag: etag, "Cache-Control": "no-cache", "Server-Timing": serverTiming("revalidated") }).end();
        return;
      }
      let page: CachedPage | Response | undefined = cache.get(url, etag);
      let how: CacheOutcome = "hit";
      const started = performance.now();
      if (!page) {
        let pending = rendering.get(etag);
        if (!pending) {
          pending = render(req, res, url, etag).finally(() => rendering.delete(etag));
          rendering.set(etag, pending);
          page = await pending;
          how = "miss";
        } else {
          // Another request is rendering this page: share its result when it is cacheable.
          const shared = await pending;
          page = shared instanceof Response ? await handle(toFetchRequest(req, res, "GET", url), context(NONCE_PLACEHOLDER)) : shared;
          how = shared instanceof Response ? "miss" : "shared";
        }
      }
      res.set("Server-Timing", serverTiming(how, how === "hit" ? undefined : performance.now() - started));
      if (page instanceof Response) {
        await sendResponse(res, page, finishPage);
        return;
      }
      res.status(page.status);
      for (const [key, value] of page.headers) res.append(key, value);
      res.set("ETag", etag);
      if (!page.headers.some(([k]) => k.toLowerCase() === "cache-control")) res.set("Cache-Control", "no-cache");
      if (!page.fixed) {
        res.end(page.body.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce));
        return;
      }
      if (page.policy) res.set("Content-Security-Policy", page.policy);
      if (opts.fast && req.method === "GET") {
        const kept = page;
        opts.fast.remember(url, { revision, year: new Date().getFullYear(), headers: answerHeaders(res), body: kept.body, stored: kept, held: () => cache.holds(url, kept) });
      }
      sendStored(req, res, page.body, page.encoded);
    } catch (err) {
      next(err);
    }
  };
}
