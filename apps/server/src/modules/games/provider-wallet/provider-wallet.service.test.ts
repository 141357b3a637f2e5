import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { bets, providerTransactions } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { originalsProviderCode, type PamCaller } from './pam-port.ts';
import { expireSessions, openGameSession, pamTransaction } from './testing/pam-kit.ts';
import { demoPamPlayer, pamCashOf, pamCodeOf } from './testing/pam-service-kit.ts';

/** A provider bet (WITHDRAW) of `cashAmount` in the given round. */
const betIn = (roundId: string, cashAmount: number, extra: Partial<PamTransaction> = {}) =>
  pamTransaction({ transactionType: 'WITHDRAW', cashAmount, providerRoundId: roundId, ...extra });

/** A provider win (DEPOSIT) of `cashAmount` in the given round. */
const winIn = (roundId: string, cashAmount: number, extra: Partial<PamTransaction> = {}) =>
  pamTransaction({ transactionType: 'DEPOSIT', cashAmount, providerRoundId: roundId, ...extra });

describe('provider wallet (in process, as the in-house games use it)', () => {
  let ctx: TestContext;
  let player: Awaited<ReturnType<typeof demoPamPlayer>>;
  let pam: typeof player.pam;
  let caller: PamCaller;
  let memberId: number;
  let playerId: string;

  const codeOf = pamCodeOf;
  const cashOf = pamCashOf;
  /** A launch token for the demo member on a game, exchanged for a session token. */
  const session = (gameCode?: string) => player.openSession(gameCode);

  const balance = async (token: string) => cashOf(await pam.getBalance(caller, playerId, token));

  beforeAll(async () => {
    ctx = await createTestApp();
    player = await demoPamPlayer(ctx.database.db);
    ({ pam, caller, memberId, playerId } = player);
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  describe('sessions', () => {
    it('exchanges a launch token once for a session token; the launch token dies', async () => {
      const launch = await openGameSession(ctx.database.db, {
        merchantId: caller.merchantId,
        memberId,
        providerCode: originalsProviderCode,
        vassalage: 'LOBBY',
        gameCode: 'dice',
      });
      const refreshed = await pam.refreshSession(caller, launch);
      expect(refreshed).toMatchObject({
        status: 'OK',
        session: { playerId, currency: 'THB', country: 'TH', language: 'en', gameId: 'dice' },
      });
      const token = refreshed.session!.token;
      expect(token).not.toBe(launch);
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(codeOf(await pam.refreshSession(caller, launch))).toBe('PAM_ERR_SESSION_NOT_FOUND');
      expect(codeOf(await pam.getSession(caller, launch))).toBe('PAM_ERR_SESSION_NOT_FOUND');
      expect((await pam.getSession(caller, token)).session).toMatchObject({ playerId, token });
    });

    it('lets a provider use the launch token itself: getSession activates it', async () => {
      const launch = await openGameSession(ctx.database.db, {
        merchantId: caller.merchantId,
        memberId,
        providerCode: originalsProviderCode,
        vassalage: 'LOBBY',
        gameCode: 'mines',
      });
      expect((await pam.getSession(caller, launch)).session?.token).toBe(launch);
      expect(await balance(launch)).toBe(1000);
    });

    it('refuses unknown tokens, other providers, other players and expired sessions', async () => {
      const token = await session();
      expect(codeOf(await pam.getSession(caller, 'x'.repeat(32)))).toBe(
        'PAM_ERR_SESSION_NOT_FOUND',
      );
      expect(codeOf(await pam.getSession({ ...caller, providerCode: 'SandboxRGS' }, token))).toBe(
        'PAM_ERR_SESSION_NOT_FOUND',
      );
      expect(codeOf(await pam.getSession({ ...caller, providerCode: 'Nobody' }, token))).toBe(
        'PAM_ERR_MISSING_PROVIDER',
      );
      expect(codeOf(await pam.getBalance(caller, String(memberId + 1), token))).toBe(
        'PAM_ERR_SESSION_NOT_FOUND',
      );
      await expireSessions(ctx.database.db, memberId);
      expect(codeOf(await pam.getSession(caller, token))).toBe('PAM_ERR_SESSION_EXPIRED');
      expect(codeOf(await pam.refreshSession(caller, token))).toBe('PAM_ERR_SESSION_EXPIRED');
    });
  });

  describe('bet, win, rollback', () => {
    it('debits a bet, pays a win, closes the round and records it in bets', async () => {
      const token = await session();
      const start = await balance(token);
      const bet = betIn('round-win-1', 10, { providerGameId: 'lotus-fortune' });
      const placed = await pam.addTransaction(caller, playerId, token, bet);
      expect(placed.status).toBe('OK');
      expect(cashOf(placed)).toBe(start! - 10);
      // the same call again: the same answer, no second debit
      const again = await pam.addTransaction(caller, playerId, token, {
        ...bet,
        transactionDateTime: new Date(Date.now() + 5000).toISOString(),
      });
      expect(again.transactionResult?.transactionId).toBe(placed.transactionResult?.transactionId);
      expect(cashOf(again)).toBe(start! - 10);
      // the same id with other content
      expect(
        codeOf(await pam.addTransaction(caller, playerId, token, { ...bet, cashAmount: 11 })),
      ).toBe('PAM_ERR_DUPLICATE_TRANS');
      const paid = await pam.addTransaction(
        caller,
        playerId,
        token,
        winIn('round-win-1', 25.5, { isGameOver: true }),
      );
      expect(paid.status).toBe('OK');
      expect(cashOf(paid)).toBe(start! + 15.5);
      const [round] = await ctx.database.db
        .select()
        .from(bets)
        .where(and(eq(bets.memberId, memberId), eq(bets.providerRoundId, 'round-win-1')));
      expect(round).toMatchObject({
        stake: 1000n,
        validBet: 1000n,
        payout: 2550n,
        status: 'settled',
        gameCode: 'lotus-fortune',
        vassalage: 'LOBBY',
        unit: 'THB',
      });
      expect(round!.settledAt).toBeInstanceOf(Date);
      const late = await pam.addTransaction(caller, playerId, token, winIn('round-win-1', 1));
      expect(codeOf(late)).toBe('PAM_ERR_TRANS_ALREADY_SETTLED');
      expect(cashOf(late)).toBe(start! + 15.5);
      const round1 = await pam.getGameRound(caller, playerId, token, 'round-win-1');
      expect(round1.gameround).toMatchObject({
        providerGameId: 'lotus-fortune',
        providerRoundId: 'round-win-1',
      });
      expect(round1.gameround?.endTime).toBeDefined();
    });

    it('refuses a win without a round, and moves nothing', async () => {
      const token = await session();
      const before = await ledgerRowCounts(ctx.database.db);
      const answer = await pam.addTransaction(caller, playerId, token, winIn('no-such-round', 5));
      expect(codeOf(answer)).toBe('PAM_ERR_TRANS_NOT_FOUND');
      expect(cashOf(answer)).toBe(await balance(token));
      expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    });

    it('rolls a bet back, once; a second cancel is refused, a repeat answers OK', async () => {
      const token = await session();
      const start = await balance(token);
      const bet = betIn('round-cancel-1', 7);
      await pam.addTransaction(caller, playerId, token, bet);
      const cancel = pamTransaction({
        transactionType: 'CANCEL',
        cashAmount: 7,
        providerTransactionId: bet.providerTransactionId,
        providerRoundId: 'round-cancel-1',
      });
      const cancelled = await pam.addTransaction(caller, playerId, token, cancel);
      expect(cancelled.status).toBe('OK');
      expect(cashOf(cancelled)).toBe(start);
      expect(cashOf(await pam.addTransaction(caller, playerId, token, cancel))).toBe(start);
      const [round] = await ctx.database.db
        .select()
        .from(bets)
        .where(eq(bets.providerRoundId, 'round-cancel-1'));
      expect(round).toMatchObject({ stake: 0n, validBet: 0n, status: 'cancelled' });
      const second = await pam.addTransaction(caller, playerId, token, {
        ...cancel,
        providerTransactionId: `other-${cancel.providerTransactionId}`.slice(0, 40),
        providerBetRef: undefined,
      });
      // targets nothing by its own id: a marker, not a refund
      expect(codeOf(second)).toBe('PAM_ERR_CANCEL_NOT_FOUND');
      const win = await pam.addTransaction(caller, playerId, token, winIn('round-cancel-1', 3));
      expect(codeOf(win)).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
      expect(await balance(token)).toBe(start);
    });

    it('answers a second cancel of one bet (by bet reference) with already cancelled', async () => {
      const token = await session();
      const bet = betIn('round-ref-1', 2, { providerBetRef: 'ref-1' });
      await pam.addTransaction(caller, playerId, token, bet);
      const cancel = (id: string) =>
        pamTransaction({
          transactionType: 'CANCEL',
          cashAmount: 2,
          providerBetRef: 'ref-1',
          providerTransactionId: id,
        });
      expect((await pam.addTransaction(caller, playerId, token, cancel('c-ref-1'))).status).toBe(
        'OK',
      );
      expect(codeOf(await pam.addTransaction(caller, playerId, token, cancel('c-ref-2')))).toBe(
        'PAM_ERR_TRANS_ALREADY_CANCELLED',
      );
    });

    it('refuses to cancel a paid bet, and a deposit', async () => {
      const token = await session();
      const bet = betIn('round-paid-1', 2);
      await pam.addTransaction(caller, playerId, token, bet);
      const win = winIn('round-paid-1', 4);
      await pam.addTransaction(caller, playerId, token, win);
      const cancelBet = pamTransaction({
        transactionType: 'CANCEL',
        cashAmount: 2,
        providerTransactionId: bet.providerTransactionId,
      });
      expect(codeOf(await pam.addTransaction(caller, playerId, token, cancelBet))).toBe(
        'PAM_ERR_TRANS_ALREADY_SETTLED',
      );
      const cancelWin = pamTransaction({
        transactionType: 'CANCEL',
        cashAmount: 4,
        providerTransactionId: win.providerTransactionId,
      });
      expect(codeOf(await pam.addTransaction(caller, playerId, token, cancelWin))).toBe(
        'PAM_ERR_CANCEL_NON_WITHDRAW',
      );
    });

    it('leaves a marker when the rollback comes first: the late bet is refused', async () => {
      const token = await session();
      const start = await balance(token);
      const bet = betIn('round-early-1', 9);
      const early = await pam.addTransaction(caller, playerId, token, {
        ...bet,
        transactionType: 'CANCEL',
      });
      expect(codeOf(early)).toBe('PAM_ERR_CANCEL_NOT_FOUND');
      expect(cashOf(early)).toBe(start);
      const [marker] = await ctx.database.db
        .select()
        .from(providerTransactions)
        .where(eq(providerTransactions.providerTransactionId, bet.providerTransactionId));
      expect(marker).toMatchObject({ txGroup: 'cancel', status: 'cancel_marker' });
      const before = await ledgerRowCounts(ctx.database.db);
      const late = await pam.addTransaction(caller, playerId, token, bet);
      expect(codeOf(late)).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
      expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
      expect(await balance(token)).toBe(start);
    });

    it('accepts wins and rollbacks after the session expired, but no new bet', async () => {
      const token = await session();
      const start = await balance(token);
      const betA = betIn('round-exp-a', 5);
      const betB = betIn('round-exp-b', 6);
      await pam.addTransaction(caller, playerId, token, betA);
      await pam.addTransaction(caller, playerId, token, betB);
      await expireSessions(ctx.database.db, memberId);
      const refused = await pam.addTransaction(caller, playerId, token, betIn('round-exp-c', 5));
      expect(codeOf(refused)).toBe('PAM_ERR_SESSION_EXPIRED');
      const win = await pam.addTransaction(
        caller,
        playerId,
        token,
        winIn('round-exp-a', 12, { isGameOver: true }),
      );
      expect(win.status).toBe('OK');
      const rollback = await pam.addTransaction(caller, playerId, token, {
        ...betB,
        transactionType: 'CANCEL',
      });
      expect(rollback.status).toBe('OK');
      expect(await balance(token)).toBe(start! - 5 + 12);
    });

    it('refuses an overdraft and leaves everything as it was', async () => {
      const token = await session();
      const before = await ledgerRowCounts(ctx.database.db);
      const start = await balance(token);
      const answer = await pam.addTransaction(
        caller,
        playerId,
        token,
        betIn('round-over', start! + 1),
      );
      expect(codeOf(answer)).toBe('PAM_ERR_CASH_OVERDRAFT');
      expect(cashOf(answer)).toBe(start);
      expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
      const rows = await ctx.database.db
        .select()
        .from(bets)
        .where(eq(bets.providerRoundId, 'round-over'));
      expect(rows).toEqual([]);
    });

    it('refuses bad currency, negative and over-precise amounts', async () => {
      const token = await session();
      const before = await ledgerRowCounts(ctx.database.db);
      const send = (overrides: Parameters<typeof pamTransaction>[0]) =>
        pam.addTransaction(caller, playerId, token, pamTransaction(overrides)).then(codeOf);
      expect(await send({ transactionType: 'WITHDRAW', cashAmount: 5, currency: 'USD' })).toBe(
        'PAM_ERR_TRANS_CURRENCY',
      );
      expect(await send({ transactionType: 'WITHDRAW', cashAmount: -5 })).toBe(
        'PAM_ERR_NEGATIVE_STAKE',
      );
      expect(await send({ transactionType: 'WITHDRAW', cashAmount: 5.001 })).toBe(
        'PAM_ERR_UNDEFINED',
      );
      expect(await send({ transactionType: 'WITHDRAW', cashAmount: 5, bonusAmount: 1 })).toBe(
        'PAM_ERR_BONUS_OVERDRAFT',
      );
      expect(
        await send({ transactionType: 'WITHDRAW', cashAmount: 5, provider: 'SandboxRGS' }),
      ).toBe('PAM_ERR_UNDEFINED');
      expect(
        await send({ transactionType: 'WITHDRAW', cashAmount: 5, providerGameId: 'no-game' }),
      ).toBe('PAM_ERR_GAME_NOT_FOUND');
      expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    });

    it('acts once when the same bet arrives several times at once', async () => {
      const token = await session();
      const start = await balance(token);
      const bet = betIn('round-race', 3);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => pam.addTransaction(caller, playerId, token, bet)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
      expect(new Set(answers.map((answer) => answer.transactionResult?.transactionId)).size).toBe(
        1,
      );
      expect(await balance(token)).toBe(start! - 3);
    });
  });
});
