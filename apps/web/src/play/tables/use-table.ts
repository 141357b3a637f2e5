import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableBetResult, TableCode, TableState } from '@lobby/contracts';
import { readSession } from '../../lib/session-storage.ts';
import type { PlaySession } from '../play-session.ts';
import { fetchTableState } from './table-api.ts';
import { connectTableSocket } from './table-socket.ts';
import { applyFeedEvent, applyTableEvent, withMyBet, type FeedEntry } from './table-state.ts';

/**
 * One table as this page sees it: the state fetched on join (and again after every settled
 * round, a reconnect or a refused call), kept current by the live channel.
 */
export function useTable(session: PlaySession, table: TableCode) {
  const [state, setState] = useState<TableState | null>(null);
  const [feed, setFeed] = useState<FeedEntry[]>([]);
  const [error, setError] = useState<unknown>(null);
  const offset = useRef(0);

  const refresh = useCallback(async () => {
    try {
      const fresh = await fetchTableState(session, table);
      offset.current = fresh.serverTime - Date.now();
      setState(fresh);
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  }, [session, table]);

  useEffect(() => {
    void refresh();
    return connectTableSocket({
      token: session.token,
      table,
      merchantCode: readSession().merchantCode,
      onEvent: (event) => {
        setState((current) => (current ? applyTableEvent(current, event) : current));
        setFeed((current) => applyFeedEvent(current, event));
        // my payouts and balance come with the state
        if (event.type === 'round_settled') void refresh();
      },
      onReconnect: () => void refresh(),
    });
  }, [session, table, refresh]);

  /** The server's clock, as far as this page can tell. */
  const serverNow = useCallback(() => Date.now() + offset.current, []);

  /** Takes in the answer to my bet or cash-out. */
  const recordBet = useCallback((result: TableBetResult) => {
    setState((current) =>
      current
        ? { ...current, balance: result.balance, myBets: withMyBet(current.myBets, result.bet) }
        : current,
    );
  }, []);

  return { state, feed, error, refresh, serverNow, recordBet };
}
export type TableHandle = ReturnType<typeof useTable>;

/** Re-renders every `ms` while `active`, answering the time of the last tick. */
export function useTicker(ms: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms, active]);
  return now;
}
