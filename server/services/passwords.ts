import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";
import { PASSWORD_MAX_BYTES } from "../../shared/constants.ts";
import { loadConfig } from "../config.ts";
import type { User } from "../db/schema.ts";

/**
 * The bcrypt cost new hashes are made with: the configuration's (BCRYPT_COST, 12 unless set; the
 * test suites set 4). The process's configuration until a server's services set theirs.
 */
let cost: number | undefined;

export function setPasswordCost(value: number): void {
  cost = value;
}

export function passwordCost(): number {
  return (cost ??= loadConfig().bcryptCost);
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, passwordCost());

// Compared against when the user does not exist, so both failures take the same time: a hash at
// the configured cost, of a random string nobody knows. The usual costs are constants, since
// hashing one at start costs ~250 ms at cost 12; any other is hashed once, when first needed.
const DUMMY_HASHES = new Map<number, string>([
  [12, "$2b$12$ZGNz8Z6Yg7zvnbJepXw/bedGgGETjQS90PYV7zn/E13dqx7MLQ0C2"],
  [4, "$2b$04$4kh5Q3u4l0M2WcenQKK6ReBKguaFHAdg79ElY2WOtDGU8LsTIqYRq"],
]);

/** The hash an unknown user's password is compared with, at `at` (the configured cost by default). */
export function dummyHash(at = passwordCost()): string {
  let hash = DUMMY_HASHES.get(at);
  if (!hash) {
    hash = bcrypt.hashSync(randomBytes(24).toString("base64"), at);
    DUMMY_HASHES.set(at, hash);
  }
  return hash;
}

/** True when the password is the user's; always spends one bcrypt comparison. */
export async function passwordMatches(user: Pick<User, "passwordHash"> | undefined, password: string): Promise<boolean> {
  const tooLong = Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES;
  const ok = await bcrypt.compare(password, user?.passwordHash ?? dummyHash());
  return !!user && ok && !tooLong;
}
