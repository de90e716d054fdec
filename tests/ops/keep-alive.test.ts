import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProcess, stubBuild, tempDir, type ServerProcess } from "./support/processes.ts";

/** GET on a keep-alive agent; resolves with the status and the client port of the socket used. */
function get(agent: http.Agent, url: string): Promise<{ status: number; localPort: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, localPort: req.socket?.localPort ?? 0 }));
    });
    req.on("error", reject);
  });
}

// Behind a load balancer the balancer keeps idle connections to each instance open for up to
// 60 s (the common default) and sends the next request on one of them. A server closing idle
// connections sooner races that request: the balancer gets a reset and answers 502. The same
// race made browser tests fail once with "socket hang up" when a test lasted about 5 s, the old
// keep-alive timeout.
describe("idle keep-alive connections", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startProcess({ DATA_DIR: tempDir(), SEED_PORTFOLIO: "false" }, { buildDir: stubBuild() });
    await server.ready();
  });
  afterAll(() => server.stop());

  it("stay open longer than the 5 s that Node's default closes them after, so a reused connection is not reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let closedByServer = false;
    try {
      const first = await get(agent, `${server.url}/healthz`);
      const socket = Object.values(agent.freeSockets).flat()[0];
      socket?.once("close", () => (closedByServer = true));
      // Idle for longer than Node's default keep-alive timeout (5 s): the duration is what is tested.
      await new Promise((r) => setTimeout(r, 6_500));
      const second = await get(agent, `${server.url}/healthz`);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(closedByServer).toBe(false);
      expect(second.localPort).toBe(first.localPort);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
