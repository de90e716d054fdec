import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NODE, ROOT, tempDir } from "./support/processes.ts";

// On a Node.js older than package.json's engines, `npm install` stops at once (.npmrc has
// engine-strict) instead of installing for a minute and leaving `npm start` to say it; every npm
// script that runs TypeScript (and preinstall) prints the one line of scripts/check-node.cjs.
// The old Node is this Node with process.version set to 20.20.2 before anything runs, so the test
// needs no second Node on the machine; the same was checked by hand with a real Node 20.

const OLD = "20.20.2";
const ONE_LINE = new RegExp(`^R28 needs Node\\.js 22\\.22 or newer \\(24 recommended\\); this is Node\\.js ${OLD.replace(/\./g, "\\.")}\\. Install Node\\.js 24 from https://nodejs\\.org/ or with a version manager \\(e\\.g\\. \`nvm install 24\`\\), then run the command again\\.\\n$`);

describe("an older Node.js", () => {
  const dir = tempDir("r28-old-node-");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pretendOld = path.join(dir, "pretend-old.cjs");
  writeFileSync(pretendOld, `Object.defineProperty(process.versions, "node", { value: "${OLD}" }); Object.defineProperty(process, "version", { value: "v${OLD}" });\n`);

  it("scripts/check-node.cjs prints one line and exits 1; on this Node it says nothing", () => {
    const old = spawnSync(NODE, ["--require", pretendOld, path.join(ROOT, "scripts/check-node.cjs")], { encoding: "utf8" });
    expect(old.status).toBe(1);
    expect(old.stdout).toBe("");
    expect(old.stderr).toMatch(ONE_LINE);
    const current = spawnSync(NODE, [path.join(ROOT, "scripts/check-node.cjs")], { encoding: "utf8" });
    expect(current.status).toBe(0);
    expect(current.stderr + current.stdout).toBe("");
  });

  it("npm install stops within seconds, before installing anything, naming the Node.js needed", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string }; scripts: Record<string, string> };
    expect(pkg.scripts.preinstall).toBe("node scripts/check-node.cjs");
    expect(readFileSync(path.join(ROOT, ".npmrc"), "utf8")).toMatch(/^engine-strict=true$/m);
    // A copy of what an install reads, so nothing happens to the working tree.
    const project = path.join(dir, "project");
    mkdirSync(path.join(project, "scripts"), { recursive: true });
    for (const f of ["package.json", "package-lock.json", ".npmrc", "scripts/check-node.cjs"]) copyFileSync(path.join(ROOT, f), path.join(project, f));
    const npmCli = path.join(path.dirname(realpathSync(spawnSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).stdout.trim())), "npm-cli.js");
    expect(existsSync(npmCli)).toBe(true);
    const started = performance.now();
    const r = spawnSync(NODE, ["--require", pretendOld, npmCli, "install", "--no-audit", "--no-fund"], { cwd: project, encoding: "utf8", timeout: 60_000 });
    const ms = performance.now() - started;
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/EBADENGINE/);
    expect(r.stderr).toContain(`Required: {"node":"${pkg.engines.node}"}`);
    expect(r.stderr).toContain(`"node":"v${OLD}"`);
    expect(existsSync(path.join(project, "node_modules"))).toBe(false);
    // A budget, not a wait: it stops before resolving a single package.
    expect(ms).toBeLessThan(20_000);
  });
});
