import { z } from "zod";
import { ASSIGNABLE_ROLES, ROLES } from "../constants.ts";

const required = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be a string") };

/** POST /api/auth/login. */
export const loginRequestSchema = z.strictObject({
  username: z
    .string(required)
    .trim()
    .min(1, "is required")
    .max(100, "must be at most 100 characters")
    .regex(/^[^\0]*$/, "must not contain NUL characters"),
  password: z.string(required).min(1, "is required").max(200, "must be at most 200 characters"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);
/** A role the super admin may give: "admin" or "editor" (never "super admin"). */
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: `must be one of: ${ASSIGNABLE_ROLES.join(", ")}` });

export const loginResponseSchema = z.object({ token: z.string(), role: roleSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/me (beyond the spec). */
export const meResponseSchema = z.object({ username: z.string(), role: roleSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /api/auth/sign-out-everywhere: no body, or an empty JSON object. */
export const signOutEverywhereRequestSchema = z.strictObject({});
