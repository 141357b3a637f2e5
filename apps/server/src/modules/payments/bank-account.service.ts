import {
  patternMessages,
  validateFieldValue,
  maxBankAccounts,
  resolveWalletPolicy,
  type AddBankAccountRequest,
  type BankAccount,
  type WalletPolicy,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/rows.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { fieldErrorOf } from '../../platform/field-errors.ts';
import type { Member } from '../identity/index.ts';
import type { BrandFieldRules } from '../system/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BankAccountRepository, BankAccountRow } from './bank-account.repository.ts';

/** `1234567890` → `******7890`: the member recognises it, a screenshot gives nothing away. */
export function maskAccountNumber(accountNumber: string): string {
  const shown = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(0, accountNumber.length - shown.length))}${shown}`;
}

/**
 * A name as two people would agree it is the same: Unicode-normalised, trimmed, runs of
 * whitespace as one space, case ignored ("somchai  JAIDEE" is "Somchai Jaidee").
 */
export function normalizePersonName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The bank's display name from the brand's list; a bank dropped from the list keeps its code. */
export function bankNameOf(policy: WalletPolicy, bankCode: string): string {
  return policy.banks.find((bank) => bank.code === bankCode)?.name ?? bankCode;
}

/** A bank account row as the member sees it. */
export function toBankAccount(policy: WalletPolicy, row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: bankNameOf(policy, row.bankCode),
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    isDefault: row.isDefault,
  };
}

export interface BankAccountServiceDeps {
  db: Db;
  wallet: Pick<WalletService, 'lockMember'>;
  repository: BankAccountRepository;
  /** The brand's registration rules: the real name follows the payeeName rule. */
  rules: BrandFieldRules;
}

// without a brand rule: letters (any script) and spaces, as on a bank statement
const fallbackPayeeName = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,99}$/u;

/** Who is asking and from where, without HTTP. */
export interface MemberCaller {
  merchant: Merchant;
  member: Member;
  ip: string;
  /** Throws payment_password_not_set / wrong_payment_password / too_many_requests. */
  assertPaymentPassword(password: string): Promise<void>;
}

/** The member's bank accounts for withdrawals (security centre) and the set-once real name. */
export function createBankAccountService(deps: BankAccountServiceDeps) {
  const { db, repository } = deps;

  return {
    async list(caller: Pick<MemberCaller, 'merchant' | 'member'>): Promise<BankAccount[]> {
      const policy = resolveWalletPolicy(caller.merchant.walletPolicy);
      const rows = await repository.listActive(db, caller.merchant.id, caller.member.id);
      return rows.map((row) => toBankAccount(policy, row));
    },

    /**
     * Adds an account in the member's own name at a bank the brand pays to. Cheap checks come
     * first; the payment password (throttled) last before the write; the count and the
     * duplicate check run under the member's lock so two quick adds cannot pass both.
     */
    async add(caller: MemberCaller, input: AddBankAccountRequest): Promise<BankAccount> {
      const { merchant, member } = caller;
      const policy = resolveWalletPolicy(merchant.walletPolicy);
      if (!policy.banks.some((bank) => bank.code === input.bankCode)) {
        throw new AppError('bank_not_supported');
      }
      if (!member.payeeName || member.payeeName.trim() === '') {
        throw new AppError('payee_name_required');
      }
      if (normalizePersonName(input.holderName) !== normalizePersonName(member.payeeName)) {
        throw new AppError('bank_holder_mismatch');
      }
      await caller.assertPaymentPassword(input.paymentPassword);

      try {
        const row = await db.transaction(async (tx) => {
          await deps.wallet.lockMember(tx, member.id);
          const active = await repository.listActive(tx, merchant.id, member.id);
          if (
            active.some(
              (row) => row.bankCode === input.bankCode && row.accountNumber === input.accountNumber,
            )
          ) {
            throw new AppError('bank_account_exists');
          }
          if (active.length >= maxBankAccounts) {
            throw new AppError('bank_account_limit', { details: { max: maxBankAccounts } });
          }
          const inserted = await repository.insert(tx, {
            merchantId: merchant.id,
            memberId: member.id,
            bankCode: input.bankCode,
            accountNumber: input.accountNumber,
            // stored as the member typed it, tidied: statements show it
            holderName: input.holderName.trim().replace(/\s+/g, ' '),
            isDefault: active.length === 0,
          });
          await recordAudit(tx, {
            merchantId: merchant.id,
            actorKind: 'member',
            actorId: member.id,
            action: 'bank_account.add',
            subjectKind: 'bank_account',
            subjectId: inserted.id,
            after: {
              bankCode: inserted.bankCode,
              accountNumber: maskAccountNumber(inserted.accountNumber),
            },
            ip: caller.ip,
          });
          return inserted;
        });
        return toBankAccount(policy, row);
      } catch (error) {
        // the partial unique index is the last word when two adds race past the lock-free path
        if (sqlState(error) === '23505')
          throw new AppError('bank_account_exists', { cause: error });
        throw error;
      }
    },

    /**
     * Removes (soft) one of the member's own accounts. Refused while a withdrawal to it waits
     * for review or payout: the operator must still see where the money goes.
     */
    async remove(caller: Omit<MemberCaller, 'assertPaymentPassword'>, id: number): Promise<void> {
      const { merchant, member } = caller;
      await db.transaction(async (tx) => {
        // the same lock a withdrawal request takes, so none can start on it meanwhile
        await deps.wallet.lockMember(tx, member.id);
        const account = await repository.findActive(tx, merchant.id, member.id, id);
        if (!account) throw new AppError('bank_account_not_found');
        if (await repository.hasOpenWithdrawal(tx, account.id)) {
          throw new AppError('invalid_state');
        }
        await repository.remove(tx, account, new Date());
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'bank_account.remove',
          subjectKind: 'bank_account',
          subjectId: account.id,
          before: {
            bankCode: account.bankCode,
            accountNumber: maskAccountNumber(account.accountNumber),
          },
          ip: caller.ip,
        });
      });
    },

    /** Sets the real name once, while it is empty; afterwards only customer service can. */
    async setPayeeName(
      caller: Omit<MemberCaller, 'assertPaymentPassword'>,
      payeeName: string,
    ): Promise<string> {
      const { merchant, member } = caller;
      const tidy = payeeName.normalize('NFC').trim().replace(/\s+/g, ' ');
      if (member.payeeName && member.payeeName.trim() !== '') throw new AppError('invalid_state');
      const rule = await deps.rules.ruleOf(merchant, 'payeeName');
      if (rule) {
        const problem = validateFieldValue({ ...rule, required: true }, tidy);
        if (problem) {
          throw new AppError('validation_failed', {
            fields: [fieldErrorOf('body.payeeName', problem)],
          });
        }
      } else if (!fallbackPayeeName.test(tidy)) {
        throw new AppError('validation_failed', {
          fields: [
            fieldErrorOf('body.payeeName', {
              messageKey: patternMessages.any.messageKey,
              min: 2,
              max: 100,
            }),
          ],
        });
      }
      await db.transaction(async (tx) => {
        // conditional: of two racing calls only one finds the name still empty
        const isSet = await repository.setPayeeNameOnce(tx, merchant.id, member.id, tidy);
        if (!isSet) throw new AppError('invalid_state');
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'member.payee_name.set',
          subjectKind: 'member',
          subjectId: member.id,
          after: { payeeName: tidy },
          ip: caller.ip,
        });
      });
      return tidy;
    },
  };
}
export type BankAccountService = ReturnType<typeof createBankAccountService>;
