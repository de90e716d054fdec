import { testPdf } from "../helpers/pdf.ts";
import type { Browser, Page } from "@playwright/test";
import { formatLagos } from "../../client/lib/lagos-time.ts";
import type { Document } from "../../shared/schemas/documents.ts";
import { signIn, signInWithForm } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const REPORTS = "/admin/dashboard/reports";
const EDITOR = { username: "e2e-report-editor", password: "e2e-report-editor-password-2026" };

/** A small real PDF whose text says `label`. */

/** Screenshots for people to look at, written only when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

/** The report titles /reports shows visitors (no session). */
async function publicTitles(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.get("/reports?year=2026");
    expect(res.status()).toBe(200);
    return [...(await res.text()).matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").trim());
  } finally {
    await context.close();
  }
}

test.describe("admin: drafts of reports", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let editorId = "";
  let doc: Document | undefined;
  test.beforeEach(async ({ api }) => {
    const res = await api.post("/api/auth/register", { data: { ...EDITOR, role: "editor" } });
    expect(res.status()).toBe(201);
    editorId = ((await res.json()) as { _id: string })._id;
    const created = await api.post("/api/documents", {
      multipart: { title: "E2E Half-Year Report 2026", year: "2026", kind: "annual-review", description: "The first six months.", file: { name: "h1.pdf", mimeType: "application/pdf", buffer: testPdf("E2E half-year") } },
    });
    expect(created.status()).toBe(201);
    doc = (await created.json()) as Document;
  });
  test.afterEach(async ({ api }) => {
    expect((await api.delete(`/api/users/${editorId}`)).status()).toBe(204);
    if (doc) await api.delete(`/api/drafts/document/${doc._id}`);
    if (doc) await api.delete(`/api/documents/${doc._id}`);
  });

  test("an editor drafts a change to a report and asks for review; an admin opens it from Reviews and publishes it; /reports shows the change only then", async ({ page, browser, baseURL }) => {
    const live = doc!;
    const drafted = "E2E Half-Year Report 2026, audited";
    await signInWithForm(page, EDITOR, REPORTS);
    const row = page.getByRole("article", { name: live.title });
    // Editors publish nothing: no Replace PDF, no Delete.
    await expect(row.getByText("Replace PDF", { exact: true })).toHaveCount(0);
    await expect(row.getByRole("button", { name: /^Delete / })).toHaveCount(0);
    await row.getByRole("button", { name: `Edit details of ‘${live.title}’` }).click();
    const form = page.getByRole("form", { name: `Details of ${live.title}` });
    await expect(form.getByText("Published", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Save details" })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Publish draft" })).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Schedule…" })).toHaveCount(0);

    await form.getByLabel("Title", { exact: true }).fill(drafted);
    const put = page.waitForRequest((r) => r.method() === "PUT" && new URL(r.url()).pathname === `/api/drafts/document/${live._id}`);
    await form.getByRole("button", { name: "Save draft" }).click();
    expect((await put).postDataJSON()).toMatchObject({ fields: { title: drafted, year: 2026 } });
    await expect(form.getByText("Draft — not live yet", { exact: true })).toBeVisible();
    await form.getByRole("button", { name: "Request review" }).click();
    await expect(form.getByText(`Review requested by ${EDITOR.username}`)).toBeVisible();
    expect(await publicTitles(browser, baseURL!)).toContain(live.title);
    expect(await publicTitles(browser, baseURL!)).not.toContain(drafted);
    await expectNoAxeViolations(page, { include: ".admin-main", label: "a report's draft awaiting review (editor)" });
    await form.getByText(`Review requested by ${EDITOR.username}`).scrollIntoViewIfNeeded();
    await shot(page, "report-review-requested-editor-1280");

    const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, ADMIN, "/admin/dashboard");
      await admin.getByRole("link", { name: /^Reviews, \d+ awaiting review$/ }).click();
      const requested = admin.getByRole("region", { name: "Awaiting review" });
      await expect(requested).toContainText(drafted);
      await requested.getByRole("link", { name: new RegExp(drafted) }).click();
      await expect(admin).toHaveURL(new RegExp(`${REPORTS}\\?edit=${live._id}$`));
      const review = admin.getByRole("form", { name: `Details of ${live.title}` });
      await expect(review.getByText(`Review requested by ${EDITOR.username}`)).toBeVisible();
      await expect(review.getByLabel("Title", { exact: true })).toHaveValue(drafted);
      // For an admin 'Save details' still publishes at once; the draft actions are beside it.
      await expect(review.getByRole("button", { name: "Save details" })).toBeVisible();
      await expect(review.getByRole("button", { name: "Schedule…" })).toBeVisible();
      await review.getByRole("button", { name: "Show changes" }).click();
      await expect(review.getByRole("region", { name: "Changes from the published version" })).toContainText("audited");
      await expectNoAxeViolations(admin, { include: ".admin-main", label: "a report's draft awaiting review (admin)" });
      await shot(admin, "report-review-admin-1280");
      await review.getByRole("button", { name: "Publish draft" }).click();
      await expect(review.getByRole("status").filter({ hasText: "Published. Visitors now see this version." })).toBeVisible();
      await expect(review.getByText("Published", { exact: true })).toBeVisible();
      await expect(admin.getByRole("article", { name: drafted })).toBeVisible();
    } finally {
      await adminContext.close();
    }
    const after = await publicTitles(browser, baseURL!);
    expect(after).toContain(drafted);
    expect(after).not.toContain(live.title);
  });

  test("a report's draft opens by its signed preview link; an admin schedules it in Lagos time and the state line says when it goes live", async ({ page, api, browser, baseURL }) => {
    const live = doc!;
    expect((await api.put(`/api/drafts/document/${live._id}`, { data: { fields: { description: "The first six months, reviewed by the auditors." } } })).status()).toBe(200);
    // Its signed preview link shows the draft on the report's page to anyone holding it, never cached nor indexed.
    const link = await api.post(`/api/drafts/document/${live._id}/links`);
    expect(link.status()).toBe(201);
    const anyone = await browser.newContext({ baseURL });
    try {
      const preview = await anyone.request.get(((await link.json()) as { url: string }).url);
      expect(preview.status()).toBe(200);
      expect(preview.headers()["cache-control"]).toBe("no-store");
      expect(preview.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      const html = await preview.text();
      expect(html).toContain("The first six months, reviewed by the auditors.");
      expect(html).toContain(live.title);
    } finally {
      await anyone.close();
    }
    expect(await (await api.get(live.page)).text()).not.toContain("reviewed by the auditors");
    await signIn(page, ADMIN, REPORTS);
    await page.getByRole("button", { name: `Edit details of ‘${live.title}’` }).click();
    const form = page.getByRole("form", { name: `Details of ${live.title}` });
    await expect(form.getByText("Draft — not live yet", { exact: true })).toBeVisible();
    await shot(page, "report-draft-admin-1280");
    await form.getByRole("button", { name: "Schedule…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Schedule ‘/ });
    await dialog.getByLabel("Publish at (Lagos time, WAT)", { exact: true }).fill("2099-12-01T09:00");
    await dialog.getByRole("button", { name: "Save schedule" }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByText(`Scheduled to publish on ${formatLagos("2099-12-01T08:00:00.000Z")} (Lagos time)`)).toBeVisible();
    const schedule = (await (await api.get("/api/schedule")).json()) as { items: { docId: string; action: string; runAt: string }[] };
    expect(schedule.items).toContainEqual(expect.objectContaining({ docId: live._id, action: "publish", runAt: "2099-12-01T08:00:00.000Z" }));
    await expectNoAxeViolations(page, { include: ".admin-main", label: "a scheduled report draft" });
    await form.getByText(/^Scheduled to publish/).scrollIntoViewIfNeeded();
    await shot(page, "report-scheduled-admin-1280");
  });

  test("an editor prepares a new document with its PDF as a draft; it is not on /reports until an admin publishes it", async ({ page, api, browser, baseURL }) => {
    const title = "E2E Nine-Month Trading Update 2026";
    await signInWithForm(page, EDITOR, REPORTS);
    const prepare = page.getByRole("region", { name: "Prepare a document" });
    await expect(prepare.getByRole("button", { name: "Publish" })).toHaveCount(0);
    await prepare.getByLabel("PDF file").setInputFiles({ name: "nine-month.pdf", mimeType: "application/pdf", buffer: testPdf("E2E nine-month update") });
    await prepare.getByLabel("Title", { exact: true }).fill(title);
    await prepare.getByLabel("Year").fill("2026");
    await prepare.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${title}’ as a draft.` })).toBeVisible();
    const prepared = page.getByRole("region", { name: "Documents being prepared" });
    await prepared.getByRole("button", { name: `Edit draft ‘${title}’` }).click();
    const form = page.getByRole("form", { name: `Draft of ${title}` });
    await expect(form.getByText("Draft of a new item — not on the site yet", { exact: true })).toBeVisible();
    await expect(form.getByText(/^PDF in the draft: /)).toBeVisible();
    await form.getByRole("button", { name: "Request review" }).click();
    await expect(form.getByText(`Review requested by ${EDITOR.username}`)).toBeVisible();
    expect(await publicTitles(browser, baseURL!)).not.toContain(title);
    await expectNoAxeViolations(page, { include: ".admin-main", label: "a new report's draft (editor)" });
    await shot(page, "report-new-draft-editor-1280");

    await signIn(page, ADMIN, REPORTS);
    await page.getByRole("region", { name: "Documents being prepared" }).getByRole("button", { name: `Edit draft ‘${title}’` }).click();
    const review = page.getByRole("form", { name: `Draft of ${title}` });
    await review.getByRole("button", { name: "Publish draft" }).click();
    await expect(page.getByRole("region", { name: "Published documents" }).getByRole("article", { name: title })).toBeVisible();
    await expect(page.getByRole("region", { name: "Documents being prepared" }).getByRole("article", { name: title })).toHaveCount(0);
    expect(await publicTitles(browser, baseURL!)).toContain(title);
    const published = ((await (await api.get("/api/documents?year=2026")).json()) as Document[]).find((d) => d.title === title);
    expect(published?.url).toBe("/reports/e2e-nine-month-trading-update-2026.pdf");
    if (published) await api.delete(`/api/documents/${published._id}`);
  });

  test("a report's History restores its first PDF at the same address, and a deleted report comes back from the Trash", async ({ page, api }) => {
    // A title of its own: the other tests' reports wait in the trash under the shared one.
    const renamed = await api.patch(`/api/documents/${doc!._id}`, { data: { title: "E2E Half-Year Report 2026 (history and trash)" } });
    expect(renamed.status()).toBe(200);
    const live = (await renamed.json()) as Document;
    const first = Buffer.from(await (await api.get(live.url)).body());
    const second = testPdf("E2E half-year, second edition");
    expect((await api.post(`/api/documents/${live._id}/file`, { multipart: { file: { name: "v2.pdf", mimeType: "application/pdf", buffer: second } } })).status()).toBe(200);
    await signIn(page, ADMIN, REPORTS);
    const row = page.getByRole("article", { name: live.title });
    await row.getByRole("button", { name: `History of ‘${live.title}’` }).click();
    const dialog = page.getByRole("dialog", { name: `History of ‘${live.title}’` });
    const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
    await expect(versions.first()).toContainText("Changed: PDF file");
    await shot(page, "report-history-admin-1280");
    await expectNoAxeViolations(page, { include: ".admin-history", label: "a report's history" });
    await versions.nth(1).click();
    await dialog.getByRole("region", { name: "The chosen version" }).getByRole("button", { name: /^Restore revision \d+$/ }).click();
    await page.getByRole("dialog", { name: /^Restore revision \d+\?$/ }).getByRole("button", { name: "Restore" }).click();
    await expect(dialog.getByRole("status")).toContainText(/Restored revision \d+\. It is saved as revision \d+\./);
    expect(Buffer.compare(Buffer.from(await (await api.get(live.url)).body()), first)).toBe(0);
    await dialog.getByRole("button", { name: "Close history" }).click();

    await row.getByRole("button", { name: `Delete ‘${live.title}’` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ‘${live.title}’?` });
    await expect(confirm).toContainText("trash for 30 days");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("article", { name: live.title })).toHaveCount(0);
    expect((await api.get(live.url)).status()).toBe(404);
    const trash = page.getByRole("region", { name: "Trash" });
    await trash.getByRole("button", { name: "Open the trash" }).click();
    const bin = page.getByRole("dialog", { name: "Trash: reports and documents" });
    await expectNoAxeViolations(page, { include: ".admin-trash-dialog", label: "reports trash" });
    await bin.getByRole("listitem").filter({ hasText: live.title }).getByRole("button", { name: `Restore ${live.title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Restored ‘${live.title}’ from the trash.` })).toBeVisible();
    await expect(page.getByRole("article", { name: live.title })).toBeVisible();
    expect(Buffer.compare(Buffer.from(await (await api.get(live.url)).body()), first)).toBe(0);
  });
});
