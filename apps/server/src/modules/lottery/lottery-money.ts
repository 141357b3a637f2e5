import type { SecretBox } from '../../platform/secret-box.ts';
import { unitDecimals } from '../games/index.ts';
import type { OriginalsWallet, WalletLeg, WalletPlayer } from '../originals/index.ts';

/** What the wallet needs of a bet row to pay or refund it. */
export interface PayableBet {
  id: number;
  merchantId: number;
  memberId: number;
  unit: string;
  stake: bigint;
  payout: bigint;
  gameCode: string;
  sessionTokenSealed: string;
  currencyDecimals: number;
  /** Operator-result games keep the round open so a correction can still move money. */
  keepsRoundOpen?: boolean;
}

/** The stake's transaction id; its refund is a CANCEL of the same id. */
export const stakeTransactionId = (betId: number) => `lot-${betId}`;
/** The payout's transaction id (0 for a loss: it closes the round). */
export const payoutTransactionId = (betId: number) => `lot-${betId}-win`;
/** A correction's movement of the difference (DEPOSIT when owed more, WITHDRAW when overpaid). */
export const fixTransactionId = (betId: number, version: number) => `lot-${betId}-fix-${version}`;
/** The game over of an operator-result game's round, after its correction window. */
export const closeTransactionId = (betId: number) => `lot-${betId}-close`;
/** Each bet is its own provider round. */
export const providerRoundId = (betId: number) => `lot-${betId}`;

/**
 * A lottery bet's money legs through the provider wallet (as provider LobbyOriginals, vendor
 * ELOTT): the stake a WITHDRAW, the payout a DEPOSIT closing the round, a refund a CANCEL of the
 * stake. Fixed transaction ids per bet make every retry act once.
 */
export function createLotteryMoney(wallet: OriginalsWallet, box: SecretBox) {
  const playerOf = (bet: PayableBet, token?: string): WalletPlayer => ({
    merchantId: bet.merchantId,
    memberId: bet.memberId,
    currency: bet.unit,
    token: token ?? box.open(bet.sessionTokenSealed) ?? '',
  });
  const leg = (bet: PayableBet, transactionId: string, amount: bigint): WalletLeg => ({
    transactionId,
    amount,
    decimals: unitDecimals(bet.unit, bet.currencyDecimals),
    providerRoundId: providerRoundId(bet.id),
    gameCode: bet.gameCode,
    providerBetRef: stakeTransactionId(bet.id),
  });
  return {
    seal: (token: string) => box.seal(token),
    /** Takes the stake (refusals throw and move nothing). */
    takeStake: (bet: PayableBet, token: string) =>
      wallet.withdraw(playerOf(bet, token), leg(bet, stakeTransactionId(bet.id), bet.stake)),
    pay: (bet: PayableBet) =>
      wallet.deposit(
        playerOf(bet),
        leg(bet, payoutTransactionId(bet.id), bet.payout),
        !bet.keepsRoundOpen,
      ),
    /**
     * A correction: moves `difference` (new payout − paid) as a DEPOSIT or a WITHDRAW with the
     * result version's own id, so a retry acts once. A refusal answers ok: false.
     */
    async adjust(bet: PayableBet, version: number, difference: bigint) {
      const id = fixTransactionId(bet.id, version);
      if (difference >= 0n) return wallet.deposit(playerOf(bet), leg(bet, id, difference), false);
      try {
        await wallet.withdraw(playerOf(bet), leg(bet, id, -difference));
        return { ok: true as const };
      } catch (error) {
        return { ok: false as const, code: error instanceof Error ? error.message : 'refused' };
      }
    },
    /** Closes a round kept open for corrections: a DEPOSIT of 0 with the game over. */
    closeRound: (bet: PayableBet) =>
      wallet.deposit(playerOf(bet), leg(bet, closeTransactionId(bet.id), 0n), true),
    /** Refunds a stake; `token` when the caller has the session, else the bet's sealed one. */
    refund: (bet: PayableBet, token?: string) =>
      wallet.cancel(playerOf(bet, token), leg(bet, stakeTransactionId(bet.id), bet.stake)),
    balance: (player: WalletPlayer, decimals: number) => wallet.balance(player, decimals),
  };
}
export type LotteryMoney = ReturnType<typeof createLotteryMoney>;
