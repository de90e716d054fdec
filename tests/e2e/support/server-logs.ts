/**
 * The browser tests' server logs at `info` (one line per request), checked when the run ends:
 * no password, token, cookie or hash may appear in the logs of a full test run,
 * and that every line written while serving a request carries its request id.
 */

/** Secrets the browser tests send: the admin password and the `<word>-password-<n>` ones they make up. */
const PASSWORD_LITERAL = /\b[a-z0-9]+(?:-[a-z0-9]+)*-password-[a-z0-9-]+\b/i;
const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/;
const BCRYPT = /\$2[abxy]?\$\d{2}\$/;
const BEARER = /\bBearer\s+[\w.-]{8,}/i;
const SESSION_COOKIE = /\br28_(?:session|device)=[^;\s"]+/;
/** A secret field that reached a line without being censored. */
const UNREDACTED = /"(?:password|currentPassword|newPassword|passwordHash|token|authorization|cookie|secret)"\s*:\s*"(?!\[redacted\]")/i;

/** What is wrong with the log lines (empty when they are clean); `secrets` are literal values never to appear. */
export function serverLogProblems(lines: readonly string[], secrets: readonly string[]): string[] {
  const problems: string[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const where = `line ${i + 1}`;
    // Lines that are not JSON (Node's own warnings on stderr) are still searched for secrets.
    let entry: Record<string, unknown> = {};
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      // not a log line of ours
    }
    for (const secret of secrets) if (secret && line.includes(secret)) problems.push(`${where} holds a password`);
    const patterns: [RegExp, string][] = [
      [PASSWORD_LITERAL, "a test password"],
      [JWT, "a token"],
      [BCRYPT, "a password hash"],
      [BEARER, "an Authorization header"],
      [SESSION_COOKIE, "a cookie value"],
      [UNREDACTED, "an uncensored secret field"],
    ];
    for (const [pattern, what] of patterns) if (pattern.test(line)) problems.push(`${where} holds ${what}`);
    if (entry.msg === "request") {
      for (const field of ["reqId", "method", "path", "status", "durationMs"]) {
        if (entry[field] === undefined) problems.push(`${where}: a request line without ${field}`);
      }
    }
  });
  return problems;
}

/** Collects a child's output as lines; warnings and errors are echoed so a failing run still shows them. */
export function collectLines(stream: NodeJS.ReadableStream, lines: string[], echo: (line: string) => void): void {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const parts = (rest + chunk).split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (/"level":"(warn|error|fatal)"/.test(line) || !line.startsWith("{")) echo(line);
    }
  });
  stream.on("end", () => {
    if (rest) lines.push(rest);
  });
}
