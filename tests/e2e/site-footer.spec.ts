import { FALLBACKS } from "../../shared/fallbacks.ts";
import { copyrightLine, emptyContent, patchContent, restoreContent } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe("the site footer", () => {
  test.afterEach(async ({ api }) => {
    await restoreContent(api, "footer");
  });

  test("shows the logo, about text, Corporate HQ address, two telephones, e-mail and the copyright with the current year", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "R28 Holdings home" })).toHaveAttribute("href", "/");
    await expect(footer.getByText(FALLBACKS.footer.about)).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Corporate HQ" })).toBeVisible();
    await expect(footer.getByText("Victoria Island, Lagos, Nigeria")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Call +234 1 280 2828" })).toHaveAttribute("href", "tel:+23412802828");
    await expect(footer.getByRole("link", { name: "Call +234 803 028 2800" })).toHaveAttribute("href", "tel:+2348030282800");
    await expect(footer.getByRole("link", { name: `E-mail ${FALLBACKS.footer.email}` })).toHaveAttribute("href", `mailto:${FALLBACKS.footer.email}`);
    await expect(footer.getByText(copyrightLine())).toBeVisible();
  });

  test("shows what is stored, and only the first two of several telephones", async ({ api, page }) => {
    await patchContent(api, "footer", {
      about: "A steward of Nigerian enterprise since 2007.",
      address: "<p>1 Marina Road, <strong>Lagos Island</strong></p>",
      telephones: "+234 1 111 1111, +234 1 222 2222, +234 1 333 3333",
      email: "hello@example.com",
    });
    await page.goto("/approach");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("A steward of Nigerian enterprise since 2007.")).toBeVisible();
    await expect(footer.locator("strong", { hasText: "Lagos Island" })).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.getByRole("link", { name: "Call +234 1 222 2222" })).toBeVisible();
    await expect(footer.getByText("+234 1 333 3333")).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "E-mail hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
  });

  test("shows the built-in texts when the stored footer is empty", async ({ api, page }) => {
    await emptyContent(api, "footer");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(FALLBACKS.footer.about)).toBeVisible();
    await expect(footer.getByText("R28 House, 14 Ajose Adeogun Street,")).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.getByRole("link", { name: `E-mail ${FALLBACKS.footer.email}` })).toBeVisible();
  });
});
