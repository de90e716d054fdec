import { useState } from "react";
import { fieldKind, fieldLabel } from "../../screens/history/fields.ts";
import { FieldDiff } from "../../screens/history/FieldDiff.tsx";
import { ConfirmDialog } from "../ConfirmDialog/index.ts";
import { SpinnerIcon } from "../Icon/index.ts";
import { PreviewButton, type PreviewSource } from "../PreviewButton/index.ts";
import { PreviewLinkPanel } from "./PreviewLinkPanel.tsx";
import { ScheduleDialog } from "./ScheduleDialog.tsx";
import { SendBackDialog } from "./SendBackDialog.tsx";
import { draftStatusLines } from "./status.ts";
import type { DraftController, DraftForm } from "./useDraft.ts";
import "../../screens/history/HistoryDialog.css";
import "./DraftBar.css";

/** The state line at the top of an editor form: which version the form shows, its schedule and review. */
export function DraftStatus({ draft }: { draft: DraftController }) {
  if (!draft.loaded || draft.creating) return null;
  const [main, ...more] = draftStatusLines(draft);
  const tone = !draft.draft ? "live" : draft.draft.review.state === "returned" ? "returned" : "draft";
  return (
    <div className={`admin-draft-status admin-draft-status--${tone}`} aria-live="polite">
      <p className="admin-draft-status__main">{main}</p>
      {more.map((line) => (
        <p key={line} className="admin-draft-status__more">
          {line}
        </p>
      ))}
    </div>
  );
}

export interface DraftActionsProps {
  draft: DraftController;
  form: DraftForm;
  /** The form's preview (the draft's values are previewed through it). */
  preview?: PreviewSource;
}

/**
 * The draft actions beside Submit: Save draft, Publish draft, Schedule…, Request review, Send back,
 * Preview draft, Share preview link, Show changes and Discard draft, each shown to whom it applies.
 */
export function DraftActions({ draft, form, preview }: DraftActionsProps) {
  const [dialog, setDialog] = useState<"schedule" | "return" | "discard" | null>(null);
  const [changes, setChanges] = useState(false);
  const has = draft.draft !== null;
  const busy = draft.busy !== null;
  const requested = draft.draft?.review.state === "requested";
  const changesId = `${draft.docId}-draft-changes`;
  const button = (name: string, label: string, onClick: () => void, tone: "primary" | "secondary" = "secondary", extra?: { haspopup?: boolean }) => (
    <button
      type="button"
      className={`admin-button admin-button--${tone} admin-button--small`}
      onClick={onClick}
      disabled={busy}
      aria-haspopup={extra?.haspopup ? "dialog" : undefined}
    >
      {draft.busy === name ? <SpinnerIcon /> : null}
      {label}
    </button>
  );

  return (
    <div className="admin-draft-bar">
      {draft.outcome ? (
        <p role={draft.outcome.kind === "error" ? "alert" : "status"} className={`admin-draft-bar__outcome admin-draft-bar__outcome--${draft.outcome.kind}`}>
          {draft.outcome.text}
        </p>
      ) : null}
      <div className="admin-draft-bar__actions" role="group" aria-label={`Draft of ‘${draft.label}’`}>
        {button("save", "Save draft", () => void draft.saveDraft(form), draft.canPublish ? "secondary" : "primary")}
        {draft.canPublish && has ? button("publish", "Publish draft", () => void draft.publish(form)) : null}
        {draft.canPublish && draft.stale ? button("publish", "Publish anyway", () => void draft.publish(form, true)) : null}
        {draft.canPublish && !draft.creating ? button("schedule", "Schedule…", () => setDialog("schedule"), "secondary", { haspopup: true }) : null}
        {!requested ? button("review", "Request review", () => void draft.requestReview(form)) : null}
        {draft.canPublish && requested ? button("return", "Send back", () => setDialog("return"), "secondary", { haspopup: true }) : null}
        {has && preview ? <PreviewButton label="Preview draft" small source={preview} form={{ settled: async () => ({ values: draft.draftValues() ?? {} }) }} /> : null}
        {has && draft.live ? (
          <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-expanded={changes} aria-controls={changesId} onClick={() => setChanges((c) => !c)}>
            {changes ? "Hide changes" : "Show changes"}
          </button>
        ) : null}
        {has ? button("discard", "Discard draft", () => setDialog("discard"), "secondary", { haspopup: true }) : null}
      </div>
      {has ? <PreviewLinkPanel type={draft.type} docId={draft.docId} /> : null}
      {has && draft.live && changes ? <DraftChanges id={changesId} draft={draft} /> : null}
      <ScheduleDialog open={dialog === "schedule"} draft={draft} form={form} onClose={() => setDialog(null)} />
      <SendBackDialog open={dialog === "return"} draft={draft} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === "discard"}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void draft.discard();
        }}
      >
        <p>The draft of ‘{draft.label}’, its schedule and its shared preview links are removed. The published version stays as it is.</p>
      </ConfirmDialog>
    </div>
  );
}

/** 'Show changes': each field the draft changes, the published words struck and the draft's added. */
function DraftChanges({ id, draft }: { id: string; draft: DraftController }) {
  const fields = draft.draft?.fields ?? {};
  const live = draft.live ?? {};
  const changed = Object.keys(fields).filter((k) => k in live && (live[k] ?? "") !== (fields[k] ?? ""));
  return (
    <section id={id} className="admin-draft-changes" aria-label="Changes from the published version">
      {changed.length === 0 ? (
        <p className="admin-draft-changes__none">The draft is the same as the published version.</p>
      ) : (
        changed.map((k) => (
          <div key={k} className="admin-draft-changes__field">
            <p className="admin-caption">{fieldLabel(k)}</p>
            <FieldDiff kind={fieldKind(draft.type, k)} before={live[k] ?? ""} after={fields[k] ?? ""} />
          </div>
        ))
      )}
    </section>
  );
}
