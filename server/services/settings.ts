import { randomBytes } from "node:crypto";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { insertSettingIfMissing, readSetting, writeSetting } from "../db/repositories/settings.ts";
import { listStoredSecrets } from "../db/repositories/two-factor.ts";
import { StartupError } from "../startup-error.ts";
import type { SecretBox } from "./secret-box.ts";

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

/** The setting naming the key the TOTP secrets are sealed with (its id only, never the key). */
export const SECRETS_KEY_ID_SETTING = "secrets_key_id";

/**
 * Records which key this database's secrets are sealed with (the first instance to start wins),
 * and refuses to start with another once secrets are sealed: instances sharing a database must
 * share the key, and a changed SECRETS_KEY or a lost key file is said at once, not at the next
 * two-factor sign-in. While no one has a second factor there is nothing to misread, so an instance
 * with another key takes the record over instead (several instances started with their own
 * DATA_DIR keep starting as they did; the refusal comes once a secret would be at stake).
 */
export async function ensureSecretsKeyId(db: DB, box: SecretBox): Promise<"recorded" | "taken over"> {
  await insertSettingIfMissing(db, SECRETS_KEY_ID_SETTING, box.keyId, now());
  const recorded = await readSetting(db, SECRETS_KEY_ID_SETTING);
  if (recorded === box.keyId) return "recorded";
  if ((await listStoredSecrets(db)).length === 0) {
    await writeSetting(db, SECRETS_KEY_ID_SETTING, box.keyId, now());
    return "taken over";
  }
  throw new StartupError(
    `this database's two-factor secrets are sealed with another key (key id ${recorded}; the key from ${box.source} has id ${box.keyId}): set SECRETS_KEY, or restore DATA_DIR/secrets.key, to the key the other instances use (docs/security.md, "Secrets at rest").`,
  );
}
