import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../api/fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { singletonPath } from "./fields.ts";

// Hostile uploads through every way an image reaches the server: the multipart upload
// (POST /api/media), a data string in a JSON image field (a banner) and an inline image in rich
// text. Each is refused with a 4xx and nothing stored, or, when the bytes are a valid raster
// image, stored re-encoded: the stored bytes decode as an image and no longer hold the payload.

const SCRIPT = "<script>alert('uploaded')</script>";
const PHP = "<?php system($_GET['c']); ?>";

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A grey PNG declaring `width`×`height` whose data is only the first `rows` rows (a decompression bomb when large). */
function pngDeclaring(width: number, height: number, rows: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc(rows * (width + 1)); // filter byte 0 and black pixels, row after row
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(raw, { level: 9 })), pngChunk("IEND", Buffer.alloc(0))]);
}

/** The offset of a JPEG marker (0xFF, `code`), or -1. */
const jpegMarker = (b: Buffer, code: number) => b.findIndex((v, i) => v === 0xff && b[i + 1] === code);

interface Case {
  name: string;
  bytes: Buffer;
  /** The upload's declared file name and type (they lie as an attacker would). */
  file: string;
  /** What must not survive in stored bytes. */
  payload?: string;
  /** True when the bytes are a valid raster image, which may be stored once re-encoded. */
  validImage?: boolean;
}

async function cases(): Promise<Case[]> {
  const base = (format: "png" | "jpeg" | "gif" | "webp") =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 33, g: 74, b: 116 } } })[format]().toBuffer();
  const png = await base("png");
  const jpeg = await base("jpeg");
  const gif = await base("gif");
  const webp = await base("webp");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>`;
  const iend = png.length - 12;
  const jpegSof = jpegMarker(jpeg, 0xc0) >= 0 ? jpegMarker(jpeg, 0xc0) : jpegMarker(jpeg, 0xc2);
  const hugeJpeg = Buffer.from(jpeg);
  hugeJpeg.writeUInt16BE(65_000, jpegSof + 5);
  hugeJpeg.writeUInt16BE(65_000, jpegSof + 7);
  // GIF: logical screen and first image 65535×65535 (the header is 13 bytes, then the colour table).
  const hugeGif = Buffer.from(gif);
  const gctSize = gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 0x07) + 1) : 0;
  let desc = 13 + gctSize;
  while (hugeGif[desc] === 0x21) {
    desc += 2;
    while (hugeGif[desc]! !== 0) desc += hugeGif[desc]! + 1;
    desc++;
  }
  hugeGif.writeUInt16LE(65_535, 6);
  hugeGif.writeUInt16LE(65_535, 8);
  hugeGif.writeUInt16LE(65_535, desc + 5);
  hugeGif.writeUInt16LE(65_535, desc + 7);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, SCRIPT.length]), Buffer.from(SCRIPT), Buffer.from([0x00])]);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([0, PHP.length + 2]), Buffer.from(PHP)]);
  return [
    { name: "an SVG with script", bytes: Buffer.from(svg), file: "logo.svg" },
    { name: "an SVG with script named .png", bytes: Buffer.from(svg), file: "logo.png" },
    { name: "an SVG with an XML prolog named .png", bytes: Buffer.from(`<?xml version="1.0"?>${svg}`), file: "logo.png" },
    { name: "HTML labelled as PNG", bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`), file: "photo.png" },
    { name: "HTML behind a PNG signature", bytes: Buffer.concat([png.subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)]), file: "photo.png" },
    { name: "a PNG cut after its signature", bytes: png.subarray(0, 8), file: "cut.png" },
    { name: "a PNG cut after its header", bytes: png.subarray(0, 33), file: "cut.png" },
    { name: "a PNG cut in half", bytes: png.subarray(0, Math.floor(png.length / 2)), file: "cut.png" },
    { name: "a JPEG cut in half", bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), file: "cut.jpg" },
    { name: "a GIF cut in half", bytes: gif.subarray(0, Math.floor(gif.length / 2)), file: "cut.gif" },
    { name: "a WebP cut in half", bytes: webp.subarray(0, Math.floor(webp.length / 2)), file: "cut.webp" },
    { name: "a 1 KB PNG declaring 100000×100000 pixels", bytes: pngDeclaring(100_000, 100_000, 1), file: "bomb.png" },
    { name: "a PNG whose 48 megapixels of zeros compress to a few KB", bytes: pngDeclaring(8_000, 6_000, 6_000), file: "bomb.png" },
    { name: "a JPEG declaring 65000×65000 pixels", bytes: hugeJpeg, file: "bomb.jpg" },
    { name: "a GIF declaring 65535×65535 pixels", bytes: hugeGif, file: "bomb.gif" },
    { name: "a PNG with HTML appended", bytes: Buffer.concat([png, Buffer.from(`<html>${SCRIPT}</html>`)]), file: "poly.png", payload: SCRIPT, validImage: true },
    { name: "a PNG with script in a text chunk", bytes: Buffer.concat([png.subarray(0, iend), pngChunk("tEXt", Buffer.from(`Comment\0${SCRIPT}`)), png.subarray(iend)]), file: "poly.png", payload: SCRIPT, validImage: true },
    { name: "a PNG with a ZIP appended", bytes: Buffer.concat([png, Buffer.from("PK\u0003\u0004"), Buffer.from(PHP)]), file: "poly.png", payload: PHP, validImage: true },
    { name: "a JPEG with PHP in a comment", bytes: Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)]), file: "poly.jpg", payload: PHP, validImage: true },
    { name: "a JPEG with PHP appended", bytes: Buffer.concat([jpeg, Buffer.from(PHP)]), file: "poly.jpg", payload: PHP, validImage: true },
    { name: "a GIF with script in a comment", bytes: Buffer.concat([gif.subarray(0, gif.length - 1), comment, gif.subarray(gif.length - 1)]), file: "poly.gif", payload: SCRIPT, validImage: true },
    { name: "a GIF/JavaScript polyglot", bytes: Buffer.concat([Buffer.from("GIF89a/*"), gif.subarray(8), Buffer.from("*/=alert(1);")]), file: "poly.gif", payload: "*/=alert(1);", validImage: true },
    { name: "a WebP with script appended", bytes: Buffer.concat([webp, Buffer.from(SCRIPT)]), file: "poly.webp", payload: SCRIPT, validImage: true },
  ];
}

