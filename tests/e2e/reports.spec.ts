import { testPdf } from "../helpers/pdf.ts";
import sharp from "sharp";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

/** A small real PDF whose text says `label`. */

test.describe("/reports without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the documents and filters them by year and kind through the form, read on the server", async ({ page }) => {
    await page.goto("/reports");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports & Documents");
    const list = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") });
    await expect(list.getByRole("article")).toHaveCount(5);
    await expect(page.getByRole("status")).toHaveText("5 documents");

    const filters = page.getByRole("search", { name: "Filter reports and documents" });
    await filters.getByLabel("Year").selectOption("2024");
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/reports\?year=2024&kind=$/);
    await expect(page.getByRole("status")).toHaveText("2 documents from 2024");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Sustainability Report 2024", "Annual Review 2024"]);

    await filters.getByLabel("Kind").selectOption({ label: "Annual review" });
    await filters.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/reports\?year=2024&kind=annual-review$/);
    await expect(page.getByRole("status")).toHaveText("1 annual review from 2024");
    await expect(filters.getByLabel("Year")).toHaveValue("2024");
    await expect(filters.getByLabel("Kind")).toHaveValue("annual-review");
    const card = list.getByRole("article");
    await expect(card.getByRole("link", { name: /^Download PDF of Annual Review 2024 \(\d+ KB\)$/ })).toHaveAttribute("href", "/reports/annual-review-2024.pdf");

    // A combination with nothing in it says so and offers the way back.
    await page.goto("/reports?year=2024&kind=press-kit");
    await expect(page.getByText("No document matches these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole("status")).toHaveText("5 documents");
  });

  test("opens a document's page from its card, with its details and its file", async ({ page, request }) => {
    await page.goto("/reports");
    await page.getByRole("link", { name: "Board Charter and Governance Framework", exact: true }).click();
    await expect(page).toHaveURL(/\/reports\/board-charter-and-governance-framework$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Board Charter and Governance Framework");
    await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Reports & Documents" })).toHaveAttribute("href", "/reports");
    const download = page.getByRole("link", { name: /^Download PDF/ });
    await expect(download).toHaveAttribute("href", "/reports/board-charter-and-governance-framework.pdf");
    const file = await request.get("/reports/board-charter-and-governance-framework.pdf");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-security-policy"]).toMatch(/^sandbox/);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await request.get("/reports/no-such-document")).status()).toBe(404);
  });

  test("is reached from the footer and from About us", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Reports & documents" })).toHaveAttribute("href", "/reports");
    await page.getByRole("main").getByRole("link", { name: /Reports & documents/ }).click();
    await expect(page).toHaveURL(/\/reports$/);
    // The main navigation stays as SPEC.md fixes it.
    await expect(page.getByRole("banner").getByRole("link", { name: /reports/i })).toHaveCount(0);
  });
});

test.describe("the Reports & documents screen", () => {
  const created: string[] = [];
  test.afterEach(async ({ api }) => {
    for (const id of created.splice(0)) await api.delete(`/api/documents/${id}`);
  });

  test("publishes a PDF, refuses a picture named .pdf, and replaces a file under the same address", async ({ page, api }) => {
    await signIn(page, ADMIN);
    // Beside the side menu, like the Inbox; the side menu keeps its seven items.
    await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveCount(7);
    await page.getByRole("navigation", { name: "Publications" }).getByRole("link", { name: "Reports & documents" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports & documents" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(5);

    const form = page.getByRole("region", { name: "Publish a document" });
    // A PNG under a PDF's name and type is refused by its bytes.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#214A74" } }).png().toBuffer();
    await form.getByLabel("PDF file").setInputFiles({ name: "annual-review.pdf", mimeType: "application/pdf", buffer: png });
    await form.getByLabel("Title", { exact: true }).fill("E2E report refused");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be published" })).toContainText("not a PDF");

    await form.getByLabel("PDF file").setInputFiles({ name: "interim.pdf", mimeType: "application/pdf", buffer: testPdf("E2E first edition") });
    await form.getByLabel("Title", { exact: true }).fill("E2E Interim Statement");
    await form.getByLabel("Kind").selectOption({ label: "Other" });
    await form.getByLabel("Year").fill("2026");
    await form.getByLabel("Description", { exact: true }).fill("Six months of the group in brief.");
    await form.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published ‘E2E Interim Statement’." })).toBeVisible();
    const row = page.getByRole("article", { name: "E2E Interim Statement" });
    await expect(row).toContainText("Other · 2026");
    await expect(row.getByRole("link", { name: "/reports/e2e-interim-statement.pdf" })).toBeVisible();
    const doc = ((await (await api.get("/api/documents?year=2026")).json()) as { _id: string; slug: string }[]).find((d) => d.slug === "e2e-interim-statement");
    expect(doc).toBeDefined();
    created.push(doc!._id);

    const second = testPdf("E2E second edition, with more to say than the first");
    await row.getByText("Replace PDF").locator("input[type=file]").setInputFiles({ name: "v2.pdf", mimeType: "application/pdf", buffer: second });
    await expect(page.getByRole("status").filter({ hasText: "Replaced the PDF of ‘E2E Interim Statement’" })).toBeVisible();
    const file = await api.get("/reports/e2e-interim-statement.pdf");
    expect(Buffer.compare(await file.body(), second)).toBe(0);

    // The public page lists it at once.
    await page.goto("/reports?year=2026");
    await expect(page.getByRole("heading", { level: 3, name: "E2E Interim Statement" })).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    await signIn(page, ADMIN, "/admin/dashboard/reports");
    await expect(page.getByRole("article")).toHaveCount(5);
    await page.getByRole("button", { name: "Edit details of ‘Press Kit 2025’" }).click();
    await expect(page.getByRole("form", { name: "Details of Press Kit 2025" })).toBeVisible();
    await expectNoAxeViolations(page, { include: ".admin-main", label: "the Reports & documents screen with a document's details open" });
  });
});
