import type { APIRequestContext, Page } from "@playwright/test";
import { pageTitles } from "../../shared/content/site.ts";
import type { MediaItem } from "../../shared/schemas/media.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { part, pngFile, readBlock, signIn, snapshotBlocks } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { clearNews, createNews } from "./support/records.ts";

const SCREEN = "/admin/dashboard/media";

/** A run-unique word, so the searches find only this test's images on the worker's server. */
const tag = () => Math.random().toString(36).slice(2, 8);

/** Drops files onto an element as a person dragging them from the desktop would. */
async function dropFiles(page: Page, selector: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const data = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
    return dt;
  }, files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })));
  await page.dispatchEvent(selector, "dragover", { dataTransfer: data });
  await page.dispatchEvent(selector, "drop", { dataTransfer: data });
}

async function findMedia(api: APIRequestContext, q: string): Promise<MediaItem[]> {
  const res = await api.get(`/api/media?q=${encodeURIComponent(q)}&page=1&limit=100`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { media: MediaItem[] }).media;
}

async function removeMedia(api: APIRequestContext, q: string) {
  for (const m of await findMedia(api, q)) await api.delete(`/api/media/${m.id}`);
}

test.describe("admin: the media library", () => {
  const word = tag();
  test.afterEach(async ({ api }) => {
    await clearNews(api);
    await removeMedia(api, word);
  });

  test("the Media screen sits beside the side menu, takes two dropped images at once, finds them, filters the unused, and keeps alt text and a focal point picked on the picture", async ({ page, api }) => {
    await signIn(page, ADMIN);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await expect(menu.getByRole("link")).toHaveCount(7);
    await page.getByRole("link", { name: "Media library" }).click();
    await expect(page).toHaveURL(SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(7);

    // Two images dropped at once: a row each, with its progress, then "Uploaded".
    const harbour = await pngFile(`harbour-${word}.png`, { r: 20, g: 80, b: 140 }, 400, 240);
    const quarry = await pngFile(`quarry-${word}.png`, { r: 150, g: 120, b: 60 }, 300, 300);
    await dropFiles(page, "[data-testid=media-drop-zone]", [harbour, quarry]);
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.getByRole("listitem").filter({ hasText: harbour.name })).toContainText("Uploaded");
    await expect(uploads.getByRole("listitem").filter({ hasText: quarry.name })).toContainText("Uploaded");
    // A file that is not an image is refused by name, in words, and nothing is sent.
    await page.getByLabel("Choose images").setInputFiles({ name: `notes-${word}.txt`, mimeType: "text/plain", buffer: Buffer.from("minutes of the board") });
    await expect(uploads.getByRole("alert")).toHaveText(`notes-${word}.txt was not uploaded: it is not a PNG, JPEG, GIF, WebP, BMP or ICO image.`);

    // Search by name: both, then one.
    const grid = page.getByRole("list", { name: "Stored images" });
    await page.getByLabel("Search by name or alt text").fill(word);
    await expect(grid.getByRole("button")).toHaveCount(2);
    await page.getByLabel("Search by name or alt text").fill(`harbour-${word}`);
    await expect(grid.getByRole("button")).toHaveCount(1);
    await expect(grid.getByRole("button")).toContainText(harbour.name);

    // Three articles show the harbour: "Used on 3 pages"; the quarry is the only unused one.
    const [stored] = await findMedia(api, `harbour-${word}`);
    expect(stored).toBeDefined();
    const articles = [];
    for (const n of [1, 2, 3]) articles.push(await createNews(api, { title: `E2E news harbour ${n}`, subtitle: "The new quay opens to traffic.", newsImgUrl: stored!.url }));
    await page.reload();
    await page.getByLabel("Search by name or alt text").fill(word);
    await expect(grid.getByRole("button")).toHaveCount(2);
    await page.getByLabel("Unused only").check();
    await expect(grid.getByRole("button")).toHaveCount(1);
    await expect(grid.getByRole("button")).toContainText(quarry.name);
    await page.getByLabel("Unused only").uncheck();
    await expect(grid.getByRole("button")).toHaveCount(2);

    const tile = grid.getByRole("button").filter({ hasText: harbour.name });
    await expect(tile).toContainText("Used on 3 pages");
    await expect(tile).toContainText("No alt text");
    await tile.click();
    const detail = page.getByRole("complementary", { name: harbour.name });
    await expect(detail.getByText("400 × 240 px")).toBeVisible();
    await expect(detail.getByText(/\d+ bytes\)/)).toBeVisible();
    await expect(detail.getByRole("heading", { name: "Used on 3 pages" })).toBeVisible();
    for (const a of articles) {
      await expect(detail.getByRole("link", { name: `${a.title} (opens in a new tab)`, exact: true })).toHaveAttribute("href", `/news-and-events/${a.slug}`);
    }
    await expect(detail.getByRole("link", { name: `Edit ‘${articles[0]!.title}’` })).toHaveAttribute("href", "/admin/dashboard/news");
    await expect(detail.getByText(`‘${harbour.name}’ has no alt text.`)).toBeVisible();

    // Alt text, and the focal point picked on the picture (a quarter across, three quarters down).
    const alt = "Container ships at the new Lagos quay at dusk";
    await detail.getByLabel("Alt text").fill(alt);
    await expect(detail.getByText(`‘${harbour.name}’ has no alt text.`)).toHaveCount(0);
    const picture = detail.getByRole("button", { name: "Focal point" }).locator("img");
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(detail.getByText(/Now at 2[4-6]% across, 7[4-6]% down/)).toBeVisible();
    await detail.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText(`Saved the details of ‘${harbour.name}’.`)).toBeVisible();
    await expect(tile).not.toContainText("No alt text");

    const saved = (await findMedia(api, `harbour-${word}`))[0]!;
    expect(saved.alt).toBe(alt);
    expect(Math.abs(saved.focal.x - 0.25)).toBeLessThan(0.02);
    expect(Math.abs(saved.focal.y - 0.75)).toBeLessThan(0.02);
    // Search finds alt text too.
    await page.getByLabel("Search by name or alt text").fill("lagos quay");
    await expect(grid.getByRole("button")).toHaveCount(1);

    // The public article renders the stored alt text.
    await page.goto(`/news-and-events/${articles[0]!.slug}`);
    await expect(page.locator(`main img[src="${stored!.url}"]`)).toHaveAttribute("alt", alt);
  });

  test("the Media screen passes axe with an image's details open", async ({ page, api }) => {
    await signIn(page, ADMIN, SCREEN);
    await page.getByLabel("Choose images").setInputFiles(await pngFile(`axe-${word}.png`, { r: 90, g: 110, b: 40 }, 320, 200));
    await expect(page.getByRole("list", { name: "Uploads" })).toContainText("Uploaded");
    await page.getByLabel("Search by name or alt text").fill(`axe-${word}`);
    const grid = page.getByRole("list", { name: "Stored images" });
    await expect(grid.getByRole("button")).toHaveCount(1);
    await grid.getByRole("button").click();
    await expect(page.getByRole("complementary", { name: `axe-${word}.png` })).toBeVisible();
    await expectNoAxeViolations(page, { include: "#main-content", label: "Media screen" });
    // The whole side column: the brand, the Media library and Inbox controls, the menu, the Publications links.
    await expectNoAxeViolations(page, { include: ".admin-sidebar", label: "the side column with the Media library control" });
    expect((await findMedia(api, `axe-${word}`)).length).toBe(1);
  });
});

