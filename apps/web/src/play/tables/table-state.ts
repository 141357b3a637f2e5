import type { TableBetView, TableEvent, TableRoundView, TableState } from '@lobby/contracts';

/** Somebody's bet or cash-out in the current round, for the live list. */
export type FeedEntry =
  | { kind: 'bet'; roundId: number; player: string; spot: string; stake: string }
  | { kind: 'cashout'; roundId: number; player: string; cashoutAt: number; payout: string };

const recentLimit = 20;
const feedLimit = 30;

/** A newer (or the same) round replaces the shown one; a late event of an older round does not. */
function withRound(state: TableState, round: TableRoundView): TableState {
  const current = state.round;
  if (current && current.roundId > round.roundId) return state;
  return { ...state, round };
}

/** Adds a settled round to the recent results (newest first, no doubles). */
function withRecent(state: TableState, round: TableRoundView): TableState {
  const others = state.recent.filter((entry) => entry.roundId !== round.roundId);
  return { ...state, recent: [round, ...others].slice(0, recentLimit) };
}

/** The table state after one live event (pure, so it is tested without a socket). */
export function applyTableEvent(state: TableState, event: TableEvent): TableState {
  switch (event.type) {
    case 'round_opened':
    case 'round_started':
    case 'round_result':
      return withRound(state, event.round);
    case 'round_settled':
      return withRecent(withRound(state, event.round), event.round);
    case 'bet_placed':
    case 'cashed_out':
    case 'ping':
      return state;
    default:
      return state;
  }
}

/** The live list after one event: a new round starts an empty list. */
export function applyFeedEvent(feed: FeedEntry[], event: TableEvent): FeedEntry[] {
  switch (event.type) {
    case 'round_opened':
      return [];
    case 'bet_placed':
      return [
        {
          kind: 'bet' as const,
          roundId: event.roundId,
          player: event.player,
          spot: event.spot,
          stake: event.stake,
        },
        ...feed,
      ].slice(0, feedLimit);
    case 'cashed_out':
      return [
        {
          kind: 'cashout' as const,
          roundId: event.roundId,
          player: event.player,
          cashoutAt: event.cashoutAt,
          payout: event.payout,
        },
        ...feed,
      ].slice(0, feedLimit);
    default:
      return feed;
  }
}

/** My bets with one added or replaced (an answer to a bet or a cash-out). */
export function withMyBet(bets: TableBetView[], bet: TableBetView): TableBetView[] {
  return [...bets.filter((entry) => entry.betId !== bet.betId), bet];
}

/** Milliseconds until `iso`, by the server's clock (never below 0). */
export function msUntil(iso: string, serverNow: number): number {
  return Math.max(0, Date.parse(iso) - serverNow);
}

/** A multiplier ×100 as shown: 235 → "2.35". */
export function multiplierText(x100: number): string {
  return (x100 / 100).toFixed(2);
}
