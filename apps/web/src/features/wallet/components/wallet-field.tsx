import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';

export interface WalletFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
  /** A line under the input (limits, what to type). */
  hint?: string;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  'data-testid': string;
  /** Controls beside the input: quick amounts, an "all" button. */
  children?: ReactNode;
}

/**
 * A labelled input of a wallet form with its hint and message. Messages come from the
 * wallet namespace or the server's catalogue (errors), in that order.
 */
export function WalletField(props: WalletFieldProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { error, hint } = props;
  const described = [error ? `${id}-message` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`wallet-field${error ? ' has-error' : ''}`}>
      <label className="wallet-field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="wallet-field__input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        value={props.value}
        data-testid={props['data-testid']}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onValueChange(event.target.value)}
      />
      {props.children}
      {hint && (
        <p id={`${id}-hint`} className="wallet-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-message`} className="wallet-field__error" role="alert">
          {t(error.key, { ...error.values, ns: ['wallet', 'errors'] })}
        </p>
      )}
    </div>
  );
}
