import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants.ts";
import { TextField } from "./TextField.tsx";

export interface PasswordPairProps {
  /** The label of the first field ('Password', 'New password'); the second is 'Confirm <label>'. */
  label: string;
  /** The field names, e.g. ["newPassword", "confirmPassword"]. */
  names: readonly [string, string];
  values: readonly [string, string];
  errors?: readonly [string | undefined, string | undefined];
  onChange(which: 0 | 1, value: string): void;
}

/** The message under the second field when the two differ. */
export const mismatchOf = (label: string) => `does not match the ${label.toLowerCase()}`;

/**
 * A new password and its confirmation, side by side: at least PASSWORD_MIN_LENGTH characters,
 * typed twice. The form compares them before sending (`mismatchOf` names the error).
 */
export function PasswordPair({ label, names, values, errors = [undefined, undefined], onChange }: PasswordPairProps) {
  const common = { input: "password", autoComplete: "new-password", required: true } as const;
  return (
    <div className="admin-grid admin-grid--2">
      <TextField
        {...common}
        label={label}
        name={names[0]}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password and not the username.`}
        value={values[0]}
        error={errors[0]}
        onChange={(v) => onChange(0, v)}
      />
      <TextField
        {...common}
        label={`Confirm ${label.toLowerCase()}`}
        name={names[1]}
        hint={`Type the ${label.toLowerCase()} again.`}
        value={values[1]}
        error={errors[1]}
        onChange={(v) => onChange(1, v)}
      />
    </div>
  );
}
