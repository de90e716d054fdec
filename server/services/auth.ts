// Sign-in, tokens and their revocation (DESIGN.md section 7).
import jwt from "jsonwebtoken";
import { randomBytes } from "node:crypto";
import { LOGIN_LIMITS, TOKEN_TTL_SECONDS, TWO_FACTOR, TWO_FACTOR_MESSAGES, type Role } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { DB } from "../db/index.ts";
import { clearCounter, hitCounter, readCounter, releaseCounter } from "../db/repositories/rate-limits.ts";
import { bumpTokenVersion, findUserById, findUserByUsername } from "../db/repositories/users.ts";
import type { User } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError, unauthorized } from "../http/errors.ts";
import { deviceCookieFor, trustedDevice } from "./device-cookie.ts";
import { consumeLimits, countWithin, limitKeys } from "./rate-limit.ts";
import { passwordMatches } from "./passwords.ts";
import { passwordChangeChallenge } from "./recovery.ts";
import type { SecretBox } from "./secret-box.ts";
import { spendCode } from "./two-factor.ts";

export interface Principal {
  id: string;
  username: string;
  role: Role;
  /** Two-factor sign-in is on for this user. */
  twoFactor: boolean;
}

interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
}

/** The one answer for an unknown username and a wrong password. */
export const INVALID_CREDENTIALS = "Invalid username or password";
const LOGIN_LIMITED_MESSAGE = "Too many sign-in attempts. Please wait and try again.";

export interface SignedIn {
  token: string;
  principal: Principal;
  /** A fresh device cookie value for this browser (docs/security.md, "Device cookies"). */
  deviceCookie: string;
}

/** A right password of a user with two-factor sign-in: the code is asked for next. */
export interface ChallengeIssued {
  challenge: string;
  username: string;
}

/** A right one-time password (the super admin gave it): a new password is asked for next. */
export interface PasswordChangeIssued {
  passwordChange: string;
  username: string;
}

/** A wrong authentication code: a 401 that names whose sign-in failed, for the activity log. */
export class WrongCodeError extends HttpError {
  readonly user: Pick<User, "id" | "username">;
  constructor(user: Pick<User, "id" | "username">) {
    super(401, TWO_FACTOR_MESSAGES.wrongCode);
    this.user = { id: user.id, username: user.username };
  }
}

/** The audience of sign-in challenges: never accepted as a session token (verifyToken). */
const CHALLENGE_AUDIENCE = "r28:two-factor-challenge";

interface ChallengeClaims {
  sub: string;
  ver: number;
  jti: string;
  /** The device cookie's nonce when the password came through a trusted device. */
  dev?: string;
}

/**
 * Checks credentials; the same 401 whether the user is unknown or the password wrong.
 *
 * An attempt carrying a valid device cookie for this username counts only against that cookie
 * (LOGIN_LIMITS.perDevice): neither the username's nor the address's limit applies, so an attack
 * on the username from elsewhere cannot lock its owner out. Past its own limit the cookie counts
 * as absent. Every other attempt counts per username and per client address (429 past
 * LOGIN_LIMITS); a success forgets the username's failures and takes back its count against the
 * address. A success through a device cookie forgets only the cookie's failures: the username
 * stays held for everyone else.
 */
export async function login(
  db: DB,
  secret: string,
  username: string,
  password: string,
  ip = "unknown",
  deviceCookie?: string,
): Promise<SignedIn | ChallengeIssued | PasswordChangeIssued> {
  const userKey = limitKeys.loginUser(username);
  const ipKey = limitKeys.loginIp(ip);
  const nonce = trustedDevice(secret, deviceCookie, username);
  const deviceKey = nonce ? limitKeys.loginDevice(nonce) : undefined;
  const trusted = deviceKey !== undefined && (await countWithin(db, deviceKey, LOGIN_LIMITS.perDevice));
  if (!trusted) {
    await consumeLimits(
      db,
      [
        { key: userKey, policy: LOGIN_LIMITS.perUsername },
        { key: ipKey, policy: LOGIN_LIMITS.perIp },
      ],
      LOGIN_LIMITED_MESSAGE,
    );
  }
  const user = await findUserByUsername(db, username);
  // Always one bcrypt comparison (against a dummy hash for an unknown name) before deciding, so an
  // unknown username and a wrong password take the same time and get the same words.
  const matches = await passwordMatches(user, password);
  const role = roleSchema.safeParse(user?.role);
  if (!user || !matches || !role.success) throw unauthorized(INVALID_CREDENTIALS);
  // Two-factor sign-in: the counts are forgiven only once the code is right too (loginSecondStep),
  // so a known password does not reopen the username's limit for guessing codes.
  if (user.totpEnabledAt) {
    const claims: Omit<ChallengeClaims, "jti"> = { sub: user.id, ver: user.tokenVersion, ...(trusted && nonce ? { dev: nonce } : {}) };
    const challenge = jwt.sign(claims, secret, {
      algorithm: "HS256",
      audience: CHALLENGE_AUDIENCE,
      expiresIn: TWO_FACTOR.challengeTtlSeconds,
      jwtid: randomBytes(16).toString("base64url"),
    });
    return { challenge, username: user.username };
  }
  await forgiveAttempts(db, trusted ? deviceKey : undefined, userKey, ipKey);
  return user.mustChangePassword ? passwordChangeIssued(secret, user) : signedIn(secret, user, role.data);
}

