import {
  formatMinorUnits,
  mainWalletCode,
  resolveWalletPolicy,
  type Language,
  type WalletEntry,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { Member } from '../identity/index.ts';
import type { Posting, PostedTransaction } from './ledger.ts';
import {
  vendorName,
  type VendorWallet,
  type VendorWalletsRepository,
} from './vendor-wallets.repository.ts';
import { mainWalletName } from './wallet-views.service.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { memberLedgerKey } from './member-ledger-key.ts';
import type { WalletService } from './wallet.service.ts';

export interface VendorTransferDeps {
  wallet: WalletService;
  vendorWallets: VendorWalletsRepository;
}

export interface VendorTransferInput {
  merchant: Pick<Merchant, 'id' | 'currencyDecimals' | 'walletPolicy'>;
  member: Pick<Member, 'id'>;
  /** The client's Idempotency-Key. */
  clientKey: string;
  lang: Language;
  request: WalletTransferRequest;
  /** Throws unless the payment password is right; called only once everything else holds. */
  checkPaymentPassword(password: string): Promise<void>;
}

/**
 * Main wallet ↔ a transfer-mode vendor's wallet (page transferFund). Self-exclusion does not
 * block it: it moves the member's own money between the member's own wallets and is not
 * play; the vendor's games check self-exclusion when they take a bet.
 */
export function createVendorTransfers(deps: VendorTransferDeps) {
  /** A wallet code the member may name: MAIN, or an active transfer-mode vassalage. */
  function walletOf(code: string, vendors: VendorWallet[]): VendorWallet | 'main' {
    if (code === mainWalletCode) return 'main';
    const vendor = vendors.find((entry) => entry.code === code && entry.isTransfer);
    if (!vendor) throw new AppError('wallet_not_found');
    return vendor;
  }

  /**
   * The answer, built from the stored postings alone: a replay of the same key answers
   * exactly what the first request answered, whatever moved since.
   */
  function answerOf(
    posted: PostedTransaction,
    decimals: number,
    vendors: VendorWallet[],
    lang: Language,
  ): WalletTransferResult {
    const entry = (posting: Posting): WalletEntry => {
      const isMain = posting.accountKind === 'main';
      const vendor = vendors.find((candidate) => candidate.code === posting.vendor);
      return {
        code: isMain ? mainWalletCode : posting.vendor,
        name: isMain ? mainWalletName[lang] : vendor ? vendorName(vendor, lang) : posting.vendor,
        balance: formatMinorUnits(posting.balanceAfter, decimals),
        // the transfer was only accepted while the vendor was open
        isMaintenance: false,
      };
    };
    const from = posted.postings.find((posting) => posting.amount < 0n);
    const to = posted.postings.find((posting) => posting.amount > 0n);
    if (!from || !to) throw new Error(`transfer ${posted.transactionId} has no two sides`);
    return { transactionId: posted.transactionId, from: entry(from), to: entry(to) };
  }

  return {
    async transfer(input: VendorTransferInput): Promise<WalletTransferResult> {
      const { merchant, member, request } = input;
      const vendors = await deps.vendorWallets.listVendorWallets(merchant.id);
      const from = walletOf(request.from, vendors);
      const to = walletOf(request.to, vendors);
      if (request.from === request.to) throw new AppError('same_wallet');
      // vendor to vendor would be two transfers the vendors know nothing about: go via main
      const vendor = from === 'main' ? to : to === 'main' ? from : undefined;
      if (vendor === undefined || vendor === 'main') throw new AppError('transfer_needs_main');
      if (vendor.isMaintenance) throw new AppError('vendor_maintenance');

      const amount = parseMoneyInput(request.amount, merchant.currencyDecimals);
      const minimum = BigInt(resolveWalletPolicy(merchant.walletPolicy).transferMin);
      if (amount < minimum) {
        const min = formatMinorUnits(minimum, merchant.currencyDecimals);
        throw new AppError('amount_below_minimum', { details: { min } });
      }
      await input.checkPaymentPassword(request.paymentPassword);

      const main = { memberId: member.id, kind: 'main' } as const;
      const vendorAccount = { memberId: member.id, kind: 'vendor', vendor: vendor.code } as const;
      const sign = from === 'main' ? 1n : -1n;
      const posted = await deps.wallet.post({
        merchantId: merchant.id,
        idempotencyKey: memberLedgerKey(member.id, input.clientKey),
        kind: from === 'main' ? 'vendor_transfer_in' : 'vendor_transfer_out',
        memberId: member.id,
        reference: `vendor:${vendor.code}`,
        memo: { vendor: vendor.code },
        legs: [
          { account: main, amount: -sign * amount },
          { account: vendorAccount, amount: sign * amount },
        ],
      });
      return answerOf(posted, merchant.currencyDecimals, vendors, input.lang);
    },
  };
}
export type VendorTransfers = ReturnType<typeof createVendorTransfers>;
