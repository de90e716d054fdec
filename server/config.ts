import path from "node:path";
import { AVIF_EFFORT, BCRYPT_COST } from "../shared/constants.ts";

/** How often the scheduler ticks unless SCHEDULER_TICK_SECONDS says. */
export const DEFAULT_TICK_SECONDS = 30;

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
  /** libaom effort of AVIF variants (AVIF_EFFORT, 0-9): 4 unless set; the test suites set 2. */
  avifEffort: number;
  /** Where media bytes are stored (docs/operations.md, "Media storage"). */
  media: MediaConfig;
  /** How often each instance looks for due scheduled publishes (SCHEDULER_TICK_SECONDS, default 30). */
  schedulerTickSeconds: number;
}

export type MediaConfig =
  | { backend: "db" }
  | { backend: "dir"; dir: string }
  | { backend: "s3"; s3: { endpoint: string; bucket: string; region: string; prefix: string; credentials?: { accessKeyId: string; secretAccessKey: string } } };

/**
 * The media backend the environment names: an S3-compatible bucket when MEDIA_S3_BUCKET is set
 * (with MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, and credentials from the SDK's usual variables), a
 * directory when MEDIA_DIR is set, else the database.
 */
export function mediaConfig(env: NodeJS.ProcessEnv = process.env, pick?: "db" | "dir" | "s3"): MediaConfig {
  const backend = pick ?? (env.MEDIA_S3_BUCKET ? "s3" : env.MEDIA_DIR ? "dir" : "db");
  if (!pick && env.MEDIA_S3_BUCKET && env.MEDIA_DIR) throw new Error("Set MEDIA_DIR or MEDIA_S3_BUCKET, not both: media are stored in one place");
  if (backend === "dir") {
    if (!env.MEDIA_DIR) throw new Error("MEDIA_DIR must name the directory media are stored in");
    return { backend, dir: path.resolve(env.MEDIA_DIR) };
  }
  if (backend === "s3") {
    if (!env.MEDIA_S3_BUCKET || !env.MEDIA_S3_ENDPOINT) throw new Error("MEDIA_S3_BUCKET and MEDIA_S3_ENDPOINT must both be set for S3 media storage");
    if (!/^https?:\/\/[^\s/]+/.test(env.MEDIA_S3_ENDPOINT)) throw new Error(`MEDIA_S3_ENDPOINT must be an http(s) URL, got ${env.MEDIA_S3_ENDPOINT}`);
    // The SDK's usual variables; without them, its default chain (profiles, instance roles).
    const credentials = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } : undefined;
    return { backend, s3: { endpoint: env.MEDIA_S3_ENDPOINT, bucket: env.MEDIA_S3_BUCKET, region: env.MEDIA_S3_REGION || "us-east-1", prefix: env.MEDIA_S3_PREFIX ?? "", ...(credentials ? { credentials } : {}) } };
  }
  return { backend: "db" };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number.parseInt(env.PORT ?? "3000", 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const costText = env.BCRYPT_COST || String(BCRYPT_COST);
  const bcryptCost = /^\d+$/.test(costText) ? Number(costText) : Number.NaN;
  if (!Number.isInteger(bcryptCost) || bcryptCost < 4 || bcryptCost > 31) throw new Error(`BCRYPT_COST must be a whole number from 4 to 31, got ${env.BCRYPT_COST}`);
  const tickText = env.SCHEDULER_TICK_SECONDS || String(DEFAULT_TICK_SECONDS);
  const schedulerTickSeconds = /^\d+$/.test(tickText) ? Number(tickText) : Number.NaN;
  if (!Number.isInteger(schedulerTickSeconds) || schedulerTickSeconds < 1 || schedulerTickSeconds > 86_400) {
    throw new Error(`SCHEDULER_TICK_SECONDS must be a whole number of seconds from 1 to 86400, got ${env.SCHEDULER_TICK_SECONDS}`);
  }
  const effortText = env.AVIF_EFFORT || String(AVIF_EFFORT);
  const avifEffort = /^\d$/.test(effortText) ? Number(effortText) : Number.NaN;
  if (Number.isNaN(avifEffort)) throw new Error(`AVIF_EFFORT must be a whole number from 0 to 9, got ${env.AVIF_EFFORT}`);
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
    avifEffort,
    media: mediaConfig(env),
    schedulerTickSeconds,
  };
}