function passwordChangeIssued(secret: string, user: User): PasswordChangeIssued {
  return { passwordChange: passwordChangeChallenge(secret, user), username: user.username };
}

/** After a success: a trusted device forgets its own failures; otherwise the username's, and the address takes its count back. */
async function forgiveAttempts(db: DB, deviceKey: string | undefined, userKey: string, ipKey: string): Promise<void> {
  if (deviceKey) await clearCounter(db, deviceKey);
  else {
    await inTransaction(db, async (trx) => {
      await clearCounter(trx, userKey);
      await releaseCounter(trx, ipKey);
    });
  }
}

/** A complete sign-in of `user` (after the new password that followed a one-time password). */
export function signedInAs(secret: string, user: User): SignedIn {
  return signedIn(secret, user, roleSchema.parse(user.role));
}

function signedIn(secret: string, user: User, role: Role): SignedIn {
  return {
    token: tokenFor(secret, user),
    principal: { id: user.id, username: user.username, role, twoFactor: !!user.totpEnabledAt },
    deviceCookie: deviceCookieFor(secret, user.username),
  };
}

/**
 * The second step of a sign-in with two-factor sign-in: the challenge from the first step and a
 * code (6 digits from the app, or a recovery code). 401 when the challenge is not valid (expired,
 * forged, revoked since) or the code is wrong; 429 past TWO_FACTOR.perChallenge codes on one
 * challenge. A wrong code counts against the username's limit, or against the device cookie's
 * when the password came through one.
 */
export async function loginSecondStep(
  db: DB,
  secret: string,
  box: SecretBox,
  challenge: string,
  code: string,
  ip = "unknown",
): Promise<SignedIn | PasswordChangeIssued> {
  let claims: ChallengeClaims;
  try {
    claims = jwt.verify(challenge, secret, { algorithms: ["HS256"], audience: CHALLENGE_AUDIENCE }) as ChallengeClaims;
  } catch {
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  }
  if (typeof claims.sub !== "string" || typeof claims.ver !== "number" || typeof claims.jti !== "string") throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  await consumeLimits(db, [{ key: limitKeys.loginChallenge(claims.jti), policy: TWO_FACTOR.perChallenge }], TWO_FACTOR_MESSAGES.tooManyCodes);
  const user = await findUserById(db, claims.sub);
  const role = roleSchema.safeParse(user?.role);
  if (!user || user.tokenVersion !== claims.ver || !user.totpEnabledAt || !role.success) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  // A challenge signs in once: whatever the second factor was (an app code or a recovery code),
  // a challenge that already led to a sign-in is spent for the rest of its minutes.
  const spentKey = limitKeys.loginChallengeSpent(claims.jti);
  const spent = await readCounter(db, spentKey);
  if (spent && spent.count > 0 && Date.parse(spent.resetAt) > Date.now()) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  const userKey = limitKeys.loginUser(user.username);
  const deviceKey = typeof claims.dev === "string" ? limitKeys.loginDevice(claims.dev) : undefined;
  if (!(await spendCode(db, box, user, code))) {
    await countWithin(db, deviceKey ?? userKey, deviceKey ? LOGIN_LIMITS.perDevice : LOGIN_LIMITS.perUsername);
    throw new WrongCodeError(user);
  }
  // Two right codes sent at once on one challenge: only the first to count here signs in.
  const t = Date.now();
  const mark = await hitCounter(db, spentKey, new Date(t).toISOString(), new Date(t + TWO_FACTOR.challengeTtlSeconds * 1000).toISOString());
  if (mark.count > 1) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  await forgiveAttempts(db, deviceKey, userKey, limitKeys.loginIp(ip));
  return user.mustChangePassword ? passwordChangeIssued(secret, user) : signedIn(secret, user, role.data);
}

/** A fresh token for the user's current token version. */
export function tokenFor(secret: string, user: Pick<User, "id" | "role" | "tokenVersion">): string {
  const claims: TokenClaims = { sub: user.id, role: roleSchema.parse(user.role), ver: user.tokenVersion };
  return jwt.sign(claims, secret, { algorithm: "HS256", expiresIn: TOKEN_TTL_SECONDS });
}

/** The user a token names, if the token is valid, unexpired and not revoked. */
export async function verifyToken(db: DB, secret: string, token: string): Promise<Principal | undefined> {
  let claims: TokenClaims;
  try {
    claims = jwt.verify(token, secret, { algorithms: ["HS256"] }) as TokenClaims;
  } catch {
    return undefined;
  }
  // A sign-in challenge (or any token with an audience) is never a session.
  if (typeof claims.sub !== "string" || typeof claims.ver !== "number" || "aud" in claims) return undefined;
  const user = await findUserById(db, claims.sub);
  if (!user || user.tokenVersion !== claims.ver) return undefined;
  const role = roleSchema.safeParse(user.role);
  return role.success ? { id: user.id, username: user.username, role: role.data, twoFactor: !!user.totpEnabledAt } : undefined;
}

/** Revokes every token of the user (DESIGN.md section 7: logout bumps the token version). */
export function logout(db: DB, userId: string): Promise<void> {
  return bumpTokenVersion(db, userId);
}
