import { useTranslation } from 'react-i18next';
import type { SlotScreen } from '@lobby/contracts';
import { restingWindow, slotSymbolImage, useSlotNames, winningCells } from './slot-symbols.ts';

const rowCount = 3;

/** The 5×3 window of one screen (before the first spin, the reels at rest); wins highlighted. */
export function SlotWindow({ gameCode, screen }: { gameCode: string; screen: SlotScreen | null }) {
  const { t } = useTranslation('originals');
  const names = useSlotNames(gameCode);
  const wins = winningCells(screen?.lineWins ?? []);
  const reels =
    screen?.window ??
    restingWindow(gameCode) ??
    Array.from({ length: 5 }, () => Array<string>(rowCount).fill(''));
  return (
    <div
      className="slot__window"
      role="grid"
      aria-label={t('slots.window')}
      data-testid="slot-grid"
    >
      {Array.from({ length: rowCount }, (_, row) => (
        <div role="row" className="slot__row" key={row}>
          {reels.map((reel, reelIndex) => {
            const symbol = reel[row] ?? '';
            const isWin = wins.has(`${reelIndex}:${row}`);
            return (
              <div
                role="gridcell"
                key={reelIndex}
                className={isWin ? 'slot__cell slot__cell--win' : 'slot__cell'}
                data-testid={`slot-cell-${reelIndex}-${row}`}
                data-win={isWin ? 'true' : undefined}
                aria-label={symbol ? names.symbol(symbol) : ''}
              >
                {symbol && (
                  <img
                    className="slot__symbol"
                    src={slotSymbolImage(gameCode, symbol)}
                    alt=""
                    width={120}
                    height={120}
                    decoding="async"
                  />
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
