import type { APIRequestContext, Page } from "@playwright/test";
import { INVESTMENT_SECTORS, MESSAGES } from "../../shared/constants.ts";
import type { Investment as StoredInvestment } from "../../shared/schemas/investments.ts";
import { pngFile, signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/our-investments";
const PREFIX = "E2E Co";

async function storedInvestments(api: APIRequestContext): Promise<StoredInvestment[]> {
  const res = await api.get("/api/investments");
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredInvestment[];
}

async function createInvestment(api: APIRequestContext, fields: Partial<StoredInvestment> & { tabText: string }): Promise<StoredInvestment> {
  const res = await api.post("/api/investments", { data: fields });
  expect(res.status()).toBe(201);
  return (await res.json()) as StoredInvestment;
}

const form = (page: Page) => page.locator("#investment-form");
const list = (page: Page) => page.getByRole("complementary", { name: "Investments" });

/** Types into one of the form's rich-text editors, by its label. */
async function typeRich(page: Page, label: string, text: string) {
  const editor = form(page).getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

test.describe("admin: our investments", () => {
  test.afterEach(async ({ api }) => {
    for (const item of await storedInvestments(api)) {
      if (item.tabText.startsWith(PREFIX)) expect((await api.delete(`/api/investments/${item._id}`)).status()).toBe(204);
    }
  });

  test("the form offers a blank 'Select Sector' and the eight sectors, and the image guidance", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    await expect(page).toHaveTitle("Our Investments | R28 CMS");
    const sector = form(page).getByLabel("Sector");
    await expect(sector).toHaveValue("");
    const options = await sector.locator("option").evaluateAll((els) => els.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent })));
    expect(options[0]).toEqual({ value: "", label: "Select Sector" });
    expect(options.slice(1).map((o) => o.value)).toEqual([...INVESTMENT_SECTORS]);
    await expect(form(page).getByText("max 25KB, 1920px by 494px")).toBeVisible();
    await expect(form(page).getByText("max 25KB, 516px by 350px")).toBeVisible();
    for (const label of ["Title", "Hero text", "Content"]) await expect(form(page).getByRole("textbox", { name: label, exact: true })).toBeVisible();
    for (const label of ["Hero image", "Banner image", "Logo"]) await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute("type", "file");
  });

  test("with no investments stored the side list says 'No Investments'", async ({ page }) => {
    // The screen reads a page of the list (`?page=&limit=&q=`).
    await page.route((url) => url.pathname === "/api/investments", (route) =>
      route.request().method() === "GET" ? route.fulfill({ json: { investments: [], page: 1, limit: 25, total: 0, pages: 1 } }) : route.continue(),
    );
    await signIn(page, ADMIN, SCREEN);
    await expect(list(page).getByText(MESSAGES.noInvestmentsAdmin, { exact: true })).toBeVisible();
  });

  test("an investment created in the form is listed and has its card and company page on the public site", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    const tabText = `${PREFIX} Lagoon Holdings`;
    await form(page).getByLabel("Tab text").fill(tabText);
    await form(page).getByLabel("Sector").selectOption("real estate");
    await form(page).getByLabel("Website").fill("https://lagoon.example.com");
    await form(page).getByLabel("Highlight", { exact: true }).fill("Homes and offices on the Lagos lagoon.");
    await typeRich(page, "Title", "Lagoon Holdings Limited");
    await typeRich(page, "Hero text", "Building by the water");
    await typeRich(page, "Content", "Founded to develop waterfront land.");
    await form(page).getByLabel("Hero image", { exact: true }).setInputFiles(await pngFile("hero.png", { r: 33, g: 74, b: 116 }, 1920, 494));
    await form(page).getByLabel("Banner image", { exact: true }).setInputFiles(await pngFile("banner.png", { r: 187, g: 158, b: 94 }, 516, 350));
    await form(page).getByLabel("Logo", { exact: true }).setInputFiles(await pngFile("logo.png", { r: 47, g: 104, b: 113 }, 96, 96));
    await expect(form(page).getByRole("img", { name: "The chosen hero image" })).toBeVisible();
    await expect(form(page).getByRole("img", { name: "The chosen banner image" })).toBeVisible();
    await expect(form(page).getByRole("img", { name: "The chosen logo" })).toBeVisible();

    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${tabText}’` })).toBeVisible();
    // Back to a fresh create form, with the new investment in the list (no page reload).
    await expect(form(page).getByRole("heading", { name: "Add an investment" })).toBeVisible();
    await expect(form(page).getByLabel("Tab text")).toHaveValue("");
    await expect(list(page).getByRole("button", { name: `Edit ${tabText}` })).toBeVisible();
    await expect(list(page).getByRole("button", { name: `Delete ${tabText}` })).toBeVisible();

    const stored = (await storedInvestments(api)).find((i) => i.tabText === tabText)!;
    expect(stored).toMatchObject({ sector: "real estate", website: "https://lagoon.example.com", highlight: "Homes and offices on the Lagos lagoon." });
    for (const image of [stored.heroImage, stored.bannerImage, stored.logo]) expect(image).toMatch(/^\/media\//);
    expect(stored.title.replace(/\u00a0/g, " ")).toContain("Lagoon Holdings Limited");

    // The Address was left empty: the server made it from the tab text.
    expect(stored.slug).toBe("e2e-co-lagoon-holdings");
    await page.goto("/our-investments");
    await expect(page.locator(`a[href="/our-investments/${stored.slug}"]`).first()).toBeVisible();
    await page.goto(`/our-investments/${stored.slug}`);
    await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByText(tabText)).toBeVisible();
    await expect(page.getByText("Homes and offices on the Lagos lagoon.")).toBeVisible();
    await expect(page.getByText("Founded to develop waterfront land.")).toBeVisible();
    await expect(page.getByRole("link", { name: /lagoon\.example\.com|visit/i }).first()).toHaveAttribute("href", "https://lagoon.example.com");
  });

  test("the edit icon loads the investment into the form; Submit saves it and returns to create mode", async ({ api, page }) => {
    const tabText = `${PREFIX} Delta Steel`;
    const created = await createInvestment(api, { tabText, sector: "manufacturing", highlight: "Steel for the delta.", content: "<p>Old text</p>" });
    await signIn(page, ADMIN, SCREEN);

    const reads = page.waitForResponse((r) => r.request().method() === "GET" && r.url().endsWith(`/api/investments/${created._id}`));
    await list(page).getByRole("button", { name: `Edit ${tabText}` }).click();
    expect((await reads).status()).toBe(200);
    await expect(page.getByRole("button", { name: "Close edit mode" })).toBeVisible();
    await expect(form(page).getByRole("heading", { name: `Edit ‘${tabText}’` })).toBeVisible();
    await expect(form(page).getByLabel("Tab text")).toHaveValue(tabText);
    await expect(form(page).getByLabel("Sector")).toHaveValue("manufacturing");
    await expect(form(page).getByLabel("Highlight", { exact: true })).toHaveValue("Steel for the delta.");
    await expect(form(page).getByRole("textbox", { name: "Content", exact: true })).toContainText("Old text");

    await form(page).getByLabel("Sector").selectOption("mining");
    await form(page).getByLabel("Highlight", { exact: true }).fill("Steel and ore for the delta.");
    await form(page).getByRole("button", { name: "Submit" }).click();

    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${tabText}’` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close edit mode" })).toHaveCount(0);
    await expect(form(page).getByRole("heading", { name: "Add an investment" })).toBeVisible();
    await expect(form(page).getByLabel("Highlight", { exact: true })).toHaveValue("");

    const saved = (await (await api.get(`/api/investments/${created._id}`)).json()) as StoredInvestment;
    expect(saved).toMatchObject({ tabText, sector: "mining", highlight: "Steel and ore for the delta.", content: "<p>Old text</p>" });
    await page.goto(`/our-investments/${created._id}`);
    await expect(page.getByText("Steel and ore for the delta.")).toBeVisible();
  });

  test("the Address field changes the company's address; a bad or taken one is refused beside the field", async ({ api, page }) => {
    const tabText = `${PREFIX} Harbour Freight`;
    const created = await createInvestment(api, { tabText });
    expect(created.slug).toBe("e2e-co-harbour-freight");
    await signIn(page, ADMIN, SCREEN);
    await list(page).getByRole("button", { name: `Edit ${tabText}` }).click();
    const address = form(page).getByLabel("Address");
    await expect(address).toHaveValue("e2e-co-harbour-freight");

    for (const [value, message] of [
      ["Harbour Frèight", /lower-case letters a-z, digits and single hyphens/],
      ["construction", /reserved for a sector page/],
      ["arbico", /another company has this address/],
    ] as const) {
      await address.fill(value);
      await form(page).getByRole("button", { name: "Submit" }).click();
      await expect(address).toHaveAccessibleDescription(message);
    }
    expect(((await (await api.get(`/api/investments/${created._id}`)).json()) as StoredInvestment).slug).toBe("e2e-co-harbour-freight");

    await address.fill("harbour-freight-e2e");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${tabText}’` })).toBeVisible();

    // The old address is listed under the form, and sends visitors on with a 301.
    const oldAddresses = page.getByRole("region", { name: "Old addresses" });
    await expect(oldAddresses.getByRole("listitem").filter({ hasText: "/our-investments/e2e-co-harbour-freight" })).toContainText("/our-investments/harbour-freight-e2e");
    const moved = await page.request.get("/our-investments/e2e-co-harbour-freight", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/our-investments/harbour-freight-e2e");

    // Removed, the old address answers 'Company not found!'.
    await oldAddresses.getByRole("button", { name: "Remove the old address /our-investments/e2e-co-harbour-freight" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed the old address /our-investments/e2e-co-harbour-freight" })).toBeVisible();
    await expect(oldAddresses.getByText("/our-investments/e2e-co-harbour-freight")).toHaveCount(0);
    expect((await page.request.get("/our-investments/e2e-co-harbour-freight", { maxRedirects: 0 })).status()).toBe(404);

    await page.goto("/our-investments/harbour-freight-e2e");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText(tabText)).toBeVisible();
  });

  test("the close icon leaves edit mode, asking first when the form holds unsaved changes", async ({ api, page }) => {
    const tabText = `${PREFIX} Close Test`;
    await createInvestment(api, { tabText, highlight: "Unchanged" });
    await signIn(page, ADMIN, SCREEN);

    await list(page).getByRole("button", { name: `Edit ${tabText}` }).click();
    await expect(form(page).getByLabel("Tab text")).toHaveValue(tabText);
    await page.getByRole("button", { name: "Close edit mode" }).click();
    await expect(form(page).getByRole("heading", { name: "Add an investment" })).toBeVisible();

    await list(page).getByRole("button", { name: `Edit ${tabText}` }).click();
    await form(page).getByLabel("Highlight", { exact: true }).fill("Changed but not saved");
    await page.getByRole("button", { name: "Close edit mode" }).click();
    const dialog = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(form(page).getByLabel("Highlight", { exact: true })).toHaveValue("Changed but not saved");
    await page.getByRole("button", { name: "Close edit mode" }).click();
    await dialog.getByRole("button", { name: "Discard changes" }).click();
    await expect(form(page).getByLabel("Tab text")).toHaveValue("");
    expect((await storedInvestments(api)).find((i) => i.tabText === tabText)?.highlight).toBe("Unchanged");
  });

  test("deleting asks first, then removes the investment from the list and the public site", async ({ api, page }) => {
    const tabText = `${PREFIX} Gone Soon`;
    const created = await createInvestment(api, { tabText });
    await signIn(page, ADMIN, SCREEN);

    await list(page).getByRole("button", { name: `Delete ${tabText}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ‘${tabText}’?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(list(page).getByText(tabText)).toBeVisible();

    await list(page).getByRole("button", { name: `Delete ${tabText}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted ‘${tabText}’` })).toBeVisible();
    await expect(list(page).getByText(tabText)).toHaveCount(0);
    expect((await api.get(`/api/investments/${created._id}`)).status()).toBe(404);
    await page.goto(`/our-investments/${created._id}`);
    await expect(page.getByText(MESSAGES.companyNotFound)).toBeVisible();
  });

  test("the server's refusal is shown in words and nothing is saved", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    await form(page).getByLabel("Tab text").fill(`${PREFIX} Bad Site`);
    await form(page).getByLabel("Website").fill("not a web address");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "website must be an http(s) URL or empty" })).toBeVisible();
    await expect(form(page).getByText("Website must be an http(s) URL or empty", { exact: true })).toBeVisible();
    expect((await storedInvestments(api)).some((i) => i.tabText === `${PREFIX} Bad Site`)).toBe(false);
  });

  test("create and edit mode have no axe violations", async ({ api, page }) => {
    const tabText = `${PREFIX} Axe Check`;
    await createInvestment(api, { tabText, sector: "healthcare" });
    await signIn(page, ADMIN, SCREEN);
    await expect(form(page).getByRole("textbox", { name: "Content", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { include: "#main-content", label: "create mode" });
    await list(page).getByRole("button", { name: `Edit ${tabText}` }).click();
    await expect(form(page).getByLabel("Tab text")).toHaveValue(tabText);
    await expect(form(page).getByRole("textbox", { name: "Content", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { include: "#main-content", label: "edit mode" });
  });
});
