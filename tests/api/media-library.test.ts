import request from "supertest";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CROP_SIZES, MAX_ALT_LENGTH } from "../../shared/schemas/media.ts";
import { pinMediaVersions } from "../../server/services/media.ts";
import { mediaStore } from "../../server/storage/index.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngBytes } from "./fixtures.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";

/** A photo-like picture (gradient and noise) with a red square marker centred on (fx, fy). */
async function markedPhoto(width: number, height: number, fx: number, fy: number, marker = 40): Promise<Buffer> {
  // Grey-green-blue cast, so no part of the background reads as the marker's red (applied before
  // the marker goes on: sharp runs a composite after every other step of the same pipeline).
  const noise = await sharp({ create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 110, sigma: 25 } } })
    .linear([0.3, 0.8, 0.9], [0, 20, 30])
    .png()
    .toBuffer();
  const square = await sharp({ create: { width: marker, height: marker, channels: 3, background: "#ff0000" } }).png().toBuffer();
  return sharp(noise)
    .composite([{ input: square, left: Math.round(fx * width - marker / 2), top: Math.round(fy * height - marker / 2) }])
    .png()
    .toBuffer();
}

/** How many pixels of a decoded image are the marker's red. */
async function redPixels(bytes: Buffer): Promise<{ red: number; width: number; height: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i]! > 180 && data[i + 1]! < 90 && data[i + 2]! < 90) red++;
  return { red, width: info.width, height: info.height };
}

const binary = (res: request.Request) => res.buffer(true).parse((r, cb) => {
  const chunks: Buffer[] = [];
  r.on("data", (c: Buffer) => chunks.push(c));
  r.on("end", () => cb(null, Buffer.concat(chunks)));
});

