import { useId, type ReactNode } from "react";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Renders the control, given the props that wire it to the label, hint and error. */
  children(control: FieldControlProps): ReactNode;
}

/** The admin's field: a label, an optional hint, the control and an optional error, wired for screen readers. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="admin-field__hint">
          {hint}
        </span>
      ) : null}
      {children({
        id,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {error ? (
        <span id={errorId} className="admin-field__error">
          {label} {error}
        </span>
      ) : null}
    </div>
  );
}
