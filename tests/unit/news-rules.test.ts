import { describe, expect, it } from "vitest";
import { storedCard } from "../../client/lib/news-cards.ts";
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
    expect(storedCard(item).id).toBe(item._id);
  });
});

describe("news dates", () => {
  it("prints day, month and year the same everywhere", () => {
    expect(formatNewsDate("2024-03-09")).toBe("9 March 2024");
    expect(formatNewsDate("not a date")).toBe("");
  });
});
