import { FALLBACKS } from "../../shared/fallbacks.ts";
import { copyrightLine } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, h1] of [
    ["/", FALLBACKS.heroText.text],
    ["/about-us", "About Us"],
    ["/about-us/who-we-are", "Who We Are"],
    ["/about-us/our-culture-and-core-values", "Culture Built on Enduring Values"],
    ["/about-us/leadership", "Leadership"],
    ["/about-us/leadership/chiamaka-nwankwo-obi", "Chiamaka Nwankwo-Obi"],
    ["/approach", "Investing on a Value Basis"],
    ["/strategic-alliances", "Creating Growth Opportunities"],
    ["/contacts", "Contacts"],
    ["/privacy", "Privacy Notice"],
    ["/accessibility", "Accessibility Statement"],
  ] as const) {
    test(`${path} renders its content, header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(copyrightLine());
    });
  }

  test("the news page links to its feed", async ({ page }) => {
    await page.goto("/news-and-events");
    await expect(page.getByRole("link", { name: "Follow our news in your feed reader" })).toHaveAttribute("href", "/news-and-events/feed.xml");
  });

  test("the home page shows the statistics and the sector cards, and each arrow still opens its own card", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "R28 at a Glance" })).toBeVisible();
    await expect(page.locator("#what-we-do").getByRole("article")).toHaveCount(8);
    const energy = page.getByRole("article", { name: "Energy" });
    const retail = page.getByRole("article", { name: "Retail Business" });
    await expect(energy.getByRole("link", { name: "R28 Energy" })).toBeHidden();
    await energy.locator("label").click();
    await expect(energy.getByRole("link", { name: "R28 Energy" })).toBeVisible();
    await expect(energy.getByRole("heading", { level: 4 })).toHaveText("companies");
    await retail.locator("label").click();
    await expect(retail.getByRole("link", { name: "Veenocks" })).toBeVisible();
    await expect(energy.getByRole("link", { name: "R28 Energy" })).toBeVisible();
    await energy.locator("label").click();
    await expect(energy.getByRole("link", { name: "R28 Energy" })).toBeHidden();
    await expect(retail.getByRole("link", { name: "Veenocks" })).toBeVisible();
  });

  test("the contacts page shows its map when the visitor follows Show map", async ({ page }) => {
    await page.goto("/contacts");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page).toHaveURL(/\/contacts\?map=1#contact-map$/);
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", /Map of R28's head office/);
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
  });

  test("the contact form posts and comes back with the thank-you notice", async ({ page }) => {
    await page.goto("/contacts");
    await page.getByLabel("Name", { exact: true }).fill("No Script");
    await page.getByLabel("Message", { exact: true }).fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contacts\?sent=1/);
    await expect(page.getByRole("status")).toContainText("Thank you");
  });
});

test.describe("without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the mobile menu still opens in two steps and closes again", async ({ page }) => {
    await page.goto("/approach");
    const toggle = page.locator("summary.mobile-menu__toggle");
    await expect(toggle).toHaveText("Open menu", { useInnerText: true });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveText("Close menu", { useInnerText: true });
    await expect(page.locator(".mobile-menu__icon--close")).toHaveCSS("opacity", "1");
    await expect(menu.getByRole("link", { name: "contacts" })).toBeVisible();
    await menu.locator("summary", { hasText: "about us" }).click();
    await expect(menu.getByRole("link", { name: "who we are" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "leadership" })).toBeVisible();
    await menu.locator("summary", { hasText: "Back" }).click();
    await expect(menu.getByRole("link", { name: "who we are" })).toBeHidden();
    await menu.getByRole("link", { name: "contacts" }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test("the header turns white once the page is scrolled", async ({ page }) => {
    await page.goto("/about-us");
    const header = page.locator(".site-header");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });
});
