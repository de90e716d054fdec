import { randomBytes } from "node:crypto";
import { SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { hashPassword } from "../services/passwords.ts";
import { retryWhenBusy } from "./errors.ts";
import { newId, now } from "./ids.ts";
import type { DB } from "./index.ts";
import { countUsers, insertUser } from "./repositories/users.ts";
import { insertBannerIfMissing, insertSingletonIfMissing, type SingletonTableKey } from "./repositories/singletons.ts";
import { inTransaction } from "./transaction.ts";

export interface SeedResult {
  /** The generated super_admin password, when one was generated (print it once). */
  generatedPassword?: string;
}

/**
 * First-start content: every declared singleton with its fixed id and seed texts, and the
 * super_admin user. Idempotent: existing rows are never overwritten, and a block declared since
 * the database was made is added at the first start of the version declaring it. (The built-in
 * portfolio and the people of the leadership pages are offered once per database:
 * seed-portfolio.ts, seed-leaders.ts.)
 */
export async function seed(db: DB, adminPassword: string | undefined): Promise<SeedResult> {
  const at = now();
  // All the blocks or none; a start that fails half-way is repaired by the next one anyway.
  await retryWhenBusy(() =>
    inTransaction(db, async (trx) => {
      for (const key of Object.keys(SINGLETONS) as SingletonKey[]) {
        const def = SINGLETONS[key];
        if (def.images.length > 0) await insertBannerIfMissing(trx, def.id, key, at);
        else await insertSingletonIfMissing(trx, key as SingletonTableKey, def.id, FALLBACKS[key] as never, at);
      }
    }),
  );
  if ((await countUsers(db)) > 0) return {};
  const password = adminPassword ?? randomBytes(12).toString("base64url");
  try {
    await insertUser(db, {
      id: newId(),
      username: SUPER_ADMIN_USERNAME,
      role: SUPER_ADMIN_ROLE,
      passwordHash: await hashPassword(password),
      createdAt: at,
      updatedAt: at,
    });
  } catch (err) {
    // Another instance seeding at the same moment created it first.
    if ((await countUsers(db)) > 0) return {};
    throw err;
  }
  return adminPassword ? {} : { generatedPassword: password };
}
