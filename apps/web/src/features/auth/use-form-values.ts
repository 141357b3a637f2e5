import { useState } from 'react';
import type { FormErrors } from './form-errors.ts';

/**
 * The values of a form's text fields and their messages; typing into a field clears its
 * message, so a corrected field stops being flagged before the next submit.
 */
export function useFormValues<Values extends { [Field in keyof Values]?: string }>(
  initial: Values,
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { values, errors, setErrors, change };
}
