import { randomBytes } from "node:crypto";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";

export async function getSetting(db: DB, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

/**
 * The token signing key: JWT_SECRET when set, else one generated at first start and kept in the
 * database so every instance and every restart shares it. Concurrent first starts agree on one.
 */
export async function ensureJwtSecret(db: DB, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const t = now();
  await db
    .insertInto("settings")
    .values({ key: "jwt_secret", value: randomBytes(48).toString("base64url"), createdAt: t, updatedAt: t })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const secret = await getSetting(db, "jwt_secret");
  if (!secret) throw new Error("could not store the token signing key");
  return secret;
}
