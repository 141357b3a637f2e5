import type { BoWithdrawal, BoWithdrawalList, BoWithdrawalListQuery } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit-trail.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { WalletService } from '../../wallet/index.ts';
import type {
  WithdrawalDetail,
  WithdrawalRepository,
  WithdrawalRow,
} from '../withdrawal.repository.ts';
import { withdrawalLedgerKey } from '../withdrawal.service.ts';
import { toBoWithdrawal } from '../withdrawal-view.ts';
import type { StaffIdentity } from '../../backoffice/index.ts';

/** The operator acting, on which brand, from where. */
export interface StaffCaller {
  merchant: Merchant;
  staff: StaffIdentity;
  ip: string;
}

export interface WithdrawalReviewDeps {
  db: Executor;
  wallet: Pick<WalletService, 'transact'>;
  withdrawals: WithdrawalRepository;
}

const snapshot = (row: WithdrawalRow) => ({
  status: row.status,
  amount: row.amount.toString(),
  payoutMethod: row.payoutMethod,
});

/**
 * The cashier's side of withdrawals: approve (choosing gateway or manual payout), mark paid,
 * reject. Every change is a conditional UPDATE from the expected state inside the money
 * transaction, with its audit row: of two clicks or two operators only one finds the
 * withdrawal still in that state; the other changes nothing and gets invalid_state. The
 * ledger keys (`withdrawal:<id>:payout|release`) are a second lock on the same door.
 */
