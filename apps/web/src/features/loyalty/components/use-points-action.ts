import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { recordsQueryRoot, walletQueryRoot } from '../../session/index.ts';
import { loyaltyQueryRoot } from '../api/loyalty-keys.ts';

/**
 * A points call that moves value (redeem, convert): one request at a time, the same
 * Idempotency-Key for a retry of the same content, the refusal in the visitor's language, and
 * the points, wallet and records refetched after it.
 */
export function usePointsAction<Body, Answer>(send: (body: Body, key: string) => Promise<Answer>) {
  const { t } = useTranslation(['loyalty', 'loyalty-errors']);
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(body: Body): Promise<Answer | undefined> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await send(body, keys.keyFor(body));
      keys.settle();
      return answer;
    } catch (error) {
      setFailure(translateApiError(error, t));
      return undefined;
    } finally {
      setBusy(false);
      await Promise.all(
        [loyaltyQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  }
  return { run, isBusy, failure, clearFailure: () => setFailure(null) };
}
