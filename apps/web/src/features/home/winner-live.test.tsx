import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createTestQueryClient,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { useWinnerBoard, winnerBoardQueryOptions } from './api/get-winner-board.ts';
import { parseWinner, winnersLiveUrl, withNewWinner } from './winner-live-connection.ts';
import { useWinnerBoardLive } from './winner-live.ts';
import { StandInEventSource, winnerEntry } from './testing/winner-stand-ins.ts';

beforeAll(() => setUpI18n('en'));
afterEach(resetAfterTest);

const entry = winnerEntry;

describe('live winner board', () => {
  it('puts a new win on top, keeps 20, and adds a repeat once', () => {
    const board = Array.from({ length: 20 }, (_, i) => entry(i + 1));
    const next = withNewWinner(board, entry(42), 20);
    expect(next).toHaveLength(20);
    expect(next[0]).toEqual(entry(42));
    expect(next.at(-1)).toEqual(entry(19));
    expect(withNewWinner(next, entry(42), 20)).toEqual(next);
  });

  it('reads only well-formed winner events', () => {
    expect(parseWinner(JSON.stringify(entry(3)))).toEqual(entry(3));
    expect(parseWinner('not json')).toBeNull();
    expect(parseWinner(JSON.stringify({ customerName: 'x' }))).toBeNull();
    expect(parseWinner(undefined)).toBeNull();
  });

  it('names the brand and language in the address', () => {
    expect(winnersLiveUrl('th', 'lotus')).toBe('/lgw/games/winners/live?lang=th&merchant=lotus');
    expect(winnersLiveUrl('en', undefined)).toBe('/lgw/games/winners/live?lang=en');
  });

  it('adds pushed wins to the cached board and refetches after a reconnect', async () => {
    vi.stubGlobal('EventSource', StandInEventSource);
    StandInEventSource.last = undefined;
    const { calls } = standInApi({ 'GET /lgw/games/winners': { value: [entry(1)] } });
    const queryClient = createTestQueryClient();
    const { queryKey } = winnerBoardQueryOptions('en');
    queryClient.setQueryData(queryKey, [entry(1)]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(
      () => {
        useWinnerBoard('en');
        useWinnerBoardLive('en');
      },
      { wrapper },
    );
    // the connection's chunk loads after the first render
    const source = await vi.waitFor(() => {
      expect(StandInEventSource.last).toBeDefined();
      return StandInEventSource.last!;
    });
    expect(source.url).toContain('/lgw/games/winners/live?lang=en');

    source.emit('open');
    source.emit('winner', JSON.stringify(entry(2)));
    source.emit('winner', 'garbage');
    expect(queryClient.getQueryData(queryKey)).toEqual([entry(2), entry(1)]);

    // a reconnect: wins may have been missed, the board is asked for again
    source.emit('open');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/lgw/games/winners')).toHaveLength(1),
    );
    unmount();
    expect(source.closed).toBe(true);
  });
});
