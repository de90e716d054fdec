// Types for the two font packages scripts/generate-fonts.ts uses that ship none.

declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "truetype" | "woff" | "woff2", fromFormat?: string): Promise<Buffer>;
  export function detectFormat(font: Buffer): "sfnt" | "woff" | "woff2";
}
