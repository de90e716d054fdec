// Getting back into an account (docs/security.md, "Getting back in"): the super admin's one-time
// password, the command line's reset, and "Forgot password?" by e-mail.
import { createHash, randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import nodemailer from "nodemailer";
import { ACCOUNT_RECOVERY, ACCOUNT_RECOVERY_MESSAGES, SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { Account } from "../../shared/schemas/recovery.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { claimReset, deleteExpiredResets, deleteResetsOf, insertReset } from "../db/repositories/password-resets.ts";
import { clearCounter } from "../db/repositories/rate-limits.ts";
import * as twoFactorRepo from "../db/repositories/two-factor.ts";
import { findUserById, findUserByUsername, listUsers, findUserByUsernameIgnoringCase, findUsersByEmail, setEmail, setPasswordHash } from "../db/repositories/users.ts";
import type { User } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import { passwordIsUsername } from "../../shared/schemas/user-requests.ts";
import { PASSWORD_RULE_MESSAGES } from "../../shared/constants.ts";
import { hashPassword } from "./passwords.ts";
import { consumeLimits, countWithin, limitKeys } from "./rate-limit.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A generated password: 20 base64url characters (120 bits), easy to copy, never stored. */
export const generatePassword = (): string => randomBytes(Math.ceil((ACCOUNT_RECOVERY.oneTimePasswordLength * 3) / 4)).toString("base64url").slice(0, ACCOUNT_RECOVERY.oneTimePasswordLength);

type Named = Pick<User, "id" | "username">;

/** Sets a password, revokes every token and every reset link of the user, forgives their failed sign-ins. */
async function setPassword(db: DB, user: Named, password: string, mustChange: boolean): Promise<void> {
  const hash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await setPasswordHash(trx, user.id, hash, mustChange, now());
    await deleteResetsOf(trx, user.id);
    await clearCounter(trx, limitKeys.loginUser(user.username));
  });
}

const isSuperAdmin = (u: Pick<User, "username" | "role">) => u.username === SUPER_ADMIN_USERNAME || u.role === SUPER_ADMIN_ROLE;

/**
 * The super admin gives another user a one-time password (shown to the super admin once): the
 * user's tokens are all revoked and their next sign-in must choose a new password. 409 for the
 * super admin's own account (it changes its password with the current one, or from the command line).
 */
export async function giveOneTimePassword(db: DB, targetId: string): Promise<{ user: Named; password: string }> {
  const user = await findUserById(db, targetId);
  if (!user) throw notFound("No user with this id");
  if (isSuperAdmin(user)) throw conflict("The super admin's password is changed with the current one, or with npm run admin:reset-password");
  const password = generatePassword();
  await setPassword(db, user, password, true);
  return { user: { id: user.id, username: user.username }, password };
}

/**
 * `npm run admin:reset-password`: sets `password` (or a generated one, answered) for `username`,
 * optionally turning off two-factor sign-in too. Whoever has shell access to the site is trusted.
 */
export async function resetFromCommandLine(
  db: DB,
  username: string,
  password: string | undefined,
  opts: { resetTwoFactor?: boolean } = {},
): Promise<{ user: Named; generated?: string; twoFactorReset: boolean }> {
  const user = (await findUserByUsername(db, username)) ?? (await findUserByUsernameIgnoringCase(db, username));
  if (!user) throw new RecoveryError(`there is no user ${JSON.stringify(username)}.`);
  if (password !== undefined) {
    const { newPasswordSchema } = await import("../../shared/schemas/user-requests.ts");
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) throw new RecoveryError(`the new password ${checked.error.issues[0]?.message ?? "is not allowed"}.`);
    if (passwordIsUsername(password, user.username)) throw new RecoveryError(`the new password ${PASSWORD_RULE_MESSAGES.sameAsUsername}.`);
  }
  const chosen = password ?? generatePassword();
  await setPassword(db, user, chosen, false);
  const twoFactorReset = !!opts.resetTwoFactor && (await twoFactorRepo.clear(db, user.id, now()));
  return { user: { id: user.id, username: user.username }, ...(password === undefined ? { generated: chosen } : {}), twoFactorReset };
}

/** A failure of the command-line reset that one line explains. */
export class RecoveryError extends Error {
  override name = "RecoveryError";
}

// The short-lived step after a sign-in with a one-time password: only good for choosing a new one.
const PASSWORD_CHANGE_AUDIENCE = "r28:password-change";

/** A challenge for the "choose a new password" step of `user` (spent when their password changes). */
export function passwordChangeChallenge(secret: string, user: Pick<User, "id" | "tokenVersion">): string {
  return jwt.sign({ sub: user.id, ver: user.tokenVersion }, secret, {
    algorithm: "HS256",
    audience: PASSWORD_CHANGE_AUDIENCE,
    expiresIn: ACCOUNT_RECOVERY.passwordChangeTtlSeconds,
  });
}

/**
 * The user signed in with a one-time password chooses a new one: answers the user, who is then
 * signed in (the caller issues the token). 401 when the challenge expired or was used.
 */
export async function finishPasswordChange(db: DB, secret: string, challenge: string, newPassword: string): Promise<User> {
  let claims: { sub?: unknown; ver?: unknown };
  try {
    claims = jwt.verify(challenge, secret, { algorithms: ["HS256"], audience: PASSWORD_CHANGE_AUDIENCE }) as typeof claims;
  } catch {
    throw unauthorized(ACCOUNT_RECOVERY_MESSAGES.passwordChangeExpired);
  }
  const user = typeof claims.sub === "string" ? await findUserById(db, claims.sub) : undefined;
  if (!user || user.tokenVersion !== claims.ver || !user.mustChangePassword) throw unauthorized(ACCOUNT_RECOVERY_MESSAGES.passwordChangeExpired);
  if (passwordIsUsername(newPassword, user.username)) throw badRequest("The new password is not allowed", { newPassword: PASSWORD_RULE_MESSAGES.sameAsUsername });
  await setPassword(db, user, newPassword, false);
  const updated = await findUserById(db, user.id);
  if (!updated || !roleSchema.safeParse(updated.role).success) throw unauthorized(ACCOUNT_RECOVERY_MESSAGES.passwordChangeExpired);
  return updated;
}

