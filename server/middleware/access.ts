import type { RequestHandler } from "express";
import { API_ROUTES, allows, deniedMessage, type ApiRoute } from "../../shared/schemas/api.ts";
import { forbidden } from "../http/errors.ts";
import type { Services } from "../services/index.ts";
import { authenticate } from "./auth.ts";

interface CompiledRoute {
  route: ApiRoute;
  method: string;
  pattern: RegExp;
  /** How many of its segments are literal: the most literal match wins (`/api/messages/unread` over `/api/messages/{id}`). */
  literal: number;
}

const compile = (route: ApiRoute): CompiledRoute => {
  const segments = route.path.split("/");
  const pattern = segments.map((seg) => (/^\{[^}]+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))).join("/");
  return { route, method: route.method.toUpperCase(), pattern: new RegExp(`^${pattern}/?$`), literal: segments.filter((seg) => !seg.startsWith("{")).length };
};

/** The route of the contract a request calls, if any (HEAD reads as GET). */
export function routeOf(routes: readonly CompiledRoute[], method: string, path: string): ApiRoute | undefined {
  const m = method === "HEAD" ? "GET" : method;
  let best: CompiledRoute | undefined;
  for (const c of routes) {
    if (c.method === m && c.pattern.test(path) && (!best || c.literal > best.literal)) best = c;
  }
  return best?.route;
}

/**
 * Enforces every route's `access` from API_ROUTES before any router runs, so a route added to the
 * table cannot forget its guard: public routes pass; any other needs a valid token (401, as
 * requireAuth answers); a signed-in user below the route's level gets 403 with deniedMessage (an
 * editor on an admin route: "Editors cannot publish. …"). The role is read from the user's row on
 * every request (verifyToken), so a role change applies from the next request. Paths under /api
 * that are not in the table keep their routers' own guards.
 */
export function enforceAccess(s: Pick<Services, "db" | "tokenSecret">, routes: readonly ApiRoute[] = API_ROUTES): RequestHandler {
  const compiled = routes.map(compile);
  return async function enforceRouteAccess(req, _res, next) {
    const route = routeOf(compiled, req.method, `${req.baseUrl}${req.path}`);
    if (!route || route.access === "public") return next();
    const principal = req.principal ?? (await authenticate(s, req));
    if (!allows(route.access, principal.role)) throw forbidden(deniedMessage(route));
    next();
  };
}
