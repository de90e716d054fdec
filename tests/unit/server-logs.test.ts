import { describe, expect, it } from "vitest";
import { serverLogProblems } from "../e2e/support/server-logs.ts";

const request = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level: "info", time: "2026-11-24T03:00:00.000Z", msg: "request", reqId: "a1", method: "POST", path: "/api/auth/login", status: 200, durationMs: 3.2, ...extra });

describe("the check of the browser tests' server logs", () => {
  it("passes clean request lines, censored fields and Node's own warnings", () => {
    const lines = [
      request(),
      JSON.stringify({ level: "warn", msg: "login refused", password: "[redacted]" }),
      "(node:42) ExperimentalWarning: SQLite is an experimental feature",
      "",
    ];
    expect(serverLogProblems(lines, ["e2e-super-admin-password"])).toEqual([]);
  });

  it.each([
    ["a given password", request({ note: "e2e-super-admin-password" })],
    ["a password the tests made up", request({ path: "/x/listed-password-1" })],
    ["a token", request({ note: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijkl" })],
    ["a bcrypt hash", request({ note: "$2b$12$abcdefghijklmnopqrstuv" })],
    ["an Authorization header", request({ note: "Bearer abc.def.ghijkl" })],
    ["a session cookie", request({ note: "r28_session=abcdef123" })],
    ["an uncensored secret field", JSON.stringify({ level: "info", msg: "x", newPassword: "hunter2hunter2" })],
    ["a secret on a plain stderr line", "Error: bad login for e2e-super-admin-password"],
  ])("finds %s", (_what, line) => {
    expect(serverLogProblems([line], ["e2e-super-admin-password"])).not.toEqual([]);
  });

  it("finds a request line without its request id or duration", () => {
    const line = JSON.stringify({ level: "info", msg: "request", method: "GET", path: "/", status: 200 });
    expect(serverLogProblems([line], [])).toEqual(["line 1: a request line without reqId", "line 1: a request line without durationMs"]);
  });
});
