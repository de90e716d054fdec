// Request bodies of account recovery. Kept apart from recovery.ts because newPasswordSchema
// brings the common-password list, which the admin must not bundle.
import { z } from "zod";
import { newPasswordSchema } from "./user-requests.ts";

const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };
const token = z.string(required).min(1, "is required").max(2000, "is too long");

/** An e-mail address, or "" for none. */
export const emailSchema = z
  .string(required)
  .trim()
  .max(254, "must be at most 254 characters")
  .refine((e) => e === "" || /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/.test(e), "must be an e-mail address such as name@example.com");

/** POST /api/auth/forgot-password: a username or an e-mail address. */
export const forgotPasswordRequestSchema = z.strictObject({
  login: z.string(required).trim().min(1, "is required").max(254, "must be at most 254 characters").regex(/^[^\0\r\n]*$/, "must be one line"),
});

/** POST /api/auth/reset-password: the token of a "Forgot password?" link and the new password. */
export const resetPasswordRequestSchema = z.strictObject({ token, newPassword: newPasswordSchema });

/** POST /api/auth/login/new-password: after a one-time password, the password the user chose. */
export const newPasswordRequestSchema = z.strictObject({ challenge: token, newPassword: newPasswordSchema });

/** PATCH /api/users/me and PATCH /api/users/:id/email. */
export const emailRequestSchema = z.strictObject({ email: emailSchema });
