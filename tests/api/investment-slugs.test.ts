import request from "supertest";
import { describe, expect, it } from "vitest";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer } from "./fixtures.ts";

for (const database of testDatabases()) {
  describe(`investment slugs on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const create = (body: object) => request(t.app).post("/api/investments").set(bearer(t.token)).send(body);
    const patch = (id: string, body: object) => request(t.app).patch(`/api/investments/${id}`).set(bearer(t.token)).send(body);
    const list = async () => (await request(t.app).get("/api/investments")).body as { _id: string; slug: string; tabText: string }[];

    it("makes a slug from the tab text by default: accents dropped, '&' read as 'and', unique with -2, -3", async () => {
      expect((await create({ tabText: "Harbour Logistics" })).body.slug).toBe("harbour-logistics");
      expect((await create({ tabText: "Harbour  Logistics!" })).body.slug).toBe("harbour-logistics-2");
      expect((await create({ tabText: "Société Générale & Co" })).body.slug).toBe("societe-generale-and-co");
      // A name that would take a sector page's address gets a suffix.
      expect((await create({ tabText: "Mining" })).body.slug).toBe("mining-company");
      expect((await create({ tabText: "!!!" })).body.slug).toBe("company");
    });

    it("keeps a slug that is given, lower-cased and trimmed", async () => {
      const res = await create({ tabText: "Delta Ports", slug: "  Delta-Ports-NG " });
      expect(res.status).toBe(201);
      expect(res.body.slug).toBe("delta-ports-ng");
      expect(res.body.homeCard).toBe("yes");
    });

    it("refuses a bad slug with 400 naming the field and the rule, and stores nothing", async () => {
      const before = (await list()).length;
      const cases: [string, RegExp][] = [
        ["", /must not be empty/],
        ["   ", /must not be empty/],
        ["ärbico", /lower-case letters a-z, digits and single hyphens/],
        ["two--hyphens", /single hyphens/],
        ["with space", /lower-case letters/],
        ["-edge", /single hyphens/],
        ["construction", /reserved for a sector page/],
        ["Real-Estate", /reserved for a sector page/],
        ["0123456789abcdef01234567", /record id/],
        ["a".repeat(81), /at most 80 characters/],
      ];
      for (const [slug, rule] of cases) {
        const res = await create({ tabText: "Bad slug", slug });
        expect(res.status, slug).toBe(400);
        expect(res.body.fields.slug, slug).toMatch(rule);
      }
      expect((await list()).length).toBe(before);
    });

    it("refuses a slug another company has, in any case, with 409 naming the field; nothing changes", async () => {
      const a = (await create({ tabText: "Alpha", slug: "alpha" })).body;
      const b = (await create({ tabText: "Beta" })).body;
      const before = (await list()).length;
      const dup = await create({ tabText: "Alpha again", slug: "ALPHA" });
      expect(dup.status).toBe(409);
      expect(dup.body.fields.slug).toMatch(/unique/);
      expect(dup.body.error).toMatch(/alpha/);
      expect((await list()).length).toBe(before);
      const moved = await patch(b._id, { slug: "Alpha", highlight: "changed" });
      expect(moved.status).toBe(409);
      expect(moved.body.fields).toHaveProperty("slug");
      const stored = (await request(t.app).get(`/api/investments/${b._id}`)).body;
      expect(stored.slug).toBe("beta");
      expect(stored.highlight).toBe("");
      // Its own slug again is no conflict.
      expect((await patch(a._id, { slug: "alpha" })).status).toBe(200);
    });

    it("changes a slug and the home-card flag with PATCH; a bad flag is 400", async () => {
      const c = (await create({ tabText: "Gamma" })).body;
      const res = await patch(c._id, { slug: "gamma-holdings", homeCard: "no" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: "gamma-holdings", homeCard: "no" });
      const bad = await patch(c._id, { homeCard: true });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty("homeCard");
    });

    it("keeps slugs unique when a deleted company is restored after its slug was given away", async () => {
      const old = (await create({ tabText: "Omega" })).body;
      expect((await request(t.app).delete(`/api/investments/${old._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await create({ tabText: "Omega" })).body.slug).toBe("omega");
      const restored = await request(t.app).post(`/api/trash/${old._id}/restore`).set(bearer(t.token));
      expect(restored.status).toBe(200);
      expect((await request(t.app).get(`/api/investments/${old._id}`)).body.slug).toBe("omega-2");
    });
  });
}
