import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';
import { needsPaymentPassword } from './transfer-error-text.ts';

/**
 * The sending side of a transfer form: one request at a time, then its outcome: the receipt,
 * or the refusal in the member's language (and whether it asks for a payment password first).
 */
export function useTransferSending() {
  const { t } = useTranslation('transfers');
  const [failure, setFailure] = useState<{ text: string; needsPassword: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const touched = () => {
    setDone(null);
    setFailure(null);
  };
  return {
    isSubmitting,
    /** The member changed something: the last outcome no longer applies. */
    touched,
    /** The receipt of the transfer that went through. */
    setDone,
    /** Takes the submit event: false while a request is under way, else clears the outcome. */
    start(event: FormEvent): boolean {
      event.preventDefault();
      if (isSubmitting) return false;
      touched();
      return true;
    },
    /** Runs the request, busy meanwhile; its refusal becomes the failure. */
    async send(request: () => Promise<void>): Promise<void> {
      setIsSubmitting(true);
      try {
        await request();
      } catch (error) {
        setFailure({
          text: translateApiError(error, t),
          needsPassword: needsPaymentPassword(error),
        });
      } finally {
        setIsSubmitting(false);
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
