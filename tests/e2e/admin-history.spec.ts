import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { part, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/about";
const blocks = snapshotBlocks(["whoWeAre"]);

/** A second person: their own browser context, signed in, on the About screen. */
async function secondEditor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, ADMIN, SCREEN);
  return page;
}

const highlight = (page: Page) => part(page, "Who we are").getByLabel("Highlight", { exact: true });

test.describe("admin: no silent overwrite, history and restore", () => {
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("a stale save is refused and shows the other version beside the unsaved one; loading theirs keeps mine to copy", async ({ page, browser, baseURL, api }) => {
    await signIn(page, ADMIN, SCREEN);
    const other = await secondEditor(browser, baseURL!);
    try {
      // The other person saves first, from the same revision.
      await highlight(other).fill("Saved first by the other tab");
      await submitAndExpectSaved(part(other, "Who we are"));

      await highlight(page).fill("My later edit");
      const card = part(page, "Who we are");
      await card.getByRole("button", { name: "Submit" }).click();
      const refused = card.getByRole("alert").filter({ hasText: /^Not saved\./ });
      await expect(refused).toContainText("Someone else saved this part");
      // The message sits under the fields, beside Submit; it points up to the comparison, which is above them.
      await expect(refused).not.toContainText("below");
      await expect(refused).toContainText("at the top of this form");
      const conflict = card.locator(".admin-conflict");
      const [panelTop, messageTop] = [(await conflict.boundingBox())!.y, (await refused.boundingBox())!.y];
      expect(panelTop).toBeLessThan(messageTop);
      await expect(conflict).toContainText("super_admin saved this part on");
      await expect(conflict.getByRole("region", { name: "Highlight: saved by super_admin" })).toContainText("Saved first by the other tab");
      await expect(conflict.getByRole("region", { name: "Highlight: your unsaved version" })).toContainText("My later edit");
      expect((await readBlock(api, "whoWeAre")).highlight).toBe("Saved first by the other tab");
      await expect(page.getByText("Loading the editor…")).toHaveCount(0);
      expect((await new AxeBuilder({ page }).include("#main-content").analyze()).violations).toEqual([]);

      await conflict.getByRole("button", { name: "Load their version" }).click();
      await expect(highlight(page)).toHaveValue("Saved first by the other tab");
      await expect(conflict).toContainText("Your unsaved text is below to copy.");
      await expect(conflict.getByRole("region", { name: "Highlight: your unsaved version" })).toContainText("My later edit");
      await conflict.getByRole("button", { name: "Done copying" }).click();
      await expect(conflict).toHaveCount(0);

      // From their version, a save goes through.
      await highlight(page).fill("My edit on top of theirs");
      await submitAndExpectSaved(card);
      expect((await readBlock(api, "whoWeAre")).highlight).toBe("My edit on top of theirs");
    } finally {
      await other.context().close();
    }
  });

  test("'Overwrite with mine' saves the unsaved version deliberately over the other one", async ({ page, browser, baseURL, api }) => {
    await signIn(page, ADMIN, SCREEN);
    const other = await secondEditor(browser, baseURL!);
    try {
      await highlight(other).fill("Theirs, to be overwritten");
      await submitAndExpectSaved(part(other, "Who we are"));
      await highlight(page).fill("Mine, on purpose");
      const card = part(page, "Who we are");
      await card.getByRole("button", { name: "Submit" }).click();
      await card.locator(".admin-conflict").getByRole("button", { name: "Overwrite with mine" }).click();
      await expect(card.locator(".admin-conflict")).toHaveCount(0);
      await expect(highlight(page)).toHaveValue("Mine, on purpose");
      await expect.poll(async () => (await readBlock(api, "whoWeAre")).highlight).toBe("Mine, on purpose");
    } finally {
      await other.context().close();
    }
  });

  test("History lists the versions with who and what changed, shows the words changed, and restores one as a new version", async ({ page, api }) => {
    await signIn(page, ADMIN, SCREEN);
    const card = part(page, "Who we are");
    await highlight(page).fill("Patient capital for ten sectors");
    await submitAndExpectSaved(card);
    await highlight(page).fill("Patient capital for eleven sectors");
    await submitAndExpectSaved(card);

    await card.getByRole("button", { name: "History of ‘Who we are’" }).click();
    const dialog = page.getByRole("dialog", { name: "History of ‘Who we are’" });
    await expect(dialog).toBeVisible();
    const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
    await expect(versions.first()).toContainText("Current");
    await expect(versions.first()).toContainText("Saved by super_admin");
    await expect(versions.first()).toContainText("Changed: Highlight");
    const detail = dialog.getByRole("region", { name: "The chosen version" });
    await expect(detail.locator("del")).toContainText("ten");
    await expect(detail.locator("ins")).toContainText("eleven");
    expect((await new AxeBuilder({ page }).include(".admin-history").analyze()).violations).toEqual([]);

    await versions.nth(1).click();
    await expect(detail.locator("ins").filter({ hasText: /^\[added: ten\]$/ })).toHaveCount(1);
    await detail.getByRole("button", { name: /^Restore revision \d+$/ }).click();
    await page.getByRole("dialog", { name: /^Restore revision \d+\?$/ }).getByRole("button", { name: "Restore" }).click();
    await expect(dialog.getByRole("status")).toContainText(/Restored revision \d+\. It is saved as revision \d+\./);
    await expect(versions.first()).toContainText("Restored revision");
    expect((await readBlock(api, "whoWeAre")).highlight).toBe("Patient capital for ten sectors");
    await dialog.getByRole("button", { name: "Close history" }).click();
    await expect(highlight(page)).toHaveValue("Patient capital for ten sectors");
    // The form holds the restored revision: the next save is not taken for a stale one.
    await highlight(page).fill("After the restore");
    await submitAndExpectSaved(card);
  });

  test("the About screen with its History buttons passes axe at 1280 and 1920 px", async ({ page }, testInfo) => {
    await signIn(page, ADMIN, SCREEN);
    await expect(part(page, "Who we are").getByRole("button", { name: "History of ‘Who we are’" })).toBeVisible();
    await expect(page.getByText("Loading the editor…")).toHaveCount(0);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await new AxeBuilder({ page }).include("#main-content").analyze()).violations).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`about-${width}.png`) });
    }
    await part(page, "Who we are").getByRole("button", { name: "History of ‘Who we are’" }).click();
    await expect(page.getByRole("dialog", { name: "History of ‘Who we are’" }).getByRole("region", { name: "The chosen version" })).toContainText("Revision");
    await page.screenshot({ path: testInfo.outputPath("history-1920.png") });
  });
});
