import { describe, expect, it } from "vitest";
import { galleryImages, pictureAlt, storedCard } from "../../client/lib/news-cards.ts";
import { lowCupGallery } from "../../shared/content/images.ts";
import { formatNewsDate, matchesSearch, searchNews } from "../../client/lib/news.ts";

const item = {
  _id: "a".repeat(24),
  slug: "groundbreaking-in-abuja",
  heroImage: "",
  gallery: [],
  title: "Groundbreaking in Abuja",
  subtitle: "A new headquarters for the group",
  newsImgUrl: "/media/one.png,/media/two.png",
  content: "<p>Body</p>",
  publishedAt: "2025-01-02T10:00:00.000Z",
  createdAt: "2025-01-02T10:00:00.000Z",
  updatedAt: "2025-01-02T10:00:00.000Z",
};

describe("the news search", () => {
  it("matches everything when empty or blank", () => {
    expect(matchesSearch(item, "")).toBe(true);
    expect(matchesSearch(item, "   ")).toBe(true);
  });

  it("matches the title case-insensitively", () => {
    expect(matchesSearch(item, "ABUJA")).toBe(true);
  });

  it("matches the subtitle", () => {
    expect(matchesSearch(item, "headquarters")).toBe(true);
  });

  it("does not match the content", () => {
    expect(matchesSearch(item, "Body")).toBe(false);
  });

  it("filters a list of cards", () => {
    expect(searchNews([item, { ...item, title: "Other", subtitle: "None" }], "abuja")).toHaveLength(1);
  });
});

describe("a stored news card", () => {
  it("uses the first image of the comma-separated list", () => {
    expect(storedCard(item).image).toBe("/media/one.png");
  });

  it("links to the slug address; an item without a slug to its id", () => {
    expect(storedCard(item).id).toBe("groundbreaking-in-abuja");
    expect(storedCard({ ...item, slug: "" }).id).toBe(item._id);
  });
});

describe("an article's gallery and pictures", () => {
  const hash = "ab".repeat(32);
  const own = lowCupGallery[2]!;
  const gallery = [
    { image: own.src, alt: "Mallets by the rail", caption: "Before the first chukka" },
    { image: `/media/${hash}.png`, alt: "An upload", caption: "" },
    { image: `/media/${hash}.gif`, alt: "A GIF", caption: "Moving" },
  ];

  it("keeps the order, alt text and caption; the site's own photos keep their sized thumbnails", () => {
    const images = galleryImages({ gallery });
    expect(images.map((i) => [i.src, i.alt, i.caption])).toEqual(gallery.map((g) => [g.image, g.alt, g.caption]));
    expect(images[0]!.thumb.path).toBe(own.thumb.path);
    expect(images[0]).toMatchObject({ width: own.width, height: own.height });
  });

  it("an upload's thumbnail is its 480 px variant; a GIF's is itself (a variant would freeze it)", () => {
    const images = galleryImages({ gallery });
    expect(images[1]!.thumb.path).toBe(`/media/${hash}-480.webp`);
    expect(images[2]!.thumb.path).toBe(`/media/${hash}.gif`);
  });

  it("a picture's alt text comes from its gallery entry, else the site's own picture, else none", () => {
    expect(pictureAlt({ gallery }, own.src)).toBe("Mallets by the rail");
    expect(pictureAlt({ gallery: [] }, own.src)).toBe(own.alt);
    expect(pictureAlt({ gallery: [] }, "/media/unknown.png")).toBe("");
  });
});

describe("news dates", () => {
  it("prints day, month and year the same everywhere", () => {
    expect(formatNewsDate("2024-03-09")).toBe("9 March 2024");
    expect(formatNewsDate("not a date")).toBe("");
  });
});
