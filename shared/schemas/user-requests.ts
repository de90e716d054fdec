// New passwords and the request bodies that carry them. Kept apart from users.ts because the
// common-password list is large: the admin imports users.ts's schemas, and must not bundle it.
import { z } from "zod";
import { isCommonPassword } from "../common-passwords.ts";
import { assignableRoleSchema } from "./auth.ts";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES, USERNAME_PATTERN } from "../constants.ts";

const byteLength = (s: string) => new TextEncoder().encode(s).length;
const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };

/**
 * A new password: at least 12 characters, at most 72 bytes (bcrypt reads no further),
 * not one of the most common passwords. The request schemas below add that it may not equal the
 * account's username (ignoring case).
 */
export const newPasswordSchema = z
  .string(required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES.tooShort)
  .refine((p) => byteLength(p) <= PASSWORD_MAX_BYTES, `must be at most ${PASSWORD_MAX_BYTES} bytes`)
  .refine((p) => !p.includes("\0"), "must not contain NUL characters")
  .refine((p) => !isCommonPassword(p), PASSWORD_RULE_MESSAGES.common);

/** True when the password is the username, ignoring case (and the spaces around the name). */
export const passwordIsUsername = (password: string, username: string): boolean =>
  password.trim().toLowerCase() === username.trim().toLowerCase();

/** Adds "must not be the same as the username" on `passwordField` of an object holding both. */
function notTheUsername<K extends string>(passwordField: K) {
  return (value: { username: string } & Record<K, string>, ctx: z.RefinementCtx) => {
    if (passwordIsUsername(value[passwordField], value.username)) {
      ctx.addIssue({ code: "custom", path: [passwordField], message: PASSWORD_RULE_MESSAGES.sameAsUsername });
    }
  };
}

/** A new username: 3 to 50 letters, digits, dots, underscores or hyphens. */
export const newUsernameSchema = z
  .string(required)
  .trim()
  .regex(USERNAME_PATTERN, "must be 3 to 50 letters, digits, dots, underscores or hyphens");

/** POST /api/auth/register (super admin only); the new user gets `role`, "admin" when it is left out. */
export const registerRequestSchema = z
  .strictObject({ username: newUsernameSchema, password: newPasswordSchema, role: assignableRoleSchema.optional() })
  .superRefine(notTheUsername("password"));
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** PATCH /api/users/change-password: the caller must be `username` or the super admin. */
export const changePasswordRequestSchema = z.strictObject({
  username: z.string(required).trim().min(1, "is required").max(100, "must be at most 100 characters").regex(/^[^\0]*$/, "must not contain NUL characters"),
  currentPassword: z.string(required).min(1, "is required").max(200, "must be at most 200 characters"),
  newPassword: newPasswordSchema,
}).superRefine(notTheUsername("newPassword"));
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
