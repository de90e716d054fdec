import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startProcess, tempDir } from "./support/processes.ts";

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
  let buildDir: string;
  const dirs: string[] = [];
  beforeAll(async () => {
    buildDir = await ensureBuild();
  }, 300_000);
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  // NODE_ENV undefined: the variable is removed from the child's environment, as in a plain shell.
  for (const [nodeEnv, expected] of [
    [undefined, "production"],
    ["development", "development"],
  ] as const) {
    it(`with NODE_ENV ${nodeEnv ?? "unset"}, React renders with its ${expected} build`, async () => {
      const dataDir = tempDir();
      dirs.push(dataDir);
      const server = await startProcess({ DATA_DIR: dataDir, NODE_ENV: nodeEnv, LOG_LEVEL: "info", SEED_PORTFOLIO: "false", ADMIN_PASSWORD: "production-default-Pa55word" }, { buildDir });
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
