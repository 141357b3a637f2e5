import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PamResponse } from '@lobby/contracts';
import { bets, games, members, selfExclusions, winnerFeed } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { originalsProviderCode, type PamCaller } from './pam-port.ts';
import { betRefusals } from './pam-withdraw.ts';
import { providerWalletFor } from './testing/pam-service-kit.ts';
import { openGameSession, pamTransaction } from './testing/pam-kit.ts';
import { winnersTopic } from './winner-feed.ts';

describe('provider wallet rules: limits, exclusion, wallets, play money, winners, promos', () => {
  let ctx: TestContext;
  let fixture: Awaited<ReturnType<typeof providerWalletFor>>;
  let merchantId: number;
  const originals = (): PamCaller => ({ merchantId, providerCode: originalsProviderCode });
  const sandbox = (): PamCaller => ({ merchantId, providerCode: 'SandboxRGS' });
  const codeOf = (answer: PamResponse) => answer.error?.code ?? answer.status;
  const cashOf = (answer: PamResponse) =>
    answer.balance?.cashAmount ?? answer.transactionResult?.balance?.cashAmount;

  /** A new member with an opening balance (minor units) on main or a vendor wallet. */
  async function newMember(
    options: {
      type?: number;
      status?: 'active' | 'disabled';
      main?: bigint;
      vendor?: [string, bigint];
    } = {},
  ): Promise<number> {
    const name = `p${randomUUID().slice(0, 8)}`;
    const [row] = await ctx.database.db
      .insert(members)
      .values({
        merchantId,
        username: name,
        nickname: name,
        type: options.type ?? 0,
        status: options.status ?? 'active',
      })
      .returning({ id: members.id });
    const id = row!.id;
    const fund = async (
      account:
        { memberId: number; kind: 'main' } | { memberId: number; kind: 'vendor'; vendor: string },
      amount: bigint,
    ) =>
      fixture.wallet.post({
        merchantId,
        idempotencyKey: `test-opening:${id}:${account.kind}`,
        kind: 'adjustment',
        memberId: id,
        legs: [
          { account: { house: 'adjustments' }, amount: -amount },
          { account, amount },
        ],
      });
    if (options.main) await fund({ memberId: id, kind: 'main' }, options.main);
    if (options.vendor)
      await fund({ memberId: id, kind: 'vendor', vendor: options.vendor[0] }, options.vendor[1]);
    return id;
  }

  async function sessionOf(
    memberId: number,
    game: { provider?: string; vassalage?: string; gameCode?: string } = {},
  ): Promise<{ caller: PamCaller; token: string; playerId: string }> {
    const providerCode = game.provider ?? originalsProviderCode;
    const launch = await openGameSession(ctx.database.db, {
      merchantId,
      memberId,
      providerCode,
      vassalage: game.vassalage ?? 'LOBBY',
      gameCode: game.gameCode ?? 'lotus-fortune',
    });
    const caller = { merchantId, providerCode };
    const answer = await fixture.pam.refreshSession(caller, launch);
    return { caller, token: answer.session!.token, playerId: String(memberId) };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    fixture = await providerWalletFor(ctx.database.db);
    merchantId = await demoMerchantId(ctx.database.db);
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('applies brand and game stake limits, and lets a free round through', async () => {
    const id = await newMember({ main: 100_000n });
    const { caller, token, playerId } = await sessionOf(id);
    const bet = (cashAmount: number, gameCode = 'lotus-fortune') =>
      fixture.pam.addTransaction(
        caller,
        playerId,
        token,
        pamTransaction({ transactionType: 'WITHDRAW', cashAmount, providerGameId: gameCode }),
      );
    const before = await ledgerRowCounts(ctx.database.db);
    const below = await bet(0.5);
    expect(below.error).toEqual({
      code: 'PAM_ERR_BET_NOT_ALLOWED',
      message: betRefusals.belowMinimum,
    });
    expect((await bet(10_000.01)).error?.message).toBe(betRefusals.aboveMaximum);
    await ctx.database.db
      .update(games)
      .set({ maxStake: 500n })
      .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, 'jade-dragon')));
    expect((await bet(6, 'jade-dragon')).error?.message).toBe(betRefusals.aboveMaximum);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    const free = await bet(0);
    expect(free.status).toBe('OK');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    expect((await bet(5, 'jade-dragon')).status).toBe('OK');
  });

  it('refuses bets of self-excluded and disabled members, and moves nothing', async () => {
    const excluded = await newMember({ main: 10_000n });
    await ctx.database.db.insert(selfExclusions).values({ merchantId, memberId: excluded });
    const disabled = await newMember({ main: 10_000n, status: 'disabled' });
    const before = await ledgerRowCounts(ctx.database.db);
    for (const [memberId, message] of [
      [excluded, betRefusals.selfExcluded],
      [disabled, betRefusals.accountDisabled],
    ] as const) {
      const { caller, token, playerId } = await sessionOf(memberId);
      const answer = await fixture.pam.addTransaction(
        caller,
        playerId,
        token,
        pamTransaction({ transactionType: 'WITHDRAW', cashAmount: 5 }),
      );
      expect(answer.error).toEqual({ code: 'PAM_ERR_BET_NOT_ALLOWED', message });
    }
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
  });

  it('plays a transfer-mode vendor on its own wallet, never the main one', async () => {
    const id = await newMember({ main: 50_000n, vendor: ['SLV', 5_000n] });
    const { caller, token, playerId } = await sessionOf(id, {
      provider: 'SandboxRGS',
      vassalage: 'SLV',
      gameCode: 'speed-baccarat',
    });
    expect(cashOf(await fixture.pam.getBalance(caller, playerId, token))).toBe(50);
    const tx = (overrides: Parameters<typeof pamTransaction>[0]) =>
      fixture.pam.addTransaction(
        caller,
        playerId,
        token,
        pamTransaction({ provider: 'SandboxRGS', providerRoundId: 'slv-1', ...overrides }),
      );
    expect(cashOf(await tx({ transactionType: 'WITHDRAW', cashAmount: 20 }))).toBe(30);
    expect(codeOf(await tx({ transactionType: 'WITHDRAW', cashAmount: 31 }))).toBe(
      'PAM_ERR_CASH_OVERDRAFT',
    );
    expect(cashOf(await tx({ transactionType: 'DEPOSIT', cashAmount: 40, isGameOver: true }))).toBe(
      70,
    );
    const balances = await fixture.wallet.balances(merchantId, id);
    expect({ main: balances.main, slv: balances.vendors.get('SLV') }).toEqual({
      main: 50_000n,
      slv: 7_000n,
    });
  });

  it('lets a trial account play with PLAY money only, off the winner board', async () => {
    const id = await newMember({ type: 4 });
    const { caller, token, playerId } = await sessionOf(id);
    const session = await fixture.pam.getSession(caller, token);
    expect(session.session?.currency).toBe('PLAY');
    const start = cashOf(await fixture.pam.getBalance(caller, playerId, token))!;
    expect(start).toBeGreaterThan(0);
    const tx = (overrides: Parameters<typeof pamTransaction>[0]) =>
      fixture.pam.addTransaction(
        caller,
        playerId,
        token,
        pamTransaction({ currency: 'PLAY', providerRoundId: 'trial-1', ...overrides }),
      );
    expect(codeOf(await tx({ transactionType: 'WITHDRAW', cashAmount: 5, currency: 'THB' }))).toBe(
      'PAM_ERR_TRANS_CURRENCY',
    );
    expect(cashOf(await tx({ transactionType: 'WITHDRAW', cashAmount: 5 }))).toBe(start - 5);
    expect(
      cashOf(await tx({ transactionType: 'DEPOSIT', cashAmount: 500, isGameOver: true })),
    ).toBe(start + 495);
    const [round] = await ctx.database.db.select().from(bets).where(eq(bets.memberId, id));
    expect(round).toMatchObject({ unit: 'PLAY', stake: 500n, payout: 50_000n });
    const wins = await ctx.database.db
      .select()
      .from(winnerFeed)
      .where(
        eq(
          winnerFeed.customerName,
          (await ctx.database.db.select().from(members).where(eq(members.id, id)))[0]!.username,
        ),
      );
    expect(wins).toEqual([]);
    const [house] = await rowsOf<{ units: string[] }>(
      ctx.database.db,
      sql`select array_agg(distinct a.unit) as units from ledger_postings p
          join ledger_accounts a on a.id = p.account_id
          join ledger_transactions t on t.id = p.transaction_id
          where t.member_id = ${id} and a.member_id is null`,
    );
    expect(house!.units).toEqual(['PLAY']);
  });

  it('puts a large real-money win on the winner board and tells live boards', async () => {
    const id = await newMember({ main: 10_000n });
    const { caller, token, playerId } = await sessionOf(id);
    const events: Array<Record<string, unknown>> = [];
    const stop = fixture.events.subscribe(winnersTopic(merchantId), (event) => events.push(event));
    try {
      const tx = (overrides: Parameters<typeof pamTransaction>[0]) =>
        fixture.pam.addTransaction(
          caller,
          playerId,
          token,
          pamTransaction({ providerRoundId: `board-${overrides.transactionType}`, ...overrides }),
        );
      await tx({ transactionType: 'WITHDRAW', cashAmount: 10, providerRoundId: 'board-small' });
      await tx({
        transactionType: 'DEPOSIT',
        cashAmount: 99.99,
        providerRoundId: 'board-small',
        isGameOver: true,
      });
      expect(events).toEqual([]);
      await tx({ transactionType: 'WITHDRAW', cashAmount: 10, providerRoundId: 'board-big' });
      await tx({
        transactionType: 'DEPOSIT',
        cashAmount: 150,
        providerRoundId: 'board-big',
        isGameOver: true,
      });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'winner',
        entry: {
          gameCode: 'lotus-fortune',
          vassalage: 'LOBBY',
          winAmount: '150.00',
          customerName: expect.stringContaining('***'),
        },
      });
      const [row] = await ctx.database.db
        .select()
        .from(winnerFeed)
        .where(eq(winnerFeed.winAmount, 15_000n));
      expect(row).toBeDefined();
    } finally {
      stop();
    }
  });

  it('pays a promo without a bet, and rolls back a promo buy-in', async () => {
    const id = await newMember({ main: 10_000n });
    const { caller, token, playerId } = await sessionOf(id);
    const promo = await fixture.pam.addTransaction(
      caller,
      playerId,
      token,
      pamTransaction({ transactionType: 'PROMODEPOSIT', cashAmount: 3 }),
    );
    expect(cashOf(promo)).toBe(103);
    const [round] = await ctx.database.db.select().from(bets).where(eq(bets.memberId, id));
    expect(round).toMatchObject({ stake: 0n, payout: 300n, status: 'settled' });
    const buyIn = pamTransaction({
      transactionType: 'PROMOWITHDRAW',
      cashAmount: 2,
      providerBetRef: 'promo-ref',
    });
    expect(cashOf(await fixture.pam.addTransaction(caller, playerId, token, buyIn))).toBe(101);
    const back = await fixture.pam.addTransaction(
      caller,
      playerId,
      token,
      pamTransaction({
        transactionType: 'PROMOCANCEL',
        cashAmount: 2,
        providerBetRef: 'promo-ref',
      }),
    );
    expect(cashOf(back)).toBe(103);
    const kinds = await rowsOf<{ kind: string }>(
      ctx.database.db,
      sql`select kind from ledger_transactions where member_id = ${id} order by id`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['adjustment', 'bonus', 'bet', 'rollback']);
  });

  it('finds the round of a win by its bet reference', async () => {
    const id = await newMember({ main: 10_000n });
    const { caller, token, playerId } = await sessionOf(id);
    await fixture.pam.addTransaction(
      caller,
      playerId,
      token,
      pamTransaction({
        transactionType: 'WITHDRAW',
        cashAmount: 4,
        providerRoundId: 'ref-round',
        providerBetRef: 'bet-ref-9',
      }),
    );
    const win = await fixture.pam.addTransaction(
      caller,
      playerId,
      token,
      pamTransaction({
        transactionType: 'DEPOSIT',
        cashAmount: 8,
        providerBetRef: 'bet-ref-9',
        isGameOver: true,
      }),
    );
    expect(cashOf(win)).toBe(104);
    const [round] = await ctx.database.db
      .select()
      .from(bets)
      .where(eq(bets.providerRoundId, 'ref-round'));
    expect(round).toMatchObject({ payout: 800n, status: 'settled' });
    const sandboxCall = await fixture.pam.getBalance(sandbox(), playerId, token);
    expect(codeOf(sandboxCall)).toBe('PAM_ERR_SESSION_NOT_FOUND');
    expect(originals().providerCode).toBe('LobbyOriginals');
  });
});
