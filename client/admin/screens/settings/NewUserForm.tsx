import { useState, type FormEvent } from "react";
import { DEFAULT_ROLE } from "../../../../shared/constants.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { ApiError, api } from "../../api.ts";
import { PasswordPair, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { usePasswordFields } from "./usePasswordFields.ts";

const EMPTY = { username: "", password: "", confirmPassword: "" };

/** Creates a user with the role 'admin' (POST /api/auth/register, super admin only). */
export function NewUserForm({ onCreated }: { onCreated(user: User): void }) {
  const fail = useFailure();
  const fields = usePasswordFields(EMPTY, ["password", "confirmPassword"], "Password");
  const [state, setState] = useState<SaveState>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "saving" || !fields.confirmed()) return;
    setState({ kind: "saving" });
    try {
      const user = await api.users.register({ username: fields.values.username.trim(), password: fields.values.password });
      setState({ kind: "saved" });
      onCreated(user);
    } catch (error) {
      const message = fail(error);
      if (message === null) return;
      const serverFields = error instanceof ApiError ? error.fields : {};
      fields.setErrors(serverFields);
      setState({ kind: "error", message, fields: serverFields });
    }
  };

  return (
    <FormCard
      id="new-user"
      title="New user"
      description={`The new user gets the role ‘${DEFAULT_ROLE}’: they can edit every page of the site, but not manage users.`}
      form={{ state, dirty: false, submit }}
    >
      <div className="admin-stack">
        <TextField
          label="Username"
          autoComplete="off"
          hint="3 to 50 letters, digits, dots, underscores or hyphens."
          required
          {...fields.field("username")}
        />
        <PasswordPair {...fields.pairProps} />
      </div>
    </FormCard>
  );
}
