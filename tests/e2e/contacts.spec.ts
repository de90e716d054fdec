import { recordRequests } from "./support/requests.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe("the contacts page", () => {
  test("shows the address, two telephone links and the general e-mail", async ({ page }) => {
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacts");
    const details = page.locator(".contacts__list");
    await expect(details.getByText("Corporate HQ")).toBeVisible();
    await expect(details.getByText("Victoria Island, Lagos, Nigeria")).toBeVisible();
    const phones = details.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(2);
    await expect(phones.nth(0)).toHaveAttribute("href", "tel:+23412802828");
    await expect(phones.nth(1)).toHaveAttribute("href", "tel:+2348030282800");
    await expect(details.getByRole("link", { name: "info@r28holdings.com" })).toHaveAttribute("href", "mailto:info@r28holdings.com");
  });

  test("the form has a visible label for each field, the fixed subject and the way back", async ({ page, baseURL }) => {
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/contact");
    for (const label of ["Name", "Email", "Company", "Phone", "Message"]) {
      await expect(form.getByText(label, { exact: true })).toBeVisible();
      await expect(form.getByLabel(label, { exact: true })).toBeEditable();
    }
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "text");
    await expect(form.locator('input[name="_subject"]')).toHaveValue("R28 Contact Form Submission");
    await expect(form.locator('input[name="_next"]')).toHaveValue(`${baseURL}/contacts?sent=1#message-sent`);
    await expect(form.getByRole("button", { name: "Send message" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
  });

  test("sending the form comes back to the page with a thank-you notice", async ({ page }) => {
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name", { exact: true }).fill("Ada Obi");
    await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await form.getByLabel("Message", { exact: true }).fill("We would like to discuss a partnership.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contacts\?sent=1#message-sent$/);
    await expect(page.getByRole("status")).toContainText("Thank you, your message has been sent.");
  });

  test("asks before loading the map: a placeholder with the address, and no request to the map's host until Show map", async ({ page }) => {
    const sent = recordRequests(page, (r) => new URL(r.url()).hostname.endsWith("openstreetmap.org"));
    await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title>" }));
    await page.goto("/contacts");
    const figure = page.locator("#contact-map");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByText("Victoria Island, Lagos, Nigeria")).toBeVisible();
    await expect(figure.locator("iframe")).toHaveCount(0);
    // The page has had every chance to load it: scrolled to, its script run.
    await expect(figure).toHaveAttribute("data-enhanced", "");
    expect(await sent.sentSoFar()).toEqual([]);
    const show = figure.getByRole("link", { name: "Show map" });
    await expect(show).toHaveAttribute("href", "/contacts?map=1#contact-map");
    await show.click();
    const map = figure.locator("iframe");
    await expect(map).toHaveAttribute("title", /Map of R28's head office/);
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(map).toBeFocused();
    // Put in place, without reloading the page.
    await expect(page).toHaveURL(/\/contacts$/);
    await expect.poll(() => sent.sentSoFar()).toContain("GET /export/embed.html");
    await expect(page.getByRole("link", { name: /View a larger map on OpenStreetMap/ })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
  });

  test("says how messages are used, with a link to the privacy notice", async ({ page }) => {
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByText(/We use what you send only to answer you/)).toBeVisible();
    await expect(form.getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");
  });

  test("stays usable when the map cannot load", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
    await page.goto("/contacts");
    await page.getByRole("link", { name: "Show map" }).click();
    await page.locator("iframe").scrollIntoViewIfNeeded();
    await expect(page.locator(".contact-map__frame")).toBeVisible();
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Name", { exact: true })).toBeEditable();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
