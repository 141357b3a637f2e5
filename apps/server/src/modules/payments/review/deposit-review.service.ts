import type { BoDeposit, BoDepositList, BoDepositListQuery } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { DbTransaction } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit-trail.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { WalletService } from '../../wallet/index.ts';
import { completeDeposit } from '../deposit-credit.ts';
import type { DepositDetail, DepositRepository } from '../deposit.repository.ts';
import { toBoDeposit } from '../deposit-view.ts';
import type { StaffIdentity } from '../../backoffice/index.ts';

/** The operator acting, on the brand of the request, from this IP. */
export interface StaffCaller {
  merchant: Merchant;
  staff: StaffIdentity;
  ip: string;
}

export interface DepositReviewDeps {
  db: Db;
  wallet: Pick<WalletService, 'transact'>;
  deposits: DepositRepository;
}

/**
 * Operators review manual bank transfers: approve credits the member exactly like a gateway
 * callback (same ledger key), reject fails the deposit; each writes the audit trail in the
 * same transaction. Gateway deposits are the gateway's to settle, so they are refused here.
 */
export function createDepositReview(deps: DepositReviewDeps) {
  const { db, deposits } = deps;

  async function view(merchant: Merchant, id: number): Promise<BoDeposit> {
    const [row] = (await deposits.brandPage(db, merchant.id, { pageNo: 1, pageSize: 1, id })).rows;
    if (!row) throw new AppError('deposit_not_found');
    return toBoDeposit(row, merchant.currencyDecimals);
  }

  /** The brand's pending bank transfer, locked; anything else is refused. */
  async function pendingTransfer(
    tx: DbTransaction,
    caller: StaffCaller,
    id: number,
  ): Promise<DepositDetail> {
    const detail = await deposits.byId(tx, caller.merchant.id, id);
    if (!detail) throw new AppError('deposit_not_found');
    const status = await deposits.lockStatus(tx, id);
    if (detail.channel.kind !== 'bank_transfer' || status !== 'pending') {
      throw new AppError('invalid_state');
    }
    return detail;
  }

  function audit(
    tx: DbTransaction,
    caller: StaffCaller,
    detail: DepositDetail,
    action: 'deposit.approve' | 'deposit.reject',
    note: string | null,
  ) {
    const { deposit } = detail;
    return recordAudit(tx, {
      merchantId: caller.merchant.id,
      actorKind: 'staff',
      actorId: caller.staff.id,
      action,
      subjectKind: 'deposit',
      subjectId: deposit.id,
      reason: note,
      before: { status: 'pending', amount: deposit.amount, memberId: deposit.memberId },
      after: { status: action === 'deposit.approve' ? 'completed' : 'failed' },
      ip: caller.ip,
    });
  }

  return {
    view,

    async list(merchant: Merchant, query: BoDepositListQuery): Promise<BoDepositList> {
      const page = await deposits.brandPage(db, merchant.id, query);
      return {
        content: page.rows.map((row) => toBoDeposit(row, merchant.currencyDecimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalElements: page.total,
      };
    },

    /** Credits a pending bank transfer the operator found in the brand's account. */
    async approve(caller: StaffCaller, id: number, note: string | undefined): Promise<BoDeposit> {
      await deps.wallet.transact(async (money) => {
        const detail = await pendingTransfer(money.tx, caller, id);
        const done = await completeDeposit(money, deposits, detail, {
          from: ['pending'],
          reviewedBy: caller.staff.id,
          reviewNote: note ?? null,
        });
        if (!done) throw new AppError('invalid_state');
        await audit(money.tx, caller, detail, 'deposit.approve', note ?? null);
      });
      return view(caller.merchant, id);
    },

    /** Refuses a pending bank transfer; the note is shown to the member. */
    async reject(caller: StaffCaller, id: number, note: string): Promise<BoDeposit> {
      await deps.wallet.transact(async ({ tx }) => {
        const detail = await pendingTransfer(tx, caller, id);
        const failed = await deposits.transition(tx, id, ['pending'], 'failed', {
          reviewedBy: caller.staff.id,
          reviewNote: note,
        });
        if (!failed) throw new AppError('invalid_state');
        await audit(tx, caller, detail, 'deposit.reject', note);
      });
      return view(caller.merchant, id);
    },
  };
}
export type DepositReview = ReturnType<typeof createDepositReview>;
