import { useState } from "react";
import { mismatchOf, type PasswordPairProps } from "../../components/Field/index.ts";

/**
 * The values and field errors of a form holding a PasswordPair (the Settings forms): editing a
 * field clears its error (and calls `onEdit`); `confirmed()` compares the pair before anything is
 * sent; `field(name)` gives a TextField its name, value, error and onChange. Passwords are never
 * kept in a draft.
 */
export function usePasswordFields<V extends Record<string, string>>(
  empty: V,
  pair: readonly [keyof V & string, keyof V & string],
  label: string,
  onEdit?: () => void,
) {
  type F = keyof V & string;
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  const set = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    onEdit?.();
  };

  const field = (name: F) => ({ name, value: values[name] ?? "", error: errors[name], onChange: (value: string) => set(name, value) });

  /** True when the two passwords match; otherwise the confirmation is marked. */
  const confirmed = () => {
    if (values[pair[0]] === values[pair[1]]) return true;
    setErrors({ [pair[1]]: mismatchOf(label) } as Partial<Record<F, string>>);
    return false;
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  const pairProps: PasswordPairProps = {
    label,
    names: pair,
    values: [values[pair[0]] ?? "", values[pair[1]] ?? ""],
    errors: [errors[pair[0]], errors[pair[1]]],
    onChange: (which, value) => set(pair[which] as F, value),
  };

  return { values, errors, setErrors, set, field, confirmed, reset, pairProps };
}
