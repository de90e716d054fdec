// Two-factor sign-in in tests: codes generated with the library the server uses (otpauth).
import { Secret, TOTP } from "otpauth";
import request from "supertest";
import type { Express } from "express";
import { TWO_FACTOR } from "../../shared/constants.ts";

/** The 6-digit code of a base32 secret at `at` (ms), as an authenticator app shows it. */
export const codeAt = (secret: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: TWO_FACTOR.digits, period: TWO_FACTOR.periodSeconds, algorithm: "SHA1" }).generate({ timestamp: at });

/** The code of the next time step: accepted (one step of drift) when the current one was used. */
export const nextCode = (secret: string): string => codeAt(secret, Date.now() + TWO_FACTOR.periodSeconds * 1000);

/** Sets up two-factor sign-in for the token's user through the API; answers the secret and recovery codes. */
export async function enrol(app: Express, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await request(app).post("/api/two-factor/start").set("Authorization", `Bearer ${token}`);
  if (started.status !== 200) throw new Error(`start failed: ${started.status} ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const confirmed = await request(app).post("/api/two-factor/confirm").set("Authorization", `Bearer ${token}`).send({ code: codeAt(secret) });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
