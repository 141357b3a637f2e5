import { useId, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes, proofImageProblem } from '../api/upload-file.ts';
import type { FieldMessage } from '../../../lib/server-field-errors.ts';

const problemKeys = { type: 'proof.wrongType', size: 'proof.tooLarge' } as const;

/** A form schema's proof field: the chosen image is required (the field refuses bad ones). */
export const proofSchema = z.custom<File | null>().transform((file, context) => {
  if (file) return file;
  context.addIssue({ code: 'custom', message: 'proof.required' });
  return z.NEVER;
});

export interface ProofImageFieldProps {
  label: string;
  file: File | null;
  /** A png or jpg of at most 5 MB; null when cleared or when the chosen file was refused. */
  onFileChange: (file: File | null) => void;
  error?: FieldMessage;
  'data-testid': string;
}

/**
 * The proof image input: png or jpg, at most 5 MB, checked here before anything is sent
 * (the server checks again, by the file's bytes).
 */
export function ProofImageField(props: ProofImageFieldProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? proofImageProblem(chosen) : null;
    setProblem(found);
    if (found) event.target.value = ''; // the same file chosen again still fires a change
    props.onFileChange(found ? null : chosen);
  };
  const message: FieldMessage | undefined = problem ? { key: problemKeys[problem] } : props.error;
  return (
    <div className={`wallet-field${message ? ' has-error' : ''}`}>
      <label className="wallet-field__label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="wallet-field__file"
        type="file"
        accept={acceptedImageTypes.join(',')}
        data-testid={props['data-testid']}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-message` : ''}`}
        onChange={choose}
      />
      <p id={`${id}-hint`} className="wallet-field__hint">
        {props.file
          ? t('proof.chosen', { name: props.file.name, size: Math.ceil(props.file.size / 1024) })
          : t('proof.hint')}
      </p>
      {message && (
        <p id={`${id}-message`} className="wallet-field__error" role="alert">
          {t(message.key, { ...message.values, ns: ['wallet', 'errors'] })}
        </p>
      )}
    </div>
  );
}
