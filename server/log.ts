import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import pino from "pino";
import type { Config } from "./config.ts";

type Level = Exclude<Config["logLevel"], "silent">;

/** What the server calls to log: a message and optional fields (never secrets; see REDACT). */
export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

/** The request a log line belongs to; every line written while serving it carries its id. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Field names whose values never reach a log line, at the top level or one level down (e.g. a
 * logged body or header object). The server never logs bodies or headers; this is the safety net.
 */
const SECRET_FIELDS = ["password", "currentPassword", "newPassword", "passwordHash", "token", "authorization", "cookie", "jwtSecret", "secret"];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`), '["set-cookie"]', '*["set-cookie"]'];

/**
 * JSON lines on stdout through pino: `time` (ISO 8601), `level` (as a word), `msg`, the fields,
 * `pid` and `hostname` (which instance wrote it), and `reqId` while a request is being served.
 */
export function createLogger(level: Config["logLevel"], destination?: pino.DestinationStream): Logger {
  const base = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: "[redacted]" },
      mixin: () => requestContext.getStore() ?? {},
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  const at = (l: Level) => (msg: string, fields?: Record<string, unknown>) => base[l](fields ?? {}, msg);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

/** An incoming `X-Request-Id` (from a load balancer) is kept when it looks like an id. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** Probes that answer every few seconds: logged only at debug level. */
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * Gives each request an id (answered as `X-Request-Id`, and on every log line written while it
 * is served) and logs one line when it ends: method, path (without the query), status, duration.
 */
export function requestLogger(log: Logger): RequestHandler {
  return function logRequest(req, res, next) {
    const reqId = logAnswer(log, req, res);
    requestContext.run({ reqId }, next);
  };
}

/**
 * The request's id (set as `X-Request-Id`) and its log line when the answer ends: what
 * requestLogger does, also for answers sent without Express (server/http/fast-answers.ts).
 */
export function logAnswer(log: Logger, req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const reqId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", reqId);
  const started = process.hrtime.bigint();
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "/";
  const path = url.split("?")[0] ?? "/";
  res.once("close", () => {
    const fields = {
      reqId,
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    (QUIET_PATHS.has(path) ? log.debug : log.info)("request", fields);
  });
  return reqId;
}
