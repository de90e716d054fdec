import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ROUTES, type ApiRoute } from "../../shared/schemas/api.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, concretePath, FAKE_PNG_DATA_URL, routeKey, SVG_DATA_URL } from "./fixtures.ts";

/** The JSON write routes; contact (form) and media (multipart) have their own junk below. */
const JSON_WRITES = API_ROUTES.filter((r) => r.body?.type === "application/json");
const fieldsOf = (route: ApiRoute) => Object.keys((route.body!.schema as z.ZodObject).shape);
const IMAGE_FIELDS = new Set(["bannerImgString", "heroImage", "bannerImage", "logo", "newsImgUrl"]);
const everyField = (route: ApiRoute, value: unknown) => Object.fromEntries(fieldsOf(route).map((f) => [f, value]));

/** A junk body: raw text, or an object built from the route's fields; undefined where it does not apply. */
interface Junk {
  name: string;
  body(route: ApiRoute): string | object | undefined;
  /** The status expected when it is not simply "some 4xx". */
  status?: number;
}

const JUNK: Junk[] = [
  { name: "a JSON array", body: () => "[]", status: 400 },
  { name: "JSON null", body: () => "null", status: 400 },
  { name: "a JSON string", body: () => '"text"', status: 400 },
  { name: "a JSON number", body: () => "42", status: 400 },
  { name: "truncated JSON", body: () => '{"title": ', status: 400 },
  { name: "JSON nested 100000 deep", body: () => "[".repeat(100_000) + "]".repeat(100_000), status: 400 },
  { name: "a __proto__ key", body: () => '{"__proto__": {"admin": true}}', status: 400 },
  { name: "only an unknown field", body: () => ({ unknownField: "x" }), status: 400 },
  { name: "numbers in every field", body: (r) => everyField(r, 42), status: 400 },
  // Not junk for a route where null removes a value (PUT /api/drafts/{type}/{id}/schedule).
  { name: "null in every field", body: (r) => (r.body!.schema.safeParse(everyField(r, null)).success ? undefined : everyField(r, null)), status: 400 },
  { name: "arrays in every field", body: (r) => everyField(r, ["a", "b"]), status: 400 },
  { name: "objects in every field", body: (r) => everyField(r, { $ne: "" }), status: 400 },
  // Not junk for a route whose fields are true/false (PATCH /api/messages/{id}).
  { name: "booleans in every field", body: (r) => (r.body!.schema.safeParse(everyField(r, true)).success ? undefined : everyField(r, true)), status: 400 },
  { name: "NUL characters in every field", body: (r) => everyField(r, "a\u0000b\u0000cdefghij"), status: 400 },
  { name: "a 3 MB string in every field", body: (r) => everyField(r, "x".repeat(3_000_000)) },
  { name: "a 16 MB string", body: (r) => ({ [fieldsOf(r)[0]!]: "x".repeat(16 * 1024 * 1024) }), status: 413 },
  {
    name: "a malformed data string in every image field",
    body: (r) => (fieldsOf(r).some((f) => IMAGE_FIELDS.has(f)) ? { ...valid(r), ...imageFields(r, "data:image/png;base64,@@@not base64@@@") } : undefined),
    status: 400,
  },
  {
    name: "text posing as a PNG in every image field",
    body: (r) => (fieldsOf(r).some((f) => IMAGE_FIELDS.has(f)) ? { ...valid(r), ...imageFields(r, FAKE_PNG_DATA_URL) } : undefined),
    status: 400,
  },
  {
    name: "an SVG data string in every image field",
    body: (r) => (fieldsOf(r).some((f) => IMAGE_FIELDS.has(f)) ? { ...valid(r), ...imageFields(r, SVG_DATA_URL) } : undefined),
    status: 400,
  },
];

function imageFields(route: ApiRoute, value: string) {
  return Object.fromEntries(fieldsOf(route).filter((f) => IMAGE_FIELDS.has(f)).map((f) => [f, value]));
}

/** The smallest valid body of the routes that carry images, so only the image is wrong. */
function valid(route: ApiRoute): object {
  if (route.path === "/api/investments") return { tabText: "Junk test" };
  if (route.path === "/api/news-and-events") return { title: "t", subtitle: "s" };
  return {};
}

