// `npm run smoke:prod`: the Dockerfile's steps without Docker. A clean copy of the tree, `npm ci`,
// build (or copy the run's build, TEST_BUILD_DIR, when CI made one), prune to production
// dependencies, start with NODE_ENV=production against PostgreSQL (SMOKE_DATABASE_URL, else
// TEST_DATABASE_URL), and check that /healthz and / answer 200.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sharedBuild } from "./lib/build.ts";
import { freePort, SERVER_ENV, SERVER_NODE_ARGS } from "./lib/processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const databaseUrl = process.env.SMOKE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  console.error("smoke:prod needs SMOKE_DATABASE_URL (or TEST_DATABASE_URL) pointing at a PostgreSQL database");
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), "r28-smoke-"));
const app = path.join(work, "app");
const run = (cmd: string, args: string[], cwd = app) => {
  process.stdout.write(`$ ${cmd} ${args.join(" ")}\n`);
  execFileSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, NODE_ENV: undefined } });
};

let ok: boolean;
try {
  // COPY . . (the files git knows, as they are in the working tree; .dockerignore keeps the rest out)
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  mkdirSync(app);
  for (const f of files) {
    try {
      cpSync(path.join(root, f), path.join(app, f), { recursive: true });
    } catch {
      // a file deleted in the working tree but still in the index
    }
  }
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  run(npm, ["ci", "--no-audit", "--no-fund"]);
  // The run's client build when CI made one (TEST_BUILD_DIR, built from this same tree), else `npm run build`.
  const shared = sharedBuild();
  if (shared) {
    process.stdout.write(`$ cp -r ${shared} build\n`);
    cpSync(shared, path.join(app, "build"), { recursive: true });
  } else {
    run(npm, ["run", "build"]);
  }
  run(npm, ["prune", "--omit=dev", "--no-audit", "--no-fund"]);

  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "scripts/start.ts"], {
    cwd: app,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, DATA_DIR: path.join(work, "data"), ADMIN_PASSWORD: "smoke-test-password", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  let health = 0;
  for (let i = 0; i < 150 && health !== 200; i++) {
    await new Promise((r) => setTimeout(r, 200));
    health = await fetch(`${base}/healthz`).then((r) => r.status, () => 0);
  }
  const home = await fetch(`${base}/`).then((r) => r.status, () => 0);
  process.stdout.write(`/healthz -> ${health}, / -> ${home}\n`);
  child.kill("SIGTERM");
  const code = await exited;
  process.stdout.write(`server exited with ${code} after SIGTERM\n`);
  ok = health === 200 && home === 200 && code === 0;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(ok ? "smoke:prod passed\n" : "smoke:prod FAILED\n");
process.exit(ok ? 0 : 1);
