import { useState } from 'react';
import type { BoardType, Pick } from './board-spec.ts';

const keyOf = (type: string, position: number | null) => `${type}:${position ?? ''}`;

/**
 * The board's picks: one per bet type and position (any-k types keep their k). Toggling a
 * number or option adds or removes it; a type's most numbers are never exceeded.
 */
export function usePicks() {
  const [picks, setPicks] = useState<Record<string, Pick>>({});

  function pickOf(board: BoardType, position: number | null, k: number | null): Pick {
    return (
      picks[keyOf(board.type, position)] ?? {
        type: board.type,
        position,
        k,
        numbers: [],
        options: [],
      }
    );
  }

  function toggle(
    board: BoardType,
    position: number | null,
    k: number | null,
    value: number | string,
  ) {
    const pick = pickOf(board, position, k);
    const next: Pick =
      typeof value === 'number'
        ? {
            ...pick,
            k,
            numbers: pick.numbers.includes(value)
              ? pick.numbers.filter((n) => n !== value)
              : pick.numbers.length >= board.maxChosen
                ? pick.numbers
                : [...pick.numbers, value].sort((a, b) => a - b),
          }
        : {
            ...pick,
            options: pick.options.includes(value)
              ? pick.options.filter((o) => o !== value)
              : [...pick.options, value],
          };
    setPicks((all) => ({ ...all, [keyOf(board.type, position)]: next }));
  }

  /** Sets a pick's k (any-k, pick-k): its numbers stay. */
  function setK(board: BoardType, k: number) {
    const pick = pickOf(board, null, k);
    setPicks((all) => ({ ...all, [keyOf(board.type, null)]: { ...pick, k } }));
  }

  const chosen = Object.values(picks).filter((p) => p.numbers.length + p.options.length > 0);
  return { picks: chosen, pickOf, toggle, setK, clear: () => setPicks({}) };
}
export type Picks = ReturnType<typeof usePicks>;
