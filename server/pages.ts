import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { nonceContext, previewContext, servicesContextKey as servicesContext } from "../shared/router-context.ts";
import { PREVIEW_PREFIX, type PreviewNotice } from "../shared/schemas/preview.ts";
import { contentSecurityPolicy, policyOptions } from "./http/security.ts";
import { answerHeaders, type FastAnswers } from "./http/fast-answers.ts";
import { cleanPageUrl } from "./http/page-url.ts";
import { encodeInBackground, sendStored } from "./http/stored-answer.ts";
import { PageCache, type CachedPage } from "./page-cache.ts";
import { isStaffPath } from "../shared/nav.ts";
import { BEHAVIOURS } from "../shared/enhance.ts";
import { addEnhanceScript, ENHANCE_DEV, findEnhanceScript, inlineStyles, takePublicStyles } from "./page-assets.ts";
import { compilePageStyles, stylesForPage } from "./page-css.ts";
import { previewPage } from "./preview-page.ts";
import type { Services } from "./services/index.ts";
import { pinMediaVersions } from "./services/media.ts";

/**
 * Pages are rendered with this stand-in for the CSP nonce and the real per-response nonce is put
 * in at send time, so one rendered page can be cached and still answer every request with a
 * fresh nonce. Random per process: content can never contain it by chance or on purpose.
 */
const NONCE_PLACEHOLDER = `r28n${randomBytes(12).toString("hex")}`;

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

/** Answers worth keeping: complete pages (and client navigation data) and the news feed, none carrying a cookie. */
function cacheable(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return response.status === 200 && !response.headers.has("Set-Cookie") && /^(text\/(html|x-script)|application\/atom\+xml)\b/.test(type);
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
  const context = (nonce: string, services = s, preview: PreviewNotice | null = null) => routerContext(services, nonce, preview);
  // Previews of unsaved values (server/preview-page.ts): rendered for each request with its own
  // nonce, never cached and never answered 304.
  const renderPreview = previewPage(s, async (req, res, path, services, notice) => {
    const response = await handle(toFetchRequest(req, res, "GET", path), context(res.locals.cspNonce, services, notice));
    if (!isHtml(response)) return response;
    const html = finishPage(await pinMediaVersions(s.db, await response.text()), path, true).replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce);
    return new Response(html, { status: response.status, headers: response.headers });
  });

  const renderer: Renderer = { handle, context, finishPage, renderPreview };
  return typeof build === "function" ? developmentPages(renderer) : builtPages(s, build, renderer, opts);
}

/** What loaders receive: the services, the CSP nonce, and the notice of a preview (none otherwise). */
function routerContext(services: Services, nonce: string, preview: PreviewNotice | null): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(servicesContext, services);
  ctx.set(nonceContext, nonce);
  ctx.set(previewContext, preview);
  return ctx;
}

/** The development server's pages: every request renders the current sources. */
function developmentPages(r: Renderer): RequestHandler {
  return async function renderPage(req, res, next) {
    if (req.path.startsWith(PREVIEW_PREFIX)) return r.renderPreview(req, res, next);
    try {
      await sendResponse(res, await r.handle(toFetchRequest(req, res), r.context(NONCE_PLACEHOLDER)), r.finishPage);
    } catch (err) {
      next(err);
    }
  };
}

/** What the built site's page answers are made with (set up by pagesHandler). */
interface Renderer {
  handle: ReturnType<typeof createRequestHandler>;
  context(nonce: string): RouterContextProvider;
  /** Styles inline, a public page's enhancement script added, the nonce still a placeholder. */
  finishPage(html: string, pathname: string): string;
  renderPreview: RequestHandler;
}

/** Names a page answer: the build, the settings, the content revision, the year and the URL. */
function etagMaker(s: Services, build: ServerBuild): (url: string, revision: number) => string {
  const { siteName, siteUrl, contactFormAction } = s.config;
  const fixed = JSON.stringify([build.assets.version, siteName, siteUrl, contactFormAction]);
  return (url, revision) =>
    // The footer's copyright year is the only thing a page shows that depends on the clock.
    `"${createHash("sha256").update(`${fixed}\n${revision}\n${new Date().getFullYear()}\n${url}`).digest("base64url").slice(0, 32)}"`;
}

/** Answers 304 when the browser holds this very page (its `If-None-Match` names the ETag). */
function answeredNotModified(req: ExpressRequest, res: ExpressResponse, etag: string): boolean {
  if (!req.get("If-None-Match")?.split(/\s*,\s*/).includes(etag)) return false;
  // The browser keeps the Content-Security-Policy it got with the page: a new nonce here
  // would replace it and no longer match the nonce in the page it already has.
  res.removeHeader("Content-Security-Policy");
  res.status(304).set({ ETag: etag, "Cache-Control": "no-cache", "Server-Timing": serverTiming("revalidated") }).end();
  return true;
}

/**
 * A rendered answer as it is kept: an HTML page finished (styles, script); a public page made the
 * same bytes for every answer, its inline code allowed by hash in its own policy; any other answer
 * fixed when it holds no nonce.
 */