test.describe("admin: alt text where an image is placed", () => {
  const blocks = snapshotBlocks(["approachBanner"]);
  const word = tag();
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ api }) => {
    await blocks.restore(api);
    await removeMedia(api, word);
  });

  test("an uploaded banner without alt text is named in a warning that says what the page will use, until alt text is given", async ({ page, api }) => {
    await signIn(page, ADMIN, "/admin/dashboard/approach");
    const card = part(page, "Banner");
    const name = `quay-banner-${word}.png`;
    await card.getByLabel("Banner image").setInputFiles(await pngFile(name, { r: 33, g: 87, b: 149 }));
    await expect(card.getByRole("status").filter({ hasText: "The image is uploaded. Submit to use it." })).toBeVisible();
    const warning = card.getByText(`‘${name}’ has no alt text. The page will describe it as “${pageTitles.approach}” until you add some.`);
    await expect(warning).toBeVisible();
    await expect(card.getByLabel("Decorative: nothing to describe")).not.toBeChecked();

    await card.getByLabel("Alt text").fill("Steel frame of a warehouse rising over Apapa");
    await card.getByLabel("Alt text").blur();
    await expect(card.getByText("Alt text saved to the media library.")).toBeVisible();
    await expect(warning).toHaveCount(0);
    const [stored] = await findMedia(api, name);
    expect(stored?.alt).toBe("Steel frame of a warehouse rising over Apapa");

    // Marked decorative instead: no warning either, and the library records it.
    await card.getByLabel("Alt text").fill("");
    await card.getByLabel("Alt text").blur();
    await expect(warning).toBeVisible();
    await card.getByLabel("Decorative: nothing to describe").check();
    await expect(warning).toHaveCount(0);
    await expect.poll(async () => (await findMedia(api, name))[0]?.decorative).toBe(true);
  });

  test("an image chosen from the library goes into the banner as an upload would, and Submit saves its address", async ({ page, api }) => {
    const name = `library-pick-${word}.png`;
    const file = await pngFile(name, { r: 120, g: 40, b: 60 });
    const up = await api.post("/api/media", { multipart: { file: { name, mimeType: file.mimeType, buffer: file.buffer } } });
    expect(up.status()).toBe(201);
    const { url } = (await up.json()) as { url: string };

    await signIn(page, ADMIN, "/admin/dashboard/approach");
    const card = part(page, "Banner");
    await card.getByRole("button", { name: "Choose from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image from the library" });
    await dialog.getByLabel("Search the library").fill(`library-pick-${word}`);
    await expect(dialog.getByRole("button", { name: /^Use / })).toHaveCount(1);
    await dialog.getByRole("button", { name: new RegExp(`Use ‘${name}’`) }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveAttribute("src", url);
    await expect(card.getByText(`‘${name}’ has no alt text.`, { exact: false })).toBeVisible();
    await card.getByRole("button", { name: "Submit" }).click();
    await expect.poll(async () => (await readBlock(api, "approachBanner")).bannerImgString).toBe(url);
  });
});

