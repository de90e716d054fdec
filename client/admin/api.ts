/**
 * The admin's one way to reach /api: typed with the shared zod schemas, answers parsed before use,
 * and every failure turned into an `ApiError` carrying the server's `{error, fields}`.
 * The session travels as the httpOnly cookie (`credentials: "same-origin"`), never a header.
 */
import { z } from "zod";
import { loginResponseSchema, meResponseSchema, type LoginRequest, type LoginResponse, type MeResponse } from "../../shared/schemas/auth.ts";
import { errorSchema } from "../../shared/schemas/common.ts";
import {
  loginChallengeSchema,
  recoveryCodesSchema,
  twoFactorOverviewSchema,
  twoFactorPolicySchema,
  twoFactorStartSchema,
  twoFactorStatusSchema,
  type LoginChallenge,
  type LoginTwoFactorRequest,
  type RecoveryCodes,
  type TwoFactorDisableRequest,
  type TwoFactorOverview,
  type TwoFactorPolicy,
  type TwoFactorStart,
  type TwoFactorStatus,
} from "../../shared/schemas/two-factor.ts";
import { SINGLETONS, type SingletonKey, type SingletonValue } from "../../shared/schemas/content.ts";
import {
  investmentListSchema,
  investmentSchema,
  type Investment,
  type InvestmentCreateInput,
  type InvestmentPatch,
  slugRedirectListSchema,
  type SlugRedirect,
} from "../../shared/schemas/investments.ts";
import { messageListResponseSchema, messageResponseSchema, unreadCountSchema, type Message, type MessageList } from "../../shared/schemas/messages.ts";
import { MEDIA_UPLOAD_FIELD, mediaUploadResponseSchema } from "../../shared/schemas/media.ts";
import { newsItemResponseSchema, newsListResponseSchema, type NewsCreateInput, type NewsItem } from "../../shared/schemas/news.ts";
import {
  changePasswordResponseSchema,
  userListSchema,
  userSchema,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type RegisterRequest,
  type User,
} from "../../shared/schemas/users.ts";

/** A failed call: the HTTP status (0 when the server could not be reached) and its messages. */
export class ApiError extends Error {
  readonly status: number;
  /** Field name → message, from the `fields` of a 400 answer. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }

  /** The session is missing, expired or revoked: the person must sign in again. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** Words for failures whose answer carries no message of its own. */
export function fallbackMessage(status: number): string {
  if (status === 0) return "The server could not be reached. Check your connection and try again.";
  if (status === 401) return "Your session has ended. Please sign in again.";
  if (status === 403) return "You are not allowed to do this.";
  if (status === 404) return "This item no longer exists.";
  if (status === 413) return "What you sent is too large. Choose a smaller image or shorten the text.";
  if (status === 429) return "Too many attempts. Wait a few minutes and try again.";
  if (status >= 500) return "The server could not complete the request. Try again in a moment.";
  return `The request failed (HTTP ${status}).`;
}

type RequestBody = { json: unknown } | { form: FormData };

async function send(method: string, path: string, body?: RequestBody): Promise<Response> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body && "json" in body) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body.json);
  } else if (body) {
    init.body = body.form;
  }
  try {
    return await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, fallbackMessage(0));
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads an answer: the success body through `schema` (none for `null`), or throws its `ApiError`. */
function answerOf(status: number, data: unknown, schema: z.ZodType | null): unknown {
  if (status < 200 || status >= 300) {
    const parsed = errorSchema.safeParse(data);
    throw parsed.success ? new ApiError(status, parsed.data.error, parsed.data.fields) : new ApiError(status, fallbackMessage(status));
  }
  if (schema === null) return undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(status, "The server answered in an unexpected form. Reload the page and try again.");
  return parsed.data;
}

/**
 * One call to /api. `schema` parses the success answer; `null` expects no body (204).
 * Exported for screens whose calls are not wrapped below.
 */
export async function request<S extends z.ZodType>(method: string, path: string, schema: S, body?: RequestBody): Promise<z.output<S>>;
export async function request(method: string, path: string, schema: null, body?: RequestBody): Promise<void>;
export async function request(method: string, path: string, schema: z.ZodType | null, body?: RequestBody): Promise<unknown> {
  const res = await send(method, path, body);
  return answerOf(res.status, await readJson(res), schema);
}

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent (0 to 1). */
  onProgress?(share: number): void;
  /** Aborting stops the upload; it then rejects with the message UPLOAD_ABORTED. */
  signal?: AbortSignal;
}

/** The cause of an upload the person called off (a new choice, a discard). */
export const UPLOAD_ABORTED = "The upload was called off.";

/**
 * POST of a multipart form through XMLHttpRequest, whose upload events give progress (fetch has
 * none); the answer goes through the same parsing as `request`.
 */
function postWithProgress<S extends z.ZodType>(path: string, form: FormData, schema: S, { onProgress, signal }: UploadOptions): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      try {
        resolve(answerOf(xhr.status, data, schema) as z.output<S>);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, fallbackMessage(0)));
    xhr.onabort = () => reject(new ApiError(0, UPLOAD_ABORTED));
    if (signal?.aborted) return reject(new ApiError(0, UPLOAD_ABORTED));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const singletonPath = (key: SingletonKey) => `${SINGLETONS[key].path}/${SINGLETONS[key].id}`;

