import { z } from "zod";
import { CONTACT_FORM } from "../constants.ts";

const { maxLength: max, honeypotField } = CONTACT_FORM;
const optionalText = (limit: number) =>
  z
    .string({ error: "must be a single text value" })
    .trim()
    .max(limit, `must be at most ${limit} characters`)
    .regex(/^[^\0]*$/, "must not contain NUL characters")
    .default("");

/**
 * POST /api/contact (beyond the spec): the contact form, form-encoded (or JSON). Every field is
 * optional (SPEC.md section 5); fields not listed here are ignored, as a form forwarder would.
 * `_next` is where the visitor is sent afterwards (a path on this site), `_subject` the subject.
 */
export const contactFormSchema = z.object({
  name: optionalText(max.name),
  email: optionalText(max.email),
  company: optionalText(max.company),
  phone: optionalText(max.phone),
  message: optionalText(max.message),
  _subject: optionalText(max._subject),
  _next: optionalText(max._next),
  [honeypotField]: z.unknown().optional(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
