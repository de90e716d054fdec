import { FALLBACKS } from "../../shared/fallbacks.ts";
import { emptyContent, patchContent, restoreContent } from "./support/content.ts";
import { expect, test } from "./support/fixtures.ts";
import { motionSettled } from "./support/motion.ts";

/** SPEC section 2: the eight sector cards, their AUM subtitles, colours and reveal directions. */
const SECTORS = [
  ["Construction & Engineering Solutions", "$67B AUM", "rgb(33, 74, 116)", "0"],
  ["Real Estate", "$24B AUM", "rgb(47, 104, 113)", "0"],
  ["Telecommunication & Technology Solutions", "$18B AUM", "rgb(187, 158, 94)", "0"],
  ["Aviation & Infrastructure", "$18B AUM", "rgb(94, 109, 71)", "-100%"],
  ["Manufacturing", "$18B AUM", "rgb(91, 83, 41)", "0"],
  ["Energy", "$18B AUM", "rgb(139, 83, 41)", "0"],
  ["Retail Business", "$18B AUM", "rgb(85, 59, 100)", "0"],
  ["Healthcare", "$18B AUM", "rgb(43, 86, 41)", "-100%"],
] as const;

/** SPEC section 2: every company the cards link to. */
const CARD_LINKS = ["arbico", "nivafer", "fidc", "biswal", "afl", "aac", "veenocks", "eco-joinery", "osc", "r28-energy", "biswal-oil-and-gas", "prestige-chen-jun", "posmoreti", "anker", "utopian"];

// The hero's video and its openings are what this spec checks: motion on (the suite's default is off).
test.use({ reducedMotion: "no-preference" });

test.describe("the home page", () => {
  test("opens with a full-screen looping muted background video, the hero text and a down arrow to the overview", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video.home-hero__video");
    await expect(video).toHaveAttribute("autoplay", "");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("poster", /\/images\/home\/hero-poster\.webp$/);
    await expect(video.locator("source")).toHaveCount(2);
    // Muted by the attribute and, once scripts run, by the property too.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    const box = await page.locator(".home-hero").boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FALLBACKS.heroText.text);
    const down = page.getByRole("link", { name: "Scroll down to the overview" });
    await expect(down).toHaveAttribute("href", "#overview");
    await down.click();
    await expect(page.getByRole("heading", { name: FALLBACKS.overview.highlight })).toBeInViewport();
  });

  test("the background video can be paused and played", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Pause the background video" });
    await pause.click();
    await expect(page.getByRole("button", { name: "Play the background video" })).toBeVisible();
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("shows the overview, and the statistics band 'R28 at a Glance' with four figures and their labels", async ({ page }) => {
    await page.goto("/");
    const overview = page.locator("#overview");
    await expect(overview.getByRole("heading", { level: 2 })).toHaveText(FALLBACKS.overview.highlight);
    await expect(overview.getByText("R28 is a Nigerian private investment holding company.")).toBeVisible();
    const band = page.getByRole("region", { name: "R28 at a Glance" });
    await expect(band.getByRole("heading", { level: 2 })).toHaveText("R28 at a Glance");
    const figures = [
      ["10", "Business Sectors"],
      ["14", "Active Portfolio Companies"],
      ["2000+", "Professional Employees"],
      ["100", "Operation professionals with specialised sector knowledge and experience"],
    ];
    await expect(band.locator("dd")).toHaveText(figures.map(([n]) => n as string));
    await expect(band.locator("dt")).toHaveText(figures.map(([, label]) => label as string));
  });

  test("'What we do' shows the eight sector cards with their titles, AUM subtitles, colours and directions, four to a row on wide screens", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#what-we-do");
    await expect(section.getByText("What we do", { exact: true })).toBeVisible();
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(FALLBACKS.whatWeDo.highlight);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(8);
    for (const [i, [title, subtitle, colour, direction]] of SECTORS.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.getByText(subtitle, { exact: true })).toBeVisible();
      await expect(card).toHaveCSS("border-top-color", colour);
      await expect(card).toHaveAttribute("data-direction", direction);
      await expect(card.locator(".sector-card__icon svg")).toHaveAttribute("aria-hidden", "true");
    }
    const tops = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cards.nth(i).boundingBox())?.y));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0] as number);
  });

  test("all eight cards show the same right-pointing arrow in the same place, whichever way their panel opens", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#what-we-do").getByRole("article");
    await expect(cards).toHaveCount(8);
    const arrows = await cards.evaluateAll((all) =>
      all.map((card) => {
        const toggle = card.querySelector(".sector-card__toggle") as HTMLElement;
        return { drawing: toggle.querySelector("svg")?.innerHTML ?? "", offset: Math.round(toggle.getBoundingClientRect().left - card.getBoundingClientRect().left) };
      }),
    );
    expect(new Set(arrows.map((a) => a.drawing)).size).toBe(1);
    expect(new Set(arrows.map((a) => a.offset)).size).toBe(1);
    // The drawing is the right arrow: its head points right (M14 6l6 6-6 6).
    expect(arrows[0]?.drawing).toContain("M14 6l6 6-6 6");
  });

  test("each arrow toggles its own card open with 'company' or 'companies' and links, and cards never close each other", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#what-we-do");
    const construction = section.getByRole("button", { name: "Show the companies of Construction & Engineering Solutions" });
    await expect(construction).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByRole("link", { name: "Arbico" })).toBeHidden();

    await construction.click();
    const open = section.getByRole("button", { name: "Hide the companies of Construction & Engineering Solutions" });
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const constructionCard = section.getByRole("article", { name: "Construction & Engineering Solutions" });
    await expect(constructionCard.getByRole("heading", { level: 4 })).toHaveText("companies");
    await expect(constructionCard.getByRole("link", { name: "Arbico" })).toHaveAttribute("href", "/our-investments/arbico");

    // Opening a second card leaves the first open; it widens (its row makes room for it).
    await motionSettled(page);
    const closedWidth = (await section.getByRole("article", { name: "Real Estate" }).boundingBox())?.width ?? 0;
    await section.getByRole("button", { name: "Show the company of Real Estate" }).click();
    const realEstate = section.getByRole("article", { name: "Real Estate" });
    await expect(realEstate.getByRole("heading", { level: 4 })).toHaveText("company");
    await expect(realEstate.getByRole("link")).toHaveCount(1);
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(constructionCard.getByRole("link", { name: "Arbico" })).toBeVisible();
    await expect.poll(async () => (await realEstate.boundingBox())?.width ?? 0).toBeGreaterThan(closedWidth);

    // Closing one leaves the other open. The row is still widening the second card: the arrow
    // is clicked once nothing moves (under load a click could land while the layout shifts).
    await motionSettled(page);
    await open.click();
    await expect(construction).toHaveAttribute("aria-expanded", "false");
    await expect(constructionCard.getByRole("link", { name: "Arbico" })).toBeHidden();
    await expect(realEstate.getByRole("link")).toBeVisible();
  });

  test("the cards link to every portfolio company of the SPEC list exactly once", async ({ page }) => {
    await page.goto("/");
    const links = page.locator('#what-we-do .sector-card a[href^="/our-investments/"]');
    await expect(links).toHaveCount(CARD_LINKS.length);
    for (const slug of CARD_LINKS) {
      await expect(page.locator(`#what-we-do .sector-card a[href="/our-investments/${slug}"]`), slug).toHaveCount(1);
    }
  });

  test("the arrow works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Show the company of Healthcare" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Hide the company of Healthcare" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("article", { name: "Healthcare" }).getByRole("link")).toBeFocused();
  });
});

