import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { singletonUrl } from "./support/content.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { rawGet } from "./support/requests.ts";
import { sharedDatabase, startInstance, watchDocumentStatuses, type Instance, type SharedDatabase } from "./support/instances.ts";
import { TINY_PNG } from "./support/records.ts";

const PAGES = ["/", "/about-us/who-we-are", "/our-investments", "/news-and-events/low-cup", "/contacts"];

test.describe("page revalidation", () => {
  for (const pagePath of PAGES) {
    test(`${pagePath} carries a strong ETag with no-cache and answers a repeat 304 without a body`, async ({ request }) => {
      const first = await request.get(pagePath);
      expect(first.status()).toBe(200);
      const etag = first.headers()["etag"];
      expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/ prefix
      expect(first.headers()["cache-control"]).toBe("no-cache");

      const again = await request.get(pagePath, { headers: { "If-None-Match": etag! } });
      expect(again.status()).toBe(304);
      expect(again.headers()["etag"]).toBe(etag);
      expect(await again.body()).toHaveLength(0);
    });
  }

  test("a cached public page is the same bytes on every answer, compressed once, under the same policy", async ({ baseURL }) => {
    const get = (encoding: string) => rawGet(new URL("/our-investments", baseURL).href, encoding);
    await get("br"); // rendered (and compressed in the background) if it was not cached yet
    await expect.poll(async () => (await get("br")).headers["content-length"], { message: "the stored brotli answer" }).toBeTruthy();
    const [a, b, plain, gz] = [await get("br"), await get("br"), await get("identity"), await get("gzip")];
    // Brotli whenever the client takes it, though Chrome names gzip first; never one it refuses.
    const [chrome, noBrotli] = [await get("gzip, deflate, br, zstd"), await get("br;q=0, gzip")];
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(chrome.body.equals(a.body)).toBe(true);
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    for (const res of [a, b, gz, chrome, noBrotli]) {
      // Sent from the compressed copy: its length is known (the middleware would stream it).
      expect(res.headers["content-length"]).toBe(String(res.body.length));
      expect(res.headers["server-timing"]).toContain("cache;desc=hit");
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    }
    expect(a.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(a.body.equals(b.body)).toBe(true);
    expect(a.headers["content-security-policy"]).toBe(b.headers["content-security-policy"]);
    expect(brotliDecompressSync(a.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(plain.headers["content-security-policy"]).toBe(a.headers["content-security-policy"]);
    expect(plain.body.toString()).toContain("</html>");
  });

  test("an edit changes the ETag at once, so the next load shows it", async ({ request, api }) => {
    const before = await request.get("/");
    const etag = before.headers()["etag"]!;
    const res = await api.patch(singletonUrl("heroText"), { data: { text: "A revalidated headline" } });
    expect(res.status()).toBe(200);
    try {
      const after = await request.get("/", { headers: { "If-None-Match": etag } });
      expect(after.status()).toBe(200);
      expect(after.headers()["etag"]).not.toBe(etag);
      expect(await after.text()).toContain("A revalidated headline");
    } finally {
      await api.patch(singletonUrl("heroText"), { data: { text: "" } });
    }
  });

  test("a reload in the browser is answered 304 and the page's scripts still run under its policy", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const statuses = await watchDocumentStatuses(page);
    await page.goto("/our-investments");
    await page.reload();
    await expect.poll(statuses).toEqual([200, 304]);
    // The scripted menu replaces the <details> one only once the page's enhancement script ran.
    const menu = page.locator(".mobile-menu--enhanced");
    await menu.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "contacts" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("two instances on one database", () => {
  let db: SharedDatabase;
  const instances: Instance[] = [];
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    db = await sharedDatabase();
    // One at a time: the first one creates the schema, the second finds it migrated.
    instances.push(await startInstance(db.env));
    instances.push(await startInstance(db.env));
  });
  test.afterAll(async () => {
    for (const i of instances) await i.stop();
    await db?.drop();
  });

  async function loginOn(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, url: string) {
    const anon = await playwright.request.newContext({ baseURL: url });
    const { token } = (await (await anon.post("/api/auth/login", { data: ADMIN })).json()) as { token: string };
    await anon.dispose();
    return playwright.request.newContext({ baseURL: url, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  }

  const headline = (page: Page) => page.getByRole("heading", { level: 1 });

  test("an edit through instance A shows on instance B's very next page load", async ({ page, playwright }) => {
    test.setTimeout(90_000); // six page loads on two more servers
    const [a, b] = instances as [Instance, Instance];
    const statuses = await watchDocumentStatuses(page);
    // Instance B has rendered and cached the page before the edit.
    await page.goto(`${b.url}/`);
    await page.reload();
    await expect.poll(statuses).toEqual([200, 304]);
    const original = await headline(page).textContent();

    const adminOnA = await loginOn(playwright, a.url);
    try {
      for (const text of ["First headline edited on A", "Second headline edited on A"]) {
        expect((await adminOnA.patch(singletonUrl("heroText"), { data: { text } })).status()).toBe(200);
        await page.reload();
        await expect(headline(page), `B's document answers: ${statuses.describe()}`).toHaveText(text);
      }
      // Unchanged since: B answers 304 again.
      await page.reload();
      await expect.poll(statuses).toEqual([200, 304, 200, 200, 304]);
    } finally {
      await adminOnA.patch(singletonUrl("heroText"), { data: { text: "" } });
      await adminOnA.dispose();
    }
    await page.reload();
    await expect(headline(page)).toHaveText(original ?? "");
  });

  test("a news item created on A is listed and readable on B once B is told of it, and gone from B once deleted on A", async ({ request, playwright }) => {
    const [a, b] = instances as [Instance, Instance];
    expect((await request.get(`${b.url}/news-and-events`)).status()).toBe(200); // cached on B
    expect((await request.get(`${b.url}/api/news-and-events`)).status()).toBe(200); // stored on B
    const adminOnA = await loginOn(playwright, a.url);
    try {
      const created = await adminOnA.post("/api/news-and-events", { data: { title: "Cross-instance news", subtitle: "Seen everywhere", content: "<p>Body</p>", newsImgUrl: TINY_PNG } });
      expect(created.status()).toBe(201);
      const { _id: id } = ((await created.json()) as { newsAndEvents: { _id: string } }).newsAndEvents;
      // A plain visit trusts B's memory of the revision, which on PostgreSQL is B's notification of
      // A's commit (docs/performance.md, "How answers learn it"): it may arrive a moment after A
      // answered, so B is asked until it has it. On SQLite the first answer is already the new one.
      const text = async (p: string) => (await request.get(`${b.url}${p}`)).text();
      const listed = async (shown: boolean) => {
        const check = (body: string) => (shown ? expect(body).toContain("Cross-instance news") : expect(body).not.toContain("Cross-instance news"));
        if (db.name === "SQLite") check(await text("/news-and-events"));
        else await expect(async () => check(await text("/news-and-events"))).toPass({ timeout: 10_000 });
      };
      await listed(true);
      expect((await request.get(`${b.url}/news-and-events/${id}`)).status()).toBe(200);
      // B's stored API list (made once per revision) is new at once too.
      expect(await text("/api/news-and-events")).toContain("Cross-instance news");

      expect((await adminOnA.delete(`/api/news-and-events/${id}`)).status()).toBe(204);
      await listed(false);
      expect(await text("/api/news-and-events")).not.toContain("Cross-instance news");
      expect((await request.get(`${b.url}/news-and-events/${id}`)).status()).toBe(404);
    } finally {
      await adminOnA.dispose();
    }
  });
});
