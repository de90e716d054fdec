// The server's stack without the page renderer, as a process the durability test can SIGKILL:
// the steps of server/index.ts startServer (open and migrate the database, seed the blocks and
// the portfolio, build the services, createApp, listen) minus the React Router build, which the
// Vitest suites do not have. Configured by the same environment (DATA_DIR, DATABASE_URL,
// ADMIN_PASSWORD, LOG_LEVEL); PG_SCHEMA picks a PostgreSQL schema so each run has its own.
// Prints "listening <port>".
import type { AddressInfo } from "node:net";
import { createApp } from "../../../server/app.ts";
import { loadConfig } from "../../../server/config.ts";
import { openDatabase } from "../../../server/db/index.ts";
import { seed } from "../../../server/db/seed.ts";
import { seedPortfolio } from "../../../server/db/seed-portfolio.ts";
import { createLogger } from "../../../server/log.ts";
import { createServices } from "../../../server/services/index.ts";

const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema: process.env.PG_SCHEMA || undefined });
await seed(database.db, config.adminPassword);
await seedPortfolio(database.db, config.seedPortfolio);
const services = await createServices(config, database, log);
const server = createApp(services).listen(config.port, config.host, () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
