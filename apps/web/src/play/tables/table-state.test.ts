import { describe, expect, it } from 'vitest';
import type { TableRoundView, TableState } from '@lobby/contracts';
import {
  applyFeedEvent,
  applyTableEvent,
  msUntil,
  multiplierText,
  withMyBet,
} from './table-state.ts';
import { autoCashoutX100 } from './crash-screen.tsx';
import { addChip } from './use-spot-bets.ts';
import { roundVerifyUrl } from '../fairness/verify-link.ts';

const round = (roundId: number, phase: TableRoundView['phase'] = 'betting'): TableRoundView => ({
  roundId,
  roundNo: roundId,
  table: 'roulette',
  phase,
  serverSeedHash: 'h'.repeat(64),
  clientSeed: String(roundId),
  cancelled: false,
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2026-01-01T00:00:15.000Z',
});
const state = (current: TableRoundView): TableState => ({
  table: 'roulette',
  serverTime: 0,
  round: current,
  recent: [],
  myBets: [],
  balance: '100.00',
  currency: 'THB',
  minStake: '1.00',
  maxStake: '10000.00',
});

describe('the table state', () => {
  it('follows the round through its events and keeps settled rounds as recent', () => {
    let current = state(round(5));
    current = applyTableEvent(current, { type: 'round_result', round: round(5, 'running') });
    expect(current.round?.phase).toBe('running');
    const settled = { ...round(5, 'settled'), serverSeed: 's' };
    current = applyTableEvent(current, { type: 'round_settled', round: settled });
    current = applyTableEvent(current, { type: 'round_settled', round: settled });
    expect(current.recent.map((entry) => entry.roundId)).toEqual([5]);
    current = applyTableEvent(current, { type: 'round_opened', round: round(6) });
    expect(current.round?.roundId).toBe(6);
    // a late event of an older round does not take the table back
    current = applyTableEvent(current, { type: 'round_result', round: round(5, 'running') });
    expect(current.round?.roundId).toBe(6);
  });

  it('lists bets and cash-outs of the round, and starts over with a new round', () => {
    let feed = applyFeedEvent([], {
      type: 'bet_placed',
      roundId: 1,
      player: 'de***o',
      spot: 'crash',
      stake: '10.00',
      currency: 'THB',
    });
    feed = applyFeedEvent(feed, {
      type: 'cashed_out',
      roundId: 1,
      player: 'de***o',
      cashoutAt: 150,
      payout: '15.00',
      currency: 'THB',
    });
    expect(feed.map((entry) => entry.kind)).toEqual(['cashout', 'bet']);
    expect(applyFeedEvent(feed, { type: 'round_opened', round: round(2) })).toEqual([]);
  });

  it('replaces my bet by id and counts down by the server clock', () => {
    const bet = {
      betId: 1,
      roundId: 1,
      spot: 'red',
      stake: '1.00',
      payout: '0.00',
      status: 'placed' as const,
    };
    const bets = withMyBet([bet], { ...bet, status: 'won', payout: '2.00' });
    expect(bets).toEqual([{ ...bet, status: 'won', payout: '2.00' }]);
    expect(msUntil('2026-01-01T00:00:15.000Z', Date.parse('2026-01-01T00:00:10.000Z'))).toBe(5_000);
    expect(msUntil('2026-01-01T00:00:15.000Z', Date.parse('2026-01-01T00:00:20.000Z'))).toBe(0);
    expect(multiplierText(235)).toBe('2.35');
  });

  it('reads an auto cash-out, lays chips and links a settled round to the verify page', () => {
    expect(autoCashoutX100('')).toBeUndefined();
    expect(autoCashoutX100('2')).toBe(200);
    expect(autoCashoutX100('1.5')).toBe(150);
    expect(autoCashoutX100('1.00')).toBeNull();
    expect(autoCashoutX100('abc')).toBeNull();
    expect(addChip(addChip({}, 'red', 100n), 'red', 500n)).toEqual({ red: 600n });
    expect(roundVerifyUrl(round(7, 'settled'))).toBeNull();
    const url = roundVerifyUrl({ ...round(7, 'settled'), serverSeed: 'abc' });
    expect(url).toBe(
      `/verify?game=roulette&serverSeed=abc&clientSeed=7&nonce=0&hash=${'h'.repeat(64)}`,
    );
  });
});
