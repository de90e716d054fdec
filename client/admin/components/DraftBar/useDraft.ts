import { useCallback, useEffect, useRef, useState } from "react";
import { revisionTag, type DocType } from "../../../../shared/schemas/history.ts";
import { NEW_DRAFT_TYPES, type Draft, type NewDraftType } from "../../../../shared/schemas/drafts.ts";
import type { Schedule, ScheduleBody as ScheduleRequest } from "../../../../shared/schemas/schedule.ts";
import { ApiError, api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { useCanPublish } from "../../roles.ts";
import { fieldLabel } from "../../screens/history/fields.ts";
import { FormError, type FormValues } from "../../hooks/useEditorForm.ts";
import { draftIndex, forgetDraftIndex } from "./draftIndex.ts";

type Values = Record<string, string>;

/** The part of an editor form the draft actions use (an `EditorForm`). */
export interface DraftForm {
  dirty: boolean;
  /** The latest values once image uploads are done, or the first upload's failure. */
  settled(): Promise<{ values: FormValues; failure?: unknown }>;
  /** The values are kept as the draft now: no longer unsaved changes. */
  markStored(values: FormValues): void;
}

export interface DraftOptions<T extends Values> {
  type: DocType;
  docId: string;
  /** What the dialogs call the document. */
  label: string;
  /** The live values as the form holds them (the form starts again from them after a discard). */
  live(): T;
  /** The fields a draft save sends, from the form's values (e.g. a gallery as a list). */
  toFields(values: T): Record<string, unknown>;
  /** The form's values from a draft's stored fields. */
  fromFields(fields: Values): T;
  /** Starts the form again from these values; with a revision after a publish (the new live one). */
  restart(values: T, revision?: string | null): void;
  /** After a publish (the screen may read its list again). */
  onPublished?(values: T): void;
  /** A new item's draft was discarded: nothing of it is left to edit. */
  onDiscardedNew?(): void;
}

export type DraftOutcome = { kind: "success" | "error"; text: string } | null;

/** The draft of one document and what can be done with it, for the DraftBar of its form. */
export interface DraftController {
  type: DocType;
  docId: string;
  label: string;
  /** An admin or the super admin (editors cannot publish, schedule or send back). */
  canPublish: boolean;
  /** The create form: nothing stored yet; Save draft makes a new draft (a new id). */
  creating: boolean;
  /** News items, companies and people can be taken off the site at a time; blocks and banners cannot. */
  unpublishable: boolean;
  loaded: boolean;
  draft: Draft | null;
  /** The live fields the draft would replace, as history keeps them (null for a new draft). */
  live: Values | null;
  schedule: Schedule;
  /** When no instance has run the scheduler for more than two ticks: its last run (null: never). */
  schedulerLate: { lastRunAt: string | null } | null;
  /** The action under way. */
  busy: string | null;
  outcome: DraftOutcome;
  /** A publish was refused: the live version changed since the draft began ('Publish anyway'). */
  stale: boolean;
  saveDraft(form: DraftForm): Promise<boolean>;
  publish(form: DraftForm, force?: boolean): Promise<void>;
  discard(): Promise<void>;
  requestReview(form: DraftForm): Promise<void>;
  /** Answers null when sent, else the message to show in the dialog. */
  sendBack(comment: string): Promise<string | null>;
  /** Answers null when saved, else the refusal (message and fields) for the dialog. */
  setSchedule(body: ScheduleRequest, form: DraftForm): Promise<{ message: string; fields: Readonly<Record<string, string>> } | null>;
  /** Reads the draft again (after a restore into it). */
  reload(): void;
  dismiss(): void;
  /** The draft as the form's values (for 'Preview draft'). */
  draftValues(): FormValues | null;
}

const NO_SCHEDULE: Schedule = { publishAt: null, unpublishAt: null };

/** A refusal in words: the server's message and each field it names. */
function refusal(error: ApiError): string {
  const fields = Object.entries(error.fields).map(([name, text]) => `${fieldLabel(name)} ${text}.`);
  return [error.message, ...fields].join(" ");
}

/**
 * The draft of a stored document beside its editor: read when the editor opens (the form then
 * shows the draft), saved, published, discarded, sent for review or back, scheduled. Nothing here
 * changes what visitors see except Publish (and a schedule when its time comes).
 */
export function useDraft<T extends Values>(options: DraftOptions<T>): DraftController {
  const { type, docId, label } = options;
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const canPublish = useCanPublish();
  const fail = useFailure();
  // The reading below runs per document, not each time the admin context changes (every keystroke
  // that makes a form dirty gives `fail` a new identity).
  const failRef = useRef(fail);
  useEffect(() => {
    failRef.current = fail;
  });
  const [loaded, setLoaded] = useState(false);
  const [draft, setDraftState] = useState<Draft | null>(null);
  const draftRef = useRef<Draft | null>(null);
  const [live, setLive] = useState<Values | null>(null);
  const liveRef = useRef<Values | null>(null);
  const [schedule, setScheduleState] = useState<Schedule>(NO_SCHEDULE);
  const [schedulerLate, setSchedulerLate] = useState<{ lastRunAt: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DraftOutcome>(null);
  const [stale, setStale] = useState(false);
  const [readings, setReadings] = useState(0);
  const first = useRef(true);

  const setDraft = useCallback((next: Draft | null) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const index = await draftIndex();
        const at = (action: "publish" | "unpublish") => index.schedule?.items.find((i) => i.docId === docId && i.action === action)?.runAt ?? index.drafts.get(docId)?.schedule[`${action}At`] ?? null;
        const read = index.drafts.has(docId) ? await api.drafts.read(type, docId) : null;
        if (!current) return;
        setScheduleState({ publishAt: at("publish"), unpublishAt: at("unpublish") });
        const scheduler = index.schedule?.scheduler;
        setSchedulerLate(scheduler?.late ? { lastRunAt: scheduler.lastRunAt } : null);
        setDraft(read?.draft ?? null);
        liveRef.current = read?.live ?? null;
        setLive(liveRef.current);
        // The editor shows the draft: that is what the next save or publish works from.
        if (read && first.current) opts.current.restart(opts.current.fromFields(read.draft.fields));
        first.current = false;
      } catch (error) {
        if (!current) return;
        const message = failRef.current(error);
        if (message) setOutcome({ kind: "error", text: `The draft could not be read: ${message}` });
      } finally {
        if (current) setLoaded(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [type, docId, readings, setDraft]);

  /** Runs one action: busy meanwhile, its failure in words (a 401 goes to the login). */
  const run = async <R>(name: string, work: () => Promise<R>): Promise<R | undefined> => {
    setBusy(name);
    setOutcome(null);
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && !error.isUnauthorized) setOutcome({ kind: "error", text: refusal(error) });
      else if (error instanceof FormError) setOutcome({ kind: "error", text: error.message });
      else {
        const message = fail(error);
        if (message) setOutcome({ kind: "error", text: message });
      }
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  /** Saves the form's values as the draft (without the busy mark: part of a larger action). */
  const store = async (form: DraftForm): Promise<Draft> => {
    const { values, failure } = await form.settled();
    if (failure !== undefined) throw new ApiError(400, `${failure instanceof Error ? failure.message : "An image was not uploaded."} Choose the image again.`);
    const saved = await api.drafts.save(type, docId, opts.current.toFields(values as T), draftRef.current?.draftRevision);
    setDraft(saved);
    form.markStored(values);
    forgetDraftIndex();
    // The first draft of a document: read the live fields it is compared with ('Show changes').
    if (!liveRef.current && !saved.isNew) {
      const detail = await api.drafts.read(type, docId);
      liveRef.current = detail?.live ?? null;
      setLive(liveRef.current);
    }
    return saved;
  };

  const ensureDraft = async (form: DraftForm): Promise<Draft> => (form.dirty || !draftRef.current ? store(form) : draftRef.current);

  return {
    type,
    docId,
    label,
    canPublish,
    creating: false,
    unpublishable: (NEW_DRAFT_TYPES as readonly string[]).includes(type),
    loaded,
    draft,
    live,
    schedule,
    schedulerLate,
    busy,
    outcome,
    stale,
    saveDraft: async (form) => {
      const saved = await run("save", () => store(form));
      if (saved) setOutcome({ kind: "success", text: "Draft saved. Visitors still see the published version." });
      return saved !== undefined;
    },
    publish: async (form, force = false) => {
      setStale(false);
      const done = await run("publish", async () => {
        const current = await ensureDraft(form);
        try {
          const published = await api.drafts.publish(type, docId, force);
          return { current, published };
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) setStale(true);
          throw error;
        }
      });
      if (!done) return;
      const values = opts.current.fromFields(done.current.fields);
      setDraft(null);
      liveRef.current = null;
      setLive(null);
      setScheduleState((s) => ({ ...s, publishAt: null }));
      forgetDraftIndex();
      opts.current.restart(values, revisionTag(docId, done.published.revision));
      opts.current.onPublished?.(values);
      setOutcome({ kind: "success", text: "Published. Visitors now see this version." });
    },
    discard: async () => {
      const wasNew = draftRef.current?.isNew === true;
      const done = await run("discard", async () => {
        await api.drafts.discard(type, docId);
        return true;
      });
      if (!done) return;
      setDraft(null);
      liveRef.current = null;
      setLive(null);
      setScheduleState((s) => ({ ...s, publishAt: null }));
      forgetDraftIndex();
      if (wasNew && opts.current.onDiscardedNew) return opts.current.onDiscardedNew();
      opts.current.restart(opts.current.live());
      setOutcome({ kind: "success", text: "Draft discarded. The form shows the published version again." });
    },
    requestReview: async (form) => {
      const asked = await run("review", async () => {
        await ensureDraft(form);
        return api.drafts.requestReview(type, docId);
      });
      if (!asked) return;
      setDraft(asked);
      forgetDraftIndex();
      setOutcome({ kind: "success", text: "Review requested. An admin will publish the draft or send it back with a comment." });
    },
    sendBack: async (comment) => {
      setBusy("return");
      try {
        const returned = await api.drafts.sendBack(type, docId, comment);
        setDraft(returned);
        forgetDraftIndex();
        setOutcome({ kind: "success", text: `Sent back${returned.updatedBy ? ` to ${returned.updatedBy}` : ""} with your comment.` });
        return null;
      } catch (error) {
        return fail(error) ?? "Your session has ended.";
      } finally {
        setBusy(null);
      }
    },
    setSchedule: async (body, form) => {
      setBusy("schedule");
      try {
        if (body.publishAt) await ensureDraft(form);
        const saved = await api.drafts.schedule(type, docId, body);
        setScheduleState(saved);
        forgetDraftIndex();
        setOutcome({ kind: "success", text: saved.publishAt || saved.unpublishAt ? "Schedule saved." : "Schedule removed." });
        return null;
      } catch (error) {
        if (error instanceof ApiError && !error.isUnauthorized) return { message: error.message, fields: error.fields };
        return { message: fail(error) ?? "Your session has ended.", fields: {} };
      } finally {
        setBusy(null);
      }
    },
    reload: () => setReadings((n) => n + 1),
    dismiss: () => setOutcome(null),
    draftValues: () => (draftRef.current ? opts.current.fromFields(draftRef.current.fields) : null),
  };
}

export interface NewDraftOptions<T extends Values> {
  type: NewDraftType;
  /** What the create form makes ('a news item'). */
  label: string;
  /** The fields of the new draft, as a create would send them (throw FormError to refuse). */
  toFields(values: T): Record<string, unknown>;
  /** The new draft was stored: the screen opens it in its editor. */
  onCreated(draft: Draft): void;
}

/**
 * The create form's draft actions: Save draft (a new draft with a new id, not on the site) and
 * Request review (the same, then the request). Publishing and scheduling come once it is open.
 */
export function useNewDraft<T extends Values>({ type, label, toFields, onCreated }: NewDraftOptions<T>): DraftController {
  const canPublish = useCanPublish();
  const fail = useFailure();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DraftOutcome>(null);

  const create = async (name: string, form: DraftForm, review: boolean) => {
    setBusy(name);
    setOutcome(null);
    try {
      const { values, failure } = await form.settled();
      if (failure !== undefined) throw new FormError(`${failure instanceof Error ? failure.message : "An image was not uploaded."} Choose the image again.`);
      let draft = await api.drafts.create(type, toFields(values as T));
      if (review) draft = await api.drafts.requestReview(type, draft.docId);
      form.markStored(values);
      forgetDraftIndex();
      onCreated(draft);
      return true;
    } catch (error) {
      if (error instanceof ApiError && !error.isUnauthorized) setOutcome({ kind: "error", text: refusal(error) });
      else if (error instanceof FormError) setOutcome({ kind: "error", text: error.message });
      else {
        const message = fail(error);
        if (message) setOutcome({ kind: "error", text: message });
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  const none = async () => null;
  return {
    type,
    docId: `new-${type}`,
    label,
    canPublish,
    creating: true,
    unpublishable: false,
    loaded: true,
    draft: null,
    live: null,
    schedule: NO_SCHEDULE,
    schedulerLate: null,
    busy,
    outcome,
    stale: false,
    saveDraft: (form) => create("save", form, false),
    publish: async () => undefined,
    discard: async () => undefined,
    requestReview: async (form) => void (await create("review", form, true)),
    sendBack: none,
    setSchedule: none,
    reload: () => undefined,
    dismiss: () => setOutcome(null),
    draftValues: () => null,
  };
}
