import type { Request } from "express";
import type { Actor } from "../services/activity.ts";

/** The signed-in user of a request (after requireAuth) and the client address, for the activity log. */
export function actorOf(req: Request): Actor {
  return { userId: req.principal?.id ?? "", username: req.principal?.username ?? "", ip: req.ip ?? "" };
}
