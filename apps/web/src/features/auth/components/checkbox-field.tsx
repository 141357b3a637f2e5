import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../form-errors.ts';

export interface CheckboxFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: FieldMessage;
  /** The input's data-testid. */
  'data-testid'?: string;
}

/** A checkbox with its label and, when unticked but required, the message. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { checked, onCheckedChange, children, error } = props;
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="auth-check">
      <input
        id={id}
        type="checkbox"
        className="auth-check__box"
        checked={checked}
        data-testid={props['data-testid']}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id} className="auth-check__label">
        {children}
      </label>
      {error && (
        <p id={`${id}-message`} className="auth-field__error auth-check__error" role="alert">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}
