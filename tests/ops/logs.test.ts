import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { ensureBuild, startProcess, tempDir, type ServerProcess } from "./support/processes.ts";

const ADMIN_PASSWORD = "logs-admin-Pa55word";
const NEW_USER_PASSWORD = "logs-editor-Pa55word";
const CHANGED_PASSWORD = "logs-changed-Pa55word";
const WRONG_PASSWORD = "logs-wrong-Pa55word";
const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

interface LogLine {
  level: string;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}

describe("logs of a full flow (a real server at LOG_LEVEL=debug)", () => {
  let server: ServerProcess;
  let dataDir: string;
  const secrets: string[] = [ADMIN_PASSWORD, NEW_USER_PASSWORD, CHANGED_PASSWORD, WRONG_PASSWORD];
  const answered: { reqId: string; method: string; path: string; status: number }[] = [];
  let output = "";

  /** One request; remembers the id the server answered, the token and the cookie it gave. */
  async function call(method: string, url: string, opts: { body?: unknown; token?: string; cookie?: string; reqId?: string } = {}) {
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.reqId) headers["x-request-id"] = opts.reqId;
    const res = await fetch(`${server.url}${url}`, { method, headers, ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }) });
    const text = await res.text();
    answered.push({ reqId: res.headers.get("x-request-id") ?? "", method, path: url.split("?")[0] as string, status: res.status });
    const setCookie = res.headers.get("set-cookie");
    const cookieValue = setCookie?.split(";")[0]?.split("=").slice(1).join("=");
    if (cookieValue) secrets.push(cookieValue);
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  beforeAll(async () => {
    const buildDir = await ensureBuild();
    dataDir = tempDir();
    server = await startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: "debug" }, { buildDir });
    await server.ready();

    await call("GET", "/");
    await call("GET", "/our-investments?sector=mining");
    await call("POST", "/api/auth/login", { body: { username: "super_admin", password: WRONG_PASSWORD } });
    const login = await call("POST", "/api/auth/login", { body: { username: "super_admin", password: ADMIN_PASSWORD } });
    const token = login.json().token as string;
    secrets.push(token);
    const cookie = `r28_session=${token}`;
    await call("GET", "/api/auth/me", { cookie });
    await call("PATCH", `/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`, { token, body: { text: "Logged hero" } });
    await call("POST", "/api/auth/register", { token, body: { username: "logs_editor", password: NEW_USER_PASSWORD } });
    const editor = (await call("POST", "/api/auth/login", { body: { username: "logs_editor", password: NEW_USER_PASSWORD } })).json().token as string;
    secrets.push(editor);
    await call("PATCH", "/api/users/change-password", { token: editor, body: { username: "logs_editor", currentPassword: NEW_USER_PASSWORD, newPassword: CHANGED_PASSWORD } });
    await call("POST", "/api/news-and-events", { token, body: { title: "Logged news", subtitle: "sub", content: "<p>x</p>", newsImgUrl: TINY_PNG } });
    await call("POST", "/api/news-and-events", { token, body: "not an object" });
    await call("GET", "/no-such-page");
    await call("GET", "/readyz", { reqId: "lb-7f3a.42" });
    await call("POST", "/api/auth/logout", { token });
    await server.stop();
    output = server.stdout() + server.stderr();

    // Every password hash stored, to prove none was logged.
    const db = await openDatabase({ dataDir });
    for (const u of await db.db.selectFrom("users").select("passwordHash").execute()) secrets.push(u.passwordHash);
    await db.close();
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const logLines = () =>
    output
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LogLine);

  it("writes only JSON lines, each with a time, a level and a message", () => {
    const parsed = logLines();
    expect(parsed.length).toBeGreaterThan(answered.length);
    for (const l of parsed) {
      expect(l.time).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(["debug", "info", "warn", "error"]).toContain(l.level);
      expect(l.msg).toEqual(expect.any(String));
    }
  });

  it("logs one line per request with its id (also answered as X-Request-Id), method, path, status and duration", () => {
    const requests = logLines().filter((l) => l.msg === "request");
    for (const a of answered) {
      expect(a.reqId).not.toBe("");
      const line = requests.find((l) => l.reqId === a.reqId);
      expect(line, `${a.method} ${a.path}`).toMatchObject({ method: a.method, path: a.path, status: a.status });
      expect(line?.durationMs).toEqual(expect.any(Number));
    }
    expect(new Set(answered.map((a) => a.reqId)).size).toBe(answered.length);
  });

  it("keeps a request id a load balancer sent", () => {
    expect(answered.find((a) => a.path === "/readyz")?.reqId).toBe("lb-7f3a.42");
  });

  it("carries the request id on every line written while a request is served", () => {
    const ids = new Set(answered.map((a) => a.reqId));
    const lines = logLines();
    // Lines up to "listening" belong to the start (migrations, the first-start seed), not a request.
    const served = lines.slice(lines.findIndex((l) => l.msg === "listening") + 1);
    const processLines = new Set(["shutting down", "stopped"]);
    // The harness's own /healthz polls (waiting for the start) are not part of the flow.
    const others = served.filter((l) => !processLines.has(l.msg) && l.path !== "/healthz");
    expect(others.length).toBeGreaterThanOrEqual(answered.length);
    for (const l of others) expect(ids.has(l.reqId as string), JSON.stringify(l)).toBe(true);
  });

  it("never logs a password, a token, a cookie or a password hash", () => {
    expect(secrets.length).toBeGreaterThanOrEqual(9);
    for (const s of secrets) {
      expect(s.length).toBeGreaterThan(8);
      expect(output.includes(s), `a secret starting ${s.slice(0, 4)} was logged`).toBe(false);
    }
    expect(output).not.toMatch(/\$2[aby]\$\d\d\$/);
    expect(output).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}/);
    expect(output.toLowerCase()).not.toContain("r28_session=");
  });


  it("answers /readyz while the database is reachable and migrated", () => {
    expect(answered.find((a) => a.path === "/readyz")?.status).toBe(200);
  });
});
