import type { PamErrorCode, PamResponse, PamTransaction } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import {
  minorToPamAmount,
  originalsProviderCode,
  pamAmountToMinor,
  type PamCaller,
  type PamPort,
} from '../games/index.ts';

/** Who a money call is for: the player and the game session the call comes with. */
export interface WalletPlayer {
  merchantId: number;
  memberId: number;
  /** The session's unit: the brand currency or PLAY. */
  currency: string;
  token: string;
}

/** One leg of a round, in minor units of the player's unit. */
export interface WalletLeg {
  transactionId: string;
  amount: bigint;
  decimals: number;
  providerRoundId: string;
  gameCode: string;
  /** The stake a payout or refund belongs to (PAM's providerBetRef), when the game names one. */
  providerBetRef?: string;
}

/** The outcome of a payout or refund: settlement records a refusal and tries again later. */
export interface WalletSettlement {
  ok: boolean;
  balance?: bigint;
  /** Why the wallet refused, when it did. */
  code?: PamErrorCode;
}

/** The caller every in-house game is, to the provider wallet (cockfight is its own provider). */
export function originalsCaller(
  merchantId: number,
  providerCode = originalsProviderCode,
): PamCaller {
  return { merchantId, providerCode };
}

/** The one meaning, to a player, of a provider wallet refusal. */
export function pamRefusal(code: PamErrorCode | undefined): AppError {
  switch (code) {
    case 'PAM_ERR_CASH_OVERDRAFT':
    case 'PAM_ERR_BONUS_OVERDRAFT':
    case 'PAM_ERR_PROMO_OVERDRAFT':
      return new AppError('insufficient_funds');
    case 'PAM_ERR_SESSION_NOT_FOUND':
    case 'PAM_ERR_SESSION_EXPIRED':
    case 'PAM_ERR_PLAYER_NOT_FOUND':
    case 'PAM_ERR_ACC_NOT_FOUND':
      return new AppError('game_session_invalid');
    case 'PAM_ERR_TRANS_CURRENCY':
    case 'PAM_ERR_NEGATIVE_STAKE':
      return new AppError('bet_invalid');
    case 'PAM_ERR_DUPLICATE_TRANS':
      return new AppError('idempotency_conflict');
    case 'PAM_ERR_TRANS_ALREADY_CANCELLED':
      return new AppError('round_closed');
    default:
      return new AppError('bet_refused', { details: code ? { reason: code } : {} });
  }
}

/** The cash balance of a PAM answer in minor units, exactly (never through float maths). */
function cashOf(answer: PamResponse, decimals: number): bigint | undefined {
  const cash = answer.transactionResult?.balance?.cashAmount ?? answer.balance?.cashAmount;
  if (cash === undefined) return undefined;
  return pamAmountToMinor(cash, decimals) ?? undefined;
}

/**
 * The in-house games' one way to move money: the provider wallet (PAM API) in process, as
 * provider LobbyOriginals, exactly as an outside game provider would call it. Amounts stay
 * bigint minor units; the PAM numbers are made and read by the exact conversions of the
 * provider wallet itself. Stakes are WITHDRAW, payouts DEPOSIT (closing the round), refunds
 * CANCEL of the stake's own transaction id.
 */
export function createOriginalsWallet(pam: PamPort, providerCode = originalsProviderCode) {
  function send(
    type: PamTransaction['transactionType'],
    player: WalletPlayer,
    leg: WalletLeg,
    isGameOver: boolean,
  ): Promise<PamResponse> {
    return pam.addTransaction(
      originalsCaller(player.merchantId, providerCode),
      String(player.memberId),
      player.token,
      {
        currency: player.currency,
        provider: providerCode,
        transactionType: type,
        cashAmount: minorToPamAmount(leg.amount, leg.decimals),
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: new Date().toISOString(),
        providerTransactionId: leg.transactionId,
        providerRoundId: leg.providerRoundId,
        providerGameId: leg.gameCode,
        ...(leg.providerBetRef ? { providerBetRef: leg.providerBetRef } : {}),
        isGameOver,
      },
    );
  }

  return {
    /** Takes a stake and returns the balance after it; a refusal throws and moves nothing. */
    async withdraw(player: WalletPlayer, leg: WalletLeg): Promise<bigint | undefined> {
      const answer = await send('WITHDRAW', player, leg, false);
      if (answer.status !== 'OK') throw pamRefusal(answer.error?.code);
      return cashOf(answer, leg.decimals);
    },

    /**
     * Pays what a round returns (0 for a loss) and closes it (unless `closesRound` is false: a game
     * that may still correct the result keeps its round open: the sportsbook, cockfight). The same id makes retries act once.
     */
    async deposit(
      player: WalletPlayer,
      leg: WalletLeg,
      closesRound = true,
    ): Promise<WalletSettlement> {
      const answer = await send('DEPOSIT', player, leg, closesRound);
      if (answer.status === 'OK') return { ok: true, balance: cashOf(answer, leg.decimals) };
      return { ok: false, code: answer.error?.code ?? 'PAM_ERR_UNDEFINED' };
    },

    /**
     * Refunds a stake (CANCEL of its transaction). A stake the wallet never took leaves only a
     * marker (so a late copy is refused): nothing is owed either way.
     */
    async cancel(player: WalletPlayer, leg: WalletLeg): Promise<WalletSettlement> {
      const answer = await send('CANCEL', player, leg, true);
      if (answer.status === 'OK' || answer.error?.code === 'PAM_ERR_CANCEL_NOT_FOUND') {
        return { ok: true, balance: cashOf(answer, leg.decimals) };
      }
      return { ok: false, code: answer.error?.code ?? 'PAM_ERR_UNDEFINED' };
    },

    /** The player's cash balance in minor units; a dead session is game_session_invalid. */
    async balance(player: WalletPlayer, decimals: number): Promise<bigint> {
      const answer = await pam.getBalance(
        originalsCaller(player.merchantId, providerCode),
        String(player.memberId),
        player.token,
      );
      const cash = answer.status === 'OK' ? cashOf(answer, decimals) : undefined;
      if (cash === undefined) throw pamRefusal(answer.error?.code ?? 'PAM_ERR_SESSION_NOT_FOUND');
      return cash;
    },
  };
}
export type OriginalsWallet = ReturnType<typeof createOriginalsWallet>;
