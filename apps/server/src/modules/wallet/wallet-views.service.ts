import {
  formatMinorUnits,
  mainWalletCode,
  trialType,
  type Balance,
  type Consolidated,
  type Language,
  type LocalizedText,
  type MerchantWallet,
  type WalletEntry,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { Member } from '../identity/index.ts';
import { ensureTrialFunding } from './trial-funding.service.ts';
import type { VendorWalletsRepository } from './vendor-wallets.repository.ts';
import { vendorName } from './vendor-wallets.repository.ts';
import type { MemberBalances, WalletService } from './wallet.service.ts';

/** Points are whole numbers: they are shown without decimals whatever the currency has. */
const pointDecimals = 0;

/** The main wallet's name; vendors' names come from the catalogue in the same languages. */
export const mainWalletName: LocalizedText = {
  en: 'Main Wallet',
  th: 'กระเป๋าเงินหลัก',
  tl: 'Pangunahing Wallet',
};

/** The four contract request types of §3 for one account (the agents module answers). */
export type ContractRequestLookup = (
  merchantId: number,
  memberId: number,
) => Promise<
  Pick<
    Consolidated,
    'dailysalreqtype' | 'divtypereq' | 'contracthoursalreqtype' | 'realtimesalreqtype'
  >
>;

export interface WalletViewsDeps {
  db: Db;
  wallet: WalletService;
  vendorWallets: VendorWalletsRepository;
  contractRequests: ContractRequestLookup;
}

type Brand = Pick<
  Merchant,
  'id' | 'authPolicy' | 'currencyDecimals' | 'currencySymbol' | 'currencyCode'
>;
type Account = Pick<Member, 'id' | 'type'>;

/** What members read about their money: the balance, the wallets, the consolidated view. */
export function createWalletViews(deps: WalletViewsDeps) {
  const money = (merchant: Brand, minor: bigint) =>
    formatMinorUnits(minor, merchant.currencyDecimals);

  /**
   * The main wallet and one entry per transfer-mode vendor, in vendor order. A vendor no
   * longer in transfer mode still shows while the member has money in it, so no balance is
   * ever hidden; it shows as under maintenance because money can no longer move there.
   */
  async function walletEntries(
    merchant: Brand,
    balances: MemberBalances,
    lang: Language,
  ): Promise<{ wallets: WalletEntry[]; transferVendors: number }> {
    const vendors = await deps.vendorWallets.listVendorWallets(merchant.id);
    const wallets: WalletEntry[] = [
      {
        code: mainWalletCode,
        name: mainWalletName[lang],
        balance: money(merchant, balances.main),
        isMaintenance: false,
      },
    ];
    let transferVendors = 0;
    const listed = new Set<string>();
    for (const vendor of vendors) {
      const held = balances.vendors.get(vendor.code) ?? 0n;
      if (!vendor.isTransfer && held === 0n) continue;
      if (vendor.isTransfer) transferVendors += 1;
      listed.add(vendor.code);
      wallets.push({
        code: vendor.code,
        name: vendorName(vendor, lang),
        balance: money(merchant, held),
        isMaintenance: vendor.isMaintenance || !vendor.isTransfer,
      });
    }
    // an account whose vendor row is gone altogether: still the member's money
    for (const [code, held] of balances.vendors) {
      if (listed.has(code) || held === 0n) continue;
      wallets.push({ code, name: code, balance: money(merchant, held), isMaintenance: true });
    }
    return { wallets, transferVendors };
  }

  return {
    /** §3 Balance; a trial account is funded with play money on its first read. */
    async balance(merchant: Brand, member: Account): Promise<Balance> {
      await ensureTrialFunding(deps, merchant, member);
      const balances = await deps.wallet.balances(merchant.id, member.id);
      return {
        balance: money(merchant, balances.main),
        currencySymbol: merchant.currencySymbol,
        currencyCode: merchant.currencyCode,
        pointBalance: formatMinorUnits(balances.points, pointDecimals),
        isPlayMoney: member.type === trialType,
      };
    },

    /** GCS_merchantWallet: which wallets the member can move money between. */
    async merchantWallet(
      merchant: Brand,
      member: Account,
      lang: Language,
    ): Promise<MerchantWallet> {
      const balances = await deps.wallet.balances(merchant.id, member.id);
      const { wallets, transferVendors } = await walletEntries(merchant, balances, lang);
      return { isSingle: transferVendors === 0, currencySymbol: merchant.currencySymbol, wallets };
    },

    /**
     * Every wallet summed: main, vendors and money held for pending withdrawals, and the four
     * contract request types (0 none, 1 an offer awaits an answer, 2 running); the client
     * reads them to decide which contract dialogs to offer.
     */
    async consolidated(merchant: Brand, member: Account, lang: Language): Promise<Consolidated> {
      const [balances, requests] = await Promise.all([
        deps.wallet.balances(merchant.id, member.id),
        deps.contractRequests(merchant.id, member.id),
      ]);
      const { wallets } = await walletEntries(merchant, balances, lang);
      let vendorTotal = 0n;
      for (const held of balances.vendors.values()) vendorTotal += held;
      return {
        totalBalance: money(merchant, balances.main + vendorTotal + balances.held),
        mainBalance: money(merchant, balances.main),
        heldBalance: money(merchant, balances.held),
        wallets,
        currencySymbol: merchant.currencySymbol,
        ...requests,
      };
    },
  };
}
export type WalletViews = ReturnType<typeof createWalletViews>;
