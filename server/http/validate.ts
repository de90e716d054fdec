import type { z } from "zod";
import { idSchema } from "../../shared/schemas/common.ts";
import { badRequest, fromZodError } from "./errors.ts";

/** Parses a value with a schema or throws a 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw fromZodError(r.error);
  return r.data;
}

/** A path id must be 24 hex characters; anything else is a 400 naming the field. */
export function parseId(value: unknown): string {
  const r = idSchema.safeParse(value);
  if (!r.success) throw badRequest("Invalid id: must be 24 hexadecimal characters", { id: "must be 24 hexadecimal characters" });
  return r.data;
}
