import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { members, merchants } from '../../../db/schema/index.ts';
import { seedDemo } from '../../../seed/seed.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { createTestDatabase } from '../../../../test/database-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { createResponsibleGambling } from '../../protection/index.ts';
import type { PamPort } from '../../games/index.ts';
import { providerWalletFor } from '../../games/provider-wallet/testing/pam-service-kit.ts';
import { openGameSession } from '../../games/provider-wallet/testing/pam-kit.ts';
import { createFairSeedsRepository } from '../fairness/fair-seeds.repository.ts';
import { createFairSeeds } from '../fairness/fair-seeds.service.ts';
import { createInstantPlays, type PlayInput } from './instant-play.service.ts';
import { playContextOf, type PlayContext } from './play-money.ts';
import { createOriginalsWallet } from '../originals-wallet.ts';
import { createPlayWallet } from './play-wallet.ts';
import { createPlaysRepository } from './plays.repository.ts';

describe('instant plays: money first, never a lost win', () => {
  let database: Database;
  let context: PlayContext;
  let pam: PamPort;
  /** DEPOSIT calls still to fail (as if the answer was lost). */
  let failingDeposits = 0;

  const plays = () => {
    const db = database.db;
    const flaky: PamPort = {
      ...pam,
      addTransaction: async (caller, playerId, token, transaction) => {
        if (transaction.transactionType === 'DEPOSIT' && failingDeposits > 0) {
          failingDeposits -= 1;
          throw new Error('connection lost');
        }
        return pam.addTransaction(caller, playerId, token, transaction);
      },
    };
    return createInstantPlays({
      db,
      plays: createPlaysRepository(db),
      fairSeeds: createFairSeeds({ db, repository: createFairSeedsRepository(db) }),
      wallet: createPlayWallet(createOriginalsWallet(flaky)),
      responsibleGambling: createResponsibleGambling({ db }),
    });
  };
  const input = (requestId: string, overrides: Partial<PlayInput> = {}): PlayInput => ({
    context,
    gameCode: 'dice',
    requestId,
    stakeText: '10.00',
    bet: { target: 5000 },
    deal: () => ({ status: 'finished', payout: 2500n, state: { outcome: { fixed: true } } }),
    ...overrides,
  });
  const balance = async () =>
    BigInt((await createPlayWallet(createOriginalsWallet(pam)).balance(context)).replace('.', ''));
  const playOf = async (roundId: string) =>
    (
      await rowsOf<{ finished_at: unknown; payout: unknown }>(
        database.db,
        sql`select finished_at, payout from originals_plays where round_id = ${roundId}`,
      )
    )[0];
  const playCount = async () =>
    (
      await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from originals_plays`)
    )[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    pam = (await providerWalletFor(database.db)).pam;
    const [merchant] = await database.db
      .select()
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    const [member] = await database.db.select().from(members).where(eq(members.username, 'demo'));
    if (!merchant || !member) throw new Error('demo brand missing');
    const token = await openGameSession(database.db, {
      merchantId: merchant.id,
      memberId: member.id,
      providerCode: 'LobbyOriginals',
      vassalage: 'LOBBY',
      gameCode: 'dice',
      status: 'active',
      minutes: 60,
    });
    context = playContextOf(merchant as Merchant, {
      merchantId: merchant.id,
      memberId: member.id,
      playerId: String(member.id),
      currency: 'THB',
      language: 'en',
      gameId: 'dice',
      token,
    });
  });
  afterEach(async () => {
    failingDeposits = 0;
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => database.close());

  it('keeps a play whose payout was lost and pays it on the replay, once', async () => {
    const before = await balance();
    failingDeposits = 3;
    await expect(plays().play(input('lost-win-1'))).rejects.toMatchObject({ code: 'bet_refused' });
    const stored = await plays().play(input('lost-win-1'));
    // the replay found the stored play and paid it
    expect(stored.play.payout).toBe(2500n);
    expect(await balance()).toBe(before - 1000n + 2500n);
    expect((await playOf(stored.play.roundId))?.finished_at).not.toBeNull();
    await plays().play(input('lost-win-1'));
    expect(await balance()).toBe(before - 1000n + 2500n);
  });

  it('pays an earlier unpaid play before the next one', async () => {
    const before = await balance();
    failingDeposits = 3;
    await expect(plays().play(input('lost-win-2'))).rejects.toBeTruthy();
    expect(await balance()).toBe(before - 1000n);
    await plays().play(input('next-play-2'));
    expect(await balance()).toBe(before - 2000n + 5000n);
  });

  it('retries a lost payout answer within the same request', async () => {
    const before = await balance();
    failingDeposits = 2;
    const { play } = await plays().play(input('retried-3'));
    expect((await playOf(play.roundId))?.finished_at).not.toBeNull();
    expect(await balance()).toBe(before - 1000n + 2500n);
  });

  it('gives the stake back when the play cannot be stored, and stores nothing', async () => {
    const before = await balance();
    const count = await playCount();
    await expect(
      plays().play(
        input('broken-4', {
          deal: () => {
            throw new Error('broken game');
          },
        }),
      ),
    ).rejects.toThrow('broken game');
    expect(await balance()).toBe(before);
    expect(await playCount()).toBe(count);
  });

  it('never deals when the stake is refused', async () => {
    const count = await playCount();
    let dealt = false;
    await expect(
      plays().play(
        input('too-much-5', {
          stakeText: '9999.00',
          deal: () => {
            dealt = true;
            return { status: 'finished', payout: 0n, state: {} };
          },
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(dealt).toBe(false);
    expect(await playCount()).toBe(count);
  });
});
