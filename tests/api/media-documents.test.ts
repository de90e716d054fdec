import request from "supertest";
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../shared/schemas/media.ts";
import { mediaPageSchema } from "../../shared/schemas/media.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngBytes } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`the media library lists the published documents on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const get = (query: string) => request(t.app).get(`/api/media${query}`).set(bearer(t.token));
    const documentsOf = (body: { media: MediaItem[] }) => body.media.filter((m) => m.kind === "document");

    it("answers the seeded PDFs as kind document in the pages, each used by its own page and edited on the Reports screen", async () => {
      const res = await get("?kind=document&limit=100");
      expect(res.status, res.text).toBe(200);
      const body = mediaPageSchema.parse(res.body);
      expect(body.total).toBeGreaterThan(0);
      expect(body.media.every((m) => m.kind === "document" && m.mime === "application/pdf")).toBe(true);
      const docs = (await request(t.app).get("/api/documents")).body as { _id: string; title: string; slug: string; bytes: number }[];
      expect(body.total).toBe(docs.length);
      const review = body.media.find((m) => m.caption === "Annual Review 2025");
      expect(review, JSON.stringify(body.media.map((m) => m.caption))).toBeDefined();
      const seeded = docs.find((d) => d.title === "Annual Review 2025")!;
      expect(review).toMatchObject({
        id: seeded._id,
        url: `/reports/${seeded.slug}.pdf`,
        bytes: seeded.bytes,
        alt: "",
        usedBy: [{ table: "documents", id: seeded._id, title: "Annual Review 2025", href: `/reports/${seeded.slug}`, editor: "/admin/dashboard/reports" }],
        document: { title: "Annual Review 2025", page: `/reports/${seeded.slug}`, editor: "/admin/dashboard/reports" },
      });
      expect(review!.name).not.toBe("");
      expect(review!.bytes).toBeGreaterThan(0);
    });

    it("finds a document by its title, any case; kind=image and unused=true leave documents out", async () => {
      const found = await get("?q=annual%20REVIEW%202025");
      expect(found.status, found.text).toBe(200);
      expect(documentsOf(found.body).map((m) => m.caption)).toEqual(["Annual Review 2025"]);

      await request(t.app).post("/api/media").set(bearer(t.token)).attach("file", await pngBytes("#2a6f97", 10, 6), "annual-review-2025-chart.png");
      const images = await get("?kind=image&q=2025-chart&limit=100");
      expect(images.status, images.text).toBe(200);
      expect(images.body.media.length).toBeGreaterThan(0);
      expect(images.body.media.every((m: MediaItem) => m.kind === "image" && m.document === undefined)).toBe(true);

      const unused = await get("?unused=true&limit=100");
      expect(unused.status, unused.text).toBe(200);
      expect(documentsOf(unused.body)).toEqual([]);
    });

    it("keeps the answer without parameters as it was: images only, no document field", async () => {
      const whole = await request(t.app).get("/api/media").set(bearer(t.token));
      expect(whole.status).toBe(200);
      expect(Object.keys(whole.body)).toEqual(["media"]);
      expect(whole.body.media.some((m: MediaItem) => m.kind === "document" || "document" in m)).toBe(false);
      const all = await get("?page=1&limit=100");
      expect(all.body.total).toBe(whole.body.media.length + documentsOf((await get("?kind=document&limit=100")).body).length);
    });

    it("answers 400 for a document's id on the image-only routes (documents are edited on the Reports screen)", async () => {
      const [doc] = documentsOf((await get("?kind=document")).body);
      expect((await request(t.app).get(`/api/media/${doc!.id}`).set(bearer(t.token))).status).toBe(400);
      expect((await request(t.app).delete(`/api/media/${doc!.id}`).set(bearer(t.token))).status).toBe(400);
    });
  });
}
