// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
// has signed in as a user before proves it with a cookie the server signed, and is then held only
// to its own small limit of wrong passwords, not to the username's and address's limits that an
// attacker elsewhere can fill up. See docs/security.md, "Device cookies".
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const b64url = (b: Buffer | string) => Buffer.from(b).toString("base64url");

/** The signing key, derived from the token secret (shared by every instance through the database). */
const keyOf = (secret: string) => createHmac("sha256", secret).update("r28 device cookie v1").digest();

const normal = (username: string) => username.trim().toLowerCase();

const mac = (secret: string, user: string, nonce: string) => createHmac("sha256", keyOf(secret)).update(`${user}\n${nonce}`).digest();

/** A new cookie value for `username`: `<username, base64url>.<nonce>.<HMAC-SHA256>`. */
export function deviceCookieFor(secret: string, username: string): string {
  const user = normal(username);
  const nonce = randomBytes(16).toString("base64url");
  return `${b64url(user)}.${nonce}.${b64url(mac(secret, user, nonce))}`;
}

/**
 * The cookie's nonce when `value` is a cookie this server signed for `username` (ignoring case),
 * else undefined. The nonce keys the cookie's own counter of wrong passwords.
 */
export function trustedDevice(secret: string, value: string | undefined, username: string): string | undefined {
  if (!value || value.length > 300) return undefined;
  const parts = value.split(".");
  if (parts.length !== 3) return undefined;
  const [userPart, nonce, sig] = parts as [string, string, string];
  const user = normal(username);
  if (Buffer.from(userPart, "base64url").toString("utf8") !== user || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
  const expected = mac(secret, user, nonce);
  const given = Buffer.from(sig, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
