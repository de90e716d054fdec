import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { BCRYPT_COST, PASSWORD_MAX_BYTES, TOKEN_TTL_SECONDS, type Role } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { DB } from "../db/index.ts";
import { bumpTokenVersion, findUserById, findUserByUsername } from "../db/repositories/users.ts";
import { badRequest, unauthorized } from "../http/errors.ts";

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

/** Refuses passwords bcrypt would silently truncate. */
export function assertPasswordLength(password: string, field = "password"): void {
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) {
    throw badRequest(`The ${field} must be at most ${PASSWORD_MAX_BYTES} bytes`, { [field]: `must be at most ${PASSWORD_MAX_BYTES} bytes` });
  }
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, BCRYPT_COST);

// A fixed hash compared against when the user does not exist, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("no such user", BCRYPT_COST);

export class AuthService {
  private readonly db: DB;
  private readonly secret: string;
  constructor(db: DB, secret: string) {
    this.db = db;
    this.secret = secret;
  }

  /** Checks credentials; the same error whether the user is unknown or the password wrong. */
  async login(username: string, password: string): Promise<{ token: string; principal: Principal }> {
    const user = await findUserByUsername(this.db, username);
    const tooLong = Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
    const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok || tooLong) throw unauthorized("Invalid username or password");
    const role = roleSchema.parse(user.role);
    return { token: this.sign({ sub: user.id, role, ver: user.tokenVersion }), principal: { id: user.id, username: user.username, role } };
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
