import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { lagosInputValue, utcFromLagosInput } from "../../../lib/lagos-time.ts";
import { schedulerWarning } from "./status.ts";
import { SpinnerIcon } from "../Icon/index.ts";
import type { DraftController, DraftForm } from "./useDraft.ts";
import "../ConfirmDialog/ConfirmDialog.css";

const toUtc = utcFromLagosInput;
const inputOf = lagosInputValue;

/**
 * 'Schedule…': when the draft goes live and, for news, companies and people, when the live
 * version leaves the site; both entered in Lagos time and sent in UTC. 'Remove schedule' clears both.
 */
export function ScheduleDialog({ open, draft, form, onClose }: { open: boolean; draft: DraftController; form: DraftForm; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [publishAt, setPublishAt] = useState("");
  const [unpublishAt, setUnpublishAt] = useState("");
  const [error, setError] = useState<{ message: string; fields: Readonly<Record<string, string>> } | null>(null);
  const busy = draft.busy === "schedule";

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPublishAt(inputOf(draft.schedule.publishAt));
      setUnpublishAt(inputOf(draft.schedule.unpublishAt));
      setError(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    // The inputs start from the schedule each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = async (remove: boolean) => {
    const publish = remove ? null : toUtc(publishAt);
    const unpublish = remove || !draft.unpublishable ? null : toUtc(unpublishAt);
    const fields: Record<string, string> = {};
    if (publish === undefined) fields.publishAt = "needs a date and a time";
    if (unpublish === undefined) fields.unpublishAt = "needs a date and a time";
    if (Object.keys(fields).length > 0) return setError({ message: "Enter both a date and a time.", fields });
    if (!remove && publish === null && unpublish === null) return setError({ message: "Choose a time, or use Remove schedule.", fields: {} });
    const body = draft.unpublishable ? { publishAt: publish, unpublishAt: unpublish } : { publishAt: publish };
    const refused = await draft.setSchedule(body, form);
    if (refused) setError(refused);
    else onClose();
  };

  const field = (name: "publishAt" | "unpublishAt", label: string, value: string, set: (v: string) => void, hint: string) => {
    const message = error?.fields[name];
    return (
      <div className="admin-field admin-draft-dialog__field">
        <label htmlFor={`${id}-${name}`} className="admin-field__label">
          {label} <span className="admin-draft-dialog__zone">(Lagos time, WAT)</span>
        </label>
        <span id={`${id}-${name}-hint`} className="admin-field__hint">
          {hint}
        </span>
        <input
          id={`${id}-${name}`}
          type="datetime-local"
          className="admin-input"
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-${name}-hint${message ? ` ${id}-${name}-error` : ""}`}
          onChange={(event) => set(event.target.value)}
        />
        {message ? (
          <span id={`${id}-${name}-error`} className="admin-field__error">
            {label} {message}
          </span>
        ) : null}
      </div>
    );
  };

  // Rendered at the end of the body: the dialog's own form must not sit inside the editor's form.
  return createPortal(
    <dialog
      ref={ref}
      className="admin-dialog admin-draft-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          // React passes events up through the portal: the editor's form must not submit too.
          event.stopPropagation();
          void save(false);
        }}
      >
        <h2 id={`${id}-title`} className="admin-dialog__title">
          Schedule ‘{draft.label}’
        </h2>
        <p className="admin-dialog__text">Times are read on a Lagos clock (West Africa Time, UTC+1). Unsaved changes in the form are saved as the draft first.</p>
        {draft.schedulerLate ? (
          <p className="admin-notice admin-draft-dialog__late" role="alert">
            {schedulerWarning(draft.schedulerLate.lastRunAt)}
          </p>
        ) : null}
        {field("publishAt", "Publish at", publishAt, setPublishAt, "The draft goes live at this time. Leave empty to publish by hand.")}
        {draft.unpublishable
          ? field("unpublishAt", "Unpublish at", unpublishAt, setUnpublishAt, "The published version leaves the site at this time and is kept as a draft.")
          : null}
        {error ? (
          <p role="alert" className="admin-field__error admin-draft-dialog__error">
            {error.message}
          </p>
        ) : null}
        <div className="admin-dialog__actions">
          {draft.schedule.publishAt || draft.schedule.unpublishAt ? (
            <button type="button" className="admin-button admin-button--danger admin-draft-dialog__remove" disabled={busy} onClick={() => void save(true)}>
              Remove schedule
            </button>
          ) : null}
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? <SpinnerIcon /> : null}
            Save schedule
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
