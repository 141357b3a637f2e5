import { useCallback, useState } from 'react';
import type { VerifiablePlay } from './verify-link.ts';

const keptPlays = 20;

/** The last plays of this page, newest first, for the fairness panel's verify links. */
export function usePlayHistory() {
  const [plays, setPlays] = useState<VerifiablePlay[]>([]);
  const record = useCallback((play: VerifiablePlay) => {
    setPlays((current) =>
      [play, ...current.filter((kept) => kept.roundId !== play.roundId)].slice(0, keptPlays),
    );
  }, []);
  return { plays, record };
}
