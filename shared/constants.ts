/** Product constants that client, server and tests share. */

export const SUPER_ADMIN_USERNAME = "super_admin";
export const ROLES = ["super admin", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const SUPER_ADMIN_ROLE: Role = "super admin";

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
export const BCRYPT_COST = 12;
/** bcrypt only reads the first 72 bytes; longer passwords are refused rather than truncated. */
export const PASSWORD_MAX_BYTES = 72;
