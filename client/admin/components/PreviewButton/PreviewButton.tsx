import { useState } from "react";
import type { PreviewType } from "../../../../shared/schemas/preview.ts";
import { useOptionalAdmin } from "../../AdminProvider.tsx";
import { ApiError, api } from "../../api.ts";
import type { FormValues } from "../../hooks/useEditorForm.ts";
import { ExternalIcon, SpinnerIcon } from "../Icon/index.ts";
import "./PreviewButton.css";

/** What an editor previews: which document, and the fields its save would send. */
export interface PreviewSource {
  type: PreviewType;
  /** The investment or news item being edited; none for a new one (the block's id for a singleton is implied). */
  id?: string;
  /** The save's fields from the form's values (default: the values as they are). */
  fields?(values: FormValues): Record<string, unknown>;
}

/** The part of an editor form a preview needs: its latest values once image uploads are done. */
export interface PreviewForm {
  settled(): Promise<{ values: FormValues; failure?: unknown }>;
}

type State = { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: string } | { kind: "blocked"; url: string };

/**
 * 'Preview': opens a new tab at once (while the click still counts as the person's, so it is not
 * blocked as a pop-up), waits for image uploads under way, sends the form's unsaved values to
 * POST /api/previews and points the tab at the preview page the server renders. Nothing is saved.
 * A refusal (a field the save would refuse too) is shown beside the button and the tab closed.
 */
export function PreviewButton({ source, form, label = "Preview", small = false }: { source: PreviewSource; form: PreviewForm; label?: string; small?: boolean }) {
  const admin = useOptionalAdmin();
  const [state, setState] = useState<State>({ kind: "idle" });

  const open = async () => {
    const tab = window.open("", "_blank");
    if (tab) {
      tab.opener = null;
      tab.document.title = "Preview";
      tab.document.body.textContent = "Preparing the preview…";
    }
    setState({ kind: "busy" });
    try {
      const { values, failure } = await form.settled();
      if (failure !== undefined) throw new Error(`${failure instanceof Error ? failure.message : "An image was not uploaded."} Choose the image again.`);
      const fields = source.fields ? source.fields(values) : values;
      const preview = await api.previews.create({ type: source.type, ...(source.id ? { id: source.id } : {}), fields });
      if (tab && !tab.closed) {
        tab.location.replace(preview.url);
        setState({ kind: "idle" });
      } else {
        setState({ kind: "blocked", url: preview.url });
      }
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError && error.isUnauthorized && admin) {
        admin.expireSession();
        return;
      }
      setState({ kind: "error", message: error instanceof Error ? error.message : "The preview could not be made. Try again." });
    }
  };

  const busy = state.kind === "busy";
  return (
    <div className="admin-preview">
      {state.kind === "error" ? (
        <p role="alert" className="admin-preview__message admin-preview__message--error">
          No preview. {state.message}
        </p>
      ) : null}
      {state.kind === "blocked" ? (
        <p role="status" className="admin-preview__message">
          The browser kept the new tab from opening.{" "}
          <a href={state.url} target="_blank" rel="noopener noreferrer">
            Open the preview
          </a>
        </p>
      ) : null}
      <button type="button" className={`admin-button admin-button--secondary${small ? " admin-button--small" : ""}`} onClick={() => void open()} disabled={busy} aria-busy={busy}>
        {busy ? <SpinnerIcon /> : <ExternalIcon />}
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </button>
    </div>
  );
}
