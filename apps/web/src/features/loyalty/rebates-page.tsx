import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Rebate } from '@lobby/contracts';
import { translateApiError } from '../../lib/api-error-text.ts';
import { formatAmount } from '../../lib/format.ts';
import { recordsQueryRoot, walletQueryRoot } from '../session/index.ts';
import { claimRebate } from './api/claim-rebate.ts';
import { useRebates } from './api/list-rebates.ts';
import { loyaltyQueryRoot } from './api/loyalty-keys.ts';
import { LoyaltyLoadState } from './components/loyalty-load-state.tsx';
import { LoyaltyPager } from './components/loyalty-pager.tsx';
import './loyalty.css';

type Outcome = { kind: 'paid'; amount: string } | { kind: 'failed'; text: string };

function periodOf(rebate: Rebate): string {
  return rebate.periodFrom === rebate.periodTo
    ? rebate.periodFrom
    : `${rebate.periodFrom} – ${rebate.periodTo}`;
}

/** /member?page=rebates: the rebate of each cut-off period, claimable ones with a button. */
export function RebatesPage() {
  const { t } = useTranslation(['loyalty', 'loyalty-errors']);
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const rebates = useRebates(pageNo);
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const claim = async (rebate: Rebate) => {
    setBusy(rebate.id);
    setOutcome(null);
    try {
      const result = await claimRebate(rebate.id);
      setOutcome({ kind: 'paid', amount: formatAmount(result.rebate.amount) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: translateApiError(error, t) });
    } finally {
      setBusy(null);
      await Promise.all(
        [loyaltyQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  };

  const data = rebates.data;
  return (
    <section className="loyalty" data-testid="rebates-page">
      <h1 className="loyalty__title">{t('rebates.title')}</h1>
      {outcome && (
        <p
          className={outcome.kind === 'paid' ? 'loyalty__done' : 'loyalty__error'}
          role={outcome.kind === 'paid' ? 'status' : 'alert'}
          data-testid="rebate-outcome"
        >
          {outcome.kind === 'paid' ? t('rebates.paid', { amount: outcome.amount }) : outcome.text}
        </p>
      )}
      {!data ? (
        <LoyaltyLoadState isError={rebates.isError} retry={() => void rebates.refetch()} />
      ) : (
        <>
          <div className="loyalty-card">
            <p className="loyalty__note">{t('rebates.claimable')}</p>
            <strong className="loyalty__figure" data-testid="rebate-claimable-total">
              {formatAmount(data.claimableTotal)}
            </strong>
            <p className="loyalty__note">
              {t(data.period === 'daily' ? 'rebates.daily' : 'rebates.weekly', {
                minimum: formatAmount(data.minimum),
              })}
            </p>
          </div>
          {data.content.length === 0 ? (
            <p className="loyalty__state" data-testid="rebates-empty">
              {t('rebates.empty')}
            </p>
          ) : (
            <ul className="loyalty-list">
              {data.content.map((rebate) => (
                <li key={rebate.id} className="loyalty-row" data-testid="rebate-row">
                  <div className="loyalty-row__main">
                    <strong>{periodOf(rebate)}</strong>
                    <span className="loyalty__note">
                      {t('rebates.basis', {
                        validBet: formatAmount(rebate.validBet),
                        share: rebate.share,
                      })}
                    </span>
                  </div>
                  <strong className="loyalty-row__amount">{formatAmount(rebate.amount)}</strong>
                  {rebate.state === 'claimable' ? (
                    <button
                      type="button"
                      className="ui-action ui-action--medium"
                      disabled={busy !== null}
                      aria-busy={busy === rebate.id || undefined}
                      data-testid="rebate-claim"
                      onClick={() => void claim(rebate)}
                    >
                      {t('rebates.claim')}
                    </button>
                  ) : (
                    <span className="loyalty-badge" data-testid="rebate-claimed">
                      {t('rebates.claimed')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <LoyaltyPager
            pageNo={pageNo}
            totalPages={data.totalPages}
            onPage={setPageNo}
            testId="rebates-pager"
          />
        </>
      )}
    </section>
  );
}
