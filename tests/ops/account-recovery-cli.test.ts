import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "../../shared/schemas/activity.ts";
import { codeAt } from "../helpers/two-factor.ts";
import { freshSchema, NODE, ROOT, startProcess, stubBuild, tempDir, type PgSchema, type ServerProcess } from "./support/processes.ts";

const ADMIN_PASSWORD = "recovery-cli-Pa55word";

/** `npm run admin:reset-password -- ARGS` with `stdin` piped in (undefined: an empty standard input). */
function resetPassword(args: string[], env: Record<string, string>, stdin?: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(NODE, [path.join(ROOT, "scripts", "reset-password.ts"), ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.stdin.end(stdin ?? "");
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.once("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

const post = (server: ServerProcess, url: string, body: object, token?: string) =>
  fetch(`${server.url}${url}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const signIn = (server: ServerProcess, username: string, password: string) => post(server, "/api/auth/login", { username, password });
const me = (server: ServerProcess, token: string) => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

describe("npm run admin:reset-password, while the site runs", () => {
  const build = stubBuild();
  const schemas: PgSchema[] = [];
  afterAll(async () => {
    for (const s of schemas) await s.drop();
  });
  const databases: { name: string; env(): Promise<Record<string, string>> }[] = [{ name: "SQLite", env: async () => ({ DATA_DIR: tempDir(), DATABASE_URL: "" }) }];
  if (process.env.TEST_DATABASE_URL) {
    databases.push({
      name: "PostgreSQL",
      async env() {
        const s = await freshSchema("resetcli");
        schemas.push(s);
        return { DATA_DIR: tempDir(), DATABASE_URL: s.url };
      },
    });
  }

  for (const database of databases) {
    it(`on ${database.name}: sets a password from standard input, or prints a generated one, ends the user's sessions, can reset two-factor, and is in the activity log`, async () => {
      const env = { ...(await database.env()), SECRETS_KEY: "reset-cli-test-secrets-key-0123456789abcdef" };
      const server = await startProcess({ ...env, ADMIN_PASSWORD, SEED_PORTFOLIO: "false" }, { buildDir: build });
      try {
        await server.ready();
        const superToken = ((await (await signIn(server, "super_admin", ADMIN_PASSWORD)).json()) as { token: string }).token;
        expect((await post(server, "/api/auth/register", { username: "locked-out", password: "locked-out-password" }, superToken)).status).toBe(201);
        const editorToken = ((await (await signIn(server, "locked-out", "locked-out-password")).json()) as { token: string }).token;

        // From standard input.
        const fromStdin = await resetPassword(["locked-out"], env, "chosen-on-the-shell-1\n");
        expect(fromStdin.stderr).toBe("");
        expect(fromStdin.status).toBe(0);
        expect(fromStdin.stdout).toBe("The password of locked-out is set. Every session of theirs has ended.\n");
        expect((await me(server, editorToken)).status).toBe(401);
        expect((await signIn(server, "locked-out", "locked-out-password")).status).toBe(401);
        expect((await signIn(server, "locked-out", "chosen-on-the-shell-1")).status).toBe(200);

        // Generated when standard input is empty, printed once.
        const generated = await resetPassword(["locked-out"], env);
        expect(generated.status).toBe(0);
        const password = /^The new password of locked-out is ([A-Za-z0-9_-]{20})\n/.exec(generated.stdout)?.[1];
        expect(password).toBeDefined();
        expect((await signIn(server, "locked-out", password!)).status).toBe(200);

        // --reset-two-factor: the password alone signs in afterwards.
        const token = ((await (await signIn(server, "locked-out", password!)).json()) as { token: string }).token;
        const start = (await (await post(server, "/api/two-factor/start", {}, token)).json()) as { secret: string };
        expect((await post(server, "/api/two-factor/confirm", { code: codeAt(start.secret) }, token)).status).toBe(200);
        expect(((await (await signIn(server, "locked-out", password!)).json()) as { twoFactorRequired?: boolean }).twoFactorRequired).toBe(true);
        const both = await resetPassword(["locked-out", "--reset-two-factor"], env, "chosen-on-the-shell-2\n");
        expect(both.status).toBe(0);
        expect(both.stdout).toContain("Two-factor sign-in is off");
        expect(Object.keys((await (await signIn(server, "locked-out", "chosen-on-the-shell-2")).json()) as object).sort()).toEqual(["role", "token"]);

        // Refusals: one line, nothing changed.
        const weak = await resetPassword(["locked-out"], env, "short\n");
        expect(weak.status).toBe(1);
        expect(weak.stderr).toBe("reset-password failed: the new password must be at least 12 characters. Nothing was changed.\n");
        const nobody = await resetPassword(["nobody-here"], env, "whatever-password-1\n");
        expect(nobody.status).toBe(1);
        expect(nobody.stderr).toBe('reset-password failed: there is no user "nobody-here". Nothing was changed.\n');
        expect((await signIn(server, "locked-out", "chosen-on-the-shell-2")).status).toBe(200);

        const fresh = ((await (await signIn(server, "super_admin", ADMIN_PASSWORD)).json()) as { token: string }).token;
        const log = (await (await fetch(`${server.url}/api/activity?kind=password-reset-from-command-line`, { headers: { authorization: `Bearer ${fresh}` } })).json()) as {
          entries: { kind: string; username: string; targetLabel: string }[];
        };
        expect(log.entries).toHaveLength(3);
        expect(log.entries[0]).toMatchObject({ kind: "password-reset-from-command-line", targetLabel: "locked-out", username: expect.stringMatching(/^command line \(.+\)$/) });
        expect(ACTIVITY_KINDS["password-reset-from-command-line"]).toBe("Reset a password from the command line");
      } finally {
        await server.stop();
      }
    }, 240_000);
  }
});

describe("the first password of a start without a terminal", () => {
  it("is written to DATA_DIR/first-password.txt (mode 0600) whose path, never the password, the log names; the file goes after the first sign-in", async () => {
    const dataDir = tempDir();
    const build = stubBuild();
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: "", SEED_PORTFOLIO: "false", LOG_LEVEL: "info" };
    const first = await startProcess(env, { buildDir: build });
    const file = path.join(dataDir, "first-password.txt");
    try {
      await first.ready();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = /^password: (\S+)$/m.exec(readFileSync(file, "utf8"))?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const output = first.stdout() + first.stderr();
      expect(output).toContain(file);
      expect(output).not.toContain(password!);
      expect(output).toMatch(/"msg":"first start without ADMIN_PASSWORD: the generated super_admin password is in a file only this user can read/);

      expect((await signIn(first, "super_admin", "not-the-password")).status).toBe(401);
      expect(existsSync(file)).toBe(true);
      expect((await signIn(first, "super_admin", password!)).status).toBe(200);
      expect(existsSync(file)).toBe(false);
    } finally {
      await first.stop();
    }
    const second = await startProcess(env, { buildDir: build });
    try {
      await second.ready();
      expect(existsSync(file)).toBe(false);
      expect(second.stdout() + second.stderr()).not.toContain("first-password.txt");
    } finally {
      await second.stop();
    }
  }, 180_000);
});
