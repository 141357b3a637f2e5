import { createHash, randomBytes } from 'node:crypto';
import {
  formatMinorUnits,
  resolveWalletPolicy,
  type CreateWithdrawalRequest,
  type Withdrawal,
  type WithdrawalList,
  type WithdrawalListQuery,
  type WithdrawalSettings,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BankAccountRepository } from './bank-account.repository.ts';
import type { MemberCaller } from './bank-account.service.ts';
import type { WithdrawalRepository, WithdrawalRow } from './withdrawal.repository.ts';
import { toWithdrawal } from './withdrawal-view.ts';
import { noTurnoverGate, type WithdrawalTurnoverGate } from './withdrawal-turnover-gate.ts';

/**
 * A member's own daily withdrawal limits (the VIP level's, from the loyalty module): a count
 * replacing the brand's, and an amount per local day; null where the brand's rule holds.
 */
export type MemberWithdrawalLimits = (
  executor: Executor,
  merchantId: number,
  memberId: number,
) => Promise<{ perDay: number | null; dailyAmount: bigint | null }>;

export interface WithdrawalServiceDeps {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  withdrawals: WithdrawalRepository;
  bankAccounts: BankAccountRepository;
  /** A bonus's open wagering: refuses the withdrawal, or forfeits the bonus, by the brand's rule. */
  turnoverGate?: WithdrawalTurnoverGate;
  memberLimits?: MemberWithdrawalLimits | undefined;
}

