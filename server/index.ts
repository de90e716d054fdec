import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/index.ts";
import { seed } from "./db/seed.ts";
import { seedNews } from "./db/seed-news.ts";
import { seedPortfolio } from "./db/seed-portfolio.ts";
import { seedLeaders } from "./db/seed-leaders.ts";
import { seedDocuments } from "./db/seed-documents.ts";
import { firstPasswordPath, firstPasswordWaiting, writeFirstPassword } from "./first-password.ts";
import { fastAnswers } from "./http/fast-answers.ts";
import { createLogger } from "./log.ts";
import { pagesHandler } from "./pages.ts";
import { createServices, type Services } from "./services/index.ts";
import { setPasswordCost } from "./services/passwords.ts";
import { listenError, StartupError } from "./startup-error.ts";
import { cleanupUnattached, CLEANUP_EVERY_MS } from "./services/media-library.ts";

/** How long an idle keep-alive connection stays open (docs/operations.md, "Several instances"). */
export const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  server: Server;
  services: Services;
  url: string;
  /** Stops accepting, lets in-flight requests finish, closes the database. */
  stop(): Promise<void>;
}

/** Migrates, seeds, and serves the built site on config.port. */
export async function startServer(config: Config = loadConfig(), buildDir = path.resolve("build")): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  // Before the seed, which hashes the first admin's password.
  setPasswordCost(config.bcryptCost);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => log.warn("database connection lost; reconnecting on the next query", { error: err.message }),
    onListenerError: (err) =>
      log.warn("the content revision listener lost its connection; pages read the revision on every request until it reconnects", { error: err.message }),
  });
  const { generatedPassword } = await seed(database.db, config.adminPassword);
  if (generatedPassword) announcePassword(generatedPassword, config.dataDir, log);
  else if (firstPasswordWaiting(config.dataDir)) {
    log.warn("the generated super_admin password is still waiting in its file (removed after the first sign-in)", { file: firstPasswordPath(config.dataDir) });
  }
  const portfolio = await seedPortfolio(database.db, config.seedPortfolio);
  if (portfolio.added > 0) log.info("first start: added the built-in portfolio", { companies: portfolio.added });
  const articles = await seedNews(database.db);
  if (articles.added > 0) log.info("added the built-in articles", { articles: articles.added });
  const people = await seedLeaders(database.db);
  if (people > 0) log.info("added the built-in leadership (once per database)", { people });
  const services = await createServices(config, database, log);
  // After the media store is chosen: the documents' files go through it.
  const documents = await seedDocuments(database.db);
  if (documents > 0) log.info("added the built-in reports and documents (once per database)", { documents });
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  // Cached public pages are answered before Express sees the request (server/http/fast-answers.ts).
  const fast = fastAnswers(services);
  const app = createApp(services, {
    clientDir: path.join(buildDir, "client"),
    pages: pagesHandler(services, build, config.production ? "production" : "development", { clientDir: path.join(buildDir, "client"), fast }),
  });
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const srv = createServer(services.scheduler.onRead(fast.front(app)));
      srv.once("error", reject);
      srv.listen(config.port, config.host, () => {
        srv.off("error", reject);
        resolve(srv);
      });
    });
  } catch (err) {
    await database.close();
    throw listenError(err, config.host, config.port);
  }
  // Idle connections stay open longer than a load balancer's idle timeout (60 s on the common ones):
  // a server that closes first races the balancer's next request on that connection (a reset, a 502).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  log.info("listening", { url, database: database.dialect, react: reactBuild(), media: services.mediaStore.where });
  // Uploads never attached to anything go after 24 hours; every instance tries every quarter
  // hour and the database lease lets one of them run each hour (services/media-library.ts).
  const cleanup = setInterval(() => {
    cleanupUnattached(database.db)
      .then((removed) => {
        if (typeof removed === "number" && removed > 0) log.info("removed uploads never attached to anything", { removed });
      })
      .catch((err: unknown) => log.warn("media cleanup failed; it runs again later", { error: (err as Error).message }));
  }, CLEANUP_EVERY_MS / 4);
  cleanup.unref();
  // Scheduled publishes: every instance ticks; each due schedule is carried out once (services/scheduler.ts).
  services.scheduler.start();
  return {
    server,
    services,
    url,
    async stop() {
      clearInterval(cleanup);
      await services.scheduler.stop();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        force.unref();
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await database.close();
      log.info("stopped");
    },
  };
}

/**
 * Which build of React this process renders with, read from the file Node actually loaded (React
 * picks it by NODE_ENV when it is first loaded; `npm start` makes it production unless NODE_ENV
 * says otherwise). Logged with "listening", so a deployment can check it.
 */
export function reactBuild(): "production" | "development" | "not loaded" {
  const cache = createRequire(import.meta.url).cache;
  for (const [file, mod] of Object.entries(cache)) {
    const m = /[\\/]react[\\/]cjs[\\/]react\.(production|development)\.js$/.exec(file);
    if (m && mod?.loaded) return m[1] as "production" | "development";
  }
  return "not loaded";
}

/**
 * The generated super_admin password is shown once to the person at the terminal. When the
 * output goes to a log collector instead, no password is written to it: the password goes to a
 * file in DATA_DIR only its owner can read (removed after the first successful sign-in), and the
 * log names the file. Only the hash is stored in the database either way.
 */
function announcePassword(password: string, dataDir: string, log: ReturnType<typeof createLogger>): void {
  if (process.stdout.isTTY) {
    process.stdout.write(`\n  First start: the super_admin password is ${password}\n  Keep it safe; it will not be shown again.\n\n`);
    return;
  }
  try {
    const file = writeFirstPassword(dataDir, password);
    log.warn("first start without ADMIN_PASSWORD: the generated super_admin password is in a file only this user can read; it is removed after the first sign-in", { file });
  } catch (err) {
    log.warn("first start without ADMIN_PASSWORD: the generated super_admin password could not be written to a file; set one with npm run admin:reset-password -- super_admin", {
      file: firstPasswordPath(dataDir),
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

/** Runs until SIGTERM or SIGINT, then drains and exits. A failure at start is one line and exit code 1. */
export async function main(buildDir?: string): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer(loadConfig(), buildDir);
  } catch (err) {
    process.stderr.write(`${startFailure(err)}\n`);
    process.exit(1);
  }
  // For the person at a terminal; collected logs have the JSON "listening" line instead.
  if (process.stdout.isTTY) process.stdout.write(`R28 site running at ${running.url}\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    running.services.log.info("shutting down", { signal });
    running.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        running.services.log.error("shutdown failed", { error: String(err) });
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** One line for a failure at start; the stack trace only with LOG_LEVEL=debug. */
function startFailure(err: unknown): string {
  if (err instanceof StartupError) return `Could not start: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  const detail = process.env.LOG_LEVEL === "debug" && err instanceof Error ? `\n${err.stack}` : " (LOG_LEVEL=debug shows the details)";
  return `Could not start: ${message}${detail}`;
}
