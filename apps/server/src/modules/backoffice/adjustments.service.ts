import {
  formatMinorUnits,
  trialType,
  type AdjustmentResult,
  type MemberWallet,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { parseSignedMoneyInput } from '../../platform/money-input.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BackofficeRepository } from './backoffice.repository.ts';
import type { StaffIdentity } from './staff-auth.ts';

export interface AdjustmentInput {
  merchant: Merchant;
  staff: StaffIdentity;
  memberId: number;
  amount: string;
  reason: string;
  /** The client's Idempotency-Key. */
  clientKey: string;
  ip: string;
}

/** Manual adjustments by finance staff, and the member wallet view of the back office. */
export function createAdjustmentsService(deps: {
  wallet: WalletService;
  repository: BackofficeRepository;
}) {
  const { wallet, repository } = deps;

  return {
    /**
     * Credits (positive) or debits (negative) a member's main wallet against the house
     * `adjustments` account, with an audit row in the same transaction. The key is scoped
     * to the operator, so two operators' keys never collide.
     */
    async adjust(input: AdjustmentInput): Promise<AdjustmentResult> {
      const { merchant, staff } = input;
      const decimals = merchant.currencyDecimals;
      const amount = parseSignedMoneyInput(input.amount, decimals);
      const member = await repository.findMember(merchant.id, input.memberId);
      if (!member) throw new AppError('member_not_found');
      // a trial account holds play money; real money must never be mixed into it
      if (member.type === trialType) {
        throw new AppError('invalid_state', { details: { reason: 'trial_account' } });
      }
      const format = (minor: bigint) => formatMinorUnits(minor, decimals);
      return wallet.transact(async ({ tx, post }) => {
        const posted = await post({
          merchantId: merchant.id,
          idempotencyKey: `adjustment:${staff.id}:${input.clientKey}`,
          kind: 'adjustment',
          memberId: member.id,
          reference: `staff:${staff.id}`,
          memo: { reason: input.reason },
          legs: [
            { account: { memberId: member.id, kind: 'main' }, amount },
            { account: { house: 'adjustments' }, amount: -amount },
          ],
        });
        const posting = posted.postings.find(
          (leg) => leg.memberId === member.id && leg.accountKind === 'main',
        );
        if (!posting) throw new Error('adjustment posted without the member leg');
        const balanceAfter = posting.balanceAfter;
        const balanceBefore = balanceAfter - posting.amount;
        if (!posted.replayed) {
          await recordAudit(tx, {
            merchantId: merchant.id,
            actorKind: 'staff',
            actorId: staff.id,
            action: 'wallet.adjust',
            subjectKind: 'member',
            subjectId: member.id,
            reason: input.reason,
            before: { balance: format(balanceBefore) },
            after: {
              balance: format(balanceAfter),
              amount: format(amount),
              transactionId: posted.transactionId,
            },
            ip: input.ip,
          });
        }
        return {
          transactionId: posted.transactionId,
          memberId: member.id,
          amount: format(posting.amount),
          balanceBefore: format(balanceBefore),
          balanceAfter: format(balanceAfter),
          reason: input.reason,
          replayed: posted.replayed,
          createdAt: posted.createdAt.toISOString(),
        };
      });
    },

    /** Every balance of one member of this brand. */
    async memberWallet(merchant: Merchant, memberId: number): Promise<MemberWallet> {
      const member = await repository.findMember(merchant.id, memberId);
      if (!member) throw new AppError('member_not_found');
      const balances = await wallet.balances(merchant.id, member.id);
      const format = (minor: bigint) => formatMinorUnits(minor, merchant.currencyDecimals);
      const isPlayMoney = member.type === trialType;
      return {
        memberId: member.id,
        username: member.username,
        balance: format(balances.main),
        held: format(balances.held),
        // points are whole units, as the member's own balance shows them
        pointBalance: formatMinorUnits(balances.points, 0),
        vendors: [...balances.vendors]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([vendor, balance]) => ({ vendor, balance: format(balance) })),
        currencyCode: isPlayMoney ? 'PLAY' : merchant.currencyCode,
        isPlayMoney,
      };
    },
  };
}
export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
