import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { consolidatedQueryKey } from '../api/get-consolidated.ts';
import { receivedContractsQueryRoot } from '../api/get-pending-contracts.ts';
import { giveUpContract } from '../api/give-up-contract.ts';

/** The holder gives up its running contract (asked twice: it ends at once, for good). */
export function GiveUpButton({ contractId }: { contractId: number }) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const giveUp = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      await giveUpContract(contractId);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: receivedContractsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: consolidatedQueryKey }),
      ]);
    } catch (error) {
      setFailure(translateApiError(error, t));
    } finally {
      setIsBusy(false);
      setIsConfirming(false);
    }
  };

  return (
    <div className="contract-answer">
      {failure && (
        <p className="contract-answer__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="contract-answer__buttons">
        {isConfirming ? (
          <>
            <button
              type="button"
              className="ui-button ui-button--ghost ui-button--small"
              onClick={() => setIsConfirming(false)}
            >
              {t('downlines.cancel')}
            </button>
            <button
              type="button"
              className="ui-button ui-button--primary ui-button--small"
              onClick={() => void giveUp()}
              disabled={isBusy}
              data-testid="contract-give-up-confirm"
            >
              {t('holder.giveUpConfirm')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="ui-button ui-button--outline ui-button--small"
            onClick={() => setIsConfirming(true)}
            data-testid="contract-give-up"
          >
            {t('holder.giveUp')}
          </button>
        )}
      </div>
    </div>
  );
}
