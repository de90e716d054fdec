import express, { Router } from "express";
import { contactFormSchema } from "../../shared/schemas/contact.ts";
import { HttpError } from "../http/errors.ts";
import { parse } from "../http/validate.ts";
import { submit } from "../services/contact.ts";
import type { Services } from "../services/index.ts";

/**
 * POST /api/contact (beyond the spec): the contact form as a plain form post (or JSON). Stores
 * the message and answers 303 to `_next` (a path on this site) or to "/".
 */
export function contactRouter(s: Services): Router {
  const r = Router();
  r.post(
    "/",
    function requireFormBody(req, _res, next) {
      const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
      if (hasBody && !req.is(["application/x-www-form-urlencoded", "application/json"])) {
        throw new HttpError(415, "The contact form must be sent form-encoded (application/x-www-form-urlencoded) or as JSON");
      }
      next();
    },
    express.urlencoded({ extended: false, limit: "64kb", parameterLimit: 50 }),
    express.json({ limit: "64kb", strict: true }),
    async (req, res) => {
      const form = parse(contactFormSchema, req.body ?? {});
      const { redirect, message } = await submit(s.db, s.config, form, req.ip);
      // The message is stored; the e-mail goes out afterwards and its failure is only logged.
      if (message && s.notifyContact) void s.notifyContact({ ...message, _id: message.id });
      res.redirect(303, redirect);
    },
  );
  return r;
}