test.describe("admin: published documents in the media library", () => {
  test("Kind = Documents shows the published PDFs, each used by its own page, with the way to the Reports screen", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(SCREEN);
    await page.getByLabel("Kind").selectOption({ label: "Documents" });
    await page.getByLabel("Search by name or alt text").fill("Annual Review 2025");
    const grid = page.getByRole("list", { name: "Stored images and documents" });
    // The search by title leaves one tile (the other seeded PDFs are filtered out on the server).
    await expect(grid.getByRole("button")).toHaveCount(1);
    const tile = grid.getByRole("button", { name: /Annual Review 2025/ });
    await expect(tile).toContainText("PDF document");
    await expect(tile).toContainText("Used on 1 page");
    await expect(grid.getByRole("button").filter({ hasText: /\d+ × \d+/ })).toHaveCount(0);

    await tile.click();
    const detail = page.getByRole("complementary", { name: "Annual Review 2025" });
    await expect(detail.getByRole("heading", { name: "Used on 1 page" })).toBeVisible();
    await expect(detail.getByRole("link", { name: /^Annual Review 2025/ })).toHaveAttribute("href", "/reports/annual-review-2025");
    await expect(detail.getByLabel("Alt text")).toHaveCount(0);
    await expect(detail.getByText("application/pdf")).toBeVisible();
    if (process.env.MEDIA_SHOT) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: process.env.MEDIA_SHOT, fullPage: true });
    }
    await detail.getByRole("link", { name: "Edit in Reports & documents" }).click();
    await expect(page).toHaveURL("/admin/dashboard/reports");
  });
});

test.describe("admin: alt text of images in rich text", () => {
  const blocks = snapshotBlocks(["approach"]);
  const word = tag();
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ api }) => {
    await blocks.restore(api);
    await removeMedia(api, word);
  });

  test("an image inserted in the text is listed under the editor with a warning until its alt text is given, and the saved text carries the alt", async ({ page, api }) => {
    await signIn(page, ADMIN, "/admin/dashboard/approach");
    const card = part(page, "Approach");
    const editor = card.getByRole("textbox", { name: "Content" });
    await expect(editor).toBeVisible();
    await editor.click();
    await card.getByTestId("editor-image-input").setInputFiles(await pngFile(`inline-${word}.png`, { r: 20, g: 120, b: 90 }, 64, 64));
    await expect(editor.locator("img")).toHaveAttribute("src", /^\/media\//);
    const alt = card.getByLabel("Alt text of image 1");
    await expect(alt).toHaveValue("");
    const warning = card.getByText("Image 1 of the text has no alt text.", { exact: false });
    await expect(warning).toBeVisible();

    await alt.fill("Engineers walking the Lekki site at dawn");
    await expect(warning).toHaveCount(0);
    await expect(editor.locator("img")).toHaveAttribute("alt", "Engineers walking the Lekki site at dawn");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect.poll(async () => (await readBlock(api, "approach")).content ?? "").toContain('alt="Engineers walking the Lekki site at dawn"');
  });
});
