import { z } from "zod";
import { ACCESS_MESSAGES, ROLES, type Role } from "../constants.ts";
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from "./auth.ts";
import { contactFormSchema } from "./contact.ts";
import { SINGLETONS, singletonPatchSchema, type SingletonKey } from "./content.ts";
import { investmentCreateSchema, investmentListSchema, investmentPageSchema, investmentPatchSchema, investmentSchema, slugRedirectListSchema } from "./investments.ts";
import { investmentListQuerySchema, MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT, newsListQuerySchema } from "./paging.ts";
import { activityPageSchema } from "./activity.ts";
import { scheduleBodySchema, scheduleListSchema, scheduleResponseSchema } from "./schedule.ts";
import { leaderCreateSchema, leaderListSchema, leaderPatchSchema, leaderReorderSchema, leaderSchema } from "./leaders.ts";
import { historyResponseSchema, restoreRequestSchema, restoreResponseSchema, trashListSchema, trashPageSchema, trashQuerySchema, versionResponseSchema } from "./history.ts";
import { documentFileSchema, documentListSchema, documentPatchSchema, documentQuerySchema, documentSchema, documentUploadSchema, MAX_DOCUMENT_MB } from "./documents.ts";
import { mediaItemResponseSchema, mediaListQuerySchema, mediaListResponseSchema, mediaPageSchema, mediaPatchSchema, mediaUploadResponseSchema } from "./media.ts";
import { previewRequestSchema, previewResponseSchema } from "./preview.ts";
import {
  draftCountSchema,
  draftDetailSchema,
  draftListQuerySchema,
  draftListSchema,
  draftResponseSchema,
  draftSaveSchema,
  previewLinkCreatedSchema,
  previewLinkListSchema,
  publishRequestSchema,
  publishResponseSchema,
  returnRequestSchema,
  reviewRequestSchema,
} from "./drafts.ts";
import {
  messageListResponseSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messagePatchSchema,
  messageResponseSchema,
  senderErasedSchema,
  senderExportSchema,
  senderRequestSchema,
  unreadCountSchema,
} from "./messages.ts";
import { SEARCH_PAGE_SIZE, searchPageSchema, searchQuerySchema } from "./search.ts";
import { newsCreateSchema, newsItemResponseSchema, newsListResponseSchema, newsPageSchema, newsPatchSchema } from "./news.ts";
import {
  loginChallengeSchema,
  loginTwoFactorRequestSchema,
  recoveryCodesSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorOverviewSchema,
  twoFactorPolicySchema,
  twoFactorStartSchema,
  twoFactorStatusSchema,
} from "./two-factor.ts";
import { changePasswordRequestSchema, registerRequestSchema } from "./user-requests.ts";
import { changePasswordResponseSchema, userListSchema, userPatchSchema, userSchema } from "./users.ts";
import { accountSchema, oneTimePasswordSchema, recoveryOptionsSchema } from "./recovery.ts";
import { emailRequestSchema, forgotPasswordRequestSchema, newPasswordRequestSchema, resetPasswordRequestSchema } from "./recovery-requests.ts";

/**
 * Who may call a route: anyone; anyone signed in (`token`: editors too); an admin or the super
 * admin (`admin`: everything that changes what visitors see, deletes, restores into the live site,
 * publishes, or reads personal data); or only the super admin. The server enforces it for every
 * route of API_ROUTES from this table (server/middleware/access.ts).
 */
export type Access = "public" | "token" | "admin" | "super admin";

/** The roles that pass each signed-in access level. */
export const ACCESS_ROLES = {
  token: ROLES,
  admin: ["admin", "super admin"],
  "super admin": ["super admin"],
} as const satisfies Record<Exclude<Access, "public">, readonly Role[]>;

/** Whether `role` may call a route of access `access`. */
export function allows(access: Access, role: Role | undefined): boolean {
  if (access === "public") return true;
  return role !== undefined && (ACCESS_ROLES[access] as readonly Role[]).includes(role);
}

/**
 * The 403 message for a signed-in user below the route's level: its own `denied`, else by kind:
 * super admin routes say so; an admin route that deletes says only admins delete; any other admin
 * write says editors cannot publish; an admin read says only admins can.
 */
export function deniedMessage(route: Pick<ApiRoute, "access" | "method" | "denied">): string {
  if (route.denied) return route.denied;
  if (route.access === "super admin") return ACCESS_MESSAGES.superAdminOnly;
  if (route.method === "delete") return ACCESS_MESSAGES.adminsOnlyDelete;
  return route.method === "get" ? ACCESS_MESSAGES.adminsOnly : ACCESS_MESSAGES.editorsCannotPublish;
}

