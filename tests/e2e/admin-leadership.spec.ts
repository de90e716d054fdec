import type { APIRequestContext, Page } from "@playwright/test";
import type { Leader } from "../../shared/schemas/leaders.ts";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/about/leadership";
const PREFIX = "E2E Person";

async function people(api: APIRequestContext): Promise<Leader[]> {
  const res = await api.get("/api/leaders");
  expect(res.status()).toBe(200);
  return (await res.json()) as Leader[];
}

const form = (page: Page) => page.locator("#leader-form");
const order = (page: Page) => page.getByRole("region", { name: "Order on the page" });
const executivesOnPage = (page: Page) => page.getByRole("region", { name: "Executive management" }).getByRole("article");

test.describe("admin: About › Leadership", () => {
  let originalOrder: string[] = [];
  test.beforeAll(async ({ api }) => {
    originalOrder = (await people(api)).map((p) => p._id);
  });
  test.afterEach(async ({ api }) => {
    for (const p of await people(api)) if (p.name.startsWith(PREFIX)) expect((await api.delete(`/api/leaders/${p._id}`)).status()).toBe(204);
    expect((await api.post("/api/leaders/reorder", { data: { ids: originalOrder } })).status()).toBe(200);
  });

  test("is reached from the About screen; the side menu keeps its 7 items with About current", async ({ page }) => {
    await signIn(page, ADMIN, "/admin/dashboard/about");
    await page.getByRole("navigation", { name: "About screens" }).getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
    await expect(page).toHaveTitle("Leadership | R28 CMS");
    await expect(page.getByRole("heading", { level: 1, name: "Leadership" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link")).toHaveCount(7);
    await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    // The four people, in the page's order, in both lists of the screen.
    const side = page.getByRole("complementary", { name: "People" });
    await expect(side.getByRole("listitem")).toHaveCount(4);
    await expect(order(page).getByRole("list", { name: "Board of Directors" }).getByRole("listitem")).toHaveText([/Oluwaseun Adeyemo-Bankole/]);
    await expect(order(page).getByRole("list", { name: "Executive management" }).getByRole("listitem")).toHaveCount(3);
    await expectNoAxeViolations(page, { include: "#main-content", label: "the Leadership screen" });
  });

  test("adds a person who appears last on the leadership page with a profile, then moves them up with 'Move up'", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    await form(page).getByLabel("Name").fill(`${PREFIX} Halima Yusuf`);
    await form(page).getByLabel("Role").fill("Group Head of Sustainability");
    await form(page).getByLabel("Summary").fill("Leads the group's environmental and social programmes across its companies.");
    const bio = form(page).getByRole("textbox", { name: "Biography", exact: true });
    await bio.click();
    await bio.pressSequentially("Halima joined the group to build its sustainability reporting.");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`Saved ‘${PREFIX} Halima Yusuf’: the person was added.`)).toBeVisible();

    await page.goto("/about-us/leadership");
    await expect(executivesOnPage(page)).toHaveCount(4);
    await expect(executivesOnPage(page).last().getByRole("link")).toHaveText(`${PREFIX} Halima Yusuf`);
    await executivesOnPage(page).last().getByRole("link").click();
    await expect(page).toHaveURL(/\/about-us\/leadership\/e2e-person-halima-yusuf$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${PREFIX} Halima Yusuf`);
    await expect(page.getByText("Halima joined the group to build its sustainability reporting.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Leadership", `${PREFIX} Halima Yusuf`]);

    await signIn(page, ADMIN, SCREEN);
    await order(page).getByRole("button", { name: `Move up ${PREFIX} Halima Yusuf` }).click();
    await expect(page.getByText(`Moved ‘${PREFIX} Halima Yusuf’ up.`)).toBeVisible();
    await expect(order(page).getByRole("list", { name: "Executive management" }).getByRole("listitem").nth(2)).toContainText(`${PREFIX} Halima Yusuf`);
    await page.goto("/about-us/leadership");
    await expect(executivesOnPage(page).nth(2).getByRole("link")).toHaveText(`${PREFIX} Halima Yusuf`);
    await expect(executivesOnPage(page).nth(3).getByRole("link")).toHaveText("Ifeoma Okeke-Adeniran");
  });

  test("shows a taken address beside the Address field and saves nothing; a changed address leads on from the old one", async ({ page, api }) => {
    const created = (await (await api.post("/api/leaders", { data: { name: `${PREFIX} Tunde Bakare` } })).json()) as Leader;
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("complementary", { name: "People" }).getByRole("button", { name: `Edit ${PREFIX} Tunde Bakare` }).click();
    const address = form(page).getByLabel("Address");
    await expect(address).toHaveValue("e2e-person-tunde-bakare");
    await address.fill("yusuf-abdullahi-kolo");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(address).toHaveAccessibleDescription(/must be unique: another person has this address/);
    expect((await (await api.get(`/api/leaders/${created._id}`)).json()).slug).toBe("e2e-person-tunde-bakare");

    await address.fill("e2e-person-tunde-bakare-cfo");
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(`Saved ‘${PREFIX} Tunde Bakare’.`)).toBeVisible();
    const res = await page.goto("/about-us/leadership/e2e-person-tunde-bakare");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/about-us\/leadership\/e2e-person-tunde-bakare-cfo$/);
  });

  test("removes a person from the list: their profile answers the not-found page with 404", async ({ page, api }) => {
    await api.post("/api/leaders", { data: { name: `${PREFIX} Ada Obi`, group: "board" } });
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("complementary", { name: "People" }).getByRole("button", { name: `Delete ${PREFIX} Ada Obi` }).click();
    await page.getByRole("dialog").getByRole("button", { name: /Delete/ }).click();
    await expect(page.getByRole("complementary", { name: "People" }).getByRole("listitem")).toHaveCount(4);
    const gone = await page.goto("/about-us/leadership/e2e-person-ada-obi");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Look like you're lost");
  });

  test("Preview shows the unsaved change on the person's profile and saves nothing", async ({ page, api }) => {
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("complementary", { name: "People" }).getByRole("button", { name: "Edit Yusuf Abdullahi Kolo" }).click();
    await form(page).getByLabel("Role").fill("Group Chief Financial Officer and Treasurer");
    const before = await (await api.get("/api/leaders")).text();
    const popup = page.waitForEvent("popup");
    await form(page).getByRole("button", { name: "Preview (opens in a new tab)", exact: true }).click();
    const tab = await popup;
    await tab.waitForURL(/\/preview\/[0-9a-f]{32}$/);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Yusuf Abdullahi Kolo");
    await expect(tab.getByText("Group Chief Financial Officer and Treasurer")).toBeVisible();
    await tab.close();
    expect(await (await api.get("/api/leaders")).text()).toBe(before);
  });
});
