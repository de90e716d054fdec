import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, NODE, ROOT, startProcess, stubBuild, tempDir } from "./support/processes.ts";

const REQUIRED = "22.22";

/** The lines a process wrote, without npm's own notices. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^npm (warn|notice)/i.test(l) && !l.startsWith(">"));

/**
 * A folder whose `node` is older than the project needs: the machine's own Node.js when it is
 * older (Node 20 on the CI machines), else the current one reporting an old version.
 */
function oldNodeBin(): string {
  const dir = tempDir("r28-old-node-");
  const found = spawnSync("sh", ["-c", "which -a node"], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .find((bin) => {
      const v = spawnSync(bin, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
      const [major = 0, minor = 0] = v.split(".").map(Number);
      return v && (major < 22 || (major === 22 && minor < 22));
    });
  if (found) {
    writeFileSync(path.join(dir, "node"), `#!/bin/sh\nexec ${found} "$@"\n`);
  } else {
    writeFileSync(path.join(dir, "old.cjs"), "Object.defineProperty(process.versions, 'node', { value: '20.19.0' });\n");
    writeFileSync(path.join(dir, "node"), `#!/bin/sh\nexec ${NODE} --require ${path.join(dir, "old.cjs")} "$@"\n`);
  }
  chmodSync(path.join(dir, "node"), 0o755);
  return dir;
}

describe("clear failures at start", () => {
  const cleanup: string[] = [];
  const stub = () => {
    const dir = stubBuild();
    cleanup.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const d of cleanup) rmSync(d, { recursive: true, force: true });
  });

  it("on a Node.js older than 22.22, npm start prints one line naming the version needed and how to get it", () => {
    const bin = oldNodeBin();
    cleanup.push(bin);
    const r = spawnSync("npm", ["start"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, timeout: 60_000 });
    expect(r.status).not.toBe(0);
    const said = lines(r.stderr);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(new RegExp(`needs Node\\.js ${REQUIRED.replace(".", "\\.")} or newer.*this is Node\\.js \\d+\\.\\d+\\.\\d+.*Install Node\\.js 24`));
    expect(r.stderr + r.stdout).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|\n\s+at /);
  });

  it("an unreachable DATABASE_URL is one line naming the database (never its password) and exit code 1", async () => {
    const closed = await freePort();
    const p = await startProcess({ DATABASE_URL: `postgres://r28:not-to-be-shown@127.0.0.1:${closed}/r28` }, { buildDir: stub() });
    expect(await p.exited).toBe(1);
    expect(lines(p.stderr())).toEqual([
      `Could not start: Cannot connect to the PostgreSQL database 127.0.0.1:${closed}/r28 (DATABASE_URL): connection refused (is PostgreSQL running and listening there?).`,
    ]);
    expect(p.stdout() + p.stderr()).not.toContain("not-to-be-shown");
  });

  it("a DATA_DIR that cannot be written is one line and exit code 1", async () => {
    const dir = tempDir();
    cleanup.push(dir);
    // A file where the folder should be: refused even for root, unlike a read-only mode.
    writeFileSync(path.join(dir, "taken"), "");
    const dataDir = path.join(dir, "taken", "data");
    const p = await startProcess({ DATA_DIR: dataDir }, { buildDir: stub() });
    expect(await p.exited).toBe(1);
    expect(lines(p.stderr())).toEqual([
      `Could not start: Cannot write to the data folder ${dataDir} (DATA_DIR): a file is in the way of the folder. Set DATA_DIR to a folder this user can write.`,
    ]);
    expect(p.stdout()).toBe("");
  });

  it("a port in use is one line and exit code 1", async () => {
    const dir = tempDir();
    cleanup.push(dir);
    mkdirSync(path.join(dir, "data"));
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as net.AddressInfo).port)));
    try {
      const p = await startProcess({ DATA_DIR: path.join(dir, "data"), ADMIN_PASSWORD: "ops-test-password" }, { buildDir: stub(), port });
      expect(await p.exited).toBe(1);
      expect(lines(p.stderr())).toEqual([`Could not start: Port ${port} is already in use on 127.0.0.1: stop the program using it or choose another with PORT.`]);
      expect(p.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

});
