import { Readable } from "node:stream";
import { createHash } from "node:crypto";
import { builtInRecordImages } from "../../shared/content/images.ts";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { findMedia, findMediaMany, insertMedia, mediaExists } from "../db/repositories/media.ts";
import type { MediaTable } from "../db/schema.ts";
import { ACCEPTED_IMAGE_FORMATS, CROP_SIZES, formatList, IMAGE_GUIDANCE, MAX_IMAGE_BYTES, MAX_IMAGE_MB, UPLOAD_IMAGE_FORMATS, VARIANT_WIDTHS } from "../../shared/schemas/media.ts";
import { AVIF_EFFORT } from "../../shared/constants.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { mediaStore, type ByteRange, type StoredObject } from "../storage/index.ts";

// libvips keeps up to 50 MB of recent operations for reuse by default; each upload is processed
// once, so that cache only holds memory (docs/performance.md, "Memory").
sharp.cache(false);

/** The accepted formats (shared/schemas/media.ts) are identified by their bytes, never by a declared type. */
const ACCEPTED_TEXT = `must be a ${formatList(UPLOAD_IMAGE_FORMATS)} image`;
const MAX_PIXELS = 40_000_000;
/** Stored originals are scaled down to this many pixels wide at most. */
const MAX_STORED_WIDTH = 2400;
const VARIANT_FORMATS = { webp: "image/webp", avif: "image/avif" } as const;
export type VariantFormat = keyof typeof VARIANT_FORMATS;
const MIME = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" } as const;
type Ext = keyof typeof MIME;

const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
const DATA_URL = /^data:([\w/.+-]*);base64,([A-Za-z0-9+/=\s]*)$/;

/** A checked, re-encoded image ready to store: its catalogue row, its bytes and the /media URL it will have. */
export interface EncodedImage {
  url: string;
  row: MediaTable;
  data: Buffer;
}

/** Size guidance (SPEC.md section 5) an image is re-encoded to meet. */
export interface ImageGuide {
  maxBytes: number;
  width: number;
  height: number;
}

/** The guidance of an image field, by its name (the banners and the investment images). */
export const guideFor = (field: string): ImageGuide | undefined => IMAGE_GUIDANCE[field];

const versionOf = (fileHash: string, x: number, y: number) => createHash("sha256").update(`${fileHash}|${x}|${y}`).digest("hex").slice(0, 12);

/**
 * Re-encodes an opaque picture over its guidance as JPEG at falling quality, then smaller, until
 * it fits (or stops at a floor: a readable picture beats an exact byte count).
 */
async function meetGuide(bytes: Buffer, guide: ImageGuide): Promise<{ data: Buffer; info: OutputInfo }> {
  let width = guide.width;
  let last: { data: Buffer; info: OutputInfo } | undefined;
  for (let round = 0; round < 4; round++) {
    for (const quality of [82, 72, 62, 52, 44]) {
      last = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .flatten({ background: "#ffffff" })
        .resize({ width, height: Math.round((width * guide.height) / guide.width), fit: "inside", withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      if (last.data.length <= guide.maxBytes) return last;
    }
    width = Math.round(width * 0.8);
  }
  return last as { data: Buffer; info: OutputInfo };
}

/**
 * Checks what the bytes really are and re-encodes them (DESIGN.md section 5). Touches no
 * storage, so writers encode before their transaction and store inside it. With a guide, an
 * opaque still image larger than the guidance is re-encoded as JPEG to meet it (never refused).
 */
export async function encodeImage(bytes: Buffer, field = "image", guide?: ImageGuide): Promise<EncodedImage> {
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
  let ext: Ext;
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
    const still = (meta.pages ?? 1) <= 1;
    if (guide && still && out.data.length > guide.maxBytes && !(meta.hasAlpha && format === "png" && (await hasTransparency(bytes)))) {
      out = await meetGuide(bytes, guide);
      ext = "jpg";
    }
  } catch {
    throw badRequest(`The ${field} could not be processed`, { [field]: "could not be processed" });
  }
  const hash = createHash("sha256").update(out.data).digest("hex");
  const height = out.info.pageHeight ?? out.info.height;
  const at = now();
  return {
    url: `/media/${hash}.${ext}`,
    data: out.data,
    row: {
      hash,
      mime: MIME[ext],
      ext,
      width: out.info.width,
      height,
      size: out.data.length,
      createdAt: at,
      file: `${hash}.${ext}`,
      fileHash: hash,
      version: versionOf(hash, 0.5, 0.5),
      focalX: 0.5,
      focalY: 0.5,
      alt: "",
      updatedAt: at,
      name: "",
      caption: "",
      decorative: 0,
    },
  };
}

/** Whether an image with an alpha channel really uses it (a logo on transparency stays PNG). */
async function hasTransparency(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).stats();
  const alpha = channels[3];
  return !!alpha && alpha.min < 255;
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
  const image = await encodeImage(Buffer.from((d[2] as string).replace(/\s/g, ""), "base64"), field, guideFor(field));
  return { url: image.url, image };
}

