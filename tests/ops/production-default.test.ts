import { describe, expect, it } from "vitest";
import { startProcess, useBuiltSite } from "./support/processes.ts";

/** The React build the server reports in its "listening" log line (read from the file Node loaded). */
function reactBuildOf(stdout: string): unknown {
  const listening = stdout
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { msg: string; react?: string })
    .find((l) => l.msg === "listening");
  return listening?.react;
}

describe("npm start is production unless asked otherwise", () => {
  const site = useBuiltSite();

  // NODE_ENV undefined: the variable is removed from the child's environment, as in a plain shell.
  for (const [nodeEnv, expected] of [
    [undefined, "production"],
    ["development", "development"],
  ] as const) {
    it(`with NODE_ENV ${nodeEnv ?? "unset"}, React renders with its ${expected} build`, async () => {
      const dataDir = site.dataDir();
      const server = await startProcess({ DATA_DIR: dataDir, NODE_ENV: nodeEnv, LOG_LEVEL: "info", SEED_PORTFOLIO: "false", ADMIN_PASSWORD: "production-default-Pa55word" }, { buildDir: site.buildDir });
      try {
        await server.ready();
        expect(reactBuildOf(server.stdout())).toBe(expected);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    }, 120_000);
  }
});
