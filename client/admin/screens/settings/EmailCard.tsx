import { useState, type FormEvent } from "react";
import type { Account } from "../../../../shared/schemas/recovery.ts";
import { ApiError, api } from "../../api.ts";
import { TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import type { SaveState } from "../../hooks/useEditorForm.ts";
import { useFailure } from "../../hooks/useFailure.ts";

/** "Your e-mail address": optional; "Forgot password?" on the sign-in page sends its link there. */
export function EmailCard({ initial }: { initial: Account }) {
  const fail = useFailure();
  const [email, setEmail] = useState(initial.email);
  const [saved, setSaved] = useState(initial.email);
  const [error, setError] = useState<string | undefined>(undefined);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: "saving" });
    try {
      const account = await api.users.setOwnEmail(email.trim());
      setSaved(account.email);
      setEmail(account.email);
      setState({ kind: "saved" });
    } catch (e) {
      const reason = fail(e);
      setState({ kind: "idle" });
      if (reason !== null) setError(e instanceof ApiError ? (e.fields.email ?? reason) : reason);
    }
  };
  return (
    <FormCard
      id="own-email"
      title="Your e-mail address"
      description="Optional. If you forget your password, “Forgot password?” on the sign-in page sends a link to this address."
      form={{ state, dirty: email.trim() !== saved, submit }}
    >
      <TextField
        label="E-mail address"
        input="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(v) => {
          setEmail(v);
          setError(undefined);
          setState((s) => (s.kind === "saved" ? { kind: "idle" } : s));
        }}
      />
    </FormCard>
  );
}