/** Stores a file's bytes unless the backend holds them already (keys name their content). */
export async function putFile(db: DB, key: string, data: Buffer, contentType: string, sha256: string): Promise<void> {
  const store = mediaStore();
  const there = await store.head(db, key);
  if (there && there.sha256 === sha256) return;
  await store.put(db, key, data, { contentType, sha256, size: data.length });
}

/** Stores encoded images; one already stored (same bytes) is kept as it is. */
export async function storeImages(db: DB, images: Iterable<EncodedImage>): Promise<void> {
  for (const image of images) {
    if (await mediaExists(db, image.row.hash)) continue;
    await putFile(db, image.row.file, image.data, image.row.mime, image.row.fileHash);
    await insertMedia(db, image.row);
  }
}

/** An uploaded file (POST /api/media): checked, re-encoded and stored; answers its /media URL. */
export async function storeUpload(db: DB, bytes: Buffer, field: string, name = ""): Promise<string> {
  const image = await encodeImage(bytes, field);
  image.row.name = cleanFileName(name);
  await storeImages(db, [image]);
  // The same bytes uploaded again under a name: the library learns the name it lacked.
  if (image.row.name) await db.updateTable("media").set({ name: image.row.name }).where("hash", "=", image.row.hash).where("name", "=", "").execute();
  return image.url;
}

/** A file name as the Media screen shows it: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
}

/** What a /media/ file name resolves to, ready to stream. */
export interface MediaFile {
  key: string;
  contentType: string;
  /** A strong validator of the bytes. */
  etag: string;
  /** Versioned names never change content: cached for a year. Plain addresses follow replacements. */
  immutable: boolean;
}

const VARIANT_NAME = /^([0-9a-f]{64})(?:~([0-9a-f]{12}))?-(\d{3,4})(?:x(\d{3,4}))?\.(webp|avif)$/;
const ORIGINAL_NAME = /^([0-9a-f]{64})(?:~([0-9a-f]{12}))?\.(png|jpg|gif|webp)$/;

/**
 * Resolves a file name under /media: `<hash>.<ext>` (the image's address: its current file;
 * immutable until the file is first replaced, then checked again on each use), `<hash>~<version>.<ext>`
 * (the current file pinned, as pages show a replaced image),
 * `<hash>-<width>.<format>` (a resized variant) or `<hash>-<w>x<h>.<format>` (resized, then
 * cropped around the focal point), each variant optionally `~<version>`-pinned. A variant is made
 * on first request and kept in the storage backend. Undefined: no such file.
 */
export async function resolveMediaFile(db: DB, name: string): Promise<MediaFile | undefined> {
  const o = ORIGINAL_NAME.exec(name);
  if (o) {
    const [, hash, pinned, ext] = o as unknown as [string, string, string | undefined, string];
    const row = await findMedia(db, hash);
    if (!row || row.ext !== ext || (pinned && pinned !== row.version)) return undefined;
    const replaced = row.file !== `${hash}.${ext}`;
    return { key: row.file, contentType: row.mime, etag: `"${row.fileHash}"`, immutable: !!pinned || !replaced };
  }
  const v = VARIANT_NAME.exec(name);
  if (!v) return undefined;
  const [, hash, pinned, w, h, format] = v as unknown as [string, string, string | undefined, string, string | undefined, VariantFormat];
  const spec = h ? `${w}x${h}` : w;
  if (h ? !CROP_SIZES.includes(spec) : !(VARIANT_WIDTHS as readonly number[]).includes(Number(w))) return undefined;
  const row = await findMedia(db, hash);
  if (!row || row.ext === "gif") return undefined;
  const version = pinned ?? row.version;
  const key = `${hash}~${version}-${spec}.${format}`;
  const file: MediaFile = { key, contentType: VARIANT_FORMATS[format], etag: `"${version}-${spec}-${format}"`, immutable: !!pinned };
  if (await mediaStore().head(db, key)) return file;
  // Only the current version can be made; an older one is served while it is kept.
  if (version !== row.version) return undefined;
  await makeVariant(db, row, key, Number(w), h ? Number(h) : undefined, format);
  return file;
}

