/**
 * A failure at start that one line explains (an unreachable database, an unwritable data folder,
 * a port in use): `npm start` prints its message alone and exits non-zero, without a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** Explains why the server could not listen on host:port. */
export function listenError(err: unknown, host: string, port: number): Error {
  const code = (err as { code?: string } | null)?.code;
  if (code === "EADDRINUSE") return new StartupError(`Port ${port} is already in use on ${host}: stop the program using it or choose another with PORT.`);
  if (code === "EACCES") return new StartupError(`Not allowed to listen on port ${port} on ${host}: choose a port above 1023 with PORT.`);
  if (code === "EADDRNOTAVAIL") return new StartupError(`Cannot listen on ${host}: this machine has no such address (check HOST).`);
  return err instanceof Error ? err : new Error(String(err));
}
