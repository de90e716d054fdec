import { leaders } from "../../shared/content/leadership.ts";
import { sanitizeRichText } from "../services/sanitize.ts";
import { retryWhenBusy } from "./errors.ts";
import { now } from "./ids.ts";
import type { DB } from "./index.ts";
import type { LeaderTable } from "./schema.ts";

/**
 * The settings key that records that the built-in leadership was offered once: `seeded` (the four
 * people were added) or `skipped` (people were stored already). Because the mark stays, people
 * staff remove later stay removed. A first start and the first start of this version on a
 * database of the previous release (which kept the people in code) both find no mark and seed.
 */
export const LEADERS_MARK = "leaders_seed";

/** Fixed ids of the seeded people (24 hex, in the order of shared/content/leadership.ts). */
export const seededLeaderId = (index: number): string => `64c2${(index + 1).toString(16).padStart(20, "0")}`;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The people of shared/content/leadership.ts as rows: the chairman on the board, the others executives, in that order. */
export function builtInLeaders(at: string): LeaderTable[] {
  return leaders.map((person, i) => ({
    id: seededLeaderId(i),
    name: person.name,
    slug: person.slug,
    role: person.role,
    summary: person.summary,
    biography: sanitizeRichText(person.biography.map((p) => `<p>${escapeHtml(p)}</p>`).join("")),
    portrait: person.photo,
    portraitAlt: person.photoAlt,
    group: person.isChairman ? "board" : "executive",
    position: i,
    createdAt: at,
    updatedAt: at,
  }));
}

/** Adds the built-in people once per database (see LEADERS_MARK); answers how many this call added. */
export async function seedLeaders(db: DB): Promise<number> {
  const marked = await db.selectFrom("settings").select("value").where("key", "=", LEADERS_MARK).executeTakeFirst();
  if (marked) return 0;
  return retryWhenBusy(() =>
    db.transaction().execute(async (trx) => {
      const at = now();
      // The mark is the first write, so a second instance starting at once waits here and then finds it.
      const claimed = await trx
        .insertInto("settings")
        .values({ key: LEADERS_MARK, value: "seeded", createdAt: at, updatedAt: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
      const existing = await trx.selectFrom("leaders").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) {
        await trx.updateTable("settings").set({ value: "skipped", updatedAt: at }).where("key", "=", LEADERS_MARK).execute();
        return 0;
      }
      const rows = builtInLeaders(at);
      await trx.insertInto("leaders").values(rows).execute();
      return rows.length;
    }),
  );
}
