import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api.ts";

const conflict = { revision: 4, savedBy: "editor", savedAt: "2026-11-27T10:00:00.000Z", current: { highlight: "Theirs", content: "<p>x</p>" } };

/** Stubs fetch with one answer and records what was sent. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } }));
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's API client", () => {
  it("saves from a revision with If-Match and answers the stored value with its new revision", async () => {
    const sent = answer(200, { approach: { highlight: "Mine", content: "<p>y</p>" } }, { ETag: '"abc:5"' });
    const saved = await api.content.save("approach", { highlight: "Mine" }, '"abc:4"');
    expect(saved).toEqual({ ok: true, value: { highlight: "Mine", content: "<p>y</p>" }, revision: '"abc:5"' });
    expect(new Headers(sent[0]!.init.headers).get("If-Match")).toBe('"abc:4"');
    expect(sent[0]!.init.method).toBe("PATCH");
  });

  it("answers a stale save as a value carrying the other version, never as an exception", async () => {
    answer(409, { error: "Approach was saved by editor after you opened it. Nothing was changed.", conflict });
    const saved = await api.content.save("approach", { highlight: "Mine" }, '"abc:3"');
    expect(saved.ok).toBe(false);
    if (saved.ok) return;
    expect(saved.error).toBeInstanceOf(ApiError);
    expect(saved.error.status).toBe(409);
    expect(saved.error.conflict).toEqual(conflict);
    expect(saved.error.message).toBe("Approach was saved by editor after you opened it. Nothing was changed.");
  });

  it("throws every other failure of a save as an ApiError with the server's fields", async () => {
    answer(400, { error: "Check the fields", fields: { highlight: "is required" } });
    const error = await api.news.save("n1", { title: "" }, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Check the fields", fields: { highlight: "is required" }, conflict: null });
  });

  it("throws a 409 without another version (a call that sends no revision) as a plain ApiError", async () => {
    answer(409, { error: "That username is taken" });
    const error = await api.users.register({ username: "x", password: "y" } as never).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, message: "That username is taken", conflict: null });
  });

  it("words a failure with no message of its own, and an unreachable server as status 0", async () => {
    answer(503, undefined);
    await expect(api.news.list()).rejects.toMatchObject({ status: 503, message: "The server could not complete the request. Try again in a moment." });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("network")));
    await expect(api.auth.me()).rejects.toMatchObject({ status: 0, message: "The server could not be reached. Check your connection and try again." });
  });

  it("reads a document with its revision", async () => {
    answer(200, { approach: { highlight: "H", content: "C" } }, { ETag: '"abc:2"' });
    await expect(api.content.read("approach")).resolves.toEqual({ value: { highlight: "H", content: "C" }, revision: '"abc:2"' });
  });

  const ID = "0123456789abcdef01234567";
  const draft = {
    type: "news",
    docId: ID,
    isNew: false,
    label: "Refinery financing",
    fields: { title: "Refinery financing closes" },
    baseRevision: 3,
    draftRevision: 2,
    createdBy: "amaka",
    updatedBy: "amaka",
    createdAt: "2026-11-27T10:00:00.000Z",
    updatedAt: "2026-11-27T10:05:00.000Z",
    review: { state: "none", comment: "", by: "", at: "" },
  };

  it("saves a draft with PUT from its draft revision (If-Match \"<id>:d<n>\") and answers the stored draft", async () => {
    const sent = answer(200, { draft: { ...draft, draftRevision: 3 } });
    const saved = await api.drafts.save("news", ID, { title: "Refinery financing closes" }, 2);
    expect(saved.draftRevision).toBe(3);
    expect(sent[0]!.init.method).toBe("PUT");
    expect(sent[0]!.url).toBe(`/api/drafts/news/${ID}`);
    expect(new Headers(sent[0]!.init.headers).get("If-Match")).toBe(`"${ID}:d2"`);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ fields: { title: "Refinery financing closes" } });
  });

  it("reads a document without a draft as null, and any other failure as an error", async () => {
    answer(404, { error: "No draft of this document" });
    await expect(api.drafts.read("news", ID)).resolves.toBeNull();
    answer(403, { error: "Only admins can do this." });
    await expect(api.drafts.read("news", ID)).rejects.toMatchObject({ status: 403 });
  });

  it("sends a schedule in UTC as given, and restores into the live site only when asked", async () => {
    const sent = answer(200, { schedule: { publishAt: "2026-12-01T08:00:00.000Z", unpublishAt: null } });
    await api.drafts.schedule("news", ID, { publishAt: "2026-12-01T08:00:00.000Z", unpublishAt: null });
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({ publishAt: "2026-12-01T08:00:00.000Z", unpublishAt: null });
    const restore = answer(200, { document: { _id: ID, type: "news", label: "x", revision: 4 }, data: {}, draft: true });
    await api.history.restore(ID, ID, null, false);
    expect(JSON.parse(String(restore[0]!.init.body))).toEqual({ version: ID, publish: false });
  });
});
