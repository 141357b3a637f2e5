import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';
import { recordsQueryRoot, walletQueryRoot } from '../session/index.ts';
import { memberActivitiesQueryRoot } from './api/activity-keys.ts';

/** What the last action did, for the status line. */
export type ActivityOutcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * One busy flag and one outcome line for a page's actions (check in, spin, redeem, apply,
 * claim); afterwards the member's activities, the wallet and the records are fetched again.
 */
export function useActivityAction() {
  // activity-errors: the refusals translateApiError reads
  const { t } = useTranslation(['activities', 'activity-errors']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActivityOutcome | null>(null);

  async function run<T>(work: () => Promise<T>, done: (value: T) => string): Promise<T | null> {
    setBusy(true);
    setOutcome(null);
    try {
      const value = await work();
      setOutcome({ kind: 'done', text: done(value) });
      return value;
    } catch (error) {
      setOutcome({ kind: 'failed', text: translateApiError(error, t) });
      return null;
    } finally {
      setBusy(false);
      await Promise.all(
        [memberActivitiesQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  }

  return { busy, outcome, run, fail: (text: string) => setOutcome({ kind: 'failed', text }) };
}
