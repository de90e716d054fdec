/**
 * The admin's one way to reach /api: typed with the shared zod schemas, answers parsed before use,
 * and every failure an `ApiError` carrying the server's `{error, fields}`.
 * The session travels as the httpOnly cookie (`credentials: "same-origin"`), never a header.
 *
 * Documents under history (content blocks, news items, investments) are read with their revision
 * (the `ETag`) and saved from it (`If-Match`). A stale save is an expected answer of such a save,
 * so it comes back as a value, `{ ok: false, error }`, whose `error.conflict` holds who saved in
 * between, when, and what is stored now. Every other failure throws, for every call.
 */
import { z } from "zod";
import { activityPageSchema, type ActivityPage } from "../../shared/schemas/activity.ts";
import { loginResponseSchema, meResponseSchema, type LoginRequest, type LoginResponse, type MeResponse } from "../../shared/schemas/auth.ts";
import { errorSchema } from "../../shared/schemas/common.ts";
import {
  draftCountSchema,
  draftDetailSchema,
  draftListSchema,
  draftResponseSchema,
  draftTag,
  previewLinkCreatedSchema,
  previewLinkListSchema,
  publishResponseSchema,
  type Draft,
  type DraftCount,
  type DraftDetail,
  type DraftSummary,
  type NewDraftType,
  type PreviewLinkCreated,
  type PreviewLinkList,
  type ReviewState,
} from "../../shared/schemas/drafts.ts";
import { scheduleListSchema, scheduleResponseSchema, type Schedule, type ScheduleBody, type ScheduleList } from "../../shared/schemas/schedule.ts";
import { SINGLETONS, type SingletonKey, type SingletonValue } from "../../shared/schemas/content.ts";
import {
  conflictSchema,
  historyResponseSchema,
  restoreResponseSchema,
  trashListSchema,
  trashPageSchema,
  versionResponseSchema,
  type Conflict,
  type HistoryResponse,
  type RestoreResponse,
  type TrashItem,
  type VersionResponse,
} from "../../shared/schemas/history.ts";
import {
  investmentListSchema,
  investmentSchema,
  type Investment,
  type InvestmentCreateInput,
  type InvestmentPatch,
  slugRedirectListSchema,
  investmentPageSchema,
  type InvestmentPage,
  type SlugRedirect,
} from "../../shared/schemas/investments.ts";
import { leaderListSchema, leaderSchema, type Leader, type LeaderCreateInput, type LeaderPatch } from "../../shared/schemas/leaders.ts";
import { DOCUMENT_UPLOAD_FIELD, documentListSchema, documentSchema, type Document, type DocumentPatch } from "../../shared/schemas/documents.ts";
import {
  MEDIA_UPLOAD_FIELD,
  mediaItemResponseSchema,
  mediaPageSchema,
  mediaUploadResponseSchema,
  type MediaItem,
  type MediaPage,
  type MediaPatch,
} from "../../shared/schemas/media.ts";
import { messageListResponseSchema, messagePageSchema, messageResponseSchema, senderErasedSchema, unreadCountSchema, type Message, type MessageList, type MessagePage } from "../../shared/schemas/messages.ts";
import { newsItemResponseSchema, newsListResponseSchema, newsPageSchema, type NewsCreateInput, type NewsItem, type NewsPage, type NewsPatch } from "../../shared/schemas/news.ts";
import { STAFF_PAGE_SIZE } from "../../shared/schemas/paging.ts";
import { previewResponseSchema, type PreviewRequest, type PreviewResponse } from "../../shared/schemas/preview.ts";
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
import {
  accountSchema,
  oneTimePasswordSchema,
  passwordChangeChallengeSchema,
  recoveryOptionsSchema,
  type Account,
  type OneTimePassword,
  type PasswordChangeChallenge,
  type RecoveryOptions,
} from "../../shared/schemas/recovery.ts";
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
  /** A stale save (409 from a revision someone saved past): who saved, when, what is stored now. */
  readonly conflict: Conflict | null;

  constructor(status: number, message: string, fields: Record<string, string> = {}, conflict: Conflict | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
    this.conflict = conflict;
  }

  /** The session is missing, expired or revoked: the person must sign in again. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The failure of a save from a revision someone else saved past; nothing was changed. */
export type StaleSave = ApiError & { readonly conflict: Conflict };

/** What a read answers, with the revision to send with the next save. */
export interface Revisioned<T> {
  value: T;
  /** The ETag; null when the server named none. */
  revision: string | null;
}

