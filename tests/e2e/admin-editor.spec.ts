import type { Page } from "@playwright/test";
import { part, pngFile, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// The rich-text editor, exercised in the Approach content part.
const blocks = snapshotBlocks(["approach"]);

const BUTTONS = [
  "Bold", "Italic", "Underline", "Strikethrough", "Quote", "Code block", "Link", "Insert image", "Embed video", "Insert formula",
  "Numbered list", "Bulleted list", "Checklist", "Subscript", "Superscript", "Decrease indent", "Increase indent",
  "Right-to-left text", "Clear formatting",
];
const PICKERS = ["Font", "Text size", "Heading", "Text colour", "Background colour", "Alignment"];

async function openApproach(page: Page) {
  await page.goto("/admin/dashboard/approach");
  const card = part(page, "Approach");
  const editor = card.getByRole("textbox", { name: "Content" });
  await expect(editor).toBeVisible();
  return { card, editor, toolbar: card.getByRole("toolbar", { name: "Formatting for Content" }) };
}

test.describe("the rich-text editor", () => {
  test.beforeEach(async ({ api, page }) => {
    await blocks.take(api);
    await signIn(page, ADMIN);
  });
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("has every toolbar item of the spec, each named for screen readers, and is itself labelled", async ({ page }) => {
    const { toolbar, editor } = await openApproach(page);
    for (const name of BUTTONS) await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
    for (const name of PICKERS) await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
    await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
    for (const level of [1, 2, 3, 4, 5, 6]) await expect(toolbar.getByRole("button", { name: `Heading ${level}` })).toBeVisible();
    await expect(editor).toHaveAttribute("aria-multiline", "true");
  });

  test("formatting is saved as HTML and rendered with the site's typography on the public page", async ({ page, api }) => {
    const { card, editor, toolbar } = await openApproach(page);
    await editor.fill("");
    await editor.pressSequentially("Our principles");
    await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
    await toolbar.getByRole("button", { name: "Heading 2" }).click();
    await editor.press("End");
    await editor.press("Enter");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially("Patient");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially(" capital.");
    await editor.press("Enter");
    await toolbar.getByRole("button", { name: "Checklist" }).click();
    await editor.pressSequentially("Long horizon");
    await submitAndExpectSaved(card);

    const html = (await readBlock(api, "approach")).content ?? "";
    expect(html).toContain("<h2>Our principles</h2>");
    expect(html).toContain("<strong>Patient</strong> capital.");
    expect(html).toMatch(/<li data-list="unchecked">(<span class="ql-ui"[^>]*><\/span>)?Long horizon<\/li>/);
    // Spaces stay spaces (no &nbsp;), so the text wraps on the public page.
    expect(html).not.toMatch(/&nbsp;|\u00a0/);

    // The editing area carries the public typography.
    await expect(editor).toHaveClass(/rich-text/);
    const editorFont = await editor.evaluate((el) => getComputedStyle(el.querySelector("h2")!).fontFamily);
    await page.goto("/approach");
    const body = page.locator(".rich-text").filter({ hasText: "Patient capital." });
    await expect(body.getByRole("heading", { name: "Our principles", level: 2 })).toBeVisible();
    await expect(body.locator("strong")).toHaveText("Patient");
    // A public page turns its web fonts on after its largest paint (docs/performance.md, "Fonts");
    // the staff area has them from the start. Compare once the page has them too.
    await page.locator(".mobile-menu--enhanced").waitFor({ state: "attached" });
    expect(await body.locator("h2").evaluate((el) => getComputedStyle(el).fontFamily)).toBe(editorFont);
  });

  test("an inserted image is uploaded through /api/media and stored as a /media URL, never base64", async ({ page, api }) => {
    const { card, editor } = await openApproach(page);
    await editor.click();
    const upload = page.waitForResponse((r) => r.url().endsWith("/api/media") && r.request().method() === "POST");
    await card.getByTestId("editor-image-input").setInputFiles(await pngFile("inline.png", { r: 20, g: 120, b: 90 }, 64, 64));
    expect((await upload).status()).toBe(201);
    await expect(editor.locator("img")).toHaveAttribute("src", /^\/media\//);
    await submitAndExpectSaved(card);
    const html = (await readBlock(api, "approach")).content ?? "";
    expect(html).toMatch(/<img src="\/media\/[^"]+"/);
    expect(html).not.toContain("data:image");
  });

  test("image types other than png, gif, jpeg, bmp and x-icon are refused with a message", async ({ page }) => {
    const { card, editor } = await openApproach(page);
    await editor.click();
    let uploads = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/media")) uploads++;
    });
    await card.getByTestId("editor-image-input").setInputFiles({ name: "x.webp", mimeType: "image/webp", buffer: Buffer.from("RIFF0000WEBP") });
    await expect(card.getByRole("alert")).toHaveText("Only PNG, JPEG, GIF, BMP and ICO images can be inserted.");
    await expect(editor.locator("img")).toHaveCount(0);
    expect(uploads).toBe(0);
  });

  test("link addresses are checked: unsafe ones are refused, bare domains become https", async ({ page, api }) => {
    const { card, editor, toolbar } = await openApproach(page);
    await editor.fill("Read our report");
    await editor.press("ControlOrMeta+a");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const address = card.getByRole("textbox", { name: "Link address" });
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(card.getByRole("alert")).toContainText("Links must start with http://, https://, mailto: or tel:");
    await expect(editor.locator("a")).toHaveCount(0);

    await address.fill("example.com/report");
    await address.press("Enter");
    await expect(editor.locator("a")).toHaveAttribute("href", "https://example.com/report");
    await submitAndExpectSaved(card);
    expect((await readBlock(api, "approach")).content).toContain('href="https://example.com/report"');
  });

  test("video links from YouTube and Vimeo become embeds; other addresses are refused", async ({ page, api }) => {
    const { card, editor, toolbar } = await openApproach(page);
    await editor.fill("Watch:");
    await editor.press("End");
    await toolbar.getByRole("button", { name: "Embed video" }).click();
    const address = card.getByRole("textbox", { name: "Video address (YouTube or Vimeo)" });
    await address.fill("https://example.com/movie.mp4");
    await address.press("Enter");
    await expect(card.getByRole("alert")).toHaveText("Only YouTube and Vimeo videos can be embedded. Paste the address of the video's page.");
    await expect(editor.locator("iframe")).toHaveCount(0);

    await address.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await address.press("Enter");
    await expect(editor.locator("iframe.ql-video")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");

    await toolbar.getByRole("button", { name: "Embed video" }).click();
    await address.fill("https://vimeo.com/76979871");
    await address.press("Enter");
    await expect(editor.locator("iframe.ql-video").nth(1)).toHaveAttribute("src", "https://player.vimeo.com/video/76979871");

    await submitAndExpectSaved(card);
    const html = (await readBlock(api, "approach")).content ?? "";
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  test("formulas are typeset with KaTeX in the editor and stored as TeX", async ({ page, api }) => {
    const { card, editor, toolbar } = await openApproach(page);
    await editor.fill("Growth: ");
    await editor.press("End");
    await toolbar.getByRole("button", { name: "Insert formula" }).click();
    const tex = card.getByRole("textbox", { name: "Formula (TeX)" });
    await tex.fill("e=mc^2");
    await tex.press("Enter");
    await expect(editor.locator(".ql-formula .katex")).toBeVisible();
    await submitAndExpectSaved(card);
    expect((await readBlock(api, "approach")).content).toContain('data-value="e=mc^2"');
  });
});

test("public pages do not load the admin, the editor or KaTeX", async ({ page }) => {
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(r.url());
    if (r.request().resourceType() === "stylesheet") styles.push(r.url());
  });
  for (const path of ["/", "/our-investments", "/news-and-events"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const js = await (await page.request.get(url)).text();
    for (const marker of ["Leave with unsaved changes?", "Formatting for ", "katex-html", "Sign in to edit the content"]) {
      expect(js.includes(marker), `${url} holds admin code (${marker})`).toBe(false);
    }
  }
  for (const url of styles) {
    const css = await (await page.request.get(url)).text();
    expect(css.includes(".admin-shell") || css.includes(".ql-toolbar"), `${url} holds admin styles`).toBe(false);
  }
});
