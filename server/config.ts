import path from "node:path";
import { BCRYPT_COST } from "../shared/constants.ts";

/** Runtime configuration, read once from the environment (README lists every variable). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** The key TOTP secrets are sealed with (else DATA_DIR/secrets.key; docs/security.md, "Secrets at rest"). */
  secretsKey: string | undefined;
  siteUrl: string;
  siteName: string;
  contactFormAction: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Express "trust proxy" setting: which proxy addresses may set X-Forwarded-For. */
  trustProxy: string;
  production: boolean;
  /** Add the built-in portfolio at the first start of an empty database (SEED_PORTFOLIO=false: never). */
  seedPortfolio: boolean;
  /** `smtp://…` or `smtps://…`: where new contact messages are announced by e-mail (with contactNotifyTo). */
  smtpUrl: string | undefined;
  /** Who receives that e-mail (one address or a comma-separated list). */
  contactNotifyTo: string | undefined;
  /** bcrypt cost of new password hashes (BCRYPT_COST): 12 unless set; the test suites set 4 to run fast. */
  bcryptCost: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number.parseInt(env.PORT ?? "3000", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const costText = env.BCRYPT_COST || String(BCRYPT_COST);
  const bcryptCost = /^\d+$/.test(costText) ? Number(costText) : Number.NaN;
  if (!Number.isInteger(bcryptCost) || bcryptCost < 4 || bcryptCost > 31) throw new Error(`BCRYPT_COST must be a whole number from 4 to 31, got ${env.BCRYPT_COST}`);
  const level = (env.LOG_LEVEL ?? "info") as Config["logLevel"];
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    siteName: env.SITE_NAME || "R28",
    contactFormAction: env.CONTACT_FORM_ACTION || "/api/contact",
    logLevel: ["debug", "info", "warn", "error", "silent"].includes(level) ? level : "info",
    trustProxy: env.TRUST_PROXY || "loopback",
    production: env.NODE_ENV === "production",
    seedPortfolio: !["0", "false", "no", "off"].includes((env.SEED_PORTFOLIO ?? "").toLowerCase()),
    smtpUrl: env.SMTP_URL || undefined,
    contactNotifyTo: env.CONTACT_NOTIFY_TO || undefined,
    bcryptCost,
  };
}
