import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFieldProps } from '../../../lib/use-schema-form.ts';

/** A labelled control of the funding form and its message. */
export function EnvelopeField(props: {
  label: string;
  error?: SchemaFieldProps['error'];
  children: (control: { id: string; describedBy?: string }) => ReactNode;
}) {
  const { t } = useTranslation('red-envelopes');
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`envelope-field${props.error ? ' has-error' : ''}`}>
      <label className="envelope-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({ id, describedBy: props.error ? messageId : undefined })}
      {props.error && (
        <p id={messageId} className="envelope-field__error" role="alert">
          {t(props.error.key, props.error.values)}
        </p>
      )}
    </div>
  );
}
