import { useTranslation } from 'react-i18next';
import type { SlotSpinResult, SlotSpinStep } from '@lobby/game-math';

/** One evaluated window: the grid (rows across), the stops and what it won. */
function SlotStep(props: { step: SlotSpinStep; symbolCodes: string[]; testId: string }) {
  const { t } = useTranslation('bets');
  const { step, symbolCodes, testId } = props;
  const code = (id: number) => symbolCodes[id] ?? String(id);
  const rows = step.window[0]?.map((_, row) => step.window.map((reel) => reel[row] ?? -1)) ?? [];
  return (
    <div className="verify-slot-step" data-testid={testId}>
      <table className="verify-slot-window" aria-label={t('verify.slots.window')}>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((symbol, reel) => (
                <td key={reel}>{code(symbol)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="verify-outcome__sub" data-testid={`${testId}-stops`}>
        {t('verify.slots.stops', { stops: step.stops.join(', ') })}
      </p>
      <ul className="verify-slot-wins">
        {step.lineWins.map((win) => (
          <li key={win.line}>
            {t('verify.slots.lineWin', {
              line: win.line + 1,
              count: win.count,
              symbol: code(win.symbol),
              win: win.win,
            })}
          </li>
        ))}
        {step.scatterWin > 0 && (
          <li>{t('verify.slots.scatter', { count: step.scatterCount, win: step.scatterWin })}</li>
        )}
        {step.freeSpinsAwarded > 0 && (
          <li>{t('verify.slots.freeSpinsAwarded', { count: step.freeSpinsAwarded })}</li>
        )}
        {step.win === 0 && <li>{t('verify.slots.noWin')}</li>}
      </ul>
    </div>
  );
}

/** A slot spin: the paid spin, each free spin it led to, and the total in line bets. */
export function SlotOutcome({
  spin,
  symbolCodes,
}: {
  spin: SlotSpinResult;
  symbolCodes: string[];
}) {
  const { t } = useTranslation('bets');
  return (
    <div className="verify-outcome__stack">
      <p className="verify-outcome__headline" data-testid="verify-slot-total">
        {t('verify.slots.totalWin', { win: spin.totalWin })}
      </p>
      <h3 className="verify-outcome__step-title">{t('verify.slots.base')}</h3>
      <SlotStep step={spin.base} symbolCodes={symbolCodes} testId="verify-slot-base" />
      {spin.freeSpins.map((step, index) => (
        <div key={index}>
          <h3 className="verify-outcome__step-title">
            {t('verify.slots.freeSpin', { n: index + 1, multiplier: step.multiplier })}
          </h3>
          <SlotStep
            step={step}
            symbolCodes={symbolCodes}
            testId={`verify-slot-free-${index + 1}`}
          />
        </div>
      ))}
    </div>
  );
}