/** Our order number: 96 random bits, so nobody guesses another member's withdrawal. */
function newOrderNo(): string {
  return `W${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** What makes two requests with the same key "the same": the account and the exact amount. */
function requestHashOf(bankAccountId: number, minor: bigint): string {
  return createHash('sha256')
    .update(JSON.stringify(['withdrawal', bankAccountId, minor.toString()]))
    .digest('hex');
}

/** The ledger key of a withdrawal's hold; payout and release have their own. */
export const withdrawalLedgerKey = (id: number, step: 'hold' | 'payout' | 'release') =>
  `withdrawal:${id}:${step}`;

/** The brand's daily count is the ceiling; a member's own (VIP) count may only be lower. */
const stricterCount = (brand: number, own: number | null | undefined) =>
  own === null || own === undefined ? brand : Math.min(brand, own);

/** Withdrawal requests, the member's list and detail, and the withdraw page's settings. */
export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, wallet, withdrawals, bankAccounts } = deps;
  const turnoverGate = deps.turnoverGate ?? noTurnoverGate;

  async function viewOwn(merchant: Merchant, memberId: number, id: number): Promise<Withdrawal> {
    const detail = await withdrawals.findOwn(db, merchant.id, memberId, id);
    if (!detail) throw new AppError('withdrawal_not_found');
    return toWithdrawal(merchant, detail);
  }

  /** The first answer again for a repeated key, or idempotency_conflict for other content. */
  function replayOf(existing: WithdrawalRow, hash: string): number {
    if (existing.requestHash !== hash) throw new AppError('idempotency_conflict');
    return existing.id;
  }

  return {
    async settings(caller: Pick<MemberCaller, 'merchant' | 'member'>): Promise<WithdrawalSettings> {
      const { merchant, member } = caller;
      const policy = resolveWalletPolicy(merchant.walletPolicy);
      const money = (minor: string) => formatMinorUnits(BigInt(minor), merchant.currencyDecimals);
      return {
        minAmount: money(policy.withdrawalMin),
        maxAmount: money(policy.withdrawalMax),
        withdrawalsPerDay: stricterCount(
          policy.withdrawalsPerDay,
          (await deps.memberLimits?.(db, merchant.id, member.id))?.perDay,
        ),
        withdrawalsToday: await withdrawals.countToday(
          db,
          merchant.id,
          member.id,
          merchant.timeZone,
        ),
        autoConfirmMinutes: policy.withdrawalAutoConfirmMinutes,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        payeeName: member.payeeName && member.payeeName.trim() !== '' ? member.payeeName : null,
        banks: policy.banks,
        openTurnover: await turnoverGate.openTurnover(merchant, member.id),
      };
    },

    /**
     * Asks for a withdrawal: the amount leaves the main wallet for the member's hold in the
     * same transaction that records the request, so it can no longer be bet and is either
     * held and recorded, or neither. Self-exclusion does not block it (a member may always
     * take their money out).
     */
    async create(
      caller: MemberCaller,
      requestKey: string,
      input: CreateWithdrawalRequest,
    ): Promise<Withdrawal> {
      const { merchant, member } = caller;
      const policy = resolveWalletPolicy(merchant.walletPolicy);
      const amount = parseMoneyInput(input.amount, merchant.currencyDecimals);
      const hash = requestHashOf(input.bankAccountId, amount);

      // a retried request (double click, lost answer) gets the first answer, nothing more
      const earlier = await withdrawals.findByRequestKey(db, merchant.id, member.id, requestKey);
      if (earlier) return viewOwn(merchant, member.id, replayOf(earlier, hash));

      const account = await bankAccounts.findActive(
        db,
        merchant.id,
        member.id,
        input.bankAccountId,
      );
      if (!account) throw new AppError('bank_account_not_found');
      const money = (minor: string) => formatMinorUnits(BigInt(minor), merchant.currencyDecimals);
      if (amount < BigInt(policy.withdrawalMin)) {
        throw new AppError('amount_below_minimum', {
          details: { min: money(policy.withdrawalMin) },
        });
      }
      if (amount > BigInt(policy.withdrawalMax)) {
        throw new AppError('amount_above_maximum', {
          details: { max: money(policy.withdrawalMax) },
        });
      }
      // the member's play so far is counted; a blocking rule refuses before the password
      const open = await turnoverGate.openTurnover(merchant, member.id);
      if (open?.rule === 'block') {
        throw new AppError('withdrawal_turnover_open', {
          details: { remaining: open.wageringRemaining, bonusId: open.bonusId },
        });
      }
      // last before money moves: a wrong password costs one of the member's five tries
      await caller.assertPaymentPassword(input.paymentPassword);

      const id = await wallet.transact(async (money) => {
        const { tx, post } = money;
        // one request of this member at a time from here: the daily count and the key check
        // below see every earlier request
        await wallet.lockMember(tx, member.id);
        const raced = await withdrawals.findByRequestKey(tx, merchant.id, member.id, requestKey);
        if (raced) return replayOf(raced, hash);
        if (!(await bankAccounts.findActive(tx, merchant.id, member.id, account.id))) {
          throw new AppError('bank_account_not_found');
        }
        const today = await withdrawals.countToday(tx, merchant.id, member.id, merchant.timeZone);
        const own = await deps.memberLimits?.(tx, merchant.id, member.id);
        const perDay = stricterCount(policy.withdrawalsPerDay, own?.perDay);
        if (today >= perDay) throw new AppError('withdrawal_daily_limit', { details: { perDay } });
        if (own?.dailyAmount !== null && own?.dailyAmount !== undefined) {
          const left =
            own.dailyAmount -
            (await withdrawals.amountToday(tx, merchant.id, member.id, merchant.timeZone));
          if (amount > left) {
            throw new AppError('amount_above_maximum', {
              details: { max: formatMinorUnits(left > 0n ? left : 0n, merchant.currencyDecimals) },
            });
          }
        }
        const row = await withdrawals.insertOnce(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          bankAccountId: account.id,
          amount,
          requestKey,
          requestHash: hash,
          orderNo: newOrderNo(),
        });
        if (!row) throw new Error('withdrawal request key taken under the member lock');
        // under the member lock: refused, or the bonus forfeited (and its fee) with this request
        await turnoverGate.settle(money, {
          merchant,
          memberId: member.id,
          withdrawalId: row.id,
          amount,
        });
        // insufficient_funds here rolls back the row above too: nothing is left behind
        await post({
          merchantId: merchant.id,
          idempotencyKey: withdrawalLedgerKey(row.id, 'hold'),
          kind: 'withdrawal_hold',
          memberId: member.id,
          reference: `withdrawal:${row.id}`,
          memo: { orderNo: row.orderNo },
          legs: [
            { account: { memberId: member.id, kind: 'main' }, amount: -amount },
            { account: { memberId: member.id, kind: 'withdrawal_hold' }, amount },
          ],
        });
        return row.id;
      });
      return viewOwn(merchant, member.id, id);
    },

    async list(
      caller: Pick<MemberCaller, 'merchant' | 'member'>,
      query: WithdrawalListQuery,
    ): Promise<WithdrawalList> {
      const { merchant, member } = caller;
      const page = await withdrawals.listOwn(db, merchant.id, member.id, query);
      return {
        content: page.rows.map((detail) => toWithdrawal(merchant, detail)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalElements: page.total,
      };
    },

    /** One of the member's own withdrawals; another member's is withdrawal_not_found. */
    get(caller: Pick<MemberCaller, 'merchant' | 'member'>, id: number): Promise<Withdrawal> {
      return viewOwn(caller.merchant, caller.member.id, id);
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
