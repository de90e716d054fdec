import { useState, type FormEvent } from "react";
import { DEFAULT_ROLE } from "../../../../shared/constants.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { ApiError, api } from "../../api.ts";
import { PasswordPair, SelectField, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { usePasswordFields } from "./usePasswordFields.ts";

const EMPTY = { username: "", password: "", confirmPassword: "" };

/** Admin by default, as SPEC.md's New User form makes; an editor writes drafts for review. */
const ROLE_OPTIONS = [
  { value: DEFAULT_ROLE, label: "Admin: edits and publishes every page" },
  { value: "editor", label: "Editor: writes drafts and asks for review" },
] as const;

/** Creates a user, an admin unless 'Editor' is chosen (POST /api/auth/register, super admin only). */
export function NewUserForm({ onCreated }: { onCreated(user: User): void }) {
  const fail = useFailure();
  const fields = usePasswordFields(EMPTY, ["password", "confirmPassword"], "Password");
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [role, setRole] = useState<string>(DEFAULT_ROLE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === "saving" || !fields.confirmed()) return;
    setState({ kind: "saving" });
    try {
      // Without a role the server makes an admin, as SPEC.md says: the role is sent only for an editor.
      const user = await api.users.register({ username: fields.values.username.trim(), password: fields.values.password, ...(role === "editor" ? { role: "editor" as const } : {}) });
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
      description={`The new user gets the role ‘${DEFAULT_ROLE}’ unless you choose Editor: an admin can edit and publish every page of the site, but not manage users; an editor writes drafts for an admin to publish.`}
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
        <SelectField label="Role" name="role" value={role} options={ROLE_OPTIONS} onChange={setRole} />
        <PasswordPair {...fields.pairProps} />
      </div>
    </FormCard>
  );
}
