import { useTranslation } from 'react-i18next';
import type { PromotionEntry } from '@lobby/contracts';
import { useRewardFormat } from '../use-reward-format.ts';

/** A promotion entry: claimable (with its claim button) or waiting for the deposit. */
export function EntryCard({
  entry,
  busy,
  onClaim,
}: {
  entry: PromotionEntry;
  busy: boolean;
  onClaim?: () => void;
}) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  return (
    <li className="reward-card" data-testid="entry-card" data-state={entry.state}>
      <div className="reward-card__head">
        <strong className="reward-card__title">{entry.title}</strong>
        {entry.state === 'claimable' && (
          <span className="reward-card__amount" data-testid="entry-amount">
            {format.amount(entry.bonusAmount)}
          </span>
        )}
      </div>
      {entry.state === 'claimable' ? (
        <>
          {entry.claimBy && (
            <p className="reward-card__note">
              {t('centre.claimBy', { date: format.date(entry.claimBy) })}
            </p>
          )}
          <button
            type="button"
            className="ui-action ui-action--medium reward-card__action"
            disabled={busy || !onClaim}
            aria-busy={busy || undefined}
            data-testid="claim-reward"
            onClick={onClaim}
          >
            {t('centre.claim')}
          </button>
        </>
      ) : (
        <p className="reward-card__note">{t('centre.waitingDeposit')}</p>
      )}
    </li>
  );
}
