import { FALLBACKS } from "../../shared/fallbacks.ts";
import { patchContent, restoreContent } from "./support/content.ts";
import { part, signIn, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

test.describe("the privacy notice, the accessibility statement and the footer's links", () => {
  test.afterEach(async ({ api }) => {
    await restoreContent(api, "footer");
    await restoreContent(api, "privacyNotice");
  });

  test("the footer of every page links to both pages, which show their stored text under one h1", async ({ page }) => {
    await page.goto("/approach");
    const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    await legal.getByRole("link", { name: "Privacy notice" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    await expect(page.getByText(FALLBACKS.privacyNotice.intro)).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of ["Who we are", "What we collect", "Why we use it, and our lawful basis", "How long we keep it", "Your rights", "Complaints"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(/data controller under the Nigeria Data Protection Act 2023/)).toBeVisible();
    await expect(main.getByRole("link", { name: "ndpc.gov.ng" })).toHaveAttribute("href", "https://ndpc.gov.ng");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    await expect(page.getByRole("main").getByText(/WCAG\) 2.2 at level AA/)).toBeVisible();
  });

  test("an edit in the admin's About screen shows on /privacy", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/admin/dashboard/about");
    const card = part(page, "Privacy notice");
    await card.getByLabel("Introduction").fill("We collect only what we need to answer you.");
    await submitAndExpectSaved(card);
    await page.goto("/privacy");
    await expect(page.getByRole("main").getByText("We collect only what we need to answer you.")).toBeVisible();
  });

  test("social links show in the footer with their names only when set, opening in a new tab", async ({ api, page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("list", { name: /on social media/ })).toHaveCount(0);
    await patchContent(api, "footer", { linkedin: "https://www.linkedin.com/company/r28-holdings", youtube: "https://www.youtube.com/@r28holdings" });
    await page.reload();
    const social = footer.getByRole("list", { name: "R28 on social media" });
    await expect(social.getByRole("link")).toHaveCount(2);
    await expect(social.getByRole("link", { name: "R28 on LinkedIn (opens in a new tab)" })).toHaveAttribute("href", "https://www.linkedin.com/company/r28-holdings");
    await expect(social.getByRole("link", { name: "R28 on YouTube (opens in a new tab)" })).toHaveAttribute("target", "_blank");
    await expect(social.getByRole("link", { name: /X|Instagram/ })).toHaveCount(0);
  });
});
