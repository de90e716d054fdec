import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../api.ts";
import { Card } from "../../components/Card/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { endSession } from "../../session.ts";

/**
 * "Sign out everywhere": revokes every session of the signed-in user, on every
 * device and this one too, then shows the login page.
 */
export function SessionsCard() {
  const navigate = useNavigate();
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOutEverywhere = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.auth.signOutEverywhere();
      endSession();
      navigate("/admin/login", { replace: true });
    } catch (failure) {
      setBusy(false);
      setError(fail(failure));
    }
  };

  return (
    <Card
      titleId="sessions-title"
      title="Sessions"
      description="Ends every session of your account on every computer and browser, this one included. Use it when a device was lost or someone else may have signed in."
      action={
        <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </button>
      }
    >
      <div role="alert">{error ? <p className="admin-password-error__reason">{error}</p> : null}</div>
    </Card>
  );
}
