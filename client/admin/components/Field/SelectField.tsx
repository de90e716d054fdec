import { Field } from "./Field.tsx";

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
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} name={name} className="admin-input admin-select" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
