import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../money-amount.ts';

export interface TransferFieldProps {
  label: string;
  error?: FieldMessage;
  /** Renders the control with the ids that tie it to its label and message. */
  children: (control: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
  /** Shown after the control, e.g. the "all" button. */
  extra?: ReactNode;
}

/** A labelled control of the transfer forms and its message (keys with their namespace). */
export function TransferField({ label, error, children, extra }: TransferFieldProps) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`transfer-field${error ? ' has-error' : ''}`}>
      <label className="transfer-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="transfer-field__control">
        {children({
          id,
          describedBy: error ? messageId : undefined,
          invalid: error ? true : undefined,
        })}
        {extra}
      </div>
      {error && (
        <p id={messageId} className="transfer-field__error" role="alert">
          {t(error.key, error.values)}
        </p>
      )}
    </div>
  );
}

export interface AmountInputProps {
  id: string;
  describedBy?: string;
  invalid?: true;
  value: string;
  onValueChange: (value: string) => void;
  testId: string;
}

/** A decimal amount input: the numeric keyboard on phones, text so nothing is rounded. */
export function AmountInput({
  id,
  describedBy,
  invalid,
  value,
  onValueChange,
  testId,
}: AmountInputProps) {
  return (
    <input
      id={id}
      className="transfer-field__input"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(event) => onValueChange(event.target.value.trim())}
    />
  );
}

/** The payment password input (six digits on the numeric keyboard). */
export function PaymentPasswordInput(
  props: AmountInputProps & { inputRef?: Ref<HTMLInputElement> },
) {
  const { id, describedBy, invalid, value, onValueChange, testId, inputRef } = props;
  return (
    <input
      ref={inputRef}
      id={id}
      className="transfer-field__input"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
