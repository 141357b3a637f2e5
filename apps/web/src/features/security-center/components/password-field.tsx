import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
  autoComplete: 'current-password' | 'new-password' | 'off';
  'data-testid': string;
}

/**
 * A labelled password input and its message. Messages come from this page's namespace, the
 * registration rules' (auth) or the server's catalogue (errors), in that order.
 */
export function PasswordField({ label, value, onValueChange, error, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('security');
  const id = useId();
  return (
    <div className={`security-field${error ? ' has-error' : ''}`}>
      <label className="security-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="security-field__input"
        type="password"
        required
        value={value}
        autoComplete={rest.autoComplete}
        data-testid={rest['data-testid']}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-message`} className="security-field__error" role="alert">
          {t(error.key, { ...error.values, ns: ['security', 'auth', 'errors'] })}
        </p>
      )}
    </div>
  );
}
