// The yardstick of `npm run bench:hot-path`: a bare node:http server answering each recorded path
// with the exact status, headers and (compressed) bytes the site answered, from memory, and
// nothing else. Started in its own process so it never shares an event loop with the load.
// Arguments: port, the JSON file of recorded answers (path → status, headers, body in base64).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2) as [string, string];
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, { status: number; headers: Record<string, string>; body: string }>).map(([p, a]) => [
    p,
    { status: a.status, headers: a.headers, body: Buffer.from(a.body, "base64") },
  ]),
);
const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? "");
  if (req.url === "/healthz") res.end("ok");
  else if (!answer) res.writeHead(404).end();
  else res.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(port), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
