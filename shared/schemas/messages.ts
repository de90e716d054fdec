import { z } from "zod";
import { CONTACT_FORM } from "../constants.ts";
import { pageParams, pageTotals } from "./paging.ts";
import { idSchema, requiredText } from "./common.ts";

/**
 * A message sent through the contact form, as the inbox shows it (`/api/messages`). Every field
 * is plain text as the visitor typed it: shown as text, never rendered as HTML.
 */
export const messageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When it arrived (ISO 8601, UTC). */
  createdAt: z.string(),
  read: z.boolean(),
  /** When it was first marked read; "" while unread. */
  readAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages: newest first, with the number still unread. */
export const messageListResponseSchema = z.object({ messages: z.array(messageSchema), unread: z.number().int() });
export type MessageList = z.infer<typeof messageListResponseSchema>;
/** GET /api/messages?page=&limit=: one page, newest first, the unread count of the whole inbox, and the totals (also `X-Total-Count` / `X-Total-Pages`). */
export const messagePageQuerySchema = z.object(pageParams);
export const messagePageSchema = z.object({ messages: z.array(messageSchema), unread: z.number().int(), ...pageTotals });
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET /api/messages/unread: what the inbox control of the admin shell shows. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** GET and PATCH /api/messages/{id}. */
export const messageResponseSchema = z.object({ message: messageSchema });

/** PATCH /api/messages/{id}: mark read or unread. */
export const messagePatchSchema = z.strictObject({
  read: z.boolean({ error: (issue) => (issue.input === undefined ? "is required" : "must be true or false") }),
});
export type MessagePatch = z.infer<typeof messagePatchSchema>;

/** The columns of GET /api/messages/export (CSV), in order. */
export const MESSAGE_CSV_COLUMNS = ["createdAt", "name", "email", "company", "phone", "subject", "message", "read"] as const;


/** How many words of the message a headline quotes. */
const HEADLINE_WORDS = 8;

/**
 * What the inbox calls a message. The contact form sends one fixed subject (SPEC.md: the company's
 * short name and 'Contact Form Submission'), which tells messages apart no better than none, so
 * such a message is headed by its sender and the first words of its text ('Ada Obi: We would like
 * to discuss a partnership…'); a subject of its own is kept.
 */
export function inboxHeadline(m: Pick<Message, "subject" | "name" | "email" | "message">): string {
  const subject = m.subject.trim();
  if (subject && !subject.endsWith(CONTACT_FORM.subjectSuffix)) return subject;
  const sender = m.name.trim() || m.email.trim() || "Anonymous sender";
  const words = m.message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sender;
  const quoted = words.slice(0, HEADLINE_WORDS).join(" ");
  return `${sender}: ${quoted}${words.length > HEADLINE_WORDS ? "…" : ""}`;
}

/**
 * POST /api/messages/by-sender/{json,csv,erase}: every message one sender sent, found by their
 * e-mail address (trimmed, compared case-insensitively), for a data-subject request.
 */
export const senderRequestSchema = z.strictObject({ email: requiredText(320) });
export type SenderRequest = z.infer<typeof senderRequestSchema>;

/** POST /api/messages/by-sender/json: what the sender is given (a file to download). */
export const senderExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  messages: z.array(messageSchema.omit({ read: true, readAt: true })),
});
export type SenderExport = z.infer<typeof senderExportSchema>;

/** POST /api/messages/by-sender/erase: how many messages were erased. */
export const senderErasedSchema = z.object({ erased: z.number().int() });
