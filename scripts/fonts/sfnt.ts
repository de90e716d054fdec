// Just enough of the SFNT (TrueType/OpenType) container to rename a font: read its tables, replace
// the `name` table, write it back with fresh checksums. Used by scripts/generate-fonts.ts.

/** The tables of an SFNT font, by tag, and its version tag (0x00010000 for TrueType outlines). */
export interface Sfnt {
  version: number;
  tables: Map<string, Buffer>;
}

export function readSfnt(font: Buffer): Sfnt {
  const version = font.readUInt32BE(0);
  const numTables = font.readUInt16BE(4);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    const tag = font.toString("latin1", rec, rec + 4);
    const offset = font.readUInt32BE(rec + 8);
    const length = font.readUInt32BE(rec + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return { version, tables };
}

function checksum(data: Buffer): number {
  let sum = 0;
  const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
  data.copy(padded);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

export function writeSfnt({ version, tables }: Sfnt): Buffer {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(version, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    let data = tables.get(tag)!;
    if (tag === "head") {
      data = Buffer.from(data);
      data.writeUInt32BE(0, 8); // checkSumAdjustment is computed over the whole font with this at 0
      headOffset = offset;
    }
    const rec = 12 + i * 16;
    header.write(tag, rec, 4, "latin1");
    header.writeUInt32BE(checksum(data), rec + 4);
    header.writeUInt32BE(offset, rec + 8);
    header.writeUInt32BE(data.length, rec + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  if (headOffset >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

export interface NameRecord {
  platformID: number;
  encodingID: number;
  languageID: number;
  nameID: number;
  text: string;
}

/** Platform 0 (Unicode) and 3 (Windows) strings are UTF-16BE; platform 1 (Macintosh) ones single bytes. */
const utf16 = (p: number) => p === 0 || p === 3;

export function readNames(name: Buffer): NameRecord[] {
  const count = name.readUInt16BE(2);
  const storage = name.readUInt16BE(4);
  const out: NameRecord[] = [];
  for (let i = 0; i < count; i++) {
    const r = 6 + i * 12;
    const platformID = name.readUInt16BE(r);
    const length = name.readUInt16BE(r + 8);
    const start = storage + name.readUInt16BE(r + 10);
    const raw = name.subarray(start, start + length);
    const text = utf16(platformID) ? Buffer.from(raw).swap16().toString("utf16le") : raw.toString("latin1");
    out.push({ platformID, encodingID: name.readUInt16BE(r + 2), languageID: name.readUInt16BE(r + 4), nameID: name.readUInt16BE(r + 6), text });
  }
  return out;
}

export function writeNames(records: NameRecord[]): Buffer {
  const sorted = [...records].sort((a, b) => a.platformID - b.platformID || a.encodingID - b.encodingID || a.languageID - b.languageID || a.nameID - b.nameID);
  const header = Buffer.alloc(6 + sorted.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(sorted.length, 2);
  header.writeUInt16BE(header.length, 4);
  const strings: Buffer[] = [];
  let offset = 0;
  sorted.forEach((rec, i) => {
    const data = utf16(rec.platformID) ? Buffer.from(rec.text, "utf16le").swap16() : Buffer.from(rec.text, "latin1");
    const r = 6 + i * 12;
    header.writeUInt16BE(rec.platformID, r);
    header.writeUInt16BE(rec.encodingID, r + 2);
    header.writeUInt16BE(rec.languageID, r + 4);
    header.writeUInt16BE(rec.nameID, r + 6);
    header.writeUInt16BE(data.length, r + 8);
    header.writeUInt16BE(offset, r + 10);
    strings.push(data);
    offset += data.length;
  });
  return Buffer.concat([header, ...strings]);
}

/**
 * The font with every name record but the copyright notice (ID 0) and the licence (IDs 13, 14)
 * passed through `rename`.
 */
export function renameFont(font: Buffer, rename: (text: string, nameID: number) => string): Buffer {
  const sfnt = readSfnt(font);
  const name = sfnt.tables.get("name");
  if (!name) throw new Error("the font has no name table");
  const records = readNames(name).map((r) => ([0, 13, 14].includes(r.nameID) ? r : { ...r, text: rename(r.text, r.nameID) }));
  sfnt.tables.set("name", writeNames(records));
  return writeSfnt(sfnt);
}
