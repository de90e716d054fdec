import type { Page } from "@playwright/test";
import { MESSAGES } from "../../shared/constants.ts";
import { fixedArticles } from "../../shared/content/news.ts";
import { expect, test } from "./support/fixtures.ts";
import { lowCupGallery } from "../../shared/content/images.ts";
import { clearNews, createNews, emptyNews, TINY_PNG, TINY_PNG_2, TINY_PNG_3 } from "./support/records.ts";

const LOW_CUP = fixedArticles.find((a) => a.slug === "low-cup")!;
const ARENA = fixedArticles.find((a) => a.slug === "lagos-arena")!;
const cardTitles = (page: Page) => page.locator(".news-card__title");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search news and events" });
/** Opens the list and waits until the search filters as you type (scripts have run). */
async function openNews(page: Page, query = "") {
  await page.goto(`/news-and-events${query}`);
  await expect(page.locator("form.news-search[data-enhanced]")).toBeAttached();
}

test.describe("news and events: the list", () => {
  test.beforeEach(async ({ api }) => {
    await clearNews(api);
  });
  test.afterEach(async ({ api }) => {
    await clearNews(api);
  });

  test("with no news of staff's own, the two built-in articles are listed, low-cup last", async ({ page }) => {
    await page.goto("/news-and-events");
    await expect(page.getByRole("heading", { level: 1, name: "News and Events" })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([ARENA.title, LOW_CUP.title]);
    await expect(page.getByRole("link", { name: new RegExp(LOW_CUP.title) })).toHaveAttribute("href", "/news-and-events/low-cup");
    await expect(page.getByRole("link", { name: new RegExp(ARENA.title) })).toHaveAttribute("href", "/news-and-events/lagos-arena");
  });

  test("a short list leads with its first story across the width, picture beside text; with three, the other two share a row", async ({ api, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const cards = page.locator(".news-page__list .news-card");
    const layout = () =>
      cards.evaluateAll((all) =>
        all.map((c) => {
          const r = c.getBoundingClientRect();
          const media = c.querySelector(".news-card__media")!.getBoundingClientRect();
          const body = c.querySelector(".news-card__body")!.getBoundingClientRect();
          return { left: Math.round(r.left), top: Math.round(r.top), width: Math.round(r.width), beside: media.right <= body.left };
        }),
      );
    const listWidth = async () => Math.round((await page.locator(".news-page__list .card-grid").boundingBox())!.width);

    // One story alone (the built-in two put in the trash): it leads.
    await emptyNews(api);
    await createNews(api, { title: "Third in the list", subtitle: "Three" });
    await page.goto("/news-and-events");
    let cardsNow = await layout();
    expect(cardsNow).toHaveLength(1);
    expect(cardsNow[0]).toMatchObject({ width: await listWidth(), beside: true });

    // Three: the lead, then two side by side.
    await createNews(api, { title: "Second in the list", subtitle: "Two" });
    await createNews(api, { title: "Lead story", subtitle: "One" });
    await page.goto("/news-and-events");
    cardsNow = await layout();
    expect(cardsNow).toHaveLength(3);
    expect(cardsNow[0]).toMatchObject({ width: await listWidth(), beside: true });
    expect(cardsNow[1]?.top).toBe(cardsNow[2]?.top);
    expect(cardsNow[1]?.beside).toBe(false);
  });

  test.describe("with stored news", () => {
    const ids: string[] = [];
    test.beforeEach(async ({ api }) => {
      ids.length = 0;
      ids.push((await createNews(api, { title: "Groundbreaking in Abuja", subtitle: "A new office for the group", newsImgUrl: `${TINY_PNG_2},${TINY_PNG}` }))._id);
      ids.push((await createNews(api, { title: "Fibre ring completed", subtitle: "Two hundred kilometres of METROPOLITAN fibre" }))._id);
      ids.push((await createNews(api, { title: "Polo weekend recap", subtitle: "Sport and community" }))._id);
    });

    test("cards are newest first, link to their article's address, use the first image, and end with low-cup", async ({ page, api }) => {
      await page.goto("/news-and-events");
      await expect(cardTitles(page)).toHaveText(["Polo weekend recap", "Fibre ring completed", "Groundbreaking in Abuja", ARENA.title, LOW_CUP.title]);
      const abuja = page.locator(".news-card").filter({ hasText: "Groundbreaking in Abuja" });
      await expect(abuja.getByRole("link")).toHaveAttribute("href", "/news-and-events/groundbreaking-in-abuja");
      const stored = ((await (await api.get(`/api/news-and-events/${ids[0]}`)).json()) as { newsAndEvents: { newsImgUrl: string } }).newsAndEvents;
      await expect(abuja.locator("img")).toHaveAttribute("src", stored.newsImgUrl.split(",")[0] as string);
      await expect(abuja.locator("img")).toHaveAttribute("width", "600");
      await expect(abuja.locator("img")).toHaveAttribute("height", "400");
    });

    test("searches titles instantly and case-insensitively, and keeps the search in the URL", async ({ page }) => {
      await openNews(page);
      // The page must not reload while typing: a marker on window survives only client-side updates.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await search(page).pressSequentially("ABUJA");
      await expect(cardTitles(page)).toHaveText(["Groundbreaking in Abuja"]);
      await expect(page).toHaveURL(/\?q=ABUJA$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await expect(page.getByRole("status").filter({ hasText: "1 article found" })).toBeVisible();
    });

    test("searches subtitles too", async ({ page }) => {
      await openNews(page);
      await search(page).fill("metropolitan");
      await expect(cardTitles(page)).toHaveText(["Fibre ring completed"]);
      await search(page).fill("SPORT AND");
      await expect(cardTitles(page)).toHaveText(["Polo weekend recap"]);
    });

    test("the search covers the fixed low-cup card as well", async ({ page }) => {
      await openNews(page);
      await search(page).fill("low cup");
      await expect(cardTitles(page)).toHaveText([LOW_CUP.title]);
    });

    test("an empty search shows everything; no match says so", async ({ page }) => {
      await openNews(page, "?q=fibre");
      await expect(cardTitles(page)).toHaveText(["Fibre ring completed"]);
      await expect(search(page)).toHaveValue("fibre");
      await search(page).fill("");
      await expect(cardTitles(page)).toHaveCount(5);
      await search(page).fill("   ");
      await expect(cardTitles(page)).toHaveCount(5);
      await search(page).fill("zzz-nothing");
      await expect(cardTitles(page)).toHaveCount(0);
      await expect(page.getByText("No news or events match")).toBeVisible();
      await expect(page).toHaveURL(/\?q=zzz-nothing$/);
      // A reload renders the same search on the server.
      await page.reload();
      await expect(search(page)).toHaveValue("zzz-nothing");
      await expect(cardTitles(page)).toHaveCount(0);
    });

    test("a page opened on a search that matches nothing shows the cards styled as the full list once the search is cleared", async ({ page }) => {
      // Each page inlines only the rules its markup uses: this one had no card, so the cards come
      // with the full list's styles (client/enhance/dom.ts, fetchPage).
      const looks = () =>
        page.locator(".news-card").first().evaluate((card) => {
          const style = (part: string) => getComputedStyle(card.querySelector(`.news-card__${part}`)!);
          return { media: style("media").aspectRatio, body: [style("body").display, style("body").paddingTop], more: style("more").textTransform };
        });
      await openNews(page);
      const full = await looks();
      expect(await (await page.request.get("/news-and-events?q=zzz-nothing")).text()).not.toContain(".news-card__title");
      await openNews(page, "?q=zzz-nothing");
      await search(page).fill("");
      await expect(cardTitles(page)).toHaveCount(5);
      expect(await looks()).toEqual(full);
    });

    test("without JavaScript the search is a GET form with ?q=", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/news-and-events");
      await search(page).fill("Abuja");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/news-and-events\?q=Abuja$/);
      await expect(cardTitles(page)).toHaveText(["Groundbreaking in Abuja"]);
      await context.close();
    });
  });
});

test.describe("news and events: an article", () => {
  test.beforeEach(async ({ api }) => {
    await clearNews(api);
  });
  test.afterEach(async ({ api }) => {
    await clearNews(api);
  });

  test("shows the 'News and Events' hero, title, every image and the content as HTML", async ({ api, page }) => {
    const item = await createNews(api, {
      title: "Three pictures",
      subtitle: "An article with a gallery of uploads",
      newsImgUrl: [TINY_PNG, TINY_PNG_2, TINY_PNG_3].join(","),
      content: "<h2>Section heading</h2><p>Some <strong>bold</strong> words.</p>",
    });
    const res = await page.goto(`/news-and-events/${item._id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator(".page-hero__title")).toHaveText("News and Events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Three pictures");
    await expect(page.getByText("An article with a gallery of uploads")).toBeVisible();
    const urls = item.newsImgUrl.split(",");
    expect(urls).toHaveLength(3);
    const images = page.locator(".article img");
    await expect(images).toHaveCount(3);
    for (const [i, url] of urls.entries()) await expect(images.nth(i)).toHaveAttribute("src", url);
    await expect(page.getByRole("heading", { level: 2, name: "Section heading" })).toBeVisible();
    await expect(page.locator(".article .rich-text strong")).toHaveText("bold");
  });

  for (const width of [320, 390]) {
    test(`the search placeholder is shown whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/news-and-events");
      const fit = await page.locator("#news-search-q").evaluate(async (input: HTMLInputElement) => {
        await document.fonts.ready;
        const style = getComputedStyle(input);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, needed: ctx.measureText(input.placeholder).width, room };
      });
      expect(fit.text).toBe("Search by title or subtitle");
      expect(fit.needed).toBeLessThanOrEqual(fit.room);
    });
  }

  test("a second picture alone on its row is as wide as the article's text column", async ({ api, page }) => {
    const item = await createNews(api, { title: "Two pictures", subtitle: "Lead and one more", newsImgUrl: `${TINY_PNG},${TINY_PNG_2}` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/news-and-events/${item.slug}`);
    const lead = await page.locator(".article__figure").boundingBox();
    const second = await page.locator(".article__photos li").boundingBox();
    expect(second?.width).toBeCloseTo(lead?.width ?? 0, 0);
  });

  test("with one article, no 'Latest news and events' label and no link to an article that does not exist", async ({ api, page }) => {
    await emptyNews(api);
    const item = await createNews(api, { title: "The only one", subtitle: "Alone" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/news-and-events/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The only one");
    await expect(page.getByText(MESSAGES.latestNews)).toHaveCount(0);
    await expect(page.locator(".latest a")).toHaveCount(0);
  });

  test("with one staff article beside the built-in two: the label shows; the sidebar links the built-in two", async ({ api, page }) => {
    const item = await createNews(api, { title: "Beside the two", subtitle: "Three in all" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/news-and-events/${item.slug}`);
    const aside = page.getByRole("complementary", { name: MESSAGES.latestNews });
    await expect(aside.getByRole("link", { name: new RegExp(LOW_CUP.title) })).toHaveAttribute("href", "/news-and-events/low-cup");
    await expect(aside.getByRole("link", { name: new RegExp(ARENA.title) })).toHaveAttribute("href", "/news-and-events/lagos-arena");
  });

  test("with several articles: the label shows; desktop lists the built-in two, mobile the others without the current one", async ({ api, page }) => {
    const a = await createNews(api, { title: "First story", subtitle: "One" });
    const b = await createNews(api, { title: "Second story", subtitle: "Two" });
    const c = await createNews(api, { title: "Third story", subtitle: "Three" });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/news-and-events/${b._id}`);
    const aside = page.getByRole("complementary", { name: MESSAGES.latestNews });
    await expect(aside.getByRole("heading", { name: MESSAGES.latestNews })).toBeVisible();
    await expect(aside.getByRole("link")).toHaveText([new RegExp(LOW_CUP.title), new RegExp(ARENA.title)]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(aside.getByRole("heading", { name: MESSAGES.latestNews })).toBeVisible();
    await expect(aside.getByRole("link")).toHaveText([/Third story/, /First story/, new RegExp(ARENA.title), new RegExp(LOW_CUP.title)]);
    await expect(aside.getByRole("link", { name: /Third story/ })).toHaveAttribute("href", `/news-and-events/${c.slug}`);
    await expect(aside.getByRole("link", { name: /First story/ })).toHaveAttribute("href", `/news-and-events/${a.slug}`);
    await expect(aside.getByRole("link", { name: /Second story/ })).toHaveCount(0);
  });

  test("the id address shows the same article and names the slug address as canonical", async ({ api, page }) => {
    const item = await createNews(api, { title: "Harbour Opening in Apapa", subtitle: "A new terminal" });
    expect(item.slug).toBe("harbour-opening-in-apapa");
    const res = await page.goto(`/news-and-events/${item._id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Opening in Apapa");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/news-and-events/harbour-opening-in-apapa$`));
  });

  test("a changed address answers the old one with a 301 to the new one; chains collapse", async ({ api, page, request }) => {
    const item = await createNews(api, { title: "Renamed story", subtitle: "Moves twice", slug: "story-a" });
    for (const slug of ["story-b", "story-c"]) expect((await api.patch(`/api/news-and-events/${item._id}`, { data: { slug } })).status()).toBe(200);
    for (const old of ["story-a", "story-b"]) {
      const res = await request.get(`/news-and-events/${old}`, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers().location).toBe("/news-and-events/story-c");
    }
    await page.goto("/news-and-events/story-a");
    await expect(page).toHaveURL(/\/news-and-events\/story-c$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renamed story");
  });

  test("any article with a gallery shows it with the lightbox and each photo's caption", async ({ api, page }) => {
    const [one, two] = [lowCupGallery[3]!, lowCupGallery[6]!];
    const item = await createNews(api, {
      title: "Gallery on a staff article",
      subtitle: "Two photos",
      gallery: [
        { image: one.src, alt: "Ball and mallet on the turf", caption: "Ready for the throw-in" },
        { image: two.src, alt: "The grandstand at golden hour" },
      ],
    });
    await page.goto(`/news-and-events/${item.slug}`);
    await expect(page.locator(".gallery[data-enhanced]")).toBeAttached();
    const thumbs = page.locator(".gallery__thumb");
    await expect(thumbs).toHaveCount(2);
    await expect(thumbs.nth(0)).toHaveAttribute("href", one.src);
    await thumbs.nth(0).click();
    const dialog = page.getByRole("dialog", { name: "Gallery on a staff article: photo gallery" });
    await expect(dialog.locator(".lightbox__image")).toHaveAttribute("alt", "Ball and mallet on the turf");
    await expect(dialog).toContainText("Ready for the throw-in");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.locator(".lightbox__image")).toHaveAttribute("src", two.src);
    // Without a caption the photo's alt text is shown, as the built-in gallery always did.
    await expect(dialog).toContainText("The grandstand at golden hour");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.locator(".lightbox__image")).toHaveAttribute("src", one.src);
  });

  test("an unknown id is the not-found page with HTTP 404", async ({ page }) => {
    for (const id of ["0123456789abcdef01234567", "no-such-article"]) {
      const res = await page.goto(`/news-and-events/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: /Look like you're lost/ })).toBeVisible();
    }
  });

  test("the fixed articles link to each other under 'Latest news and events'", async ({ page }) => {
    for (const [from, to] of [
      [LOW_CUP, ARENA],
      [ARENA, LOW_CUP],
    ] as const) {
      const res = await page.goto(`/news-and-events/${from.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(from.title);
      await expect(page.locator(".page-hero__title")).toHaveText("News and Events");
      await expect(page.getByText(from.paragraphs[0] as string)).toBeVisible();
      // Stored now, they keep their own heroes, dates and breadcrumb.
      await expect(page.locator(".page-hero__image")).toHaveAttribute("src", from.heroImage);
      await expect(page.locator(".article__date")).toHaveAttribute("datetime", `${from.date}T12:00:00.000Z`);
      await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "News and Events" })).toHaveAttribute("href", "/news-and-events");
      const aside = page.getByRole("complementary", { name: MESSAGES.latestNews });
      await expect(aside.getByRole("link")).toHaveCount(1);
      await aside.getByRole("link", { name: new RegExp(to.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/news-and-events/${to.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.title);
    }
  });
});
