import { randomBytes } from "node:crypto";

/** A new record id: 24 lower-case hex characters (12 random bytes), like a Mongo ObjectId. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export function now(): string {
  return new Date().toISOString();
}
