import type { Page } from "@playwright/test";
import { MESSAGES } from "../../shared/constants.ts";
import { expect, test } from "./support/fixtures.ts";
import { clearInvestments, createInvestment, emptyPortfolio, TINY_PNG } from "./support/records.ts";

/** A small portfolio covering every label rule and a sector with two companies. */
const PORTFOLIO = [
  { tabText: "Arbico", title: "<p>Arbico Plc</p>", sector: "construction & engineering solutions" },
  { tabText: "Nivafer", title: "<p>Nivafer Engineering &amp; Construction Limited</p>", sector: "construction & engineering solutions" },
  { tabText: "Asaba Airport", title: "<p>Asaba Airport Company</p>", sector: "aviation & infrastructure" },
  { tabText: "Ledco", title: "<p>Ledco</p>", sector: "aviation & infrastructure" },
  { tabText: "AFL Networks", title: "<p>AFL Networks</p>", sector: "telecommunications & technology solutions" },
  { tabText: "FIDC", title: "<p>First Investment Development Company</p>", sector: "real estate" },
  { tabText: "Biswal", title: "<p>Biswal</p>", sector: "manufacturing", bannerImage: TINY_PNG },
] as const;

const cards = (page: Page) => page.locator(".investment-card");
const cardNames = (page: Page) => page.locator(".investment-card__name");
const sectorButton = (page: Page) => page.getByRole("button", { name: /^Sector/ });
const companyButton = (page: Page) => page.getByRole("button", { name: /^Company/ });
const sectorList = (page: Page) => page.getByRole("listbox", { name: "Sector" });
const companyList = (page: Page) => page.getByRole("listbox", { name: "Company" });

/** Waits until the enhancement script ran, so the enhanced dropdowns (not the no-JS forms) are in place. */
async function openPortfolio(page: Page, query = "") {
  await page.goto(`/our-investments${query}`);
  await expect(sectorButton(page)).toBeVisible();
}

