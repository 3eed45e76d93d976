import { useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form's values and the message (an i18n key) next to each field: typing in a field clears its
 * message; `check` runs the rules and reports whether the values may be stored.
 */
export function useFormFields<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const check = (validate: (values: V) => FieldErrors<V>): boolean => {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { values, setValues, errors, set, check };
}
