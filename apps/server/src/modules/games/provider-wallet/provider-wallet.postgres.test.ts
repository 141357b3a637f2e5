import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { rowsOf } from '../../../db/rows.ts';
import { createEventBus, memberTopic, type EventBus } from '../../../platform/event-bus.ts';
import { loadHmacKey } from '../../../platform/server-secrets.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { createWalletService } from '../../wallet/index.ts';
import { createProviderWallet } from './provider-wallet.service.ts';
import { pamTransaction } from './testing/pam-kit.ts';
import { demoPamPlayer, pamCodeOf } from './testing/pam-service-kit.ts';

/**
 * What only PostgreSQL shows (two sessions, LISTEN/NOTIFY): the bet path's balance event
 * leaves with the bet's own statement, and a bet never waits for a house shard another
 * transaction holds (migration 0029_pam_speed).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

const betIn = (roundId: string, cashAmount: number, extra: Partial<PamTransaction> = {}) =>
  pamTransaction({ transactionType: 'WITHDRAW', cashAmount, providerRoundId: roundId, ...extra });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('provider wallet on PostgreSQL', () => {
  let ctx: TestContext;
  let databaseUrl: string;
  let player: Awaited<ReturnType<typeof demoPamPlayer>>;
  const buses: EventBus[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const [row] = await rowsOf<{ name: string }>(
      ctx.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(postgresUrl!);
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
    player = await demoPamPlayer(ctx.database.db);
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await ctx.close();
  });

  /** Two instances' buses on one fresh channel: the wallet's, and another instance's. */
  async function twoInstances() {
    const channel = `lobby_test_${randomBytes(6).toString('hex')}`;
    const own = createEventBus({ databaseUrl, channel });
    const other = createEventBus({ databaseUrl, channel });
    buses.push(own, other);
    await Promise.all([own.ready(), other.ready()]);
    const db = ctx.database.db;
    const wallet = createWalletService({ db, events: own });
    const hmacKey = await loadHmacKey(db, undefined);
    const pam = createProviderWallet({ db, cacheTtlMs: 0, events: own, wallet, hmacKey });
    return { own, other, pam };
  }

  it("sends the bet's balance event in the bet's statement; a refused bet sends none", async () => {
    const { own, other, pam } = await twoInstances();
    const topic = memberTopic(player.memberId);
    const here: unknown[] = [];
    const there: unknown[] = [];
    own.subscribe(topic, (event) => here.push(event));
    other.subscribe(topic, (event) => there.push(event));
    const token = await player.openSession();
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const placed = await pam.addTransaction(player.caller, player.playerId, token, betIn('ev-1', 5));
      expect(placed.status).toBe('OK');
      // this instance's pages hear it after the commit, at once
      expect(here).toEqual([{ type: 'balance_changed', reason: 'bet' }]);
      for (let attempt = 0; attempt < 50 && there.length === 0; attempt++) await pause(100);
      expect(there).toEqual([{ type: 'balance_changed', reason: 'bet' }]);
      // no statement of the bus's own: the bet's statement carried the NOTIFY
      const busNotifies = query.mock.calls.filter(([text]) =>
        String(typeof text === 'object' ? (text as { text?: string }).text : text).includes(
          'from unnest($2::text[]) as payload',
        ),
      );
      expect(busNotifies).toEqual([]);

      const balance = await pam.getBalance(player.caller, player.playerId, token);
      const refused = await pam.addTransaction(
        player.caller,
        player.playerId,
        token,
        betIn('ev-2', balance.balance!.cashAmount + 1),
      );
      expect(pamCodeOf(refused)).toBe('PAM_ERR_CASH_OVERDRAFT');
      await pause(500);
      expect(here).toHaveLength(1);
      expect(there).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

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
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      // another transaction holds every shard but one, to its commit
      await holder.query('begin');
      await holder.query(
        `select id from ledger_accounts where merchant_id = $1 and member_id is null
           and kind = 'game_revenue' and shard <> 11 for update`,
        [merchantId],
      );
      const token = await player.openSession();
      const bets = [1, 2, 3].map((n) =>
        player.pam.addTransaction(player.caller, player.playerId, token, betIn(`shard-${n}`, 1)),
      );
      const answers = await Promise.race([
        Promise.all(bets),
        pause(5_000).then(() => 'waited for a held shard' as const),
      ]);
      expect(answers).not.toBe('waited for a held shard');
      expect((answers as { status: string }[]).map((answer) => answer.status)).toEqual([
        'OK',
        'OK',
        'OK',
      ]);
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
