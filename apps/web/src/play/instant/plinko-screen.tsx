import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plinkoPayouts, plinkoRowsRange } from '@lobby/game-math';
import { plinkoRisks, type PlinkoDropResult, type PlinkoRisk } from '@lobby/contracts';
import { GameLayout } from '../components/game-layout.tsx';
import { decimalsOf, formatPlayMoney } from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import { StakeField } from '../components/stake-field.tsx';
import { usePlayAction } from '../components/use-play-action.ts';
import { usePlayBalance } from '../components/use-play-balance.ts';
import { usePlayHistory } from '../fairness/use-play-history.ts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { dropPlinkoBall } from './instant-api.ts';
import { formatMultiplier, startingStake } from './instant-texts.ts';
import { PlinkoBoard } from './plinko-board.tsx';

const rowChoices = Array.from(
  { length: plinkoRowsRange.max - plinkoRowsRange.min + 1 },
  (_, index) => plinkoRowsRange.min + index,
);

/** Plinko: a ball falls through the pegs into a slot that pays its multiplier. */
export default function PlinkoScreen({ gameCode, session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const rowsId = useId();
  const riskId = useId();
  const { balance, setBalance, error: balanceError } = usePlayBalance(session);
  const { plays, record } = usePlayHistory();
  const action = usePlayAction();
  const decimals = decimalsOf(balance);
  const [stake, setStake] = useState(() => startingStake(decimals));
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [last, setLast] = useState<PlinkoDropResult | null>(null);
  const shown = last && last.outcome.rows === rows && last.outcome.risk === risk ? last : null;

  const drop = async () => {
    const result = await action.run((requestId) =>
      dropPlinkoBall(session, { requestId, stake, rows, risk }),
    );
    if (!result) return;
    setLast(result);
    setBalance(result.balance);
    record({
      roundId: result.roundId,
      gameCode,
      fairness: result.fairness,
      settings: { rows: String(rows), risk },
    });
  };

  return (
    <GameLayout title={t('plinko.title')} session={session} balance={balance} plays={plays}>
      <div className="plinko">
        <PlinkoBoard
          rows={rows}
          multipliersX100={plinkoPayouts(rows, risk)}
          drop={
            shown
              ? { key: shown.roundId, path: shown.outcome.path, slot: shown.outcome.slot }
              : null
          }
        />
        {shown && (
          <p className="play-result" data-testid="plinko-result" aria-live="polite">
            {t('plinko.landed', {
              multiplier: formatMultiplier(shown.outcome.multiplier),
              amount: formatPlayMoney(shown.payout),
            })}
          </p>
        )}
        <div className="play-field">
          <label htmlFor={rowsId}>{t('plinko.rows')}</label>
          <select
            id={rowsId}
            data-testid="plinko-rows"
            value={rows}
            disabled={action.isPending}
            onChange={(event) => setRows(Number(event.target.value))}
          >
            {rowChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <div className="play-field">
          <label htmlFor={riskId}>{t('plinko.risk')}</label>
          <select
            id={riskId}
            data-testid="plinko-risk"
            value={risk}
            disabled={action.isPending}
            onChange={(event) => setRisk(event.target.value as PlinkoRisk)}
          >
            {plinkoRisks.map((choice) => (
              <option key={choice} value={choice}>
                {t(`plinko.riskLevel.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        <StakeField
          value={stake}
          onChange={setStake}
          decimals={decimals}
          disabled={action.isPending}
        />
        <button
          type="button"
          className="play-primary"
          data-testid="plinko-drop"
          disabled={action.isPending}
          onClick={() => void drop()}
        >
          {t('plinko.drop')}
        </button>
        <PlayError error={action.error ?? balanceError} />
      </div>
    </GameLayout>
  );
}