for (const database of testDatabases()) {
  describe(`no input causes a 5xx, on ${database.name}`, () => {
    const t = useSignedInApp(database);
    let investmentId: string;
    let snapshot: () => Promise<string>;
    beforeAll(async () => {
      investmentId = (await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Keep me" })).body._id;
      // Everything a visitor can read, to show junk changed nothing.
      const reads = API_ROUTES.filter((r) => r.method === "get" && r.access === "public" && r.path !== "/api/openapi.json");
      snapshot = async () => {
        const bodies = [];
        for (const r of reads) bodies.push((await request(t.app).get(concretePath(r.path, investmentId))).text);
        bodies.push(JSON.stringify((await request(t.app).get("/api/users").set(bearer(t.token))).body));
        return bodies.join("\n");
      };
    });

    it.each(JUNK.map((j) => [j.name, j] as const))("answers %s with a 4xx {error} on every JSON write route and changes nothing", async (_name, junk) => {
      const before = await snapshot();
      for (const route of JSON_WRITES) {
        const body = junk.body(route);
        if (body === undefined) continue;
        const call = request(t.app)[route.method](concretePath(route.path, investmentId));
        const res = await call
          .set(bearer(t.token))
          .set("Content-Type", "application/json")
          .send(typeof body === "string" ? body : JSON.stringify(body));
        const label = `${routeKey(route)}: ${res.status} ${res.text.slice(0, 120)}`;
        if (junk.status) expect(res.status, label).toBe(junk.status);
        else {
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.status, label).toBeLessThan(500);
        }
        expect(res.body.error, label).toEqual(expect.any(String));
        expect(res.text, label).not.toMatch(/\bat .+:\d+:\d+/);
      }
      expect(await snapshot()).toBe(before);
    });

    it("answers 415 to a form-encoded or plain-text body on every JSON write route", async () => {
      for (const route of JSON_WRITES) {
        for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
          const call = request(t.app)[route.method](concretePath(route.path, investmentId));
          const res = await call.set(bearer(t.token)).set("Content-Type", type).send("a=1");
          expect(res.status, `${routeKey(route)} ${type}`).toBe(415);
        }
      }
    });

    it("answers junk form posts to the contact form with a 4xx", async () => {
      for (const body of ["name[]=a&name[]=b", "message=a&message=b", "%%%=%%%"]) {
        const res = await request(t.app).post("/api/contact").set("X-Forwarded-For", "192.0.2.1").type("form").send(body);
        expect(res.status, body).toBeLessThan(500);
      }
      for (const body of ["[]", "null", '{"name": 42}', '{"message": ["a"]}']) {
        const res = await request(t.app).post("/api/contact").set("X-Forwarded-For", "192.0.2.2").set("Content-Type", "application/json").send(body);
        expect(res.status, body).toBe(400);
      }
    });

    it("answers junk uploads with a 4xx", async () => {
      const cases = [
        request(t.app).post("/api/media").set(bearer(t.token)).attach("file", Buffer.alloc(0), "empty.png"),
        request(t.app).post("/api/media").set(bearer(t.token)).attach("file", Buffer.from(SVG_DATA_URL), "x.svg"),
        request(t.app).post("/api/media").set(bearer(t.token)).set("Content-Type", "multipart/form-data").send("no boundary"),
        request(t.app).post("/api/media").set(bearer(t.token)).set("Content-Type", "text/plain").send("plain"),
      ];
      for (const c of cases) {
        const res = await c;
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    });

    it("answers a path, cookie or encoding that cannot be decoded with a 4xx", async () => {
      expect((await request(t.app).get("/api/investments/%E0%A4%A")).status).toBe(400);
      expect((await request(t.app).get("/media/%E0%A4%A")).status).toBe(400);
      const cookie = await request(t.app).patch(`/api/investments/${investmentId}`).set("Cookie", "r28_session=%E0%A4%A").send({ highlight: "x" });
      expect(cookie.status).toBe(401);
      // A body claiming gzip that is not gzip: 400; an encoding the server does not know: 415.
      for (const [encoding, status] of [
        ["gzip", 400],
        ["bogus", 415],
      ] as const) {
        const res = await request(t.app)
          .post("/api/investments")
          .set(bearer(t.token))
          .set("Content-Type", "application/json")
          .set("Content-Encoding", encoding)
          .send('{"tabText":"not encoded"}');
        expect(res.status, encoding).toBe(status);
      }
      const latin1 = await request(t.app).post("/api/investments").set(bearer(t.token)).set("Content-Type", "application/json; charset=latin1").send('{"tabText":"x"}');
      expect(latin1.status).toBe(415);
      const header = await request(t.app).get("/api/auth/me").set("Authorization", `Bearer ${"x".repeat(10_000)}`);
      expect(header.status).toBe(401);
    });
  });
}
