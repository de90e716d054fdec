import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../api.ts";
import { TextField } from "../../components/Field/index.ts";
import { SpinnerIcon } from "../../components/Icon/index.ts";
import "./AccountDialogs.css";

/** A modal dialog that opens with `open` and closes on Escape through `onClose`. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * The one-time password the super admin just gave, shown this once with a copy button. The
 * password is held only while the dialog is open.
 */
export function OneTimePasswordDialog({ given, onClose }: { given: { username: string; password: string } | null; onClose(): void }) {
  const ref = useModal(given !== null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!given) return;
    await navigator.clipboard.writeText(given.password).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-one-time"
      aria-labelledby="one-time-title"
      onCancel={(event) => {
        event.preventDefault();
        setCopied(false);
        onClose();
      }}
    >
      <h2 id="one-time-title" className="admin-dialog__title">
        One-time password for {given?.username}
      </h2>
      <div className="admin-dialog__text">
        <p>Give it to {given?.username} in person or by phone. It is shown only now.</p>
        <p className="admin-one-time__value">
          <code>{given?.password}</code>
        </p>
        <p>Their sessions have ended. At their next sign-in they use it, then choose a new password of their own.</p>
      </div>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={() => void copy()}>
          {copied ? "Copied" : "Copy password"}
        </button>
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          Done
        </button>
      </div>
    </dialog>
  );
}

/** Sets a user's e-mail address (the super admin's, for anyone): empty removes it. Give it a `key` per user, so it starts from their address. */
export function EmailDialog({
  user,
  onSave,
  onClose,
}: {
  user: { username: string; email: string } | null;
  onSave(email: string): Promise<void>;
  onClose(): void;
}) {
  const ref = useModal(user !== null);
  const [email, setEmail] = useState(user?.email ?? "");
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(email.trim());
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields.email ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="email-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id="email-title" className="admin-dialog__title">
          E-mail address of {user?.username}
        </h2>
        <div className="admin-dialog__text admin-stack">
          <p>“Forgot password?” on the sign-in page sends its link here. Leave it empty for none.</p>
          <TextField label="E-mail address" input="email" name="email" autoComplete="off" value={email} error={error} onChange={(v) => (setEmail(v), setError(undefined))} />
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? <SpinnerIcon /> : null}
            Save
          </button>
        </div>
      </form>
    </dialog>
  );
}
