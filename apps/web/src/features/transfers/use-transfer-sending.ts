import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';
import { needsPaymentPassword } from './transfer-error-text.ts';

/**
 * The outcome of a transfer form: the receipt, or the refusal in the member's language (and
 * whether it asks for a payment password first). The form (useSchemaForm) keeps the busy state.
 */
export function useTransferSending() {
  const { t } = useTranslation('transfers');
  const [failure, setFailure] = useState<{ text: string; needsPassword: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const touched = () => {
    setDone(null);
    setFailure(null);
  };
  return {
    /** The member changed something or sends again: the last outcome no longer applies. */
    touched,
    /** The receipt of the transfer that went through. */
    setDone,
    /** Runs the request; its refusal becomes the failure. */
    async send(request: () => Promise<void>): Promise<void> {
      try {
        await request();
      } catch (error) {
        setFailure({
          text: translateApiError(error, t),
          needsPassword: needsPaymentPassword(error),
        });
      }
    },
    /** The props of FormOutcome. */
    outcome: {
      failure: failure?.text ?? null,
      needsPaymentPassword: failure?.needsPassword ?? false,
      done,
    },
  };
}