/** One route of the /api contract; the OpenAPI document and the contract tests read this table. */
export interface ApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI style: `/api/investments/{id}`. */
  path: string;
  summary: string;
  access: Access;
  /** The 403 message for a signed-in user below `access`, when deniedMessage's default does not fit. */
  denied?: string;
  /** The request body and how it is encoded. */
  body?: { schema: z.ZodType; type: "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded" };
  /** Status of success and the schema of its body (none for 204 and 303). */
  success: {
    status: 200 | 201 | 202 | 204 | 303;
    schema?: z.ZodType;
    /** When the answer is not JSON. */ type?: "text/csv";
    description?: string;
    /** Integer headers of the answer, by name, with what they say. */
    headers?: Record<string, string>;
  };
  /** The query parameters it reads, and what each does. */
  query?: { schema: z.ZodObject; describe: Record<string, string> };
  /** The error statuses the route may answer (besides 500). */
  errors: readonly number[];
  /** Beyond SPEC.md section 7. */
  extension?: boolean;
}

const json = (schema: z.ZodType) => ({ schema, type: "application/json" as const });
// Every JSON write may answer: 400 invalid, 413 too large, 415 not JSON.
const WRITE = [400, 413, 415] as const;
const TOKEN = [401] as const;
const SUPER = [401, 403] as const;
/** Signed in, but an admin route: an editor gets 403. */
const ADMIN = [401, 403] as const;

const PAGING = {
  page: `Which page, from 1 (default 1); a page past the last is empty`,
  limit: `Items a page, 1 to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})`,
};
const PAGED_NEWS = { ...PAGING, q: "Only items whose title or subtitle contains this text, case-insensitively" };
const PAGED_INVESTMENTS = {
  ...PAGING,
  sector: "Only this sector (case-insensitively)",
  company: "Only the company with this tab text (case-insensitively); wins over `sector`",
  q: "Only companies whose tab text contains this text, case-insensitively",
};
const PAGE_HEADERS = { "X-Total-Count": "How many items match (paged answers only)", "X-Total-Pages": "How many pages of `limit` they make (paged answers only)" };

function singletonRoutes(): ApiRoute[] {
  return (Object.keys(SINGLETONS) as SingletonKey[]).flatMap((key) => {
    const { path, envelope, schema } = SINGLETONS[key];
    const answer = z.object({ [envelope]: schema });
    return [
      { method: "get", path: `/api${path}/{id}`, summary: `Read ${envelope}`, access: "public", success: { status: 200, schema: answer }, errors: [400, 404] },
      {
        method: "patch",
        path: `/api${path}/{id}`,
        summary: `Change ${envelope} (any subset of its fields)`,
        access: "admin",
        body: json(singletonPatchSchema(key)),
        success: { status: 200, schema: answer },
        errors: [...WRITE, ...ADMIN, 404, 409],
      },
    ] satisfies ApiRoute[];
  });
}

