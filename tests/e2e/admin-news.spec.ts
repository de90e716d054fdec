import type { APIRequestContext, Page } from "@playwright/test";
import { pngFile, signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { recordRequests } from "./support/requests.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/news";
const PREFIX = "E2E news";

interface StoredNews {
  _id: string;
  title: string;
  subtitle: string;
  newsImgUrl: string;
  content: string;
}

async function storedNews(api: APIRequestContext): Promise<StoredNews[]> {
  const res = await api.get("/api/news-and-events");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { newsAndEvents: StoredNews[] }).newsAndEvents;
}

const form = (page: Page) => page.getByRole("region", { name: "Add news and events" });
const list = (page: Page) => page.getByRole("complementary", { name: "Published news" });

/** Fills the form: title, subtitle, the given images and a body typed into the editor. */
async function fillForm(page: Page, values: { title: string; subtitle: string; body: string; images: number }) {
  const card = form(page);
  await card.getByLabel("Title", { exact: true }).fill(values.title);
  await card.getByLabel("Subtitle").fill(values.subtitle);
  const files = [];
  for (let i = 0; i < values.images; i++) files.push(await pngFile(`photo-${i + 1}.png`, { r: 40 + i * 60, g: 90, b: 140 }, 320, 200));
  await card.getByLabel("Images").setInputFiles(files);
  await expect(card.getByRole("img", { name: /The chosen images/ })).toHaveCount(values.images);
  const body = card.getByRole("textbox", { name: "Body" });
  await body.click();
  await body.pressSequentially(values.body);
}

