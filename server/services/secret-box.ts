// Secrets kept at rest encrypted (the TOTP secrets of two-factor sign-in), with a key that is never
// stored in the database or in a backup archive. See docs/security.md, "Secrets at rest".
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { StartupError } from "../startup-error.ts";

/** The key file used when SECRETS_KEY is not set, in DATA_DIR (outside the database). */
export const SECRETS_KEY_FILE = "secrets.key";
/** SECRETS_KEY must carry at least this many characters (e.g. `openssl rand -base64 32`). */
export const SECRETS_KEY_MIN_LENGTH = 32;
const SEALED = /^v1\.([0-9a-f]{16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{22})$/;

export interface SecretBox {
  /** Names the key (not secret): stored with each sealed value, so another key is recognised. */
  keyId: string;
  /** Where the key came from: "SECRETS_KEY" or the key file's path. */
  source: string;
  /** Encrypts `plain`, bound to `owner` (a user id): a sealed value copied to another row does not open. */
  seal(owner: string, plain: string): string;
  /** Decrypts a sealed value; throws SecretKeyMismatch when it was sealed with another key. */
  open(owner: string, sealed: string): string;
}

/** A value sealed with a key this site does not have. */
export class SecretKeyMismatch extends Error {
  override name = "SecretKeyMismatch";
  readonly foundKeyId: string;
  constructor(foundKeyId: string, ours: string) {
    super(`a secret was encrypted with another key (key id ${foundKeyId}; this site's key has id ${ours})`);
    this.foundKeyId = foundKeyId;
  }
}

export const isSealed = (value: string): boolean => SEALED.test(value);
/** The key id a sealed value names, else undefined. */
export const sealedKeyId = (value: string): string | undefined => SEALED.exec(value)?.[1];

/** AES-256-GCM with a random 96-bit IV; the owner id is authenticated data. */
export function secretBoxFrom(key: Buffer, source: string): SecretBox {
  if (key.length !== 32) throw new Error("the secrets key must be 32 bytes");
  const keyId = createHmac("sha256", key).update("r28 secrets key id").digest("hex").slice(0, 16);
  return {
    keyId,
    source,
    seal(owner, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(owner, "utf8"));
      const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `v1.${keyId}.${iv.toString("base64url")}.${ct.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}`;
    },
    open(owner, sealed) {
      const m = SEALED.exec(sealed);
      if (!m) throw new Error("not a sealed secret");
      if (m[1] !== keyId) throw new SecretKeyMismatch(m[1] as string, keyId);
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(m[2] as string, "base64url"));
      decipher.setAAD(Buffer.from(owner, "utf8"));
      decipher.setAuthTag(Buffer.from(m[4] as string, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(m[3] as string, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * The site's secrets key: SECRETS_KEY when set (any text of 32 characters or more, stretched with
 * HKDF-SHA256), else the key file DATA_DIR/secrets.key, created (32 random bytes, mode 0600) on
 * first use. Several instances must share it: the same SECRETS_KEY, or the same file.
 */
export function loadSecretBox(opts: { secretsKey: string | undefined; dataDir: string }): SecretBox {
  if (opts.secretsKey !== undefined) {
    if (opts.secretsKey.length < SECRETS_KEY_MIN_LENGTH) {
      throw new StartupError(`SECRETS_KEY must be at least ${SECRETS_KEY_MIN_LENGTH} characters long (for example the output of \`openssl rand -base64 32\`).`);
    }
    const key = Buffer.from(hkdfSync("sha256", opts.secretsKey, "r28", "r28 totp secrets", 32));
    return secretBoxFrom(key, "SECRETS_KEY");
  }
  const file = path.join(opts.dataDir, SECRETS_KEY_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw new StartupError(`cannot read the secrets key ${file} (${(err as Error).message}).`);
    text = createKeyFile(file);
  }
  const key = Buffer.from(text.trim(), "base64url");
  if (key.length !== 32) throw new StartupError(`the secrets key ${file} is not a key this site wrote (32 bytes, base64url): restore it from its backup, or set SECRETS_KEY.`);
  return secretBoxFrom(key, file);
}

/**
 * Writes a new key file, unless another process wrote one first (then that one is read). The key
 * is written whole to a file of its own, then linked to its name, which fails when the name
 * exists: two instances starting at once never see a half-written key, and agree on one.
 */
function createKeyFile(file: string): string {
  const own = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(own, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    linkSync(own, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new StartupError(`cannot create the secrets key ${file} (${(err as Error).message}): make DATA_DIR writable, or set SECRETS_KEY.`);
    }
  } finally {
    rmSync(own, { force: true });
  }
  return readFileSync(file, "utf8");
}
