import { useTranslation } from 'react-i18next';
import { hundredths } from '../verify-format.ts';

/** Dice: the roll and, when the target can be played, whether the bet wins. */
export function DiceOutcome(props: {
  roll: number;
  bet: { isWin: boolean; multiplier: number } | null;
}) {
  const { t } = useTranslation('bets');
  const { roll, bet } = props;
  return (
    <div className="verify-outcome__stack">
      <p className="verify-outcome__headline" data-testid="verify-dice-roll">
        {t('verify.dice.roll', { roll: hundredths(roll) })}
      </p>
      <p data-testid="verify-dice-bet">
        {bet === null
          ? t('verify.dice.unplayable')
          : bet.isWin
            ? t('verify.dice.win', { multiplier: bet.multiplier.toFixed(4) })
            : t('verify.dice.loss')}
      </p>
    </div>
  );
}

/** Mines: the 5×5 board with the mines the game placed. */
export function MinesOutcome({ mineCells }: { mineCells: number[] }) {
  const { t } = useTranslation('bets');
  const mines = new Set(mineCells);
  return (
    <div className="verify-outcome__stack">
      <p data-testid="verify-mine-cells">
        {t('verify.mines.cells', { cells: mineCells.join(', ') })}
      </p>
      <div className="verify-mines" role="img" aria-label={t('verify.mines.board')}>
        {Array.from({ length: 25 }, (_, cell) => (
          <span
            key={cell}
            className={`verify-mines__cell ${mines.has(cell) ? 'is-mine' : ''}`}
            data-mine={mines.has(cell) || undefined}
            title={mines.has(cell) ? t('verify.mines.mine') : t('verify.mines.safe')}
          >
            {mines.has(cell) ? '✹' : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Plinko: the bounce per row, the landing slot and what it pays. */
export function PlinkoOutcome(props: {
  path: readonly (0 | 1)[];
  slot: number;
  multiplierX100: number;
}) {
  const { t } = useTranslation('bets');
  const { path, slot, multiplierX100 } = props;
  const steps = path.map((step) =>
    step === 1 ? t('verify.plinko.right') : t('verify.plinko.left'),
  );
  return (
    <div className="verify-outcome__stack">
      <p className="verify-outcome__headline" data-testid="verify-plinko-slot">
        {t('verify.plinko.slot', { slot, multiplier: hundredths(multiplierX100) })}
      </p>
      <p data-testid="verify-plinko-path" aria-label={steps.join(', ')}>
        {t('verify.plinko.path')}{' '}
        {path.map((step, index) => (
          <svg
            key={index}
            className="verify-bounce"
            viewBox="0 0 12 12"
            width="1em"
            height="1em"
            aria-hidden="true"
          >
            {/* a bounce down and to the right, mirrored for the left */}
            <path
              d="M2 2l8 8M10 4v6H4"
              transform={step === 1 ? undefined : 'matrix(-1 0 0 1 12 0)'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        ))}
      </p>
    </div>
  );
}
