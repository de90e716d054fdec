import { SINGLETON_IDS } from "../../shared/ids.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { expect, test } from "./support/fixtures.ts";

const HERO = `/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`;

test.describe("hero text from database to browser", () => {
  test.afterEach(async ({ api }) => {
    await api.patch(HERO, { data: { text: FALLBACKS.heroText.text } });
  });

  test("a hero text saved through the API is what the home page shows", async ({ api, page }) => {
    const saved = await api.patch(HERO, { data: { text: "Building Nigeria's enduring companies" } });
    expect(saved.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Nigeria's enduring companies");
  });

  test("an empty stored hero text shows the fallback text", async ({ api, page }) => {
    expect((await api.patch(HERO, { data: { text: "" } })).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FALLBACKS.heroText.text);
  });
});
