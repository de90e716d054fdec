/** Product constants that client, server and tests share. */

export const SUPER_ADMIN_USERNAME = "super_admin";
export const ROLES = ["super admin", "admin", "editor"] as const;
export type Role = (typeof ROLES)[number];
export const SUPER_ADMIN_ROLE: Role = "super admin";
/** Writes drafts and asks for review; cannot publish, delete, restore into the live site or manage users. */
export const EDITOR_ROLE: Role = "editor";
/** The roles a user can be given (at registration, or by the super admin later); only the seeded super_admin holds SUPER_ADMIN_ROLE. */
export const ASSIGNABLE_ROLES = ["admin", "editor"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The 403 answers of the roles' access levels (shared/schemas/api.ts `Access`). */
export const ACCESS_MESSAGES = {
  /** An editor calling a route that changes what visitors see. */
  editorsCannotPublish: "Editors cannot publish. Ask an admin to review your draft.",
  /** An editor calling an admin route that does not publish (a read of personal data, say). */
  adminsOnly: "Only admins can do this.",
  /** An editor deleting something visitors see (or an old address of it). */
  adminsOnlyDelete: "Only admins can delete.",
  /** An editor sending a draft back (reviewing is an admin's). */
  sendBack: "Only admins can send a draft back.",
  /** An editor reaching for the contact inbox (personal data). */
  inbox: "Only admins can read the contact inbox.",
  superAdminOnly: "Only a super admin may do this",
} as const;

/** Sector values an investment may carry (SPEC.md section 5); empty is also allowed. */
export const INVESTMENT_SECTORS = [
  "aviation & infrastructure",
  "construction & engineering solutions",
  "healthcare",
  "manufacturing",
  "mining",
  "real estate",
  "retails business",
  "telecommunications & technology solutions",
] as const;
export type InvestmentSector = (typeof INVESTMENT_SECTORS)[number];

/**
 * The sectors an investment can store: SPEC section 5's, plus "energy" (the group's energy
 * companies, listed on the home Energy card). The admin's sector list offers SPEC's eight and
 * keeps "energy" only on a company that already has it.
 */
export const STORED_SECTORS = [...INVESTMENT_SECTORS, "energy"] as const;
export type StoredSector = (typeof STORED_SECTORS)[number];

/** Words users see, exactly as SPEC.md gives them. */
export const MESSAGES = {
  loginEmpty: "All fields must be filled.",
  loginFailed: "try again with the correct credentials",
  passwordChangeFailed: "Error changing password",
  companyNotFound: "Company not found!",
  notAuthorized: "Your are not authorized to view this page",
  noInvestmentsPublic: "No investments",
  noInvestmentsAdmin: "No Investments",
  loadingNews: "Loading news and events...",
  adminMobile: "The admin dashboard cannot be accessed on a mobile phone or tablet.",
  goHome: "Go to home",
  latestNews: "Latest news and events",
} as const;

export const PASSWORD_MESSAGE_TIMEOUT_MS = 3000;
export const SESSION_KEYS = { isLoggedIn: "isLoggedIn", token: "token", role: "role" } as const;
export const AUTH_COOKIE = "r28_session";
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** bcrypt cost of password hashes when BCRYPT_COST is not configured: production's (server/config.ts). */
export const BCRYPT_COST = 12;
/**
 * libaom's effort (0-9) for the AVIF variants of stored images when AVIF_EFFORT is not configured:
 * production's. Each step down is several times faster for a few per cent more bytes; the test
 * suites set 2 (a 1920 px variant: 2.6 s at 4, 0.6 s at 2, on a loaded 2-core machine).
 */
export const AVIF_EFFORT = 4;
/** bcrypt only reads the first 72 bytes; longer passwords are refused rather than truncated. */
export const PASSWORD_MAX_BYTES = 72;
/** New passwords need at least this many characters (and at most PASSWORD_MAX_BYTES bytes). */
export const PASSWORD_MIN_LENGTH = 12;
/** Why a new password is refused (the `fields` message of a 400, shown under the field). */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  common: "is one of the most common passwords; choose one that is harder to guess",
  sameAsUsername: "must not be the same as the username",
} as const;
/** Usernames of new users: 3 to 50 letters, digits, dots, underscores or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
/** The role every registered user gets; only the seeded super_admin holds SUPER_ADMIN_ROLE. */
export const DEFAULT_ROLE: Role = "admin";

