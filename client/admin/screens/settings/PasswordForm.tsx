import { useEffect, useState, type FormEvent } from "react";
import { MESSAGES, PASSWORD_MESSAGE_TIMEOUT_MS, PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { api } from "../../api.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { TextField } from "../../components/TextField.tsx";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../common/errors.ts";

export interface PasswordFormProps {
  /** Whose password changes. */
  username: string;
  title: string;
  description?: string;
}

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
type Field = keyof typeof EMPTY;

/**
 * Changes one user's password (PATCH /api/users/change-password). A failure shows 'Error changing
 * password' and the server's reason for PASSWORD_MESSAGE_TIMEOUT_MS, then clears, as SPEC.md says;
 * the field the server named stays marked until it is edited. Success clears the fields.
 * Passwords are never kept in a draft.
 */
export function PasswordForm({ username, title, description }: PasswordFormProps) {
  const fail = useFailure();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  // The failure of the last Submit; a new object per failure restarts its timer.
  const [failure, setFailure] = useState<{ reason: string } | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), PASSWORD_MESSAGE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setState((s) => (s.kind === "saved" ? { kind: "idle" } : s));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "saving") return;
    if (values.newPassword !== values.confirmPassword) {
      setFieldErrors({ confirmPassword: "does not match the new password" });
      return;
    }
    setState({ kind: "saving" });
    setFailure(null);
    try {
      await api.users.changePassword({ username, currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setFieldErrors({});
      setState({ kind: "saved" });
    } catch (error) {
      const reason = fail(error);
      if (reason === null) return;
      const fields = (error as { fields?: Record<string, string> }).fields ?? {};
      setFieldErrors({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      setState({ kind: "idle" });
      setFailure({ reason });
    }
  };

  return (
    <FormCard id={`password-${username}`} title={title} description={description} state={state} dirty={false} onSubmit={(e) => void submit(e)}>
      <div className="admin-stack">
        <p className="admin-account">
          Account <strong>{username}</strong>
        </p>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          label="Current password"
          name="currentPassword"
          input="password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={fieldErrors.currentPassword}
          onChange={(v) => set("currentPassword", v)}
        />
        <div className="admin-grid admin-grid--2">
          <TextField
            label="New password"
            name="newPassword"
            input="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            value={values.newPassword}
            error={fieldErrors.newPassword}
            onChange={(v) => set("newPassword", v)}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            input="password"
            autoComplete="new-password"
            hint="Type the new password again."
            required
            value={values.confirmPassword}
            error={fieldErrors.confirmPassword}
            onChange={(v) => set("confirmPassword", v)}
          />
        </div>
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
