import { useId } from "react";

export interface SelectFieldProps {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** The options; the first may be a blank one (value ""). */
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  name?: string;
}

/** A labelled <select> in the admin's field style, hint and error wired for screen readers. */
export function SelectField({ label, hint, error, value, options, onChange, name }: SelectFieldProps) {
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
      <select
        id={id}
        name={name}
        className="admin-input admin-select"
        value={value}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="admin-field__error">
          {label} {error}
        </span>
      ) : null}
    </div>
  );
}
