/** Reading and rewriting archive files in tests (to make corrupt, cut and foreign-version ones). */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";

export const archiveLines = (file: string): string[] => gunzipSync(readFileSync(file)).toString("utf8").split("\n").filter(Boolean);

/** Writes `lines` as an archive whose footer checksums match them (as a well-meaning tool would). */
export function writeLinesWithValidChecksums(file: string, lines: string[]): void {
  const body = lines.slice(0, -1);
  const all = createHash("sha256");
  const content = createHash("sha256");
  for (const [i, l] of body.entries()) {
    all.update(`${l}\n`);
    if (i > 0) content.update(`${l}\n`);
  }
  const footer = { ...JSON.parse(lines.at(-1) as string), sha256: all.digest("hex"), content: content.digest("hex") };
  writeFileSync(file, gzipSync([...body, JSON.stringify(footer)].join("\n") + "\n"));
}
