import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClaimableRedEnvelope } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { recordsQueryRoot, walletQueryRoot } from '../../session/index.ts';
import { claimRedEnvelope } from '../api/claim-red-envelope.ts';
import { useClaimableRedEnvelopes } from '../api/list-claimable-red-envelopes.ts';
import { redEnvelopesQueryRoot } from '../api/red-envelope-keys.ts';
import { useEnvelopeView } from '../use-envelope-view.ts';

type Outcome = { kind: 'paid'; amount: string } | { kind: 'failed'; text: string };

/** The envelopes the member may open now, each with its open button. */
export function ClaimableList() {
  const { t } = useTranslation('red-envelopes');
  const view = useEnvelopeView();
  const queryClient = useQueryClient();
  const claimable = useClaimableRedEnvelopes();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const open = async (envelope: ClaimableRedEnvelope) => {
    setBusy(envelope.id);
    setOutcome(null);
    try {
      const result = await claimRedEnvelope(envelope.id);
      setOutcome({ kind: 'paid', amount: view.formatAmount(result.amount) });
    } catch (error) {
      setOutcome({ kind: 'failed', text: translateApiError(error, t) });
    } finally {
      setBusy(null);
      await Promise.all(
        [redEnvelopesQueryRoot, walletQueryRoot, recordsQueryRoot].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    }
  };

  const result = outcome && (
    <p
      className={outcome.kind === 'paid' ? 'envelope-form__done' : 'envelope-form__error'}
      role={outcome.kind === 'paid' ? 'status' : 'alert'}
      data-testid="claim-outcome"
    >
      {outcome.kind === 'paid' ? t('claim.paid', { amount: outcome.amount }) : outcome.text}
    </p>
  );
  if (!claimable.data) {
    return (
      <LoadState
        state={claimable.isError ? 'error' : 'loading'}
        className="envelopes__state"
        text={claimable.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void claimable.refetch(),
        }}
      />
    );
  }
  return (
    <>
      {result}
      {claimable.data.envelopes.length === 0 ? (
        <p className="envelopes__state" data-testid="claimable-empty">
          {t('claim.empty')}
        </p>
      ) : (
        <ul className="envelopes__list">
          {claimable.data.envelopes.map((envelope) => (
            <li key={envelope.id} className="envelope-card" data-testid="claimable-row">
              <div className="envelope-card__head">
                <strong>{t('claim.from', { agent: envelope.agent })}</strong>
                <span>{t('claim.left', { count: envelope.sharesLeft })}</span>
              </div>
              {envelope.message && <p className="envelope-card__message">{envelope.message}</p>}
              <p className="envelope-card__expiry">
                {t('claim.until', { time: view.formatTime(envelope.expiresAt) })}
              </p>
              <button
                type="button"
                className="ui-action ui-action--medium envelope-card__open"
                disabled={busy !== null}
                aria-busy={busy === envelope.id || undefined}
                data-testid="claim-button"
                onClick={() => void open(envelope)}
              >
                {t('claim.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