for (const database of testDatabases()) {
  describe(`hostile uploads on ${database.name}`, () => {
    let t: TestApp;
    let auth: Record<string, string>;
    let all: Case[];
    beforeAll(async () => {
      t = await createTestApp(database);
      auth = bearer(await t.login());
      all = await cases();
    });
    afterAll(() => t.close());

    /** What the media store holds (the database backend): original's hash → stored bytes. */
    const stored = async () => {
      const rows = await t.services.database.db.selectFrom("mediaObjects").select(["key", "data"]).execute();
      return new Map(rows.filter((r) => !r.key.includes("~")).map((r) => [r.key.replace(/\.\w+$/, ""), Buffer.from(r.data)]));
    };

    /** Refused: a 4xx and nothing stored. Accepted (valid images only): every new stored file is a re-encoded image without the payload. */
    async function expectSafe(c: Case, channel: string, send: () => Promise<request.Response>) {
      const before = await stored();
      const res = await send();
      const label = `${c.name} via ${channel}: ${res.status} ${res.text.slice(0, 120)}`;
      expect(res.status, label).toBeLessThan(500);
      const after = await stored();
      const added = [...after].filter(([hash]) => !before.has(hash));
      if (res.status >= 400) {
        expect(after.size, label).toBe(before.size);
        return "refused";
      }
      expect(c.validImage, `${label}: accepted bytes that are not a valid image`).toBe(true);
      for (const [, bytes] of added) {
        const meta = await sharp(bytes).metadata();
        expect(["png", "jpeg", "gif", "webp"], label).toContain(meta.format);
        if (c.payload) expect(bytes.includes(Buffer.from(c.payload)), `${label}: the payload is still in the stored bytes`).toBe(false);
        expect(bytes.equals(c.bytes), `${label}: stored as sent, not re-encoded`).toBe(false);
      }
      return "re-encoded";
    }

    it("refuses each hostile upload to POST /api/media, or stores it re-encoded without its payload", async () => {
      const outcomes: string[] = [];
      for (const c of all) {
        const outcome = await expectSafe(c, "multipart", () => request(t.app).post("/api/media").set(auth).attach("file", c.bytes, { filename: c.file, contentType: "image/png" }));
        outcomes.push(`${c.name}: ${outcome}`);
        if (!c.validImage) expect(outcome, c.name).toBe("refused");
      }
      process.stdout.write(`uploads on ${database.name}:\n  ${outcomes.join("\n  ")}\n`);
    });

    it("does the same with each as a data string in a JSON image field", async () => {
      for (const c of all) {
        const dataUrl = `data:image/png;base64,${c.bytes.toString("base64")}`;
        const outcome = await expectSafe(c, "a banner data string", () => request(t.app).patch(singletonPath("approachBanner")).set(auth).send({ bannerImgString: dataUrl }));
        if (!c.validImage) expect(outcome, c.name).toBe("refused");
      }
    });

    it("does the same with each as an inline image in rich text, and never keeps a data: image in the HTML", async () => {
      for (const c of all) {
        const html = `<p>before</p><p><img src="data:image/png;base64,${c.bytes.toString("base64")}"></p>`;
        let content = "";
        await expectSafe(c, "an inline image", async () => {
          const res = await request(t.app).patch(singletonPath("overview")).set(auth).send({ content: html });
          content = res.status === 200 ? (res.body.overview.content as string) : "";
          return res;
        });
        expect(content, c.name).not.toContain("data:");
      }
    });
  });
}
