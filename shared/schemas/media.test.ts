import { describe, expect, it } from "vitest";
import { acceptOf, EDITOR_IMAGE_FORMATS, formatList, isImageOf, UPLOAD_IMAGE_FORMATS } from "./media.ts";

describe("the accepted image formats", () => {
  it("the uploads take png, jpeg, gif, webp, bmp and icons, never svg", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", "image/x-icon", "image/vnd.microsoft.icon"]) {
      expect(isImageOf({ type }, UPLOAD_IMAGE_FORMATS), type).toBe(true);
    }
    for (const type of ["image/svg+xml", "image/avif", "text/html"]) expect(isImageOf({ type }, UPLOAD_IMAGE_FORMATS), type).toBe(false);
  });

  it("the rich-text editor inserts png, gif, jpeg, bmp and icons only (SPEC.md section 5)", () => {
    for (const type of ["image/png", "image/gif", "image/jpeg", "image/bmp", "image/x-icon", "image/vnd.microsoft.icon"]) {
      expect(isImageOf({ type }, EDITOR_IMAGE_FORMATS), type).toBe(true);
    }
    for (const type of ["image/svg+xml", "image/webp", "text/html"]) expect(isImageOf({ type }, EDITOR_IMAGE_FORMATS), type).toBe(false);
  });

  it("a file without a declared type is judged by its extension", () => {
    expect(isImageOf({ type: "", name: "Photo.JPEG" }, UPLOAD_IMAGE_FORMATS)).toBe(true);
    expect(isImageOf({ type: "", name: "drawing.svg" }, UPLOAD_IMAGE_FORMATS)).toBe(false);
    expect(isImageOf({ type: "" }, UPLOAD_IMAGE_FORMATS)).toBe(false);
  });

  it("names the formats in words and lists types and extensions for accept=", () => {
    expect(formatList(UPLOAD_IMAGE_FORMATS)).toBe("PNG, JPEG, GIF, WebP, BMP or ICO");
    expect(formatList(EDITOR_IMAGE_FORMATS, "and")).toBe("PNG, JPEG, GIF, BMP and ICO");
    expect(acceptOf(EDITOR_IMAGE_FORMATS).split(",")).toEqual(expect.arrayContaining(["image/png", ".png", "image/x-icon", ".ico"]));
    expect(acceptOf(EDITOR_IMAGE_FORMATS)).not.toContain("webp");
  });
});
