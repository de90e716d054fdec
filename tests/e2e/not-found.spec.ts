import { expect, test } from "./support/fixtures.ts";

test.describe("the not-found page", () => {
  for (const path of ["/no-such-page", "/about-us/nothing/here", "/approach/extra"]) {
    test(`${path} answers 404 with '404', the lost message and a way home`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page).toHaveTitle(/not found/i);
      const main = page.getByRole("main");
      await expect(main.getByText("404", { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("404: Look like you're lost");
      await expect(main.getByText("the page you are looking for is not available!", { exact: true })).toBeVisible();
      const home = main.getByRole("link", { name: "Go to home" });
      await expect(home).toHaveAttribute("href", "/");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
