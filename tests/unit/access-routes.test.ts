import { describe, expect, it } from "vitest";
import { routeMatcher } from "../../server/middleware/access.ts";
import { API_ROUTES } from "../../shared/schemas/api.ts";

const ID = "0123456789abcdef01234567";
const MEDIA_ID = "a".repeat(64);
const routeOf = routeMatcher();
const keyOf = (method: string, path: string) => {
  const r = routeOf(method, path);
  return r ? `${r.method} ${r.path} (${r.access})` : undefined;
};

// The guard finds each request's route in API_ROUTES the way Express's routers would reach it:
// a request it fails to match skips the table's access check, so these are the bypasses to rule out.
describe("which route of the contract a request calls", () => {
  it("finds every route of the table from its own path", () => {
    for (const route of API_ROUTES) {
      const path = route.path.replace(/\{id\}/g, ID).replace(/\{[^}]+\}/g, "news");
      expect(routeOf(route.method.toUpperCase(), path), `${route.method} ${route.path}`).toBe(route);
    }
  });

  it("matches as Express does: any letter case, a trailing slash, percent-encoded ids, HEAD as GET", () => {
    expect(keyOf("POST", "/API/News-And-Events")).toBe("post /api/news-and-events (admin)");
    expect(keyOf("POST", "/api/news-and-events/")).toBe("post /api/news-and-events (admin)");
    const encoded = [...ID].map((c) => `%${c.charCodeAt(0).toString(16)}`).join("");
    expect(keyOf("DELETE", `/api/investments/${encoded}`)).toBe("delete /api/investments/{id} (admin)");
    expect(keyOf("DELETE", `/api/investments/${ID.toUpperCase()}`)).toBe("delete /api/investments/{id} (admin)");
    expect(keyOf("HEAD", "/api/messages/export")).toBe("get /api/messages/export (admin)");
    expect(keyOf("DELETE", `/api/media/${MEDIA_ID}`)).toBe("delete /api/media/{id} (admin)");
  });

  it("prefers the more literal route, and never reads a word as an {id}", () => {
    expect(keyOf("GET", "/api/messages/unread")).toBe("get /api/messages/unread (admin)");
    expect(keyOf("PATCH", "/api/users/change-password")).toBe("patch /api/users/change-password (token)");
    expect(keyOf("PATCH", "/api/users/me")).toBe("patch /api/users/me (token)");
    expect(keyOf("GET", "/api/users/accounts")).toBe("get /api/users/accounts (super admin)");
    // A word where an id belongs calls no route of the table (the router answers 400 or 404).
    expect(keyOf("PATCH", "/api/users/someone")).toBeUndefined();
    expect(keyOf("DELETE", "/api/investments/not-an-id")).toBeUndefined();
  });
});
