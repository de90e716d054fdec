import type { APIRequestContext } from "@playwright/test";
import { FALLBACKS } from "../../../shared/fallbacks.ts";
import { SINGLETONS, type SingletonKey } from "../../../shared/schemas/content.ts";
import { expect } from "./fixtures.ts";

/** The API path of a singleton content block, e.g. /api/home/overview/64b0…02. */
export const singletonUrl = (key: SingletonKey): string => `/api${SINGLETONS[key].path}/${SINGLETONS[key].id}`;

/** Stores `fields` in a block through the API (as an admin would). */
export async function patchContent(api: APIRequestContext, key: SingletonKey, fields: Record<string, string>): Promise<void> {
  const res = await api.patch(singletonUrl(key), { data: fields });
  expect(res.status(), `PATCH ${key}`).toBe(200);
}

/** Empties every field of a block (so the site must show its fallbacks). */
export async function emptyContent(api: APIRequestContext, key: SingletonKey): Promise<void> {
  const fields = Object.fromEntries(Object.keys(FALLBACKS[key]).map((name) => [name, ""]));
  await patchContent(api, key, fields);
}

/** Puts the seeded content of a block back. */
export async function restoreContent(api: APIRequestContext, key: SingletonKey): Promise<void> {
  await patchContent(api, key, { ...FALLBACKS[key] });
}

/** A 4×2 navy PNG as a data string, for banner uploads. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQ9CqBIwZkDgBYGgb5Yy9igAAAAABJRU5ErkJggg==";

/**
 * The footer's copyright line with the current year. The server stamps the year when it renders,
 * so a test that runs across New Year's midnight may see the year before or after: both pass.
 */
export function copyrightLine(): RegExp {
  const year = new Date().getFullYear();
  return new RegExp(`© (${year - 1}|${year}) R28 holdings\\. All rights reserved\\.`);
}
