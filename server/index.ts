import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/index.ts";
import { seed } from "./db/seed.ts";
import { createLogger } from "./log.ts";
import { pagesHandler } from "./pages.ts";
import { createServices, type Services } from "./services/index.ts";

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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { generatedPassword } = await seed(database.db, config.adminPassword);
  if (generatedPassword) {
    // Printed once; only its hash is stored.
    process.stdout.write(`\n  First start: the super_admin password is ${generatedPassword}\n  Keep it safe; it will not be shown again.\n\n`);
  }
  const services = await createServices(config, database, log);
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const app = createApp(services, {
    clientDir: path.join(buildDir, "client"),
    pages: pagesHandler(services, build, config.production ? "production" : "development"),
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const srv = app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(srv)));
  });
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  log.info("listening", { url, database: database.dialect });
  return {
    server,
    services,
    url,
    async stop() {
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

/** Runs until SIGTERM or SIGINT, then drains and exits. */
export async function main(buildDir?: string): Promise<void> {
  const running = await startServer(loadConfig(), buildDir);
  process.stdout.write(`R28 site running at ${running.url}\n`);
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
