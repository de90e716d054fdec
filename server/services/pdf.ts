/**
 * A small PDF writer for the built-in documents (shared/content/documents.ts): A4 pages of
 * text in the standard Helvetica faces (no fonts embedded), a cover page, word wrapping and page
 * breaks. Enough for short, real, valid PDFs made by code; uploads never pass through here.
 */

const PAGE = { width: 595, height: 842, margin: 64 } as const;
const NAVY = "0.071 0.122 0.224";
const GOLD = "0.784 0.612 0.247";
const INK = "0.133 0.153 0.192";

/** Helvetica advance widths, in thousandths of the font size (approximate, grouped). */
function charWidth(c: string, bold: boolean): number {
  let w: number;
  if (" ,.:;'!|".includes(c)) w = 278;
  else if ("ijlft()[]/-".includes(c)) w = c === "-" ? 333 : 278;
  else if ("mwMW".includes(c)) w = 833;
  else if (c >= "A" && c <= "Z") w = 667;
  else if (c >= "0" && c <= "9") w = 556;
  else if (c === "r") w = 333;
  else w = 556;
  return bold ? w * 1.05 : w;
}

const textWidth = (s: string, size: number, bold: boolean) => ([...s].reduce((sum, c) => sum + charWidth(c, bold), 0) * size) / 1000;

/** Lines of at most `width` points. */
export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal: Latin-1 only (the standard fonts' encoding), with its specials escaped. */
const pdfString = (s: string) =>
  `(${s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?")
    .replace(/([\\()])/g, "\\$1")})`;

export interface PdfDocument {
  title: string;
  /** The cover's small line above the title, e.g. "Annual review". */
  eyebrow: string;
  /** The cover's line under the title, e.g. "2025". */
  subtitle: string;
  author: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  /** The creation date written in the document's information (its bytes depend on nothing else). */
  created: Date;
}

interface Line {
  text: string;
  size: number;
  bold: boolean;
  colour: string;
  gapBefore: number;
}

/** The PDF's bytes and its page count. */
export function writePdf(doc: PdfDocument): { bytes: Buffer; pages: number } {
  const pages: string[] = [];
  // The cover: a navy field with the title in white, a gold rule and the publisher.
  const cover: string[] = [`${NAVY} rg 0 0 ${PAGE.width} ${PAGE.height} re f`, `${GOLD} rg ${PAGE.margin} 470 64 4 re f`];
  const put = (text: string, x: number, y: number, size: number, bold: boolean, colour: string) =>
    `BT /${bold ? "F2" : "F1"} ${size} Tf ${colour} rg ${x} ${y} Td ${pdfString(text)} Tj ET`;
  cover.push(put(doc.eyebrow.toUpperCase(), PAGE.margin, 620, 11, true, GOLD));
  let y = 580;
  for (const line of wrap(doc.title, 34, PAGE.width - 2 * PAGE.margin, true)) {
    cover.push(put(line, PAGE.margin, y, 34, true, "1 1 1"));
    y -= 42;
  }
  cover.push(put(doc.subtitle, PAGE.margin, 430, 16, false, "1 1 1"));
  cover.push(put(doc.author, PAGE.margin, PAGE.margin, 11, true, "1 1 1"));
  cover.push(put("Lagos, Nigeria", PAGE.margin, PAGE.margin - 16, 10, false, "0.8 0.82 0.86"));
  pages.push(cover.join("\n"));

  // The body: headings and wrapped paragraphs, flowing over as many pages as they need.
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: Line[] = [];
  for (const section of doc.sections) {
    wrap(section.heading, 16, width, true).forEach((text, i) => lines.push({ text, size: 16, bold: true, colour: NAVY, gapBefore: i === 0 ? 26 : 0 }));
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, 11, width).forEach((text, i) => lines.push({ text, size: 11, bold: false, colour: INK, gapBefore: i === 0 ? 10 : 0 }));
    }
  }
  let ops: string[] = [];
  const top = PAGE.height - PAGE.margin - 20;
  y = top;
  const footer = (n: number) => put(`${doc.title} - page ${n}`, PAGE.margin, PAGE.margin - 24, 8, false, "0.45 0.47 0.52");
  const header = () => [`${GOLD} rg ${PAGE.margin} ${PAGE.height - PAGE.margin + 8} 40 2 re f`, put(doc.author.toUpperCase(), PAGE.margin, PAGE.height - PAGE.margin + 18, 8, true, NAVY)];
  ops.push(...header());
  for (const line of lines) {
    const step = line.size * 1.45 + (y === top ? 0 : line.gapBefore);
    if (y - step < PAGE.margin) {
      ops.push(footer(pages.length + 1));
      pages.push(ops.join("\n"));
      ops = header();
      y = top;
    }
    y -= y === top ? line.size : step;
    ops.push(put(line.text, PAGE.margin, Math.round(y * 10) / 10, line.size, line.bold, line.colour));
  }
  ops.push(footer(pages.length + 1));
  pages.push(ops.join("\n"));

  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 information, then a page and its content each.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + 2 * i} 0 R`).join(" ");
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  const d = doc.created.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  objects[5] = `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Producer (R28 site) /CreationDate (D:${d}Z) >>`;
  pages.forEach((content, i) => {
    objects[6 + 2 * i] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`;
    objects[7 + 2 * i] = `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;
  });
  // The header, then a comment of four bytes over 127 that marks the file as binary to transfer tools.
  let out = `%PDF-1.4\n%${String.fromCharCode(0xe2, 0xe3, 0xcf, 0xd3)}\n`;
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(out, "latin1");
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: Buffer.from(out, "latin1"), pages: pages.length };
}

/**
 * Whether bytes are a PDF: they start with the `%PDF-1.x`/`%PDF-2.x` signature (nothing before it,
 * so no polyglot with another format's header) and end with an end-of-file marker (a truncated
 * upload is refused rather than published).
 */
export function looksLikePdf(bytes: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).toString("latin1").includes("%%EOF");
}

/** How many pages a PDF has, read from its page objects (approximate for unusual files; 0 when none are found). */
export function countPdfPages(bytes: Buffer): number {
  const text = bytes.toString("latin1");
  return (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}
