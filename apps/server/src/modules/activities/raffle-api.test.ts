import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, RaffleResult } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import { ledgerReads } from '../wallet/index.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { activitiesJobs, drawRaffle, ticketListHash } from './index.ts';
import {
  activitiesCaller,
  activitiesOperator,
  openActivity,
  texts,
} from './testing/activities-kit.ts';


type Answer = { statusCode: number; body: string; json(): unknown };
type RafflePlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'raffle' }>;
const day = 86_400_000;

describe('raffle: tickets, a provably fair draw, the claim', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof activitiesCaller>;
  let agent: ReturnType<typeof activitiesCaller>;
  let operator: ReturnType<typeof activitiesOperator>;
  const db = () => ctx.database.db;
  // the app's scheduler runs the draw job by hand (jobs are off in tests)
  const runDrawJob = () => ctx.app.jobs.runNow(activitiesJobs.raffleDraw);
  const value = <T>(answer: Answer) => demo.valueOf<T>(answer);
  const playOf = async (caller: typeof demo, id: number) =>
    value<ActivityDetail>(await caller.detail(id)).play as RafflePlay;

  async function expectRefused(send: () => Promise<Answer>, status: number, expected: string) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const answer = await send();
    expect(
      { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
      answer.body,
    ).toEqual({ status, code: expected });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  }

  /** A raffle open now; each member takes 2 tickets a day; one prize (cash and points). */
  async function openRaffle(
    prizes: Array<Record<string, unknown>> = [{ amount: '10.00', points: 25 }],
  ) {
    const input = openActivity({ kind: 'raffle', ticketsPerDay: 2, prizes } as never, 'Raffle');
    return value<{ id: number }>(await operator.create(input)).id;
  }

  /** Everyone's tickets taken, then the raffle's close moved into the past. */
  async function closeRaffle(id: number, prizes: Array<Record<string, unknown>>) {
    const input = {
      ...texts('Raffle'),
      startsAt: new Date(Date.now() - 2 * day),
      endsAt: new Date(Date.now() - 60_000),
      rules: { kind: 'raffle', ticketsPerDay: 2, prizes },
    };
    expect((await operator.update(id, input as never)).statusCode).toBe(200);
  }

  async function allTicketIds(id: number) {
    const rows = await rowsOf<{ id: number | string }>(
      db(),
      sql`select id from activity_raffle_tickets where activity_id = ${id} order by id`,
    );
    return rows.map((row) => Number(row.id));
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    demoId = await memberIdOf(db(), 'demo');
    demo = activitiesCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    agent = activitiesCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    operator = activitiesOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx?.close());

  it('commits the seed hash first; the early draw reveals a seed that recomputes the winners', async () => {
    const id = await openRaffle();
    const committed = (await playOf(demo, id)).serverSeedHash;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await expectRefused(() => demo.raffleClaim(id), 409, 'raffle_not_drawn');

    const mine = value<{ ticketIds: number[] }>(await demo.raffleTickets(id)).ticketIds;
    expect(mine).toHaveLength(2);
    await expectRefused(() => demo.raffleTickets(id), 409, 'raffle_tickets_taken');
    expect((await agent.raffleTickets(id)).statusCode).toBe(200);
    const play = await playOf(demo, id);
    expect(play).toMatchObject({ myTicketIds: mine, ticketCount: 4, tookToday: true });
    expect(play.result).toBeNull();

    const drawn = value<RaffleResult>(await operator.draw(id));
    expect(createHash('sha256').update(drawn.serverSeed).digest('hex')).toBe(committed);
    const ticketIds = await allTicketIds(id);
    expect(drawn.ticketListHash).toBe(ticketListHash(ticketIds));
    const recomputed = drawRaffle({ serverSeed: drawn.serverSeed, ticketIds, prizeCount: 1 });
    expect(drawn.winners.map(({ rank, ticketId }) => ({ rank, ticketId }))).toEqual(
      recomputed.winners,
    );
    expect(drawn.ticketCount).toBe(4);

    const [audit] = await rowsOf<{ action: string }>(
      db(),
      sql`select action from audit_log where subject_kind = 'activity'
          and subject_id = ${String(id)} and action = 'activity.raffle.draw'`,
    );
    expect(audit?.action).toBe('activity.raffle.draw');
    await expectRefused(() => operator.draw(id), 409, 'raffle_already_drawn');
    await expectRefused(() => demo.raffleTickets(id), 409, 'raffle_already_drawn');
    expect((await playOf(demo, id)).result).toEqual({
      ...drawn,
      winners: drawn.winners.map((w) => ({ ...w, mine: mine.includes(w.ticketId) })),
    });
  });

  it('pays the winner once, even claiming twice at once; a non-winner cannot claim', async () => {
    const id = await openRaffle();
    await demo.raffleTickets(id);
    await agent.raffleTickets(id);
    const drawn = value<RaffleResult>(await operator.draw(id));
    const demoTickets = (await playOf(demo, id)).myTicketIds;
    const demoWon = demoTickets.includes(drawn.winners[0]!.ticketId);
    const [winner, loser] = demoWon ? [demo, agent] : [agent, demo];
    const winnerId = demoWon ? demoId : await memberIdOf(db(), 'agent');
    const points = () =>
      ledgerReads.balanceOf(db(), merchantId, { memberId: winnerId, kind: 'points' });
    const cash = await mainBalance(db(), merchantId, winnerId);
    const pointsBefore = await points();

    await expectRefused(() => loser.raffleClaim(id), 409, 'raffle_not_a_winner');
    const answers = await Promise.all([winner.raffleClaim(id), winner.raffleClaim(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(db(), merchantId, winnerId)).toBe(cash + 1000n);
    expect(await points()).toBe(pointsBefore + 25n);
    await expectRefused(() => winner.raffleClaim(id), 409, 'raffle_already_claimed');
    const play = await playOf(winner, id);
    expect(play.result?.winners[0]).toMatchObject({ mine: true, claimed: true });
  });

  it('draws at close by the job exactly once, the same draw anyone recomputes', async () => {
    const prizes = [{ amount: '3.00' }, { amount: '2.00' }, { amount: '1.00' }];
    const id = await openRaffle(prizes);
    await demo.raffleTickets(id);
    await agent.raffleTickets(id);
    await closeRaffle(id, prizes);
    expect(await runDrawJob()).toBe(true);
    const first = await rowsOf<{ drawn_at: Date; winners: unknown; server_seed: string }>(
      db(),
      sql`select drawn_at, winners, server_seed from activity_raffles where activity_id = ${id}`,
    );
    expect(first).toHaveLength(1);
    expect(await runDrawJob()).toBe(true);
    const again = await rowsOf<{ drawn_at: Date; winners: unknown; server_seed: string }>(
      db(),
      sql`select drawn_at, winners, server_seed from activity_raffles where activity_id = ${id}`,
    );
    expect(again).toEqual(first);
    const ticketIds = await allTicketIds(id);
    const recomputed = drawRaffle({ serverSeed: first[0]!.server_seed, ticketIds, prizeCount: 3 });
    expect(
      (first[0]!.winners as Array<{ rank: number; ticketId: number }>).map(
        ({ rank, ticketId }) => ({ rank, ticketId }),
      ),
    ).toEqual(recomputed.winners);
    // without replacement: three different tickets
    expect(new Set(recomputed.winners.map((w) => w.ticketId)).size).toBe(3);
    await expectRefused(() => operator.draw(id), 409, 'raffle_already_drawn');
    await expectRefused(
      () =>
        operator.update(id, openActivity({ kind: 'raffle', ticketsPerDay: 2, prizes } as never)),
      409,
      'raffle_already_drawn',
    );
  });
});
