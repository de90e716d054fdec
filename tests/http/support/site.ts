/**
 * The built site over HTTP, for the checks that need no browser (headers, the render cache,
 * structured data, robots and the sitemap): the real start script on the run's build
 * (tests/ops/support/processes.ts, ensureBuild) with a fresh SQLite database, as the browser
 * tests' server starts, and a small client shaped like Playwright's `request` so each check reads
 * as it did in the browser suite.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { SINGLETONS, type SingletonKey } from "../../../shared/schemas/content.ts";
import type { Investment, InvestmentCreateInput } from "../../../shared/schemas/investments.ts";
import type { NewsItem } from "../../../shared/schemas/news.ts";
import { TINY_PNG } from "../../helpers/tiny-images.ts";
import { serverLogProblems } from "../../e2e/support/server-logs.ts";
import { ensureBuild, startProcess, tempDir, type ServerProcess } from "../../ops/support/processes.ts";
import { seededInvestmentId } from "../../../server/db/seed-portfolio.ts";
import { companyPages } from "../../../shared/content/companies.ts";

/** The API path of a singleton content block, e.g. /api/home/overview/64b0…02. */
export const singletonUrl = (key: SingletonKey): string => `/api${SINGLETONS[key].path}/${SINGLETONS[key].id}`;

export const SITE_ADMIN = { username: "super_admin", password: "http-suite-admin-password" };

/** An answer, read like Playwright's APIResponse. */
export interface Answer {
  status(): number;
  /** Header names in lower case. */
  headers(): Record<string, string>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface Client {
  get(path: string, options?: { headers?: Record<string, string> }): Promise<Answer>;
  post(path: string, options?: { data?: unknown }): Promise<Answer>;
  patch(path: string, options?: { data?: unknown }): Promise<Answer>;
  delete(path: string): Promise<Answer>;
}

function client(base: string, auth: Record<string, string> = {}): Client {
  const send = async (method: string, path: string, options: { headers?: Record<string, string>; data?: unknown } = {}): Promise<Answer> => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: { ...auth, ...(options.data !== undefined ? { "Content-Type": "application/json" } : {}), ...options.headers },
      body: options.data !== undefined ? JSON.stringify(options.data) : undefined,
    });
    const body = await res.text();
    return { status: () => res.status, headers: () => Object.fromEntries(res.headers), text: async () => body, json: async () => JSON.parse(body) as unknown };
  };
  return {
    get: (path, options) => send("GET", path, options),
    post: (path, options) => send("POST", path, options),
    patch: (path, options) => send("PATCH", path, options),
    delete: (path) => send("DELETE", path),
  };
}

export interface Site {
  /** The site's address, like the browser tests' baseURL. */
  readonly baseURL: string;
  /** Requests as a visitor. */
  readonly request: Client;
  /** Requests signed in as super_admin (a bearer token). */
  readonly api: Client;
  /** The server's DATA_DIR (its SQLite database is site.db there). */
  readonly dataDir: string;
}

/** For a test file: starts the built site before its tests and stops it after them. */
export function useSite(): Site {
  let server: ServerProcess | undefined;
  const dataDir = tempDir("r28-http-");
  const site = { dataDir } as { baseURL: string; request: Client; api: Client; dataDir: string };
  beforeAll(async () => {
    const buildDir = await ensureBuild();
    server = await startProcess(
      // As the browser tests' server: no built-in portfolio, a known admin password, cheap hashes.
      { DATA_DIR: dataDir, ADMIN_PASSWORD: SITE_ADMIN.password, SEED_PORTFOLIO: "true", BCRYPT_COST: "4", LOG_LEVEL: "info" },
      { buildDir },
    );
    await server.ready();
    // The address the site names itself by (SITE_URL), so absolute URLs in its answers match.
    site.baseURL = `http://localhost:${server.port}`;
    site.request = client(site.baseURL);
    const login = await site.request.post("/api/auth/login", { data: SITE_ADMIN });
    if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    site.api = client(site.baseURL, { Authorization: `Bearer ${token}` });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // The same check as the browser tests' servers get: no secret in the logs, a request id on each line.
    const problems = serverLogProblems((server?.stdout() ?? "").split("\n"), [SITE_ADMIN.password]);
    if (problems.length) throw new Error(`The server's logs hold what they must not:\n${problems.slice(0, 20).join("\n")}`);
  });
  return site;
}

/** Creates an investment through the API; every field not given is empty. */
export async function createInvestment(api: Client, fields: InvestmentCreateInput): Promise<Investment> {
  const res = await api.post("/api/investments", { data: fields });
  if (res.status() !== 201) throw new Error(`POST /api/investments answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Investment;
}

export async function createNews(api: Client, fields: { title: string; subtitle: string; content?: string; newsImgUrl?: string }): Promise<NewsItem> {
  const res = await api.post("/api/news-and-events", { data: { content: "", newsImgUrl: TINY_PNG, ...fields } });
  if (res.status() !== 201) throw new Error(`POST /api/news-and-events answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { newsAndEvents: NewsItem }).newsAndEvents;
}

/** Deletes every stored investment and news item. */
/** The companies the first start stores (the site starts with them, as in production). */
const BUILT_IN_IDS = companyPages.map((_, i) => seededInvestmentId(i));

/** Removes what the tests stored: the built-in companies stay. */
export async function clearRecords(api: Client): Promise<void> {
  const investments = (await (await api.get("/api/investments")).json()) as Investment[];
  for (const i of investments) if (!BUILT_IN_IDS.includes(i._id)) await api.delete(`/api/investments/${i._id}`);
  const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
  for (const n of newsAndEvents) await api.delete(`/api/news-and-events/${n._id}`);
}
