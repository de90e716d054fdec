import { describe, expect, it } from "vitest";
import { checkLinkUrl, checkVideoUrl } from "./urls.ts";

const ok = (url: string) => ({ ok: true, url });

describe("link addresses in the editor", () => {
  it("keeps http, https, mailto and tel addresses", () => {
    expect(checkLinkUrl("https://example.com/a?b=1")).toEqual(ok("https://example.com/a?b=1"));
    expect(checkLinkUrl("http://example.com")).toEqual(ok("http://example.com/"));
    expect(checkLinkUrl("mailto:info@example.com")).toEqual(ok("mailto:info@example.com"));
    expect(checkLinkUrl("tel:+2341280828")).toEqual(ok("tel:+2341280828"));
  });

  it("completes a bare domain, e-mail address or phone number", () => {
    expect(checkLinkUrl("www.example.com")).toEqual(ok("https://www.example.com/"));
    expect(checkLinkUrl("info@example.com")).toEqual(ok("mailto:info@example.com"));
    expect(checkLinkUrl("+234 1 280 2828")).toEqual(ok("tel:+23412802828"));
  });

  it("keeps paths on this site", () => {
    expect(checkLinkUrl("/contacts")).toEqual(ok("/contacts"));
  });

  it("refuses other schemes and protocol-relative addresses", () => {
    for (const bad of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "ftp://example.com", "vbscript:x", "file:///etc/passwd"]) {
      expect(checkLinkUrl(bad).ok, bad).toBe(false);
    }
    expect(checkLinkUrl("//evil.example/x")).toEqual(ok("https://evil.example/x"));
    expect(checkLinkUrl("").ok).toBe(false);
    expect(checkLinkUrl("not a link").ok).toBe(false);
  });
});

describe("video addresses in the editor", () => {
  it("rewrites YouTube watch, short and share addresses to the embed address", () => {
    const embed = "https://www.youtube.com/embed/dQw4w9WgXcQ";
    expect(checkVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(ok(embed));
    expect(checkVideoUrl("youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toEqual(ok(embed));
    expect(checkVideoUrl("https://youtu.be/dQw4w9WgXcQ")).toEqual(ok(embed));
    expect(checkVideoUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toEqual(ok(embed));
    expect(checkVideoUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(ok(embed));
    expect(checkVideoUrl("https://youtu.be/dQw4w9WgXcQ?t=1m30s")).toEqual(ok(`${embed}?start=90`));
  });

  it("rewrites Vimeo addresses to the player address", () => {
    expect(checkVideoUrl("https://vimeo.com/76979871")).toEqual(ok("https://player.vimeo.com/video/76979871"));
    expect(checkVideoUrl("https://vimeo.com/channels/staffpicks/76979871")).toEqual(ok("https://player.vimeo.com/video/76979871"));
    expect(checkVideoUrl("https://player.vimeo.com/video/76979871")).toEqual(ok("https://player.vimeo.com/video/76979871"));
  });

  it("refuses every other address", () => {
    for (const bad of ["https://example.com/video.mp4", "javascript:alert(1)", "https://www.youtube.com/watch?v=<script>", "https://vimeo.com/about", "https://evilyoutube.com/watch?v=dQw4w9WgXcQ", ""]) {
      expect(checkVideoUrl(bad).ok, bad).toBe(false);
    }
  });
});