/** The whole /api contract (SPEC.md section 7 and DESIGN.md section 4, plus the extensions). */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: "post",
    path: "/api/auth/login",
    summary: "Sign in; a user with two-factor sign-in gets `{twoFactorRequired, challenge}` instead of a token",
    access: "public",
    body: json(loginRequestSchema),
    success: { status: 200, schema: z.union([loginResponseSchema, loginChallengeSchema]) },
    errors: [...WRITE, 401, 429],
  },
  {
    method: "post",
    path: "/api/auth/login/2fa",
    summary: "Sign in, second step: the challenge and a 6-digit code or a recovery code; answers like a sign-in",
    access: "public",
    body: json(loginTwoFactorRequestSchema),
    success: { status: 200, schema: loginResponseSchema },
    errors: [...WRITE, 401, 429],
    extension: true,
  },
  { method: "post", path: "/api/auth/register", summary: "Create a user: an `admin`, or an `editor` when `role` says so", access: "super admin", body: json(registerRequestSchema), success: { status: 201, schema: userSchema }, errors: [...WRITE, ...SUPER, 409] },
  { method: "post", path: "/api/auth/logout", summary: "Sign out (revokes every token of the user)", access: "token", success: { status: 204 }, errors: [...TOKEN], extension: true },
  {
    method: "post",
    path: "/api/auth/sign-out-everywhere",
    summary: "Sign out everywhere: revokes every token of the user, this session's too (no body, or `{}`)",
    access: "token",
    success: { status: 204 },
    errors: [400, ...TOKEN, 415],
    extension: true,
  },
  { method: "get", path: "/api/auth/me", summary: "The signed-in user", access: "token", success: { status: 200, schema: meResponseSchema }, errors: [...TOKEN], extension: true },
  { method: "get", path: "/api/users", summary: "List users", access: "super admin", success: { status: 200, schema: userListSchema }, errors: [...SUPER] },
  {
    method: "patch",
    path: "/api/users/change-password",
    summary: "Change a password (your own, or any as the super admin)",
    access: "token",
    body: json(changePasswordRequestSchema),
    success: { status: 200, schema: changePasswordResponseSchema },
    errors: [...WRITE, ...TOKEN, 403, 404, 429],
  },
  {
    method: "patch",
    path: "/api/users/{id}",
    summary: "Change a user's role between admin and editor (the super admin's own cannot change); it applies from the user's next request",
    access: "super admin",
    body: json(userPatchSchema),
    success: { status: 200, schema: userSchema },
    errors: [...WRITE, ...SUPER, 404, 409],
    extension: true,
  },
  { method: "delete", path: "/api/users/{id}", summary: "Delete a user", access: "super admin", success: { status: 204 }, errors: [400, ...SUPER, 404, 409] },
  // Account recovery: one-time passwords, "Forgot password?" by e-mail, each user's address.
  {
    method: "post",
    path: "/api/auth/login/new-password",
    summary: "After a one-time password: the challenge and the new password; sets it and answers like a sign-in",
    access: "public",
    body: json(newPasswordRequestSchema),
    success: { status: 200, schema: loginResponseSchema },
    errors: [...WRITE, 401, 429],
    extension: true,
  },
  { method: "get", path: "/api/auth/recovery", summary: "Whether the sign-in page offers \"Forgot password?\" (only when e-mail can be sent)", access: "public", success: { status: 200, schema: recoveryOptionsSchema }, errors: [], extension: true },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    summary: "\"Forgot password?\": a username or e-mail address; the same 202 whether or not an account matches (404 when e-mail is not configured)",
    access: "public",
    body: json(forgotPasswordRequestSchema),
    success: { status: 202, schema: z.object({ message: z.string() }) },
    errors: [...WRITE, 404, 429],
    extension: true,
  },
  { method: "post", path: "/api/auth/reset-password", summary: "The token of a \"Forgot password?\" link and the new password", access: "public", body: json(resetPasswordRequestSchema), success: { status: 204 }, errors: [...WRITE, 429], extension: true },
  { method: "get", path: "/api/users/accounts", summary: "Every user's e-mail address", access: "super admin", success: { status: 200, schema: z.array(accountSchema) }, errors: [...SUPER], extension: true },
  { method: "get", path: "/api/users/me", summary: "Your account: the e-mail address \"Forgot password?\" sends its link to", access: "token", success: { status: 200, schema: accountSchema }, errors: [...TOKEN], extension: true },
  { method: "patch", path: "/api/users/me", summary: "Set your e-mail address (or \"\" for none)", access: "token", body: json(emailRequestSchema), success: { status: 200, schema: accountSchema }, errors: [...WRITE, ...TOKEN, 409], extension: true },
  { method: "patch", path: "/api/users/{id}/email", summary: "Set a user's e-mail address", access: "super admin", body: json(emailRequestSchema), success: { status: 200, schema: accountSchema }, errors: [...WRITE, ...SUPER, 404, 409], extension: true },
  {
    method: "post",
    path: "/api/users/{id}/one-time-password",
    summary: "Give a user a one-time password, shown this once; their sessions end and their next sign-in asks for a new password",
    access: "super admin",
    success: { status: 200, schema: oneTimePasswordSchema },
    errors: [400, ...SUPER, 404, 409],
    extension: true,
  },
  {
    method: "get",
    path: "/api/news-and-events",
    summary: "List news, newest first: without query parameters every item whole (SPEC.md); with `page`, `limit` or `q` one page of summaries (no `content`) and the totals",
    access: "public",
    query: { schema: newsListQuerySchema, describe: PAGED_NEWS },
    success: { status: 200, schema: z.union([newsListResponseSchema, newsPageSchema]), headers: PAGE_HEADERS, description: "The whole list, or a page (`X-Total-Count` and `X-Total-Pages` then set)" },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/search",
    summary: "Search the site (pages, companies, leadership, news, documents): one page of results, best first, titles and passages with the matched words marked",
    access: "public",
    query: {
      schema: searchQuerySchema,
      describe: {
        q: "Words to find (all of them), \"a phrase\", `or` between two terms, -word to leave out; an empty query finds nothing",
        page: PAGING.page,
        limit: `Results a page, 1 to ${MAX_PAGE_LIMIT} (default ${SEARCH_PAGE_SIZE})`,
      },
    },
    success: { status: 200, schema: searchPageSchema, headers: PAGE_HEADERS },
    errors: [400],
    extension: true,
  },
  { method: "get", path: "/api/news-and-events/{id}", summary: "Read a news item", access: "public", success: { status: 200, schema: newsItemResponseSchema }, errors: [400, 404] },
  { method: "post", path: "/api/news-and-events", summary: "Add a news item", access: "admin", body: json(newsCreateSchema), success: { status: 201, schema: newsItemResponseSchema }, errors: [...WRITE, ...ADMIN] },
  {
    method: "patch",
    path: "/api/news-and-events/{id}",
    summary: "Change a news item (any subset of its fields); it keeps its id and address",
    access: "admin",
    body: json(newsPatchSchema),
    success: { status: 200, schema: newsItemResponseSchema },
    errors: [...WRITE, ...ADMIN, 404, 409],
    extension: true,
  },
  { method: "delete", path: "/api/news-and-events/{id}", summary: "Delete a news item (to the trash for 30 days)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404, 409] },
  ...singletonRoutes(),
  {
    method: "get",
    path: "/api/investments",
    summary: "List investments in the order they were added: without query parameters every one whole (SPEC.md); with `page`, `limit`, `sector`, `company` or `q` one page of summaries and the totals",
    access: "public",
    query: { schema: investmentListQuerySchema, describe: PAGED_INVESTMENTS },
    success: { status: 200, schema: z.union([investmentListSchema, investmentPageSchema]), headers: PAGE_HEADERS, description: "The whole list, or a page (`X-Total-Count` and `X-Total-Pages` then set)" },
    errors: [400],
  },
  { method: "get", path: "/api/investments/{id}", summary: "Read an investment", access: "public", success: { status: 200, schema: investmentSchema }, errors: [400, 404] },
  { method: "post", path: "/api/investments", summary: "Add an investment", access: "admin", body: json(investmentCreateSchema), success: { status: 201, schema: investmentSchema }, errors: [...WRITE, ...ADMIN] },
  {
    method: "patch",
    path: "/api/investments/{id}",
    summary: "Change an investment (any subset of its fields)",
    access: "admin",
    body: json(investmentPatchSchema),
    success: { status: 200, schema: investmentSchema },
    errors: [...WRITE, ...ADMIN, 404, 409],
  },
  { method: "delete", path: "/api/investments/{id}", summary: "Delete an investment (to the trash for 30 days)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404, 409] },
  // The people of the leadership pages (/about-us/leadership/{slug}), in list order.
  { method: "get", path: "/api/leaders", summary: "List the people of the leadership pages, in list order", access: "public", success: { status: 200, schema: leaderListSchema }, errors: [], extension: true },
  { method: "get", path: "/api/leaders/{id}", summary: "Read a person", access: "public", success: { status: 200, schema: leaderSchema }, errors: [400, 404], extension: true },
  { method: "post", path: "/api/leaders", summary: "Add a person (last in the list)", access: "admin", body: json(leaderCreateSchema), success: { status: 201, schema: leaderSchema }, errors: [...WRITE, ...ADMIN, 409], extension: true },
  {
    method: "patch",
    path: "/api/leaders/{id}",
    summary: "Change a person (any subset of their fields); a changed slug keeps the old address answering 301",
    access: "admin",
    body: json(leaderPatchSchema),
    success: { status: 200, schema: leaderSchema },
    errors: [...WRITE, ...ADMIN, 404, 409],
    extension: true,
  },
  { method: "delete", path: "/api/leaders/{id}", summary: "Remove a person (to the trash for 30 days)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404, 409], extension: true },
  {
    method: "post",
    path: "/api/leaders/reorder",
    summary: "Put the people in a new order: every stored id once (409 when the list changed since it was read)",
    access: "admin",
    body: json(leaderReorderSchema),
    success: { status: 200, schema: leaderListSchema },
    errors: [...WRITE, ...ADMIN, 409],
    extension: true,
  },
  // Old addresses of companies and people (kept when a slug changes; each answers 301 to the record's current one).
  { method: "get", path: "/api/redirects", summary: "Old company, leadership and article addresses and where they lead now", access: "token", success: { status: 200, schema: slugRedirectListSchema }, errors: [...TOKEN], extension: true },
  { method: "delete", path: "/api/redirects/{id}", summary: "Remove an old address (it then answers 404)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404], extension: true },
  {
    method: "post",
    path: "/api/media",
    summary: "Upload an image (multipart field `file`)",
    access: "token",
    body: { schema: z.object({ file: z.string().meta({ format: "binary" }) }), type: "multipart/form-data" },
    success: { status: 201, schema: mediaUploadResponseSchema },
    errors: [400, ...TOKEN, 413, 415],
    extension: true,
  },
  // The media library: every stored image with where it is used, its alt text and focal point.
  {
    method: "get",
    path: "/api/media",
    summary: "List the stored images, each with where it is used: without query parameters all of them (images only); with `page`, `limit`, `q`, `kind` or `unused` one page and the totals, the published PDFs included as kind `document`",
    access: "token",
    query: {
      schema: mediaListQuerySchema,
      describe: {
        ...PAGING,
        q: "Only items whose file name, alt text or caption (a document's title or description) contains this text, case-insensitively",
        kind: "Only this kind: image, or document (a published PDF from Reports & documents)",
        unused: "true: only images no page uses (never a document: its own page uses it)",
      },
    },
    success: { status: 200, schema: z.union([mediaListResponseSchema, mediaPageSchema]), headers: PAGE_HEADERS, description: "The whole list, or a page (`X-Total-Count` and `X-Total-Pages` then set)" },
    errors: [400, ...TOKEN],
    extension: true,
  },
  { method: "get", path: "/api/media/{id}", summary: "Read one stored image (id: the 64-hex hash of its address)", access: "token", success: { status: 200, schema: mediaItemResponseSchema }, errors: [400, ...TOKEN, 404], extension: true },
  {
    method: "patch",
    path: "/api/media/{id}",
    summary: "Change an image's alt text, caption, decorative mark or focal point (a new focal point makes new cropped variants under new URLs)",
    access: "admin",
    body: json(mediaPatchSchema),
    success: { status: 200, schema: mediaItemResponseSchema },
    errors: [...WRITE, ...ADMIN, 404],
    extension: true,
  },
  {
    method: "post",
    path: "/api/media/{id}/file",
    summary: "Replace an image's file, keeping its address: every page showing it shows the new file (multipart field `file`)",
    access: "admin",
    body: { schema: z.object({ file: z.string().meta({ format: "binary" }) }), type: "multipart/form-data" },
    success: { status: 200, schema: mediaItemResponseSchema },
    errors: [400, ...ADMIN, 404, 413, 415],
    extension: true,
  },
  { method: "delete", path: "/api/media/{id}", summary: "Delete an image no page uses (409 naming the pages that use it)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404, 409], extension: true },
  // Reports and documents: PDFs at /reports/{slug} (page) and /reports/{slug}.pdf (file), both fixed for the document's life.
  {
    method: "get",
    path: "/api/documents",
    summary: "List the reports and documents, newest year first; `year` and `kind` filter",
    access: "public",
    query: { schema: documentQuerySchema, describe: { year: "Only documents of this year", kind: "Only documents of this kind (annual-review, sustainability, governance, press-kit, other)" } },
    success: { status: 200, schema: documentListSchema },
    errors: [400],
    extension: true,
  },
  { method: "get", path: "/api/documents/{id}", summary: "Read a document's details", access: "public", success: { status: 200, schema: documentSchema }, errors: [400, 404], extension: true },
  {
    method: "post",
    path: "/api/documents",
    summary: `Publish a PDF (multipart: the file in \`file\`, at most ${MAX_DOCUMENT_MB} MB and recognised by its bytes, and its details); its addresses come from the title and never change`,
    access: "admin",
    body: { schema: documentUploadSchema, type: "multipart/form-data" },
    success: { status: 201, schema: documentSchema },
    errors: [400, ...ADMIN, 413, 415],
    extension: true,
  },
  {
    method: "post",
    path: "/api/documents/{id}/file",
    summary: "Replace a document's PDF, keeping its page and file addresses (multipart field `file`)",
    access: "admin",
    body: { schema: documentFileSchema, type: "multipart/form-data" },
    success: { status: 200, schema: documentSchema },
    errors: [400, ...ADMIN, 404, 413, 415],
    extension: true,
  },
  {
    method: "patch",
    path: "/api/documents/{id}",
    summary: "Change a document's details (any subset); its addresses and file stay",
    access: "admin",
    body: json(documentPatchSchema),
    success: { status: 200, schema: documentSchema },
    errors: [...WRITE, ...ADMIN, 404],
    extension: true,
  },
  { method: "delete", path: "/api/documents/{id}", summary: "Move a document to the trash (its addresses then answer 404; an admin can restore it for 30 days)", access: "admin", success: { status: 204 }, errors: [400, ...ADMIN, 404], extension: true },
  {
    method: "post",
    path: "/api/contact",
    summary: "Send the contact form; answers 303 to `_next` (a path on this site) or /",
    access: "public",
    body: { schema: contactFormSchema, type: "application/x-www-form-urlencoded" },
    success: { status: 303 },
    errors: [400, 413, 415, 429],
    extension: true,
  },
  // The contact inbox (admins: personal data) and the activity log (super admin).
  {
    method: "get",
    path: "/api/messages",
    summary: "The contact inbox, newest first, with the unread count: every message, or with `page` or `limit` one page and the totals",
    access: "admin", denied: ACCESS_MESSAGES.inbox,
    query: { schema: messagePageQuerySchema, describe: PAGING },
    success: { status: 200, schema: z.union([messageListResponseSchema, messagePageSchema]), headers: PAGE_HEADERS },
    errors: [400, ...ADMIN],
    extension: true,
  },
  { method: "get", path: "/api/messages/unread", summary: "How many contact messages are unread", access: "admin", denied: ACCESS_MESSAGES.inbox, success: { status: 200, schema: unreadCountSchema }, errors: [...ADMIN], extension: true },
  { method: "get", path: "/api/messages/export", summary: "Every contact message as CSV (formula-looking cells neutralised)", access: "admin", denied: ACCESS_MESSAGES.inbox, success: { status: 200, type: "text/csv" }, errors: [...ADMIN], extension: true },
  // A data-subject request: everything one sender sent, by e-mail address (in the body, not the URL, so it stays out of logs).
  { method: "post", path: "/api/messages/by-sender/json", summary: "Every message one sender sent, as a JSON file (logged)", access: "admin", denied: ACCESS_MESSAGES.inbox, body: json(senderRequestSchema), success: { status: 200, schema: senderExportSchema }, errors: [...WRITE, ...ADMIN], extension: true },
  { method: "post", path: "/api/messages/by-sender/csv", summary: "Every message one sender sent, as CSV (logged)", access: "admin", denied: ACCESS_MESSAGES.inbox, body: json(senderRequestSchema), success: { status: 200, type: "text/csv" }, errors: [...WRITE, ...ADMIN], extension: true },
  { method: "post", path: "/api/messages/by-sender/erase", summary: "Erase every message one sender sent (logged)", access: "admin", denied: ACCESS_MESSAGES.inbox, body: json(senderRequestSchema), success: { status: 200, schema: senderErasedSchema }, errors: [...WRITE, ...ADMIN], extension: true },
  { method: "get", path: "/api/messages/{id}", summary: "Read a contact message", access: "admin", denied: ACCESS_MESSAGES.inbox, success: { status: 200, schema: messageResponseSchema }, errors: [400, ...ADMIN, 404], extension: true },
  { method: "patch", path: "/api/messages/{id}", summary: "Mark a contact message read or unread", access: "admin", denied: ACCESS_MESSAGES.inbox, body: json(messagePatchSchema), success: { status: 200, schema: messageResponseSchema }, errors: [...WRITE, ...ADMIN, 404], extension: true },
  { method: "delete", path: "/api/messages/{id}", summary: "Delete a contact message", access: "admin", denied: ACCESS_MESSAGES.inbox, success: { status: 204 }, errors: [400, ...ADMIN, 404], extension: true },
  { method: "get", path: "/api/activity", summary: "The activity log, newest first (query: user, kind, page)", access: "super admin", success: { status: 200, schema: activityPageSchema }, errors: [400, ...SUPER], extension: true },
  // Timed publishing: setting a schedule publishes later (admins); anyone signed in sees the list.
  {
    method: "put",
    path: "/api/drafts/{type}/{id}/schedule",
    summary: "Set or remove a document's publish and unpublish times (ISO 8601 with an offset; null removes, absent keeps); a publish time needs a draft and must be ahead",
    access: "admin",
    body: json(scheduleBodySchema),
    success: { status: 200, schema: scheduleResponseSchema },
    errors: [...WRITE, ...ADMIN, 404],
    extension: true,
  },
  {
    method: "get",
    path: "/api/schedule",
    summary: "What is scheduled, soonest first, and the scheduler's last tick (`late` when no instance ticked for more than two ticks)",
    access: "token",
    success: { status: 200, schema: scheduleListSchema },
    errors: [...TOKEN],
    extension: true,
  },
  // Versions and the trash (every signed-in user reads them); restoring from the trash is for admins.
  { method: "get", path: "/api/history/{id}", summary: "A document's versions, newest first, and its revision (ETag)", access: "token", success: { status: 200, schema: historyResponseSchema }, errors: [400, ...TOKEN, 404], extension: true },
  {
    method: "post",
    path: "/api/history/{id}/restore",
    summary: "Save a version of this document again, as a new version (If-Match: the revision read)",
    access: "token",
    body: json(restoreRequestSchema),
    success: { status: 200, schema: restoreResponseSchema },
    errors: [...WRITE, ...TOKEN, 404, 409],
    extension: true,
  },
  { method: "get", path: "/api/versions/{id}", summary: "One version with its fields, and the version before it", access: "token", success: { status: 200, schema: versionResponseSchema }, errors: [400, ...TOKEN, 404], extension: true },
  {
    method: "get",
    path: "/api/trash",
    summary: "Deleted news items, investments and people still restorable, newest first: all of them, or with `page` or `limit` one page and the totals",
    access: "token",
    query: { schema: trashQuerySchema, describe: { ...PAGING, type: "Only this kind: investment, leader, news or document" } },
    success: { status: 200, schema: z.union([trashListSchema, trashPageSchema]), headers: PAGE_HEADERS },
    errors: [400, ...TOKEN],
    extension: true,
  },
  { method: "post", path: "/api/trash/{id}/restore", summary: "Put a deleted news item, investment or person back, with its id", access: "admin", success: { status: 200, schema: restoreResponseSchema }, errors: [400, ...ADMIN, 404, 409], extension: true },
  // Preview before saving (every signed-in user); the page itself is /preview/{_id}.
  {
    method: "post",
    path: "/api/previews",
    summary: "Keep unsaved values for a preview (checked as their save would be); open the answer's url",
    access: "token",
    body: json(previewRequestSchema),
    success: { status: 201, schema: previewResponseSchema },
    errors: [...WRITE, ...TOKEN, 404],
    extension: true,
  },
  // Drafts: every signed-in staff member drafts, asks for review and shares preview links; only
  // admins publish and send back. `{type}` is a document kind (a singleton key, investment,
  // leader, news); the signed link opens /preview/draft/<token>.
  {
    method: "get",
    path: "/api/drafts",
    summary: "Drafts, newest first (query: review, type)",
    access: "token",
    query: { schema: draftListQuerySchema, describe: { review: "Only drafts whose review is requested or returned", type: "Only drafts of this document type" } },
    success: { status: 200, schema: draftListSchema },
    errors: [400, ...TOKEN],
    extension: true,
  },
  { method: "get", path: "/api/drafts/count", summary: "How many drafts await review, how many drafts there are, how many items are scheduled", access: "token", success: { status: 200, schema: draftCountSchema }, errors: [...TOKEN], extension: true },
  {
    method: "post",
    path: "/api/drafts/{type}",
    summary: "Start a draft of a new news item, investment, person or report (checked as its create; a report's PDF goes to its draft's file route); it gets its id now",
    access: "token",
    body: json(draftSaveSchema),
    success: { status: 201, schema: draftResponseSchema },
    errors: [...WRITE, ...TOKEN],
    extension: true,
  },
  { method: "get", path: "/api/drafts/{type}/{id}", summary: "A document's draft and the live fields it would replace (ETag: the draft's revision)", access: "token", success: { status: 200, schema: draftDetailSchema }, errors: [400, ...TOKEN, 404], extension: true },
  {
    method: "put",
    path: "/api/drafts/{type}/{id}",
    summary: "Save a document's draft (fields checked as its save; live unchanged; If-Match: the draft's ETag)",
    access: "token",
    body: json(draftSaveSchema),
    success: { status: 200, schema: draftResponseSchema },
    errors: [...WRITE, ...TOKEN, 404, 409],
    extension: true,
  },
  {
    method: "put",
    path: "/api/drafts/document/{id}/file",
    summary: "Put a replacement PDF in a report's draft (multipart field `file`, checked as a live upload); the live report and its file stay until the draft is published",
    access: "token",
    body: { schema: documentFileSchema, type: "multipart/form-data" },
    success: { status: 200, schema: draftResponseSchema },
    errors: [400, ...TOKEN, 404, 409, 413, 415],
    extension: true,
  },
  {
    method: "post",
    path: "/api/drafts/{type}/{id}/publish",
    summary: "Make the draft live in one transaction: one version, one activity line; 409 if live changed since (unless `force`)",
    access: "admin",
    body: json(publishRequestSchema),
    success: { status: 200, schema: publishResponseSchema },
    errors: [...WRITE, ...SUPER, 404, 409],
    extension: true,
  },
  { method: "post", path: "/api/drafts/{type}/{id}/review", summary: "Ask the admins to review the draft (e-mailed when SMTP is set)", access: "token", body: json(reviewRequestSchema), success: { status: 200, schema: draftResponseSchema }, errors: [...WRITE, ...TOKEN, 404], extension: true },
  { method: "post", path: "/api/drafts/{type}/{id}/return", summary: "Send the draft back with a comment", access: "admin", denied: ACCESS_MESSAGES.sendBack, body: json(returnRequestSchema), success: { status: 200, schema: draftResponseSchema }, errors: [...WRITE, ...SUPER, 404], extension: true },
  { method: "post", path: "/api/drafts/{type}/{id}/links", summary: "A signed preview link to the draft, valid 24 hours (only its hash is stored)", access: "token", success: { status: 201, schema: previewLinkCreatedSchema }, errors: [400, ...TOKEN, 404], extension: true },
  { method: "get", path: "/api/drafts/{type}/{id}/links", summary: "The draft's preview links, newest first", access: "token", success: { status: 200, schema: previewLinkListSchema }, errors: [400, ...TOKEN, 404], extension: true },
  { method: "delete", path: "/api/preview-links/{id}", summary: "Revoke a preview link", access: "token", success: { status: 204 }, errors: [400, ...TOKEN, 404], extension: true },
  { method: "delete", path: "/api/drafts/{type}/{id}", summary: "Discard a document's draft and its preview links (live unchanged)", access: "token", success: { status: 204 }, errors: [400, ...TOKEN, 404], extension: true },
  // Two-factor sign-in (TOTP). While it is required for everyone, writes elsewhere by a
  // user without it answer 403.
  { method: "get", path: "/api/two-factor", summary: "Your two-factor sign-in: on or off, required, recovery codes left", access: "token", success: { status: 200, schema: twoFactorStatusSchema }, errors: [...TOKEN], extension: true },
  {
    method: "post",
    path: "/api/two-factor/start",
    summary: "Start setting up two-factor sign-in: a new secret, its otpauth:// URI and QR code (no body, or `{}`)",
    access: "token",
    success: { status: 200, schema: twoFactorStartSchema },
    errors: [400, ...TOKEN, 409, 415],
    extension: true,
  },
  {
    method: "post",
    path: "/api/two-factor/confirm",
    summary: "Turn two-factor sign-in on with a code from the app; answers the 10 recovery codes, this once",
    access: "token",
    body: json(twoFactorConfirmRequestSchema),
    success: { status: 200, schema: recoveryCodesSchema },
    errors: [...WRITE, ...TOKEN, 409],
    extension: true,
  },
  {
    method: "post",
    path: "/api/two-factor/disable",
    summary: "Turn your two-factor sign-in off, with your password or a current code",
    access: "token",
    body: json(twoFactorDisableRequestSchema),
    success: { status: 204 },
    errors: [...WRITE, ...TOKEN, 403, 409],
    extension: true,
  },
  { method: "get", path: "/api/two-factor/users", summary: "Who has two-factor sign-in, and whether everyone must", access: "super admin", success: { status: 200, schema: twoFactorOverviewSchema }, errors: [...SUPER], extension: true },
  { method: "delete", path: "/api/two-factor/users/{id}", summary: "Reset a user's second factor (they set it up again)", access: "super admin", success: { status: 204 }, errors: [400, ...SUPER, 404], extension: true },
  {
    method: "patch",
    path: "/api/two-factor/policy",
    summary: "Require two-factor sign-in for everyone, or stop requiring it (your own must be on first)",
    access: "super admin",
    body: json(twoFactorPolicySchema),
    success: { status: 200, schema: twoFactorPolicySchema },
    errors: [...WRITE, ...SUPER, 409],
    extension: true,
  },
  { method: "get", path: "/api/openapi.json", summary: "This document", access: "public", success: { status: 200 }, errors: [], extension: true },
];
