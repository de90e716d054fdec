import type { ErrorRequestHandler } from "express";
import { z } from "zod";
import type { Logger } from "../log.ts";

/** An error that maps to an HTTP status and a message safe to show. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** More members of the answer beside `error` (e.g. `conflict` of a stale save). */
  readonly body: Record<string, unknown> | undefined;
  constructor(status: number, message: string, opts: { fields?: Record<string, string>; headers?: Record<string, string>; body?: Record<string, unknown> } = {}) {
    super(message);
    this.status = status;
    this.fields = opts.fields;
    this.headers = opts.headers;
    this.body = opts.body;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields ? { fields } : {});
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Turns a zod error into `{error, fields}` with one message per field. */
/**
 * A zod message in the site's own words: zod's defaults start "Invalid input: expected string,
 * received number", which staff read as jargon; the field's name is put before it by the caller.
 */
export function readableIssue(message: string): string {
  const typed = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (typed) return `must be ${/^[aeiou]/.test(typed[1] as string) ? "an" : "a"} ${typed[1]}, not ${typed[2]}`;
  const rest = message.replace(/^Invalid (?:input|option)?:?\s*/i, "").trim();
  return rest ? rest.replace(/^expected\b/, "must be") : "is not valid";
}

export function fromZodError(err: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) fields[k] ??= "is not a known field";
      continue;
    }
    if (issue.code === "invalid_type" && issue.path.length === 0) {
      fields.body ??= "must be a JSON object";
      continue;
    }
    fields[key] ??= readableIssue(issue.message);
  }
  // The message reads as a sentence staff can act on ("title is required; slug must …"), without a
  // generic prefix: the admin shows it as it is, and each field's part beside the field.
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k} ${v}`)
    .join("; ");
  return badRequest(summary || "The request could not be read", fields);
}

/** The one error handler: typed errors become JSON, anything else a logged 500 without details. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return function handleError(err, req, res, next) {
    if (res.headersSent) return next(err);
    let e: HttpError;
    if (err instanceof HttpError) e = err;
    else if (err instanceof z.ZodError) e = fromZodError(err);
    else if (isBodyParserError(err)) e = bodyParserError(err);
    else if (isClientError(err)) e = new HttpError(err.status, "The request could not be read");
    else {
      log.error("unhandled error", { path: req.path, method: req.method, error: String(err?.stack ?? err) });
      e = new HttpError(500, "Something went wrong on our side. Please try again.");
    }
    if (e.headers) res.set(e.headers);
    res.status(e.status).json({ ...e.body, error: e.message, ...(e.fields ? { fields: e.fields } : {}) });
  };
}

/** Errors Express and its parsers raise for a bad request (e.g. a path that is not valid percent-encoding). */
function isClientError(err: unknown): err is { status: number } {
  if (typeof err !== "object" || err === null || !("status" in err)) return false;
  const status = (err as { status: unknown }).status;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status < 500;
}

function isBodyParserError(err: unknown): err is { type: string; status: number } {
  return typeof err === "object" && err !== null && "type" in err && "status" in err;
}

function bodyParserError(err: { type: string; status: number }): HttpError {
  switch (err.type) {
    case "entity.parse.failed":
      return badRequest("The request body is not valid JSON");
    case "entity.too.large":
      return new HttpError(413, "The request body is too large");
    case "encoding.unsupported":
      return new HttpError(415, "The request body's Content-Encoding is not supported");
    case "charset.unsupported":
      return new HttpError(415, "The request body must be UTF-8");
    default:
      return new HttpError(err.status >= 400 && err.status < 500 ? err.status : 400, "The request body could not be read");
  }
}