export function createWithdrawalReview(deps: WithdrawalReviewDeps) {
  const { db, wallet, withdrawals } = deps;

  /** The withdrawal locked for this change; another brand's is simply not found. */
  async function lockOwn(tx: Executor, merchantId: number, id: number): Promise<WithdrawalRow> {
    const row = await withdrawals.lockBrand(tx, merchantId, id);
    if (!row) throw new AppError('withdrawal_not_found');
    return row;
  }

  async function detail(merchant: Merchant, id: number): Promise<WithdrawalDetail> {
    const found = await withdrawals.findBrand(db, merchant.id, id);
    if (!found) throw new AppError('withdrawal_not_found');
    return found;
  }

  return {
    /** One withdrawal of the brand with its bank account (unmasked) and owner. */
    detail,

    async view(merchant: Merchant, id: number): Promise<BoWithdrawal> {
      return toBoWithdrawal(merchant, await detail(merchant, id));
    },

    async list(merchant: Merchant, query: BoWithdrawalListQuery): Promise<BoWithdrawalList> {
      const page = await withdrawals.listBrand(db, merchant.id, query.status, query);
      return {
        content: page.rows.map((detail) => toBoWithdrawal(merchant, detail)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalElements: page.total,
      };
    },

    /** pending → approved; the payout (gateway or by hand) comes after. */
    async approve(
      caller: StaffCaller,
      id: number,
      input: { payoutMethod: 'gateway' | 'manual'; note?: string | undefined },
    ): Promise<WithdrawalRow> {
      const { merchant, staff } = caller;
      return wallet.transact(async ({ tx }) => {
        const before = await lockOwn(tx, merchant.id, id);
        const row = await withdrawals.transition(tx, merchant.id, id, ['pending'], {
          status: 'approved',
          payoutMethod: input.payoutMethod,
          reviewedBy: staff.id,
          reviewedAt: new Date(),
          reviewNote: input.note || null,
        });
        if (!row) throw new AppError('invalid_state');
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'withdrawal.approve',
          subjectKind: 'withdrawal',
          subjectId: row.id,
          reason: input.note || null,
          before: snapshot(before),
          after: snapshot(row),
          ip: caller.ip,
        });
        return row;
      });
    },

    /**
     * approved → paid: the money has left (gateway said so, or the cashier paid by hand), so
     * the hold goes to withdrawals clearing. `gatewayTxnId` is the gateway's payout id.
     */
    async markPaid(
      caller: StaffCaller,
      id: number,
      input: { note?: string | undefined; gatewayTxnId?: string | undefined },
    ): Promise<WithdrawalRow> {
      const { merchant, staff } = caller;
      return wallet.transact(async ({ tx, post }) => {
        const before = await lockOwn(tx, merchant.id, id);
        const row = await withdrawals.transition(tx, merchant.id, id, ['approved'], {
          status: 'paid',
          paidAt: new Date(),
          ...(input.gatewayTxnId ? { gatewayTxnId: input.gatewayTxnId } : {}),
        });
        if (!row) throw new AppError('invalid_state');
        await post({
          merchantId: merchant.id,
          idempotencyKey: withdrawalLedgerKey(row.id, 'payout'),
          kind: 'withdrawal_payout',
          memberId: row.memberId,
          reference: `withdrawal:${row.id}`,
          memo: { orderNo: row.orderNo },
          legs: [
            { account: { memberId: row.memberId, kind: 'withdrawal_hold' }, amount: -row.amount },
            { account: { house: 'withdrawals_clearing' }, amount: row.amount },
          ],
        });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'withdrawal.paid',
          subjectKind: 'withdrawal',
          subjectId: row.id,
          reason: input.note || null,
          before: snapshot(before),
          after: { ...snapshot(row), gatewayTxnId: row.gatewayTxnId },
          ip: caller.ip,
        });
        return row;
      });
    },

    /**
     * pending or approved → rejected: the hold goes back to the member's main wallet. An
     * approved gateway payout is not rejected: the gateway may be paying it right now, and
     * releasing the hold as well would pay the member twice.
     */
    async reject(caller: StaffCaller, id: number, note: string): Promise<WithdrawalRow> {
      const { merchant, staff } = caller;
      return wallet.transact(async ({ tx, post }) => {
        const before = await lockOwn(tx, merchant.id, id);
        if (before.status === 'approved' && before.payoutMethod === 'gateway') {
          throw new AppError('invalid_state', { details: { reason: 'gateway_payout' } });
        }
        const row = await withdrawals.transition(tx, merchant.id, id, ['pending', 'approved'], {
          status: 'rejected',
          reviewedBy: staff.id,
          reviewedAt: new Date(),
          reviewNote: note,
        });
        if (!row) throw new AppError('invalid_state');
        await post({
          merchantId: merchant.id,
          idempotencyKey: withdrawalLedgerKey(row.id, 'release'),
          kind: 'withdrawal_release',
          memberId: row.memberId,
          reference: `withdrawal:${row.id}`,
          memo: { orderNo: row.orderNo },
          legs: [
            { account: { memberId: row.memberId, kind: 'withdrawal_hold' }, amount: -row.amount },
            { account: { memberId: row.memberId, kind: 'main' }, amount: row.amount },
          ],
        });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'withdrawal.reject',
          subjectKind: 'withdrawal',
          subjectId: row.id,
          reason: note,
          before: snapshot(before),
          after: snapshot(row),
          ip: caller.ip,
        });
        return row;
      });
    },

    /**
     * The gateway accepted a payout and will confirm later: remember its id; the withdrawal
     * stays approved until the cashier marks it paid.
     */
    async recordPayoutPending(
      caller: StaffCaller,
      id: number,
      gatewayTxnId: string,
    ): Promise<void> {
      const { merchant, staff } = caller;
      await wallet.transact(async ({ tx }) => {
        const row = await withdrawals.transition(tx, merchant.id, id, ['approved'], {
          gatewayTxnId,
        });
        if (!row) return;
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'withdrawal.payout_pending',
          subjectKind: 'withdrawal',
          subjectId: row.id,
          after: { ...snapshot(row), gatewayTxnId },
          ip: caller.ip,
        });
      });
    },

    /**
     * The gateway refused or could not be reached: approved → pending again, so the cashier
     * can approve again (the gateway pays one order number once) or reject. Only while no
     * gateway payout id was recorded: one it accepted is no longer ours to undo.
     */
    async revertFailedPayout(caller: StaffCaller, id: number, problem: string): Promise<void> {
      const { merchant, staff } = caller;
      await wallet.transact(async ({ tx }) => {
        const before = await lockOwn(tx, merchant.id, id);
        if (before.payoutMethod !== 'gateway' || before.gatewayTxnId !== null) return;
        const row = await withdrawals.transition(tx, merchant.id, id, ['approved'], {
          status: 'pending',
          payoutMethod: null,
        });
        if (!row) return;
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'withdrawal.payout_failed',
          subjectKind: 'withdrawal',
          subjectId: row.id,
          reason: problem,
          before: snapshot(before),
          after: snapshot(row),
          ip: caller.ip,
        });
      });
    },
  };
}
export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
