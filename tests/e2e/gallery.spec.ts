import type { Page } from "@playwright/test";
import { lowCupGallery } from "../../shared/content/images.ts";
import { expect, test } from "./support/fixtures.ts";
import { motionSettled } from "./support/motion.ts";

const thumbs = (page: Page) => page.locator(".gallery__thumb");
const dialog = (page: Page) => page.getByRole("dialog", { name: /photo gallery/ });
const photo = (page: Page) => dialog(page).locator(".lightbox__image");

// The lightbox's opening is part of what this spec checks: motion on (the suite's default is off).
test.use({ reducedMotion: "no-preference" });

async function openAt(page: Page, index: number) {
  await page.goto("/news-and-events/low-cup");
  // The thumbnails open the lightbox only once scripts run.
  await expect(page.locator(".gallery[data-enhanced]")).toBeAttached();
  await thumbs(page).nth(index).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe("the low-cup gallery", () => {
  test("has nine photos; without JavaScript each is a plain link to the full image", async ({ browser, baseURL }) => {
    expect(lowCupGallery).toHaveLength(9);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/news-and-events/low-cup");
    await expect(thumbs(page)).toHaveCount(9);
    for (const [i, image] of lowCupGallery.entries()) await expect(thumbs(page).nth(i)).toHaveAttribute("href", image.src);
    await thumbs(page).nth(4).click();
    await expect(page).toHaveURL(new RegExp(`${lowCupGallery[4]?.src}$`));
    await context.close();
  });

  test("the open lightbox is opaque and covers the whole screen: nothing of the page shows through", async ({ page }) => {
    await openAt(page, 2);
    await motionSettled(page);
    const cover = await dialog(page).evaluate((d) => {
      const r = d.getBoundingClientRect();
      return { background: getComputedStyle(d).backgroundColor, opacity: getComputedStyle(d).opacity, covers: r.left <= 0 && r.top <= 0 && r.right >= innerWidth && r.bottom >= innerHeight };
    });
    expect(cover.covers).toBe(true);
    expect(cover.opacity).toBe("1");
    // rgb(…) has no alpha; rgba(…, a) with a < 1 would let the page show through.
    expect(cover.background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });

  test("next wraps from the last photo to the first, previous from the first to the last", async ({ page }) => {
    await openAt(page, 8);
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[8]!.src);
    await dialog(page).getByRole("button", { name: "Next photo" }).click();
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[0]!.src);
    await dialog(page).getByRole("button", { name: "Previous photo" }).click();
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[8]!.src);
    await dialog(page).getByRole("button", { name: "Previous photo" }).click();
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[7]!.src);
    await expect(dialog(page)).toContainText("8 / 9");
  });

  test("arrow keys move and wrap; Escape closes and focus returns to the thumbnail", async ({ page }) => {
    await openAt(page, 0);
    await page.keyboard.press("ArrowLeft");
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[8]!.src);
    await page.keyboard.press("ArrowRight");
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[0]!.src);
    await page.keyboard.press("ArrowRight");
    await expect(photo(page)).toHaveAttribute("src", lowCupGallery[1]!.src);
    await expect(photo(page)).toHaveAttribute("alt", lowCupGallery[1]!.alt);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(thumbs(page).nth(0)).toBeFocused();
  });

  test("the close button closes it and focus returns to the thumbnail that opened it", async ({ page }) => {
    await openAt(page, 3);
    const close = dialog(page).getByRole("button", { name: "Close gallery" });
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog(page)).toBeHidden();
    await expect(thumbs(page).nth(3)).toBeFocused();
  });

  test("focus stays inside the open lightbox", async ({ page }) => {
    await openAt(page, 2);
    const inside = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside()).toBe(true);
    }
  });
});
