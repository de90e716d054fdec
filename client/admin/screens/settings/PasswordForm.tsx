import { useEffect, useState, type FormEvent } from "react";
import { MESSAGES, PASSWORD_MESSAGE_TIMEOUT_MS } from "../../../../shared/constants.ts";
import { ApiError, api } from "../../api.ts";
import { PasswordPair, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { usePasswordFields } from "./usePasswordFields.ts";

export interface PasswordFormProps {
  /** Whose password changes. */
  username: string;
  title: string;
  description?: string;
}

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Changes one user's password (PATCH /api/users/change-password). A failure shows 'Error changing
 * password' and the server's reason for PASSWORD_MESSAGE_TIMEOUT_MS, then clears, as SPEC.md says;
 * the field the server named stays marked until it is edited. Success clears the fields.
 * Passwords are never kept in a draft.
 */
export function PasswordForm({ username, title, description }: PasswordFormProps) {
  const fail = useFailure();
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  // Editing a field after a save takes the "saved" notice away.
  const fields = usePasswordFields(EMPTY, ["newPassword", "confirmPassword"], "New password", () =>
    setState((s) => (s.kind === "saved" ? { kind: "idle" } : s)),
  );
  // The failure of the last Submit; a new object per failure restarts its timer.
  const [failure, setFailure] = useState<{ reason: string } | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), PASSWORD_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "saving" || !fields.confirmed()) return;
    setState({ kind: "saving" });
    setFailure(null);
    try {
      await api.users.changePassword({ username, currentPassword: fields.values.currentPassword, newPassword: fields.values.newPassword });
      fields.reset();
      setState({ kind: "saved" });
    } catch (error) {
      const reason = fail(error);
      if (reason === null) return;
      const named = error instanceof ApiError ? error.fields : {};
      fields.setErrors({ currentPassword: named.currentPassword, newPassword: named.newPassword });
      setState({ kind: "idle" });
      setFailure({ reason });
    }
  };

  return (
    <FormCard id={`password-${username}`} title={title} description={description} form={{ state, dirty: false, submit }}>
      <div className="admin-stack">
        <p className="admin-account">
          Account <strong>{username}</strong>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Current password"
          input="password"
          autoComplete="current-password"
          required
          {...fields.field("currentPassword")}
        />
        <PasswordPair {...fields.pairProps} />
        <div role="alert" className="admin-password-error">
          {failure ? (
            <>
              <p className="admin-password-error__title">{MESSAGES.passwordChangeFailed}</p>
              <p className="admin-password-error__reason">{failure.reason}</p>
            </>
          ) : null}
        </div>
      </div>
    </FormCard>
  );
}