/** What a save from a revision answers: the stored value and its new revision, or a stale save. */
export type Saved<T> = ({ ok: true } & Revisioned<T>) | { ok: false; error: StaleSave };

/** Words for failures whose answer carries no message of its own. */
function fallbackMessage(status: number): string {
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

/** An answer as read: its status, its body parsed as JSON (undefined when empty or not JSON), its ETag. */
interface Answer {
  status: number;
  data: unknown;
  revision: string | null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one call (with `If-Match` when a revision is given) and reads its answer. */
async function send(method: string, path: string, body?: RequestBody, revision?: string | null): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  if (body && "json" in body) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body.json);
  } else if (body) {
    init.body = body.form;
  }
  if (revision) headers["If-Match"] = revision;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, init);
  } catch {
    throw new ApiError(0, fallbackMessage(0));
  }
  return { status: res.status, data: parseJson(await res.text()), revision: res.headers.get("ETag") };
}

/**
 * A file the server makes from a JSON request (a POST, so nothing personal is in the URL), saved
 * under the name its Content-Disposition gives.
 */
async function download(path: string, json: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method: "POST", credentials: "same-origin", headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) });
  } catch {
    throw new ApiError(0, fallbackMessage(0));
  }
  if (!isSuccess(res.status)) throw failureOf({ status: res.status, data: parseJson(await res.text()), revision: null });
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "export";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The error of a failed answer: the server's message and fields, and the other version of a stale save. */
function failureOf({ status, data }: Answer): ApiError {
  const stale = status === 409 ? conflictSchema.safeParse(data) : undefined;
  if (stale?.success) return new ApiError(status, stale.data.error, {}, stale.data.conflict);
  const parsed = errorSchema.safeParse(data);
  return parsed.success ? new ApiError(status, parsed.data.error, parsed.data.fields) : new ApiError(status, fallbackMessage(status));
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Reads an answer: the success body through `schema` (none for `null`), or throws its `ApiError`. */
function answerOf(answer: Answer, schema: z.ZodType | null): unknown {
  if (!isSuccess(answer.status)) throw failureOf(answer);
  if (schema === null) return undefined;
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new ApiError(answer.status, "The server answered in an unexpected form. Reload the page and try again.");
  return parsed.data;
}

/** One call to /api. `schema` parses the success answer; `null` expects no body (204). */
async function request<S extends z.ZodType>(method: string, path: string, schema: S, body?: RequestBody): Promise<z.output<S>>;
async function request(method: string, path: string, schema: null, body?: RequestBody): Promise<void>;
async function request(method: string, path: string, schema: z.ZodType | null, body?: RequestBody): Promise<unknown> {
  return answerOf(await send(method, path, body), schema);
}

/** A read of a document under history: its value and revision. */
async function read<S extends z.ZodType>(path: string, schema: S): Promise<Revisioned<z.output<S>>> {
  const answer = await send("GET", path);
  return { value: answerOf(answer, schema) as z.output<S>, revision: answer.revision };
}

/** A write from a revision: a stale one answers its error as a value; any other failure throws. */
async function save<S extends z.ZodType>(method: string, path: string, schema: S, json: unknown, revision: string | null): Promise<Saved<z.output<S>>> {
  const answer = await send(method, path, { json }, revision);
  if (!isSuccess(answer.status)) {
    const error = failureOf(answer);
    if (error.conflict) return { ok: false, error: error as StaleSave };
    throw error;
  }
  return { ok: true, value: answerOf(answer, schema) as z.output<S>, revision: answer.revision };
}

export interface UploadOptions {
  /** Called as the bytes go out, with the share sent (0 to 1). */
  onProgress?(share: number): void;
  /** Aborting stops the upload; it then rejects with the message UPLOAD_ABORTED. */
  signal?: AbortSignal;
}

/** The cause of an upload the person called off (a new choice, a discard). */
const UPLOAD_ABORTED = "The upload was called off.";

/**
 * POST of a multipart form through XMLHttpRequest, whose upload events give progress (fetch has
 * none); the answer goes through the same parsing as every call.
 */
function postWithProgress<S extends z.ZodType>(path: string, form: FormData, schema: S, { onProgress, signal }: UploadOptions, method: "POST" | "PUT" = "POST"): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      try {
        resolve(answerOf({ status: xhr.status, data: parseJson(xhr.responseText), revision: null }, schema) as z.output<S>);
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

/** A page of a staff list and its search. */
export interface ListQuery {
  page: number;
  q: string;
}

const listParams = ({ page, q }: ListQuery) => new URLSearchParams({ page: String(page), limit: String(STAFF_PAGE_SIZE), q: q.trim() }).toString();

/** Images a page of the Media screen shows (a 4 × 6 grid). */
export const MEDIA_PAGE_SIZE = 24;

/** A page of the media library and its filters. */
export interface MediaQuery {
  page: number;
  q: string;
  kind?: "image" | "document";
  unused?: boolean;
  limit?: number;
}

const newsAnswer = newsItemResponseSchema.transform((answer) => answer.newsAndEvents);

export const api = {
  auth: {
    /**
     * `{token, role}`, or a challenge when the user has two-factor sign-in (then loginSecondStep),
     * or, after a one-time password, the step that chooses a new one (then newPassword).
     */
    login: (body: LoginRequest): Promise<LoginResponse | LoginChallenge | PasswordChangeChallenge> =>
      request("POST", "/auth/login", z.union([loginResponseSchema, loginChallengeSchema, passwordChangeChallengeSchema]), { json: body }),
    loginSecondStep: (body: LoginTwoFactorRequest): Promise<LoginResponse | PasswordChangeChallenge> =>
      request("POST", "/auth/login/2fa", z.union([loginResponseSchema, passwordChangeChallengeSchema]), { json: body }),
    /** After a one-time password: the new password, which signs in. */
    newPassword: (challenge: string, newPassword: string): Promise<LoginResponse> =>
      request("POST", "/auth/login/new-password", loginResponseSchema, { json: { challenge, newPassword } }),
    /** Whether the sign-in page offers "Forgot password?". */
    recoveryOptions: (): Promise<RecoveryOptions> => request("GET", "/auth/recovery", recoveryOptionsSchema),
    /** Asks for a reset link by username or e-mail address; answers the server's one sentence. */
    forgotPassword: (login: string): Promise<string> =>
      request("POST", "/auth/forgot-password", z.object({ message: z.string() }), { json: { login } }).then((a) => a.message),
    resetPassword: (token: string, newPassword: string): Promise<void> => request("POST", "/auth/reset-password", null, { json: { token, newPassword } }),
    logout: (): Promise<void> => request("POST", "/auth/logout", null),
    signOutEverywhere: (): Promise<void> => request("POST", "/auth/sign-out-everywhere", null),
    me: (): Promise<MeResponse> => request("GET", "/auth/me", meResponseSchema),
  },

  /** The singleton blocks of SINGLETONS (home, footer, about, approach, alliances, banners). */
  content: {
    read: <K extends SingletonKey>(key: K): Promise<Revisioned<SingletonValue<K>>> => read(singletonPath(key), singletonAnswer(key)),
    /** Any subset of the block's fields, from a revision; answers the whole stored block. */
    save: <K extends SingletonKey>(key: K, body: Partial<SingletonValue<K>>, revision: string | null): Promise<Saved<SingletonValue<K>>> =>
      save("PATCH", singletonPath(key), singletonAnswer(key), body, revision),
  },

  media: {
    /** Stores one image (POST /api/media, multipart) and answers its /media URL. */
    upload: async (file: File, options: UploadOptions = {}): Promise<string> => {
      const form = new FormData();
      form.append(MEDIA_UPLOAD_FIELD, file, file.name);
      return (await postWithProgress("/media", form, mediaUploadResponseSchema, options)).url;
    },
    /** One page of the library (newest first): `q` finds file names and alt text; `unused` keeps the images no page shows. */
    page: (query: MediaQuery): Promise<MediaPage> => {
      const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit ?? MEDIA_PAGE_SIZE), q: query.q.trim() });
      if (query.kind) params.set("kind", query.kind);
      if (query.unused) params.set("unused", "true");
      return request("GET", `/media?${params.toString()}`, mediaPageSchema);
    },
    read: async (id: string): Promise<MediaItem> => (await request("GET", `/media/${id}`, mediaItemResponseSchema)).media,
    /** Alt text, caption, decorative mark or focal point; answers the image as stored now. */
    save: async (id: string, body: MediaPatch): Promise<MediaItem> => (await request("PATCH", `/media/${id}`, mediaItemResponseSchema, { json: body })).media,
    /** Deletes an image no page uses (a 409 ApiError names the pages that do). */
    remove: (id: string): Promise<void> => request("DELETE", `/media/${id}`, null),
  },

  news: {
    list: async (): Promise<NewsItem[]> => (await request("GET", "/news-and-events", newsListResponseSchema)).newsAndEvents,
    /** One page of summaries (newest first) of the items whose title or subtitle contains `q`. */
    page: (query: ListQuery): Promise<NewsPage> => request("GET", `/news-and-events?${listParams(query)}`, newsPageSchema),
    read: (id: string): Promise<Revisioned<NewsItem>> => read(`/news-and-events/${id}`, newsAnswer),
    create: (body: NewsCreateInput): Promise<NewsItem> => request("POST", "/news-and-events", newsAnswer, { json: body }),
    save: (id: string, body: NewsPatch, revision: string | null): Promise<Saved<NewsItem>> => save("PATCH", `/news-and-events/${id}`, newsAnswer, body, revision),
    remove: (id: string): Promise<void> => request("DELETE", `/news-and-events/${id}`, null),
  },

  investments: {
    list: (): Promise<Investment[]> => request("GET", "/investments", investmentListSchema),
    /** One page of summaries (in the order added) of the companies whose tab text contains `q`. */
    page: (query: ListQuery): Promise<InvestmentPage> => request("GET", `/investments?${listParams(query)}`, investmentPageSchema),
    read: (id: string): Promise<Revisioned<Investment>> => read(`/investments/${id}`, investmentSchema),
    create: (body: InvestmentCreateInput): Promise<Investment> => request("POST", "/investments", investmentSchema, { json: body }),
    save: (id: string, body: InvestmentPatch, revision: string | null): Promise<Saved<Investment>> => save("PATCH", `/investments/${id}`, investmentSchema, body, revision),
    remove: (id: string): Promise<void> => request("DELETE", `/investments/${id}`, null),
    /** Old company addresses that answer 301, and removing one. */
    redirects: async (): Promise<SlugRedirect[]> => (await request("GET", "/redirects", slugRedirectListSchema)).redirects,
    removeRedirect: (id: string): Promise<void> => request("DELETE", `/redirects/${id}`, null),
  },

  /** Reports and documents (/reports): PDFs with fixed page and file addresses. */
  documents: {
    list: (): Promise<Document[]> => request("GET", "/documents", documentListSchema),
    /** Publishes a PDF with its details (multipart); answers the stored document. */
    create: (file: File, details: { title: string; year: string; kind: string; description: string; cover: string; coverAlt: string }, options: UploadOptions = {}): Promise<Document> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(details)) form.append(name, value);
      form.append(DOCUMENT_UPLOAD_FIELD, file, file.name);
      return postWithProgress("/documents", form, documentSchema, options);
    },
    /** A new PDF under the same addresses. */
    replaceFile: (id: string, file: File, options: UploadOptions = {}): Promise<Document> => {
      const form = new FormData();
      form.append(DOCUMENT_UPLOAD_FIELD, file, file.name);
      return postWithProgress(`/documents/${id}/file`, form, documentSchema, options);
    },
    save: (id: string, body: DocumentPatch): Promise<Document> => request("PATCH", `/documents/${id}`, documentSchema, { json: body }),
    remove: (id: string): Promise<void> => request("DELETE", `/documents/${id}`, null),
  },

  /** The people of the leadership pages, in list order. */
  leaders: {
    list: (): Promise<Leader[]> => request("GET", "/leaders", leaderListSchema),
    read: (id: string): Promise<Revisioned<Leader>> => read(`/leaders/${id}`, leaderSchema),
    create: (body: LeaderCreateInput): Promise<Leader> => request("POST", "/leaders", leaderSchema, { json: body }),
    save: (id: string, body: LeaderPatch, revision: string | null): Promise<Saved<Leader>> => save("PATCH", `/leaders/${id}`, leaderSchema, body, revision),
    remove: (id: string): Promise<void> => request("DELETE", `/leaders/${id}`, null),
    /** Every person's id in the new order; answers everyone in it. */
    reorder: (ids: readonly string[]): Promise<Leader[]> => request("POST", "/leaders/reorder", leaderListSchema, { json: { ids } }),
  },

  /** Unsaved values shown as the public page would show them. */
  previews: {
    /** Keeps the values for a short while and answers where to see them. */
    create: (body: PreviewRequest): Promise<PreviewResponse> => request("POST", "/previews", previewResponseSchema, { json: body }),
  },

  /**
   * Drafts: at most one per document, never seen by visitors until published; review requests,
   * shared preview links and the schedule. A draft save from a draft revision (If-Match
   * `"<id>:d<n>"`) that someone saved past answers 409 (thrown, with the server's message).
   */
  drafts: {
    list: async (filter: { review?: Exclude<ReviewState, "none">; type?: string } = {}): Promise<DraftSummary[]> => {
      const params = new URLSearchParams();
      if (filter.review) params.set("review", filter.review);
      if (filter.type) params.set("type", filter.type);
      const qs = params.toString();
      return (await request("GET", `/drafts${qs ? `?${qs}` : ""}`, draftListSchema)).drafts;
    },
    count: (): Promise<DraftCount> => request("GET", "/drafts/count", draftCountSchema),
    /** The draft of a document and the live fields it would replace; null when the document has no draft. */
    read: async (type: string, id: string): Promise<DraftDetail | null> => {
      try {
        return await request("GET", `/drafts/${type}/${id}`, draftDetailSchema);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** Creates or replaces the document's draft (checked as the document's own save would be). */
    save: async (type: string, id: string, fields: Record<string, unknown>, draftRevision?: number): Promise<Draft> => {
      const answer = await send("PUT", `/drafts/${type}/${id}`, { json: { fields } }, draftRevision ? draftTag(id, draftRevision) : null);
      return (answerOf(answer, draftResponseSchema) as { draft: Draft }).draft;
    },
    /** A draft of a new news item, company or person (a new id, kept when it is published). */
    create: async (type: NewDraftType, fields: Record<string, unknown>): Promise<Draft> => (await request("POST", `/drafts/${type}`, draftResponseSchema, { json: { fields } })).draft,
    discard: (type: string, id: string): Promise<void> => request("DELETE", `/drafts/${type}/${id}`, null),
    /** A replacement PDF for a report's draft (multipart); the live report and its file stay until the draft is published. */
    saveFile: async (id: string, file: File, options: UploadOptions = {}): Promise<Draft> => {
      const form = new FormData();
      form.append(DOCUMENT_UPLOAD_FIELD, file, file.name);
      return (await postWithProgress(`/drafts/document/${id}/file`, form, draftResponseSchema, options, "PUT")).draft;
    },
    /** Makes the draft live (admins); `force` publishes over a live version that moved on since the draft began. */
    publish: (type: string, id: string, force = false): Promise<{ document: Record<string, unknown>; revision: number }> =>
      request("POST", `/drafts/${type}/${id}/publish`, publishResponseSchema, { json: force ? { force: true } : {} }),
    requestReview: async (type: string, id: string, comment?: string): Promise<Draft> =>
      (await request("POST", `/drafts/${type}/${id}/review`, draftResponseSchema, { json: comment ? { comment } : {} })).draft,
    /** Sends the draft back to its author with a comment (admins). */
    sendBack: async (type: string, id: string, comment: string): Promise<Draft> =>
      (await request("POST", `/drafts/${type}/${id}/return`, draftResponseSchema, { json: { comment } })).draft,
    /** Publish and unpublish times (UTC ISO; null removes one); admins. */
    schedule: async (type: string, id: string, body: ScheduleBody): Promise<Schedule> =>
      (await request("PUT", `/drafts/${type}/${id}/schedule`, scheduleResponseSchema, { json: body })).schedule,
    /** A signed link to the draft's page that works for 24 hours without signing in. */
    createLink: (type: string, id: string): Promise<PreviewLinkCreated> => request("POST", `/drafts/${type}/${id}/links`, previewLinkCreatedSchema),
    links: async (type: string, id: string): Promise<PreviewLinkList["links"]> => (await request("GET", `/drafts/${type}/${id}/links`, previewLinkListSchema)).links,
    revokeLink: (linkId: string): Promise<void> => request("DELETE", `/preview-links/${linkId}`, null),
  },

  /** Everything due to publish or unpublish, and whether the scheduler keeps up. */
  schedule: {
    list: (): Promise<ScheduleList> => request("GET", "/schedule", scheduleListSchema),
  },

  /** The versions of a document, and Restore. */
  history: {
    /** A document's versions (newest first) and its current revision. */
    read: (docId: string): Promise<Revisioned<HistoryResponse>> => read(`/history/${docId}`, historyResponseSchema),
    version: (versionId: string): Promise<VersionResponse> => request("GET", `/versions/${versionId}`, versionResponseSchema),
    /** Saves that version again as a new one, from the revision the screen holds. */
    restore: (docId: string, versionId: string, revision: string | null, publish = true): Promise<Saved<RestoreResponse>> =>
      save("POST", `/history/${docId}/restore`, restoreResponseSchema, { version: versionId, publish }, revision),
  },

  /** Deleted news items and investments, kept for TRASH_DAYS. */
  trash: {
    list: async (): Promise<TrashItem[]> => (await request("GET", "/trash", trashListSchema)).items,
    /** One page of one type's trash, newest first, with the totals. */
    page: (type: TrashItem["type"], page: number): Promise<z.output<typeof trashPageSchema>> =>
      request("GET", `/trash?${new URLSearchParams({ type, page: String(page), limit: String(STAFF_PAGE_SIZE) }).toString()}`, trashPageSchema),
    restore: (id: string): Promise<RestoreResponse> => request("POST", `/trash/${id}/restore`, restoreResponseSchema),
  },

  activity: {
    /** A page of the activity log, newest first, filtered by user and kind. */
    list: (query: { user?: string; kind?: string; page?: number }): Promise<ActivityPage> => {
      const params = new URLSearchParams();
      if (query.user) params.set("user", query.user);
      if (query.kind) params.set("kind", query.kind);
      if (query.page && query.page > 1) params.set("page", String(query.page));
      const qs = params.toString();
      return request("GET", `/activity${qs ? `?${qs}` : ""}`, activityPageSchema);
    },
  },

  /** The contact inbox. */
  messages: {
    list: (): Promise<MessageList> => request("GET", "/messages", messageListResponseSchema),
    /** One page of the inbox (newest first), the unread count of all of it, and the totals. */
    page: (page: number): Promise<MessagePage> => request("GET", `/messages?page=${page}&limit=${STAFF_PAGE_SIZE}`, messagePageSchema),
    read: async (id: string): Promise<Message> => (await request("GET", `/messages/${id}`, messageResponseSchema)).message,
    unread: async (): Promise<number> => (await request("GET", "/messages/unread", unreadCountSchema)).unread,
    mark: async (id: string, read: boolean): Promise<Message> => (await request("PATCH", `/messages/${id}`, messageResponseSchema, { json: { read } })).message,
    remove: (id: string): Promise<void> => request("DELETE", `/messages/${id}`, null),
    /** The CSV download (same-origin GET: the session cookie goes along). */
    exportUrl: "/api/messages/export",
    /** Downloads everything one sender sent, as a JSON or CSV file (the address goes in the body, not the URL). */
    exportSender: (email: string, format: "json" | "csv"): Promise<void> => download(`/messages/by-sender/${format}`, { email }),
    /** Erases everything one sender sent; answers how many messages went. */
    eraseSender: async (email: string): Promise<number> => (await request("POST", "/messages/by-sender/erase", senderErasedSchema, { json: { email } })).erased,
  },

  users: {
    list: (): Promise<User[]> => request("GET", "/users", userListSchema),
    register: (body: RegisterRequest): Promise<User> => request("POST", "/auth/register", userSchema, { json: body }),
    changePassword: (body: ChangePasswordRequest): Promise<ChangePasswordResponse> =>
      request("PATCH", "/users/change-password", changePasswordResponseSchema, { json: body }),
    remove: (id: string): Promise<void> => request("DELETE", `/users/${id}`, null),
    /** Moves a user between admin and editor (super admin); it applies from their next request. */
    setRole: (id: string, role: "admin" | "editor"): Promise<User> => request("PATCH", `/users/${id}`, userSchema, { json: { role } }),
    /** Every user's e-mail address (super admin). */
    accounts: (): Promise<Account[]> => request("GET", "/users/accounts", z.array(accountSchema)),
    /** The signed-in user's own account and e-mail address. */
    account: (): Promise<Account> => request("GET", "/users/me", accountSchema),
    setOwnEmail: (email: string): Promise<Account> => request("PATCH", "/users/me", accountSchema, { json: { email } }),
    setEmail: (id: string, email: string): Promise<Account> => request("PATCH", `/users/${id}/email`, accountSchema, { json: { email } }),
    /** The super admin gives a user a one-time password, answered this once. */
    oneTimePassword: (id: string): Promise<OneTimePassword> => request("POST", `/users/${id}/one-time-password`, oneTimePasswordSchema),
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
