import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { encodeImage, type EncodedImage } from "../services/media.ts";

/** The size guidance of SPEC.md section 5: an imported image is scaled down to cover this box. */
export interface Guidance {
  width: number;
  height: number;
}

export const GUIDANCE = {
  pageBanner: { width: 1920, height: 600 },
  investmentHero: { width: 1920, height: 494 },
  investmentBanner: { width: 516, height: 350 },
} as const satisfies Record<string, Guidance>;

/** Legacy images may be far larger than an upload may be: they are scaled down before storing. */
const MAX_LEGACY_IMAGE_BYTES = 60 * 1024 * 1024;
const MAX_LEGACY_PIXELS = 120_000_000;
/** Without guidance (logos, news photos, images inside rich text), the stored original's width limit. */
const DEFAULT_BOX: Guidance = { width: 2400, height: 2400 };
const DATA_URL = /^data:([\w/.+-]*);base64,([A-Za-z0-9+/=\s_-]*)$/;
const READABLE = new Set(["png", "jpeg", "gif", "webp", "bmp", "ico"]);

export interface ImageStats {
  /** Inline images found (each occurrence). */
  found: number;
  /** Distinct images this run stored (or would store). */
  stored: number;
  /** Occurrences that reused an image seen earlier in the run (same bytes). */
  reused: number;
  /** Images scaled down to the guidance. */
  resized: number;
  refused: { where: string; reason: string }[];
}

/**
 * Turns the legacy site's inline data-string images into media: reads what the bytes really are,
 * scales down to cover the guided box (aspect kept, never enlarged), then checks and re-encodes
 * them like any upload (the media service's encodeImage), without touching the database: the
 * import stores `encoded()` inside its transaction, once per content hash. The same data string
 * met twice is processed once.
 */
export class LegacyImages {
  readonly stats: ImageStats = { found: 0, stored: 0, reused: 0, resized: 0, refused: [] };
  private readonly seen = new Map<string, string>();
  private readonly images = new Map<string, EncodedImage>();

  /** The images to store, one per /media URL. */
  encoded(): EncodedImage[] {
    return [...this.images.values()];
  }

  /** A stored /media URL for `value`, or "" when it is empty or refused (the refusal is recorded). */
  async convert(value: unknown, where: string, guidance?: Guidance): Promise<string> {
    if (typeof value !== "string" || value.trim() === "") return "";
    const v = value.trim();
    this.stats.found++;
    const m = DATA_URL.exec(v);
    if (!m) return this.refuse(where, /^https?:\/\//i.test(v) || v.startsWith("/") ? "a link to an image, not an inline image (links are not fetched)" : "not a data:image/…;base64 string");
    const bytes = Buffer.from((m[2] as string).replace(/\s/g, ""), "base64");
    if (bytes.length === 0) return this.refuse(where, "an empty image");
    if (bytes.length > MAX_LEGACY_IMAGE_BYTES) return this.refuse(where, `larger than ${MAX_LEGACY_IMAGE_BYTES / 1024 / 1024} MB`);
    const key = `${guidance?.width ?? 0}x${guidance?.height ?? 0}:${createHash("sha256").update(bytes).digest("hex")}`;
    const known = this.seen.get(key);
    if (known !== undefined) {
      this.stats.reused++;
      return known;
    }
    let url: string;
    try {
      url = await this.store(bytes, guidance ?? DEFAULT_BOX);
    } catch (err) {
      return this.refuse(where, (err as Error).message);
    }
    this.seen.set(key, url);
    this.stats.stored++;
    return url;
  }

  private refuse(where: string, reason: string): string {
    this.stats.refused.push({ where, reason });
    return "";
  }

  private async store(bytes: Buffer, box: Guidance): Promise<string> {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: MAX_LEGACY_PIXELS }).metadata();
    } catch {
      throw new Error("not a readable image");
    }
    if (meta.format === "svg") throw new Error("an SVG image (refused: SVG can carry script)");
    if (!meta.format || !READABLE.has(meta.format)) throw new Error(`an image of an unaccepted format (${meta.format ?? "unknown"})`);
    let input = bytes;
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = (rotated ? meta.pageHeight ?? meta.height : meta.width) ?? 0;
    const height = (rotated ? meta.width : meta.pageHeight ?? meta.height) ?? 0;
    if (width > box.width && height > box.height) {
      // Scale down until one side meets the box: the image still covers it, with nothing cut off.
      const animated = meta.format === "gif" || meta.format === "webp";
      const img = sharp(bytes, { limitInputPixels: MAX_LEGACY_PIXELS, animated }).rotate().resize({ width: box.width, height: box.height, fit: "outside", withoutEnlargement: true });
      const out =
        meta.format === "jpeg" ? img.jpeg({ quality: 92 }) : meta.format === "webp" ? img.webp({ quality: 92 }) : meta.format === "gif" ? img.gif() : img.png();
      input = await out.toBuffer();
      this.stats.resized++;
    }
    let image: EncodedImage;
    try {
      image = await encodeImage(input, "image");
    } catch (err) {
      throw new Error(`refused by the media checks: ${(err as Error).message}`, { cause: err });
    }
    this.images.set(image.url, image);
    return image.url;
  }
}
