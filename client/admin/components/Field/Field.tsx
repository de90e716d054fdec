import { useId, type CSSProperties, type ReactNode } from "react";
import "./Field.css";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  /** A message about the value (e.g. from the server), shown after the label: 'Title is required'. */
  error?: string | undefined;
  /** A message in full, announced at once (e.g. a refused file); shown instead of `error`. */
  alert?: string | undefined;
  /**
   * How the label names the control: a <label for> (inputs, selects), or an element the control
   * points to with aria-labelledby (`labelId`, e.g. a contenteditable editor).
   */
  labelledBy?: "for" | "id";
  className?: string;
  style?: CSSProperties;
  /** Renders the control, given the props that wire it to the label, hint and error. */
  children(control: FieldControlProps & { labelId: string }): ReactNode;
}

/** The admin's field: a label, an optional hint, the control and an optional error, wired for screen readers. */
export function Field({ label, hint, error, alert, labelledBy = "for", className, style, children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const message = alert ?? (error ? `${label} ${error}` : undefined);
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={["admin-field", message ? "admin-field--invalid" : "", className ?? ""].filter(Boolean).join(" ")} style={style}>
      {labelledBy === "for" ? (
        <label id={labelId} htmlFor={id} className="admin-field__label">
          {label}
        </label>
      ) : (
        <span id={labelId} className="admin-field__label">
          {label}
        </span>
      )}
      {hint ? (
        <span id={hintId} className="admin-field__hint">
          {hint}
        </span>
      ) : null}
      {children({
        id,
        labelId,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        "aria-invalid": message ? true : undefined,
      })}
      {message ? (
        <span id={errorId} className="admin-field__error" role={alert ? "alert" : undefined}>
          {message}
        </span>
      ) : null}
    </div>
  );
}

/** A group of fields under a small capitalised legend. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="admin-fieldset">
      <legend className="admin-caption admin-fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
