import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { rowsOf } from '../../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { connectAnotherSession } from '../../../../test/database-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { pamTransaction } from './testing/pam-kit.ts';
import { demoPamPlayer } from './testing/pam-service-kit.ts';

/**
 * What only PostgreSQL shows (two sessions at once): a bet never waits for a house shard that
 * another game movement holds (migration 0030_pam_speed).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const betIn = (roundId: string, cashAmount: number, extra: Partial<PamTransaction> = {}) =>
  pamTransaction({ transactionType: 'WITHDRAW', cashAmount, providerRoundId: roundId, ...extra });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('provider wallet on PostgreSQL', () => {
  let ctx: TestContext;
  let player: Awaited<ReturnType<typeof demoPamPlayer>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    player = await demoPamPlayer(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  it('takes a house shard nobody holds instead of waiting for a held one', async () => {
    const db = ctx.database.db;
    const merchantId = player.caller.merchantId;
    // every shard of the house's game revenue exists, as on a busy site
    await db.execute(sql`select ledger_account_for(${merchantId}, null, 'game_revenue', '', s)
      from generate_series(0, 15) s`);
    const shards = await rowsOf<{ id: string; shard: number }>(
      db,
      sql`select id, shard from ledger_accounts where merchant_id = ${merchantId}
        and member_id is null and kind = 'game_revenue' order by shard`,
    );
    expect(shards).toHaveLength(16);
    const free = shards.find((row) => row.shard === 11)!;
    const holder = await connectAnotherSession(db);
    try {
      // another game movement holds every shard but one, to its commit: their rows, and the
      // advisory lock each game movement takes on the shard it picked (0030_pam_speed)
      await holder.query('begin');
      await holder.query(
        `select pg_advisory_xact_lock(7403, id::int) from ledger_accounts
         where merchant_id = $1 and member_id is null and kind = 'game_revenue' and shard <> 11
         order by id for update`,
        [merchantId],
      );
      const token = await player.openSession();
      // one after another: each finds the 16th free (bets at the same instant would also hold
      // it from each other, and one that finds every shard held waits on a random one)
      for (const n of [1, 2, 3]) {
        const answer = await Promise.race([
          player.pam.addTransaction(player.caller, player.playerId, token, betIn(`shard-${n}`, 1)),
          pause(5_000).then(() => 'waited for a held shard' as const),
        ]);
        expect(answer).not.toBe('waited for a held shard');
        expect((answer as { status: string }).status).toBe('OK');
      }
      const houseLegs = await rowsOf<{ account_id: string }>(
        db,
        sql`select p.account_id from ledger_postings p
          join ledger_transactions t on t.id = p.transaction_id
          where t.idempotency_key like 'pam:%:bet:%' and p.amount > 0
            and t.reference like 'round:%:shard-%'`,
      );
      expect(houseLegs.map((leg) => String(leg.account_id))).toEqual([
        String(free.id),
        String(free.id),
        String(free.id),
      ]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });
});
