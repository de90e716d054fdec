import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/messages";
const PREFIX = "E2E inbox";

interface StoredMessage {
  _id: string;
  name: string;
  subject: string;
  read: boolean;
}

async function inbox(api: APIRequestContext): Promise<{ messages: StoredMessage[]; unread: number }> {
  const res = await api.get("/api/messages");
  expect(res.status()).toBe(200);
  return (await res.json()) as { messages: StoredMessage[]; unread: number };
}

let address = 0;
/** Sends the public contact form as a visitor would (each from its own address, for the rate limit). */
async function sendContact(api: APIRequestContext, fields: Record<string, string>) {
  const res = await api.post("/api/contact", { form: { _next: "/contacts", ...fields }, headers: { "X-Forwarded-For": `192.0.2.${(++address % 250) + 1}` }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
}

const inboxControl = (page: Page) => page.getByRole("link", { name: /^Inbox(, \d+ unread)?$/ });
const messageList = (page: Page) => page.getByRole("region", { name: "Messages" });
const openMessage = (page: Page) => page.getByRole("article");

test.describe("admin: the contact inbox", () => {
  test.beforeEach(async ({ api }) => {
    await sendContact(api, { name: `${PREFIX} Amaka`, email: "amaka@example.com", company: "Amaka Foods", phone: "+234 801 000 0000", _subject: `${PREFIX} partnership`, message: "Hello R28,\nwe would like to meet.\n<img src=x onerror=alert(1)> stays text." });
    await sendContact(api, { name: `${PREFIX} Bello`, email: "bello@example.com", _subject: `${PREFIX} =SUM(A1)`, message: "=HYPERLINK(\"http://evil.example\")" });
  });

  test.afterEach(async ({ api }) => {
    for (const m of (await inbox(api)).messages) {
      if (m.name.startsWith(PREFIX)) expect((await api.delete(`/api/messages/${m._id}`)).status()).toBe(204);
    }
  });

  test("the shell's inbox control names the unread count and leads to the inbox; the side menu keeps its seven items", async ({ api, page }) => {
    const { unread } = await inbox(api);
    await signIn(page, ADMIN);
    await expect(inboxControl(page)).toHaveAccessibleName(`Inbox, ${unread} unread`);
    await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveCount(7);
    await inboxControl(page).click();
    await page.waitForURL((url) => url.pathname === SCREEN);
    await expect(page).toHaveTitle("Inbox | R28 CMS");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(inboxControl(page)).toHaveAttribute("aria-current", "page");
  });

  test("messages are listed newest first, unread marked; opening one shows every field as plain text and marks it read", async ({ api, page }) => {
    const before = await inbox(api);
    await signIn(page, ADMIN, SCREEN);
    const items = messageList(page).getByRole("button");
    await expect(items.nth(0)).toContainText(`${PREFIX} Bello`);
    await expect(items.nth(1)).toContainText(`${PREFIX} Amaka`);
    await expect(items.nth(1)).toContainText("Unread:");
    await expect(messageList(page)).toContainText(`${before.unread} unread`);

    await items.nth(1).click();
    const article = openMessage(page);
    await expect(article.getByRole("heading", { name: `${PREFIX} partnership` })).toBeVisible();
    await expect(article).toContainText("amaka@example.com");
    await expect(article).toContainText("Amaka Foods");
    await expect(article).toContainText("+234 801 000 0000");
    await expect(article.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", /^mailto:amaka@example\.com\?subject=Re%3A%20/);
    // The markup arrives as text: visible as typed, and no element is made of it.
    const body = article.getByLabel("Message text");
    await expect(body).toHaveText("Hello R28,\nwe would like to meet.\n<img src=x onerror=alert(1)> stays text.");
    await expect(body.locator("img")).toHaveCount(0);
    await expect(page).toHaveURL(/\?open=[0-9a-f]{24}$/);

    await expect(items.nth(1)).not.toContainText("Unread:");
    await expect(inboxControl(page)).toHaveAccessibleName(before.unread - 1 === 0 ? "Inbox" : `Inbox, ${before.unread - 1} unread`);
    await expect.poll(async () => (await inbox(api)).messages.find((m) => m.name === `${PREFIX} Amaka`)?.read).toBe(true);

    await article.getByRole("button", { name: "Mark as unread" }).click();
    await expect(items.nth(1)).toContainText("Unread:");
    await expect(inboxControl(page)).toHaveAccessibleName(`Inbox, ${before.unread} unread`);
    await expect.poll(async () => (await inbox(api)).messages.find((m) => m.name === `${PREFIX} Amaka`)?.read).toBe(false);
  });

  test("messages sent with the form's fixed subject are headed by their sender and first words, not all alike", async ({ page, api }) => {
    await sendContact(api, { name: `${PREFIX} Chidi`, email: "chidi@example.com", _subject: "R28 Contact Form Submission", message: "We supply marine fuel to offshore operators in the delta and would welcome a call." });
    await sendContact(api, { name: `${PREFIX} Dayo`, email: "dayo@example.com", _subject: "R28 Contact Form Submission", message: "Press enquiry about the Lagos Arena forum." });
    await signIn(page, ADMIN, SCREEN);
    const items = messageList(page).getByRole("button");
    await expect(items.nth(0).locator(".admin-inbox__subject")).toHaveText(`Unread: ${PREFIX} Dayo: Press enquiry about the Lagos Arena forum.`);
    await expect(items.nth(1).locator(".admin-inbox__subject")).toHaveText(`Unread: ${PREFIX} Chidi: We supply marine fuel to offshore operators in…`);
    await expect(messageList(page)).not.toContainText("Contact Form Submission");
    await items.nth(1).click();
    await expect(openMessage(page).getByRole("heading", { name: `${PREFIX} Chidi: We supply marine fuel to offshore operators in…` })).toBeVisible();
  });

  test("a link with ?open= opens that message and marks it read", async ({ api, page }) => {
    const target = (await inbox(api)).messages.find((m) => m.name === `${PREFIX} Bello`)!;
    await signIn(page, ADMIN, SCREEN);
    await page.goto(`${SCREEN}?open=${target._id}`);
    await expect(openMessage(page).getByRole("heading", { name: `${PREFIX} =SUM(A1)` })).toBeVisible();
    await expect(openMessage(page).getByLabel("Message text")).toHaveText('=HYPERLINK("http://evil.example")');
    expect((await inbox(api)).messages.find((m) => m._id === target._id)?.read).toBe(true);
  });

  test("deleting asks first, then removes the message for good", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    await messageList(page).getByRole("button", { name: new RegExp(`${PREFIX} Bello`) }).click();
    await openMessage(page).getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ‘the message from ${PREFIX} Bello’?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(messageList(page)).toContainText(`${PREFIX} Bello`);
    await openMessage(page).getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toContainText(`Deleted ‘the message from ${PREFIX} Bello’.`);
    await expect(messageList(page)).not.toContainText(`${PREFIX} Bello`);
    await expect(page.getByText("Choose a message to read it.")).toBeVisible();
    expect((await inbox(api)).messages.some((m) => m.name === `${PREFIX} Bello`)).toBe(false);
  });

  test("a sender's data request: exports everything they sent as JSON, then erases it after a confirmation, both in the activity log", async ({ api, page }) => {
    await sendContact(api, { name: `${PREFIX} Amaka`, email: "AMAKA@example.com", _subject: `${PREFIX} follow-up`, message: "A second note." });
    await signIn(page, ADMIN, SCREEN);
    await messageList(page).getByRole("button", { name: new RegExp(`${PREFIX} partnership`) }).click();
    const request = openMessage(page).getByRole("region", { name: "Data request from this sender" });
    const [download] = await Promise.all([page.waitForEvent("download"), request.getByRole("button", { name: "Export all (JSON)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^messages-from-sender-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as { messages: { subject: string }[] };
    expect(exported.messages.map((m) => m.subject).sort()).toEqual([`${PREFIX} follow-up`, `${PREFIX} partnership`]);
    await expect(page.getByRole("status")).toContainText("Exported every message from amaka@example.com as JSON.");

    await request.getByRole("button", { name: "Erase all from this sender" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete ‘every message from amaka@example.com’?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toContainText("Deleted ‘every message from amaka@example.com’.");
    await expect(messageList(page)).not.toContainText(`${PREFIX} Amaka`);
    await expect(messageList(page)).toContainText(`${PREFIX} Bello`);
    const names = (await inbox(api)).messages.map((m) => m.name);
    expect(names).not.toContain(`${PREFIX} Amaka`);
    const log = (await (await api.get("/api/activity")).json()) as { entries: { kind: string; targetLabel: string }[] };
    expect(log.entries.slice(0, 2).map((e) => [e.kind, e.targetLabel])).toEqual([
      ["sender-data-erased", "a•••@example.com (2 messages)"],
      ["sender-data-exported", "a•••@example.com (2 messages) as JSON"],
    ]);
  });

  test("Export CSV downloads every message with formula-looking cells neutralised", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(`"${PREFIX} =SUM(A1)"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  test("the inbox passes axe with and without a message open, at 1280 and 1920 px, list beside the message", async ({ page }, testInfo) => {
    await signIn(page, ADMIN, SCREEN);
    // The screen and the shell's inbox control (the rest of the shell has its own checks).
    const axe = () => new AxeBuilder({ page }).include("#main-content").include(".admin-inbox-control").analyze();
    // The list as staff see it once it has loaded (its loading state is not what is checked here).
    const amaka = messageList(page).getByRole("button", { name: new RegExp(`${PREFIX} Amaka`) });
    await expect(amaka).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    await amaka.click();
    await expect(openMessage(page)).toBeVisible();
    expect((await axe()).violations).toEqual([]);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const list = (await messageList(page).boundingBox())!;
      const article = (await openMessage(page).boundingBox())!;
      expect(list.x + list.width).toBeLessThanOrEqual(article.x);
      expect(article.x + article.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) });
    }
  });
});
