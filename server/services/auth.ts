import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { BCRYPT_COST, LOGIN_LIMITS, PASSWORD_MAX_BYTES, TOKEN_TTL_SECONDS, type Role } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { DB } from "../db/index.ts";
import { bumpTokenVersion, findUserById, findUserByUsername } from "../db/repositories/users.ts";
import type { User } from "../db/schema.ts";
import { unauthorized } from "../http/errors.ts";
import { limitKeys, type RateLimiter } from "./rate-limit.ts";

export interface Principal {
  id: string;
  username: string;
  role: Role;
}

interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

// Compared against when the user does not exist, so both failures take the same time. A constant
// (cost 12, of a random string nobody knows) rather than hashed at start, which would cost ~250 ms.
const DUMMY_HASH = "$2b$12$ZGNz8Z6Yg7zvnbJepXw/bedGgGETjQS90PYV7zn/E13dqx7MLQ0C2";

/** True when the password is the user's; always spends one bcrypt comparison. */
export async function passwordMatches(user: Pick<User, "passwordHash"> | undefined, password: string): Promise<boolean> {
  const tooLong = Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
  const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  return !!user && ok && !tooLong;
}

export const LOGIN_LIMITED_MESSAGE = "Too many sign-in attempts. Please wait and try again.";

/** Sign-in, tokens and their revocation (DESIGN.md section 7). */
export class AuthService {
  private readonly db: DB;
  private readonly secret: string;
  private readonly limiter: RateLimiter;
  constructor(db: DB, secret: string, limiter: RateLimiter) {
    this.db = db;
    this.secret = secret;
    this.limiter = limiter;
  }

  /**
   * Checks credentials; the same 401 whether the user is unknown or the password wrong. Failed
   * attempts count per username and per client address (429 past LOGIN_LIMITS); a success
   * forgets the username's failures.
   */
  async login(username: string, password: string, ip = "unknown"): Promise<{ token: string; principal: Principal }> {
    const userKey = limitKeys.loginUser(username);
    const ipKey = limitKeys.loginIp(ip);
    await this.limiter.consume(
      [
        { key: userKey, policy: LOGIN_LIMITS.perUsername },
        { key: ipKey, policy: LOGIN_LIMITS.perIp },
      ],
      LOGIN_LIMITED_MESSAGE,
    );
    const user = await findUserByUsername(this.db, username);
    const role = roleSchema.safeParse(user?.role);
    if (!user || !(await passwordMatches(user, password)) || !role.success) throw unauthorized("Invalid username or password");
    await this.limiter.reset(userKey);
    await this.limiter.release(ipKey);
    return { token: this.tokenFor(user), principal: { id: user.id, username: user.username, role: role.data } };
  }

  /** A fresh token for the user's current token version. */
  tokenFor(user: Pick<User, "id" | "role" | "tokenVersion">): string {
    return this.sign({ sub: user.id, role: roleSchema.parse(user.role), ver: user.tokenVersion });
  }

  sign(claims: TokenClaims): string {
    return jwt.sign(claims, this.secret, { algorithm: "HS256", expiresIn: TOKEN_TTL_SECONDS });
  }

  /** The user a token names, if the token is valid, unexpired and not revoked. */
  async verify(token: string): Promise<Principal | undefined> {
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ["HS256"] }) as TokenClaims;
    } catch {
      return undefined;
    }
    if (typeof claims.sub !== "string" || typeof claims.ver !== "number") return undefined;
    const user = await findUserById(this.db, claims.sub);
    if (!user || user.tokenVersion !== claims.ver) return undefined;
    const role = roleSchema.safeParse(user.role);
    return role.success ? { id: user.id, username: user.username, role: role.data } : undefined;
  }

  /** Revokes every token of the user (DESIGN.md section 7: logout bumps the token version). */
  logout(userId: string): Promise<void> {
    return bumpTokenVersion(this.db, userId);
  }
}
