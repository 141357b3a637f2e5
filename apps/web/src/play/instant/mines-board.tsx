import { useTranslation } from 'react-i18next';
import type { MinesGame } from '@lobby/contracts';
import { MinesGlyph, type MinesCellState } from './mines-glyph.tsx';

/** The state of each cell of a game (mines only once it is over). */
export function minesCellStates(game: MinesGame | null, cellCount: number): MinesCellState[] {
  const revealed = new Set(game?.revealed ?? []);
  const mines = new Set(game?.mineCells ?? []);
  return Array.from({ length: cellCount }, (_, cell) => {
    if (game?.hitCell === cell) return 'hit';
    if (revealed.has(cell)) return 'safe';
    if (mines.has(cell)) return 'mine';
    return 'hidden';
  });
}

const columns = 5;

export interface MinesBoardProps {
  game: MinesGame | null;
  cellCount: number;
  disabled: boolean;
  onReveal(cell: number): void;
}

/** The 5×5 board: a button per cell, opened cells show a gem, a finished game its mines. */
export function MinesBoard({ game, cellCount, disabled, onReveal }: MinesBoardProps) {
  const { t } = useTranslation('originals');
  const states = minesCellStates(game, cellCount);
  return (
    <div
      className="mines__board"
      role="grid"
      aria-label={t('mines.board')}
      data-testid="mines-board"
    >
      {Array.from({ length: cellCount / columns }, (_, row) => (
        <div role="row" key={row} className="mines__row">
          {states.slice(row * columns, row * columns + columns).map((state, column) => {
            const cell = row * columns + column;
            return (
              <div role="gridcell" key={cell}>
                <button
                  type="button"
                  className={`mines__cell mines__cell--${state}`}
                  data-testid={`mines-cell-${cell}`}
                  data-state={state}
                  disabled={disabled || state !== 'hidden'}
                  aria-label={t('mines.cell', {
                    row: row + 1,
                    column: column + 1,
                    state: t(`mines.state.${state}`),
                  })}
                  onClick={() => onReveal(cell)}
                >
                  <MinesGlyph state={state} />
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
