import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "./constants.ts";

/**
 * The most common passwords, from zxcvbn-ts's maintained list (about 49,000 entries, from
 * breach corpora). Only those a new password could still equal are kept: the ones at least
 * PASSWORD_MIN_LENGTH characters long (about 300). Compared ignoring case.
 */
const COMMON = new Set(dictionary["passwords-common"].filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()));

/** True when the password is on the list of the most common passwords (ignoring case). */
export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
