// The generated super_admin password of a first start without a terminal (a process manager, a
// container): written to a file only its owner can read, whose path (never the password) the log
// names, and removed after the first successful sign-in. See README.md, "First start".
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export const FIRST_PASSWORD_FILE = "first-password.txt";

export const firstPasswordPath = (dataDir: string): string => path.join(dataDir, FIRST_PASSWORD_FILE);

/** Writes the password (mode 0600, replacing any older file); answers the path. */
export function writeFirstPassword(dataDir: string, password: string): string {
  const file = firstPasswordPath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(file, `username: super_admin\npassword: ${password}\n\nThis file is removed after the first successful sign-in. Change the password in Settings.\n`, {
    mode: 0o600,
    flag: "wx",
  });
  chmodSync(file, 0o600);
  return file;
}

export const firstPasswordWaiting = (dataDir: string): boolean => existsSync(firstPasswordPath(dataDir));

/** After a successful sign-in of the super admin: the file has served its purpose. */
export function removeFirstPassword(dataDir: string): boolean {
  const file = firstPasswordPath(dataDir);
  if (!existsSync(file)) return false;
  rmSync(file, { force: true });
  return true;
}
