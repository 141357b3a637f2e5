import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';

/** A labelled input or select of the bank accounts card, with its message (wallet or errors). */
export function CardField(props: {
  label: string;
  error?: FieldMessage;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div className={`security-field${props.error ? ' has-error' : ''}`}>
      <label className="security-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id, props.error ? `${id}-message` : undefined)}
      {props.error && (
        <p id={`${id}-message`} className="security-field__error" role="alert">
          {t(props.error.key, { ...props.error.values, ns: ['wallet', 'errors'] })}
        </p>
      )}
    </div>
  );
}
