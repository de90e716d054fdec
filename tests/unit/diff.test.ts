import { describe, expect, it } from "vitest";
import { htmlToText, wordDiff } from "../../shared/diff.ts";

describe("the readable diff of a field", () => {
  it("compares word by word, keeping what is the same", () => {
    expect(wordDiff("The quick brown fox", "The slow brown fox jumps")).toEqual([
      { kind: "same", text: "The " },
      { kind: "removed", text: "quick" },
      { kind: "added", text: "slow" },
      { kind: "same", text: " brown fox" },
      { kind: "added", text: " jumps" },
    ]);
  });

  it("answers one unchanged part for equal texts and one added part from nothing", () => {
    expect(wordDiff("same text", "same text")).toEqual([{ kind: "same", text: "same text" }]);
    expect(wordDiff("", "new words")).toEqual([{ kind: "added", text: "new words" }]);
  });

  it("joins back into both texts", () => {
    const before = "Alpha beta gamma delta epsilon zeta";
    const after = "Alpha gamma delta DELTA epsilon eta zeta";
    const parts = wordDiff(before, after);
    expect(parts.filter((p) => p.kind !== "added").map((p) => p.text).join("")).toBe(before);
    expect(parts.filter((p) => p.kind !== "removed").map((p) => p.text).join("")).toBe(after);
  });

  it("turns editor HTML into the text a reader sees, blocks on their own lines", () => {
    const html = '<h2>Title &amp; more</h2><p>One <strong>bold</strong> word<br>next line</p><ul><li data-list="bullet">first</li><li>second</li></ul><p><img src="/media/x.png" alt="A chart"></p><p>&lt;script&gt; &#233;t&#xE9;</p>';
    expect(htmlToText(html)).toBe("Title & more\n\nOne bold word\nnext line\n\n• first\n• second\n\n[image: A chart]\n\n<script> été");
  });

  it("shows a change of a rich-text field as a change of its words, not of its markup", () => {
    const parts = wordDiff(htmlToText("<p>We invest in <em>ten</em> sectors.</p>"), htmlToText("<p>We invest in <strong>eleven</strong> sectors.</p>"));
    expect(parts).toEqual([
      { kind: "same", text: "We invest in " },
      { kind: "removed", text: "ten" },
      { kind: "added", text: "eleven" },
      { kind: "same", text: " sectors." },
    ]);
  });
});
