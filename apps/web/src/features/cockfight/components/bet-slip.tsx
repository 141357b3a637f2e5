import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CockfightFightView, CockfightSideName } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useMyCockfightBets, usePlaceCockfightBet } from '../api/cockfight-bets.ts';
import { useForgetCockfightSession } from '../api/cockfight-session.ts';
import { sideKeys } from '../cockfight-text-keys.ts';

const quickStakes = ['10', '50', '100', '500'];

interface BetSlipProps {
  fight: CockfightFightView;
  side: CockfightSideName | null;
  playerToken: string;
}

/** The stake (typed or a quick stake), the bet button, and my bets on this fight. */
export function BetSlip({ fight, side, playerToken }: BetSlipProps) {
  const { t } = useTranslation('cockfight');
  const [stake, setStake] = useState('');
  const keys = useSubmissionKeys();
  const place = usePlaceCockfightBet();
  const forget = useForgetCockfightSession();
  const mine = useMyCockfightBets(fight.id, playerToken);
  const open = fight.state === 'open' || fight.state === 'last_call';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!side || !stake) return;
    const input = { fightId: fight.id, side, stake };
    place.run({ ...input, playerToken, idempotencyKey: keys.keyFor(input) }).then(
      () => {
        keys.settle();
        setStake('');
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'game_session_invalid') forget();
      },
    );
  };

  return (
    <section className="cockfight__panel" aria-labelledby="cockfight-slip">
      <h2 id="cockfight-slip" className="cockfight__heading">
        {side ? t('slip.titleSide', { side: t(sideKeys[side]) }) : t('slip.title')}
      </h2>
      {mine.data && (
        <p className="cockfight__balance" data-testid="cockfight-balance">
          {t('slip.balance', { balance: formatAmount(mine.data.balance) })}
        </p>
      )}
      <form className="cockfight-slip" onSubmit={submit}>
        <label className="cockfight-slip__label" htmlFor="cockfight-stake">
          {t('slip.stake')}
        </label>
        <input
          id="cockfight-stake"
          className="cockfight-slip__input"
          inputMode="decimal"
          value={stake}
          onChange={(event) => setStake(event.target.value.trim())}
          data-testid="cockfight-stake"
        />
        <div className="cockfight-slip__quick">
          {quickStakes.map((amount) => (
            <button
              key={amount}
              type="button"
              className="ui-action ui-action--small"
              onClick={() => setStake(amount)}
            >
              {formatAmount(amount, 0)}
            </button>
          ))}
        </div>
        <button
          type="submit"
          className="ui-action ui-action--medium cockfight-slip__submit"
          disabled={!open || !side || !stake || place.isPending}
          data-testid="cockfight-place-bet"
        >
          {open ? t('slip.place') : t('slip.closed')}
        </button>
        {place.isError && (
          <p className="cockfight__error" role="alert" data-testid="cockfight-bet-error">
            {translateApiError(place.error, t)}
          </p>
        )}
        {place.isSuccess && (
          <p className="cockfight__ok" role="status">
            {t('slip.placed')}
          </p>
        )}
      </form>
      <h3 className="cockfight__subheading">{t('mine.title')}</h3>
      {!mine.data || mine.data.bets.length === 0 ? (
        <p className="cockfight__muted">{t('mine.empty')}</p>
      ) : (
        <ul className="cockfight-mine" data-testid="cockfight-my-bets">
          {mine.data.bets.map((bet) => (
            <li key={bet.id} className="cockfight-mine__bet">
              <span>{t(sideKeys[bet.side])}</span>
              <span>{formatAmount(bet.stake)}</span>
              <span>
                {bet.status === 'settled'
                  ? t('mine.returned', { amount: formatAmount(bet.returned) })
                  : t('mine.open')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
