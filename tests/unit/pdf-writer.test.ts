import { describe, expect, it } from "vitest";
import { builtInDocumentRows } from "../../server/db/seed-documents.ts";
import { countPdfPages, looksLikePdf, wrap, writePdf } from "../../server/services/pdf.ts";

/** Checks a PDF's cross-reference table and stream lengths: every offset lands on its object. */
function structureProblems(bytes: Buffer): string[] {
  const text = bytes.toString("latin1");
  const problems: string[] = [];
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1] ?? -1);
  if (text.slice(start, start + 4) !== "xref") return [`startxref ${start} does not point at the xref table`];
  const lines = text.slice(start).split("\n");
  const count = Number(lines[1]!.split(" ")[1]);
  for (let n = 1; n < count; n++) {
    const offset = Number(lines[2 + n]!.slice(0, 10));
    if (!text.startsWith(`${n} 0 obj\n`, offset)) problems.push(`object ${n} is not at ${offset}`);
  }
  for (const m of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const end = m.index + m[0].length + Number(m[1]);
    if (!text.startsWith("\nendstream", end)) problems.push(`a stream's /Length ${m[1]} is wrong`);
  }
  if (!/trailer\n<< \/Size \d+ \/Root 1 0 R \/Info 5 0 R >>/.test(text)) problems.push("no trailer naming the catalog");
  return problems;
}

describe("the PDF writer of the built-in documents", () => {
  it("writes valid PDFs: a cross-reference table whose offsets land on their objects, and exact stream lengths", () => {
    for (const { row, bytes } of builtInDocumentRows()) {
      expect(structureProblems(bytes), row.slug).toEqual([]);
      expect(looksLikePdf(bytes), row.slug).toBe(true);
      expect(countPdfPages(bytes), row.slug).toBe(row.pages);
      expect(row.pages, row.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("flows long text over as many pages as it needs, and escapes the characters PDF strings reserve", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} (with brackets) and a back\\slash, repeated to fill the line many times over.`);
    const { bytes, pages } = writePdf({ title: "Long (test)", eyebrow: "Test", subtitle: "2026", author: "R28 Holdings", sections: [{ heading: "Body", paragraphs: long }], created: new Date("2026-01-01T00:00:00Z") });
    expect(pages).toBeGreaterThan(2);
    expect(countPdfPages(bytes)).toBe(pages);
    expect(structureProblems(bytes)).toEqual([]);
    expect(bytes.toString("latin1")).toContain("(Long \\(test\\))");
  });

  it("makes the same bytes every time (the seed stores them once, whatever instance starts first)", () => {
    const [a, b] = [builtInDocumentRows(), builtInDocumentRows()];
    expect(a.map((d) => d.row.fileSha256)).toEqual(b.map((d) => d.row.fileSha256));
  });

  it("wraps words within the width, never breaking a word", () => {
    // At 11 pt, "one two three" is about 65 points of Helvetica: over 60, under 70.
    expect(wrap("one two three four five six", 11, 60)).toEqual(["one two", "three four", "five six"]);
    expect(wrap("one two three four five six", 11, 70)).toEqual(["one two three", "four five six"]);
    expect(wrap("Incomprehensibilities", 11, 20)).toEqual(["Incomprehensibilities"]);
  });

  it("recognises a PDF by its signature at the very start and its end marker, nothing else", () => {
    const good = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
    expect(looksLikePdf(good)).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.from("\x89PNG\r\n"), good]))).toBe(false);
    expect(looksLikePdf(Buffer.from("%PDF-1.7\nno end"))).toBe(false);
    expect(looksLikePdf(Buffer.from("%PDF-x.y\n%%EOF"))).toBe(false);
  });
});
