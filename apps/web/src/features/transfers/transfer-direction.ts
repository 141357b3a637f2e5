import { mainWalletCode, type WalletEntry } from '@lobby/contracts';

/** Where a wallet transfer goes: one side is always the main wallet (§3 wallet transfer). */
export interface Direction {
  from: string;
  to: string;
}

/** Why a direction cannot be sent, as a text key; undefined when it can. */
export function directionProblem(direction: Direction): string | undefined {
  if (direction.from === direction.to) return 'errors:err_same_wallet';
  if (direction.from !== mainWalletCode && direction.to !== mainWalletCode) {
    return 'transfers:form.mainRequired';
  }
  return undefined;
}

/** The vendor wallets (everything but main), in the server's order. */
export function vendorWallets(wallets: readonly WalletEntry[]): WalletEntry[] {
  return wallets.filter((wallet) => wallet.code !== mainWalletCode);
}

/** The wallets money from `from` may go to: every vendor wallet from main, else main only. */
export function targetsOf(wallets: readonly WalletEntry[], from: string): WalletEntry[] {
  return from === mainWalletCode
    ? vendorWallets(wallets)
    : wallets.filter((wallet) => wallet.code === mainWalletCode);
}

/** The first direction shown: main to the first vendor wallet that is not in maintenance. */
export function initialDirection(wallets: readonly WalletEntry[]): Direction {
  const vendors = vendorWallets(wallets);
  const open = vendors.find((wallet) => !wallet.isMaintenance) ?? vendors[0];
  return { from: mainWalletCode, to: open?.code ?? mainWalletCode };
}

/**
 * The direction after choosing `from`: a vendor wallet sends to main; main keeps its vendor
 * target when it had one (the swap case), else takes the first open vendor wallet.
 */
export function withFrom(
  wallets: readonly WalletEntry[],
  current: Direction,
  from: string,
): Direction {
  if (from !== mainWalletCode) return { from, to: mainWalletCode };
  const keep = current.to !== mainWalletCode ? current.to : current.from;
  if (keep !== mainWalletCode && wallets.some((wallet) => wallet.code === keep)) {
    return { from, to: keep };
  }
  return initialDirection(wallets);
}

/** The direction after choosing `to`: main receives from the vendor, a vendor from main. */
export function withTo(current: Direction, to: string): Direction {
  if (to === mainWalletCode) {
    return { from: current.from === mainWalletCode ? current.to : current.from, to };
  }
  return { from: mainWalletCode, to };
}

/** The other way round. */
export function swapDirection(direction: Direction): Direction {
  return { from: direction.to, to: direction.from };
}

/** The wallet of a code, if the list has it. */
export function walletOf(wallets: readonly WalletEntry[], code: string): WalletEntry | undefined {
  return wallets.find((wallet) => wallet.code === code);
}
