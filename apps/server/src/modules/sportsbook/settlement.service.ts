import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { unitDecimals } from '../games/index.ts';
import { betReturn } from './bet-returns.ts';
import {
  bookLeg,
  postingTransactionId,
  stakeTransactionId,
  type BookWallet,
} from './book-wallet.ts';
import type { PlayerTokens } from './session-tokens.ts';
import {
  claimGradedBets,
  markSettled,
  settleLostSingles,
  type ClaimedBet,
  type SettledBet,
} from './settlement.repository.ts';
import { bookSettingsOf } from './settings.repository.ts';

export interface SettlementLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface SettlementDeps {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  log: SettlementLogger;
  /** Wallet calls in flight at once. */
  concurrency?: number;
  batchSize?: number;
}

/** What settlement needs of a brand (a request's merchant, or a job's row). */
export type BookMerchant = Pick<Merchant, 'id' | 'currencyDecimals'>;

/** The figures of one settlement run. */
export interface SettlementRun {
  betsSettled: number;
  walletPostings: number;
  owedBets: number;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Settles every bet of a fixture whose legs are all graded, set-based: a batch is claimed in
 * one statement, each bet's return comes from the one formula, only a difference from what
 * was paid before moves money (a payout or a void's refund as DEPOSIT, a re-settlement that
 * lowers the return as WITHDRAW), each with the bet's next posting id, and the batch is
 * written in one statement. Run again it pays nothing (every return equals what was paid).
 */
export function createSettlement(deps: SettlementDeps) {
  const { db, wallet, tokens } = deps;
  const concurrency = deps.concurrency ?? 8;
  const batchSize = deps.batchSize ?? 5000;

  async function settleOne(
    merchant: BookMerchant,
    bet: ClaimedBet,
    parlayMaxPayout: bigint,
  ): Promise<(SettledBet & { posted: boolean }) | undefined> {
    const target = betReturn(bet, bet.legs, parlayMaxPayout);
    const diff = target - bet.paid;
    if (diff === 0n)
      return { id: bet.id, paid: target, postings: bet.postings, owed: 0n, posted: false };
    const stakeId = stakeTransactionId(merchant.id, bet.memberId, bet.requestId);
    const decimals = unitDecimals(bet.unit, merchant.currencyDecimals);
    const n = bet.postings + 1;
    const leg = bookLeg(
      stakeId,
      postingTransactionId(stakeId, n),
      diff < 0n ? -diff : diff,
      decimals,
      bet.vendor === 'LOBBYES',
    );
    const player = {
      merchantId: merchant.id,
      memberId: bet.memberId,
      currency: bet.unit,
      token: tokens.open(bet.sessionTokenSealed) ?? '',
    };
    if (diff > 0n) {
      const answer = await wallet.deposit(player, leg, false);
      if (!answer.ok) {
        deps.log.error(
          { betId: bet.id, code: answer.code },
          'sportsbook payout refused; retried next run',
        );
        return undefined;
      }
      return { id: bet.id, paid: target, postings: n, owed: 0n, posted: true };
    }
    try {
      await wallet.withdraw(player, leg);
      return { id: bet.id, paid: target, postings: n, owed: 0n, posted: true };
    } catch (error) {
      // a lower corrected return the wallet would not take back (session over, no funds): owed
      deps.log.error({ betId: bet.id, error: String(error) }, 'sportsbook re-settlement owed');
      return { id: bet.id, paid: target, postings: n, owed: -diff, posted: false };
    }
  }

  return {
    async settleFixture(merchant: BookMerchant, fixtureId: number): Promise<SettlementRun> {
      const book = await bookSettingsOf(db, merchant.id);
      const run: SettlementRun = { betsSettled: 0, walletPostings: 0, owedBets: 0 };
      run.betsSettled += await settleLostSingles(db, fixtureId);
      let after = 0;
      for (;;) {
        const { bets: batch, lastCandidate } = await claimGradedBets(
          db,
          fixtureId,
          after,
          batchSize,
        );
        if (lastCandidate === undefined) return run;
        after = lastCandidate;
        const results = await mapLimit(batch, concurrency, (bet) =>
          settleOne(merchant, bet, book.parlayMaxPayout),
        );
        const done = results.filter((r) => r !== undefined);
        await markSettled(db, done);
        run.betsSettled += done.length;
        run.walletPostings += done.filter((r) => r.posted).length;
        run.owedBets += done.filter((r) => r.owed > 0n).length;
      }
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
