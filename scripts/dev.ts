// `npm run dev`: the real server with Vite's dev server as middleware (hot reload for pages).
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { seed } from "../server/db/seed.ts";
import { seedPortfolio } from "../server/db/seed-portfolio.ts";
import { seedLeaders } from "../server/db/seed-leaders.ts";
import { createLogger } from "../server/log.ts";
import { pagesHandler } from "../server/pages.ts";
import { createServices } from "../server/services/index.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { generatedPassword } = await seed(database.db, config.adminPassword);
if (generatedPassword) process.stdout.write(`First start: the super_admin password is ${generatedPassword}\n`);
await seedPortfolio(database.db, config.seedPortfolio);
await seedLeaders(database.db);
const services = await createServices(config, database, log);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
const app = createApp(services, { before: vite.middlewares, pages: pagesHandler(services, build, "development"), dev: true });
app.listen(config.port, config.host, () => process.stdout.write(`Dev server at http://localhost:${config.port}\n`));
