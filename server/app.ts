import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { HttpError, errorHandler, notFound } from "./http/errors.ts";
import { precompressedAssets } from "./http/precompressed.ts";
import { policyOptions, securityHeaders } from "./http/security.ts";
import { requestLogger } from "./log.ts";
import { activityRouter } from "./routes/activity.ts";
import { authRouter } from "./routes/auth.ts";
import { draftsRouter } from "./routes/drafts.ts";
import { historyRouter } from "./routes/history.ts";
import { contactRouter } from "./routes/contact.ts";
import { contentRouter } from "./routes/content.ts";
import { documentDraftUploadsRouter, documentFilesRouter, documentsRouter, documentUploadsRouter } from "./routes/documents.ts";
import { investmentsRouter } from "./routes/investments.ts";
import { leadersRouter } from "./routes/leaders.ts";
import { redirectsRouter } from "./routes/redirects.ts";
import { scheduleRouter } from "./routes/schedule.ts";
import { searchRouter } from "./routes/search.ts";
import { mediaRouter } from "./routes/media.ts";
import { messagesRouter } from "./routes/messages.ts";
import { newsRouter } from "./routes/news.ts";
import { openApiRouter } from "./routes/openapi.ts";
import { enforceAccess } from "./middleware/access.ts";
import { previewsRouter } from "./routes/previews.ts";
import { mediaLibraryRouter, uploadsRouter } from "./routes/uploads.ts";
import { twoFactorRouter } from "./routes/two-factor.ts";
import { usersRouter } from "./routes/users.ts";
import type { Services } from "./services/index.ts";

const JSON_LIMIT = "15mb";
/** A path whose last segment has an extension: the only kind the build's files have. */
const FILE_PATH = /\.[^/]+$/;

export interface AppOptions {
  /** The folder of the built client assets (build/client); omitted in API-only tests. */
  clientDir?: string;
  /** The page renderer (React Router handler or Vite dev middleware); omitted in API-only tests. */
  pages?: RequestHandler;
  /** Extra middleware before the pages (Vite's dev server). */
  before?: RequestHandler;
  dev?: boolean;
}

/** JSON bodies only, for writes under /api (form posts have their own routes). */
const requireJson: RequestHandler = function requireJsonBody(req, _res, next) {
  const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && ["POST", "PATCH", "PUT"].includes(req.method) && !req.is("application/json")) {
    throw new HttpError(415, "The request body must be JSON (Content-Type: application/json)");
  }
  next();
};

/** The one Express app: /healthz, /readyz, /api/*, /media/*, static assets, then the pages. */
export function createApp(s: Services, opts: AppOptions = {}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLogger(s.log));
  // Which proxies may name the client address (X-Forwarded-For): loopback only unless TRUST_PROXY says.
  app.set("trust proxy", s.config.trustProxy);
  app.use(securityHeaders(policyOptions(s.config, !!opts.dev)));
  // A write through this process makes its page answers read the content revision from the
  // database until the write has ended: the editor's next load never races the notification.
  app.use(function writesReadRevision(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS") res.once("close", s.database.revision.writing());
    next();
  });
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await s.database.ping();
    res.set("Cache-Control", "no-store").status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable" });
  });
  // Ready for traffic (a load balancer's check): the database answers and is fully migrated.
  app.get("/readyz", async (_req, res) => {
    const r = await s.database.ready();
    res.set("Cache-Control", "no-store").status(r.ok ? 200 : 503).json(r.ok ? { status: "ready" } : { status: "unavailable", reason: r.reason });
  });

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Every route of the contract gets its access level checked here, before its router runs.
  api.use(enforceAccess(s));
  // Not JSON: a multipart upload and a plain form post, each reading its own body.
  api.use("/media", uploadsRouter(s));
  api.use("/contact", contactRouter(s));
  api.use("/documents", documentUploadsRouter(s));
  api.use("/drafts/document", documentDraftUploadsRouter(s));
  api.use(requireJson);
  api.use(express.json({ limit: JSON_LIMIT, strict: true }));
  api.use(openApiRouter(s));
  api.use("/auth", authRouter(s));
  api.use("/users", usersRouter(s));
  api.use("/two-factor", twoFactorRouter(s));
  api.use("/news-and-events", newsRouter(s));
  api.use("/investments", investmentsRouter(s));
  api.use("/leaders", leadersRouter(s));
  api.use("/redirects", redirectsRouter(s));
  api.use("/search", searchRouter(s));
  api.use("/media", mediaLibraryRouter(s));
  api.use("/documents", documentsRouter(s));
  api.use("/messages", messagesRouter(s));
  api.use("/activity", activityRouter(s));
  api.use("/previews", previewsRouter(s));
  // Before the drafts' router: its schedule route is here.
  api.use(scheduleRouter(s));
  api.use(draftsRouter(s));
  api.use(historyRouter(s));
  api.use(contentRouter(s));
  api.use(() => {
    throw notFound("No such API route");
  });
  api.use(errorHandler(s.log));
  app.use("/api", api);

  app.use("/media", mediaRouter(s));
  // A document's file (/reports/{slug}.pdf); its page and the list are pages.
  app.use("/reports", documentFilesRouter(s));
  if (opts.before) app.use(opts.before);
  if (opts.clientDir) {
    const assets = path.join(opts.clientDir, "assets");
    app.use("/assets", precompressedAssets(assets, { immutable: true, maxAge: "1y" }), express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    // The build's other files (favicon, images, video) all have an extension; a page's path never
    // does, so pages skip the disk look-up (and the not-found error it makes) on every request.
    const files = express.static(opts.clientDir, { maxAge: "1h", index: false });
    app.use(function clientFiles(req, res, next) {
      if (FILE_PATH.test(req.path)) files(req, res, next);
      else next();
    });
  }
  if (opts.pages) app.use(opts.pages);
  app.use(errorHandler(s.log));
  return app;
}
