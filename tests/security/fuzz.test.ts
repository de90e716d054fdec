import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_ROUTES, type ApiRoute } from "../../shared/schemas/api.ts";
import { concretePath, pngBytes } from "../api/fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { listen, rawRequest } from "./support/http.ts";
import { FUZZ_RUNS, FUZZ_SEED, idArbitrary, REQUEST_TIMEOUT_MS, stringArbitrary, valueArbitrary } from "./support/fuzz.ts";

// Property-based fuzzing of the /api contract (shared/schemas/api.ts API_ROUTES): every JSON
// route's body and every `{id}` in a path, with a fixed seed and a fixed number of runs, over real
// HTTP with a per-request timeout. The property: an answer comes, and it is never a 5xx.

/** The JSON routes with a body; logout has none and would revoke the fuzzer's own token. */
const JSON_ROUTES = API_ROUTES.filter((r) => r.body?.type === "application/json");
const ID_ROUTES = API_ROUTES.filter((r) => r.path.includes("{id}"));
const fieldsOf = (route: ApiRoute) => Object.keys((route.body!.schema as z.ZodObject).shape);

process.stdout.write(
  `fuzz: seed ${FUZZ_SEED}, ${FUZZ_RUNS.body} runs per JSON route (${JSON_ROUTES.length} routes), ${FUZZ_RUNS.id} per {id} route (${ID_ROUTES.length} routes), ` +
    `timeout ${REQUEST_TIMEOUT_MS} ms per request\n`,
);

/** Images: random bytes, a real PNG cut short or with bytes flipped, under every data: header. */
const imageArbitrary = (png: Buffer) =>
  fc
    .tuple(
      fc.constantFrom("data:image/png;base64,", "data:image/gif;base64,", "data:image/svg+xml;base64,", "data:;base64,", "data:image/png,", "data:IMAGE/PNG;BASE64,"),
      fc.oneof(
        fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
        fc.nat({ max: png.length }).map((n) => png.subarray(0, n)),
        fc.tuple(fc.nat({ max: png.length - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, v]) => {
          const copy = Buffer.from(png);
          copy[at] = v;
          return copy;
        }),
      ),
    )
    .map(([head, bytes]) => head + bytes.toString("base64"));

/** A body for a route: any JSON, the route's fields with any values, or with strings, images and extra keys. */
function bodyArbitrary(route: ApiRoute, png: Buffer): fc.Arbitrary<{ raw: string }> {
  const fields = fieldsOf(route);
  const fieldValue = fc.oneof({ weight: 3, arbitrary: stringArbitrary }, { weight: 2, arbitrary: valueArbitrary }, { weight: 1, arbitrary: imageArbitrary(png) });
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue])), { requiredKeys: [] });
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({ raw: JSON.stringify(v) ?? "null" })),
    record.map((v) => ({ raw: JSON.stringify(v) })),
    fc.tuple(record, fc.dictionary(stringArbitrary, valueArbitrary, { maxKeys: 3 })).map(([a, b]) => ({ raw: JSON.stringify({ ...b, ...a }) })),
    fc.string({ maxLength: 200 }).map((raw) => ({ raw })),
  );
}

for (const database of testDatabases()) {
  describe(`fuzzing the API on ${database.name}: never a 5xx, never a hang`, () => {
    let t: TestApp;
    let server: Awaited<ReturnType<typeof listen>>;
    let auth: Record<string, string>;
    let investmentId: string;
    let png: Buffer;
    beforeAll(async () => {
      t = await createTestApp(database);
      server = await listen(t.app);
      auth = { Authorization: `Bearer ${await t.login()}` };
      png = await pngBytes("#214A74", 8, 8);
      const res = await rawRequest(server.url, {
        method: "POST",
        path: "/api/investments",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ tabText: "Fuzz target" }),
      });
      investmentId = JSON.parse(res.body.toString())._id as string;
    });
    afterAll(async () => {
      await server.close();
      await t.close();
    });

    const statuses = new Map<number, number>();
    const call = async (method: string, path: string, raw?: string) => {
      const res = await rawRequest(server.url, {
        method: method.toUpperCase(),
        path,
        headers: { ...auth, ...(raw === undefined ? {} : { "Content-Type": "application/json" }) },
        body: raw,
        timeoutMs: REQUEST_TIMEOUT_MS,
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      return res;
    };

    it.each(JSON_ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))("answers any body of %s without a 5xx", async (_name, route) => {
      const path = concretePath(route.path, investmentId);
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(route, png), async ({ raw }) => {
          const res = await call(route.method, path, raw);
          expect(res.status, `${route.method} ${path} ${raw.slice(0, 300)} → ${res.status} ${res.body.toString().slice(0, 200)}`).toBeLessThan(500);
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS.body },
      );
    });

    it.each(ID_ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))("answers any id in %s without a 5xx", async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(idArbitrary, async (id) => {
          const path = route.path.replace("{id}", id);
          const res = await call(route.method, path, route.method === "patch" ? "{}" : undefined);
          expect(res.status, `${route.method} ${path} → ${res.status} ${res.body.toString().slice(0, 200)}`).toBeLessThan(500);
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS.id },
      );
    });

    it("still serves and keeps what it held after the fuzzing", async () => {
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ");
      process.stdout.write(`fuzz on ${database.name}: ${total} requests, seed ${FUZZ_SEED}; answers ${byStatus}\n`);
      expect((await call("get", "/healthz")).status).toBe(200);
      const res = await call("get", `/api/investments/${investmentId}`);
      // The fuzzer may have changed it, but it is still there and still valid.
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString())._id).toBe(investmentId);
    });
  });
}
