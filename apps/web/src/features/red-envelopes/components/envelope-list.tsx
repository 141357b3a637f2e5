import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedEnvelopeState } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge.tsx';
import { useOwnRedEnvelopes } from '../api/list-own-red-envelopes.ts';
import { audienceKeys, splitKeys, stateKeys } from '../envelope-labels.ts';
import { useEnvelopeView } from '../use-envelope-view.ts';

const stateTone: Record<RedEnvelopeState, StatusTone> = {
  open: 'waiting',
  exhausted: 'done',
  expired: 'failed',
};
const pageSize = 10;

/** The agent's envelopes, newest first: state, what was claimed, what came back, who claimed. */
export function EnvelopeList() {
  const { t } = useTranslation('red-envelopes');
  const view = useEnvelopeView();
  const [page, setPage] = useState(1);
  const envelopes = useOwnRedEnvelopes({ pageNo: page, pageSize });

  if (!envelopes.data) {
    return (
      <LoadState
        state={envelopes.isError ? 'error' : 'loading'}
        className="envelopes__state"
        text={envelopes.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void envelopes.refetch(),
        }}
      />
    );
  }
  const { content, totalPages } = envelopes.data;
  return (
    <section className="envelopes" aria-label={t('list.title')}>
      <h2 className="envelopes__title">{t('list.title')}</h2>
      {content.length === 0 ? (
        <p className="envelopes__state" data-testid="envelopes-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="envelopes__list">
          {content.map((envelope) => (
            <li key={envelope.id} className="envelope-card" data-testid="envelope-row">
              <div className="envelope-card__head">
                <strong>{view.formatAmount(envelope.amount)}</strong>
                <StatusBadge
                  tone={stateTone[envelope.state]}
                  status={envelope.state}
                  label={t(stateKeys[envelope.state])}
                />
              </div>
              {envelope.message && <p className="envelope-card__message">{envelope.message}</p>}
              <dl className="envelope-card__facts">
                <dt>{t('list.claimed')}</dt>
                <dd data-testid="envelope-claimed">
                  {t('list.claimedValue', {
                    claimed: envelope.claimedShares,
                    shares: envelope.shares,
                    amount: view.formatAmount(envelope.claimedAmount),
                  })}
                </dd>
                <dt>{t('list.split')}</dt>
                <dd>
                  {t(splitKeys[envelope.split])} · {t(audienceKeys[envelope.audience])}
                </dd>
                <dt>{t('list.expires')}</dt>
                <dd>{view.formatTime(envelope.expiresAt)}</dd>
                {envelope.state === 'expired' && (
                  <>
                    <dt>{t('list.refunded')}</dt>
                    <dd data-testid="envelope-refunded">
                      {view.formatAmount(envelope.refundedAmount)}
                    </dd>
                  </>
                )}
              </dl>
              {envelope.claims.length > 0 && (
                <details className="envelope-card__claims">
                  <summary>{t('list.claims', { count: envelope.claims.length })}</summary>
                  <ul>
                    {envelope.claims.map((claim) => (
                      <li key={`${claim.account}-${claim.claimedAt}`}>
                        <span>{claim.account}</span>
                        <span>{view.formatAmount(claim.amount)}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={setPage}
        testIdPrefix="envelopes-page"
        labels={{
          navigation: t('pager.navigation'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (number) => t('pager.page', { page: number }),
        }}
      />
    </section>
  );
}