/** Sends one e-mail; undefined when SMTP_URL is not set ("Forgot password?" is then not offered). */
export type Mailer = (mail: { to: string; subject: string; text: string }) => Promise<void>;

export function createMailer(opts: { smtpUrl: string | undefined; siteName: string; siteUrl: string }): Mailer | undefined {
  if (!opts.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(opts.smtpUrl);
  let host = "localhost";
  try {
    host = new URL(opts.siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  const from = `"${opts.siteName} website" <no-reply@${host}>`;
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

export interface ResetRequestOutcome {
  /** The accounts a link was sent to (for the activity log); empty when none matched. */
  sentTo: Named[];
}

/**
 * "Forgot password?": `login` is a username or an e-mail address. Every matching account with an
 * address gets a link (its token: 32 random bytes, only the sha256 kept), valid 30 minutes, once.
 * The caller answers the same whatever this finds. Limits: per typed name or address and per
 * client address (a 429, which says nothing about the account), and per account (past it, no
 * more e-mails, silently). The e-mails leave after the answer (`deliveries`), so the answer takes
 * the same time whether or not one is sent.
 */
export async function requestReset(
  db: DB,
  mailer: Mailer,
  site: { siteUrl: string; siteName: string },
  login: string,
  ip: string,
): Promise<ResetRequestOutcome & { deliveries: () => Promise<void> }> {
  const typed = login.trim().toLowerCase();
  await consumeLimits(
    db,
    [
      { key: `reset:address:${typed}`, policy: ACCOUNT_RECOVERY.perAddress },
      { key: `reset:ip:${ip}`, policy: ACCOUNT_RECOVERY.perIp },
    ],
    ACCOUNT_RECOVERY_MESSAGES.tooManyRequests,
  );
  const byName = typed.includes("@") ? undefined : await findUserByUsernameIgnoringCase(db, login.trim());
  const candidates = byName ? [byName] : typed.includes("@") ? await findUsersByEmail(db, typed) : [];
  const mails: { to: string; subject: string; text: string }[] = [];
  const sentTo: Named[] = [];
  const at = Date.now();
  for (const user of candidates) {
    if (!user.email) continue;
    if (!(await countWithin(db, `reset:account:${user.id}`, ACCOUNT_RECOVERY.perAccount))) continue;
    const token = randomBytes(32).toString("base64url");
    await insertReset(db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(at + ACCOUNT_RECOVERY.resetLinkTtlSeconds * 1000).toISOString(),
      createdAt: new Date(at).toISOString(),
    });
    sentTo.push({ id: user.id, username: user.username });
    // The token travels in the fragment: browsers never send it to a server or in a Referer.
    const link = `${site.siteUrl}/admin/reset-password#token=${token}`;
    mails.push({
      to: user.email,
      subject: `${site.siteName} CMS: choose a new password`,
      text: [
        `Someone (hopefully you) asked to choose a new password for the ${site.siteName} CMS account "${user.username}".`,
        "",
        "Open this link within 30 minutes to choose it (it works once):",
        link,
        "",
        "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      ].join("\n"),
    });
  }
  if (Math.random() < 0.05) await deleteExpiredResets(db, new Date(at).toISOString());
  return {
    sentTo,
    deliveries: async () => {
      for (const m of mails) await mailer(m);
    },
  };
}

/**
 * A "Forgot password?" link used: sets the new password (tokens and other links revoked). The
 * password rules are checked before the link is spent (the request schema, then the username
 * rule, which gives the link back), so a refused password leaves the link usable. 400 when the
 * link is unknown, expired or used.
 */
export async function completeReset(db: DB, token: string, newPassword: string): Promise<Named> {
  const userId = await claimReset(db, sha256(token), now());
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw new HttpError(400, ACCOUNT_RECOVERY_MESSAGES.linkInvalid);
  if (passwordIsUsername(newPassword, user.username)) {
    // Give the link back: the person chose a password the rules refuse.
    await db.updateTable("passwordResets").set({ usedAt: "" }).where("tokenHash", "=", sha256(token)).execute();
    throw badRequest("The new password is not allowed", { newPassword: PASSWORD_RULE_MESSAGES.sameAsUsername });
  }
  await setPassword(db, user, newPassword, false);
  return { id: user.id, username: user.username };
}

/** Every user's e-mail address, for the super admin's user list (the list itself stays {_id, username, role}). */
export async function accounts(db: DB): Promise<Account[]> {
  return (await listUsers(db)).map((u) => ({ _id: u.id, username: u.username, email: u.email }));
}

/** A user's own account details. */
export async function account(db: DB, userId: string): Promise<Account> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("No user with this id");
  return { _id: user.id, username: user.username, email: user.email };
}

/** Sets a user's e-mail address ("" removes it). */
export async function changeEmail(db: DB, userId: string, email: string): Promise<Account> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound("No user with this id");
  await setEmail(db, userId, email, now());
  return { _id: user.id, username: user.username, email };
}

/** Logs a failed e-mail without its link. */
export function deliveryFailed(log: Logger, err: unknown): void {
  log.warn("password reset e-mail failed", { error: err instanceof Error ? err.message : String(err) });
}
