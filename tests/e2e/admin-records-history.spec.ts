import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { Investment } from "../../shared/schemas/investments.ts";
import type { NewsItem } from "../../shared/schemas/news.ts";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { createInvestment, createNews } from "./support/records.ts";

const NEWS = "/admin/dashboard/news";
const INVESTMENTS = "/admin/dashboard/our-investments";
const PREFIX = "E2E edit";

const newsList = (page: Page) => page.getByRole("region", { name: /^Published/ });
const trash = (page: Page) => page.getByRole("region", { name: "Trash" });

/** Opens the trash of the screen: the dialog with the deleted items. */
async function openTrash(page: Page, what: string) {
  await trash(page).getByRole("button", { name: "Open the trash" }).click();
  const dialog = page.getByRole("dialog", { name: `Trash: ${what}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function readNews(api: APIRequestContext, id: string): Promise<{ status: number; item?: NewsItem }> {
  const res = await api.get(`/api/news-and-events/${id}`);
  return { status: res.status(), item: res.ok() ? ((await res.json()) as { newsAndEvents: NewsItem }).newsAndEvents : undefined };
}

/** A second person in their own browser context, signed in on `screen`. */
async function secondEditor(browser: Browser, baseURL: string, screen: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, ADMIN, screen);
  return page;
}

/** Opens a news item of the side list in edit mode and waits for its prefilled form. */
async function openNews(page: Page, title: string) {
  await newsList(page).getByRole("button", { name: `Edit ${title}` }).click();
  const card = page.getByRole("region", { name: `Edit ‘${title}’` });
  await expect(card.getByLabel("Title", { exact: true })).toHaveValue(title);
  return card;
}

test.describe("admin: editing news, history on news and investments, the trash", () => {
  test.afterEach(async ({ api }) => {
    const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
    for (const n of newsAndEvents) if (n.title.startsWith(PREFIX)) await api.delete(`/api/news-and-events/${n._id}`);
    for (const i of (await (await api.get("/api/investments")).json()) as Investment[]) if (i.tabText.startsWith(PREFIX)) await api.delete(`/api/investments/${i._id}`);
  });

  test("a news item is corrected in edit mode: the same id and address show the new title and body", async ({ page, api }) => {
    const item = await createNews(api, { title: `${PREFIX} Polo cup anounced`, subtitle: "Sponsorship", content: "<p>The orginal text.</p>" });
    await signIn(page, ADMIN, NEWS);
    const card = await openNews(page, item.title);
    await expect(page.getByRole("group", { name: "Edit mode" })).toContainText(item.title);
    await expect(card.getByLabel("Subtitle")).toHaveValue("Sponsorship");
    await expect(card.getByRole("img", { name: "Stored image 1 of 1" })).toHaveCount(1);
    await expect(card.getByRole("textbox", { name: "Body" })).toHaveText("The orginal text.");
    await expectNoAxeViolations(page, { include: "#main-content", label: "news edit mode" });

    const fixed = `${PREFIX} Polo cup announced`;
    await card.getByLabel("Title", { exact: true }).fill(fixed);
    const body = card.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.keyboard.press("ControlOrMeta+A");
    await body.pressSequentially("The corrected text.");
    const patch = page.waitForRequest((r) => r.method() === "PATCH" && new URL(r.url()).pathname === `/api/news-and-events/${item._id}`);
    await card.getByRole("button", { name: "Submit" }).click();
    const sent = await patch;
    expect(sent.headers()["if-match"]).toBe(`"${item._id}:1"`);

    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${fixed}’` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Add news and events" })).toBeVisible();
    await expect(newsList(page).getByText(fixed)).toBeVisible();
    const stored = await readNews(api, item._id);
    expect(stored.item).toMatchObject({ _id: item._id, title: fixed, newsImgUrl: item.newsImgUrl, createdAt: item.createdAt });
    expect(stored.item!.content).toContain("The corrected text.");

    const article = await page.goto(`/news-and-events/${item._id}`);
    expect(article?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: fixed }).first()).toBeVisible();
    await expect(page.getByText("The corrected text.")).toBeVisible();
    await expect(page.getByText("The orginal text.")).toHaveCount(0);
  });

  test("a stale save of a news item is refused with the other person's version beside mine; overwriting is deliberate", async ({ page, browser, baseURL, api }) => {
    const item = await createNews(api, { title: `${PREFIX} Two editors`, subtitle: "Both open it" });
    await signIn(page, ADMIN, NEWS);
    const other = await secondEditor(browser, baseURL!, NEWS);
    try {
      const theirs = await openNews(other, item.title);
      const mine = await openNews(page, item.title);
      await theirs.getByLabel("Subtitle").fill("Saved first by the other tab");
      await theirs.getByRole("button", { name: "Submit" }).click();
      await expect(other.getByRole("status").filter({ hasText: `Saved ‘${item.title}’` })).toBeVisible();

      await mine.getByLabel("Subtitle").fill("My later subtitle");
      await mine.getByRole("button", { name: "Submit" }).click();
      await expect(mine.getByRole("alert").filter({ hasText: /^Not saved\./ })).toContainText("Someone else saved");
      const conflict = mine.locator(".admin-conflict");
      await expect(conflict).toContainText("super_admin saved this part on");
      await expect(conflict.getByRole("region", { name: "Subtitle: saved by super_admin" })).toContainText("Saved first by the other tab");
      await expect(conflict.getByRole("region", { name: "Subtitle: your unsaved version" })).toContainText("My later subtitle");
      expect((await readNews(api, item._id)).item!.subtitle).toBe("Saved first by the other tab");
      await expectNoAxeViolations(page, { include: "#main-content", label: "news conflict panel" });

      await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
      await expect(conflict).toHaveCount(0);
      await expect.poll(async () => (await readNews(api, item._id)).item!.subtitle).toBe("My later subtitle");
    } finally {
      await other.context().close();
    }
  });

  test("an investment's History shows what each save changed and restores an earlier version on its company page", async ({ page, api }) => {
    const inv = await createInvestment(api, { tabText: `${PREFIX} Co history`, highlight: "The good highlight" });
    expect((await api.patch(`/api/investments/${inv._id}`, { data: { highlight: "A wrong paste" } })).status()).toBe(200);
    await signIn(page, ADMIN, INVESTMENTS);
    await page.getByRole("complementary", { name: "Investments" }).getByRole("button", { name: `Edit ${inv.tabText}` }).click();
    const card = page.getByRole("region", { name: `Edit ‘${inv.tabText}’` });
    await expect(card.getByLabel("Highlight")).toHaveValue("A wrong paste");

    await card.getByRole("button", { name: `History of ‘${inv.tabText}’` }).click();
    const dialog = page.getByRole("dialog", { name: `History of ‘${inv.tabText}’` });
    const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Changed: Highlight");
    const detail = dialog.getByRole("region", { name: "The chosen version" });
    await expect(detail.locator("del").filter({ hasText: "good" })).toHaveCount(1);
    await expect(detail.locator("ins").filter({ hasText: "wrong" })).toHaveCount(1);
    await expectNoAxeViolations(page, { include: ".admin-history", label: "investment history" });

    await versions.nth(1).click();
    await detail.getByRole("button", { name: /^Restore revision \d+$/ }).click();
    await page.getByRole("dialog", { name: /^Restore revision \d+\?$/ }).getByRole("button", { name: "Restore" }).click();
    await expect(dialog.getByRole("status")).toContainText(/Restored revision \d+\. It is saved as revision 3\./);
    await dialog.getByRole("button", { name: "Close history" }).click();
    await expect(card.getByLabel("Highlight")).toHaveValue("The good highlight");
    const stored = (await (await api.get(`/api/investments/${inv._id}`)).json()) as Investment;
    expect(stored).toMatchObject({ _id: inv._id, highlight: "The good highlight" });

    // The editor now holds the restored revision: the next save is not taken for a stale one.
    await card.getByLabel("Website").fill("https://example.com");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${inv.tabText}’` })).toBeVisible();
    await page.goto(`/our-investments/${inv._id}`);
    await expect(page.getByText("The good highlight")).toBeVisible();
  });

  test("a deleted news item waits in the Trash, its address answering 404, and comes back with the same id and address", async ({ page, api }) => {
    const item = await createNews(api, { title: `${PREFIX} Trash and back`, subtitle: "Deleted by mistake", content: "<p>Still here.</p>" });
    await signIn(page, ADMIN, NEWS);
    await newsList(page).getByRole("button", { name: `Delete ${item.title}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ‘${item.title}’?` });
    await expect(confirm).toContainText("trash for 30 days");
    // It can be undone from the trash, so the dialog does not also say it cannot.
    await expect(confirm).not.toContainText("cannot be undone");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("complementary", { name: "Published news" }).getByText(item.title)).toHaveCount(0);
    await expect(trash(page)).toContainText(/\d+ items? deleted in the last 30 days/);
    const dialog = await openTrash(page, "news and events");
    const entry = dialog.getByRole("listitem").filter({ hasText: item.title });
    await expect(entry).toContainText("by super_admin; removed for good");
    await expectNoAxeViolations(page, { include: ".admin-trash-dialog", label: "news trash" });

    expect((await page.request.get(`/news-and-events/${item._id}`)).status()).toBe(404);
    expect((await readNews(api, item._id)).status).toBe(404);

    await entry.getByRole("button", { name: `Restore ${item.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Restored ‘${item.title}’ from the trash.` })).toBeVisible();
    await expect(newsList(page).getByText(item.title)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const inTrash = ((await (await api.get("/api/trash")).json()) as { items: { _id: string }[] }).items;
    expect(inTrash.map((i) => i._id)).not.toContain(item._id);
    expect((await readNews(api, item._id)).item).toMatchObject({ _id: item._id, title: item.title, createdAt: item.createdAt });
    await page.goto(`/news-and-events/${item._id}`);
    await expect(page.getByText("Still here.")).toBeVisible();
  });

  test("a deleted investment waits in the Trash of Our Investments and comes back at its address", async ({ page, api }) => {
    const inv = await createInvestment(api, { tabText: `${PREFIX} Co trash`, highlight: "Back again" });
    await signIn(page, ADMIN, INVESTMENTS);
    const list = page.getByRole("region", { name: /^Investments/ });
    await list.getByRole("button", { name: `Delete ${inv.tabText}` }).click();
    await page.getByRole("dialog", { name: `Delete ‘${inv.tabText}’?` }).getByRole("button", { name: "Delete" }).click();
    await expect(list.getByText(inv.tabText)).toHaveCount(0);
    const entry = (await openTrash(page, "investments")).getByRole("listitem").filter({ hasText: inv.tabText });
    await expect(entry).toBeVisible();
    expect((await page.request.get(`/our-investments/${inv._id}`)).status()).toBe(404);
    await entry.getByRole("button", { name: `Restore ${inv.tabText}` }).click();
    await expect(list.getByText(inv.tabText)).toBeVisible();
    await page.goto(`/our-investments/${inv._id}`);
    await expect(page.getByText("Back again")).toBeVisible();
  });
});
