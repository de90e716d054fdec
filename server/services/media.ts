import { createHash } from "node:crypto";
import { builtInRecordImages } from "../../shared/content/images.ts";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { findMedia, findVariant, insertMedia, insertVariant, mediaExists } from "../db/repositories/media.ts";
import type { MediaTable } from "../db/schema.ts";
import { ACCEPTED_IMAGE_FORMATS, formatList, MAX_IMAGE_BYTES, MAX_IMAGE_MB, UPLOAD_IMAGE_FORMATS } from "../../shared/schemas/media.ts";
import { badRequest, HttpError } from "../http/errors.ts";

/** The accepted formats (shared/schemas/media.ts) are identified by their bytes, never by a declared type. */
const ACCEPTED_TEXT = `must be a ${formatList(UPLOAD_IMAGE_FORMATS)} image`;
const MAX_PIXELS = 40_000_000;
/** Stored originals are scaled down to this many pixels wide at most. */
const MAX_STORED_WIDTH = 2400;
const VARIANT_WIDTHS = [480, 960, 1920] as const;
const VARIANT_FORMATS = { webp: "image/webp", avif: "image/avif" } as const;
export type VariantFormat = keyof typeof VARIANT_FORMATS;

const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
const DATA_URL = /^data:([\w/.+-]*);base64,([A-Za-z0-9+/=\s]*)$/;

/** A checked, re-encoded image ready to store: its row and the /media URL it will have. */
export interface EncodedImage {
  url: string;
  row: MediaTable;
}

/**
 * Checks what the bytes really are and re-encodes them (DESIGN.md section 5). Touches no
 * database, so writers encode before their transaction and store the rows inside it.
 */
export async function encodeImage(bytes: Buffer, field = "image"): Promise<EncodedImage> {
  if (bytes.length === 0) throw badRequest(`The ${field} is empty`, { [field]: "is empty" });
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, `The ${field} is larger than ${MAX_IMAGE_MB} MB`, { fields: { [field]: "is too large" } });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: true }).metadata();
  } catch {
    throw badRequest(`The ${field} is not a readable image`, { [field]: "is not a readable image" });
  }
  const format = meta.format;
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) {
    throw badRequest(`The ${field} ${ACCEPTED_TEXT}`, { [field]: ACCEPTED_TEXT });
  }
  let out: { data: Buffer; info: OutputInfo };
  let ext: "png" | "jpg" | "gif" | "webp";
  try {
    // Re-encoding drops metadata (EXIF, GPS) and anything hidden after the image data.
    const img = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: format === "gif" || format === "webp" })
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true });
    if (format === "jpeg") {
      ext = "jpg";
      out = await img.jpeg({ quality: 84, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    } else if (format === "gif") {
      ext = "gif";
      out = await img.gif().toBuffer({ resolveWithObject: true });
    } else if (format === "webp") {
      ext = "webp";
      out = await img.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    } else {
      ext = "png";
      out = await img.png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true });
    }
  } catch {
    throw badRequest(`The ${field} could not be processed`, { [field]: "could not be processed" });
  }
  const hash = createHash("sha256").update(out.data).digest("hex");
  const mime = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" }[ext];
  const height = out.info.pageHeight ?? out.info.height;
  return {
    url: `/media/${hash}.${ext}`,
    row: { hash, mime, ext, width: out.info.width, height, size: out.data.length, data: out.data, createdAt: now() },
  };
}

/**
 * An image field of a JSON write: "" clears it, a /media URL must name a stored image, a data
 * string is checked and encoded. Answers the URL the field will hold and the image still to store.
 */
export async function readImageField(db: DB, value: string, field: string): Promise<{ url: string; image?: EncodedImage }> {
  const v = value.trim();
  if (v === "") return { url: "" };
  if (builtInRecordImages.has(v)) return { url: v };
  const m = MEDIA_URL.exec(v);
  if (m) {
    if (!(await mediaExists(db, m[1] as string))) throw badRequest(`The ${field} refers to an unknown image`, { [field]: "refers to an unknown image" });
    return { url: v };
  }
  const d = DATA_URL.exec(v);
  if (!d) throw badRequest(`The ${field} must be a data:image/…;base64 string or a /media/ URL`, { [field]: "must be a data:image/…;base64 string or a /media/ URL" });
  const image = await encodeImage(Buffer.from((d[2] as string).replace(/\s/g, ""), "base64"), field);
  return { url: image.url, image };
}

/** Stores encoded images; one already stored (same bytes) is kept as it is. */
export async function storeImages(db: DB, images: Iterable<EncodedImage>): Promise<void> {
  for (const image of images) await insertMedia(db, image.row);
}

/** An uploaded file (POST /api/media): checked, re-encoded and stored; answers its /media URL. */
export async function storeUpload(db: DB, bytes: Buffer, field: string): Promise<string> {
  const image = await encodeImage(bytes, field);
  await storeImages(db, [image]);
  return image.url;
}

/** The stored original by its file name (`<hash>.<ext>`). */
export async function original(db: DB, name: string): Promise<{ mime: string; data: Uint8Array } | undefined> {
  const m = MEDIA_URL.exec(`/media/${name}`);
  if (!m) return undefined;
  const row = await findMedia(db, m[1] as string);
  return row && row.ext === m[2] ? { mime: row.mime, data: row.data } : undefined;
}

/** A resized variant (`<hash>-<width>.<webp|avif>`), made once on first request and kept. */
export async function variant(db: DB, hash: string, width: number, format: VariantFormat): Promise<{ mime: string; data: Uint8Array } | undefined> {
  if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return undefined;
  const key = `${width}.${format}`;
  const hit = await findVariant(db, hash, key);
  if (hit) return { mime: hit.mime, data: hit.data };
  const row = await findMedia(db, hash);
  if (!row) return undefined;
  const img = sharp(Buffer.from(row.data)).resize({ width, withoutEnlargement: true });
  const out = await (format === "avif" ? img.avif({ quality: 55, effort: 4 }) : img.webp({ quality: 78 })).toBuffer({ resolveWithObject: true });
  await insertVariant(db, { hash, variant: key, mime: VARIANT_FORMATS[format], width: out.info.width, height: out.info.height, size: out.data.length, data: out.data, createdAt: now() });
  return { mime: VARIANT_FORMATS[format], data: out.data };
}
