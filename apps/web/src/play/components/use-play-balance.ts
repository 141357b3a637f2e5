import { useEffect, useState } from 'react';
import { fetchPlayBalance } from '../instant/instant-api.ts';
import type { PlaySession } from '../play-session.ts';

/** The player's balance: fetched once, then set from each play's answer. */
export function usePlayBalance(session: Pick<PlaySession, 'token'>) {
  const [balance, setBalance] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let isCurrent = true;
    fetchPlayBalance(session).then(
      (answer) => isCurrent && setBalance((known) => known ?? answer.balance),
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [session]);
  return { balance, setBalance, error };
}