test.describe("our investments: the list", () => {
  test.beforeEach(async ({ api }) => {
    await emptyPortfolio(api);
  });
  test.afterEach(async ({ api }) => {
    await clearInvestments(api);
  });

  test("says 'No investments' when none are stored", async ({ page }) => {
    await page.goto("/our-investments");
    await expect(page.getByText(MESSAGES.noInvestmentsPublic, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test.describe("with a portfolio", () => {
    const slugs: Record<string, string> = {};
    test.beforeEach(async ({ api }) => {
      for (const fields of PORTFOLIO) slugs[fields.tabText] = (await createInvestment(api, { ...fields })).slug;
    });

    test("shows every stored investment as a card linking to its page at its readable address", async ({ page }) => {
      await page.goto("/our-investments");
      await expect(cardNames(page)).toHaveText(PORTFOLIO.map((p) => p.tabText));
      for (const { tabText } of PORTFOLIO) {
        await expect(page.getByRole("link", { name: tabText, exact: true })).toHaveAttribute("href", `/our-investments/${slugs[tabText]}`);
      }
      await expect(page.getByText(MESSAGES.noInvestmentsPublic, { exact: true })).toHaveCount(0);
    });

    test("every card names its sector in words and carries a one-sentence summary from the stored hero text", async ({ api, page }) => {
      await createInvestment(api, { tabText: "Summary Holdings", sector: "real estate", heroText: "<p>Homes for a growing city. Built to last.</p>" });
      await page.goto("/our-investments");
      const card = cards(page).filter({ hasText: "Summary Holdings" });
      await expect(card.locator(".investment-card__eyebrow")).toBeVisible();
      await expect(card.locator(".investment-card__eyebrow")).toHaveText("real estate");
      await expect(card.locator(".investment-card__summary")).toHaveText("Homes for a growing city.");
      const link = page.getByRole("link", { name: "Summary Holdings", exact: true });
      await expect(link).toHaveAccessibleDescription(/real estate.*Homes for a growing city\./);
      for (const { tabText } of PORTFOLIO) await expect(cards(page).filter({ hasText: tabText }).first().locator(".investment-card__eyebrow")).toBeVisible();
    });

    test("a card shows its banner image, or the built-in one for its title, with a fixed size", async ({ page }) => {
      await page.goto("/our-investments");
      const arbico = cards(page).filter({ hasText: "Arbico" }).locator("img");
      await expect(arbico).toHaveAttribute("src", "/images/companies/arbico.webp");
      await expect(arbico).toHaveAttribute("width", "516");
      await expect(arbico).toHaveAttribute("height", "350");
      await expect(arbico).toHaveAttribute("loading", "lazy");
      const biswal = cards(page).filter({ hasText: "Biswal" });
      await expect(biswal.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
      await expect(biswal.locator("source[type='image/avif']")).toHaveAttribute("srcset", /-516x350\.avif 516w, .*-1032x700\.avif 1032w/); // cropped around the focal point
    });

    test("the sector label shows on hover and on keyboard focus, not before", async ({ page }) => {
      await openPortfolio(page);
      const card = cards(page).filter({ hasText: "Arbico" });
      const label = card.locator(".investment-card__sector");
      await expect(label).toHaveText("construction & engineering solutions");
      await expect(label).toBeHidden();
      await card.getByRole("link").hover();
      await expect(label).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(label).toBeHidden();

      // Keyboard: focus the previous focusable element, then Tab onto the card.
      const link = card.getByRole("link");
      await companyButton(page).focus();
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      await expect(label).toBeVisible();
      await expect(link).toHaveAccessibleDescription("construction & engineering solutions");
    });

    test("labels follow SPEC section 4: aviation, infrastructure, telecoms, others as stored", async ({ page }) => {
      await page.goto("/our-investments");
      const labelOf = (name: string) => cards(page).filter({ hasText: name }).locator(".investment-card__sector");
      await expect(labelOf("Asaba Airport")).toHaveText("aviation");
      await expect(labelOf("Ledco")).toHaveText("infrastructure");
      await expect(labelOf("AFL Networks")).toHaveText("telecoms & technology solutions");
      await expect(labelOf("FIDC")).toHaveText("real estate");
      await expect(labelOf("Biswal")).toHaveText("manufacturing");
    });

    test("sector options: 'all sectors' first, then each distinct sector once, sorted case-insensitively", async ({ page }) => {
      await openPortfolio(page);
      await expect(sectorButton(page)).toHaveText("all sectors");
      await sectorButton(page).click();
      await expect(sectorList(page).getByRole("option")).toHaveText([
        "all sectors",
        "aviation & infrastructure",
        "construction & engineering solutions",
        "manufacturing",
        "real estate",
        "telecommunications & technology solutions",
      ]);
    });

    test("company options: 'our companies' first, then each tab text", async ({ page }) => {
      await openPortfolio(page);
      await expect(companyButton(page)).toHaveText("our companies");
      await companyButton(page).click();
      await expect(companyList(page).getByRole("option")).toHaveText(["our companies", ...PORTFOLIO.map((p) => p.tabText)]);
    });

    test("choosing a sector shows only that sector's investments and closes the list", async ({ page }) => {
      await openPortfolio(page);
      await sectorButton(page).click();
      await sectorList(page).getByRole("option", { name: "construction & engineering solutions" }).click();
      await expect(sectorList(page)).toBeHidden();
      await expect(sectorButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(cardNames(page)).toHaveText(["Arbico", "Nivafer"]);
      await expect(page).toHaveURL(/\?sector=construction/);
    });

    test("choosing a company shows only the investment whose tab text matches", async ({ page }) => {
      await openPortfolio(page);
      await companyButton(page).click();
      await companyList(page).getByRole("option", { name: "Ledco" }).click();
      await expect(companyList(page)).toBeHidden();
      await expect(cardNames(page)).toHaveText(["Ledco"]);
      await expect(page).toHaveURL(/\?company=Ledco$/);
    });

    test("the company filter matches the tab text case-insensitively", async ({ page }) => {
      await openPortfolio(page, "?company=aFl%20nEtWoRkS");
      await expect(cardNames(page)).toHaveText(["AFL Networks"]);
      await expect(companyButton(page)).toHaveText("AFL Networks");
    });

    test("choosing the default option shows all again", async ({ page }) => {
      await openPortfolio(page, "?sector=real%20estate");
      await expect(cardNames(page)).toHaveText(["FIDC"]);
      await sectorButton(page).click();
      await sectorList(page).getByRole("option", { name: "all sectors" }).click();
      await expect(cards(page)).toHaveCount(PORTFOLIO.length);
      await expect(page).toHaveURL(/\/our-investments$/);

      await companyButton(page).click();
      await companyList(page).getByRole("option", { name: "Arbico" }).click();
      await expect(cards(page)).toHaveCount(1);
      await companyButton(page).click();
      await companyList(page).getByRole("option", { name: "our companies" }).click();
      await expect(cards(page)).toHaveCount(PORTFOLIO.length);
    });

    test("the two filters never combine: choosing one resets the other", async ({ page }) => {
      await openPortfolio(page);
      await sectorButton(page).click();
      await sectorList(page).getByRole("option", { name: "real estate" }).click();
      await expect(cardNames(page)).toHaveText(["FIDC"]);

      // A company outside the chosen sector: the sector filter is dropped, not combined.
      await companyButton(page).click();
      await companyList(page).getByRole("option", { name: "Arbico" }).click();
      await expect(cardNames(page)).toHaveText(["Arbico"]);
      await expect(sectorButton(page)).toHaveText("all sectors");
      await expect(page).toHaveURL(/\?company=Arbico$/);

      await sectorButton(page).click();
      await sectorList(page).getByRole("option", { name: "aviation & infrastructure" }).click();
      await expect(cardNames(page)).toHaveText(["Asaba Airport", "Ledco"]);
      await expect(companyButton(page)).toHaveText("our companies");
    });

    test("opening one dropdown closes the other", async ({ page }) => {
      await openPortfolio(page);
      await sectorButton(page).click();
      await expect(sectorList(page)).toBeVisible();
      await companyButton(page).click();
      await expect(companyList(page)).toBeVisible();
      await expect(sectorList(page)).toBeHidden();
      await sectorButton(page).click();
      await expect(sectorList(page)).toBeVisible();
      await expect(companyList(page)).toBeHidden();
      // A second press on the open dropdown's button closes it.
      await sectorButton(page).click();
      await expect(sectorList(page)).toBeHidden();
    });

    test("the dropdowns work from the keyboard (listbox semantics)", async ({ page }) => {
      await openPortfolio(page);
      const button = sectorButton(page);
      await expect(button).toHaveAttribute("aria-haspopup", "listbox");
      await button.focus();
      await page.keyboard.press("Enter");
      const list = sectorList(page);
      await expect(list).toBeVisible();
      await expect(list).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const active = async () => page.locator(`[id="${await list.getAttribute("aria-activedescendant")}"]`);
      await expect(await active()).toHaveText("all sectors");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(await active()).toHaveText("construction & engineering solutions");
      await page.keyboard.press("End");
      await expect(await active()).toHaveText("telecommunications & technology solutions");
      await page.keyboard.press("Home");
      await page.keyboard.press("r");
      await expect(await active()).toHaveText("real estate");
      await page.keyboard.press("Enter");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      await expect(cardNames(page)).toHaveText(["FIDC"]);
      await expect(
        page.getByRole("listbox", { name: "Sector", includeHidden: true }).getByRole("option", { name: "real estate", includeHidden: true }),
      ).toHaveAttribute("aria-selected", "true");

      // Escape closes without choosing; ArrowDown also opens; Space chooses.
      await page.keyboard.press("Escape");
      await page.keyboard.press("ArrowDown");
      await expect(list).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
      await expect(cardNames(page)).toHaveText(["FIDC"]);

      await page.keyboard.press("Tab");
      await expect(companyButton(page)).toBeFocused();
      await page.keyboard.press(" ");
      await expect(companyList(page)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press(" ");
      await expect(cardNames(page)).toHaveText(["Arbico"]);
    });

    test("without JavaScript: GET forms send ?sector= or ?company= and the server filters", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/our-investments");
      await expect(page.getByRole("button", { name: /^Sector/ })).toHaveCount(0);
      await page.getByLabel("Sector").selectOption("real estate");
      await page.getByRole("button", { name: "Show" }).first().click();
      await expect(page).toHaveURL(/\/our-investments\?sector=real\+estate$/);
      await expect(cardNames(page)).toHaveText(["FIDC"]);
      // The other form did not send its value: the filters never combine.
      await expect(page.getByLabel("Company")).toHaveValue("");

      await page.getByLabel("Company").selectOption("Ledco");
      await page.getByRole("button", { name: "Show" }).nth(1).click();
      await expect(page).toHaveURL(/\/our-investments\?company=Ledco$/);
      await expect(cardNames(page)).toHaveText(["Ledco"]);
      await expect(page.getByLabel("Sector")).toHaveValue("");

      await page.getByLabel("Company").selectOption("");
      await page.getByRole("button", { name: "Show" }).nth(1).click();
      await expect(cards(page)).toHaveCount(PORTFOLIO.length);
      await context.close();
    });

    test("a filtered view can be linked: the server renders it filtered", async ({ request }) => {
      const names = (html: string) => [...html.matchAll(/class="investment-card__name">([^<]*)</g)].map((m) => m[1]);
      const bySector = await (await request.get("/our-investments?sector=aviation%20%26%20infrastructure")).text();
      expect(names(bySector)).toEqual(["Asaba Airport", "Ledco"]);
      const byCompany = await (await request.get("/our-investments?company=biswal")).text();
      expect(names(byCompany)).toEqual(["Biswal"]);
      const all = await (await request.get("/our-investments?sector=&company=")).text();
      expect(names(all)).toHaveLength(PORTFOLIO.length);
    });
  });
});
