import { randomBytes } from "node:crypto";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { insertSettingIfMissing, readSetting } from "../db/repositories/settings.ts";

/**
 * The token signing key: JWT_SECRET when set, else one generated at first start and kept in the
 * database so every instance and every restart shares it. Concurrent first starts agree on one.
 */
export async function ensureJwtSecret(db: DB, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await insertSettingIfMissing(db, "jwt_secret", randomBytes(48).toString("base64url"), now());
  const secret = await readSetting(db, "jwt_secret");
  if (!secret) throw new Error("could not store the token signing key");
  return secret;
}
