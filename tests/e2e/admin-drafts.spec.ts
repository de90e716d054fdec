import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import type { NewsItem } from "../../shared/schemas/news.ts";
import { formatLagos, lagosInputs } from "../../client/lib/lagos-time.ts";
import { pngFile, signIn, signInWithForm } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { createNews } from "./support/records.ts";

const NEWS = "/admin/dashboard/news";
const PREFIX = "E2E draft";
const EDITOR = { username: "e2e-editor", password: "e2e-editor-password-2026" };

/** Screenshots for people to look at, written only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

const newsList = (page: Page) => page.getByRole("region", { name: /^Published/ });

/** Opens a news item of the side list in edit mode and waits for its form and its draft state. */
async function openNews(page: Page, title: string): Promise<Locator> {
  await newsList(page).getByRole("button", { name: `Edit ${title}` }).click();
  const card = page.getByRole("region", { name: `Edit ‘${title}’` });
  await expect(card.getByText(/^(Published|Draft — not live yet)$/)).toBeVisible();
  return card;
}

/** The public article's title as visitors get it (no session). */
async function publicTitle(browser: Browser, baseURL: string, slug: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.get(`/news-and-events/${slug}`);
    expect(res.status()).toBe(200);
    return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text())?.[1]?.replace(/<[^>]+>/g, "").trim() ?? "";
  } finally {
    await context.close();
  }
}

/** Tomorrow at 09:00 on a Lagos clock, as the datetime-local input takes it, and as UTC. */
function tomorrowNineLagos(): { input: string; utc: string } {
  const { date } = lagosInputs(new Date(Date.now() + 24 * 3600_000).toISOString());
  const utc = new Date(`${date}T08:00:00.000Z`).toISOString();
  return { input: `${date}T09:00`, utc };
}

