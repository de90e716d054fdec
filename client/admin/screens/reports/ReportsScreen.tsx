import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useCanPublish } from "../../roles.ts";
import { DOCUMENT_KIND_KEYS, DOCUMENT_KINDS, formatBytes, MAX_DOCUMENT_MB, type Document } from "../../../../shared/schemas/documents.ts";
import type { DraftSummary } from "../../../../shared/schemas/drafts.ts";
import { api, ApiError } from "../../api.ts";
import { Card } from "../../components/Card/index.ts";
import { DraftActions, DraftStatus, useDraft, type DraftForm } from "../../components/DraftBar/index.ts";
import { EDIT_PARAM } from "../../hooks/useEditMode.tsx";
import { useHistory } from "../history/HistoryButton.tsx";
import { TrashList } from "../history/TrashList.tsx";
import { Field } from "../../components/Field/index.ts";
import { SelectField } from "../../components/Field/SelectField.tsx";
import { TextField } from "../../components/Field/TextField.tsx";
import { Flash, type FlashMessage } from "../../components/Flash/index.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { ScreenHeader } from "../../components/ScreenHeader/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useFailure } from "../../hooks/useFailure.ts";
import "./ReportsScreen.css";

const KIND_OPTIONS = DOCUMENT_KIND_KEYS.map((k) => ({ value: k, label: DOCUMENT_KINDS[k].label }));
const PDF_HINT = `A PDF of at most ${MAX_DOCUMENT_MB} MB. Its first bytes are checked: a file that is not a PDF is refused whatever its name.`;
const COVER_GUIDE = { maxKB: 200, width: 840, height: 1188 };

// A type (not an interface) so it is a record of strings, as the draft controller takes.
type Details = {
  title: string;
  year: string;
  kind: string;
  description: string;
  cover: string;
  coverAlt: string;
};

const EMPTY: Details = { title: "", year: String(new Date().getFullYear()), kind: "annual-review", description: "", cover: "", coverAlt: "" };
const detailsOf = (d: Document): Details => ({ title: d.title, year: String(d.year), kind: d.kind, description: d.description, cover: d.cover, coverAlt: d.coverAlt });
/** A draft's kept fields (all text) as the form's values. */
const detailsOfFields = (f: Record<string, string>): Details => ({ title: f.title ?? "", year: f.year ?? "", kind: f.kind || "other", description: f.description ?? "", cover: f.cover ?? "", coverAlt: f.coverAlt ?? "" });
/** The details as a save or a draft save sends them (the year as a number when it is one). */
const bodyOf = (v: Details) => ({ ...v, year: /^\d+$/.test(v.year.trim()) ? Number(v.year) : v.year });

/** The image uploads a form waits for before it sends (the cover goes to /api/media first). */
function useUploads() {
  const pending = useRef(new Set<Promise<unknown>>());
  return {
    tracker: {
      track(work: Promise<unknown>) {
        pending.current.add(work);
        void work.catch(() => undefined).finally(() => pending.current.delete(work));
      },
    },
    settled: () => Promise.all([...pending.current]),
  };
}

/**
 * Reports & documents: the PDFs published at /reports. Staff publish a PDF with its details,
 * change the details, replace the file (the page and file addresses stay) or delete it.
 * Reached beside the side menu, like the Inbox; the side menu keeps its seven items.
 */