/** Reads `{ <envelope>: value }` with the block's own schema. */
function singletonAnswer<K extends SingletonKey>(key: K) {
  const { envelope, schema } = SINGLETONS[key];
  return z.object({ [envelope]: schema }).transform((answer) => answer[envelope] as SingletonValue<K>);
}

export const api = {
  auth: {
    /** `{token, role}`, or a challenge when the user has two-factor sign-in (then loginSecondStep). */
    login: (body: LoginRequest): Promise<LoginResponse | LoginChallenge> =>
      request("POST", "/auth/login", z.union([loginResponseSchema, loginChallengeSchema]), { json: body }),
    loginSecondStep: (body: LoginTwoFactorRequest): Promise<LoginResponse> => request("POST", "/auth/login/2fa", loginResponseSchema, { json: body }),
    logout: (): Promise<void> => request("POST", "/auth/logout", null),
    signOutEverywhere: (): Promise<void> => request("POST", "/auth/sign-out-everywhere", null),
    me: (): Promise<MeResponse> => request("GET", "/auth/me", meResponseSchema),
  },

  /** The singleton blocks of SINGLETONS (home, footer, about, approach, alliances, banners). */
  content: {
    get: <K extends SingletonKey>(key: K): Promise<SingletonValue<K>> => request("GET", singletonPath(key), singletonAnswer(key)),
    /** Any subset of the block's fields; answers the whole stored block. */
    patch: <K extends SingletonKey>(key: K, body: Partial<SingletonValue<K>>): Promise<SingletonValue<K>> =>
      request("PATCH", singletonPath(key), singletonAnswer(key), { json: body }),
  },

  media: {
    /** Stores one image (POST /api/media, multipart) and answers its /media URL. */
    upload: async (file: File, options: UploadOptions = {}): Promise<string> => {
      const form = new FormData();
      form.append(MEDIA_UPLOAD_FIELD, file, file.name);
      return (await postWithProgress("/media", form, mediaUploadResponseSchema, options)).url;
    },
  },

  news: {
    list: async (): Promise<NewsItem[]> => (await request("GET", "/news-and-events", newsListResponseSchema)).newsAndEvents,
    get: async (id: string): Promise<NewsItem> => (await request("GET", `/news-and-events/${id}`, newsItemResponseSchema)).newsAndEvents,
    create: async (body: NewsCreateInput): Promise<NewsItem> =>
      (await request("POST", "/news-and-events", newsItemResponseSchema, { json: body })).newsAndEvents,
    remove: (id: string): Promise<void> => request("DELETE", `/news-and-events/${id}`, null),
  },

  investments: {
    list: (): Promise<Investment[]> => request("GET", "/investments", investmentListSchema),
    get: (id: string): Promise<Investment> => request("GET", `/investments/${id}`, investmentSchema),
    create: (body: InvestmentCreateInput): Promise<Investment> => request("POST", "/investments", investmentSchema, { json: body }),
    update: (id: string, body: InvestmentPatch): Promise<Investment> => request("PATCH", `/investments/${id}`, investmentSchema, { json: body }),
    remove: (id: string): Promise<void> => request("DELETE", `/investments/${id}`, null),
    /** Old company addresses that answer 301, and removing one. */
    redirects: async (): Promise<SlugRedirect[]> => (await request("GET", "/redirects", slugRedirectListSchema)).redirects,
    removeRedirect: (id: string): Promise<void> => request("DELETE", `/redirects/${id}`, null),
  },

  /** The contact inbox. */
  messages: {
    list: (): Promise<MessageList> => request("GET", "/messages", messageListResponseSchema),
    unread: async (): Promise<number> => (await request("GET", "/messages/unread", unreadCountSchema)).unread,
    mark: async (id: string, read: boolean): Promise<Message> => (await request("PATCH", `/messages/${id}`, messageResponseSchema, { json: { read } })).message,
    remove: (id: string): Promise<void> => request("DELETE", `/messages/${id}`, null),
    /** The CSV download (same-origin GET: the session cookie goes along). */
    exportUrl: "/api/messages/export",
  },

  users: {
    list: (): Promise<User[]> => request("GET", "/users", userListSchema),
    register: (body: RegisterRequest): Promise<User> => request("POST", "/auth/register", userSchema, { json: body }),
    changePassword: (body: ChangePasswordRequest): Promise<ChangePasswordResponse> =>
      request("PATCH", "/users/change-password", changePasswordResponseSchema, { json: body }),
    remove: (id: string): Promise<void> => request("DELETE", `/users/${id}`, null),
  },

  /** Two-factor sign-in: your own, and the super admin's overview and controls. */
  twoFactor: {
    status: (): Promise<TwoFactorStatus> => request("GET", "/two-factor", twoFactorStatusSchema),
    start: (): Promise<TwoFactorStart> => request("POST", "/two-factor/start", twoFactorStartSchema),
    confirm: (code: string): Promise<RecoveryCodes> => request("POST", "/two-factor/confirm", recoveryCodesSchema, { json: { code } }),
    disable: (body: TwoFactorDisableRequest): Promise<void> => request("POST", "/two-factor/disable", null, { json: body }),
    overview: (): Promise<TwoFactorOverview> => request("GET", "/two-factor/users", twoFactorOverviewSchema),
    reset: (id: string): Promise<void> => request("DELETE", `/two-factor/users/${id}`, null),
    setRequired: (required: boolean): Promise<TwoFactorPolicy> => request("PATCH", "/two-factor/policy", twoFactorPolicySchema, { json: { required } }),
  },
} as const;
