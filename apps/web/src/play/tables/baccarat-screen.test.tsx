import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TableEvent, TableRoundView, TableState } from '@lobby/contracts';
import { initI18n } from '../../lib/i18n.ts';
import BaccaratScreen from './baccarat-screen.tsx';

/** A websocket the test drives: it records what was asked and delivers events by hand. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
  }
  deliver(event: TableEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  close() {}
}

const now = Date.now();
const round: TableRoundView = {
  roundId: 9,
  roundNo: 3,
  table: 'baccarat',
  phase: 'betting',
  serverSeedHash: 'f'.repeat(64),
  clientSeed: '9',
  cancelled: false,
  opensAt: new Date(now).toISOString(),
  closesAt: new Date(now + 15_000).toISOString(),
};
const state: TableState = {
  table: 'baccarat',
  serverTime: now,
  round,
  recent: [],
  myBets: [],
  balance: '100.00',
  currency: 'THB',
  minStake: '1.00',
  maxStake: '10000.00',
};
const session = { token: 't'.repeat(32), playerId: '7', currency: 'THB', language: 'en' };
const calls: { method: string; url: string; body: unknown }[] = [];

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (init.method === 'POST') {
        const value = {
          bet: {
            betId: calls.length,
            roundId: 9,
            spot: body.spot,
            stake: body.stake,
            payout: '0.00',
            status: 'placed',
          },
          balance: '85.00',
        };
        return new Response(JSON.stringify({ success: true, value }));
      }
      return new Response(JSON.stringify({ success: true, value: state }));
    }),
  );
});
afterEach(cleanup);

describe('BaccaratScreen', () => {
  it('lays chips on spots, sends one bet per spot, and deals the live result', async () => {
    render(<BaccaratScreen gameCode="baccarat" session={session} />);
    await waitFor(() => expect(screen.getByTestId('table-phase').dataset.phase).toBe('betting'));
    expect(FakeSocket.last?.protocols).toEqual(['lobby-table', session.token]);
    expect(FakeSocket.last?.url).toContain('/originals/v1/tables/ws?table=baccarat');

    fireEvent.click(screen.getByTestId('chip-5'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('spot-banker'));
    fireEvent.click(screen.getByTestId('chip-1'));
    fireEvent.click(screen.getByTestId('spot-tie'));
    fireEvent.click(screen.getByTestId('place-bets'));
    await waitFor(() => expect(screen.getByTestId('play-balance').textContent).toContain('85.00'));
    const bets = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(bets).toEqual([
      { roundId: 9, spot: 'banker', stake: '10.00' },
      { roundId: 9, spot: 'tie', stake: '1.00' },
    ]);
    // a spot already bet this round is locked
    expect((screen.getByTestId('spot-banker') as HTMLButtonElement).disabled).toBe(true);

    act(() =>
      FakeSocket.last!.deliver({
        type: 'round_result',
        round: {
          ...round,
          phase: 'running',
          result: {
            kind: 'baccarat',
            player: ['2S', 'TH'],
            banker: ['4D', '4C'],
            playerTotal: 2,
            bankerTotal: 8,
            winner: 'banker',
            playerPair: false,
            bankerPair: true,
          },
        },
      }),
    );
    expect(screen.getByTestId('baccarat-result').dataset.winner).toBe('banker');
    expect(screen.getAllByTestId('card').map((card) => card.dataset.card)).toEqual([
      '2S',
      'TH',
      '4D',
      '4C',
    ]);
    expect(screen.getByTestId('spot-banker_pair').className).toContain('table-spot--winner');
  });
});
