import { useState } from "react";
import { SUPER_ADMIN_USERNAME } from "../../../../shared/constants.ts";
import type { TwoFactorOverview } from "../../../../shared/schemas/two-factor.ts";
import { api } from "../../api.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";

export interface TwoFactorPolicyProps {
  overview: TwoFactorOverview;
  /** The signed-in super admin's username. */
  me: string;
  onChanged(): Promise<void>;
  flash(message: FlashMessage): void;
}

/**
 * The super admin's "Require two-factor sign-in for everyone". The server refuses it
 * until the super admin's own is on, so requiring it can never shut out the account that can undo it.
 */
export function TwoFactorPolicy({ overview, me, onChanged, flash }: TwoFactorPolicyProps) {
  const fail = useFailure();
  const [busy, setBusy] = useState(false);
  const ownOn = overview.users.some((u) => u.username === me && u.enabled);

  const change = async (required: boolean) => {
    setBusy(true);
    try {
      await api.twoFactor.setRequired(required);
      await onChanged();
      flash({
        kind: "success",
        text: required ? "Two-factor sign-in is now required for everyone." : "Two-factor sign-in is no longer required for everyone.",
      });
    } catch (error) {
      const message = fail(error);
      if (message) flash({ kind: "error", text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-two-factor-policy">
      <label className="admin-inline">
        <input type="checkbox" checked={overview.required} disabled={busy || (!overview.required && !ownOn)} onChange={(e) => void change(e.target.checked)} />
        Require two-factor sign-in for everyone
      </label>
      <p className="admin-card__description">
        {ownOn || overview.required
          ? "Users without it are sent to set it up, and cannot make changes until they have."
          : `Turn on two-factor sign-in for your own account (${me === SUPER_ADMIN_USERNAME ? "Super Admin" : me}) first, below.`}
      </p>
    </div>
  );
}