function pageOf(response: Response, body: string, pathname: string, etag: string, finishPage: Renderer["finishPage"], policy: ReturnType<typeof contentSecurityPolicy>): CachedPage {
  const page: CachedPage = { etag, status: response.status, headers: [...response.headers], body, fixed: false };
  if (!isHtml(response)) {
    page.fixed = !body.includes(NONCE_PLACEHOLDER);
    return page;
  }
  page.body = finishPage(body, pathname);
  const hashed = isStaffPath(pathname) ? undefined : hashInlineCode(page.body, NONCE_PLACEHOLDER);
  if (hashed) Object.assign(page, { body: hashed.body, fixed: true, policy: policy(hashed, false) });
  return page;
}

/**
 * Sends a kept page with its ETag: a fixed body as stored (compressed once), any other with this
 * answer's nonce. `beforeStored` sees a fixed page's answer with every header set, as it is sent.
 */
function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage, etag: string, beforeStored?: () => void): void {
  res.status(page.status);
  for (const [key, value] of page.headers) res.append(key, value);
  res.set("ETag", etag);
  if (!page.headers.some(([k]) => k.toLowerCase() === "cache-control")) res.set("Cache-Control", "no-cache");
  if (!page.fixed) {
    res.end(page.body.replaceAll(NONCE_PLACEHOLDER, res.locals.cspNonce));
    return;
  }
  if (page.policy) res.set("Content-Security-Policy", page.policy);
  beforeStored?.();
  sendStored(req, res, page.body, page.encoded);
}

/**
 * The built site's pages: revalidation by ETag, the render cache (one render shared by
 * simultaneous requests), and the answer from memory.
 */
function builtPages(s: Services, build: ServerBuild, r: Renderer, opts: PagesOptions): RequestHandler {
  const cache = new PageCache(opts.maxEntries ?? 500, opts.maxBytes ?? 64 * 1024 * 1024);
  const policy = contentSecurityPolicy(policyOptions(s.config, false));
  /** Renders in progress, so simultaneous requests for one uncached page render it once. */
  const rendering = new Map<string, Promise<CachedPage | Response>>();
  const etagOf = etagMaker(s, build);

  /** A fixed page is compressed once in the background; its copies count against the cache's bound. */
  const compress = (url: string, page: CachedPage) => {
    // Skipped if replaced, evicted or made stale by a newer revision before its turn.
    const wanted = () => cache.holds(url, page) && etagOf(url, s.database.revision.latest()) === page.etag;
    if (page.fixed) void encodeInBackground(page, page.body, s.log, { url }, { wanted, onEncoded: () => cache.grown(url, page) });
  };

  /** Renders a page for the cache (HEAD as GET, so it can be kept); an answer not worth keeping comes back as is. */
  async function render(req: ExpressRequest, res: ExpressResponse, url: string, etag: string): Promise<CachedPage | Response> {
    // Node leaves the body out of a HEAD answer.
    const response = await r.handle(toFetchRequest(req, res, "GET", url), r.context(NONCE_PLACEHOLDER));
    if (!cacheable(response)) return response;
    // Variant URLs pinned to each image's version: cached for a year, changed by a replace.
    const page = pageOf(response, await pinMediaVersions(s.db, await response.text()), req.path, etag, r.finishPage, policy);
    cache.set(url, page);
    compress(url, page);
    return page;
  }

  /** The page from memory, or rendered once for every simultaneous request of it; and how it was had. */
  async function lookUp(req: ExpressRequest, res: ExpressResponse, url: string, etag: string): Promise<{ page: CachedPage | Response; how: CacheOutcome }> {
    const hit = cache.get(url, etag);
    if (hit) {
      compress(url, hit); // when its first compression was dropped in a burst
      return { page: hit, how: "hit" };
    }
    const pending = rendering.get(etag);
    if (!pending) {
      const started = render(req, res, url, etag).finally(() => rendering.delete(etag));
      rendering.set(etag, started);
      return { page: await started, how: "miss" };
    }
    // Another request is rendering this page: share its result when it is cacheable.
    const shared = await pending;
    if (shared instanceof Response) return { page: await r.handle(toFetchRequest(req, res, "GET", url), r.context(NONCE_PLACEHOLDER)), how: "miss" };
    return { page: shared, how: "shared" };
  }

  return async function renderPage(req, res, next) {
    if (req.path.startsWith(PREVIEW_PREFIX)) return r.renderPreview(req, res, next);
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        await sendResponse(res, await r.handle(toFetchRequest(req, res), r.context(NONCE_PLACEHOLDER)), r.finishPage);
        return;
      }
      // Parameters the page does not read (utm_*, fbclid, …) are no part of its address.
      const url = cleanPageUrl(req.originalUrl);
      // A browser revalidating its copy gets the revision read now: right after an edit on another
      // instance, its notification may not have arrived yet.
      const revision = await (req.headers["if-none-match"] ? s.database.revision.fresh() : s.database.revision.current());
      const etag = etagOf(url, revision);
      if (answeredNotModified(req, res, etag)) return;
      const started = performance.now();
      const { page, how } = await lookUp(req, res, url, etag);
      res.set("Server-Timing", serverTiming(how, how === "hit" ? undefined : performance.now() - started));
      if (page instanceof Response) await sendResponse(res, page, r.finishPage);
      else {
        // A public page sent from memory: its later hits are answered before Express.
        const remember = opts.fast && req.method === "GET" ? opts.fast : undefined;
        sendCached(req, res, page, etag, remember && (() => remember.remember(url, { revision, year: new Date().getFullYear(), headers: answerHeaders(res), body: page.body, stored: page, held: () => cache.holds(url, page) })));
      }
    } catch (err) {
      next(err);
    }
  };
}
