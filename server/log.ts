import type { Config } from "./config.ts";

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof ORDER, "silent">;

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

/** JSON lines on stdout, one object per event. */
export function createLogger(level: Config["logLevel"]): Logger {
  const min = ORDER[level];
  const at = (l: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[l] < min) return;
    process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }) + "\n");
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
