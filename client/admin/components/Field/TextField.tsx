import { Field } from "./Field.tsx";

export interface TextFieldProps {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange(value: string): void;
  /** One line (default), several lines, an e-mail address, a password, or a date and time. */
  input?: "line" | "lines" | "email" | "password" | "datetime";
  name?: string;
  autoComplete?: string;
  required?: boolean;
}

/** A labelled text input or text area, with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, value, onChange, input = "line", name, autoComplete, required }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => {
        const common = { ...control, name, value, required, autoComplete, className: "admin-input" } as const;
        return input === "lines" ? (
          <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...common}
            type={input === "email" ? "email" : input === "password" ? "password" : input === "datetime" ? "datetime-local" : "text"}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}
