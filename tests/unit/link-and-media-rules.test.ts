import { describe, expect, it } from "vitest";
import { displayUrl, osmEmbedUrl, osmLinkUrl, telHref } from "../../client/lib/contact.ts";
import { mediaSrcSet } from "../../client/lib/media.ts";
import { isCompanyPage, isNewsList, isNewsPage } from "../../shared/nav.ts";
import { wrapIndex } from "../../client/lib/news.ts";

const HASH = "ab".repeat(32);

describe("links people read and follow", () => {
  it("shows a website without its scheme or trailing slash", () => {
    expect(displayUrl("https://www.arbicoplc.com/")).toBe("www.arbicoplc.com");
    expect(displayUrl("HTTP://example.com/path")).toBe("example.com/path");
  });

  it("dials a telephone number as digits and plus only", () => {
    expect(telHref("+234 (1) 280-2828")).toBe("tel:+23412802828");
  });

  it("centres the map on the point, with a marker, and links the full map at the same zoom", () => {
    const map = { title: "Map", latitude: 6.4281, longitude: 3.4219, zoom: 15 };
    const embed = new URL(osmEmbedUrl(map));
    expect(embed.searchParams.get("marker")).toBe("6.4281,3.4219");
    const [west, south, east, north] = (embed.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(((west as number) + (east as number)) / 2).toBeCloseTo(3.4219, 4);
    expect(((south as number) + (north as number)) / 2).toBeCloseTo(6.4281, 4);
    expect(osmLinkUrl(map)).toBe("https://www.openstreetmap.org/?mlat=6.4281&mlon=3.4219#map=15/6.4281/3.4219");
  });
});

describe("stored images", () => {
  it("offer the server's three widths in the asked format", () => {
    expect(mediaSrcSet(`/media/${HASH}.png`, "webp")).toBe(`/media/${HASH}-480.webp 480w, /media/${HASH}-960.webp 960w, /media/${HASH}-1920.webp 1920w`);
  });

  it("offer the crops around the focal point for a shape the server crops", () => {
    expect(mediaSrcSet(`/media/${HASH}.jpg`, "avif", "card")).toBe(`/media/${HASH}-516x350.avif 516w, /media/${HASH}-1032x700.avif 1032w`);
    expect(mediaSrcSet(`/media/${HASH}.png`, "webp", "banner")).toBe(`/media/${HASH}-480x150.webp 480w, /media/${HASH}-960x300.webp 960w, /media/${HASH}-1920x600.webp 1920w`);
    expect(mediaSrcSet(`/media/${HASH}.gif`, "webp", "card")).toBeUndefined();
  });

  it("offer no variants for an animation or an image the project ships", () => {
    expect(mediaSrcSet(`/media/${HASH}.gif`, "avif")).toBeUndefined();
    expect(mediaSrcSet("/images/companies/arbico.webp", "avif")).toBeUndefined();
  });
});

describe("the gallery's next photo", () => {
  it("wraps at both ends", () => {
    expect(wrapIndex(9, 9)).toBe(0);
    expect(wrapIndex(-1, 9)).toBe(8);
    expect(wrapIndex(4, 9)).toBe(4);
  });
});

describe("where the pending notice shows", () => {
  it("knows company pages, the news list and news pages", () => {
    expect(isCompanyPage("/our-investments/arbico")).toBe(true);
    expect(isCompanyPage("/our-investments")).toBe(false);
    expect(isNewsList("/news-and-events")).toBe(true);
    expect(isNewsList("/news-and-events/low-cup")).toBe(false);
    expect(isNewsPage("/news-and-events/low-cup")).toBe(true);
    expect(isNewsPage("/contacts")).toBe(false);
  });
});
