import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { recordsQueryRoot, walletQueryRoot } from '../session/index.ts';
import { applyPromotion } from './api/apply-promotion.ts';
import { claimReward } from './api/claim-reward.ts';
import { rewardsQueryRoot } from './api/reward-keys.ts';
import { useRewardFormat } from './use-reward-format.ts';

/** What the last apply or claim did, for the status line. */
export type RewardOutcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * Apply and claim with one busy flag and one outcome line; after either, the reward centre,
 * the wallet and the records are fetched again (a claim moves money).
 */
export function useRewardActions() {
  const { t } = useTranslation('rewards');
  const lang = useCurrentLanguage();
  const format = useRewardFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RewardOutcome | null>(null);

  async function run(key: string, work: () => Promise<string>) {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', text: await work() });
    } catch (error) {
      setOutcome({ kind: 'failed', text: translateApiError(error, t) });
    } finally {
      setBusy(null);
      await Promise.all(
        [rewardsQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  }

  return {
    busy,
    outcome,
    apply: (promotionId: number) =>
      run(`apply:${promotionId}`, async () => {
        await applyPromotion(promotionId, lang);
        return t('promotions.applied');
      }),
    claim: (entryId: number) =>
      run(`claim:${entryId}`, async () => {
        const bonus = await claimReward(entryId, lang);
        return t('centre.claimed', { amount: format.amount(bonus.amount) });
      }),
  };
}