/** Reads the current original whole (variants and re-encoding need all of it; originals are at most 2400 px wide). */
async function readOriginal(db: DB, row: MediaTable): Promise<Buffer> {
  const got = await mediaStore().get(db, row.file);
  if (!got) throw new Error(`the stored file ${row.file} of image ${row.hash} is missing from ${mediaStore().where}`);
  const chunks: Buffer[] = [];
  for await (const c of got.body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The crop box of a `width`×`height` variant of a `sw`×`sh` image resized to cover it: the
 * image is resized first (never enlarged: a small original gives a smaller variant of the same
 * shape), then the box is centred on the focal point and kept inside the image.
 */
export function cropBox(sw: number, sh: number, width: number, height: number, fx: number, fy: number) {
  let scale = Math.max(width / sw, height / sh);
  let W = width;
  let H = height;
  if (scale > 1) {
    W = Math.max(1, Math.floor(width / scale));
    H = Math.max(1, Math.floor(height / scale));
    scale = 1;
  }
  const rw = Math.max(W, Math.round(sw * scale));
  const rh = Math.max(H, Math.round(sh * scale));
  const left = Math.min(Math.max(0, Math.round(fx * rw - W / 2)), rw - W);
  const top = Math.min(Math.max(0, Math.round(fy * rh - H / 2)), rh - H);
  return { resize: { width: rw, height: rh }, extract: { left, top, width: W, height: H } };
}

let avifEffort = AVIF_EFFORT;
/** Sets the AVIF effort of the variants made from now on (config AVIF_EFFORT; createServices). */
export function setAvifEffort(value: number): void {
  avifEffort = value;
}

async function makeVariant(db: DB, row: MediaTable, key: string, width: number, height: number | undefined, format: VariantFormat): Promise<void> {
  const source = await readOriginal(db, row);
  let img = sharp(source, { limitInputPixels: MAX_PIXELS }).rotate();
  if (height) {
    const box = cropBox(row.width, row.height, width, height, row.focalX, row.focalY);
    img = sharp(await img.resize({ ...box.resize, fit: "fill" }).toBuffer()).extract(box.extract);
  } else {
    img = img.resize({ width, withoutEnlargement: true });
  }
  let data = await (format === "avif" ? img.clone().avif({ quality: 55, effort: avifEffort }) : img.clone().webp({ quality: 78 })).toBuffer();
  let contentType: string = VARIANT_FORMATS[format];
  if (format === "avif") {
    // AVIF where it pays: when it comes out no smaller than WebP (flat graphics, small sizes), the
    // AVIF address serves the WebP bytes, typed as such (every browser that asks for AVIF reads WebP).
    const webp = await img.clone().webp({ quality: 78 }).toBuffer();
    if (webp.length <= data.length) {
      data = webp;
      contentType = VARIANT_FORMATS.webp;
    }
  }
  await mediaStore().put(db, key, data, { contentType, sha256: createHash("sha256").update(data).digest("hex"), size: data.length });
}

/** Opens a resolved file (or a range of it) as a stream. */
export async function openMediaFile(db: DB, file: MediaFile, range?: ByteRange): Promise<{ info: StoredObject; body: Readable } | undefined> {
  return mediaStore().get(db, file.key, range);
}

/** The size of a resolved file (to answer a Range request before opening it). */
export async function mediaFileInfo(db: DB, file: MediaFile): Promise<StoredObject | undefined> {
  return mediaStore().head(db, file.key);
}

const VARIANT_IN_PAGE = /\/media\/([0-9a-f]{64})(-\d{3,4}(?:x\d{3,4})?\.(?:webp|avif)|\.(?:png|jpg|gif|webp))(?![\w~.-])/g;

/**
 * Pins the variant URLs of a rendered page to the images' current versions
 * (`/media/<hash>-960.webp` → `/media/<hash>~<version>-960.webp`), and the originals of replaced
 * images likewise, so the page's images are cached for a year and a replaced file or a moved
 * focal point shows on the next load (the change bumps the content revision, so pages render
 * again).
 */
export async function pinMediaVersions(db: DB, html: string): Promise<string> {
  const hashes = new Set<string>();
  for (const m of html.matchAll(VARIANT_IN_PAGE)) hashes.add(m[1] as string);
  if (hashes.size === 0) return html;
  const versions = new Map((await findMediaMany(db, [...hashes])).map((r) => [r.hash, { version: r.version, replaced: r.file !== `${r.hash}.${r.ext}` }]));
  return html.replace(VARIANT_IN_PAGE, (all, hash: string, rest: string) => {
    const row = versions.get(hash);
    if (!row) return all;
    // An original keeps its plain address until its file is replaced (most never are).
    if (rest.startsWith(".")) return row.replaced ? `/media/${hash}~${row.version}${rest}` : all;
    return `/media/${hash}~${row.version}${rest}`;
  });
}

export { versionOf as mediaVersion };
