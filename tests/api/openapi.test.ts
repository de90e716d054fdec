import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../shared/schemas/api.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, concretePath, pngDataUrl, routeKey } from "./fixtures.ts";

type Json = Record<string, any>;

/** Every `$ref` in a document. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => (k === "$ref" && typeof v === "string" ? [v] : refs(v)));
  return [];
}

/** The keys of a JSON value that its schema does not describe (objects only, one level of arrays). */
function undocumented(value: unknown, schema: Json): string[] {
  // A nullable or alternative shape: documented when one of its alternatives documents it.
  if (Array.isArray(schema.anyOf)) {
    const tries = (schema.anyOf as Json[]).map((alt) => undocumented(value, alt));
    return tries.find((t) => t.length === 0) ?? tries[0] ?? [];
  }
  if (Array.isArray(value)) return value.flatMap((v) => undocumented(v, schema.items ?? {}));
  if (!value || typeof value !== "object") return [];
  // A record (`additionalProperties: {…}`) documents any key, with values of its schema.
  const rest = typeof schema.additionalProperties === "object" ? (schema.additionalProperties as Json) : undefined;
  return Object.entries(value).flatMap(([k, v]) => (schema.properties?.[k] ? undocumented(v, schema.properties[k]) : rest ? undocumented(v, rest) : [k]));
}

for (const database of testDatabases()) {
  describe(`GET /api/openapi.json on ${database.name}`, () => {
    let t: TestApp;
    let doc: Json;
    beforeAll(async () => {
      t = await createTestApp(database);
      const res = await request(t.app).get("/api/openapi.json");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      doc = res.body;
    });
    afterAll(() => t.close());

    it("is an OpenAPI 3.1 document with bearer and cookie security", () => {
      expect(doc.openapi).toBe("3.1.0");
      expect(doc.info.title).toEqual(expect.any(String));
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearer", "cookie"]);
    });

    it("documents every route of the contract, and nothing else", () => {
      const documented = Object.entries(doc.paths as Json).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
      expect(documented.sort()).toEqual(API_ROUTES.map(routeKey).sort());
    });

    it("lists each route's success and error statuses, with public routes needing no security", () => {
      for (const route of API_ROUTES) {
        const op = doc.paths[route.path][route.method];
        const statuses = Object.keys(op.responses).map(Number).sort();
        expect(statuses, routeKey(route)).toEqual([route.success.status, ...route.errors].sort());
        if (route.access === "public") expect(op.security, routeKey(route)).toEqual([]);
        else expect(op.security, routeKey(route)).toBeUndefined();
      }
      expect(doc.paths["/api/auth/login"].post.responses["429"].headers["Retry-After"]).toBeDefined();
    });

    it("generates request bodies from the zod schemas, with their required fields and no unknown ones", () => {
      const schemaOf = (method: string, path: string) => doc.paths[path][method].requestBody.content["application/json"].schema;
      const investment = schemaOf("post", "/api/investments");
      expect(investment.required).toEqual(["tabText"]);
      expect(investment.additionalProperties).toBe(false);
      expect(investment.properties.sector.enum).toContain("real estate");
      expect(schemaOf("post", "/api/news-and-events").required.sort()).toEqual(["newsImgUrl", "subtitle", "title"]);
      expect(schemaOf("post", "/api/auth/register").properties.username.pattern).toEqual(expect.any(String));
      expect(doc.paths["/api/contact"].post.requestBody.content["application/x-www-form-urlencoded"]).toBeDefined();
      expect(doc.paths["/api/media"].post.requestBody.content["multipart/form-data"]).toBeDefined();
    });

    it("resolves every $ref and embeds no $schema keyword", () => {
      for (const ref of refs(doc)) {
        const target = ref.replace(/^#\//, "").split("/").reduce<any>((node, part) => node?.[part], doc);
        expect(target, ref).toBeDefined();
      }
      expect(JSON.stringify(doc)).not.toContain('"$schema"');
    });

    it("describes every field the API actually answers", async () => {
      const token = await t.login();
      const inv = await request(t.app).post("/api/investments").set(bearer(token)).send({ tabText: "Documented", heroImage: await pngDataUrl() });
      const news = await request(t.app).post("/api/news-and-events").set(bearer(token)).send({ title: "t", subtitle: "s", newsImgUrl: await pngDataUrl("#000000") });
      await request(t.app).post("/api/contact").type("form").send({ name: "Documented", message: "hello" });
      const message = (await request(t.app).get("/api/messages").set(bearer(token))).body.messages[0];
      const leader = await request(t.app).post("/api/leaders").set(bearer(token)).send({ name: "Documented Person", portrait: await pngDataUrl("#333333") });
      const ids: Record<string, string> = {
        "/api/investments/{id}": inv.body._id,
        "/api/leaders/{id}": leader.body._id,
        "/api/news-and-events/{id}": news.body.newsAndEvents._id,
        "/api/messages/{id}": message._id,
        "/api/history/{id}": inv.body._id,
        "/api/documents/{id}": (await request(t.app).get("/api/documents")).body[0]._id,
      };
      // A draft of the investment, with a preview link and a review request, for the drafts' reads.
      await request(t.app).put(`/api/drafts/investment/${inv.body._id}`).set(bearer(token)).send({ fields: { highlight: "Drafted" } });
      await request(t.app).post(`/api/drafts/investment/${inv.body._id}/links`).set(bearer(token));
      await request(t.app).post(`/api/drafts/investment/${inv.body._id}/review`).set(bearer(token)).send({ comment: "Please check" });
      ids["/api/drafts/{type}/{id}"] = inv.body._id;
      ids["/api/drafts/{type}/{id}/links"] = inv.body._id;
      const history = (await request(t.app).get(`/api/history/${inv.body._id}`).set(bearer(token))).body;
      ids["/api/media/{id}"] = String(inv.body.heroImage).slice("/media/".length, "/media/".length + 64);
      ids["/api/versions/{id}"] = history.versions[0]._id;
      const reads = API_ROUTES.filter((r) => r.method === "get" && r.success.schema);
      expect(reads.length).toBeGreaterThan(15);
      for (const route of reads) {
        const res = await request(t.app).get(concretePath(route.path, ids[route.path])).set(bearer(token));
        expect(res.status, routeKey(route)).toBe(200);
        const schema = doc.paths[route.path].get.responses["200"].content["application/json"].schema;
        expect(undocumented(res.body, schema), routeKey(route)).toEqual([]);
      }
    });
  });
}
