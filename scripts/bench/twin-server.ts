// The static twins' server (started by scripts/bench/site.ts in its own process, so it never
// shares an event loop with the load generator): express.static with the site's compression,
// each twin with the security headers its page answered with.
// Arguments: port, the folder of twin files (with twins.json: page path → file), build/client.
import { readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

const [port, dir, clientDir] = process.argv.slice(2) as [string, string, string];
const files = new Map(Object.entries(JSON.parse(readFileSync(path.join(dir, "twins.json"), "utf8")) as Record<string, { file: string; headers: Record<string, string> }>));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.use((req, res, next) => {
  const twin = req.method === "GET" || req.method === "HEAD" ? files.get(req.originalUrl) : undefined;
  if (twin) {
    req.url = twin.file;
    res.set(twin.headers);
  }
  next();
});
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(dir, { index: false }));
app.use(express.static(clientDir, { maxAge: "1h", index: false }));
const server = app.listen(Number(port), "127.0.0.1");
server.keepAliveTimeout = 5_000;
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
