// Two-factor sign-in (docs/security.md, "Two-factor sign-in"): the request and answer
// shapes of /api/auth/login/2fa and /api/two-factor.
import { z } from "zod";
import { idSchema } from "./common.ts";
import { roleSchema } from "./auth.ts";

const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };

/** A 6-digit code from the app, or a recovery code (spaces and dashes are ignored). */
export const authCodeSchema = z
  .string(required)
  .trim()
  .min(1, "is required")
  .max(64, "must be at most 64 characters")
  .regex(/^[A-Za-z0-9 -]+$/, "must be a 6-digit code or a recovery code");

/** The answer of POST /api/auth/login for a user with two-factor sign-in: no token yet. */
export const loginChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** POST /api/auth/login/2fa. */
export const loginTwoFactorRequestSchema = z.strictObject({
  challenge: z.string(required).min(1, "is required").max(2000, "must be at most 2000 characters"),
  code: authCodeSchema,
});
export type LoginTwoFactorRequest = z.infer<typeof loginTwoFactorRequestSchema>;

/** GET /api/two-factor: the caller's own state. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Every account must have it (the super admin's setting). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/two-factor/start: takes no body, or `{}`. */
export const twoFactorStartRequestSchema = z.strictObject({});
/** Its answer: the secret (for typing in), the otpauth:// URI and the QR code as an SVG data URL. */
export const twoFactorStartSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TwoFactorStart = z.infer<typeof twoFactorStartSchema>;

/** POST /api/two-factor/confirm. */
export const twoFactorConfirmRequestSchema = z.strictObject({ code: authCodeSchema });
/** The recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/two-factor/disable: the account's password or a current code. */
export const twoFactorDisableRequestSchema = z
  .strictObject({
    password: z.string("must be a string").min(1, "is required").max(200, "must be at most 200 characters").optional(),
    code: authCodeSchema.optional(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, { message: "give your password or an authentication code", path: ["password"] });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

/** GET /api/two-factor/users (super admin): who has it on, and whether everyone must. */
export const twoFactorOverviewSchema = z.object({
  required: z.boolean(),
  users: z.array(z.object({ _id: idSchema, username: z.string(), role: roleSchema, enabled: z.boolean() })),
});
export type TwoFactorOverview = z.infer<typeof twoFactorOverviewSchema>;

/** PATCH /api/two-factor/policy (super admin). */
export const twoFactorPolicySchema = z.strictObject({ required: z.boolean({ error: "must be true or false" }) });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
