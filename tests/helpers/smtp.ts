import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that keeps every message it is sent, decoded from quoted-printable. */
export async function startSmtp(): Promise<{ url: string; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The token of a "Forgot password?" e-mail's link. */
export const resetTokenOf = (mail: string) => /\/admin\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