test.describe("admin: news and events", () => {
  test.afterEach(async ({ api }) => {
    for (const item of await storedNews(api)) {
      if (item.title.startsWith(PREFIX)) expect((await api.delete(`/api/news-and-events/${item._id}`)).status()).toBe(204);
    }
  });

  test("the list of stored titles is loaded when the screen opens, each with a named delete button", async ({ api, page }) => {
    const created = await api.post("/api/news-and-events", {
      data: { title: `${PREFIX} listed`, subtitle: "Already stored", content: "<p>Body</p>", newsImgUrl: `data:image/png;base64,${(await pngFile("a.png", { r: 1, g: 2, b: 3 })).buffer.toString("base64")}` },
    });
    expect(created.status()).toBe(201);
    await signIn(page, ADMIN, SCREEN);
    await expect(page).toHaveTitle("News and events | R28 CMS");
    await expect(page.getByRole("heading", { level: 1, name: "News and events" })).toBeVisible();
    await expect(list(page).getByText(`${PREFIX} listed`)).toBeVisible();
    await expect(list(page).getByRole("button", { name: `Delete ${PREFIX} listed` })).toBeVisible();
  });

  test("an item added in the form is saved with its images, listed, and shown on the public pages", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    const title = `${PREFIX} polo cup sponsorship`;
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/media") uploads.push(r.url());
    });
    await fillForm(page, { title, subtitle: "R28 sponsors the annual polo cup in Lagos", body: "The tournament drew a record crowd.", images: 2 });
    // Each image is uploaded as soon as it is chosen, before Submit.
    await expect(form(page).getByRole("status").filter({ hasText: "2 images are uploaded" })).toBeVisible();
    expect(uploads).toHaveLength(2);

    const create = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/news-and-events");
    await form(page).getByRole("button", { name: "Submit" }).click();
    expect((await create).postDataJSON()).toMatchObject({ newsImgUrl: expect.stringMatching(/^\/media\/[^,]+,\/media\/[^,]+$/) });

    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${title}’` })).toBeVisible();
    // The list is read again and the form is fresh for the next item.
    await expect(list(page).getByText(title)).toBeVisible();
    await expect(form(page).getByLabel("Title", { exact: true })).toHaveValue("");
    await expect(form(page).getByLabel("Subtitle")).toHaveValue("");
    await expect(form(page).getByRole("img", { name: /The chosen images/ })).toHaveCount(0);
    expect(uploads).toHaveLength(2);

    const item = (await storedNews(api)).find((n) => n.title === title);
    expect(item).toBeDefined();
    const images = item!.newsImgUrl.split(",");
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(/^\/media\//);
    // Quill may keep a typed space as a no-break space.
    expect(item!.content.replace(/\u00a0/g, " ")).toContain("The tournament drew a record crowd.");

    await page.goto("/news-and-events");
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    await page.goto(`/news-and-events/${item!._id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("The tournament drew a record crowd.")).toBeVisible();
  });

  test("deleting asks first; 'Cancel' keeps the item, 'Delete' removes it here and from the public site", async ({ api, page }) => {
    const title = `${PREFIX} to delete`;
    const res = await api.post("/api/news-and-events", {
      data: { title, subtitle: "Soon gone", content: "", newsImgUrl: `data:image/png;base64,${(await pngFile("b.png", { r: 9, g: 9, b: 9 })).buffer.toString("base64")}` },
    });
    const id = ((await res.json()) as { newsAndEvents: StoredNews }).newsAndEvents._id;
    await signIn(page, ADMIN, SCREEN);

    await list(page).getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ‘${title}’?` });
    await expect(dialog).toBeVisible();
    // Focus starts on the way out, not on the action that cannot be undone.
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(list(page).getByText(title)).toBeVisible();

    await list(page).getByRole("button", { name: `Delete ${title}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted ‘${title}’` })).toBeVisible();
    await expect(list(page).getByText(title)).toHaveCount(0);
    expect((await api.get(`/api/news-and-events/${id}`)).status()).toBe(404);

    const publicPage = await page.goto(`/news-and-events/${id}`);
    expect(publicPage?.status()).toBe(404);
    await page.goto("/news-and-events");
    await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  });

  test("a gallery is built in the form: photos added, captioned, described, reordered and removed with named buttons; the address is chosen", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    const title = `${PREFIX} gallery`;
    await fillForm(page, { title, subtitle: "Three photos, then two", body: "Text", images: 1 });
    const card = form(page);
    await card.getByLabel("Address").fill("e2e-gallery-story");
    const gallery = card.getByRole("group", { name: "Photo gallery" });
    await expect(gallery.getByText("No photos in the gallery.")).toBeVisible();
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push(await pngFile(`gallery-${i + 1}.png`, { r: 200 - i * 60, g: 60 + i * 50, b: 90 }, 300, 200));
    await gallery.getByLabel("Add photos").setInputFiles(photos);
    await expect(gallery.getByLabel(/^Alt text of photo \d$/)).toHaveCount(3);
    for (const [i, [alt, caption]] of [
      ["Red photo", "The first"],
      ["Green photo", "The second"],
      ["Blue photo", ""],
    ].entries()) {
      await gallery.getByLabel(`Alt text of photo ${i + 1}`).fill(alt as string);
      await gallery.getByLabel(`Caption of photo ${i + 1}`).fill(caption as string);
    }
    await expect(gallery.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();
    await expect(gallery.getByRole("button", { name: "Move photo 3 down" })).toBeDisabled();
    await gallery.getByRole("button", { name: "Move photo 3 up" }).click();
    await expect(gallery.getByLabel("Alt text of photo 2")).toHaveValue("Blue photo");
    await gallery.getByRole("button", { name: "Remove photo 1" }).click();
    await expect(gallery.getByLabel(/^Alt text of photo \d$/)).toHaveCount(2);
    await expect(gallery.getByLabel("Alt text of photo 1")).toHaveValue("Blue photo");

    await card.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${title}’` })).toBeVisible();
    const item = (await storedNews(api)).find((n) => n.title === title) as StoredNews & { slug: string; gallery: { image: string; alt: string; caption: string }[] };
    expect(item.slug).toBe("e2e-gallery-story");
    expect(item.gallery.map((g) => [g.alt, g.caption])).toEqual([
      ["Blue photo", ""],
      ["Green photo", "The second"],
    ]);
    for (const g of item.gallery) expect(g.image).toMatch(/^\/media\//);

    await page.goto("/news-and-events/e2e-gallery-story");
    await expect(page.locator(".gallery__thumb")).toHaveCount(2);
    await expect(page.locator(".gallery__thumb").first()).toHaveAttribute("aria-label", "Photo 1 of 2: Blue photo");
  });

  test("the address of a stored article is edited in its form; the old address then leads to the new one", async ({ api, page }) => {
    const res = await api.post("/api/news-and-events", {
      data: { title: `${PREFIX} moving`, subtitle: "Its address changes", slug: "e2e-moving-old", newsImgUrl: `data:image/png;base64,${(await pngFile("m.png", { r: 3, g: 4, b: 5 })).buffer.toString("base64")}` },
    });
    expect(res.status()).toBe(201);
    await signIn(page, ADMIN, SCREEN);
    await list(page).getByRole("button", { name: `Edit ${PREFIX} moving` }).click();
    const card = page.getByRole("region", { name: `Edit ‘${PREFIX} moving’` });
    await expect(card.getByLabel("Address")).toHaveValue("e2e-moving-old");
    // A bad address is refused beside the field.
    await card.getByLabel("Address").fill("Not A Slug!");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByText(/slug.*lower-case letters a-z|must use only lower-case/i).first()).toBeVisible();
    await card.getByLabel("Address").fill("e2e-moving-new");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${PREFIX} moving’` })).toBeVisible();
    const old = await page.request.get("/news-and-events/e2e-moving-old", { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe("/news-and-events/e2e-moving-new");
    await expect(page.getByRole("region", { name: "Old addresses" }).getByText("/news-and-events/e2e-moving-old")).toBeVisible();
  });

  test("an article's publication date is shown and edited in Lagos time; the public list follows it; a future date is refused", async ({ api, page }) => {
    const image = `data:image/png;base64,${(await pngFile("d.png", { r: 6, g: 7, b: 8 })).buffer.toString("base64")}`;
    for (const [title, publishedAt] of [
      [`${PREFIX} dated older`, "2025-05-01T08:00:00.000Z"],
      [`${PREFIX} dated newer`, "2025-06-01T08:00:00.000Z"],
    ] as const) {
      expect((await api.post("/api/news-and-events", { data: { title, subtitle: "Dated", newsImgUrl: image, publishedAt } })).status()).toBe(201);
    }
    await signIn(page, ADMIN, SCREEN);
    await list(page).getByRole("button", { name: `Edit ${PREFIX} dated older` }).click();
    const card = page.getByRole("region", { name: `Edit ‘${PREFIX} dated older’` });
    // 08:00 UTC is 09:00 in Lagos (WAT, UTC+1).
    await expect(card.getByLabel("Publication date")).toHaveValue("2025-05-01T09:00");
    await card.getByLabel("Publication date").fill("2099-01-01T09:00");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByText("Use Schedule to publish in the future")).toBeVisible();
    await card.getByLabel("Publication date").fill("2025-07-15T10:30");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${PREFIX} dated older’` })).toBeVisible();
    const saved = (await storedNews(api)).find((n) => n.title === `${PREFIX} dated older`) as StoredNews & { publishedAt: string };
    expect(saved.publishedAt).toBe("2025-07-15T09:30:00.000Z");
    // Now the newest of the two: first on the public list.
    const html = await (await page.request.get("/news-and-events")).text();
    expect(html.indexOf(`${PREFIX} dated older`)).toBeGreaterThan(-1);
    expect(html.indexOf(`${PREFIX} dated older`)).toBeLessThan(html.indexOf(`${PREFIX} dated newer`));
  });

  test("an article's History shows a gallery change as photos and words, and restores the gallery", async ({ api, page }) => {
    const photo = (n: number) => `/images/news/low-cup/0${n}.webp`;
    const created = await api.post("/api/news-and-events", {
      data: { title: `${PREFIX} history`, subtitle: "Gallery versions", newsImgUrl: photo(1), gallery: [{ image: photo(2), alt: "Goal posts", caption: "Before" }] },
    });
    const id = ((await created.json()) as { newsAndEvents: StoredNews }).newsAndEvents._id;
    expect((await api.patch(`/api/news-and-events/${id}`, { data: { gallery: [{ image: photo(3), alt: "Mallets", caption: "After" }] } })).status()).toBe(200);
    await signIn(page, ADMIN, SCREEN);
    await list(page).getByRole("button", { name: `Edit ${PREFIX} history` }).click();
    const card = page.getByRole("region", { name: `Edit ‘${PREFIX} history’` });
    await expect(card.getByLabel("Alt text of photo 1")).toHaveValue("Mallets");
    await card.getByRole("button", { name: `History of ‘${PREFIX} history’` }).click();
    const dialog = page.getByRole("dialog", { name: `History of ‘${PREFIX} history’` });
    const versions = dialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
    await expect(versions.first()).toContainText("Changed: Photo gallery");
    const detail = dialog.getByRole("region", { name: "The chosen version" });
    await expect(detail.locator("del").filter({ hasText: "Goal" })).toHaveCount(1);
    await expect(detail.locator("ins").filter({ hasText: "Mallets" })).toHaveCount(1);
    await expect(detail.locator(`img[src="${photo(3)}"]`)).toHaveCount(1);
    await versions.nth(1).click();
    await detail.getByRole("button", { name: /^Restore revision \d+$/ }).click();
    await page.getByRole("dialog", { name: /^Restore revision \d+\?$/ }).getByRole("button", { name: "Restore" }).click();
    await expect(dialog.getByRole("status")).toContainText(/Restored revision \d+\./);
    await dialog.getByRole("button", { name: "Close history" }).click();
    await expect(card.getByLabel("Alt text of photo 1")).toHaveValue("Goal posts");
    const stored = (await (await api.get(`/api/news-and-events/${id}`)).json()) as { newsAndEvents: { gallery: unknown[] } };
    expect(stored.newsAndEvents.gallery).toEqual([{ image: photo(2), alt: "Goal posts", caption: "Before" }]);
  });

  test("the browser requires title, subtitle and an image before anything is sent", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    const posts = recordRequests(page, (r) => r.method() === "POST");
    const card = form(page);
    for (const label of ["Title", "Subtitle", "Images"]) await expect(card.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    await card.getByRole("button", { name: "Submit" }).click();
    expect(await card.getByLabel("Title", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await card.getByLabel("Title", { exact: true }).fill("A title");
    await card.getByLabel("Subtitle").fill("A subtitle");
    await card.getByRole("button", { name: "Submit" }).click();
    expect(await card.getByLabel("Images").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await posts.sentSoFar()).toEqual([]);
  });

  test("the server's refusal is shown in words next to the form", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    // Spaces pass the browser's `required` check; the server trims them and refuses the title.
    await fillForm(page, { title: "   ", subtitle: `${PREFIX} refused`, body: "Text", images: 1 });
    await form(page).getByRole("button", { name: "Submit" }).click();
    await expect(form(page).getByRole("alert").filter({ hasText: "title is required" })).toBeVisible();
    await expect(form(page).getByText("Title is required", { exact: true })).toBeVisible();
    expect((await storedNews(api)).some((n) => n.subtitle === `${PREFIX} refused`)).toBe(false);
  });

  test("Submit is disabled while the item is being saved", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    await fillForm(page, { title: `${PREFIX} slow`, subtitle: "Slow network", body: "Text", images: 1 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/news-and-events", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const submit = form(page).getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByRole("status").filter({ hasText: `Saved ‘${PREFIX} slow’` })).toBeVisible();
  });

  test("the screen, with a list, chosen images and the delete dialog, has no axe violations", async ({ api, page }) => {
    await api.post("/api/news-and-events", {
      data: { title: `${PREFIX} axe`, subtitle: "Checked", content: "", newsImgUrl: `data:image/png;base64,${(await pngFile("c.png", { r: 5, g: 5, b: 5 })).buffer.toString("base64")}` },
    });
    await signIn(page, ADMIN, SCREEN);
    await fillForm(page, { title: `${PREFIX} axe form`, subtitle: "Sub", body: "Text", images: 2 });
    await expectNoAxeViolations(page, { include: "#main-content", label: "form with chosen images" });
    await list(page).getByRole("button", { name: `Delete ${PREFIX} axe` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, { include: "dialog", label: "delete dialog" });
  });
});
