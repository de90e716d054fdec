import { z } from "zod";
import { idSchema } from "./common.ts";
import { assignableRoleSchema, roleSchema } from "./auth.ts";

// The request bodies (register, change password) and their password rules live in
// user-requests.ts; their types are re-exported here for the client.
export type { ChangePasswordRequest, RegisterRequest } from "./user-requests.ts";

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

/** PATCH /api/users/{id} (super admin only): a user's new role. */
export const userPatchSchema = z.strictObject({ role: assignableRoleSchema });
export type UserPatch = z.infer<typeof userPatchSchema>;
