import type { SingletonKey } from "../../shared/schemas/content.ts";
import { part, pngFile, readBlock, signIn, snapshotBlocks, submitAndExpectSaved } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// The About, Approach and Strategic alliances editors: each banner and each text part is
// changed, submitted, confirmed, read again after a reload, and checked on its public page.

interface Screen {
  name: string;
  screen: string;
  publicPath: string;
  banner: { card: string; key: SingletonKey };
  text: { card: string; key: SingletonKey; fields: Record<string, string>; rich?: string };
}

const SCREENS: Screen[] = [
  {
    name: "Who we are",
    screen: "/admin/dashboard/about",
    publicPath: "/about-us/who-we-are",
    banner: { card: "Who we are banner", key: "whoWeAreBanner" },
    text: { card: "Who we are", key: "whoWeAre", fields: { Highlight: "Founded in Lagos, built for decades" }, rich: "Our story began with one construction company." },
  },
  {
    name: "Core values",
    screen: "/admin/dashboard/about",
    publicPath: "/about-us/our-culture-and-core-values",
    banner: { card: "Core values banner", key: "coreValuesBanner" },
    text: {
      card: "Core values",
      key: "coreValues",
      fields: {
        Integrity: "We keep our word to partners and staff alike.",
        Excellence: "We hold our work to the standard of the best.",
        Innovation: "We back better ways of building and serving.",
      },
    },
  },
  {
    name: "Approach",
    screen: "/admin/dashboard/approach",
    publicPath: "/approach",
    banner: { card: "Banner", key: "approachBanner" },
    text: { card: "Approach", key: "approach", fields: { Highlight: "Value first, always" }, rich: "We buy businesses for what they can become." },
  },
  {
    name: "Strategic alliances",
    screen: "/admin/dashboard/strategic-alliances",
    publicPath: "/strategic-alliances",
    banner: { card: "Banner", key: "strategicAlliancesBanner" },
    text: { card: "Strategic alliances", key: "strategicAlliances", fields: { Highlight: "Partners who share our horizon" }, rich: "We build alliances where every side gains." },
  },
];

const blocks = snapshotBlocks(SCREENS.flatMap((s) => [s.banner.key, s.text.key]));

test.describe("the About, Approach and Strategic alliances editors", () => {
  test.beforeEach(async ({ api, page }) => {
    await blocks.take(api);
    await signIn(page, ADMIN);
  });
  test.afterEach(async ({ api }) => blocks.restore(api));

  for (const [i, s] of SCREENS.entries()) {
    test(`${s.name}: a new banner is previewed, saved, shown as current after a reload, and used by ${s.publicPath}`, async ({ page, api }) => {
      await page.goto(s.screen);
      const card = part(page, s.banner.card);
      await expect(card.getByText("max 70KB, 1920px by 600px")).toBeVisible();
      const upload = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/media");
      await card.getByLabel("Banner image").setInputFiles(await pngFile(`banner-${i}.png`, { r: 40 + i * 40, g: 90, b: 140 }));
      expect((await upload).status()).toBe(201);
      await expect(card.getByRole("img", { name: "The chosen banner image" })).toBeVisible();
      await expect(card.getByText("New image, not saved yet")).toBeVisible();

      const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/banner-image/"));
      await submitAndExpectSaved(card);
      expect((await patch).postDataJSON()).toEqual({ bannerImgString: expect.stringMatching(/^\/media\//) });

      const stored = (await readBlock(api, s.banner.key)).bannerImgString ?? "";
      expect(stored).toMatch(/^\/media\//);
      await expect(card.getByRole("img", { name: "The current banner image" })).toHaveAttribute("src", stored);
      await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveCount(0);

      await page.reload();
      await expect(part(page, s.banner.card).getByRole("img", { name: "The current banner image" })).toHaveAttribute("src", stored);

      await page.goto(s.publicPath);
      await expect(page.locator(".banner-strip")).toHaveAttribute("style", new RegExp(stored.replace(/[.]/g, "\\.")));
    });

    test(`${s.name}: the text part is saved, read again after a reload, and shown on ${s.publicPath}`, async ({ page }) => {
      await page.goto(s.screen);
      const card = part(page, s.text.card);
      for (const [label, value] of Object.entries(s.text.fields)) await card.getByLabel(label).fill(value);
      if (s.text.rich) await card.getByRole("textbox", { name: "Content" }).fill(s.text.rich);
      await submitAndExpectSaved(card);

      await page.reload();
      const again = part(page, s.text.card);
      for (const [label, value] of Object.entries(s.text.fields)) await expect(again.getByLabel(label)).toHaveValue(value);
      if (s.text.rich) await expect(again.getByRole("textbox", { name: "Content" })).toHaveText(s.text.rich);

      await page.goto(s.publicPath);
      const main = page.getByRole("main");
      for (const value of Object.values(s.text.fields)) await expect(main.getByText(value)).toBeVisible();
      if (s.text.rich) await expect(main.getByText(s.text.rich)).toBeVisible();
    });
  }

  test("a banner upload refuses a file that is not an image, and Submit without a choice explains itself", async ({ page }) => {
    await page.goto("/admin/dashboard/approach");
    const card = part(page, "Banner");
    await card.getByLabel("Banner image").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
    await expect(card.getByRole("alert")).toHaveText("Choose a PNG, JPEG, GIF, WebP, BMP or ICO image.");
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveCount(0);
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("alert").filter({ hasText: "Choose an image to upload first." })).toBeVisible();
  });

  test("a chosen banner can be discarded before it is saved", async ({ page, api }) => {
    const before = await readBlock(api, "approachBanner");
    await page.goto("/admin/dashboard/approach");
    const card = part(page, "Banner");
    await card.getByLabel("Banner image").setInputFiles(await pngFile("discard.png", { r: 200, g: 60, b: 60 }));
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toBeVisible();
    await card.getByRole("button", { name: "Discard the chosen image" }).click();
    await expect(card.getByRole("img", { name: "The chosen banner image" })).toHaveCount(0);
    await expect(card.getByRole("status")).toHaveText("");
    expect(await readBlock(api, "approachBanner")).toEqual(before);
  });
});
