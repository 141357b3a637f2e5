/**
 * The winner board's live connection (winner-live.ts opens it): loaded after the first render,
 * so the first load does not carry it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Language, WinnerEntry } from '@lobby/contracts';
import { gamePaths } from '../games/index.ts';

/** The SSE event a new win arrives as (contracts: winnerLiveEventName). */
const winnerEvent = 'winner';

/** The board with a new win on top, still at most `limit` entries; a repeat is not added twice. */
export function withNewWinner(
  board: readonly WinnerEntry[],
  entry: WinnerEntry,
  limit: number,
): WinnerEntry[] {
  const isSame = (other: WinnerEntry) =>
    other.wonAt === entry.wonAt &&
    other.nodeId === entry.nodeId &&
    other.customerName === entry.customerName &&
    other.winAmount === entry.winAmount;
  if (board.some(isSame)) return [...board];
  return [entry, ...board].slice(0, limit);
}

/** A winner event's data, or null when it is not one. */
export function parseWinner(data: unknown): WinnerEntry | null {
  if (typeof data !== 'string') return null;
  try {
    const entry = JSON.parse(data) as Partial<WinnerEntry> | null;
    const isEntry =
      typeof entry?.customerName === 'string' &&
      typeof entry.gameName === 'string' &&
      typeof entry.winAmount === 'string' &&
      typeof entry.nodeId === 'number' &&
      typeof entry.gameCode === 'string';
    return isEntry ? (entry as WinnerEntry) : null;
  } catch {
    return null;
  }
}

/** The live board's address: the brand rides in the query, as EventSource sends no headers. */
export function winnersLiveUrl(lang: Language, merchantCode: string | undefined): string {
  const params = new URLSearchParams({ lang });
  if (merchantCode) params.set('merchant', merchantCode);
  return `${gamePaths.winnersLive}?${params.toString()}`;
}

/**
 * Opens the live board: new wins arrive as Server-Sent Events and go on top of the cached
 * board; the browser reconnects by itself after a drop, and the board is fetched again then,
 * for the wins missed meanwhile. Returns the close function.
 */
export function connectWinnerBoard(options: {
  queryClient: QueryClient;
  /** The cached board's key, and how many entries it holds at most. */
  queryKey: QueryKey;
  limit: number;
  lang: Language;
  merchantCode: string | undefined;
}): () => void {
  const { queryClient, queryKey, limit, lang, merchantCode } = options;
  const source = new EventSource(winnersLiveUrl(lang, merchantCode));
  let opened = false;
  source.addEventListener('open', () => {
    if (opened) void queryClient.invalidateQueries({ queryKey });
    opened = true;
  });
  source.addEventListener(winnerEvent, (event) => {
    const entry = parseWinner((event as MessageEvent).data);
    if (!entry) return;
    queryClient.setQueryData<WinnerEntry[]>(queryKey, (board) =>
      board ? withNewWinner(board, entry, limit) : board,
    );
  });
  return () => source.close();
}
