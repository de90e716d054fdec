/**
 * The calls that carry a document's revision (the `ETag` of a read, sent back as
 * `If-Match` with a save), and the history, trash and activity calls. A stale save answers 409:
 * it becomes a `ConflictError` carrying who saved in between, when, and what is stored now.
 */
import { z } from "zod";
import { activityPageSchema, type ActivityPage } from "../../shared/schemas/activity.ts";
import { errorSchema } from "../../shared/schemas/common.ts";
import { SINGLETONS, type SingletonKey, type SingletonValue } from "../../shared/schemas/content.ts";
import {
  conflictSchema,
  historyResponseSchema,
  restoreResponseSchema,
  trashListSchema,
  versionResponseSchema,
  type Conflict,
  type HistoryResponse,
  type RestoreResponse,
  type TrashItem,
  type VersionResponse,
} from "../../shared/schemas/history.ts";
import { investmentSchema, type Investment, type InvestmentPatch } from "../../shared/schemas/investments.ts";
import { newsItemResponseSchema, type NewsItem, type NewsPatch } from "../../shared/schemas/news.ts";
import { ApiError, fallbackMessage, request } from "./api.ts";

/** A stale save: someone saved the document after this screen read it. Nothing was changed. */
export class ConflictError extends ApiError {
  readonly conflict: Conflict;
  constructor(message: string, conflict: Conflict) {
    super(409, message);
    this.name = "ConflictError";
    this.conflict = conflict;
  }
}

/** What a read or a save answers, with the revision to send with the next save. */
export interface Revisioned<T> {
  value: T;
  /** The ETag; null when the server named none. */
  revision: string | null;
}

async function call<S extends z.ZodType>(method: string, path: string, schema: S, opts: { json?: unknown; revision?: string | null } = {}): Promise<Revisioned<z.output<S>>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (opts.json !== undefined) headers["Content-Type"] = "application/json";
  if (opts.revision) headers["If-Match"] = opts.revision;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, credentials: "same-origin", headers, ...(opts.json !== undefined ? { body: JSON.stringify(opts.json) } : {}) });
  } catch {
    throw new ApiError(0, "The server could not be reached. Check your connection and try again.");
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const stale = res.status === 409 ? conflictSchema.safeParse(data) : undefined;
    if (stale?.success) throw new ConflictError(stale.data.error, stale.data.conflict);
    const parsed = errorSchema.safeParse(data);
    throw parsed.success ? new ApiError(res.status, parsed.data.error, parsed.data.fields) : new ApiError(res.status, fallbackMessage(res.status));
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, "The server answered in an unexpected form. Reload the page and try again.");
  return { value: parsed.data, revision: res.headers.get("ETag") };
}

const singletonPath = (key: SingletonKey) => `${SINGLETONS[key].path}/${SINGLETONS[key].id}`;
const singletonAnswer = <K extends SingletonKey>(key: K) =>
  z.object({ [SINGLETONS[key].envelope]: SINGLETONS[key].schema }).transform((a) => a[SINGLETONS[key].envelope] as SingletonValue<K>);
const newsAnswer = newsItemResponseSchema.transform((a) => a.newsAndEvents);

export const revisioned = {
  content: {
    get: <K extends SingletonKey>(key: K): Promise<Revisioned<SingletonValue<K>>> => call("GET", singletonPath(key), singletonAnswer(key)),
    patch: <K extends SingletonKey>(key: K, body: Partial<SingletonValue<K>>, revision: string | null): Promise<Revisioned<SingletonValue<K>>> =>
      call("PATCH", singletonPath(key), singletonAnswer(key), { json: body, revision }),
  },
  news: {
    get: (id: string): Promise<Revisioned<NewsItem>> => call("GET", `/news-and-events/${id}`, newsAnswer),
    update: (id: string, body: NewsPatch, revision: string | null): Promise<Revisioned<NewsItem>> => call("PATCH", `/news-and-events/${id}`, newsAnswer, { json: body, revision }),
  },
  investments: {
    get: (id: string): Promise<Revisioned<Investment>> => call("GET", `/investments/${id}`, investmentSchema),
    update: (id: string, body: InvestmentPatch, revision: string | null): Promise<Revisioned<Investment>> =>
      call("PATCH", `/investments/${id}`, investmentSchema, { json: body, revision }),
  },
};

export const historyApi = {
  /** A document's versions (newest first) and its current revision. */
  get: async (docId: string): Promise<Revisioned<HistoryResponse>> => call("GET", `/history/${docId}`, historyResponseSchema),
  version: (versionId: string): Promise<VersionResponse> => request("GET", `/versions/${versionId}`, versionResponseSchema),
  /** Saves that version again as a new one, from the revision the screen holds. */
  restore: (docId: string, versionId: string, revision: string | null): Promise<Revisioned<RestoreResponse>> =>
    call("POST", `/history/${docId}/restore`, restoreResponseSchema, { json: { version: versionId }, revision }),
  trash: async (): Promise<TrashItem[]> => (await request("GET", "/trash", trashListSchema)).items,
  restoreFromTrash: async (id: string): Promise<RestoreResponse> => (await call("POST", `/trash/${id}/restore`, restoreResponseSchema)).value,
  activity: (query: { user?: string; kind?: string; page?: number }): Promise<ActivityPage> => {
    const params = new URLSearchParams();
    if (query.user) params.set("user", query.user);
    if (query.kind) params.set("kind", query.kind);
    if (query.page && query.page > 1) params.set("page", String(query.page));
    const qs = params.toString();
    return request("GET", `/activity${qs ? `?${qs}` : ""}`, activityPageSchema);
  },
};
