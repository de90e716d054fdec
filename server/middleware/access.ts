import type { Request, RequestHandler } from "express";
import { ACCESS_MESSAGES, EDITOR_ROLE } from "../../shared/constants.ts";
import { API_ROUTES, allows, deniedMessage, type ApiRoute } from "../../shared/schemas/api.ts";
import { forbidden } from "../http/errors.ts";
import type { Services } from "../services/index.ts";
import { authenticate } from "./auth.ts";

/** A segment of a route's path: a literal, an `{id}` (a record's or an image's hex id) or another parameter. */
type Segment = { literal: string } | { param: "id" | "other" };

interface CompiledRoute {
  route: ApiRoute;
  method: string;
  segments: Segment[];
  /** How many of its segments are literal: the most literal match wins (`/api/messages/unread` over `/api/messages/{id}`). */
  literal: number;
}

/** What the routers accept as an `{id}` (parseId: 24 hex; parseMediaId: 64 hex), in either case. */
const ID = /^(?:[0-9a-f]{24}|[0-9a-f]{64})$/i;

const compile = (route: ApiRoute): CompiledRoute => {
  const segments: Segment[] = route.path
    .split("/")
    .map((seg) => (/^\{[^}]+\}$/.test(seg) ? { param: seg === "{id}" ? "id" : "other" } : { literal: seg.toLowerCase() }));
  return { route, method: route.method.toUpperCase(), segments, literal: segments.filter((seg) => "literal" in seg).length };
};

const decode = (seg: string) => {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
};

/**
 * Whether a path's segments (percent-decoded, as Express decodes parameters) fit a route: literals
 * case-insensitively, as Express routes; an `{id}` only where it looks like an id, so a literal
 * route outside the table (`PATCH /api/users/me`) is not read as `PATCH /api/users/{id}`; a
 * trailing slash is allowed.
 */
function fits(c: CompiledRoute, parts: readonly string[]): boolean {
  if (parts.length !== c.segments.length) return false;
  return c.segments.every((seg, i) => {
    const part = parts[i]!;
    if ("literal" in seg) return part.toLowerCase() === seg.literal;
    return seg.param === "id" ? ID.test(part) : part.length > 0;
  });
}

/** The route of the contract a request calls, if any (HEAD reads as GET). */
function routeOf(routes: readonly CompiledRoute[], method: string, path: string): ApiRoute | undefined {
  const m = method === "HEAD" ? "GET" : method;
  const parts = path.split("/").map(decode);
  if (parts.length > 2 && parts.at(-1) === "") parts.pop();
  let best: CompiledRoute | undefined;
  for (const c of routes) {
    if (c.method === m && fits(c, parts) && (!best || c.literal > best.literal)) best = c;
  }
  return best?.route;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request carries a valid token of an editor (no 401 when it carries none). */
async function editorCalling(s: Pick<Services, "db" | "tokenSecret">, req: Request): Promise<boolean> {
  if (req.principal) return req.principal.role === EDITOR_ROLE;
  try {
    return (await authenticate(s, req)).role === EDITOR_ROLE;
  } catch {
    req.principal = undefined;
    return false;
  }
}

/** Finds the route of `routes` that a method and path (from /api on) call. */
export function routeMatcher(routes: readonly ApiRoute[] = API_ROUTES): (method: string, path: string) => ApiRoute | undefined {
  const compiled = routes.map(compile);
  return (method, path) => routeOf(compiled, method, path);
}

/**
 * Enforces every route's `access` from API_ROUTES before any router runs, so a route added to the
 * table cannot forget its guard: public routes pass; any other needs a valid token (401, as
 * requireAuth answers); a signed-in user below the route's level gets 403 with deniedMessage (an
 * editor on an admin route: "Editors cannot publish. …"). The role is read from the user's row on
 * every request (verifyToken), so a role change applies from the next request. Paths under /api
 * that fit no route of the table keep their routers' own guards, except that an editor's write
 * there is refused (403): a write route missing from the table fails closed for editors.
 */
export function enforceAccess(s: Pick<Services, "db" | "tokenSecret">, routes: readonly ApiRoute[] = API_ROUTES): RequestHandler {
  const routeFor = routeMatcher(routes);
  return async function enforceRouteAccess(req, _res, next) {
    const route = routeFor(req.method, `${req.baseUrl}${req.path}`);
    if (!route) {
      // Not in the table: its router's own guards decide. An editor's write is refused here all
      // the same, so a write route someone forgets to list never lets an editor publish.
      if (!READS.has(req.method) && (await editorCalling(s, req))) throw forbidden(ACCESS_MESSAGES.adminsOnly);
      return next();
    }
    if (route.access === "public") return next();
    const principal = req.principal ?? (await authenticate(s, req));
    if (!allows(route.access, principal.role)) throw forbidden(deniedMessage(route));
    next();
  };
}
