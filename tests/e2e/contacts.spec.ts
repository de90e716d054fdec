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

  test("embeds a titled OpenStreetMap that loads lazily, with a plain link beside it", async ({ page }) => {
    await page.goto("/contacts");
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", /Map of R28's head office/);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(page.getByRole("link", { name: /View a larger map on OpenStreetMap/ })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
  });

  test("puts the map's frame in only after the page has painted, so its request never competes with the first paint", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title>" }));
    // The server's markup holds the frame in a <noscript> (shown as is without scripts).
    const html = await (await page.request.get("/contacts")).text();
    expect(html).toMatch(/<noscript class="after-paint" data-enhance="after-paint"><iframe class="contact-map__iframe" title="Map of R28/);
    await page.goto("/contacts");
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\//);
    await map.scrollIntoViewIfNeeded();
    const times = await page.waitForFunction(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const frame = performance.getEntriesByType("resource").find((e) => e.name.startsWith("https://www.openstreetmap.org/"));
      return paint && frame ? { paint: paint.startTime, frame: frame.startTime } : null;
    });
    const { paint, frame } = (await times.jsonValue())!;
    expect(frame).toBeGreaterThan(paint);
  });

  test("stays usable when the map cannot load", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
    await page.goto("/contacts");
    await page.locator("iframe").scrollIntoViewIfNeeded();
    await expect(page.locator(".contact-map__frame")).toBeVisible();
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Name", { exact: true })).toBeEditable();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});