export function ReportsScreen({ initial }: { initial: Document[] }) {
  const [documents, setDocuments] = useState(initial);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  const [params] = useSearchParams();
  // The Reviews list opens a report's editor with ?edit=<id>.
  const [editing, setEditing] = useState<string | null>(() => params.get(EDIT_PARAM));
  const fail = useFailure();
  const [newDrafts, setNewDrafts] = useState<DraftSummary[]>([]);
  const [deletions, setDeletions] = useState(0);
  const canPublish = useCanPublish();
  const readNewDrafts = async () => (await api.drafts.list({ type: "document" })).filter((d) => d.isNew);
  const reloadDrafts = async () => setNewDrafts(await readNewDrafts());
  // Both lists in one render: a just-published draft must not show in both for a moment.
  const reload = async () => {
    const [docs, drafts] = await Promise.all([api.documents.list(), readNewDrafts()]);
    setDocuments(docs);
    setNewDrafts(drafts);
  };
  useEffect(() => {
    // Reports being prepared (drafts of new documents): not on /reports until published.
    let live = true;
    readNewDrafts().then(
      (list) => live && setNewDrafts(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const deletion = useDeletion<Document>({
    nameOf: (d) => d.title,
    warning: "Its page and its PDF will answer 'not found'; links to them from elsewhere will break. It stays in the trash for 30 days, from where an admin can restore it.",
    remove: (d) => api.documents.remove(d._id),
    onDeleted: () => {
      setDeletions((n) => n + 1);
      void reload().catch(() => undefined);
    },
    flash: setFlash,
  });

  const replaced = (doc: Document) => {
    setDocuments((list) => list.map((d) => (d._id === doc._id ? doc : d)));
  };

  return (
    <div className="admin-screen">
      <ScreenHeader
        eyebrow="Investors & press"
        title="Reports & documents"
        intro="The PDFs visitors find at /reports: annual reviews, sustainability reports, governance documents and press kits. Each keeps its page and file address for good, even when its file is replaced."
        viewHref="/reports"
      />
      <Flash message={flash} onDismiss={() => setFlash(null)} />
      <div className="admin-reports__cards">
      <PublishForm
        onPublished={(doc) => {
          setFlash({ kind: "success", text: `Published ‘${doc.title}’.`, link: { href: doc.page, label: "View its page" } });
          void reload().catch(() => undefined);
        }}
        onDrafted={(title) => {
          setFlash({ kind: "success", text: `Saved ‘${title}’ as a draft. It is not on /reports until it is published.` });
          void reloadDrafts().catch(() => undefined);
        }}
        onError={(text) => setFlash({ kind: "error", text })}
        fail={fail}
      />
      {newDrafts.length > 0 ? (
        <Card titleId="new-drafts-heading" title="Documents being prepared" description="Drafts of new documents: visitors see none of them until an admin publishes it.">
          <ul className="admin-reports" role="list">
            {newDrafts.map((d) => (
              <li key={d.docId} className="admin-reports__item">
                <NewDraftRow
                  summary={d}
                  editing={editing === d.docId}
                  onEdit={(on) => setEditing(on ? d.docId : null)}
                  onChanged={() => void reload().catch(() => undefined)}
                  onError={(text) => setFlash({ kind: "error", text })}
                  fail={fail}
                />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card titleId="documents-heading" title="Published documents" description={`${documents.length} ${documents.length === 1 ? "document" : "documents"}, newest year first.`}>
        {documents.length === 0 ? (
          <p className="admin-reports__empty">No document is published yet.</p>
        ) : (
          <ul className="admin-reports" role="list">
            {documents.map((doc) => (
              <li key={doc._id} className="admin-reports__item">
                <DocumentRow
                  doc={doc}
                  editing={editing === doc._id}
                  onEdit={(on) => setEditing(on ? doc._id : null)}
                  onSaved={(saved, text) => {
                    replaced(saved);
                    setEditing(null);
                    setFlash({ kind: "success", text });
                  }}
                  onError={(text) => setFlash({ kind: "error", text })}
                  onPublished={() => void reload().catch(() => undefined)}
                  onDelete={() => deletion.ask(doc)}
                  busy={deletion.busy?._id === doc._id}
                  fail={fail}
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {canPublish ? <TrashList type="document" version={deletions} flash={setFlash} onRestored={() => void reload().catch(() => undefined)} /> : null}
      </div>
      {deletion.dialog}
    </div>
  );
}

type Fail = (error: unknown) => string | null;

function DetailsFields({ values, set, errors, uploads, currentCover }: { values: Details; set(field: keyof Details, value: string): void; errors: Record<string, string>; uploads: ReturnType<typeof useUploads>["tracker"]; currentCover: string }) {
  return (
    <>
      <TextField label="Title" required value={values.title} error={errors.title} onChange={(v) => set("title", v)} hint="As visitors will read it, e.g. 'Annual Review 2025'. The page address is made from it when the document is published, and never changes." />
      <div className="admin-reports__pair">
        <SelectField label="Kind" value={values.kind} options={KIND_OPTIONS} error={errors.kind} onChange={(v) => set("kind", v)} />
        <TextField label="Year" value={values.year} error={errors.year} onChange={(v) => set("year", v)} hint="The year the document covers." />
      </div>
      <TextField label="Description" input="lines" value={values.description} error={errors.description} onChange={(v) => set("description", v)} hint="One or two sentences shown under the title (at most 600 characters)." />
      <ImageUpload
        label="Cover image (optional)"
        preview="card"
        guide={COVER_GUIDE}
        currentUrl={currentCover}
        value={values.cover !== currentCover ? values.cover : null}
        error={errors.cover}
        uploads={uploads}
        onChange={(chosen) => set("cover", chosen ?? currentCover)}
      />
      <TextField label="Cover description" value={values.coverAlt} error={errors.coverAlt} onChange={(v) => set("coverAlt", v)} hint="What the cover shows, for visitors who cannot see it. Without a cover image, the site draws one from the title, kind and year." />
    </>
  );
}

function PdfInput({ id, label, onChange, error }: { id: string; label: string; onChange(file: File | null): void; error?: string | undefined }) {
  return (
    <Field label={label} hint={PDF_HINT} error={error}>
      {(control) => <input {...control} name={id} type="file" accept="application/pdf,.pdf" className="admin-input admin-reports__file" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />}
    </Field>
  );
}

function PublishForm({ onPublished, onDrafted, onError, fail }: { onPublished(doc: Document): void; onDrafted(title: string): void; onError(text: string): void; fail: Fail }) {
  const canPublish = useCanPublish();
  const [values, setValues] = useState<Details>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const uploads = useUploads();

  const clear = () => {
    setValues(EMPTY);
    setFile(null);
    setFormKey((k) => k + 1);
  };

  /** Save draft: a new document's draft (its PDF too, when one is chosen), not on /reports until published. */
  const saveDraft = async () => {
    setErrors({});
    setProgress(0);
    try {
      await uploads.settled();
      const draft = await api.drafts.create("document", bodyOf(values));
      if (file) await api.drafts.saveFile(draft.docId, file, { onProgress: setProgress });
      clear();
      onDrafted(draft.label);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fields });
      const text = fail(error);
      if (text) onError(`The draft could not be saved: ${text}`);
    } finally {
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPublish) return saveDraft();
    if (!file) return setErrors({ file: "Choose the PDF to publish." });
    setErrors({});
    setProgress(0);
    try {
      await uploads.settled();
      const doc = await api.documents.create(file, values, { onProgress: setProgress });
      clear();
      onPublished(doc);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fields });
      const text = fail(error);
      if (text) onError(`The document could not be published: ${text}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="publish-heading">
      <header className="admin-card__header">
        <h2 id="publish-heading" className="admin-card__title">
          {canPublish ? "Publish a document" : "Prepare a document"}
        </h2>
        <p className="admin-card__description">
          {canPublish ? "It appears on /reports as soon as it is published. Save draft keeps it off the site until you publish it." : "Saved as a draft: an admin publishes it once you ask for a review."}
        </p>
      </header>
      <form key={formKey} className="admin-reports__form" onSubmit={(e) => void submit(e)} noValidate>
        <PdfInput id="publish-file" label="PDF file" onChange={setFile} error={errors.file} />
        <DetailsFields values={values} set={(f, v) => setValues((old) => ({ ...old, [f]: v }))} errors={errors} uploads={uploads.tracker} currentCover="" />
        <div className="admin-reports__actions">
          {canPublish ? (
            <button type="submit" className="admin-button admin-button--primary" disabled={progress !== null}>
              {progress === null ? "Publish" : "Publishing…"}
            </button>
          ) : null}
          <button type={canPublish ? "button" : "submit"} className={`admin-button ${canPublish ? "admin-button--secondary" : "admin-button--primary"}`} disabled={progress !== null} onClick={canPublish ? () => void saveDraft() : undefined}>
            Save draft
          </button>
          {progress !== null ? (
            <progress className="admin-reports__progress" max={1} value={progress} aria-label="Upload progress">
              {Math.round(progress * 100)}%
            </progress>
          ) : null}
        </div>
      </form>
    </section>
  );
}

function DocumentRow(props: {
  doc: Document;
  editing: boolean;
  busy: boolean;
  onEdit(on: boolean): void;
  onSaved(doc: Document, text: string): void;
  onError(text: string): void;
  onPublished(): void;
  onDelete(): void;
  fail: Fail;
}) {
  const { doc, editing, busy, onEdit, onSaved, onError, onPublished, onDelete, fail } = props;
  const canPublish = useCanPublish();
  const history = useHistory({
    docId: doc._id,
    title: doc.title,
    dirty: false,
    // Editors restore into the draft (the live report stays); admins publish the version again.
    publish: canPublish,
    onRestored: () => {
      onEdit(false);
      onPublished();
    },
  });
  const [replacing, setReplacing] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const titleId = `document-${doc._id}`;

  const replace = async (file: File) => {
    setReplacing(0);
    try {
      const saved = await api.documents.replaceFile(doc._id, file, { onProgress: setReplacing });
      onSaved(saved, `Replaced the PDF of ‘${saved.title}’; its addresses are unchanged.`);
    } catch (error) {
      const text = fail(error);
      if (text) onError(`The PDF of ‘${doc.title}’ could not be replaced: ${text}`);
    } finally {
      setReplacing(null);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <article aria-labelledby={titleId} className="admin-reports__row">
      <div className="admin-reports__summary">
        <h3 id={titleId} className="admin-reports__title">
          {doc.title}
        </h3>
        <p className="admin-reports__meta">
          {DOCUMENT_KINDS[doc.kind].label} · {doc.year} · PDF, {formatBytes(doc.bytes)}
          {doc.pages > 0 ? ` · ${doc.pages} ${doc.pages === 1 ? "page" : "pages"}` : ""}
        </p>
        <p className="admin-reports__meta">
          File address: <a href={doc.url}>{doc.url}</a>
        </p>
      </div>
      <div className="admin-reports__buttons">
        <a className="admin-button admin-button--ghost admin-button--small" href={doc.page} target="_blank" rel="noreferrer">
          View<span className="visually-hidden"> ‘{doc.title}’ (opens in a new tab)</span>
        </a>
        <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-expanded={editing} onClick={() => onEdit(!editing)}>
          Edit details<span className="visually-hidden"> of ‘{doc.title}’</span>
        </button>
        {history.button}
        {canPublish ? (
          <label className="admin-button admin-button--secondary admin-button--small admin-reports__replace">
            {replacing === null ? "Replace PDF" : `Uploading ${Math.round(replacing * 100)}%`}
            <span className="visually-hidden"> of ‘{doc.title}’</span>
            <input
              ref={fileRef}
              type="file"
              accept="application/pdf,.pdf"
              className="visually-hidden"
              disabled={replacing !== null}
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void replace(f);
              }}
            />
          </label>
        ) : null}
        {canPublish ? (
          <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy} onClick={onDelete}>
            Delete<span className="visually-hidden"> ‘{doc.title}’</span>
          </button>
        ) : null}
      </div>
      {editing ? <DetailsEditor doc={doc} onSaved={onSaved} onError={onError} onPublished={onPublished} onClose={() => onEdit(false)} fail={fail} /> : null}
      {history.dialog}
    </article>
  );
}

/**
 * A report's details form and its draft, shared by the editor of a published report and that of
 * one being prepared: the values, the stored values the draft started from or last saved, the
 * uploads in flight, and the form the draft actions read.
 */
function useDetailsDraft(options: { start: Details; docId: string; label: string; live?(): Details; onPublished(): void; onDiscardedNew?(): void }) {
  const [values, setValues] = useState<Details>(options.start);
  const [stored, setStored] = useState<Details>(values);
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });
  const uploads = useUploads();
  const draft = useDraft<Details>({
    type: "document",
    docId: options.docId,
    label: options.label,
    live: options.live ?? (() => stored),
    toFields: bodyOf,
    fromFields: detailsOfFields,
    restart: (v) => {
      setValues(v);
      setStored(v);
    },
    onPublished: () => options.onPublished(),
    ...(options.onDiscardedNew ? { onDiscardedNew: () => options.onDiscardedNew!() } : {}),
  });
  const form: DraftForm = {
    dirty: JSON.stringify(values) !== JSON.stringify(stored),
    settled: async () => {
      try {
        await uploads.settled();
        return { values: valuesRef.current };
      } catch (failure) {
        return { values: valuesRef.current, failure };
      }
    },
    markStored: (v) => setStored(v as unknown as Details),
  };
  return { values, setValues, stored, uploads, draft, form };
}

/**
 * The details of one report, with its draft: the form shows the draft when there is one. For an
 * admin, 'Save details' publishes at once as before; Save draft, Publish draft, Schedule… and the
 * rest are further actions beside it. An editor gets no publishing button: 'Save draft' is theirs,
 * and a new PDF goes into the draft ('Replace PDF in draft'), never straight to the site.
 */
function DetailsEditor({ doc, onSaved, onError, onPublished, onClose, fail }: { doc: Document; onSaved(doc: Document, text: string): void; onError(text: string): void; onPublished(): void; onClose(): void; fail: Fail }) {
  const canPublish = useCanPublish();
  const { values, setValues, stored, uploads, draft, form } = useDetailsDraft({
    start: detailsOf(doc),
    docId: doc._id,
    label: doc.title,
    live: () => detailsOf(doc),
    onPublished,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [draftUpload, setDraftUpload] = useState<number | null>(null);
  const draftFileRef = useRef<HTMLInputElement>(null);
  const draftFile = draft.draft && draft.draft.fields.fileKey && draft.live && draft.draft.fields.fileKey !== draft.live.fileKey ? draft.draft.fields : null;

  const save = async (event: FormEvent) => {
    // Only this form's own submit: a dialog's form (portalled, but a React child) bubbles here too.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!canPublish) {
      await draft.saveDraft(form);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      await uploads.settled();
      const saved = await api.documents.save(doc._id, bodyOf(values) as never);
      onSaved(saved, `Saved ‘${saved.title}’.`);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...error.fields });
      const text = fail(error);
      if (text) onError(`‘${doc.title}’ could not be saved: ${text}`);
    } finally {
      setSaving(false);
    }
  };

  const putDraftFile = async (file: File) => {
    setDraftUpload(0);
    try {
      // The details typed so far go into the draft first, so the PDF joins them rather than an older draft.
      if (form.dirty || !draft.draft) await draft.saveDraft(form);
      await api.drafts.saveFile(doc._id, file, { onProgress: setDraftUpload });
      draft.reload();
    } catch (error) {
      const text = fail(error);
      if (text) onError(`The PDF could not be put in the draft of ‘${doc.title}’: ${text}`);
    } finally {
      setDraftUpload(null);
      if (draftFileRef.current) draftFileRef.current.value = "";
    }
  };

  return (
    <form className="admin-reports__form admin-reports__edit" onSubmit={(e) => void save(e)} noValidate aria-label={`Details of ${doc.title}`}>
      <DraftStatus draft={draft} />
      <DetailsFields values={values} set={(f, v) => setValues((old) => ({ ...old, [f]: v }))} errors={errors} uploads={uploads.tracker} currentCover={doc.cover} />
      <div className="admin-reports__draft-file">
        <p className="admin-reports__meta">
          {draftFile
            ? `The draft has a new PDF (${formatBytes(Number(draftFile.fileSize))}${Number(draftFile.pages) > 0 ? `, ${draftFile.pages} ${draftFile.pages === "1" ? "page" : "pages"}` : ""}). It replaces the published file, at the same address, when the draft is published.`
            : "The draft keeps the published PDF unless you put a new one in it."}
        </p>
        <label className="admin-button admin-button--secondary admin-button--small admin-reports__replace">
          {draftUpload === null ? "Replace PDF in draft" : `Uploading ${Math.round(draftUpload * 100)}%`}
          <span className="visually-hidden"> of ‘{doc.title}’</span>
          <input
            ref={draftFileRef}
            type="file"
            accept="application/pdf,.pdf"
            className="visually-hidden"
            disabled={draftUpload !== null}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void putDraftFile(f);
            }}
          />
        </label>
      </div>
      <div className="admin-reports__actions">
        {canPublish ? (
          <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
            {saving ? "Saving…" : "Save details"}
          </button>
        ) : null}
        <button
          type="button"
          className="admin-button admin-button--ghost"
          onClick={() => {
            setValues(stored);
            onClose();
          }}
        >
          Cancel
        </button>
      </div>
      <DraftActions draft={draft} form={form} />
    </form>
  );
}

/** A document being prepared (a new document's draft): its state, and its editor when open. */
function NewDraftRow({ summary, editing, onEdit, onChanged, onError, fail }: { summary: DraftSummary; editing: boolean; onEdit(on: boolean): void; onChanged(): void; onError(text: string): void; fail: Fail }) {
  const titleId = `draft-${summary.docId}`;
  const state = summary.review.state === "requested" ? `Review requested by ${summary.review.by}` : summary.review.state === "returned" ? `Sent back by ${summary.review.by}` : "Draft of a new item — not on the site yet";
  return (
    <article aria-labelledby={titleId} className="admin-reports__row">
      <div className="admin-reports__summary">
        <h3 id={titleId} className="admin-reports__title">
          {summary.label}
        </h3>
        <p className="admin-reports__meta">
          {state} · last saved by {summary.updatedBy || "someone"}
        </p>
      </div>
      <div className="admin-reports__buttons">
        <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-expanded={editing} onClick={() => onEdit(!editing)}>
          Edit draft<span className="visually-hidden"> ‘{summary.label}’</span>
        </button>
      </div>
      {editing ? <NewDraftEditor summary={summary} onChanged={onChanged} onClose={() => onEdit(false)} onError={onError} fail={fail} /> : null}
    </article>
  );
}

/**
 * The editor of a document being prepared: its details and its PDF live in the draft only; an
 * admin's 'Publish draft' puts it on /reports (it needs its PDF first), an editor asks for review.
 */
function NewDraftEditor({ summary, onChanged, onClose, onError, fail }: { summary: DraftSummary; onChanged(): void; onClose(): void; onError(text: string): void; fail: Fail }) {
  // No live version: the draft's last saved values stand for it.
  const { values, setValues, stored, uploads, draft, form } = useDetailsDraft({
    start: { ...EMPTY, title: summary.label },
    docId: summary.docId,
    label: summary.label,
    onPublished: onChanged,
    onDiscardedNew: onChanged,
  });
  const [upload, setUpload] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fields = draft.draft?.fields;

  const putFile = async (file: File) => {
    setUpload(0);
    try {
      if (form.dirty) await draft.saveDraft(form);
      await api.drafts.saveFile(summary.docId, file, { onProgress: setUpload });
      draft.reload();
    } catch (error) {
      const text = fail(error);
      if (text) onError(`The PDF could not be put in the draft of ‘${summary.label}’: ${text}`);
    } finally {
      setUpload(null);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <form
      className="admin-reports__form admin-reports__edit"
      onSubmit={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        void draft.saveDraft(form);
      }}
      noValidate
      aria-label={`Draft of ${summary.label}`}
    >
      <DraftStatus draft={draft} />
      <DetailsFields values={values} set={(f, v) => setValues((old) => ({ ...old, [f]: v }))} errors={{}} uploads={uploads.tracker} currentCover={stored.cover} />
      <div className="admin-reports__draft-file">
        <p className="admin-reports__meta">
          {fields?.fileKey
            ? `PDF in the draft: ${formatBytes(Number(fields.fileSize))}${Number(fields.pages) > 0 ? `, ${fields.pages} ${fields.pages === "1" ? "page" : "pages"}` : ""}.`
            : "No PDF yet: the document cannot be published without one."}
        </p>
        <label className="admin-button admin-button--secondary admin-button--small admin-reports__replace">
          {upload === null ? (fields?.fileKey ? "Replace PDF in draft" : "Add PDF to draft") : `Uploading ${Math.round(upload * 100)}%`}
          <span className="visually-hidden"> of ‘{summary.label}’</span>
          <input
            ref={fileRef}
            type="file"
            accept="application/pdf,.pdf"
            className="visually-hidden"
            disabled={upload !== null}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void putFile(f);
            }}
          />
        </label>
      </div>
      <div className="admin-reports__actions">
        <button type="button" className="admin-button admin-button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <DraftActions draft={draft} form={form} />
    </form>
  );
}
