import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTP request with the path sent exactly as written: no URL parsing, so `..`, `%2e` and
 * doubled slashes reach the server as an attacker would send them (fetch and supertest normalise
 * them away). Fails after `timeoutMs` instead of hanging.
 */
export function rawRequest(
  base: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number },
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: opts.method ?? "GET", path: opts.path, headers: opts.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`${opts.method ?? "GET"} ${opts.path} did not answer within ${opts.timeoutMs ?? 15_000} ms`)));
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** Serves an Express app on a free loopback port; answers its base URL and a close(). */
export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
