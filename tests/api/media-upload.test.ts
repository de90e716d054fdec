import request from "supertest";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../../shared/schemas/media.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, MEDIA_URL, pngBytes } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`POST /api/media on ${database.name}`, () => {
    const t = useSignedInApp(database);

    const upload = (bytes: Buffer, name = "photo.png", field = "file") =>
      request(t.app).post("/api/media").set(bearer(t.token)).attach(field, bytes, name);

    it("stores an uploaded image and answers 201 {url} where it is served", async () => {
      const res = await upload(await pngBytes("#2F6871"));
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual(["url"]);
      expect(res.body.url).toMatch(MEDIA_URL);
      const img = await request(t.app).get(res.body.url);
      expect(img.status).toBe(200);
      expect(img.headers["content-type"]).toBe("image/png");
      expect(img.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("stores the same image once and answers the same URL", async () => {
      const bytes = await pngBytes("#5E6D47");
      const a = await upload(bytes, "a.png");
      const b = await upload(bytes, "b.png");
      expect(a.body.url).toBe(b.body.url);
    });

    it("judges the bytes, not the name: a JPEG named .png is stored as JPEG", async () => {
      const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#553B64" } }).jpeg().toBuffer();
      const res = await upload(jpeg, "liar.png");
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/\.jpg$/);
    });

    it("strips metadata such as GPS when re-encoding", async () => {
      const withExif = await sharp({ create: { width: 12, height: 12, channels: 3, background: "#2B5629" } })
        .jpeg()
        .withExif({ IFD0: { Copyright: "secret-owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" } })
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const res = await upload(withExif, "gps.jpg");
      expect(res.status).toBe(201);
      const stored = (await request(t.app).get(res.body.url).buffer(true)).body as Buffer;
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    });

    it("refuses SVG and files that are not images with 400", async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>');
      for (const [bytes, name] of [[svg, "x.svg"], [svg, "x.png"], [Buffer.from("hello"), "x.png"]] as const) {
        const res = await upload(bytes, name);
        expect(res.status, name).toBe(400);
        expect(res.body.fields).toHaveProperty("file");
      }
    });

    it("answers 400 when the file is missing or sent under another field name", async () => {
      const none = await request(t.app).post("/api/media").set(bearer(t.token)).field("note", "no file");
      expect(none.status).toBe(400);
      expect(none.body.fields).toHaveProperty("file");
      const other = await upload(await pngBytes(), "a.png", "image");
      expect(other.status).toBe(400);
    });

    it("answers 413 for a file over the limit", async () => {
      const res = await upload(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1), "big.png");
      expect(res.status).toBe(413);
      expect(res.body.error).toEqual(expect.any(String));
    });

    it("answers 415 for a JSON body and 400 for a malformed multipart body", async () => {
      expect((await request(t.app).post("/api/media").set(bearer(t.token)).send({ file: "data:image/png;base64,AAAA" })).status).toBe(415);
      const broken = await request(t.app)
        .post("/api/media")
        .set(bearer(t.token))
        .set("Content-Type", "multipart/form-data; boundary=xyz")
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated');
      expect(broken.status).toBe(400);
    });

    it("answers 401 without a token", async () => {
      const res = await request(t.app).post("/api/media").attach("file", await pngBytes(), "a.png");
      expect(res.status).toBe(401);
    });
  });
}
