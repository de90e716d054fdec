import { describe, expect, it } from "vitest";
import { sameOriginPath } from "../../server/services/contact.ts";
import { splitImageList } from "../../shared/schemas/news.ts";

describe("splitImageList", () => {
  it("splits /media URLs on commas and trims them", () => {
    expect(splitImageList("/media/a.png, /media/b.jpg ,/media/c.gif")).toEqual(["/media/a.png", "/media/b.jpg", "/media/c.gif"]);
  });

  it("keeps the comma inside a data string", () => {
    expect(splitImageList("data:image/png;base64,AAAA,/media/b.jpg, data:image/gif;base64,R0lG")).toEqual([
      "data:image/png;base64,AAAA",
      "/media/b.jpg",
      "data:image/gif;base64,R0lG",
    ]);
  });

  it("drops empty items and answers [] for an empty list", () => {
    expect(splitImageList(" , ,")).toEqual([]);
    expect(splitImageList("")).toEqual([]);
    expect(splitImageList("/media/a.png,,")).toEqual(["/media/a.png"]);
  });

  it("keeps a data string without a payload as one item (the media service refuses it)", () => {
    expect(splitImageList("data:image/png;base64")).toEqual(["data:image/png;base64"]);
  });
});

describe("sameOriginPath", () => {
  const site = "https://r28.example.com";
  it("accepts paths that start with a single slash", () => {
    expect(sameOriginPath("/", site)).toBe("/");
    expect(sameOriginPath("/contacts?sent=1#top", site)).toBe("/contacts?sent=1#top");
  });

  it("turns an absolute URL on the site's own origin into its path", () => {
    expect(sameOriginPath("https://r28.example.com/thanks?a=1", site)).toBe("/thanks?a=1");
  });

  it("refuses other hosts, protocol-relative and backslash tricks, schemes and control characters", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/", "http://r28.example.com/", "javascript:alert(1)", "contacts", "/a\nLocation: x", ""]) {
      expect(sameOriginPath(next, site), next).toBeUndefined();
    }
  });
});
