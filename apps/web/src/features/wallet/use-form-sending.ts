import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';
import { placeServerErrors, type FieldMessage } from '../../lib/server-field-errors.ts';

/**
 * The sending side of a wallet form: one request at a time, the messages under its fields
 * and its failure line. A server refusal about a field (a `body.<field>` problem or a code
 * of `byCode`) lands under that field; anything else becomes the failure line.
 */
export function useFormSending<Field extends string>(
  fields: readonly Field[],
  byCode: Partial<Record<string, Field>>,
) {
  const { t } = useTranslation('wallet');
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  return {
    errors,
    setErrors,
    failure,
    isSending,
    clearError(field: Field) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Takes the submit event: false while a request is under way, else clears the failure. */
    start(event: FormEvent): boolean {
      event.preventDefault();
      if (isSending) return false;
      setFailure(null);
      return true;
    },
    /** Runs the request, busy meanwhile; its refusal is placed on the fields or the failure. */
    async send(request: () => Promise<void>): Promise<void> {
      setIsSending(true);
      try {
        await request();
      } catch (error) {
        const placed = placeServerErrors(error, {
          names: fields,
          namespace: 'wallet',
          codes: byCode,
        });
        setErrors(placed.errors);
        setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
      } finally {
        setIsSending(false);
      }
    },
  };
}