test.describe("the home page with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("pauses the background video and shows its poster", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.locator("video")).toBeHidden();
    await expect(page.locator(".home-hero")).toHaveCSS("background-image", /hero-poster\.webp/);
  });
});

test.describe("the home page with empty stored content", () => {
  const KEYS = ["overview", "stats", "whatWeDo"] as const;
  test.afterEach(async ({ api }) => {
    for (const key of KEYS) await restoreContent(api, key);
  });

  test("shows the fallback texts for the overview, statistics and 'What we do'", async ({ api, page }) => {
    for (const key of KEYS) await emptyContent(api, key);
    await page.goto("/");
    await expect(page.locator("#overview h2")).toHaveText(FALLBACKS.overview.highlight);
    await expect(page.locator("#overview").getByText("Since 2007 we have built, owned and patiently grown")).toBeVisible();
    await expect(page.locator(".stats-band dd")).toHaveText(["10", "14", "2000+", "100"]);
    await expect(page.locator("#what-we-do h2")).toHaveText(FALLBACKS.whatWeDo.highlight);
  });

  test("shows stored content when there is some", async ({ api, page }) => {
    await patchContent(api, "overview", { highlight: "Patient by design", content: "<p>Stored overview text.</p>" });
    await patchContent(api, "stats", { sectors: "11", portfolios: "15", employees: "2500+", operations: "120" });
    await page.goto("/");
    await expect(page.locator("#overview h2")).toHaveText("Patient by design");
    await expect(page.locator("#overview").getByText("Stored overview text.")).toBeVisible();
    await expect(page.locator(".stats-band dd")).toHaveText(["11", "15", "2500+", "120"]);
  });
});
