import http from "node:http";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ensureBuild } from "../ops/support/processes.ts";
import { useSite } from "./support/site.ts";

const site = useSite();

/** A raw GET (or HEAD): no client here decodes the body, so the bytes are the ones sent. */
function raw(url: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

// The build writes brotli and gzip copies of its scripts and styles; the server sends those copies
// instead of compressing each asset on every request.
describe("the client's scripts and styles are sent precompressed", () => {
  it("answers br or gzip as the browser asks, with the build's own copy, the asset's type and a year's cache; identity gets the file itself", async () => {
    const assets = path.join(await ensureBuild(), "client", "assets");
    const html = await (await site.request.get("/admin/login")).text();
    const names = [...html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g)].map((m) => m[1]!).filter((n) => existsSync(path.join(assets, `${n}.br`)));
    const script = names.find((n) => n.endsWith(".js"));
    const style = names.find((n) => n.endsWith(".css"));
    expect(script, "a script of the staff area with a brotli copy").toBeDefined();
    expect(style, "a style of the staff area with a brotli copy").toBeDefined();

    for (const [name, type] of [
      [script!, "text/javascript; charset=utf-8"],
      [style!, "text/css; charset=utf-8"],
    ] as const) {
      const url = `${site.baseURL}/assets/${name}`;
      const original = readFileSync(path.join(assets, name));

      const br = await raw(url, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toBe(type);
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // The copy written at build time, byte for byte: nothing was compressed for this request.
      expect(br.body.equals(readFileSync(path.join(assets, `${name}.br`)))).toBe(true);
      expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
      expect(br.body.length).toBeLessThan(original.length);

      const gz = await raw(url, { "Accept-Encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.body.equals(readFileSync(path.join(assets, `${name}.gz`)))).toBe(true);
      expect(gunzipSync(gz.body).equals(original)).toBe(true);

      const plain = await raw(url, { "Accept-Encoding": "identity" });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers["content-type"]).toBe(type);
      expect(plain.body.equals(original)).toBe(true);

      const head = await raw(url, { "Accept-Encoding": "br" }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.headers["content-encoding"]).toBe("br");
      expect(Number(head.headers["content-length"])).toBe(br.body.length);
    }
  });

  it("follows the weights the browser gives: the heavier encoding wins, br at a tie, none refused", async () => {
    const html = await (await site.request.get("/admin/login")).text();
    const script = /\/assets\/(entry\.client-[\w-]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const cases: [string, string | undefined][] = [
      ["*", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity;q=1, br;q=0.4, gzip;q=0.4", undefined],
      // No copy in deflate: the request falls through to the compression on the fly, as before.
      ["deflate", "deflate"],
    ];
    for (const [accept, expected] of cases) {
      const res = await raw(`${site.baseURL}/assets/${script}`, { "Accept-Encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
    }
  });

  it("an asset that does not exist is still 404, whatever the encoding", async () => {
    const res = await raw(`${site.baseURL}/assets/no-such-file-0000.js`, { "Accept-Encoding": "br" });
    expect(res.status).toBe(404);
  });
});
