import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../form-errors.ts';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
  /** Shown under the field when there is no error. */
  hint?: string;
  /** Something beside the input (a send-code button, a dialing-code prefix). */
  addon?: ReactNode;
  prefix?: string;
}

/** A labelled input with its message; a password input gets a show/hide button. */
export function TextField(props: TextFieldProps) {
  const { label, value, onValueChange, error, hint, addon, prefix, type, required, ...rest } =
    props;
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const messageId = `${id}-message`;
  const message = error ? t(error.key, error.values) : hint;
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="auth-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="auth-field__control">
        {prefix && (
          <span className="auth-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...rest}
          id={id}
          className="auth-field__input"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {isPassword && (
          <button
            type="button"
            className="auth-field__reveal"
            aria-pressed={revealed}
            aria-label={t(revealed ? 'hidePassword' : 'showPassword')}
            onClick={() => setRevealed((current) => !current)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {revealed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
            </svg>
          </button>
        )}
        {addon}
      </div>
      {message && (
        <p
          id={messageId}
          className={error ? 'auth-field__error' : 'auth-field__hint'}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}
