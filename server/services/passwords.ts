import bcrypt from "bcryptjs";
import { BCRYPT_COST, PASSWORD_MAX_BYTES } from "../../shared/constants.ts";
import type { User } from "../db/schema.ts";

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
