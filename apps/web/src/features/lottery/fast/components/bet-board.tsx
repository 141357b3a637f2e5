import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryKind } from '@lobby/game-math';
import { ballText, boardTypes } from '../board-spec.ts';
import type { Picks } from '../use-picks.ts';
import { optionKey } from '../lottery-text-keys.ts';

/**
 * The bet board of a game: its bet types as tabs (from the game maths the server expands
 * bets with), the position to bet on, k for any-k games, and the numbers or options.
 */
export function BetBoard({ kind, picks }: { kind: LotteryKind; picks: Picks }) {
  const { t } = useTranslation('lottery-fast');
  const types = boardTypes(kind);
  const [typeIndex, setTypeIndex] = useState(0);
  const [position, setPosition] = useState(0);
  const board = types[Math.min(typeIndex, types.length - 1)]!;
  const at = board.positions > 0 ? Math.min(position, board.positions - 1) : null;
  const current = picks.pickOf(board, at, board.ks.length > 0 ? 1 : null);
  const k = board.ks.length > 0 ? (current.k ?? 1) : null;

  const numbers = board.numbers
    ? Array.from(
        { length: board.numbers.high - board.numbers.low + 1 },
        (_, i) => board.numbers!.low + i,
      )
    : [];

  return (
    <section className="lottery-fast__panel" aria-labelledby="lottery-board-title">
      <h2 id="lottery-board-title" className="lottery-fast__heading">
        {t('board.title')}
      </h2>
      <div className="lottery-chips" role="group" aria-label={t('board.types')}>
        {types.map((entry, index) => (
          <button
            key={entry.type}
            type="button"
            className="lottery-chip"
            aria-pressed={index === typeIndex}
            onClick={() => setTypeIndex(index)}
            data-testid={`lottery-type-${entry.type}`}
          >
            {t(`type.${entry.type}`)}
          </button>
        ))}
      </div>
      {board.positions > 0 && (
        <div className="lottery-chips" role="group" aria-label={t('board.position')}>
          {Array.from({ length: board.positions }, (_, index) => (
            <button
              key={index}
              type="button"
              className="lottery-chip lottery-chip--small"
              aria-pressed={index === at}
              onClick={() => setPosition(index)}
              data-testid={`lottery-position-${index}`}
            >
              {t('board.nth', { n: index + 1 })}
            </button>
          ))}
        </div>
      )}
      {k !== null && (
        <div className="lottery-chips" role="group" aria-label={t('board.k')}>
          {board.ks.map((size) => (
            <button
              key={size}
              type="button"
              className="lottery-chip lottery-chip--small"
              aria-pressed={size === k}
              onClick={() => picks.setK(board, size)}
            >
              {t('board.kOf', { k: size })}
            </button>
          ))}
        </div>
      )}
      <div
        className={`lottery-grid ${numbers.length > 20 ? 'lottery-grid--dense' : ''}`}
        role="group"
        aria-label={t('board.numbers')}
        data-testid="lottery-board"
      >
        {numbers.map((value) => (
          <button
            key={value}
            type="button"
            className="lottery-ball-button"
            aria-pressed={current.numbers.includes(value)}
            onClick={() => picks.toggle(board, at, k, value)}
            data-testid={`lottery-number-${value}`}
          >
            {ballText(kind, value)}
          </button>
        ))}
        {board.options.map((option) => (
          <button
            key={option}
            type="button"
            className="lottery-ball-button lottery-ball-button--option"
            aria-pressed={current.options.includes(option)}
            onClick={() => picks.toggle(board, at, k, option)}
            data-testid={`lottery-option-${option}`}
          >
            {t(optionKey(option))}
          </button>
        ))}
      </div>
      {board.ks.length > 0 && (
        <p className="lottery-fast__muted">{t('board.kHint', { k, max: board.maxChosen })}</p>
      )}
    </section>
  );
}
