import { describe, expect, it } from "vitest";
import { storedSitemap } from "../../client/lib/sitemap.ts";

const server = (revision: { n: number }) => ({ database: { revision: { current: () => revision.n } } });

describe("a sitemap made once per content revision", () => {
  it("is made again only when the revision moves, and each server keeps its own", async () => {
    const a = { n: 1 };
    const first = server(a);
    const second = server({ n: 1 });
    let made = 0;
    const make = (label: string) => async () => `<urlset>${label} ${++made}</urlset>`;

    expect(await (await storedSitemap(first, "pages", make("first"))).text()).toBe("<urlset>first 1</urlset>");
    // The same revision: the stored XML, not made again.
    expect(await (await storedSitemap(first, "pages", make("first"))).text()).toBe("<urlset>first 1</urlset>");
    // Another server at the same revision number has content of its own.
    expect(await (await storedSitemap(second, "pages", make("second"))).text()).toBe("<urlset>second 2</urlset>");
    a.n = 2;
    expect(await (await storedSitemap(first, "pages", make("first"))).text()).toBe("<urlset>first 3</urlset>");
    expect(made).toBe(3);
  });
});
