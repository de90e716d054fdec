import { useId, useRef, useState } from "react";
import type { PreviewLinkCreated } from "../../../../shared/schemas/drafts.ts";
import { formatLagos } from "../../../lib/lagos-time.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { SpinnerIcon } from "../Icon/index.ts";

type State =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "shown"; link: PreviewLinkCreated; copied: boolean }
  | { kind: "revoked" }
  | { kind: "error"; message: string };

/**
 * 'Share preview link': a signed link to the draft's page that anyone can open for 24 hours
 * without signing in (never cached, never indexed), shown in a read-only field with 'Copy link'
 * and 'Revoke link'. The link is shown once: the server keeps only its fingerprint.
 */
export function PreviewLinkPanel({ type, docId }: { type: string; docId: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const fail = useFailure();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const absolute = (url: string) => new URL(url, window.location.origin).toString();

  const create = async () => {
    setState({ kind: "busy" });
    try {
      setState({ kind: "shown", link: await api.drafts.createLink(type, docId), copied: false });
    } catch (error) {
      const message = fail(error);
      setState(message ? { kind: "error", message: `No link was made: ${message}` } : { kind: "idle" });
    }
  };

  const copy = async (link: PreviewLinkCreated) => {
    const text = absolute(link.url);
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard access: the link is selected for the person to copy.
      input.current?.select();
    }
    setState({ kind: "shown", link, copied: true });
  };

  const revoke = async (link: PreviewLinkCreated) => {
    try {
      await api.drafts.revokeLink(link.id);
      setState({ kind: "revoked" });
    } catch (error) {
      const message = fail(error);
      if (message) setState({ kind: "error", message: `The link still works: ${message}` });
    }
  };

  if (state.kind !== "shown") {
    return (
      <div className="admin-preview-link">
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => void create()} disabled={state.kind === "busy"}>
          {state.kind === "busy" ? <SpinnerIcon /> : null}
          Share preview link
        </button>
        {state.kind === "revoked" ? (
          <p role="status" className="admin-preview-link__note">
            Link revoked. Whoever opens it now reads that it has expired or was revoked.
          </p>
        ) : null}
        {state.kind === "error" ? (
          <p role="alert" className="admin-preview-link__note admin-preview-link__note--error">
            {state.message}
          </p>
        ) : null}
      </div>
    );
  }

  const { link, copied } = state;
  return (
    <div className="admin-preview-link admin-preview-link--shown">
      <label htmlFor={`${id}-url`} className="admin-field__label">
        Preview link
      </label>
      <div className="admin-preview-link__row">
        <input ref={input} id={`${id}-url`} className="admin-input" readOnly value={absolute(link.url)} aria-describedby={`${id}-expiry`} onFocus={(e) => e.target.select()} />
        <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={() => void copy(link)}>
          Copy link
        </button>
        <button type="button" className="admin-button admin-button--danger admin-button--small" onClick={() => void revoke(link)}>
          Revoke link
        </button>
      </div>
      <p id={`${id}-expiry`} className="admin-preview-link__note">
        Works without signing in until {formatLagos(link.expiresAt)} (Lagos time). It always shows the draft as last saved.
      </p>
      {copied ? (
        <p role="status" className="admin-preview-link__note">
          Copied.
        </p>
      ) : null}
    </div>
  );
}
