import { part, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// Each part of the Home editor: change, Submit, 'Saved', the value after a reload, and the
// public page showing it.
const blocks = snapshotBlocks(["heroText", "overview", "stats", "whatWeDo", "footer"]);

test.describe("the Home editor", () => {
  test.beforeEach(async ({ api, page }) => {
    await blocks.take(api);
    await signIn(page, ADMIN);
  });
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("shows the stored values in every part before editing", async ({ page, api }) => {
    const stored = await readBlock(api, "stats");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page");
    await expect(part(page, "Hero").getByLabel("Hero text")).toHaveValue((await readBlock(api, "heroText")).text ?? "");
    await expect(part(page, "Statistics").getByLabel("Employees")).toHaveValue(stored.employees ?? "");
    await expect(part(page, "Footer").getByLabel("Email")).toHaveValue((await readBlock(api, "footer")).email ?? "");
    await expect(part(page, "Overview").getByRole("textbox", { name: "Content" })).toContainText("Nigerian private investment holding company");
  });

  test("Hero: the hero text is saved and heads the home page", async ({ page }) => {
    const hero = part(page, "Hero");
    await hero.getByLabel("Hero text").fill("Patient capital for Nigeria's next decade");
    await submitAndExpectSaved(hero);
    await page.reload();
    await expect(part(page, "Hero").getByLabel("Hero text")).toHaveValue("Patient capital for Nigeria's next decade");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patient capital for Nigeria's next decade");
  });

  test("Overview: highlight and rich content are saved and shown on the home page", async ({ page }) => {
    const overview = part(page, "Overview");
    await overview.getByLabel("Highlight").fill("Owners, not traders");
    const content = overview.getByRole("textbox", { name: "Content" });
    await content.fill("We hold our companies for decades.");
    await submitAndExpectSaved(overview);
    await page.reload();
    await expect(part(page, "Overview").getByLabel("Highlight")).toHaveValue("Owners, not traders");
    await expect(part(page, "Overview").getByRole("textbox", { name: "Content" })).toHaveText("We hold our companies for decades.");
    await page.goto("/");
    const section = page.locator("#overview");
    await expect(section.getByRole("heading", { name: "Owners, not traders" })).toBeVisible();
    await expect(section.getByText("We hold our companies for decades.")).toBeVisible();
  });

  test("Statistics: the four figures are saved and shown in the 'at a Glance' band", async ({ page }) => {
    const stats = part(page, "Statistics");
    const figures = { Sectors: "11", Portfolios: "16", Employees: "2400+", Operations: "125" };
    for (const [label, value] of Object.entries(figures)) await stats.getByLabel(label).fill(value);
    await submitAndExpectSaved(stats);
    await page.reload();
    for (const [label, value] of Object.entries(figures)) await expect(part(page, "Statistics").getByLabel(label)).toHaveValue(value);
    await page.goto("/");
    const band = page.getByRole("region", { name: /at a Glance/ });
    for (const value of Object.values(figures)) await expect(band.getByText(value, { exact: true })).toBeVisible();
  });

  test("What we do: highlight and rich content are saved and shown above the sector cards", async ({ page }) => {
    const what = part(page, "What we do");
    await what.getByLabel("Highlight").fill("Businesses that last");
    await what.getByRole("textbox", { name: "Content" }).fill("Ten sectors, one long-term view.");
    await submitAndExpectSaved(what);
    await page.reload();
    await expect(part(page, "What we do").getByLabel("Highlight")).toHaveValue("Businesses that last");
    await page.goto("/");
    const section = page.locator("#what-we-do");
    await expect(section.getByRole("heading", { name: "Businesses that last" })).toBeVisible();
    await expect(section.getByText("Ten sectors, one long-term view.")).toBeVisible();
  });

  test("Footer: about, rich address, telephones and email are saved and shown in the site footer", async ({ page }) => {
    const footer = part(page, "Footer");
    await footer.getByLabel("About").fill("A holding company built to last.");
    const address = footer.getByRole("textbox", { name: "Address" });
    await address.fill("1 Marina Road, Lagos");
    await footer.getByLabel("Telephones").fill("+234 1 555 0101, +234 802 555 0102, +234 803 555 0103");
    await footer.getByLabel("Email").fill("hello@example.com");
    await submitAndExpectSaved(footer);
    await page.reload();
    const again = part(page, "Footer");
    await expect(again.getByLabel("About")).toHaveValue("A holding company built to last.");
    await expect(again.getByRole("textbox", { name: "Address" })).toHaveText("1 Marina Road, Lagos");
    await expect(again.getByLabel("Telephones")).toHaveValue("+234 1 555 0101, +234 802 555 0102, +234 803 555 0103");
    await expect(again.getByLabel("Email")).toHaveValue("hello@example.com");
    await page.goto("/");
    const site = page.getByRole("contentinfo");
    await expect(site.getByText("A holding company built to last.")).toBeVisible();
    await expect(site.getByText("1 Marina Road, Lagos")).toBeVisible();
    await expect(site.getByText("+234 1 555 0101")).toBeVisible();
    await expect(site.getByText("+234 802 555 0102")).toBeVisible();
    await expect(site.getByText("+234 803 555 0103")).toHaveCount(0);
    await expect(site.getByText("hello@example.com")).toBeVisible();
  });

  test("each part saves on its own: submitting one leaves the others' unsaved edits alone", async ({ page, api }) => {
    const before = await readBlock(api, "heroText");
    await part(page, "Hero").getByLabel("Hero text").fill("Only typed, never submitted");
    const stats = part(page, "Statistics");
    await stats.getByLabel("Sectors").fill("12");
    await submitAndExpectSaved(stats);
    expect((await readBlock(api, "stats")).sectors).toBe("12");
    expect(await readBlock(api, "heroText")).toEqual(before);
    await expect(part(page, "Hero").getByLabel("Hero text")).toHaveValue("Only typed, never submitted");
    await expect(part(page, "Hero").getByRole("status")).toHaveText("Unsaved changes");
  });

  test("the server's message is shown when it refuses a value, and nothing is saved", async ({ page, api }) => {
    const overview = part(page, "Overview");
    await overview.getByLabel("Highlight").fill("x".repeat(5001));
    await overview.getByRole("button", { name: "Submit" }).click();
    await expect(overview.getByRole("alert")).toContainText("at most 5000 characters");
    await expect(overview.getByText("Highlight must be at most 5000 characters", { exact: true })).toBeVisible();
    await expect(overview.getByLabel("Highlight")).toHaveAttribute("aria-invalid", "true");
    expect((await readBlock(api, "overview")).highlight).not.toHaveLength(5001);
  });

  test("Submit is disabled while the save is under way", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Only the save is held: the screen's own read of the block may still be on its way.
    await page.route("**/api/home/stats/**", async (route) => {
      if (route.request().method() === "PATCH") await held;
      await route.continue();
    });
    const stats = part(page, "Statistics");
    await stats.getByLabel("Operations").fill("130");
    await stats.getByRole("button", { name: "Submit" }).click();
    await expect(stats.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expect(stats.getByRole("status")).toHaveText("Saving…");
    release();
    await expect(stats.getByRole("status")).toHaveText("Saved");
    await expect(stats.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});
