import type { Page, Request, Route } from "@playwright/test";
import { MAX_IMAGE_BYTES } from "../../shared/schemas/media.ts";
import { part, pngFile, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/approach";
const blocks = snapshotBlocks(["approachBanner"]);

const isUpload = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/media";
const isBannerPatch = (r: Request) => r.method() === "PATCH" && r.url().includes("/api/approach/banner-image/");

/** Holds every upload at the network until `release()` (or fails them all with `fail()`). */
async function holdUploads(page: Page) {
  let settle: (how: "go" | "fail") => void = () => {};
  const decided = new Promise<"go" | "fail">((resolve) => (settle = resolve));
  await page.route("**/api/media", async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue(); // only uploads are held
    if ((await decided) === "go") await route.continue();
    else await route.abort("connectionfailed");
  });
  return { release: () => settle("go"), fail: () => settle("fail") };
}

/** Counts the requests that match, from now on. */
function count(page: Page, match: (r: Request) => boolean) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (match(r)) seen.push(r.url());
  });
  return seen;
}

test.describe("admin: images are uploaded when chosen", () => {
  test.beforeEach(async ({ api, page }) => {
    await blocks.take(api);
    await signIn(page, ADMIN, SCREEN);
  });
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("choosing an image uploads it at once with its progress, and the saved banner is a /media URL, never a data string", async ({ page, api }) => {
    const card = part(page, "Banner");
    const held = await holdUploads(page);
    const upload = page.waitForRequest(isUpload);
    await card.getByLabel("Banner image").setInputFiles(await pngFile("banner.png", { r: 30, g: 90, b: 150 }));
    // The upload starts on the choice, as multipart, before any Submit.
    expect((await upload).headers()["content-type"]).toMatch(/^multipart\/form-data/);
    const progress = card.getByRole("progressbar", { name: "Upload of banner.png" });
    await expect(progress).toBeVisible();
    await expect(card.getByRole("status").filter({ hasText: "Uploading banner.png…" })).toBeVisible();
    // The preview shows the chosen file at once (allowed by the admin's Content-Security-Policy).
    const chosen = card.getByRole("img", { name: "The chosen banner image" });
    await expect(chosen).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect.poll(() => chosen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(192);

    held.release();
    await expect(card.getByRole("status").filter({ hasText: "The image is uploaded. Submit to use it." })).toBeVisible();
    await expect(progress).toHaveJSProperty("value", 100);

    const patch = page.waitForRequest(isBannerPatch);
    await submitAndExpectSaved(card);
    const sent = (await patch).postDataJSON() as { bannerImgString: string };
    expect(sent.bannerImgString).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const stored = (await readBlock(api, "approachBanner")).bannerImgString ?? "";
    expect(stored).toBe(sent.bannerImgString);
    expect(stored).not.toContain("data:");
    await expect(card.getByRole("img", { name: "The current banner image" })).toHaveAttribute("src", stored);
  });

  test("a file of another type is refused in words before any upload, and Submit saves nothing", async ({ page, api }) => {
    const before = await readBlock(api, "approachBanner");
    const card = part(page, "Banner");
    const uploads = count(page, isUpload);
    await expect(card.getByLabel("Banner image")).toHaveAttribute("accept", /image\/png.*\.png/);
    await card.getByLabel("Banner image").setInputFiles({ name: "drawing.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
    await expect(card.getByRole("alert")).toHaveText("Choose a PNG, JPEG, GIF, WebP, BMP or ICO image.");
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveCount(0);

    const patches = count(page, isBannerPatch);
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("alert").filter({ hasText: "Not saved. Choose an image to upload first." })).toBeVisible();
    expect(uploads).toEqual([]);
    expect(patches).toEqual([]);
    expect(await readBlock(api, "approachBanner")).toEqual(before);
  });

  test("a file the server cannot read as an image is refused in words, and nothing is saved", async ({ page, api }) => {
    const before = await readBlock(api, "approachBanner");
    const card = part(page, "Banner");
    const upload = page.waitForResponse((r) => isUpload(r.request()));
    await card.getByLabel("Banner image").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
    expect((await upload).status()).toBe(400);
    await expect(card.getByRole("alert")).toHaveText("fake.png was not uploaded: The file is not a readable image");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("alert").filter({ hasText: "Not saved. Choose an image to upload first." })).toBeVisible();
    expect(await readBlock(api, "approachBanner")).toEqual(before);
  });

  test(`an image over ${MAX_IMAGE_BYTES / 1024 / 1024} MB is refused before it is sent`, async ({ page }) => {
    const card = part(page, "Banner");
    const uploads = count(page, isUpload);
    // The file is made in the page: sending 10 MB through the test protocol is slow.
    await card.getByLabel("Banner image").evaluate((input: HTMLInputElement, bytes) => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], "huge.png", { type: "image/png" }));
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }, MAX_IMAGE_BYTES + 1);
    await expect(card.getByRole("alert")).toHaveText("huge.png is larger than 10 MB. Choose a smaller image.");
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test("Submit while an upload is running waits for it, then saves the uploaded image", async ({ page, api }) => {
    const card = part(page, "Banner");
    const held = await holdUploads(page);
    const patches = count(page, isBannerPatch);
    const upload = page.waitForRequest(isUpload);
    await card.getByLabel("Banner image").setInputFiles(await pngFile("queued.png", { r: 120, g: 40, b: 90 }));
    await upload;
    const submit = card.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(card.getByRole("status").filter({ hasText: "Waiting for the image upload to finish…" })).toBeVisible();
    await expect(submit).toBeDisabled();
    expect(patches).toEqual([]);

    const patch = page.waitForRequest(isBannerPatch);
    held.release();
    await expect(card.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved");
    expect(((await patch).postDataJSON() as { bannerImgString: string }).bannerImgString).toMatch(/^\/media\//);
    expect(patches).toHaveLength(1);
    expect((await readBlock(api, "approachBanner")).bannerImgString).toMatch(/^\/media\//);
  });

  test("Submit during an upload that then fails saves nothing and says why", async ({ page, api }) => {
    const before = await readBlock(api, "approachBanner");
    const card = part(page, "Banner");
    const held = await holdUploads(page);
    const patches = count(page, isBannerPatch);
    const upload = page.waitForRequest(isUpload);
    await card.getByLabel("Banner image").setInputFiles(await pngFile("lost.png", { r: 10, g: 140, b: 90 }));
    await upload;
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Waiting for the image upload to finish…" })).toBeVisible();

    held.fail();
    const reason = "lost.png was not uploaded: The server could not be reached. Check your connection and try again.";
    await expect(card.getByRole("alert").filter({ hasText: `Not saved. ${reason} Choose the image again, then Submit.` })).toBeVisible();
    await expect(card.getByRole("alert").filter({ hasText: /^lost\.png was not uploaded/ })).toHaveText(reason);
    await expect(card.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(patches).toEqual([]);
    expect(await readBlock(api, "approachBanner")).toEqual(before);
  });

  test("news images are uploaded when chosen; the file input stays required until one upload succeeded", async ({ page }) => {
    await page.goto("/admin/dashboard/news");
    const card = page.getByRole("region", { name: "Add news and events" });
    const input = card.getByLabel("Images");
    await expect(input).toHaveAttribute("multiple", "");
    await expect(input).toHaveAttribute("required", "");

    const held = await holdUploads(page);
    await input.setInputFiles([await pngFile("one.png", { r: 200, g: 10, b: 10 }), await pngFile("two.png", { r: 10, g: 200, b: 10 })]);
    await expect(card.getByRole("status").filter({ hasText: "Uploading 2 of 2 images…" })).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "Upload of one.png" })).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "Upload of two.png" })).toBeVisible();
    held.fail();
    await expect(card.getByText("two.png was not uploaded: The server could not be reached. Check your connection and try again.").first()).toBeVisible();
    // Nothing was uploaded: the browser asks for an image again.
    await expect(input).toHaveAttribute("required", "");
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await page.unroute("**/api/media");
    await input.setInputFiles(await pngFile("three.png", { r: 10, g: 10, b: 200 }));
    await expect(card.getByRole("status").filter({ hasText: "The image is uploaded. Submit to use it." })).toBeVisible();
    await expect(input).not.toHaveAttribute("required", "");
    await expect(card.getByRole("img", { name: "The chosen images" })).toBeVisible();
  });
});
