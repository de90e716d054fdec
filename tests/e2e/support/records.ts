import { seededInvestmentId } from "../../../server/db/seed-portfolio.ts";
import { companyPages } from "../../../shared/content/companies.ts";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN } from "./fixtures.ts";
import type { Investment, InvestmentCreateInput } from "../../../shared/schemas/investments.ts";
import type { NewsItem } from "../../../shared/schemas/news.ts";

/** A 1×1 PNG as a data string: the smallest image the media pipeline accepts. */
export const TINY_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
/** Two more tiny PNGs (2×1 navy, 3×2 gold), so several images are different stored files. */
export const TINY_PNG_2 = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNQ9CpR9CoBAAV6Ab/GM8aQAAAAAElFTkSuQmCC";
export const TINY_PNG_3 = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPYPS8OghjgLABpJgpLcv1JQwAAAABJRU5ErkJggg==";

/** Creates an investment through the API; every field not given is empty. */
export async function createInvestment(api: APIRequestContext, fields: InvestmentCreateInput): Promise<Investment> {
  const res = await api.post("/api/investments", { data: fields });
  if (res.status() !== 201) throw new Error(`POST /api/investments answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Investment;
}

/** The ids the first start gave the built-in companies (server/db/seed-portfolio.ts). */
const BUILT_IN_IDS = companyPages.map((_, i) => seededInvestmentId(i));

/** Deletes every stored investment, the built-in companies too (the browser tests share one throwaway database). */
export async function emptyPortfolio(api: APIRequestContext): Promise<void> {
  const list = (await (await api.get("/api/investments")).json()) as Investment[];
  for (const i of list) await api.delete(`/api/investments/${i._id}`);
}

/**
 * Back to the portfolio of the first start: every other investment deleted, and the built-in
 * companies that a test deleted restored from the trash, with their ids, slugs and order (the
 * home cards, sector pages and company pages of other suites read them).
 */
export async function clearInvestments(api: APIRequestContext): Promise<void> {
  const list = (await (await api.get("/api/investments")).json()) as Investment[];
  for (const i of list) if (!BUILT_IN_IDS.includes(i._id)) await api.delete(`/api/investments/${i._id}`);
  const present = new Set(list.map((i) => i._id));
  for (const id of BUILT_IN_IDS) {
    if (present.has(id)) continue;
    const res = await api.post(`/api/trash/${id}/restore`);
    if (res.status() !== 200) throw new Error(`restoring built-in company ${id} answered ${res.status()}: ${await res.text()}`);
  }
}

export async function createNews(
  api: APIRequestContext,
  fields: { title: string; subtitle: string; content?: string; newsImgUrl?: string },
): Promise<NewsItem> {
  const res = await api.post("/api/news-and-events", { data: { content: "", newsImgUrl: TINY_PNG, ...fields } });
  if (res.status() !== 201) throw new Error(`POST /api/news-and-events answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { newsAndEvents: NewsItem }).newsAndEvents;
}

/** Deletes every stored news item. */
export async function clearNews(api: APIRequestContext): Promise<void> {
  const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
  for (const n of newsAndEvents) await api.delete(`/api/news-and-events/${n._id}`);
}

/** A logged-in API context outside a test (for beforeAll / afterAll); dispose it when done. */
export async function adminApi(playwright: PlaywrightWorkerArgs["playwright"]): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_BASE_URL;
  const ctx = await playwright.request.newContext({ baseURL });
  const login = await ctx.post("/api/auth/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  await ctx.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}
