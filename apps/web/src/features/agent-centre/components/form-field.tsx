import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message: a text key of `agents` (or `errors:…`) and its values. */
  error?: FieldMessage;
  'data-testid'?: string;
}

/** A labelled input of the agent centre's forms, its message tied to it for screen readers. */
export function FormField({ label, value, onValueChange, error, ...input }: FormFieldProps) {
  const { t } = useTranslation('agents');
  const messageId = useId();
  return (
    <label className="agent-field">
      <span>{label}</span>
      <input
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
      />
      {error && (
        <span id={messageId} className="agent-field__error">
          {t(error.key, error.values)}
        </span>
      )}
    </label>
  );
}
