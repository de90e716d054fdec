import type { Request, RequestHandler, Response } from "express";
import { ACCESS_MESSAGES, AUTH_COOKIE, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, TOKEN_TTL_SECONDS, TWO_FACTOR_MESSAGES, type Role } from "../../shared/constants.ts";
import { forbidden, unauthorized } from "../http/errors.ts";
import { verifyToken, type Principal } from "../services/auth.ts";
import type { Services } from "../services/index.ts";
import { isRequired as twoFactorRequired } from "../services/two-factor.ts";

declare module "express-serve-static-core" {
  interface Request {
    principal?: Principal;
  }
}

/** A cookie of the request, percent-decoded; undefined when absent, empty or badly encoded. */
export function readCookie(req: Request, name: string): string | undefined {
  const cookie = req.get("cookie");
  if (!cookie) return undefined;
  for (const part of cookie.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("=")) || undefined;
    } catch {
      return undefined; // not valid percent-encoding: no usable value
    }
  }
  return undefined;
}

/** The token of a request: the Bearer header first, else the session cookie. */
function tokenOf(req: Request): string | undefined {
  const header = req.get("authorization");
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return readCookie(req, AUTH_COOKIE);
}

/** The device cookie: only sent to /api/auth, long-lived, httpOnly, SameSite=Strict. */
export function setDeviceCookie(res: Response, value: string, secure: boolean): void {
  res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: "strict", secure, path: "/api/auth", maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS * 1000 });
}

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(AUTH_COOKIE, token, { httpOnly: true, sameSite: "strict", secure, path: "/", maxAge: TOKEN_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: "strict", secure, path: "/" });
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The routers (by mount path) whose writes a user without a second factor may still make while
 * it is required: signing in and out, and enrolling.
 */
const ENROLMENT_ROUTERS = new Set(["/api/auth", "/api/two-factor"]);

/**
 * Requires a valid, unrevoked token; sets `req.principal`. While the super admin requires
 * two-factor sign-in for everyone, a write by a user without it answers 403 (except enrolling
 * and signing out).
 */
export function requireAuth(s: Pick<Services, "db" | "tokenSecret">): RequestHandler {
  return async function requireAuthenticated(req, _res, next) {
    // The route table's guard (middleware/access.ts) may have checked the token already.
    const principal = req.principal ?? (await authenticate(s, req));
    if (!principal.twoFactor && !READS.has(req.method) && !ENROLMENT_ROUTERS.has(req.baseUrl) && (await twoFactorRequired(s.db))) {
      throw forbidden(TWO_FACTOR_MESSAGES.enrolmentRequired);
    }
    next();
  };
}

/**
 * The signed-in user of a request: checks the token (the role comes from the user's row, so a
 * changed role applies at once), sets `req.principal`; 401 without a valid token.
 */
export async function authenticate(s: Pick<Services, "db" | "tokenSecret">, req: Request): Promise<Principal> {
  const token = tokenOf(req);
  const principal = token ? await verifyToken(s.db, s.tokenSecret, token) : undefined;
  if (!principal) throw unauthorized(token ? "Your session has expired. Please sign in again." : "Authentication required");
  req.principal = principal;
  return principal;
}

/** Requires `requireAuth` first, then one of the roles (403 otherwise). */
export function requireRole(...roles: Role[]): RequestHandler {
  const message = roles.includes("admin") ? ACCESS_MESSAGES.adminsOnly : ACCESS_MESSAGES.superAdminOnly;
  return function requireRoleOf(req, _res, next) {
    if (!req.principal) throw unauthorized();
    if (!roles.includes(req.principal.role)) throw forbidden(message);
    next();
  };
}
