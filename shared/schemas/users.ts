import { z } from "zod";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from "../constants.ts";
import { idSchema } from "./common.ts";
import { roleSchema } from "./auth.ts";

const byteLength = (s: string) => new TextEncoder().encode(s).length;
const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };

/** A new password: at least 8 characters and at most 72 bytes (bcrypt reads no further). */
export const newPasswordSchema = z
  .string(required)
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((p) => byteLength(p) <= PASSWORD_MAX_BYTES, `must be at most ${PASSWORD_MAX_BYTES} bytes`)
  .refine((p) => !p.includes("\0"), "must not contain NUL characters");

/** A new username: 3 to 50 letters, digits, dots, underscores or hyphens. */
export const newUsernameSchema = z
  .string(required)
  .trim()
  .regex(USERNAME_PATTERN, "must be 3 to 50 letters, digits, dots, underscores or hyphens");

/** POST /api/auth/register (super admin only); the new user gets the role "admin". */
export const registerRequestSchema = z.strictObject({ username: newUsernameSchema, password: newPasswordSchema });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** PATCH /api/users/change-password: the caller must be `username` or the super admin. */
export const changePasswordRequestSchema = z.strictObject({
  username: z.string(required).trim().min(1, "is required").max(100, "must be at most 100 characters").regex(/^[^\0]*$/, "must not contain NUL characters"),
  currentPassword: z.string(required).min(1, "is required").max(200, "must be at most 200 characters"),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A user as the API shows it: never a password or its hash. */
export const userSchema = z.object({ _id: idSchema, username: z.string(), role: roleSchema });
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/**
 * The answer of a password change: the user, and a fresh `token` when callers changed their own
 * password (the change revokes every older token, including the one that made the call).
 */
export const changePasswordResponseSchema = userSchema.extend({ token: z.string().optional() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
