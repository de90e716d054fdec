import { ofType, structuredData } from "../helpers/structured-data.ts";
import { expect, test } from "./support/fixtures.ts";

const EXECUTIVES = [
  ["Chiamaka Nwankwo-Obi", "chiamaka-nwankwo-obi"],
  ["Yusuf Abdullahi Kolo", "yusuf-abdullahi-kolo"],
  ["Ifeoma Okeke-Adeniran", "ifeoma-okeke-adeniran"],
] as const;
const CHAIRMAN = ["Oluwaseun Adeyemo-Bankole", "oluwaseun-adeyemo-bankole"] as const;

test.describe("the leadership pages", () => {
  test("the list shows three executive cards linking to their profiles, and the chairman under the board", async ({ page }) => {
    await page.goto("/about-us/leadership");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership");
    const executives = page.getByRole("region", { name: "Executive management" }).getByRole("article");
    await expect(executives).toHaveCount(3);
    for (const [i, [name, slug]] of EXECUTIVES.entries()) {
      await expect(executives.nth(i).getByRole("link", { name })).toHaveAttribute("href", `/about-us/leadership/${slug}`);
      await expect(executives.nth(i).getByRole("img")).toHaveAttribute("alt", new RegExp(name));
    }
    const board = page.getByRole("region", { name: "Board of Directors" });
    await expect(board.getByRole("link", { name: CHAIRMAN[0] })).toHaveAttribute("href", `/about-us/leadership/${CHAIRMAN[1]}`);
  });

  test("a card opens its profile with photo, name, biography and a breadcrumb back to the list", async ({ page }) => {
    await page.goto("/about-us/leadership");
    await page.getByRole("link", { name: "Yusuf Abdullahi Kolo" }).click();
    await expect(page).toHaveURL(/\/about-us\/leadership\/yusuf-abdullahi-kolo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yusuf Abdullahi Kolo");
    await expect(page.getByRole("img", { name: /Yusuf Abdullahi Kolo/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Biography" })).toBeVisible();
    await expect(page.getByText("Group Chief Financial Officer of R28")).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Leadership", "Yusuf Abdullahi Kolo"]);
    await expect(crumbs.getByRole("link", { name: "Leadership" })).toHaveAttribute("href", "/about-us/leadership");
    await expect(crumbs.getByText("Yusuf Abdullahi Kolo")).toHaveAttribute("aria-current", "page");
  });

  test("the founder and chairman's breadcrumb reads 'Leadership > Board of Directors'", async ({ page }) => {
    await page.goto(`/about-us/leadership/${CHAIRMAN[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAIRMAN[0]);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Leadership", "Board of Directors"]);
    await crumbs.getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/about-us\/leadership$/);
  });

  test("at 1440 px the three executives' portraits are the same height and their names start on the same line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about-us/leadership");
    const cards = page.locator(".leadership-grid .leader-card");
    await expect(cards).toHaveCount(3);
    const boxes = await cards.evaluateAll((all) =>
      all.map((c) => ({ photo: Math.round(c.querySelector(".leader-card__photo")!.getBoundingClientRect().height), name: Math.round(c.querySelector(".leader-card__name")!.getBoundingClientRect().top) })),
    );
    expect(new Set(boxes.map((b) => b.photo)).size).toBe(1);
    expect(new Set(boxes.map((b) => b.name)).size).toBe(1);
  });

  test("at 768 px each executive's card is a full-width row, not a squeezed column, and no name wraps past two lines", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/about-us/leadership");
    const cards = page.locator(".leadership-grid .leader-card");
    await expect(cards).toHaveCount(3);
    const sizes = await cards.evaluateAll((all) =>
      all.map((c) => {
        const name = c.querySelector(".leader-card__name") as HTMLElement;
        return { width: c.getBoundingClientRect().width, nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)) };
      }),
    );
    for (const size of sizes) {
      expect(size.width).toBeGreaterThan(600);
      expect(size.nameLines).toBeLessThanOrEqual(2);
    }
  });

  test("an unknown name answers 404 with the not-found page", async ({ page }) => {
    const res = await page.goto("/about-us/leadership/nobody-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Look like you're lost");
  });
});

test.describe("the leadership pages follow what is stored", () => {
  test("a profile is a Person in its structured data, and the sitemap lists every stored profile", async ({ request, baseURL }) => {
    const [person] = ofType(await structuredData(request, `/about-us/leadership/${EXECUTIVES[1][1]}`), "Person") as unknown as { name: string; jobTitle: string; url: string; worksFor: { name: string } }[];
    expect(person).toMatchObject({ name: EXECUTIVES[1][0], jobTitle: "Group Chief Financial Officer", url: `${baseURL}/about-us/leadership/${EXECUTIVES[1][1]}` });
    expect(person?.worksFor.name).toBe("R28 Holdings");
    // The sitemap is an index of parts: the profiles are in one of them.
    const index = await (await request.get("/sitemap.xml")).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(parts.length).toBeGreaterThan(0);
    const sitemap = (await Promise.all(parts.map(async (part) => (await request.get(part)).text()))).join("\n");
    for (const [, slug] of [CHAIRMAN, ...EXECUTIVES]) expect(sitemap).toContain(`${baseURL}/about-us/leadership/${slug}</loc>`);
  });

  test("a person's changed address answers 301 to the new one; once removed, their address is the not-found page", async ({ page, api, request }) => {
    const created = (await (await api.post("/api/leaders", { data: { name: "Folake Adewale", role: "Company Secretary", group: "board" } })).json()) as { _id: string };
    try {
      await page.goto("/about-us/leadership");
      await expect(page.getByRole("region", { name: "Board of Directors" }).getByRole("link", { name: "Folake Adewale" })).toHaveAttribute("href", "/about-us/leadership/folake-adewale");
      expect((await api.patch(`/api/leaders/${created._id}`, { data: { slug: "folake-adewale-secretary" } })).status()).toBe(200);
      const moved = await request.get("/about-us/leadership/folake-adewale", { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe("/about-us/leadership/folake-adewale-secretary");
      await page.goto("/about-us/leadership/folake-adewale-secretary");
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Leadership", "Board of Directors"]);
    } finally {
      expect((await api.delete(`/api/leaders/${created._id}`)).status()).toBe(204);
    }
    const gone = await page.goto("/about-us/leadership/folake-adewale-secretary");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Look like you're lost");
  });
});
