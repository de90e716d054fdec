import { useState, type FormEvent } from "react";
import { DEFAULT_ROLE, PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { api } from "../../api.ts";
import { FormCard } from "../../components/FormCard.tsx";
import { TextField } from "../../components/TextField.tsx";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../common/errors.ts";

const EMPTY = { username: "", password: "", confirmPassword: "" };
type Field = keyof typeof EMPTY;

/** Creates a user with the role 'admin' (POST /api/auth/register, super admin only). */
export function NewUserForm({ onCreated }: { onCreated(user: User): void }) {
  const fail = useFailure();
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [mismatch, setMismatch] = useState(false);
  const errors: Partial<Record<Field, string>> = state.kind === "error" ? { ...state.fields } : {};
  if (mismatch) errors.confirmPassword = "does not match the password";

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === "confirmPassword" || field === "password") setMismatch(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "saving") return;
    if (values.password !== values.confirmPassword) {
      setMismatch(true);
      return;
    }
    setState({ kind: "saving" });
    try {
      const user = await api.users.register({ username: values.username.trim(), password: values.password });
      setState({ kind: "saved" });
      onCreated(user);
    } catch (error) {
      const message = fail(error);
      if (message !== null) setState({ kind: "error", message, fields: (error as { fields?: Record<string, string> }).fields ?? {} });
    }
  };

  return (
    <FormCard
      id="new-user"
      title="New user"
      description={`The new user gets the role ‘${DEFAULT_ROLE}’: they can edit every page of the site, but not manage users.`}
      state={state}
      dirty={false}
      onSubmit={(e) => void submit(e)}
    >
      <div className="admin-stack">
        <TextField
          label="Username"
          name="username"
          autoComplete="off"
          hint="3 to 50 letters, digits, dots, underscores or hyphens."
          required
          value={values.username}
          error={errors.username}
          onChange={(v) => set("username", v)}
        />
        <div className="admin-grid admin-grid--2">
          <TextField
            label="Password"
            name="password"
            input="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            value={values.password}
            error={errors.password}
            onChange={(v) => set("password", v)}
          />
          <TextField
            label="Confirm password"
            name="confirmPassword"
            input="password"
            autoComplete="new-password"
            hint="Type the password again."
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(v) => set("confirmPassword", v)}
          />
        </div>
      </div>
    </FormCard>
  );
}
