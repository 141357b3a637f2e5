import type { TableCode } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { TableClock } from './table-clock.ts';
import {
  betsOfRound,
  markBetsPaid,
  type BetRow,
  type RoundRow,
} from './table-rounds.repository.ts';
import { unitDecimals } from '../../games/index.ts';
import type { OriginalsWallet, WalletPlayer } from '../originals-wallet.ts';
import { providerRoundIdOf, type PlayerTokens } from './player-tokens.ts';

/** Where the tables report trouble (pino's logger fits). */
export interface TableLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The transaction id of a member's win (or closing zero) in a round: one per member round. */
export function winTransactionId(roundId: number, memberId: number): string {
  return `tw-${roundId}-${memberId}`;
}

/**
 * Moves the money of decided bets through the provider wallet, then stamps them paid. Every
 * call is idempotent (fixed transaction ids, same content), so a repeat after a crash or on
 * another instance pays nothing twice. The player's session token comes from this process's
 * memory or, after a restart or on another instance, from the bet rows (sealed); a bet
 * without one (placed before tokens were sealed) is left owing and the sweep retries it.
 */
export function createTableSettlement(deps: {
  db: Db;
  clock: TableClock;
  wallet: OriginalsWallet;
  tokens: PlayerTokens;
  log: TableLogger;
}) {
  const { db, wallet, tokens, log } = deps;

  async function payMember(
    round: RoundRow,
    memberId: number,
    owed: BetRow[],
    brandDecimals: number,
  ): Promise<void> {
    const token = tokens.tokenOf(round.merchantId, memberId, owed);
    if (!token) return;
    const unit = owed[0]!.unit;
    const decimals = unitDecimals(unit, brandDecimals);
    const player: WalletPlayer = {
      merchantId: round.merchantId,
      memberId,
      currency: unit,
      token,
    };
    const base = {
      decimals,
      providerRoundId: providerRoundIdOf(round.id, memberId),
      gameCode: round.tableCode as TableCode,
    };
    const paid: number[] = [];
    for (const bet of owed.filter((entry) => entry.status === 'refunded')) {
      const answer = await wallet.cancel(player, {
        ...base,
        transactionId: bet.transactionId,
        amount: bet.stake,
      });
      if (answer.ok) paid.push(bet.id);
      else log.warn({ betId: bet.id, code: answer.code }, 'table refund refused; will retry');
    }
    const settled = owed.filter((entry) => entry.status !== 'refunded');
    if (settled.length > 0) {
      const answer = await wallet.deposit(player, {
        ...base,
        transactionId: winTransactionId(round.id, memberId),
        amount: settled.reduce((sum, bet) => sum + bet.payout, 0n),
      });
      if (answer.ok) paid.push(...settled.map((bet) => bet.id));
      else log.warn({ roundId: round.id, memberId, code: answer.code }, 'table win refused');
    }
    await markBetsPaid(db, paid, new Date(deps.clock.now()));
  }

  return {
    /**
     * Pays every decided, unpaid bet of a round, member by member. Members still holding an
     * undecided bet wait (their round is not over), so one deposit closes each member round.
     */
    async payRound(round: RoundRow, brandDecimals: number, onlyMember?: number): Promise<void> {
      const bets = await betsOfRound(db, round.id);
      const byMember = new Map<number, BetRow[]>();
      for (const bet of bets) {
        if (onlyMember !== undefined && bet.memberId !== onlyMember) continue;
        byMember.set(bet.memberId, [...(byMember.get(bet.memberId) ?? []), bet]);
      }
      for (const [memberId, memberBets] of byMember) {
        if (memberBets.some((bet) => bet.status === 'placed')) continue;
        const owed = memberBets.filter((bet) => bet.settledAt === null);
        if (owed.length === 0) continue;
        try {
          await payMember(round, memberId, owed, brandDecimals);
        } catch (error) {
          log.error(
            { roundId: round.id, memberId, err: (error as Error).message },
            'table payment failed',
          );
        }
      }
    },
  };
}
export type TableSettlement = ReturnType<typeof createTableSettlement>;
