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
      // On a create an empty slug means "make one"; a PATCH cannot empty it.
      const made = (await create({ tabText: "Empty Slug", slug: "  " })).body;
      expect(made.slug).toBe("empty-slug");
      const emptied = await patch(made._id, { slug: "" });
      expect(emptied.status).toBe(400);
      expect(emptied.body.fields.slug).toMatch(/must not be empty/);
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

    // Where /our-investments/{slug} leads: the company's own page (200), a 301 to its current
    // address, or 404. The page route itself is checked in the browser (investment-detail.spec.ts).
    const page = async (path: string) => {
      const key = path.replace("/our-investments/", "");
      if (await t.services.investments.find(key)) return { status: 200, headers: {} as { location?: string } };
      const to = await t.services.investments.redirectTarget(key);
      return to ? { status: 301, headers: { location: `/our-investments/${to}` } } : { status: 404, headers: {} as { location?: string } };
    };
    const redirectList = async () => (await request(t.app).get("/api/redirects").set(bearer(t.token))).body.redirects as { _id: string; fromSlug: string; toSlug: string; tabText: string }[];

    it("answers the old address of a changed slug with a 301 to the new one, listed for staff", async () => {
      const c = (await create({ tabText: "Kappa Foods" })).body;
      expect((await patch(c._id, { slug: "kappa-group" })).status).toBe(200);
      const moved = await page("/our-investments/kappa-foods");
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("/our-investments/kappa-group");
      expect((await page("/our-investments/KAPPA-FOODS")).headers.location).toBe("/our-investments/kappa-group");
      expect((await page("/our-investments/kappa-group")).status).toBe(200);
      expect(await redirectList()).toEqual(expect.arrayContaining([expect.objectContaining({ fromSlug: "kappa-foods", toSlug: "kappa-group", tabText: "Kappa Foods" })]));
    });

    it("collapses chains: A → B → C sends A and B straight to C", async () => {
      const c = (await create({ tabText: "Chain A", slug: "chain-a" })).body;
      await patch(c._id, { slug: "chain-b" });
      await patch(c._id, { slug: "chain-c" });
      for (const old of ["chain-a", "chain-b"]) {
        const res = await page(`/our-investments/${old}`);
        expect(res.status, old).toBe(301);
        expect(res.headers.location).toBe("/our-investments/chain-c");
      }
    });

    it("forms no loop: A → B → A leaves A live and no redirect from A; B then leads to A", async () => {
      const c = (await create({ tabText: "Loop", slug: "loop-a" })).body;
      await patch(c._id, { slug: "loop-b" });
      await patch(c._id, { slug: "loop-a" });
      expect((await page("/our-investments/loop-a")).status).toBe(200);
      expect((await redirectList()).filter((r) => r.fromSlug === "loop-a")).toEqual([]);
      expect((await page("/our-investments/loop-b")).headers.location).toBe("/our-investments/loop-a");
    });

    it("a new company taking an old address answers it itself; the redirect is gone", async () => {
      const c = (await create({ tabText: "Old Name", slug: "old-name" })).body;
      await patch(c._id, { slug: "new-name" });
      expect((await page("/our-investments/old-name")).status).toBe(301);
      expect((await create({ tabText: "Old Name" })).body.slug).toBe("old-name");
      expect((await page("/our-investments/old-name")).status).toBe(200);
      expect((await redirectList()).filter((r) => r.fromSlug === "old-name")).toEqual([]);
    });

    it("a removed redirect answers 404; removing it again is 404; staff only", async () => {
      const c = (await create({ tabText: "Sigma", slug: "sigma" })).body;
      await patch(c._id, { slug: "sigma-two" });
      const r = (await redirectList()).find((x) => x.fromSlug === "sigma")!;
      expect((await request(t.app).get("/api/redirects")).status).toBe(401);
      expect((await request(t.app).delete(`/api/redirects/${r._id}`)).status).toBe(401);
      expect((await request(t.app).delete(`/api/redirects/${r._id}`).set(bearer(t.token))).status).toBe(204);
      expect((await page("/our-investments/sigma")).status).toBe(404);
      expect((await request(t.app).delete(`/api/redirects/${r._id}`).set(bearer(t.token))).status).toBe(404);
    });

    it("the old address of a deleted company answers 404, and leads to it again once it is restored", async () => {
      const c = (await create({ tabText: "Tau", slug: "tau" })).body;
      await patch(c._id, { slug: "tau-now" });
      await request(t.app).delete(`/api/investments/${c._id}`).set(bearer(t.token));
      expect((await page("/our-investments/tau")).status).toBe(404);
      expect((await redirectList()).find((r) => r.fromSlug === "tau")?.toSlug).toBe("");
      await request(t.app).post(`/api/trash/${c._id}/restore`).set(bearer(t.token));
      expect((await page("/our-investments/tau")).headers.location).toBe("/our-investments/tau-now");
    });
  });
}
