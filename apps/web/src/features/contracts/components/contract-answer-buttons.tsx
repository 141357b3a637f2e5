import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { answerContract, type ContractAnswer } from '../api/answer-contract.ts';
import { consolidatedQueryKey } from '../api/get-consolidated.ts';
import { receivedContractsQueryRoot } from '../api/get-pending-contracts.ts';

export interface ContractAnswerButtonsProps {
  contractId: number;
  /** After a successful answer (the queries are refreshed already). */
  onAnswered?: (answer: ContractAnswer) => void;
}

/**
 * Accept or reject an offer (§2.4): one answer at a time; the answer refreshes the
 * consolidated info (the §3 request types) and the holder's contract lists. A refusal
 * (already answered, above the upline's own contract…) is shown by its text key.
 */
export function ContractAnswerButtons({ contractId, onAnswered }: ContractAnswerButtonsProps) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ContractAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const answer = async (choice: ContractAnswer) => {
    if (busy) return;
    setBusy(choice);
    setFailure(null);
    try {
      await answerContract(contractId, choice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consolidatedQueryKey }),
        queryClient.invalidateQueries({ queryKey: receivedContractsQueryRoot }),
      ]);
      onAnswered?.(choice);
    } catch (error) {
      setFailure(translateApiError(error, t));
      // the offer may have changed meanwhile (withdrawn, answered elsewhere): show what is true
      void queryClient.invalidateQueries({ queryKey: receivedContractsQueryRoot });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="contract-answer">
      {failure && (
        <p className="contract-answer__failure" role="alert" data-testid="contract-answer-error">
          {failure}
        </p>
      )}
      <div className="contract-answer__buttons">
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--medium"
          onClick={() => void answer('reject')}
          disabled={busy !== null}
          aria-busy={busy === 'reject' || undefined}
          data-testid="contract-reject"
        >
          {t('holder.reject')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--primary ui-button--medium"
          onClick={() => void answer('accept')}
          disabled={busy !== null}
          aria-busy={busy === 'accept' || undefined}
          data-testid="contract-accept"
        >
          {t('holder.accept')}
        </button>
      </div>
    </div>
  );
}
