import nodemailer from "nodemailer";
import { MESSAGE_CSV_COLUMNS, type Message, type MessageList, type MessagePage, type SenderExport } from "../../shared/schemas/messages.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { countUnread, deleteMessage, deleteMessages, findMessage, listMessages, listMessagesFrom, pageMessages, setMessageRead, type MessageRow } from "../db/repositories/messages.ts";
import { inTransaction } from "../db/transaction.ts";
import { notFound } from "../http/errors.ts";
import type { Logger } from "../log.ts";
import { recordActivity, type Actor } from "./activity.ts";

/** The contact inbox of the admin: read, mark, delete and export the stored messages. */

const NOT_FOUND = "No message with this id";

function toApi(row: MessageRow): Message {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt,
    read: row.readAt !== "",
    readAt: row.readAt,
  };
}

export async function listInbox(db: DB): Promise<MessageList> {
  const messages = (await listMessages(db)).map(toApi);
  return { messages, unread: messages.filter((m) => !m.read).length };
}

/** One page of the inbox, newest first, with the unread count of all of it and the totals. */
export async function pageInbox(db: DB, query: { page?: number | undefined; limit?: number | undefined }): Promise<MessagePage> {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const page = query.page ?? 1;
  const [{ rows, total }, unread] = await Promise.all([pageMessages(db, (page - 1) * limit, limit), countUnread(db)]);
  const { offset: _offset, ...totals } = pageWindow(page, limit, total);
  return { messages: rows.map(toApi), unread, ...totals };
}

export const unreadMessages = (db: DB): Promise<number> => countUnread(db);

/** One message; 404 when none has this id. */
export async function getMessage(db: DB, id: string): Promise<Message> {
  const row = await findMessage(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toApi(row);
}

/** Marks a message read (keeping when it was first read) or unread; answers it. */
export async function markMessage(db: DB, id: string, read: boolean): Promise<Message> {
  if (!(await setMessageRead(db, id, read ? now() : ""))) throw notFound(NOT_FOUND);
  return getMessage(db, id);
}

/** Deletes a message for good (messages have no trash) and logs who did, in one transaction. */
export async function removeMessage(db: DB, id: string, actor: Actor): Promise<void> {
  await inTransaction(db, async (trx) => {
    const message = await getMessage(trx, id);
    if (!(await deleteMessage(trx, id))) throw notFound(NOT_FOUND);
    await recordActivity(trx, "delete", actor, { type: "message", id: message._id, label: message.subject || message.name || message.email });
  });
}

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a value starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is prefixed with `'` so it is read as text, never as a
 * formula (OWASP "CSV injection"); every cell is quoted and its quotes doubled.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The zone the company works in; the export's times are given in it, and the heading says so. */
const CSV_ZONE = "Africa/Lagos";
const LAGOS = new Intl.DateTimeFormat("en-CA", { timeZone: CSV_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

/** A stored UTC time as Lagos wall-clock time, `YYYY-MM-DD HH:MM:SS`, which spreadsheets read as a date. */
export function lagosTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const part = Object.fromEntries(LAGOS.formatToParts(t).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const CSV_HEADINGS: Record<(typeof MESSAGE_CSV_COLUMNS)[number], string> = {
  createdAt: "Received (Lagos time, WAT, UTC+1)",
  name: "Name",
  email: "E-mail",
  company: "Company",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  read: "Read",
};

/** Every message as CSV, newest first, with a heading row; lines end in CRLF. */
export async function messagesCsv(db: DB): Promise<string> {
  return toCsv((await listInbox(db)).messages);
}

function toCsv(messages: readonly Message[]): string {
  const rows = [MESSAGE_CSV_COLUMNS.map((c) => csvCell(CSV_HEADINGS[c]))];
  for (const m of messages) rows.push(MESSAGE_CSV_COLUMNS.map((c) => csvCell(c === "read" ? (m.read ? "yes" : "no") : c === "createdAt" ? lagosTime(m.createdAt) : m[c])));
  return rows.map((r) => r.join(",")).join("\r\n") + "\r\n";
}

/**
 * How the activity log names a sender: enough for staff to recognise the request, not the address
 * itself (after an erasure the log must not keep what was erased): `a•••@example.com`.
 */
export function maskedSender(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return `${email.slice(0, 1)}•••`;
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const senderLabel = (email: string, count: number) => `${maskedSender(email.trim())} (${count} ${count === 1 ? "message" : "messages"})`;

/**
 * Everything one sender sent, for a data-subject access or portability request (NDPA sections 34
 * and 38), and the activity entry saying who exported it; the messages keep their read state.
 */
export async function exportSender(db: DB, email: string, actor: Actor, format: "json" | "csv"): Promise<{ data: SenderExport; csv: string }> {
  const messages = (await listMessagesFrom(db, email)).map(toApi);
  await recordActivity(db, "sender-data-exported", actor, { type: "sender", id: "", label: `${senderLabel(email, messages.length)} as ${format.toUpperCase()}` });
  return {
    data: { email: email.trim(), exportedAt: now(), messages: messages.map(({ read: _r, readAt: _a, ...m }) => m) },
    csv: toCsv(messages),
  };
}

/** Erases everything one sender sent (erasure request, NDPA section 36), logged in the same transaction. */
export async function eraseSender(db: DB, email: string, actor: Actor): Promise<number> {
  return inTransaction(db, async (trx) => {
    const ids = (await listMessagesFrom(trx, email)).map((m) => m.id);
    const erased = await deleteMessages(trx, ids);
    await recordActivity(trx, "sender-data-erased", actor, { type: "sender", id: "", label: senderLabel(email, erased) });
    return erased;
  });
}

/** Sends an e-mail about a new message; never throws (a failed e-mail must not lose the message). */
export type ContactNotifier = (message: Pick<Message, "_id" | "name" | "email" | "company" | "phone" | "subject" | "message" | "createdAt">) => Promise<void>;

const SIMPLE_EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

/**
 * The notifier when both `SMTP_URL` and `CONTACT_NOTIFY_TO` are set (nodemailer over SMTP), else
 * undefined. The e-mail is plain text; a sender address that looks valid becomes Reply-To.
 */
export function createContactNotifier(opts: { smtpUrl?: string | undefined; notifyTo?: string | undefined; siteName: string; siteUrl: string }, log: Logger): ContactNotifier | undefined {
  const { smtpUrl, notifyTo } = opts;
  if (!smtpUrl || !notifyTo) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  const from = `"${opts.siteName} website" <no-reply@${hostOf(opts.siteUrl)}>`;
  return async (m) => {
    const lines = [
      `A message came through the contact form of ${opts.siteName} (${m.createdAt}).`,
      "",
      `Name: ${m.name}`,
      `E-mail: ${m.email}`,
      `Company: ${m.company}`,
      `Phone: ${m.phone}`,
      `Subject: ${m.subject}`,
      "",
      m.message,
      "",
      `Read it in the inbox: ${opts.siteUrl}/admin/dashboard/messages?open=${m._id}`,
    ];
    try {
      await transport.sendMail({
        from,
        to: notifyTo,
        subject: oneLine(`${m.subject || "Contact form"}${m.name ? ` — ${m.name}` : ""}`).slice(0, 250),
        text: lines.join("\n"),
        ...(SIMPLE_EMAIL.test(m.email) ? { replyTo: m.email } : {}),
      });
    } catch (err) {
      log.warn("contact notification e-mail failed; the message is stored", { id: m._id, error: String(err) });
    }
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || "localhost";
  } catch {
    return "localhost";
  }
}
