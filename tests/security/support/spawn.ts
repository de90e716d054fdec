import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface Spawned {
  child: ChildProcess;
  url: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

/**
 * Starts `script` (a .ts file, run by Node directly) with `env` on a free loopback port and waits
 * until it prints "listening <port>" (the test API server) or logs its JSON "listening" line with
 * the URL (scripts/start.ts; give it LOG_LEVEL=info).
 */
export async function spawnServer(script: string, env: Record<string, string>, timeoutMs = 60_000): Promise<Spawned> {
  const child = spawn(process.execPath, [path.resolve(script)], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (d: Buffer) => {
      output += d.toString();
      const port = /^listening (\d+)$/m.exec(output)?.[1];
      const logged = output
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => {
          try {
            return JSON.parse(l) as { msg?: string; url?: string };
          } catch {
            return {};
          }
        })
        .find((l) => l.msg === "listening" && l.url)?.url;
      if (port || logged) {
        clearTimeout(timer);
        resolve(port ? `http://127.0.0.1:${port}` : logged!.replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before listening:\n${output}`));
    });
  });
  return { child, url, exited };
}
