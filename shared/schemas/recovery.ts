// Getting back into an account: the answers and types the admin reads (the request schemas with
// their password rules live in recovery-requests.ts, which the server parses with).
import { z } from "zod";
import { idSchema } from "./common.ts";

/** The first step of a sign-in with a one-time password: a new password is asked for next. */
export const passwordChangeChallengeSchema = z.object({ passwordChangeRequired: z.literal(true), challenge: z.string() });
export type PasswordChangeChallenge = z.infer<typeof passwordChangeChallengeSchema>;

/** GET /api/auth/recovery: whether "Forgot password?" is offered (SMTP is configured). */
export const recoveryOptionsSchema = z.object({ forgotPassword: z.boolean() });
export type RecoveryOptions = z.infer<typeof recoveryOptionsSchema>;

/** POST /api/users/:id/one-time-password: shown once to the super admin. */
export const oneTimePasswordSchema = z.object({ _id: idSchema, username: z.string(), oneTimePassword: z.string() });
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

/** A user's own account details (GET/PATCH /api/users/me). */
export const accountSchema = z.object({ _id: idSchema, username: z.string(), email: z.string() });
export type Account = z.infer<typeof accountSchema>;
