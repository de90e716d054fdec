import { part, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// The Sectors screen (inside Our Investments) and the page copy added to the Home and About
// editors: a change is saved, read back, and shown on the public page.

const blocks = snapshotBlocks(["sectorConstruction", "sectorHealthcare", "statLabels", "coreValuesCopy", "aboutUs", "contactPage"]);

test.describe("sectors and page copy in the admin", () => {
  test.beforeEach(async ({ api, page }) => {
    await blocks.take(api);
    await signIn(page, ADMIN);
  });
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("the Sectors screen opens from Our Investments (the side menu keeps seven items) and shows the built-in copy", async ({ page }) => {
    await page.goto("/admin/dashboard/our-investments");
    await page.getByRole("link", { name: "Sectors", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/our-investments\/sectors$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sectors");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("link")).toHaveCount(7);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Our Investments");
    const construction = part(page, "Construction & Engineering Solutions");
    await expect(construction.getByLabel("Card title")).toHaveValue("Construction & Engineering Solutions");
    await expect(construction.getByLabel("AUM subtitle")).toHaveValue("$67B AUM");
    await expect(construction.getByLabel("Page hero text")).toHaveValue("Construction");
    // A card-only sector has no page fields; the page-only one no card fields.
    await expect(part(page, "Healthcare").getByLabel("AUM subtitle")).toHaveValue("$18B AUM");
    await expect(part(page, "Healthcare").getByLabel("Page heading")).toHaveCount(0);
    await expect(part(page, "Mining").getByLabel("Card title")).toHaveCount(0);
  });

  test("a sector card and a sector page changed on the Sectors screen show on the home page and the sector page", async ({ page, api }) => {
    await page.goto("/admin/dashboard/our-investments/sectors");
    const construction = part(page, "Construction & Engineering Solutions");
    await construction.getByLabel("Card title").fill("Construction & Engineering");
    await construction.getByLabel("AUM subtitle").fill("$70B AUM");
    await construction.getByLabel("Card description").fill("Buildings, bridges and plants, from quarry to handover.");
    await construction.getByLabel("Page heading").fill("Structures a growing nation relies on");
    await construction.getByLabel("Page description").fill("First paragraph of the page.\n\nSecond paragraph of the page.");
    await submitAndExpectSaved(construction);
    expect(await readBlock(api, "sectorConstruction")).toMatchObject({ cardTitle: "Construction & Engineering", cardSubtitle: "$70B AUM" });

    await page.goto("/");
    const cards = page.locator("#what-we-do");
    await expect(cards.getByRole("heading", { name: "Construction & Engineering", exact: true })).toBeVisible();
    await expect(cards.getByText("$70B AUM")).toBeVisible();
    await expect(cards.getByText("Buildings, bridges and plants, from quarry to handover.")).toBeVisible();

    await page.goto("/our-investments/construction");
    await expect(page.getByRole("heading", { level: 2, name: "Structures a growing nation relies on" })).toBeVisible();
    await expect(page.getByText("First paragraph of the page.", { exact: true })).toBeVisible();
    await expect(page.getByText("Second paragraph of the page.", { exact: true })).toBeVisible();
  });

  test("statistics labels, core values taglines, About us and Contacts copy are edited in their page's editor and shown on the page", async ({ page }) => {
    await page.goto("/admin/dashboard");
    const labels = part(page, "Statistics labels");
    await labels.getByLabel("Sectors label").fill("Sectors of the economy");
    await submitAndExpectSaved(labels);
    const contacts = part(page, "Contacts page");
    await contacts.getByLabel("Heading", { exact: true }).fill("Talk to the group");
    await submitAndExpectSaved(contacts);

    await page.goto("/admin/dashboard/about");
    const taglines = part(page, "Taglines and introduction");
    await taglines.getByLabel("Integrity tagline").fill("We keep our word");
    await submitAndExpectSaved(taglines);
    const about = part(page, "About us page");
    await about.getByLabel("First section heading").fill("Where we began");
    await submitAndExpectSaved(about);

    await page.goto("/");
    await expect(page.getByText("Sectors of the economy", { exact: true })).toBeVisible();
    await page.goto("/contacts");
    await expect(page.getByRole("heading", { name: "Talk to the group" })).toBeVisible();
    await page.goto("/about-us/our-culture-and-core-values");
    await expect(page.getByText("We keep our word", { exact: true })).toBeVisible();
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { name: "Where we began" })).toBeVisible();
  });
});
