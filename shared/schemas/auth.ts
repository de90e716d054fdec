import { z } from "zod";
import { ROLES } from "../constants.ts";

export const loginRequestSchema = z.strictObject({
  username: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  password: z.string().min(1, "is required").max(200, "must be at most 200 characters"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

export const loginResponseSchema = z.object({ token: z.string(), role: roleSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ username: z.string(), role: roleSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
