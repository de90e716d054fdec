import { writePdf } from "../../server/services/pdf.ts";

/** A small real PDF whose text says `label` (distinct bytes per label). */
export const testPdf = (label: string): Buffer =>
  writePdf({ title: label, eyebrow: "Test", subtitle: "2026", author: "R28 Holdings", sections: [{ heading: label, paragraphs: [`The body of ${label}.`] }], created: new Date("2026-01-01T00:00:00Z") }).bytes;
