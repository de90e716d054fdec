import { ACTIVITY_PAGE_SIZE } from "../../shared/schemas/activity.ts";
import { signIn, snapshotBlocks } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { singletonUrl } from "./support/content.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/settings";
const USER = { username: "e2e-user-activity", password: "e2e-activity-password" };
const blocks = snapshotBlocks(["stats"]);

test.describe("admin: the activity log in Settings", () => {
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ api }) => {
    await blocks.restore(api);
    const users = (await (await api.get("/api/users")).json()) as { _id: string; username: string }[];
    for (const u of users) if (u.username === USER.username) expect((await api.delete(`/api/users/${u._id}`)).status()).toBe(204);
  });

  test("the super admin filters the log by user and kind and pages through it, newest first", async ({ page, api, playwright, baseURL }) => {
    expect((await api.post("/api/auth/register", { data: USER })).status()).toBe(201);
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.post("/api/auth/login", { data: { ...USER, password: "not-the-password" } })).status()).toBe(401);
    expect((await visitor.post("/api/auth/login", { data: USER })).status()).toBe(200);
    await visitor.dispose();
    // More saves than one page holds.
    for (let i = 0; i <= ACTIVITY_PAGE_SIZE; i++) expect((await api.patch(singletonUrl("stats"), { data: { sectors: `${i}` } })).status()).toBe(200);

    await signIn(page, ADMIN, SCREEN);
    const log = page.getByRole("region", { name: "Activity log" });
    const rows = log.locator("tbody tr");
    await expect(rows.first()).toBeVisible();

    await log.getByLabel("User").selectOption(USER.username);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Signed in");
    await expect(rows.nth(1)).toContainText("Failed sign-in");
    for (const row of await rows.all()) await expect(row.locator("td").nth(1)).toHaveText(USER.username);
    await expect(log.getByRole("navigation", { name: "Activity pages" })).toHaveCount(0);

    await log.getByLabel("User").selectOption("super_admin");
    await log.getByLabel("Kind").selectOption({ label: "Saved" });
    await expect(rows).toHaveCount(ACTIVITY_PAGE_SIZE);
    await expect(rows.first().locator("td").nth(3)).toHaveText("Home: statistics");
    const pager = log.getByRole("navigation", { name: "Activity pages" });
    await expect(pager).toContainText(/Page 1 of [2-9]/);
    await expect(pager.getByRole("button", { name: "Newer" })).toBeDisabled();
    await expectNoAxeViolations(page, { include: ".admin-activity", label: "activity log" });

    // Each row's time carries the entry's instant to the millisecond: page 2 continues where page 1 ended.
    const when = (i: "first" | "last") => rows[i]().locator("time").getAttribute("datetime");
    const [newest, lastOnPage1] = [await when("first"), await when("last")];
    await pager.getByRole("button", { name: "Older" }).click();
    await expect(pager).toContainText(/Page 2 of/);
    await expect.poll(() => when("first")).not.toBe(newest);
    expect(Date.parse((await when("first"))!)).toBeLessThanOrEqual(Date.parse(lastOnPage1!));
    for (const row of await rows.all()) await expect(row.locator("td").nth(2)).toHaveText("Saved");
    await pager.getByRole("button", { name: "Newer" }).click();
    await expect(pager).toContainText(/Page 1 of/);
    await expect.poll(() => when("first")).toBe(newest);
  });
});
