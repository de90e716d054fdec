import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { logAnswer } from "../log.ts";
import { cleanPageUrl } from "./page-url.ts";
import type { Services } from "../services/index.ts";
import type { Encoded } from "./stored-answer.ts";

/**
 * Cached public pages answered before Express sees the request: a cache hit costs little more
 * than its bytes (docs/performance.md, "The hot path"). The page handler remembers each public
 * page it sends from its render cache with the exact headers Express gave it; a later GET or HEAD
 * of the same address at the same content revision is answered here with those headers, a new
 * request id and log line (as requestLogger), and the stored compressed copy the client takes.
 * Anything else (another revision, a page not stored or not compressed yet, If-None-Match, an
 * unusual Accept-Encoding) goes to Express unchanged, which answers it as before.
 */
export interface FastAnswers {
  /** Called by the page handler as it sends a stored public page: later hits are answered here. */
  remember(url: string, entry: FastEntry): void;
  /** The server's request listener: fast answers first, then the app. */
  front(app: RequestListener): RequestListener;
  /** How many answers were sent here (tests and benchmarks). */
  readonly served: number;
}

export interface FastEntry {
  /** The content revision and year the page was rendered for (its ETag names both). */
  revision: number;
  year: number;
  /** Every header of the answer except the per-answer ones (request id, timing, encoding, length). */
  headers: OutgoingHttpHeaders;
  body: string;
  /** The page's stored copies: read at each answer, so they serve as soon as they are ready. */
  stored: { encoded?: Encoded };
  /** The render cache still keeps this page for its address. */
  held(): boolean;
}

/** Headers each answer makes itself; the rest of a remembered answer is the same every time. */
const PER_ANSWER = new Set(["x-request-id", "server-timing", "content-encoding", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The remembered headers of an answer being sent by Express. */
export function answerHeaders(res: ServerResponse): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_ANSWER.has(name) && value !== undefined) out[name] = value;
  const vary = String(out["vary"] ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) out["vary"] = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  return out;
}

/**
 * The stored copy an Accept-Encoding takes, in the server's order (brotli, then gzip, as
 * sendStored chooses), "identity" for none, or undefined when the header asks for something this
 * short reading does not handle (q-values, wildcards): Express then answers.
 */
export function storedEncoding(header: string | undefined): "br" | "gzip" | "identity" | undefined {
  if (!header) return "identity";
  if (/[*;]/.test(header)) return undefined;
  const codings = header.toLowerCase().split(",").map((c) => c.trim());
  return codings.includes("br") ? "br" : codings.includes("gzip") ? "gzip" : "identity";
}

export function fastAnswers(s: Services): FastAnswers {
  const entries = new Map<string, FastEntry>();
  let served = 0;
  /** Clients send a handful of distinct Accept-Encoding values: each is read once. */
  const encodings = new Map<string, ReturnType<typeof storedEncoding>>();
  /** Each entry's full headers per encoding, made on its first answer in that encoding. */
  const answers = new WeakMap<FastEntry, Map<string, { headers: OutgoingHttpHeaders; bytes: Buffer | string }>>();

  const send = (req: IncomingMessage, res: ServerResponse, entry: FastEntry): boolean => {
    const header = req.headers["accept-encoding"] ?? "";
    let encoding = encodings.get(header);
    if (encoding === undefined && !encodings.has(header)) {
      encoding = storedEncoding(header || undefined);
      if (encodings.size < 64) encodings.set(header, encoding);
    }
    if (!encoding) return false;
    let byEncoding = answers.get(entry);
    if (!byEncoding) answers.set(entry, (byEncoding = new Map()));
    let answer = byEncoding.get(encoding);
    if (!answer) {
      // Uncompressed answers are rare (scripts, some bots): the text is sent as it is kept.
      const bytes = encoding === "identity" ? entry.body : entry.stored.encoded?.[encoding];
      if (bytes === undefined) return false; // not compressed yet
      answer = {
        bytes,
        headers: {
          ...entry.headers,
          "server-timing": "cache;desc=hit, front",
          ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
          "content-length": typeof bytes === "string" ? Buffer.byteLength(bytes) : bytes.length,
        },
      };
      byEncoding.set(encoding, answer);
    }
    served++;
    logAnswer(s.log, req, res);
    res.writeHead(200, answer.headers);
    res.end(answer.bytes);
    return true;
  };

  return {
    remember(url, entry) {
      if (entries.get(url)?.stored === entry.stored) return;
      entries.set(url, entry);
      // Forgotten with the render cache's own copy: never more pages than it keeps.
      for (const [u, e] of entries) if (!e.held()) entries.delete(u);
    },
    front(app) {
      return function fastOrApp(req, res) {
        const url = req.url ?? "/";
        const entry = (req.method === "GET" || req.method === "HEAD") && !req.headers["if-none-match"] ? entries.get(url.includes("?") ? cleanPageUrl(url) : url) : undefined;
        if (!entry) return app(req, res);
        const answer = (revision: number) => {
          if (revision !== entry.revision || entry.year !== new Date().getFullYear() || !entry.held() || !send(req, res, entry)) app(req, res);
        };
        const revision = s.database.revision.current();
        if (typeof revision === "number") answer(revision);
        else revision.then(answer, () => app(req, res));
      };
    },
    get served() {
      return served;
    },
  };
}
