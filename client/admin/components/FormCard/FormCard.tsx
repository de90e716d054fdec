import type { FormEvent, ReactNode } from "react";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { DraftActions, DraftStatus, type DraftController } from "../DraftBar/index.ts";
import { CheckIcon, SpinnerIcon } from "../Icon/index.ts";
import { PreviewButton, type PreviewForm, type PreviewSource } from "../PreviewButton/index.ts";
import "./FormCard.css";

export interface FormCardProps {
  /** The anchor of the card on its screen. */
  id: string;
  title: string;
  description?: string;
  /** The heading level of the title (3 when the screen groups its parts). */
  level?: 2 | 3;
  /** The form's state and Submit (an `EditorForm`, or the same shape). */
  form: FormCardForm;
  children: ReactNode;
  /** Controls at the right of the title (e.g. History). */
  actions?: ReactNode;
  /** Shown above the fields (e.g. a stale-save conflict). */
  notice?: ReactNode;
  /** What 'Preview' shows: the public page with the form's unsaved values. */
  preview?: PreviewSource;
  /**
   * The document's draft: its state line above the fields and its actions beside Submit. Editors
   * (who cannot publish) get no Submit: 'Save draft' is theirs.
   */
  draft?: DraftController;
}

/** The card of a form, without the form: where it sits and how it is headed. */
export type CardProps = Omit<FormCardProps, "form" | "children">;

export interface FormCardForm {
  state: SaveState;
  dirty: boolean;
  /** The values came from a draft kept when the session ended. */
  restored?: boolean;
  submit(event: FormEvent): Promise<void>;
  /** The latest values once uploads are done (for Preview). */
  settled?: PreviewForm["settled"];
  /** The values are kept as a draft now (for Save draft). */
  markStored?(values: Record<string, string>): void;
}

/**
 * One editor part: a white card with its heading, its fields, and a footer holding the outcome of
 * the last Submit ('Saved' or the server's message) beside the Submit button.
 */
export function FormCard({ id, title, description, level = 2, form, children, actions, notice, preview, draft }: FormCardProps) {
  const { state, dirty, restored } = form;
  const titleId = `${id}-title`;
  // While it waits for an upload or saves, Submit is disabled (a click while uploading queues).
  const saving = state.kind === "saving" || state.kind === "waiting";
  const Heading = level === 3 ? "h3" : "h2";
  const draftForm = form.settled && form.markStored ? { dirty, settled: form.settled, markStored: form.markStored } : null;
  // A new item that exists only as a draft goes live through 'Publish draft'.
  const submits = !draft || (draft.canPublish && !draft.draft?.isNew);
  return (
    <section id={id} className="admin-card" aria-labelledby={titleId}>
      <header className="admin-card__header">
        <div className="admin-inline">
          <Heading id={titleId} className="admin-card__title">
            {title}
          </Heading>
          {dirty ? <span className="admin-badge">Unsaved</span> : null}
          {actions ? <div className="admin-card__actions">{actions}</div> : null}
        </div>
        {description ? <p className="admin-card__description">{description}</p> : null}
      </header>
      <form className="admin-card__form" onSubmit={(event) => {
          // Only this form's own submit: a dialog's form (portalled, but a React child) is not Submit.
          if (event.target !== event.currentTarget) return;
          if (submits || !draft || !draftForm) void form.submit(event);
          else {
            event.preventDefault();
            void draft.saveDraft(draftForm);
          }
        }} aria-labelledby={titleId} aria-busy={saving}>
        {draft ? <DraftStatus draft={draft} /> : null}
        {notice}
        {restored ? (
          <p className="admin-notice">Your unsaved changes from before your session ended were restored. Submit to save them.</p>
        ) : null}
        <div className="admin-card__fields">{children}</div>
        <div className={`admin-card__footer${draft ? " admin-card__footer--drafts" : ""}`}>
          {draft && draftForm ? <DraftActions draft={draft} form={draftForm} preview={preview} /> : null}
          <SaveStatus state={state} dirty={dirty} />
          {preview && form.settled ? <PreviewButton source={preview} form={{ settled: form.settled }} /> : null}
          {submits ? (
            <button type="submit" className="admin-button admin-button--primary" disabled={saving}>
              {saving ? <SpinnerIcon /> : null}
              Submit
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** The live outcome of a form: saving, saved, unsaved changes, or the server's error in words. */
function SaveStatus({ state, dirty }: { state: SaveState; dirty: boolean }) {
  return (
    <div className="admin-save-status">
      <p role="status" className={`admin-save-status__line admin-save-status__line--${state.kind === "error" ? "idle" : state.kind === "waiting" ? "saving" : state.kind}`}>
        {state.kind === "waiting" ? "Waiting for the image upload to finish…" : null}
        {state.kind === "saving" ? "Saving…" : null}
        {state.kind === "saved" ? (
          <>
            <CheckIcon />
            Saved
          </>
        ) : null}
        {state.kind === "idle" && dirty ? "Unsaved changes" : null}
      </p>
      {state.kind === "error" ? (
        <p role="alert" className="admin-save-status__error">
          Not saved. {state.message}
        </p>
      ) : null}
    </div>
  );
}
