import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_ARGS } from "../../scripts/lib/processes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the server's Node flags", () => {
  it("cap the V8 heap", () => {
    expect(SERVER_NODE_ARGS).toContain("--max-old-space-size=384");
    // The young generation too: left to V8 it kept ~110 MB reserved beside a heap under 90 MB.
    expect(SERVER_NODE_ARGS).toContain("--max-semi-space-size=8");
  });

  it("are the same in npm start and the image's command as in every harness", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start ?? "";
    expect(start).toContain(`node ${SERVER_NODE_ARGS.join(" ")} scripts/start.ts`);
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1] ?? "[]";
    expect(JSON.parse(cmd)).toEqual(["node", ...SERVER_NODE_ARGS, "scripts/start.ts"]);
  });

  it("run it with two malloc arenas in npm start, the image and every harness", () => {
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: "2" });
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start ?? "";
    expect(start).toContain(`MALLOC_ARENA_MAX=2 node ${SERVER_NODE_ARGS.join(" ")} scripts/start.ts`);
    expect(/^ENV .*$/m.exec(read("Dockerfile"))?.[0]).toContain("MALLOC_ARENA_MAX=2");
    for (const harness of ["scripts/bench/site.ts", "scripts/bench-start.ts", "scripts/smoke-prod.ts", "tests/ops/support/processes.ts", "tests/e2e/support/worker-server.ts", "tests/e2e/support/instances.ts"]) {
      expect(read(harness), harness).toMatch(/\.\.\.process\.env,\s*\.\.\.SERVER_ENV,/);
    }
  });
});
