import { describe, expect, it } from "vitest";
import { storedEncoding } from "../../server/http/fast-answers.ts";
import { cleanPageUrl } from "../../server/http/page-url.ts";

describe("the address a public page is cached for", () => {
  it("drops the parameters the page does not read", () => {
    expect(cleanPageUrl("/news-and-events?utm_source=x")).toBe("/news-and-events");
    expect(cleanPageUrl("/?fbclid=abc&gclid=def")).toBe("/");
    expect(cleanPageUrl("/about-us/who-we-are?utm_medium=email&anything=1")).toBe("/about-us/who-we-are");
    expect(cleanPageUrl("/news-and-events/some-id?q=x")).toBe("/news-and-events/some-id");
  });

  it("keeps the ones it reads, in their order", () => {
    expect(cleanPageUrl("/news-and-events?utm_source=x&q=office")).toBe("/news-and-events?q=office");
    expect(cleanPageUrl("/our-investments?fbclid=1&sector=energy&page=2")).toBe("/our-investments?sector=energy&page=2");
    expect(cleanPageUrl("/our-investments?company=Arbico")).toBe("/our-investments?company=Arbico");
    expect(cleanPageUrl("/contacts?sent=1&utm_source=mail")).toBe("/contacts?sent=1");
  });

  it("leaves an address with nothing to drop, staff pages and data requests as they are", () => {
    expect(cleanPageUrl("/news-and-events?q=a%20b")).toBe("/news-and-events?q=a%20b");
    expect(cleanPageUrl("/admin/login?next=%2Fadmin%2Fdashboard&utm_source=x")).toBe("/admin/login?next=%2Fadmin%2Fdashboard&utm_source=x");
    expect(cleanPageUrl("/news-and-events.data?_routes=routes%2Fnews")).toBe("/news-and-events.data?_routes=routes%2Fnews");
  });

  it("leaves React Router's route discovery alone: without its version the staff app is told it is out of date and reloads", () => {
    const discovery = "/__manifest?p=%2Fadmin%2Fdashboard%2Fnews&version=3f2a9c1b";
    expect(cleanPageUrl(discovery)).toBe(discovery);
  });
});

describe("the stored copy an Accept-Encoding takes", () => {
  it("prefers brotli whatever the order, then gzip, else the text; anything unusual goes to the app", () => {
    expect(storedEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(storedEncoding("gzip")).toBe("gzip");
    expect(storedEncoding(undefined)).toBe("identity");
    expect(storedEncoding("deflate")).toBe("identity");
    expect(storedEncoding("br;q=0, gzip")).toBeUndefined();
    expect(storedEncoding("*")).toBeUndefined();
  });
});
