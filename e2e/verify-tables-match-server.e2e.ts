import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableBetView, TableCode, TableRoundView, TableState } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../apps/server/test/app-kit.ts';
import {
  fundMember,
  joinTable,
  type TablePlayer,
} from '../apps/server/src/modules/originals/tables/testing/table-kit.ts';
import type { VerifyOutcome } from '../apps/web/src/features/verify/verify-outcome.ts';
import { roundVerifyUrl } from '../apps/web/src/play/fairness/verify-link.ts';
import { verifyPageOutcome } from './support/verify-page.ts';

/**
 * The verify page's computation against rounds the shared tables really played: the server
 * runs its table job as in production, a member bets on every round, and each settled round's
 * verify link (as the table page builds it) is read by the verify page's own code. Time is
 * hurried by moving the rounds' timestamps back, a few seconds a step, so no round is missed
 * (a step overdue by more than the grace would cancel it).
 */

/** A bet per table whose result the verified outcome decides on its own. */
const betsOf: Record<TableCode, { spot: string; autoCashoutAt?: number }> = {
  crash: { spot: 'crash', autoCashoutAt: 150 },
  baccarat: { spot: 'tie' },
  roulette: { spot: 'red' },
};
/** Whether the verified outcome makes the bet above a winner. */
function betWins(outcome: VerifyOutcome): boolean {
  switch (outcome.game) {
    case 'crash':
      return outcome.crashPointX100 >= 150;
    case 'baccarat':
      return outcome.round.winner === 'tie';
    case 'roulette':
      return outcome.colour === 'red';
    default:
      throw new Error(`not a table: ${outcome.game}`);
  }
}

const roundsPerTable = 5;
const hurryStepSeconds = 4;

interface Seen {
  rounds: Map<number, TableRoundView>;
  bets: Map<number, TableBetView>;
}

describe('the verify page computes what the tables played', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ config: { JOBS_ENABLED: 'true' } });
  });
  afterAll(async () => ctx?.close());

  /** Every round's timestamps a few seconds earlier: the tables' next steps come due. */
  const hurry = () =>
    ctx.database.db.execute(sql`
      update table_rounds set
        opens_at = opens_at - make_interval(secs => ${hurryStepSeconds}),
        closes_at = closes_at - make_interval(secs => ${hurryStepSeconds}),
        started_at = started_at - make_interval(secs => ${hurryStepSeconds}),
        settled_at = settled_at - make_interval(secs => ${hurryStepSeconds})`);

  /** One look at a table: bets on a round open for bets, and keeps what settled. */
  async function look(player: TablePlayer, table: TableCode, seen: Seen): Promise<void> {
    const answer = await player.get(`/originals/v1/tables/${table}/state`);
    expect(answer.statusCode).toBe(200);
    const state = (answer.json() as { value: TableState }).value;
    for (const bet of state.myBets) seen.bets.set(bet.roundId, bet);
    for (const round of state.recent) {
      if (seen.bets.has(round.roundId) && !round.cancelled) seen.rounds.set(round.roundId, round);
    }
    const round = state.round;
    if (round?.phase !== 'betting' || seen.bets.has(round.roundId)) return;
    const placed = await player.post(`/originals/v1/tables/${table}/bets`, {
      roundId: round.roundId,
      stake: state.minStake,
      ...betsOf[table],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    seen.bets.set(round.roundId, (placed.json() as { value: { bet: TableBetView } }).value.bet);
  }

  it('crash, baccarat and roulette: each round, and the bet it paid', async () => {
    const tables: TableCode[] = ['crash', 'baccarat', 'roulette'];
    const players = new Map<TableCode, TablePlayer>();
    const seen = new Map<TableCode, Seen>();
    for (const table of tables) {
      const player = await joinTable(ctx.app, ctx.database.db, 'demo', table);
      await fundMember(ctx.database.db, player, 1_000_000n);
      players.set(table, player);
      seen.set(table, { rounds: new Map(), bets: new Map() });
    }
    const settledEnough = () =>
      tables.every((table) => seen.get(table)!.rounds.size >= roundsPerTable);
    for (let step = 0; step < 600 && !settledEnough(); step++) {
      for (const table of tables) await look(players.get(table)!, table, seen.get(table)!);
      await hurry();
      await sleep(300);
    }
    expect(settledEnough()).toBe(true);

    for (const table of tables) {
      for (const round of seen.get(table)!.rounds.values()) {
        const label = `${table} round ${round.roundNo}`;
        const link = roundVerifyUrl(round);
        expect(link, label).not.toBeNull();
        const verified = verifyPageOutcome(link!);
        expect(verified.game, label).toBe(table);
        expect(verifiedResult(verified), label).toEqual(round.result);
        const bet = seen.get(table)!.bets.get(round.roundId)!;
        expect(bet.status === 'won' || bet.status === 'cashed_out', label).toBe(betWins(verified));
      }
    }
  });
});

/** The verified outcome in the shape of the server's round result. */
function verifiedResult(outcome: VerifyOutcome): TableRoundView['result'] {
  switch (outcome.game) {
    case 'crash':
      return { kind: 'crash', crashPoint: outcome.crashPointX100 };
    case 'baccarat': {
      const { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair } =
        outcome.round;
      return {
        kind: 'baccarat',
        player: [...player],
        banker: [...banker],
        playerTotal,
        bankerTotal,
        winner,
        playerPair,
        bankerPair,
      };
    }
    case 'roulette':
      return { kind: 'roulette', number: outcome.pocket, colour: outcome.colour };
    default:
      throw new Error(`not a table: ${outcome.game}`);
  }
}
