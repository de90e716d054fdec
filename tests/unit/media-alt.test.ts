import { describe, expect, it } from "vitest";
import { altFor, describeHtmlImages, lacksAlt, mediaIdOf, mediaIdsInHtml, type ImageDescription } from "../../shared/media-alt.ts";

const A = "a".repeat(64);
const B = "b".repeat(64);
const C = "c".repeat(64);
const lib = new Map<string, ImageDescription>([
  [A, { alt: "Cranes on the Apapa quay", decorative: false, caption: "" }],
  [B, { alt: "", decorative: true, caption: "" }],
  [C, { alt: 'Say "hi" <script>alert(1)</script> & go', decorative: false, caption: "" }],
]);

describe("how pages describe stored images", () => {
  it("reads the media id of an address and of its variants, and nothing from other addresses", () => {
    expect(mediaIdOf(`/media/${A}.png`)).toBe(A);
    expect(mediaIdOf(`/media/${A}~0123456789ab-480.webp`)).toBe(A);
    expect(mediaIdOf(`/media/${A}-1920x600.avif`)).toBe(A);
    expect(mediaIdOf("/images/banners/approach.webp")).toBeUndefined();
    expect(mediaIdOf(`https://evil.example/media/${A}.png`)).toBeUndefined();
  });

  it("prefers the alt set where the image is used, then the library's, then empty when decorative, then the fallback", () => {
    expect(altFor(`/media/${A}.png`, lib, "Title", "Own words")).toBe("Own words");
    expect(altFor(`/media/${A}.png`, lib, "Title", "  ")).toBe("Cranes on the Apapa quay");
    expect(altFor(`/media/${B}.png`, lib, "Title")).toBe("");
    expect(altFor(`/media/${"d".repeat(64)}.png`, lib, "Title")).toBe("Title");
    expect(altFor("/images/x.webp", lib, " Title ")).toBe("Title");
  });

  it("says an image lacks words only when it has no alt text and is not decorative", () => {
    expect(lacksAlt({ alt: "", decorative: false })).toBe(true);
    expect(lacksAlt({ alt: " ", decorative: false })).toBe(true);
    expect(lacksAlt({ alt: "", decorative: true })).toBe(false);
    expect(lacksAlt({ alt: "x", decorative: false })).toBe(false);
    expect(lacksAlt(undefined)).toBe(false);
  });

  it("fills empty alt attributes of stored images in rich text, keeps those set, and escapes what it writes", () => {
    const html = `<p><img src="/media/${A}.png"><img src="/media/${B}.png" alt=""><img src="/media/${A}.png" alt="Kept"><img src="/images/x.webp"><img src="/media/${C}.jpg" alt=""></p>`;
    expect(mediaIdsInHtml(html)).toEqual([A, B, C]);
    const out = describeHtmlImages(html, lib, "Article title");
    expect(out).toContain(`<img alt="Cranes on the Apapa quay" src="/media/${A}.png">`);
    expect(out).toContain(`<img src="/media/${B}.png" alt="">`);
    expect(out).toContain(`<img src="/media/${A}.png" alt="Kept">`);
    expect(out).toContain(`<img src="/images/x.webp">`);
    expect(out).toContain(`alt="Say &quot;hi&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; go"`);
    expect(out).not.toContain("<script>");
  });
});
