import request from "supertest";
import { describe, expect, it } from "vitest";
import { seedLeaders } from "../../server/db/seed-leaders.ts";
import { leaders as builtIn } from "../../shared/content/leadership.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, MEDIA_URL, pngDataUrl, UNKNOWN_ID } from "./fixtures.ts";

interface Person {
  _id: string;
  name: string;
  slug: string;
  role: string;
  summary: string;
  biography: string;
  portrait: string;
  portraitAlt: string;
  group: "board" | "executive";
  order: number;
}

for (const database of testDatabases()) {
  describe(`/api/leaders on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const auth = () => bearer(t.token);
    const list = async () => (await request(t.app).get("/api/leaders")).body as Person[];
    const create = (body: object) => request(t.app).post("/api/leaders").set(auth()).send(body);
    const patch = (id: string, body: object, headers: Record<string, string> = {}) => request(t.app).patch(`/api/leaders/${id}`).set(auth()).set(headers).send(body);
    const remove = (id: string) => request(t.app).delete(`/api/leaders/${id}`).set(auth());
    const reorder = (ids: string[]) => request(t.app).post("/api/leaders/reorder").set(auth()).send({ ids });
    // Where /about-us/leadership/{key} leads: the profile (200), a 301, or 404 (the page itself is checked in the browser).
    const page = async (key: string) => {
      if (await t.services.leaders.find(key)) return { status: 200 };
      const to = await t.services.leaders.redirectTarget(key);
      return to ? { status: 301, location: `/about-us/leadership/${to}` } : { status: 404 };
    };

    it("seeds the four people of the previous release once, board first, in their order, with their portraits", async () => {
      const people = await list();
      expect(people.slice(0, 4).map((p) => [p.slug, p.group, p.order])).toEqual(builtIn.map((b, i) => [b.slug, b.isChairman ? "board" : "executive", i]));
      const chairman = people[0]!;
      expect(chairman).toMatchObject({ name: "Oluwaseun Adeyemo-Bankole", role: "Founder & Chairman", portrait: builtIn[0]!.photo, portraitAlt: builtIn[0]!.photoAlt });
      expect(chairman.biography).toMatch(/^<p>Oluwaseun Adeyemo-Bankole founded R28 in 2007/);
      // A second start seeds nothing again, even after staff removed someone.
      const last = people.at(-1)!;
      expect((await remove(last._id)).status).toBe(204);
      expect(await seedLeaders(t.services.db)).toBe(0);
      expect((await list()).length).toBe(people.length - 1);
      expect((await request(t.app).post(`/api/trash/${last._id}/restore`).set(auth())).status).toBe(200);
    });

    it("creates a person with a slug made from the name, last in the list, cleaning the biography and storing the portrait", async () => {
      const before = await list();
      const res = await create({
        name: "Adaeze Ogunleye-Hart",
        role: "Group General Counsel",
        summary: "Leads legal, compliance and company secretarial work across the group.",
        biography: '<p onclick="x()">Adaeze leads legal affairs.<script>alert(1)</script></p>',
        portrait: await pngDataUrl(),
        portraitAlt: "Adaeze Ogunleye-Hart, smiling, in a navy suit",
      });
      expect(res.status).toBe(201);
      expect(res.headers.etag).toMatch(/:1"$/);
      const p = res.body as Person;
      expect(p).toMatchObject({ slug: "adaeze-ogunleye-hart", group: "executive", order: before.length });
      expect(p.biography).toBe("<p>Adaeze leads legal affairs.</p>");
      expect(p.portrait).toMatch(MEDIA_URL);
      expect((await list()).at(-1)?._id).toBe(p._id);
      expect(await page("adaeze-ogunleye-hart")).toEqual({ status: 200 });
      expect((await create({ name: "Adaeze  Ogunleye-Hart" })).body.slug).toBe("adaeze-ogunleye-hart-2");
    });

    it("refuses a bad, id-like or duplicate slug (any case) and a bad group with 400/409 naming the field; nothing changes", async () => {
      const before = (await list()).length;
      for (const [slug, rule] of [["Émeka", /lower-case letters/], ["two--hyphens", /single hyphens/], [UNKNOWN_ID, /record id/]] as const) {
        const res = await create({ name: "Bad slug", slug });
        expect(res.status, slug).toBe(400);
        expect(res.body.fields.slug).toMatch(rule);
      }
      const dup = await create({ name: "Copy", slug: "YUSUF-ABDULLAHI-KOLO" });
      expect(dup.status).toBe(409);
      expect(dup.body.fields.slug).toMatch(/unique/);
      expect((await create({ name: "No group", group: "advisers" })).body.fields.group).toMatch(/board" or "executive/);
      expect((await create({ role: "Nameless" })).body.fields.name).toMatch(/required/);
      expect((await list()).length).toBe(before);
      const someone = (await create({ name: "Temi Bello" })).body as Person;
      const taken = await patch(someone._id, { slug: "chiamaka-nwankwo-obi", role: "changed" });
      expect(taken.status).toBe(409);
      expect((await request(t.app).get(`/api/leaders/${someone._id}`)).body).toMatchObject({ slug: "temi-bello", role: "" });
    });

    it("a changed slug answers the old address with a 301; chains collapse; A → B → A forms no loop; listed in /api/redirects", async () => {
      const p = (await create({ name: "Kunle Adebayo" })).body as Person;
      await patch(p._id, { slug: "kunle-adebayo-cfo" });
      await patch(p._id, { slug: "kunle-adebayo-ceo" });
      for (const old of ["kunle-adebayo", "kunle-adebayo-cfo", "KUNLE-ADEBAYO"]) expect(await page(old)).toEqual({ status: 301, location: "/about-us/leadership/kunle-adebayo-ceo" });
      await patch(p._id, { slug: "kunle-adebayo" });
      expect(await page("kunle-adebayo")).toEqual({ status: 200 });
      expect(await page("kunle-adebayo-ceo")).toEqual({ status: 301, location: "/about-us/leadership/kunle-adebayo" });
      const redirects = (await request(t.app).get("/api/redirects").set(auth())).body.redirects as { kind: string; fromSlug: string; toSlug: string; tabText: string }[];
      expect(redirects.filter((r) => r.kind === "leader" && r.fromSlug === "kunle-adebayo")).toEqual([]);
      expect(redirects).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "leader", fromSlug: "kunle-adebayo-ceo", toSlug: "kunle-adebayo", tabText: "Kunle Adebayo" })]));
      // A company's old addresses and a person's are apart: the same old slug may be both.
      const company = (await request(t.app).post("/api/investments").set(auth()).send({ tabText: "Kunle Adebayo Ltd", slug: "kunle-adebayo-ceo" })).body;
      expect(company.slug).toBe("kunle-adebayo-ceo");
      expect(await page("kunle-adebayo-ceo")).toEqual({ status: 301, location: "/about-us/leadership/kunle-adebayo" });
    });

    it("keeps history with diff and restore, answers a stale save 409, and records the activity", async () => {
      const p = (await create({ name: "Ngozi Eze", role: "Head of People" })).body as Person;
      const first = await request(t.app).get(`/api/leaders/${p._id}`);
      const etag = first.headers.etag as string;
      expect((await patch(p._id, { role: "Chief People Officer" }, { "If-Match": etag })).status).toBe(200);
      const stale = await patch(p._id, { role: "Something else" }, { "If-Match": etag });
      expect(stale.status).toBe(409);
      expect(stale.body.conflict.current.role).toBe("Chief People Officer");
      const history = (await request(t.app).get(`/api/history/${p._id}`).set(auth())).body;
      expect(history.document).toMatchObject({ type: "leader", label: "Ngozi Eze", revision: 2, exists: true });
      expect(history.versions[0].changedFields).toEqual(["role"]);
      const created = history.versions.find((v: { revision: number }) => v.revision === 1);
      const restored = await request(t.app).post(`/api/history/${p._id}/restore`).set(auth()).send({ version: created._id, publish: true });
      expect(restored.status).toBe(200);
      expect((await request(t.app).get(`/api/leaders/${p._id}`)).body.role).toBe("Head of People");
      const activity = (await request(t.app).get("/api/activity").set(auth())).body.entries as { kind: string; targetType: string; targetLabel: string }[];
      expect(activity.filter((e) => e.targetType === "leader" && e.targetLabel === "Ngozi Eze").map((e) => e.kind)).toEqual(["restore", "save", "create"]);
    });

    it("removes a person to the trash (their address answers 404) and restores them with their id", async () => {
      const p = (await create({ name: "Ibrahim Musa" })).body as Person;
      expect((await remove(p._id)).status).toBe(204);
      expect(await page("ibrahim-musa")).toEqual({ status: 404 });
      expect((await request(t.app).get(`/api/leaders/${p._id}`)).status).toBe(404);
      expect((await remove(p._id)).status).toBe(404);
      const trash = (await request(t.app).get("/api/trash").set(auth())).body.items as { _id: string; type: string; title: string }[];
      expect(trash).toEqual(expect.arrayContaining([expect.objectContaining({ _id: p._id, type: "leader", title: "Ibrahim Musa" })]));
      expect((await request(t.app).post(`/api/trash/${p._id}/restore`).set(auth())).status).toBe(200);
      expect(await page("ibrahim-musa")).toEqual({ status: 200 });
      expect((await request(t.app).get(`/api/leaders/${p._id}`)).body.order).toBe(p.order);
    });

    it("reorders everyone; a list that does not match what is stored is 409, a repeated id 400, and nothing moves", async () => {
      const ids = (await list()).map((p) => p._id);
      const reversed = [...ids].reverse();
      const res = await reorder(reversed);
      expect(res.status).toBe(200);
      expect((res.body as Person[]).map((p) => p._id)).toEqual(reversed);
      expect((await list()).map((p) => p.order)).toEqual(reversed.map((_, i) => i));
      expect((await reorder(ids.slice(1))).status).toBe(409);
      expect((await reorder([...reversed.slice(1), UNKNOWN_ID])).status).toBe(409);
      expect((await reorder([reversed[0]!, ...reversed.slice(0, -1)])).status).toBe(400);
      expect((await list()).map((p) => p._id)).toEqual(reversed);
      expect((await request(t.app).post("/api/leaders/reorder").send({ ids })).status).toBe(401);
      await reorder(ids);
    });

    it("previews unsaved values of a person on their profile without saving", async () => {
      const p = (await list())[1]!;
      const res = await request(t.app).post("/api/previews").set(auth()).send({ type: "leader", id: p._id, fields: { role: "Previewed role" } });
      expect(res.status).toBe(201);
      expect(res.body.path).toBe(`/about-us/leadership/${p._id}`);
      expect((await request(t.app).get(`/api/leaders/${p._id}`)).body.role).toBe(p.role);
      const bad = await request(t.app).post("/api/previews").set(auth()).send({ type: "leader", id: p._id, fields: { group: "advisers" } });
      expect(bad.status).toBe(400);
    });
  });
}
