// Two-factor sign-in (TOTP, RFC 6238). Enrolment, codes with replay protection,
// single-use recovery codes, the super admin's reset and "require for everyone".
// See docs/security.md, "Two-factor sign-in".
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { SUPER_ADMIN_ROLE, TWO_FACTOR, TWO_FACTOR_MESSAGES } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { TwoFactorDisableRequest, TwoFactorOverview, TwoFactorStart, TwoFactorStatus } from "../../shared/schemas/two-factor.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import * as repo from "../db/repositories/two-factor.ts";
import { findUserById } from "../db/repositories/users.ts";
import { readSetting, writeSetting } from "../db/repositories/settings.ts";
import type { User } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import { passwordMatches } from "./passwords.ts";
import { isSealed, SecretKeyMismatch, sealedKeyId, type SecretBox } from "./secret-box.ts";

type TotpUser = Pick<User, "id" | "username" | "totpSecret" | "totpEnabledAt">;

/** The base32 secret of a user as stored (sealed with the site's key), opened; "" when none. */
function plainSecret(box: SecretBox, user: Pick<User, "id" | "totpSecret">): string {
  if (!user.totpSecret) return "";
  // A clear secret from before secrets were sealed (sealStoredSecrets seals them at start).
  return isSealed(user.totpSecret) ? box.open(user.id, user.totpSecret) : user.totpSecret;
}

const totpOf = (user: Pick<User, "username" | "totpSecret">) =>
  new TOTP({
    issuer: TWO_FACTOR.issuer,
    label: user.username,
    secret: Secret.fromBase32(user.totpSecret),
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    algorithm: "SHA1",
  });

/** Spaces and dashes are only for reading; recovery codes ignore case. */
const normalise = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

// No 0/o, 1/l/i: easy to copy by hand. 31 symbols, 12 of them: about 59 bits.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/**
 * The time step a 6-digit code belongs to when it is right for `user`'s secret now (one step of
 * drift either way), else undefined.
 */
function stepOf(user: Pick<User, "username" | "totpSecret">, code: string, at = Date.now()): number | undefined {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(user).validate({ token: code, timestamp: at, window: TWO_FACTOR.window });
  return delta === null ? undefined : TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp: at }) + delta;
}

/**
 * True when `code` lets `user` in, and spends it: a 6-digit code whose time step is newer than the
 * last accepted one (so it cannot be replayed), or an unused recovery code (used up now).
 */
export async function spendCode(db: DB, box: SecretBox, user: TotpUser, code: string): Promise<boolean> {
  if (!user.totpEnabledAt) return false;
  const c = normalise(code);
  if (/^\d{6}$/.test(c)) {
    const step = stepOf({ username: user.username, totpSecret: plainSecret(box, user) }, c);
    return step !== undefined && (await repo.acceptStep(db, user.id, step));
  }
  return c.length > 0 && repo.useRecoveryCode(db, user.id, sha256(c), now());
}

export async function isRequired(db: DB): Promise<boolean> {
  return (await readSetting(db, TWO_FACTOR.requiredSetting)) === "1";
}

export async function status(db: DB, userId: string): Promise<TwoFactorStatus> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("No user with this id");
  return {
    enabled: !!user.totpEnabledAt,
    required: await isRequired(db),
    recoveryCodesLeft: user.totpEnabledAt ? await repo.countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** Enrolment, step 1: a new secret (not in use until confirmed); 409 when it is on already. */
export async function start(db: DB, box: SecretBox, userId: string): Promise<TwoFactorStart> {
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound("No user with this id");
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = new Secret({ size: 20 }).base32;
    await repo.setPendingSecret(trx, userId, box.seal(userId, secret), now());
    const uri = totpOf({ username: user.username, totpSecret: secret }).toString();
    const svg = renderSVG(uri, { border: 2 });
    return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  });
}

/**
 * Enrolment, step 2: a right code from the app turns it on and answers the recovery codes, this
 * once (only their sha256 is kept). 400 for a wrong code, 409 when not started or on already.
 */
export async function confirm(db: DB, box: SecretBox, userId: string, code: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound("No user with this id");
    if (user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notStarted);
    const step = stepOf({ username: user.username, totpSecret: plainSecret(box, user) }, normalise(code));
    if (step === undefined) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode, { code: "is not correct" });
    const codes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
    const ok = await repo.enable(trx, userId, step, codes.map((c) => ({ id: newId(), codeHash: sha256(normalise(c)) })), now());
    if (!ok) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return codes;
  });
}

/** Turns it off for oneself, with the account's password or a current code (403 otherwise). */
export async function disable(db: DB, box: SecretBox, userId: string, proof: TwoFactorDisableRequest): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("No user with this id");
  if (!user.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  const ok = proof.password !== undefined ? await passwordMatches(user, proof.password) : await spendCode(db, box, user, proof.code ?? "");
  if (!ok) throw forbidden(TWO_FACTOR_MESSAGES.wrongPasswordOrCode);
  await repo.clear(db, userId, now());
}

/** The super admin's reset of another user's second factor (they enrol again). Answers who. */
export async function reset(db: DB, userId: string): Promise<Pick<User, "id" | "username">> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("No user with this id");
  await repo.clear(db, userId, now());
  return user;
}

export async function overview(db: DB): Promise<TwoFactorOverview> {
  const rows = await repo.listEnrolment(db);
  return {
    required: await isRequired(db),
    users: rows.map((u) => ({ _id: u.id, username: u.username, role: roleSchema.catch("admin").parse(u.role), enabled: !!u.totpEnabledAt })),
  };
}

/**
 * "Require two-factor sign-in for everyone". The super admin must have it on first, so that
 * requiring it cannot shut the one account out that can turn it off again.
 */
export async function setRequired(db: DB, callerId: string, required: boolean): Promise<boolean> {
  const caller = await findUserById(db, callerId);
  if (!caller || caller.role !== SUPER_ADMIN_ROLE) throw forbidden("Only a super admin may do this");
  if (required && !caller.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.requireOwnFirst);
  await writeSetting(db, TWO_FACTOR.requiredSetting, required ? "1" : "0", now());
  return required;
}

/**
 * At start: seals every TOTP secret still stored in clear (a database from before secrets were
 * sealed), and checks that the sealed ones are this site's key's. A database whose secrets were
 * sealed with another key is refused with the key ids, never silently re-enrolled.
 */
export async function sealStoredSecrets(db: DB, box: SecretBox): Promise<{ sealed: number }> {
  let sealed = 0;
  for (const row of await repo.listStoredSecrets(db)) {
    const keyId = sealedKeyId(row.totpSecret);
    if (keyId !== undefined) {
      if (keyId !== box.keyId) throw new SecretKeyMismatch(keyId, box.keyId);
      continue;
    }
    if (await repo.replaceStoredSecret(db, row.id, row.totpSecret, box.seal(row.id, row.totpSecret))) sealed++;
  }
  return { sealed };
}
