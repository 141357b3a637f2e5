import { useTranslation } from 'react-i18next';
import { CheckboxField } from './checkbox-field.tsx';
import type { FieldMessage } from '../form-errors.ts';

export interface DisclaimerFieldProps {
  /** The brand's minimum age, named in the text. */
  age: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: FieldMessage;
}

/** The "I am of age and accept the terms" checkbox of the login and register forms. */
export function DisclaimerField({ age, checked, onCheckedChange, error }: DisclaimerFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <CheckboxField checked={checked} onCheckedChange={onCheckedChange} error={error}>
      {t('disclaimerCheck', { age })}
    </CheckboxField>
  );
}
