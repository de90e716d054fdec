import { FALLBACKS } from "../../shared/fallbacks.ts";
import type { SingletonKey } from "../../shared/schemas/content.ts";
import { emptyContent, patchContent, restoreContent, TINY_PNG } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";

/** The pages whose body is a highlight and rich text from a content block, with a banner strip. */
const STORY_PAGES = [
  { path: "/about-us/who-we-are", h1: "Who We Are", key: "whoWeAre", banner: "whoWeAreBanner", builtIn: "/images/banners/who-we-are.webp" },
  { path: "/approach", h1: "Investing on a Value Basis", key: "approach", banner: "approachBanner", builtIn: "/images/banners/approach.webp" },
  { path: "/strategic-alliances", h1: "Creating Growth Opportunities", key: "strategicAlliances", banner: "strategicAlliancesBanner", builtIn: "/images/banners/strategic-alliances.webp" },
] as const satisfies readonly { path: string; h1: string; key: SingletonKey; banner: SingletonKey; builtIn: string }[];

test.describe("the about, approach and alliances pages", () => {
  test("/about-us tells the company's story and leads on to its three sub pages", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.getByRole("heading", { name: "A Nigerian investment group, built to last" })).toBeVisible();
    for (const heading of ["Our story", "What we own", "How we work"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Who we are/ })).toHaveAttribute("href", "/about-us/who-we-are");
    await expect(main.getByRole("link", { name: /Our culture & core values/ })).toHaveAttribute("href", "/about-us/our-culture-and-core-values");
    await expect(main.getByRole("link", { name: /Leadership/ })).toHaveAttribute("href", "/about-us/leadership");
  });

  for (const story of STORY_PAGES) {
    test(`${story.path} shows its hero, the stored highlight and body, and the built-in banner when none is stored`, async ({ page }) => {
      await page.goto(story.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.h1);
      const fallback = FALLBACKS[story.key];
      await expect(page.getByRole("heading", { level: 2, name: fallback.highlight })).toBeVisible();
      await expect(page.locator(".highlight-section .rich-text p").first()).toBeVisible();
      const banner = page.locator(".banner-strip");
      await expect(banner).toHaveCount(1);
      expect(await banner.getAttribute("style")).toContain(story.builtIn);
      await expect(banner.locator(".banner-strip__image")).toHaveCSS("background-attachment", "fixed");
      await expect(banner).toHaveCSS("height", "250px");
    });
  }

  test.describe("with stored content", () => {
    test.afterEach(async ({ api }) => {
      for (const story of STORY_PAGES) {
        await restoreContent(api, story.key);
        await patchContent(api, story.banner, { bannerImgString: "" });
      }
      await restoreContent(api, "coreValues");
    });

    for (const story of STORY_PAGES) {
      test(`${story.path} shows the stored highlight, body and banner image`, async ({ api, page }) => {
        await patchContent(api, story.key, { highlight: `Stored highlight of ${story.key}`, content: "<p>Stored <em>body</em> text.</p>" });
        await patchContent(api, story.banner, { bannerImgString: TINY_PNG });
        await page.goto(story.path);
        await expect(page.getByRole("heading", { level: 2, name: `Stored highlight of ${story.key}` })).toBeVisible();
        await expect(page.locator(".rich-text em", { hasText: "body" })).toBeVisible();
        expect(await page.locator(".banner-strip").getAttribute("style")).toMatch(/url\(&quot;\/media\/|url\("\/media\//);
      });

      test(`${story.path} shows the fallback texts when its stored block is empty`, async ({ api, page }) => {
        await emptyContent(api, story.key);
        await page.goto(story.path);
        await expect(page.getByRole("heading", { level: 2, name: FALLBACKS[story.key].highlight })).toBeVisible();
        const firstSentence = FALLBACKS[story.key].content.replace(/<[^>]+>/g, " ").trim().slice(0, 40);
        await expect(page.getByText(firstSentence)).toBeVisible();
      });
    }

    test("the core values page shows stored value texts and falls back per value when empty", async ({ api, page }) => {
      await patchContent(api, "coreValues", { integrity: "Stored integrity text.", excellence: "", innovation: "" });
      await page.goto("/about-us/our-culture-and-core-values");
      await expect(page.getByText("Stored integrity text.")).toBeVisible();
      await expect(page.getByText(FALLBACKS.coreValues.excellence)).toBeVisible();
      await expect(page.getByText(FALLBACKS.coreValues.innovation)).toBeVisible();
    });
  });

  test("'Culture Built on Enduring Values' shows Integrity, Excellence and Innovation with an icon, a tagline and a description, and the banner", async ({ page }) => {
    await page.goto("/about-us/our-culture-and-core-values");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Culture Built on Enduring Values");
    const values = page.getByRole("article");
    await expect(values).toHaveCount(3);
    for (const [i, [name, tagline, key]] of (
      [
        ["Integrity", "Our word is our bond", "integrity"],
        ["Excellence", "The best work, every time", "excellence"],
        ["Innovation", "Better ways to build", "innovation"],
      ] as const
    ).entries()) {
      const card = values.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(card.getByText(tagline, { exact: true })).toBeVisible();
      await expect(card.getByText(FALLBACKS.coreValues[key])).toBeVisible();
      await expect(card.locator("svg[aria-hidden='true']")).toHaveCount(1);
    }
    expect(await page.locator(".banner-strip").getAttribute("style")).toContain("/images/banners/core-values.webp");
  });
});

test.describe("banner strips on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("are 200px high", async ({ page }) => {
    await page.goto("/approach");
    await expect(page.locator(".banner-strip")).toHaveCSS("height", "200px");
  });

  test("page heroes are 70% of the viewport high", async ({ page }) => {
    await page.goto("/approach");
    const box = await page.locator(".page-hero").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(Math.round(844 * 0.7) - 1);
  });
});

test.describe("page heroes on a very large screen", () => {
  test.use({ viewport: { width: 1920, height: 1200 } });

  test("are 50% of the viewport high", async ({ page }) => {
    await page.goto("/approach");
    const box = await page.locator(".page-hero").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(600);
  });
});
