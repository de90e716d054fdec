import { z } from "zod";
import { API_ROUTES, deniedMessage, type ApiRoute } from "../../shared/schemas/api.ts";
import { AUTH_COOKIE } from "../../shared/constants.ts";
import { errorSchema } from "../../shared/schemas/common.ts";
import { DRAFT_TYPES } from "../../shared/schemas/drafts.ts";

type JsonSchema = Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input (`fields` names each wrong field) or an id that is not 24 hexadecimal characters",
  401: "No token, or an invalid, expired or revoked one",
  403: "Signed in, but the role does not allow it (an editor on an admin route, anyone but the super admin on a super admin route)",
  404: "No record with this id",
  409: "Conflict: the username is taken, the super admin cannot be deleted, or (with If-Match) the document was saved by someone else since you read it (`conflict` says who, when and what is stored)",
  413: "The body is too large",
  415: "The body is not in the expected format (JSON unless stated)",
  429: "Too many attempts; wait the seconds given by Retry-After",
};

/** A zod schema as an embeddable JSON Schema (2020-12, which OpenAPI 3.1 uses). */
function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

function operation(route: ApiRoute): JsonSchema {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    // `{type}` is a document kind (drafts); every other path parameter is an id.
    schema: m[1] === "type" ? { type: "string", enum: [...DRAFT_TYPES] } : { type: "string", pattern: "^[0-9a-f]{24}$" },
  }));
  if (route.query) {
    const { properties = {} } = toSchema(route.query.schema, "input") as { properties?: Record<string, JsonSchema> };
    for (const [name, schema] of Object.entries(properties)) {
      params.push({ name, in: "query", required: false, schema, ...(route.query.describe[name] ? { description: route.query.describe[name] } : {}) } as (typeof params)[number]);
    }
  }
  const responses: Record<string, unknown> = {};
  const ok = route.success;
  responses[String(ok.status)] =
    ok.status === 204
      ? { description: "Done; no body" }
      : ok.status === 303
        ? { description: "Redirect to `_next` (a path on this site) or /", headers: { Location: { schema: { type: "string" } } } }
        : ok.type
          ? { description: "Success", content: { [ok.type]: { schema: { type: "string" } } } }
          : {
              description: ok.description ?? "Success",
              content: { "application/json": { schema: ok.schema ? toSchema(ok.schema, "output") : { type: "object" } } },
              ...(ok.headers ? { headers: Object.fromEntries(Object.entries(ok.headers).map(([name, description]) => [name, { description, schema: { type: "integer" } }])) } : {}),
            };
  for (const status of route.errors) {
    responses[String(status)] = {
      description: ERROR_TEXT[status] ?? "Error",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      ...(status === 429 ? { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait" } } } : {}),
    };
  }
  return {
    summary: route.summary,
    ...(route.extension ? { tags: ["beyond the spec"] } : {}),
    ...(route.access === "public" ? { security: [] } : {}),
    ...(route.access === "super admin" ? { description: "Needs the role `super admin`." } : {}),
    ...(route.access === "admin" ? { description: `Needs the role \`admin\` or \`super admin\`; an editor gets 403 "${deniedMessage(route)}"` } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { [route.body.type]: { schema: toSchema(route.body.schema, "input") } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of /api, generated from the zod schemas in shared/schemas. */
export function openApiDocument(siteName: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteName} site API`,
      version: "1.0.0",
      description:
        "Content of the public site and the staff admin. Reads of site content are public; writes need a token " +
        "(Bearer header or the httpOnly session cookie set by login). Errors are `{error, fields?}`.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { cookie: [] }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        cookie: { type: "apiKey", in: "cookie", name: AUTH_COOKIE },
      },
      schemas: { Error: toSchema(errorSchema, "output") },
    },
    paths,
  };
}
