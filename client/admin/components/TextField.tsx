import { useId } from "react";

export interface TextFieldProps {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
  /** One line (default), several lines, an e-mail address or a password. */
  input?: "line" | "lines" | "email" | "password";
  name?: string;
  autoComplete?: string;
  required?: boolean;
}

/** A labelled text input or text area, with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, value, onChange, input = "line", name, autoComplete, required }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    className: "admin-input",
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
  } as const;
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
      {input === "lines" ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={input === "email" ? "email" : input === "password" ? "password" : "text"}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <span id={errorId} className="admin-field__error">
          {label} {error}
        </span>
      ) : null}
    </div>
  );
}
