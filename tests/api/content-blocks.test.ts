import request from "supertest";
import { describe, expect, it } from "vitest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { historyResponseSchema, versionResponseSchema } from "../../shared/schemas/history.ts";
import { previewResponseSchema } from "../../shared/schemas/preview.ts";
import { readContentRevision } from "../../server/db/repositories/revision.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, createAdmin } from "./fixtures.ts";

// The blocks stored as JSON rows of content_blocks (sectors, page copy) go through the same
// machinery as the first release's blocks: revisions, 409, history and restore, preview, activity.
const SECTOR = SINGLETONS.sectorConstruction;
const PATH = `/api${SECTOR.path}/${SECTOR.id}`;

for (const database of testDatabases()) {
  describe(`a sector block through the content machinery, on ${database.name}`, () => {
    const t = useSignedInApp(database);

    it("answers its seed, saves a subset of its fields, refuses unknown and overlong ones, and raises the content revision", async () => {
      const first = await request(t.app).get(PATH).expect(200);
      expect(first.body).toEqual({ sectorConstruction: SECTOR.fallback });
      expect(first.body.sectorConstruction).toMatchObject({ cardTitle: "Construction & Engineering Solutions", cardSubtitle: "$67B AUM", pageHeroText: "Construction" });
      const before = await readContentRevision(t.services.db);
      const saved = await request(t.app).patch(PATH).set(bearer(t.token)).send({ cardSubtitle: "  $70B AUM  " }).expect(200);
      expect(saved.body.sectorConstruction).toEqual({ ...SECTOR.fallback, cardSubtitle: "$70B AUM" });
      expect(await readContentRevision(t.services.db)).toBeGreaterThan(before);
      const unknown = await request(t.app).patch(PATH).set(bearer(t.token)).send({ colour: "#000" });
      expect(unknown.status).toBe(400);
      const long = await request(t.app).patch(PATH).set(bearer(t.token)).send({ cardSubtitle: "x".repeat(41) });
      expect(long.status).toBe(400);
      expect(JSON.stringify(long.body)).toContain("cardSubtitle");
      expect((await request(t.app).patch(PATH).send({ cardSubtitle: "anon" })).status).toBe(401);
      expect((await request(t.app).get(PATH)).body.sectorConstruction.cardSubtitle).toBe("$70B AUM");
    });

    it("answers a stale save 409, keeps its versions with the changed fields, restores one, and logs the saves under its label", async () => {
      const other = (await createAdmin(t, t.token, "sector-editor")).token;
      const start = (await request(t.app).get(PATH)).headers.etag!;
      await request(t.app).patch(PATH).set(bearer(other)).set("If-Match", start).send({ pageHeading: "Theirs" }).expect(200);
      const mine = await request(t.app).patch(PATH).set(bearer(t.token)).set("If-Match", start).send({ pageHeading: "Mine" });
      expect(mine.status).toBe(409);
      expect(mine.body.conflict).toMatchObject({ savedBy: "sector-editor", current: { pageHeading: "Theirs" } });

      const h = historyResponseSchema.parse((await request(t.app).get(`/api/history/${SECTOR.id}`).set(bearer(t.token))).body);
      expect(h.document).toMatchObject({ _id: SECTOR.id, type: "sectorConstruction", label: "Sector: Construction & Engineering Solutions", exists: true });
      expect(h.versions[0]).toMatchObject({ action: "save", savedBy: "sector-editor", changedFields: ["pageHeading"] });
      const older = h.versions[1]!;
      const v = versionResponseSchema.parse((await request(t.app).get(`/api/versions/${older._id}`).set(bearer(t.token))).body);
      expect(v.version.data.pageHeading).toBe(SECTOR.fallback.pageHeading);
      const now = (await request(t.app).get(PATH)).headers.etag!;
      const restored = await request(t.app).post(`/api/history/${SECTOR.id}/restore`).set(bearer(t.token)).set("If-Match", now).send({ version: older._id, publish: true });
      expect(restored.status).toBe(200);
      expect((await request(t.app).get(PATH)).body.sectorConstruction.pageHeading).toBe(SECTOR.fallback.pageHeading);

      const log = await request(t.app).get("/api/activity").set(bearer(t.token)).expect(200);
      expect(log.body.entries.filter((e: { targetLabel: string }) => e.targetLabel === "Sector: Construction & Engineering Solutions").length).toBeGreaterThanOrEqual(2);
    });

    it("previews unsaved values on the sector page without saving them", async () => {
      const before = (await request(t.app).get(PATH)).body;
      const res = await request(t.app).post("/api/previews").set(bearer(t.token)).send({ type: "sectorConstruction", fields: { pageHeading: "Previewed heading" } });
      expect(res.status).toBe(201);
      const answer = previewResponseSchema.parse(res.body);
      expect(answer.path).toBe("/our-investments/construction");
      expect((await request(t.app).get(PATH)).body).toEqual(before);
    });
  });
}