async function deleteOurNews(api: APIRequestContext) {
  const { newsAndEvents } = (await (await api.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
  for (const n of newsAndEvents) if (n.title.startsWith(PREFIX)) await api.delete(`/api/news-and-events/${n._id}`);
}

test.describe("admin: drafts, preview links, scheduling and review", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.afterEach(async ({ api }) => deleteOurNews(api));

  test("an admin saves a draft (the public page is unchanged), previews it, shares a link a fresh browser opens, publishes it, then schedules the next one in Lagos time", async ({ page, api, browser, baseURL }) => {
    const item = await createNews(api, { title: `${PREFIX} Refinery financing closes`, subtitle: "Financing", content: "<p>The first text.</p>" });
    await signIn(page, ADMIN, NEWS);
    const card = await openNews(page, item.title);
    await expect(card.getByText("Published", { exact: true })).toBeVisible();

    const drafted = `${PREFIX} Refinery financing closes at N48bn`;
    await card.getByLabel("Title", { exact: true }).fill(drafted);
    const put = page.waitForRequest((r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/drafts/news/${item._id}`);
    await card.getByRole("button", { name: "Save draft" }).click();
    expect((await put).postDataJSON()).toMatchObject({ fields: { title: drafted } });
    await expect(card.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    await expect(card.getByText("Draft — not live yet", { exact: true })).toBeVisible();
    await expect(card.getByText("Unsaved", { exact: true })).toHaveCount(0);
    // Visitors still read the published title.
    expect(await publicTitle(browser, baseURL!, item.slug)).toBe(item.title);

    await card.getByRole("button", { name: "Show changes" }).click();
    await expect(card.getByRole("region", { name: "Changes from the published version" })).toContainText("N48bn");
    await expectNoAxeViolations(page, { include: "#main-content", label: "news draft" });
    await card.getByText("Draft — not live yet", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "draft-1280");

    // Staff preview of the saved draft.
    const popup = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Preview draft (opens in a new tab)" }).click();
    const tab = await popup;
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(drafted);
    await tab.close();

    // A shared link opens in a browser that is not signed in, marked noindex and never stored.
    await card.getByRole("button", { name: "Share preview link" }).click();
    const field = card.getByLabel("Preview link");
    await expect(field).toHaveValue(/\/preview\/draft\/[A-Za-z0-9_-]+$/);
    await expect(card.getByText(/^Works without signing in until .+ \(Lagos time\)/)).toBeVisible();
    const link = await field.inputValue();
    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      const answer = await guestPage.goto(link);
      expect(answer?.headers()["cache-control"]).toContain("no-store");
      await expect(guestPage.getByRole("heading", { level: 1 })).toHaveText(drafted);
      await expect(guestPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await shot(page, "share-link-1280");

      await card.getByRole("button", { name: "Revoke link" }).click();
      await expect(card.getByText(/^Link revoked\./)).toBeVisible();
      const revoked = await guestPage.goto(link);
      expect(revoked?.status()).toBe(404);
      await expect(guestPage.getByText("This preview link has expired or was revoked.")).toBeVisible();
    } finally {
      await guest.close();
    }

    // Publish: one transaction, visitors see the draft now.
    await card.getByRole("button", { name: "Publish draft" }).click();
    await expect(page.getByText("Published. Visitors now see this version.")).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expect.poll(() => publicTitle(browser, baseURL!, item.slug)).toBe(drafted);

    // Schedule the next change for tomorrow 09:00 Lagos time.
    const edited = card;
    await edited.getByLabel("Subtitle").fill("Financing closed with three Lagos banks");
    await edited.getByRole("button", { name: "Schedule…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Schedule ‘/ });
    const when = tomorrowNineLagos();
    await dialog.getByLabel("Publish at (Lagos time, WAT)", { exact: true }).fill(when.input);
    await expectNoAxeViolations(page, { include: ".admin-draft-dialog", label: "schedule dialog" });
    await shot(page, "schedule-dialog-1280");
    const scheduled = page.waitForRequest((r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/drafts/news/${item._id}/schedule`);
    await dialog.getByRole("button", { name: "Save schedule" }).click();
    expect((await scheduled).postDataJSON()).toMatchObject({ publishAt: when.utc });
    await expect(dialog).toBeHidden();
    await expect(edited.getByText(`Scheduled to publish on ${formatLagos(when.utc)} (Lagos time)`)).toBeVisible();
    expect(formatLagos(when.utc)).toMatch(/ at 09:00$/);
    await expectNoAxeViolations(page, { include: "#main-content", label: "news scheduled" });
    await edited.getByText("Draft — not live yet", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "schedule-1280");

    // The Reviews screen lists it under Scheduled, in Lagos time.
    await page.getByRole("link", { name: /^Reviews/ }).click();
    const list = page.getByRole("region", { name: "Scheduled" });
    await expect(list).toContainText(drafted);
    await expect(list).toContainText(`Publishes on ${formatLagos(when.utc)} (Lagos time)`);
    expect(await publicTitle(browser, baseURL!, item.slug)).toBe(drafted);
  });

  test("a new article saved as a draft is not on the site; Publish draft creates it at the id the draft had; discarding a new draft leaves nothing", async ({ page, api, browser, baseURL }) => {
    await signIn(page, ADMIN, NEWS);
    const create = page.getByRole("region", { name: "Add news and events" });
    const title = `${PREFIX} Ikeja logistics hub opens`;
    await create.getByLabel("Title", { exact: true }).fill(title);
    await create.getByLabel("Subtitle").fill("A 40,000 m² hub for the group's distribution business");
    await create.getByLabel("Images").setInputFiles([await pngFile("hub.png", { r: 30, g: 80, b: 120 }, 320, 200)]);
    await expect(create.getByRole("img", { name: /The chosen images/ })).toHaveCount(1);
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/drafts/news");
    await create.getByRole("button", { name: "Save draft" }).click();
    const { draft } = (await (await posted).json()) as { draft: { docId: string } };

    // The screen opens the new draft: no Submit, 'Publish draft' creates it.
    const card = page.getByRole("region", { name: `Edit ‘${title}’` });
    await expect(card.getByText("Draft of a new item — not on the site yet", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Submit" })).toHaveCount(0);
    expect((await api.get(`/api/news-and-events/${draft.docId}`)).status()).toBe(404);
    await card.getByRole("button", { name: "Publish draft" }).click();
    await expect(page.getByText("Published. Visitors now see this version.")).toBeVisible();
    await expect(newsList(page).getByText(title)).toBeVisible();
    const live = (await (await api.get(`/api/news-and-events/${draft.docId}`)).json()) as { newsAndEvents: NewsItem };
    expect(live.newsAndEvents.title).toBe(title);
    expect(await publicTitle(browser, baseURL!, live.newsAndEvents.slug)).toBe(title);

    // A second new draft, discarded: the create form returns and no article exists.
    await page.getByRole("button", { name: "Close edit mode" }).click();
    const again = page.getByRole("region", { name: "Add news and events" });
    const second = `${PREFIX} Ikeja hub second phase`;
    await again.getByLabel("Title", { exact: true }).fill(second);
    await again.getByLabel("Subtitle").fill("Planned for 2027");
    await again.getByLabel("Images").setInputFiles([await pngFile("phase.png", { r: 90, g: 60, b: 30 }, 320, 200)]);
    await expect(again.getByRole("img", { name: /The chosen images/ })).toHaveCount(1);
    await again.getByRole("button", { name: "Save draft" }).click();
    const opened = page.getByRole("region", { name: `Edit ‘${second}’` });
    await opened.getByRole("button", { name: "Discard draft" }).click();
    await page.getByRole("dialog", { name: "Discard this draft?" }).getByRole("button", { name: "Discard draft" }).click();
    await expect(page.getByText("Draft discarded. The article was never on the site.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Add news and events" })).toBeVisible();
    const drafts = (await (await api.get("/api/drafts?type=news")).json()) as { drafts: { label: string }[] };
    expect(drafts.drafts.map((d) => d.label)).not.toContain(second);
  });

  test.describe("an editor", () => {
    let editorId = "";
    test.beforeEach(async ({ api }) => {
      const res = await api.post("/api/auth/register", { data: { ...EDITOR, role: "editor" } });
      expect(res.status()).toBe(201);
      editorId = ((await res.json()) as { _id: string })._id;
    });
    test.afterEach(async ({ api }) => {
      expect((await api.delete(`/api/users/${editorId}`)).status()).toBe(204);
    });

    test("saves a draft and asks for review without a Submit button; the admin sees the Reviews count and sends it back with a comment, which the editor reads", async ({ page, api, browser, baseURL }) => {
      const item = await createNews(api, { title: `${PREFIX} Lekki housing phase two`, subtitle: "Real estate", content: "<p>Phase two.</p>" });
      await signInWithForm(page, EDITOR, NEWS);
      // Editors: no Inbox, no Delete, no Submit; the side menu keeps its seven items.
      await expect(page.getByRole("link", { name: /^Inbox/ })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveCount(7);
      await expect(newsList(page).getByRole("button", { name: /^Delete / })).toHaveCount(0);
      const card = await openNews(page, item.title);
      await expect(card.getByRole("button", { name: "Submit" })).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Publish draft" })).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Schedule…" })).toHaveCount(0);

      const drafted = `${PREFIX} Lekki housing phase two breaks ground`;
      await card.getByLabel("Title", { exact: true }).fill(drafted);
      await card.getByRole("button", { name: "Save draft" }).click();
      await expect(card.getByText("Draft — not live yet", { exact: true })).toBeVisible();
      await card.getByRole("button", { name: "Request review" }).click();
      await expect(card.getByText(`Review requested by ${EDITOR.username}`)).toBeVisible();
      expect(await publicTitle(browser, baseURL!, item.slug)).toBe(item.title);
      await expectNoAxeViolations(page, { include: "#main-content", label: "editor's draft awaiting review" });
      await shot(page, "review-requested-editor-1280");

      // The admin, in a browser of their own.
      const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      try {
        const admin = await adminContext.newPage();
        await signIn(admin, ADMIN, "/admin/dashboard");
        const control = admin.getByRole("link", { name: /^Reviews, \d+ awaiting review$/ });
        await expect(control).toBeVisible();
        await control.click();
        const requested = admin.getByRole("region", { name: "Awaiting review" });
        await expect(requested).toContainText(drafted);
        await expectNoAxeViolations(admin, { include: "#main-content", label: "reviews screen" });
        await shot(admin, "reviews-1280");
        await requested.getByRole("link", { name: /Lekki housing phase two/ }).click();
        // The editor opens from the link; its heading names the published title.
        const review = admin.getByRole("region", { name: `Edit ‘${item.title}’` });
        await expect(review.getByText(`Review requested by ${EDITOR.username}`)).toBeVisible();
        await review.getByRole("button", { name: "Send back" }).click();
        const dialog = admin.getByRole("dialog", { name: /^Send back ‘/ });
        const comment = "Give the number of units and the completion year in the first paragraph.";
        await dialog.getByLabel("Comment for the author").fill(comment);
        await expectNoAxeViolations(admin, { include: ".admin-draft-dialog", label: "send back dialog" });
        await dialog.getByRole("button", { name: "Send back" }).click();
        await expect(review.getByText(`Sent back by ${ADMIN.username}: ${comment}`)).toBeVisible();
        // Sending back publishes nothing.
        expect(await publicTitle(browser, baseURL!, item.slug)).toBe(item.title);
        await shot(admin, "sent-back-admin-1280");

        // The editor reads the comment on their form.
        await page.reload();
        const again = await openNews(page, item.title);
        await expect(again.getByText(`Sent back by ${ADMIN.username}: ${comment}`)).toBeVisible();
        await shot(page, "sent-back-editor-1280");
      } finally {
        await adminContext.close();
      }
    });
  });
});
