import {
  formatMinorUnits,
  isAgentType,
  type AgentTransferRequest,
  type DownlineList,
  type MemberTransferResult,
  type UplineTransferRequest,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { Member } from '../identity/index.ts';
import type { Counterparty, MemberTransferRepository } from './member-transfer.repository.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { memberLedgerKey } from './member-ledger-key.ts';
import type { WalletService } from './wallet.service.ts';

export interface MemberTransferDeps {
  wallet: WalletService;
  repository: MemberTransferRepository;
}

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;
type Payer = Pick<Member, 'id' | 'type' | 'parentId'>;

export interface MemberTransferContext {
  merchant: Brand;
  member: Payer;
  /** The client's Idempotency-Key. */
  clientKey: string;
  /** Throws unless the payment password is right; called only once everything else holds. */
  checkPaymentPassword(password: string): Promise<void>;
}

/** Agent → direct downline and downline → upline, main wallet to main wallet (§6). */
export function createMemberTransfers(deps: MemberTransferDeps) {
  async function pay(
    context: MemberTransferContext,
    counterparty: Counterparty & { role: 'upline' | 'downline' },
    amountText: string,
    paymentPassword: string,
  ): Promise<MemberTransferResult> {
    const { merchant, member } = context;
    const amount = parseMoneyInput(amountText, merchant.currencyDecimals);
    await context.checkPaymentPassword(paymentPassword);
    const payer = { memberId: member.id, kind: 'main' } as const;
    const payee = { memberId: counterparty.id, kind: 'main' } as const;
    // the wallet tells both members' open pages once it commits
    const posted = await deps.wallet.post({
      merchantId: merchant.id,
      idempotencyKey: memberLedgerKey(member.id, context.clientKey),
      kind: 'agent_transfer',
      memberId: member.id,
      // the records pages tell a payment to the upline from an agent's payment by this
      reference: `${counterparty.role}:${counterparty.id}`,
      memo: { counterparty: counterparty.username },
      legs: [
        { account: payer, amount: -amount },
        { account: payee, amount },
      ],
    });
    // from the stored postings, so a replay answers what the first request answered
    const mine = posted.postings.find(
      (posting) => posting.memberId === member.id && posting.accountKind === 'main',
    );
    if (!mine) throw new Error(`transfer ${posted.transactionId} has no payer posting`);
    return {
      transactionId: posted.transactionId,
      counterparty: counterparty.username,
      amount: formatMinorUnits(-mine.amount, merchant.currencyDecimals),
      balance: formatMinorUnits(mine.balanceAfter, merchant.currencyDecimals),
    };
  }

  function assertAgent(member: Payer): void {
    if (!isAgentType(member.type)) throw new AppError('not_an_agent');
  }

  return {
    /** Who this agent may pay. */
    async listDownlines(merchant: Brand, member: Payer): Promise<DownlineList> {
      assertAgent(member);
      return { downlines: await deps.repository.listDirectDownlines(merchant.id, member.id) };
    },

    /** An agent pays one of its direct downlines; anyone else is not_your_downline. */
    async payDownline(
      context: MemberTransferContext,
      request: AgentTransferRequest,
    ): Promise<MemberTransferResult> {
      assertAgent(context.member);
      const downline = await deps.repository.findDirectDownline(
        context.merchant.id,
        context.member.id,
        request.downline,
      );
      if (!downline) throw new AppError('not_your_downline');
      return pay(
        context,
        { ...downline, role: 'downline' },
        request.amount,
        request.paymentPassword,
      );
    },

    /** A downline pays its upline (page transferUpline). */
    async payUpline(
      context: MemberTransferContext,
      request: UplineTransferRequest,
    ): Promise<MemberTransferResult> {
      const { parentId } = context.member;
      const upline =
        parentId === null
          ? undefined
          : await deps.repository.findUpline(context.merchant.id, parentId);
      if (!upline) throw new AppError('no_upline');
      return pay(context, { ...upline, role: 'upline' }, request.amount, request.paymentPassword);
    },
  };
}
export type MemberTransfers = ReturnType<typeof createMemberTransfers>;
