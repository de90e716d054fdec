import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_ARGS } from "../../scripts/lib/processes.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the server's Node flags", () => {
  it("cap the V8 heap", () => {
    expect(SERVER_NODE_ARGS).toContain("--max-old-space-size=384");
  });

  it("are the same in npm start and the image's command as in every harness", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.start ?? "";
    expect(start).toContain(`node ${SERVER_NODE_ARGS.join(" ")} scripts/start.ts`);
    const cmd = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1] ?? "[]";
    expect(JSON.parse(cmd)).toEqual(["node", ...SERVER_NODE_ARGS, "scripts/start.ts"]);
  });
});
