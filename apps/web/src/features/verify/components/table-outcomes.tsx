import { useTranslation } from 'react-i18next';
import type { BaccaratResult } from '@lobby/game-math';
import { hundredths } from '../verify-format.ts';
import { SuitShape } from '../../../components/ui/suit-shape.tsx';

/** The spoken name of each suit (written out so the key check sees them). */
const suitNameKeys: Record<string, string> = {
  S: 'verify.suits.S',
  H: 'verify.suits.H',
  D: 'verify.suits.D',
  C: 'verify.suits.C',
};

/** A card as players write it, `TD` → 10 and a drawn diamond; named for screen readers. */
function VerifyCard({ card }: { card: string }) {
  const { t } = useTranslation('bets');
  const rank = card.slice(0, -1) === 'T' ? '10' : card.slice(0, -1);
  const suit = card.slice(-1);
  const isRed = suit === 'H' || suit === 'D';
  return (
    <span
      className={isRed ? 'verify-card is-red' : 'verify-card'}
      role="img"
      aria-label={t('verify.card', { rank, suit: t(suitNameKeys[suit] ?? 'verify.suits.S') })}
      data-card={card}
    >
      {rank}
      <SuitShape suit={suit} />
    </span>
  );
}

/** Crash: the multiplier the round crashed at. */
export function CrashOutcome({ crashPointX100 }: { crashPointX100: number }) {
  const { t } = useTranslation('bets');
  return (
    <p className="verify-outcome__headline" data-testid="verify-crash-point">
      {t('verify.crash.point', { multiplier: hundredths(crashPointX100) })}
    </p>
  );
}

/** Roulette: the winning pocket and its colour. */
export function RouletteOutcome(props: { pocket: number; colour: 'green' | 'red' | 'black' }) {
  const { t } = useTranslation('bets');
  return (
    <p className="verify-outcome__headline">
      <span data-testid="verify-roulette-pocket" className={`verify-pocket is-${props.colour}`}>
        {t('verify.roulette.pocket', { pocket: props.pocket })}
      </span>{' '}
      {t(`verify.roulette.colour.${props.colour}`)}
    </p>
  );
}

/** Baccarat: both hands in deal order, their totals, the winner and the pairs. */
export function BaccaratOutcome({ round }: { round: BaccaratResult }) {
  const { t } = useTranslation('bets');
  const hands = [
    { key: 'player', cards: round.player, total: round.playerTotal, pair: round.playerPair },
    { key: 'banker', cards: round.banker, total: round.bankerTotal, pair: round.bankerPair },
  ] as const;
  return (
    <div className="verify-outcome__stack">
      <p className="verify-outcome__headline" data-testid="verify-baccarat-winner">
        {t(`verify.baccarat.winner.${round.winner}`)}
      </p>
      <dl className="verify-outcome__pairs">
        {hands.map((hand) => (
          <div key={hand.key}>
            <dt>{t(`verify.baccarat.${hand.key}`)}</dt>
            <dd data-testid={`verify-baccarat-${hand.key}`}>
              {hand.cards.map((card, index) => (
                <VerifyCard key={index} card={card} />
              ))}{' '}
              <span className="verify-outcome__sub">
                {t('verify.baccarat.total', { total: hand.total })}
                {hand.pair && ` · ${t(`verify.baccarat.${hand.key}Pair`)}`}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
