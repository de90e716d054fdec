import { z } from "zod";
import { ID_PATTERN } from "../ids.ts";

/** A record id as it appears in paths and payloads. */
export const idSchema = z.string().regex(ID_PATTERN, "must be 24 hexadecimal characters");

/** Plain text: stored as typed, escaped on output. */
export const plainText = (max = 2000) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Rich text (HTML from the editor); sanitised on the server before it is stored. */
export const richText = (max = 200_000) => z.string().max(max, `must be at most ${max} characters`);

/** The body of every error answer of the API. */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