for (const database of testDatabases()) {
  describe(`the media library on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const auth = () => bearer(t.token);
    const upload = async (bytes: Buffer, name = "photo.png") => {
      const res = await request(t.app).post("/api/media").set(auth()).attach("file", bytes, name);
      expect(res.status, res.text).toBe(201);
      return { url: res.body.url as string, id: (res.body.url as string).slice(7, 71) };
    };
    const item = async (id: string) => (await request(t.app).get(`/api/media/${id}`).set(auth())).body.media;
    const fetchBytes = async (url: string) => {
      const res = await binary(request(t.app).get(url));
      return { status: res.status, body: res.body as Buffer, headers: res.headers };
    };

    describe("focal point", () => {
      it("crops every cropped variant around it, after resizing, so the marker is inside each", async () => {
        const fx = 0.86;
        const fy = 0.18;
        // Smaller than the widest crops, so those come out smaller of the same shape (never enlarged).
        const { id } = await upload(await markedPhoto(900, 560, fx, fy, 24));
        const patched = await request(t.app).patch(`/api/media/${id}`).set(auth()).send({ focal: { x: fx, y: fy } });
        expect(patched.status, patched.text).toBe(200);
        expect(patched.body.media.focal).toEqual({ x: fx, y: fy });
        for (const size of CROP_SIZES) {
          for (const format of ["webp", "avif"]) {
            const v = await fetchBytes(`/media/${id}-${size}.${format}`);
            expect(v.status, `${size}.${format}`).toBe(200);
            const { red, width, height } = await redPixels(v.body);
            const [w, h] = size.split("x").map(Number) as [number, number];
            // Resized first: the variant has the asked shape (smaller when the original is smaller).
            expect(Math.abs(width / height - w / h), `${size} shape ${width}x${height}`).toBeLessThan(0.02);
            expect(width, size).toBeLessThanOrEqual(w);
            expect(red, `marker inside ${size}.${format}`).toBeGreaterThan(0);
          }
        }
        // The original is kept as uploaded (the whole picture).
        const original = await fetchBytes(`/media/${id}.png`);
        expect((await sharp(original.body).metadata()).width).toBe(900);
      }, 300_000);

      it("with the focal point left in the middle, a wide crop misses a marker near the top (the check can fail)", async () => {
        const { id } = await upload(await markedPhoto(1600, 1000, 0.86, 0.1));
        const v = await fetchBytes(`/media/${id}-1920x494.webp`);
        expect((await redPixels(v.body)).red).toBe(0);
      });

      it("a new focal point makes new variants under new URLs; the old ones stay as they were", async () => {
        const { id } = await upload(await markedPhoto(1200, 900, 0.2, 0.8));
        const before = await item(id);
        const html = `<img srcset="/media/${id}-960x300.webp 960w">`;
        const pinnedBefore = (await pinMediaVersions(t.services.db, html)).match(/\/media\/\S+\.webp/)![0];
        expect(pinnedBefore).toBe(`/media/${id}~${before.version}-960x300.webp`);
        const old = await fetchBytes(pinnedBefore);
        expect(old.status).toBe(200);
        expect(old.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect((await redPixels(old.body)).red).toBe(0);

        await request(t.app).patch(`/api/media/${id}`).set(auth()).send({ focal: { x: 0.2, y: 0.8 } }).expect(200);
        const after = await item(id);
        expect(after.version).not.toBe(before.version);
        const pinnedAfter = (await pinMediaVersions(t.services.db, html)).match(/\/media\/\S+\.webp/)![0];
        expect(pinnedAfter).toBe(`/media/${id}~${after.version}-960x300.webp`);
        expect((await redPixels((await fetchBytes(pinnedAfter)).body)).red).toBeGreaterThan(0);
        // The old URL still answers the old bytes.
        expect((await fetchBytes(pinnedBefore)).body.equals(old.body)).toBe(true);
      });

      it("refuses a focal point outside the image (400) and changes nothing", async () => {
        const { id } = await upload(await pngBytes("#214A74", 40, 30));
        for (const focal of [{ x: 1.2, y: 0.5 }, { x: -0.1, y: 0.5 }, { x: 0.5, y: 2 }, { x: "0.5", y: 0.5 }, { x: 0.5 }]) {
          const res = await request(t.app).patch(`/api/media/${id}`).set(auth()).send({ focal });
          expect(res.status, JSON.stringify(focal)).toBe(400);
        }
        expect((await item(id)).focal).toEqual({ x: 0.5, y: 0.5 });
      });
    });

    describe("alt text", () => {
      it("keeps alt text; 5,000 characters are refused with 400", async () => {
        const { id } = await upload(await pngBytes("#2F6871", 20, 20));
        const ok = await request(t.app).patch(`/api/media/${id}`).set(auth()).send({ alt: "  Site engineers reviewing drawings at the Asaba terminal  " });
        expect(ok.status).toBe(200);
        expect(ok.body.media.alt).toBe("Site engineers reviewing drawings at the Asaba terminal");
        const long = await request(t.app).patch(`/api/media/${id}`).set(auth()).send({ alt: "a".repeat(5000) });
        expect(long.status).toBe(400);
        expect(long.body.fields.alt).toContain(String(MAX_ALT_LENGTH));
        expect((await item(id)).alt).toBe("Site engineers reviewing drawings at the Asaba terminal");
      });
    });

    describe("replace", () => {
      it("serves the new file at the same address and new variant URLs; old variant URLs stay immutable", async () => {
        const { id, url } = await upload(await pngBytes("#0000ff", 64, 48));
        const inv = await request(t.app).post("/api/investments").set(auth()).send({ tabText: "Replace Co", heroImage: url });
        expect(inv.status, inv.text).toBe(201);
        const before = await item(id);
        const html = `<img src="${url}" srcset="/media/${id}-480.webp 480w">`;
        const pinnedOld = await pinMediaVersions(t.services.db, html);
        // Never replaced: the original keeps its plain, immutable address.
        expect(pinnedOld).toContain(`src="${url}"`);
        const oldVariantUrl = `/media/${id}~${before.version}-480.webp`;
        const oldVariant = await fetchBytes(oldVariantUrl);
        expect(oldVariant.status).toBe(200);

        const res = await request(t.app).post(`/api/media/${id}/file`).set(auth()).attach("file", await pngBytes("#ff0000", 80, 40), "new.png");
        expect(res.status, res.text).toBe(200);
        expect(res.body.media).toMatchObject({ id, url, width: 80, height: 40 });
        expect(res.body.media.version).not.toBe(before.version);
        expect(res.body.media.usedBy).toEqual([expect.objectContaining({ table: "investments", title: "Replace Co" })]);

        // The record was not edited, and its address now answers the new file.
        expect((await request(t.app).get(`/api/investments/${inv.body._id}`)).body.heroImage).toBe(url);
        const now = await fetchBytes(url);
        expect((await sharp(now.body).metadata()).width).toBe(80);
        expect(now.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
        // Pages pin the new version, the original included.
        const pinnedNew = await pinMediaVersions(t.services.db, html);
        expect(pinnedNew).toBe(`<img src="/media/${id}~${res.body.media.version}.png" srcset="/media/${id}~${res.body.media.version}-480.webp 480w">`);
        const pinnedOriginal = await fetchBytes(`/media/${id}~${res.body.media.version}.png`);
        expect(pinnedOriginal.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(pinnedOriginal.body.equals(now.body)).toBe(true);
        // The old variant URL still answers what it answered, cacheable for a year.
        const again = await fetchBytes(oldVariantUrl);
        expect(again.body.equals(oldVariant.body)).toBe(true);
        expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      });

      it("refuses a file that is not an image (400) and keeps the old one", async () => {
        const { id, url } = await upload(await pngBytes("#00ff00", 30, 30));
        const before = await item(id);
        const res = await request(t.app).post(`/api/media/${id}/file`).set(auth()).attach("file", Buffer.from("%PDF-1.7 not an image"), "photo.png");
        expect(res.status).toBe(400);
        expect(await item(id)).toEqual(before);
        expect((await sharp((await fetchBytes(url)).body).metadata()).width).toBe(30);
      });

      it("answers 404 for an unknown image and 400 for an id that is not one", async () => {
        const png = await pngBytes();
        expect((await request(t.app).post(`/api/media/${"0".repeat(64)}/file`).set(auth()).attach("file", png, "a.png")).status).toBe(404);
        expect((await request(t.app).post("/api/media/nothex/file").set(auth()).attach("file", png, "a.png")).status).toBe(400);
        expect((await request(t.app).get(`/api/media/${"0".repeat(64)}`).set(auth())).status).toBe(404);
      });
    });

    describe("deletion", () => {
      it("refuses to delete an image a published record shows (409 naming where), deletes an unused one", async () => {
        const used = await upload(await pngBytes("#553B64", 33, 21));
        const inv = await request(t.app).post("/api/investments").set(auth()).send({ tabText: "Keeps Its Logo", logo: used.url });
        expect(inv.status).toBe(201);
        const refused = await request(t.app).delete(`/api/media/${used.id}`).set(auth());
        expect(refused.status).toBe(409);
        expect(refused.body.error).toMatch(/^This image is used on 1 page: Keeps Its Logo \(\/our-investments\/[^)]+\)/);
        expect(refused.body.usedBy).toEqual([expect.objectContaining({ table: "investments", id: inv.body._id, title: "Keeps Its Logo" })]);
        expect((await fetchBytes(used.url)).status).toBe(200);

        const unused = await upload(await pngBytes("#8B5329", 35, 22));
        await fetchBytes(`/media/${unused.id}-480.webp`); // a variant made, to be removed with it
        expect((await request(t.app).delete(`/api/media/${unused.id}`).set(auth())).status).toBe(204);
        expect((await fetchBytes(unused.url)).status).toBe(404);
        const left = [];
        for await (const o of mediaStore().list(t.services.db, unused.id)) left.push(o.key);
        expect(left).toEqual([]);
        expect((await request(t.app).delete(`/api/media/${unused.id}`).set(auth())).status).toBe(404);
        // The same bytes uploaded again after the deletion are stored and served afresh.
        const again = await upload(await pngBytes("#8B5329", 35, 22));
        expect(again.id).toBe(unused.id);
        expect((await fetchBytes(again.url)).status).toBe(200);
        expect((await fetchBytes(`/media/${again.id}-480.webp`)).status).toBe(200);
      });

      it("lists every image with where it is used", async () => {
        const res = await request(t.app).get("/api/media").set(auth());
        expect(res.status).toBe(200);
        const logo = res.body.media.find((m: { usedBy: { title: string }[] }) => m.usedBy.some((u) => u.title === "Keeps Its Logo"));
        expect(logo).toMatchObject({ mime: "image/png", width: 33, height: 21, alt: "" });
      });
    });

    describe("serving", () => {
      it("answers a byte range with 206, an unsatisfiable one with 416, and 304 for the ETag it gave", async () => {
        const { url } = await upload(await markedPhoto(300, 200, 0.5, 0.5));
        const whole = await fetchBytes(url);
        const etag = whole.headers.etag as string;
        expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
        expect(whole.headers["accept-ranges"]).toBe("bytes");
        const part = await binary(request(t.app).get(url).set("Range", "bytes=10-99"));
        expect(part.status).toBe(206);
        expect(part.headers["content-range"]).toBe(`bytes 10-99/${whole.body.length}`);
        expect((part.body as Buffer).equals(whole.body.subarray(10, 100))).toBe(true);
        const tail = await binary(request(t.app).get(url).set("Range", "bytes=-16"));
        expect((tail.body as Buffer).equals(whole.body.subarray(-16))).toBe(true);
        expect((await request(t.app).get(url).set("Range", `bytes=${whole.body.length}-`)).status).toBe(416);
        const cached = await request(t.app).get(url).set("If-None-Match", etag);
        expect(cached.status).toBe(304);
        expect(cached.text ?? "").toBe("");
      });
    });

    describe("bytes", () => {
      it("a page banner over SPEC.md's 70 KB guidance is re-encoded to meet it, not refused", async () => {
        const png = await markedPhoto(1920, 600, 0.5, 0.5);
        expect(png.length).toBeGreaterThan(438 * 1024);
        const res = await request(t.app)
          .patch(`/api/about/who-we-are/banner-image/${SINGLETON_IDS.whoWeAreBanner}`)
          .set(auth())
          .send({ bannerImgString: `data:image/png;base64,${png.toString("base64")}` });
        expect(res.status, res.text).toBe(200);
        const url = res.body.whoWeAreBanner.bannerImgString as string;
        expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
        const stored = await fetchBytes(url);
        expect(stored.body.length).toBeLessThanOrEqual(70 * 1024);
        const meta = await sharp(stored.body).metadata();
        expect(meta.width! / meta.height!).toBeCloseTo(1920 / 600, 1);
      });

      it("serves WebP variants of every still raster, and AVIF where it is smaller (else the WebP bytes)", async () => {
        const { id } = await upload(await markedPhoto(1000, 700, 0.3, 0.3));
        const webp = await fetchBytes(`/media/${id}-960.webp`);
        expect(webp.headers["content-type"]).toBe("image/webp");
        const avif = await fetchBytes(`/media/${id}-960.avif`);
        expect(["image/avif", "image/webp"]).toContain(avif.headers["content-type"]);
        expect(avif.body.length).toBeLessThanOrEqual(webp.body.length);
        expect((await sharp(avif.body).metadata()).format).toBe(avif.headers["content-type"] === "image/avif" ? "heif" : "webp");
      });
    });

    describe("bad input", () => {
      it("a declared size far beyond the limit is refused before anything is stored", async () => {
        const count = (await request(t.app).get("/api/media").set(auth())).body.media.length;
        const res = await request(t.app)
          .post("/api/media")
          .set(auth())
          .set("Content-Type", "multipart/form-data; boundary=x")
          .set("Content-Length", String(5 * 1024 * 1024 * 1024))
          .send("--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\nabc\r\n--x--\r\n");
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect((await request(t.app).get("/api/media").set(auth())).body.media.length).toBe(count);
      });

      it("a file that is not the type it claims is judged by its bytes", async () => {
        const res = await request(t.app).post("/api/media").set(auth()).attach("file", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), { filename: "a.png", contentType: "image/png" });
        expect(res.status).toBe(400);
      });
    });
  });
}
