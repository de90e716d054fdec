import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import type { DB } from "../db/index.ts";
import type { MediaStore } from "./media-store.ts";

export interface MigrateSummary {
  copied: number;
  skipped: number;
  bytes: number;
  ms: number;
}

/**
 * Copies every object of `from` into `to`, streamed and checked: each object's sha256 is
 * computed while it passes and compared with the source's; a mismatch removes the copy and stops.
 * Objects `to` already holds with the same checksum are skipped, so an interrupted run is
 * resumed by running it again, and a run after the switch copies what was uploaded meanwhile.
 * The source is left as it was (remove it once the site runs on the target).
 */
export async function migrateMedia(db: DB, from: MediaStore, to: MediaStore, onObject?: (key: string, copied: boolean) => void): Promise<MigrateSummary> {
  const started = performance.now();
  const summary: MigrateSummary = { copied: 0, skipped: 0, bytes: 0, ms: 0 };
  for await (const info of from.list(db)) {
    const there = await to.head(db, info.key);
    if (there && info.sha256 && there.sha256 === info.sha256 && there.size === info.size) {
      summary.skipped++;
      onObject?.(info.key, false);
      continue;
    }
    const got = await from.get(db, info.key);
    if (!got) continue; // removed meanwhile (an unused upload cleaned up)
    const hash = createHash("sha256");
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const sha256 = info.sha256 || "";
    await to.put(db, info.key, got.body.pipe(tap), { contentType: info.contentType, sha256, size: info.size });
    const actual = hash.digest("hex");
    if (sha256 && actual !== sha256) {
      await to.delete(db, info.key);
      throw new Error(`the checksum of ${info.key} does not match (source says ${sha256}, ${actual} was read): the copy was removed; nothing else changed`);
    }
    if (!sha256) await to.put(db, info.key, (await from.get(db, info.key))!.body, { contentType: info.contentType, sha256: actual, size: info.size });
    const check = await to.head(db, info.key);
    if (!check || check.size !== info.size) throw new Error(`the copy of ${info.key} in ${to.where} has ${check?.size ?? "no"} bytes, not ${info.size}`);
    summary.copied++;
    summary.bytes += info.size;
    onObject?.(info.key, true);
  }
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
