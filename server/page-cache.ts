import type { Encoded } from "./http/stored-answer.ts";

/** A rendered answer kept for later requests of the same URL at the same content revision. */
export interface CachedPage {
  /** Names the build, settings, content revision, year and URL the page was rendered for. */
  etag: string;
  status: number;
  headers: [string, string][];
  /** The body, with the nonce placeholder where the nonce goes unless `fixed`. */
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

/**
 * The memory a string takes: V8 keeps a string of Latin-1 characters at one byte each and any
 * other at two (a page with one curly quote is two bytes a character).
 */
export const stringBytes = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 * text.length : text.length);

/** Every stored form of a page counted: the body, each compressed copy, its headers and policy. */
export function pageBytes(page: CachedPage): number {
  let bytes = stringBytes(page.body) + stringBytes(page.policy ?? "") + stringBytes(page.etag);
  for (const [key, value] of page.headers) bytes += stringBytes(key) + stringBytes(value);
  if (page.encoded) bytes += page.encoded.br.length + page.encoded.gzip.length;
  return bytes;
}

/**
 * Bounded, least-recently-used store of rendered pages by URL. The byte bound counts every form
 * an entry holds, its compressed copies included as they arrive (`grown`), so memory stays within
 * it whatever the number of distinct addresses asked for.
 */
export class PageCache {
  /** Each entry with the bytes it was counted at. */
  private readonly entries = new Map<string, { page: CachedPage; bytes: number }>();
  private total = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** The bytes counted for the entries kept. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The page kept for `url` at this ETag, now the most recently used; none when rendered before the last edit. */
  get(url: string, etag: string): CachedPage | undefined {
    const hit = this.entries.get(url);
    if (!hit) return undefined;
    this.entries.delete(url);
    if (hit.page.etag !== etag) {
      this.total -= hit.bytes;
      return undefined;
    }
    this.entries.set(url, hit); // most recently used last
    return hit.page;
  }

  set(url: string, page: CachedPage): void {
    this.delete(url);
    const bytes = pageBytes(page);
    if (bytes > this.maxBytes) return;
    this.entries.set(url, { page, bytes });
    this.total += bytes;
    this.evict();
  }

  /** Whether this very page is still kept (not evicted nor replaced). */
  holds(url: string, page: CachedPage): boolean {
    return this.entries.get(url)?.page === page;
  }

  /** A kept page gained a form (its compressed copies): counted again, older entries evicted to fit. */
  grown(url: string, page: CachedPage): void {
    const entry = this.entries.get(url);
    if (entry?.page !== page) return;
    const bytes = pageBytes(page);
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  /** Least recently used first, until both bounds hold (the newest entry may go too if it alone is over). */
  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  private delete(url: string): void {
    const old = this.entries.get(url);
    if (old) {
      this.entries.delete(url);
      this.total -= old.bytes;
    }
  }
}
