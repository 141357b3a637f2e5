import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/rows.ts';
import { ledgerReads, type MoneyTransaction, type WalletService } from '../wallet/index.ts';
import {
  bonusesRepository as bonuses,
  type BonusRow,
  type endedStatuses,
  type NewBonus,
} from './bonuses.repository.ts';

/** How a bonus ends, and where its bonus money goes: to cash only when its wagering was met. */
export type BonusEnding = (typeof endedStatuses)[number];

/** The member's bonus money now (0 before the account exists). */
export function bonusBalanceOf(db: Executor, merchantId: number, memberId: number) {
  return ledgerReads.balanceOf(db, merchantId, { memberId, kind: 'bonus' });
}

/**
 * Starts, ends and queues bonuses, moving their money with them (docs/rewards.md): a bonus's
 * money enters the member's `bonus` account from the house `promotions` account when it becomes
 * active, goes to the main wallet when its wagering is met, and back to the house when it
 * expires, is forfeited or cancelled. Every step takes the member lock first (the provider
 * wallet's bets take it too), so bonus money never moves under a bet.
 */
export function createBonusLifecycle(deps: { wallet: Pick<WalletService, 'lockMember'> }) {
  async function creditActive(money: MoneyTransaction, bonus: BonusRow): Promise<void> {
    if (bonus.amount <= 0n) return;
    const immediateCash = bonus.wageringRequired === 0n;
    await money.post({
      merchantId: bonus.merchantId,
      idempotencyKey: `bonus:${bonus.id}:grant`,
      kind: 'bonus',
      memberId: bonus.memberId,
      reference: `bonus:${bonus.id}`,
      legs: [
        { account: { house: 'promotions' }, amount: -bonus.amount },
        {
          account: { memberId: bonus.memberId, kind: immediateCash ? 'main' : 'bonus' },
          amount: bonus.amount,
        },
      ],
    });
  }

  /** Moves the member's whole bonus balance to cash (met) or back to the house. */
  async function settleBalance(
    money: MoneyTransaction,
    bonus: Pick<BonusRow, 'id' | 'merchantId' | 'memberId'>,
    toCash: boolean,
    key: string,
  ): Promise<bigint> {
    const balance = await bonusBalanceOf(money.tx, bonus.merchantId, bonus.memberId);
    if (balance <= 0n) return 0n;
    await money.post({
      merchantId: bonus.merchantId,
      idempotencyKey: key,
      kind: toCash ? 'bonus_release' : 'bonus_forfeit',
      memberId: bonus.memberId,
      reference: `bonus:${bonus.id}`,
      legs: [
        { account: { memberId: bonus.memberId, kind: 'bonus' }, amount: -balance },
        toCash
          ? { account: { memberId: bonus.memberId, kind: 'main' }, amount: balance }
          : { account: { house: 'promotions' }, amount: balance },
      ],
    });
    return balance;
  }

  /** Activates the member's oldest waiting bonus, if any (the member lock is held). */
  async function activateNext(money: MoneyTransaction, memberId: number, now: Date) {
    const next = await bonuses.nextPending(money.tx, memberId);
    if (!next) return;
    const active = await bonuses.activate(money.tx, next.id, now);
    if (!active) return;
    await creditActive(money, active);
    if (active.wageringRequired === 0n) await end(money, active, 'completed', 'no_wagering', now);
  }

  /**
   * Ends a pending or active bonus. An active one's money goes to cash when completed, else
   * back to the house; then the next waiting bonus starts. Ending an ended bonus does nothing.
   */
  async function end(
    money: MoneyTransaction,
    bonus: BonusRow,
    status: BonusEnding,
    reason: string,
    now: Date,
  ): Promise<BonusRow | undefined> {
    await deps.wallet.lockMember(money.tx, bonus.memberId);
    const current = await bonuses.findForUpdate(money.tx, bonus.id);
    if (!current || (current.status !== 'active' && current.status !== 'pending')) return undefined;
    const ended = await bonuses.end(money.tx, bonus.id, status, reason, now);
    if (!ended) return undefined;
    if (current.status === 'active' && ended.wageringRequired > 0n) {
      await settleBalance(money, ended, status === 'completed', `bonus:${ended.id}:${status}`);
    }
    await activateNext(money, ended.memberId, now);
    return ended;
  }

  return {
    /**
     * Creates a bonus: active at once when the member has none active (its money moves into
     * the bonus account, or straight to cash when it asks no wagering), else pending.
     */
    async start(money: MoneyTransaction, bonus: NewBonus, now: Date): Promise<BonusRow> {
      await deps.wallet.lockMember(money.tx, bonus.memberId);
      const active = await bonuses.findActiveForUpdate(money.tx, bonus.memberId);
      const row = await bonuses.insert(money.tx, bonus, active ? 'pending' : 'active', now);
      if (row.status !== 'active') return row;
      await creditActive(money, row);
      if (row.wageringRequired === 0n) {
        return (await bonuses.end(money.tx, row.id, 'completed', 'no_wagering', now)) ?? row;
      }
      return row;
    },

    end,

    /**
     * Bonus money left after its bonus ended (a round open at the end paid into the bonus
     * account): to cash if that bonus was completed, else to the house. The member lock is
     * taken; a member with an active bonus is left alone.
     */
    async sweep(
      money: MoneyTransaction,
      last: Pick<BonusRow, 'id' | 'merchantId' | 'memberId' | 'status'>,
    ): Promise<bigint> {
      await deps.wallet.lockMember(money.tx, last.memberId);
      if (await bonuses.findActiveForUpdate(money.tx, last.memberId)) return 0n;
      return settleBalance(
        money,
        last,
        last.status === 'completed',
        `bonus:${last.id}:sweep:${randomUUID()}`,
      );
    },
  };
}
export type BonusLifecycle = ReturnType<typeof createBonusLifecycle>;
