import {
  fieldRequiredMessage,
  type ConfirmWithdrawalRequest,
  type Withdrawal,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { findOwnedFile } from '../../platform/uploads.service.ts';
import type { MemberCaller } from './bank-account.service.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { toWithdrawal } from './withdrawal-view.ts';

export interface WithdrawalConfirmDeps {
  db: Db;
  withdrawals: WithdrawalRepository;
}

/**
 * The member's answer after payout (§4.11): received, partly received (how much, with a
 * proof image) or not received (with a proof image).
 *
 * Decision: the answer moves no money. By the time a withdrawal is paid the amount has left
 * the brand (hold → withdrawals clearing); a "not received" or "partly received" is a claim
 * for an operator to investigate with the bank, recorded in the audit trail and on the row
 * (the back office lists it). Any refund after that investigation is a manual adjustment.
 */
export function createWithdrawalConfirmation(deps: WithdrawalConfirmDeps) {
  const { db, withdrawals } = deps;

  return {
    async confirm(
      caller: Pick<MemberCaller, 'merchant' | 'member' | 'ip'>,
      id: number,
      input: ConfirmWithdrawalRequest,
    ): Promise<Withdrawal> {
      const { merchant, member } = caller;
      const detail = await withdrawals.findOwn(db, merchant.id, member.id, id);
      if (!detail) throw new AppError('withdrawal_not_found');
      const { withdrawal } = detail;
      if (withdrawal.status !== 'paid' || withdrawal.confirmation !== null) {
        throw new AppError('invalid_state');
      }

      let amountReceived: bigint;
      switch (input.confirmation) {
        case 'received':
          amountReceived = withdrawal.amount;
          break;
        case 'partly_received': {
          if (input.amountReceived === undefined) {
            throw new AppError('validation_failed', {
              fields: [{ field: 'body.amountReceived', ...fieldRequiredMessage }],
            });
          }
          amountReceived = parseMoneyInput(input.amountReceived, merchant.currencyDecimals);
          // all of it is "received"; nothing of it is "not received"
          if (amountReceived >= withdrawal.amount) throw new AppError('amount_invalid');
          break;
        }
        case 'not_received':
          amountReceived = 0n;
          break;
        default:
          throw new Error(`unknown confirmation ${input.confirmation satisfies never}`);
      }

      const proofId = input.proofFileId ?? null;
      if (proofId === null && input.confirmation !== 'received') {
        throw new AppError('proof_required');
      }

      await db.transaction(async (tx) => {
        // only the member's own withdrawal proof: another's file, or a deposit proof, is
        // file_not_found
        if (proofId !== null) {
          await findOwnedFile(tx, {
            merchantId: merchant.id,
            memberId: member.id,
            fileId: proofId,
            purpose: 'withdrawal_proof',
          });
        }
        const row = await withdrawals.confirm(tx, merchant.id, member.id, id, {
          confirmation: input.confirmation,
          amountReceived,
          proofFileId: proofId,
        });
        // answered meanwhile (a second tab, or the time limit ran out a moment ago)
        if (!row) throw new AppError('invalid_state');
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: member.id,
          action: `withdrawal.${input.confirmation}`,
          subjectKind: 'withdrawal',
          subjectId: row.id,
          before: { status: 'paid', confirmation: null },
          after: {
            confirmation: row.confirmation,
            amount: row.amount.toString(),
            amountReceived: amountReceived.toString(),
            proofFileId: proofId,
          },
          ip: caller.ip,
        });
      });
      const after = await withdrawals.findOwn(db, merchant.id, member.id, id);
      return toWithdrawal(merchant, after!);
    },
  };
}
export type WithdrawalConfirmation = ReturnType<typeof createWithdrawalConfirmation>;