/** Sign-in attempts that may fail within the window before the API answers 429. */
export const LOGIN_LIMITS = {
  perUsername: { max: 10, windowSeconds: 15 * 60 },
  perIp: { max: 30, windowSeconds: 15 * 60 },
  /** Wrong passwords allowed through one device cookie before it counts as untrusted. */
  perDevice: { max: 5, windowSeconds: 15 * 60 },
} as const;

/** The device cookie a successful sign-in leaves (OWASP's device cookies; docs/security.md). */
export const DEVICE_COOKIE = "r28_device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The contact form (POST /api/contact): field limits, the spam trap and the per-IP limit. */
export const CONTACT_FORM = {
  /** A field hidden from people; a submission that fills it is answered as sent but dropped. */
  honeypotField: "website_url",
  maxLength: { name: 200, email: 320, company: 200, phone: 50, message: 5000, _subject: 200, _next: 2000 },
  limit: { max: 10, windowSeconds: 60 * 60 },
  subjectSuffix: "Contact Form Submission",
} as const;

/** How many images one news item may carry in newsImgUrl. */
export const NEWS_MAX_IMAGES = 20;

/** Two-factor sign-in (TOTP, RFC 6238; docs/security.md "Two-factor sign-in"). */
export const TWO_FACTOR = {
  /** The issuer an authenticator app shows beside the username. */
  issuer: "R28",
  digits: 6,
  periodSeconds: 30,
  /** Codes of one step before or after the server's clock are accepted (clock drift). */
  window: 1,
  /** A sign-in challenge (after a correct password) lasts this long. */
  challengeTtlSeconds: 5 * 60,
  /** Codes tried against one challenge before it is spent: sign in again. */
  perChallenge: { max: 5, windowSeconds: 5 * 60 },
  recoveryCodeCount: 10,
  /** The settings row of "require two-factor sign-in for everyone" ("1" = required). */
  requiredSetting: "two_factor_required",
} as const;

/** The words of two-factor sign-in the API answers with (shown as they are by the admin). */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: "The authentication code is not correct",
  challengeExpired: "Your sign-in has expired. Please sign in again with your password.",
  tooManyCodes: "Too many authentication codes tried. Please sign in again with your password.",
  enrolmentRequired: "Two-factor sign-in is required for every account: turn it on in Settings before making changes.",
  alreadyOn: "Two-factor sign-in is already on. Turn it off before setting it up again.",
  notStarted: "Start setting up two-factor sign-in first.",
  notOn: "Two-factor sign-in is not on for this account.",
  wrongPasswordOrCode: "The password or authentication code is not correct",
  requireOwnFirst: "Turn on two-factor sign-in for your own account before requiring it for everyone.",
} as const;

/** Getting back into an account (docs/security.md, "Getting back in"). */
export const ACCOUNT_RECOVERY = {
  /** How long a "Forgot password?" link works. */
  resetLinkTtlSeconds: 30 * 60,
  /** How long the screen that asks for a new password after a one-time password stays valid. */
  passwordChangeTtlSeconds: 10 * 60,
  /** "Forgot password?" requests per typed username or address, per account, per client address. */
  perAddress: { max: 3, windowSeconds: 60 * 60 },
  perAccount: { max: 3, windowSeconds: 60 * 60 },
  perIp: { max: 20, windowSeconds: 60 * 60 },
  /** Characters of a generated one-time password (base64url: 6 bits each). */
  oneTimePasswordLength: 20,
} as const;

export const ACCOUNT_RECOVERY_MESSAGES = {
  /** The one answer to "Forgot password?", whether or not the account exists or has an address. */
  linkSent: "If an account with an e-mail address matches, a link to choose a new password is on its way. It works once, for 30 minutes.",
  linkInvalid: "This link has expired or was already used. Ask for a new one from the sign-in page.",
  tooManyRequests: "Too many requests. Please wait and try again.",
  passwordChangeExpired: "This step has expired. Please sign in again with the one-time password.",
} as const;
