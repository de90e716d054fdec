import { describe, expect, it } from "vitest";
import { fallbackImagesFor } from "../../shared/content/companies.ts";
import { isBlank, pickBanner } from "../../client/lib/content.ts";
import { htmlToText, inlineHtml } from "../../shared/html.ts";

describe("html to text", () => {
  it("drops tags and decodes entities", () => {
    expect(htmlToText("<p>Arbico&nbsp;<strong>Plc</strong> &amp; Co</p>")).toBe("Arbico Plc & Co");
    expect(htmlToText("<h1>&quot;R28&quot; &#39;s&#39;</h1><p>a&#160;&lt;b&gt;</p>")).toBe(`"R28" 's' a <b>`);
  });

  it("decodes each entity once", () => {
    expect(htmlToText("&amp;lt;p&amp;gt;")).toBe("&lt;p&gt;");
  });

  it("collapses spacing between blocks", () => {
    expect(htmlToText("<p>Asaba</p>\n\n<p>  Airport </p>")).toBe("Asaba Airport");
  });
});

describe("blank stored text", () => {
  it("is empty text, whitespace, or markup without text", () => {
    for (const blank of [undefined, null, "", "   ", "<p><br></p>", "<p>&nbsp;</p>", "<p>&#160; </p>"]) expect(isBlank(blank), String(blank)).toBe(true);
  });

  it("is not text, an image or an embed", () => {
    for (const filled of ["a", "<p>&amp;</p>", '<p><img src="/media/a.png"></p>', '<iframe src="https://example.com"></iframe>']) expect(isBlank(filled), filled).toBe(false);
  });
});

describe("a title inside a heading", () => {
  it("turns block tags into line spans and keeps inline markup", () => {
    expect(inlineHtml('<h1 class="ql-align-center">Arbico <strong>Plc</strong></h1><p>Lagos</p>')).toBe(
      '<span class="inline-html__line">Arbico <strong>Plc</strong></span><span class="inline-html__line">Lagos</span>',
    );
  });
});

describe("built-in images of a stored investment", () => {
  it("are found by its title, markup and case ignored", () => {
    expect(fallbackImagesFor("<p>ARBICO&nbsp;plc</p>").hero).toBe("/images/companies/arbico-hero.webp");
    expect(fallbackImagesFor("<p>Someone New</p>").banner).toBe("/images/companies/default.webp");
  });
});

describe("a page banner", () => {
  it("is the stored image, decorative, or else the built-in one with its description", () => {
    const builtIn = { path: "/images/banners/approach.webp", width: 1920, height: 600, alt: "Fields" };
    expect(pickBanner("/media/x.webp", builtIn)).toEqual({ src: "/media/x.webp", alt: "" });
    expect(pickBanner("", builtIn)).toEqual({ src: builtIn.path, alt: "Fields" });
  });
});
