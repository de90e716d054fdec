import { seededInvestmentId } from "../../../server/db/seed-portfolio.ts";
import { seededNewsId } from "../../../server/db/seed-news.ts";
import { companyPages } from "../../../shared/content/companies.ts";
import { fixedArticles } from "../../../shared/content/news.ts";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { ADMIN } from "./fixtures.ts";
import { TINY_PNG } from "../../helpers/tiny-images.ts";
import type { Investment, InvestmentCreateInput } from "../../../shared/schemas/investments.ts";
import type { NewsItem } from "../../../shared/schemas/news.ts";

export { TINY_PNG, TINY_PNG_2, TINY_PNG_3 } from "../../helpers/tiny-images.ts";

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
  fields: { title: string; subtitle: string; content?: string; newsImgUrl?: string; slug?: string; gallery?: { image: string; alt: string; caption?: string }[] },
): Promise<NewsItem> {
  const res = await api.post("/api/news-and-events", { data: { content: "", newsImgUrl: TINY_PNG, ...fields } });
  if (res.status() !== 201) throw new Error(`POST /api/news-and-events answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { newsAndEvents: NewsItem }).newsAndEvents;
}

/** The ids the first start gave the built-in articles, low-cup and lagos-arena (server/db/seed-news.ts). */
export const BUILT_IN_NEWS_IDS = fixedArticles.map((_, i) => seededNewsId(i));

/** Deletes every stored news item, the built-in articles too. */
export async function emptyNews(api: APIRequestContext): Promise<void> {
  const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
  for (const n of newsAndEvents) await api.delete(`/api/news-and-events/${n._id}`);
}

/**
 * Back to the news of the first start: every other item deleted, and the built-in articles that a
 * test deleted restored from the trash with their ids and addresses.
 */
export async function clearNews(api: APIRequestContext): Promise<void> {
  const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
  for (const n of newsAndEvents) if (!BUILT_IN_NEWS_IDS.includes(n._id)) await api.delete(`/api/news-and-events/${n._id}`);
  const present = new Set(newsAndEvents.map((n) => n._id));
  for (const id of BUILT_IN_NEWS_IDS) {
    if (present.has(id)) continue;
    const res = await api.post(`/api/trash/${id}/restore`);
    if (res.status() !== 200) throw new Error(`restoring built-in article ${id} answered ${res.status()}: ${await res.text()}`);
  }
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
