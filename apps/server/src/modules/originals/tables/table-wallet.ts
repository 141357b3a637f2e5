import { formatMinorUnits, type PamResponse, type PamTransaction } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { originalsProviderCode, type PamPort } from '../../games/provider-wallet/pam-port.ts';
import { originalsCaller } from '../player-auth.ts';

/** Who a table's money call is for: the player and the session the bet came with. */
export interface TableWalletPlayer {
  merchantId: number;
  memberId: number;
  /** The session's unit: the brand currency or PLAY. */
  currency: string;
  token: string;
}

/** One leg of a table round, in minor units of the player's unit. */
export interface TableLeg {
  transactionId: string;
  amount: bigint;
  decimals: number;
  /** One provider round per member per table round. */
  providerRoundId: string;
  gameCode: string;
}

/** Play money has two decimals; real money the brand currency's. */
export function unitDecimals(unit: string, brandDecimals: number): number {
  return unit === 'PLAY' ? 2 : brandDecimals;
}

/** The provider round of a member in a table round. */
export function providerRoundIdOf(roundId: number, memberId: number): string {
  return `tr-${roundId}-${memberId}`;
}

/** The player's cash balance of a PAM answer, as minor units. */
function balanceOf(answer: PamResponse, decimals: number): bigint | undefined {
  const cash = answer.transactionResult?.balance?.cashAmount ?? answer.balance?.cashAmount;
  return cash === undefined ? undefined : BigInt(Math.round(cash * 10 ** decimals));
}

/** Why the wallet refused a stake, as the error the player sees. */
function stakeRefusal(answer: PamResponse): AppError {
  switch (answer.error?.code) {
    case 'PAM_ERR_CASH_OVERDRAFT':
    case 'PAM_ERR_BONUS_OVERDRAFT':
    case 'PAM_ERR_PROMO_OVERDRAFT':
      return new AppError('insufficient_funds');
    case 'PAM_ERR_SESSION_NOT_FOUND':
    case 'PAM_ERR_SESSION_EXPIRED':
    case 'PAM_ERR_PLAYER_NOT_FOUND':
      return new AppError('game_session_invalid');
    case 'PAM_ERR_TRANS_CURRENCY':
    case 'PAM_ERR_NEGATIVE_STAKE':
    case 'PAM_ERR_DUPLICATE_TRANS':
      return new AppError('bet_invalid');
    case 'PAM_ERR_TRANS_ALREADY_CANCELLED':
      return new AppError('round_closed');
    default:
      return new AppError('bet_refused', {
        details: answer.error?.message ? { reason: answer.error.message } : {},
      });
  }
}

/**
 * The tables' only way to move money: the provider wallet's transactions (PAM API), exactly
 * as an outside game provider would call them. Stakes are WITHDRAW, wins DEPOSIT (closing
 * the member's round), refunds CANCEL of the stake's own transaction id.
 */
export function createTableWallet(pam: PamPort) {
  function transaction(
    type: PamTransaction['transactionType'],
    player: TableWalletPlayer,
    leg: TableLeg,
    extra: Partial<PamTransaction> = {},
  ): Promise<PamResponse> {
    const amount = Number(formatMinorUnits(leg.amount, leg.decimals));
    return pam.addTransaction(
      originalsCaller(player.merchantId),
      String(player.memberId),
      player.token,
      {
        currency: player.currency,
        provider: originalsProviderCode,
        transactionType: type,
        cashAmount: amount,
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: new Date().toISOString(),
        providerTransactionId: leg.transactionId,
        providerRoundId: leg.providerRoundId,
        providerGameId: leg.gameCode,
        ...extra,
      },
    );
  }

  return {
    /** Takes a stake; throws the player's error when refused (then nothing moved). */
    async withdraw(player: TableWalletPlayer, leg: TableLeg): Promise<bigint | undefined> {
      const answer = await transaction('WITHDRAW', player, leg);
      if (answer.status !== 'OK') throw stakeRefusal(answer);
      return balanceOf(answer, leg.decimals);
    },

    /** Pays what a member's round returns (0 for a loss) and closes it; true once it went through. */
    async deposit(
      player: TableWalletPlayer,
      leg: TableLeg,
    ): Promise<{ ok: boolean; balance?: bigint; code?: string }> {
      const answer = await transaction('DEPOSIT', player, leg, { isGameOver: true });
      if (answer.status === 'OK') return { ok: true, balance: balanceOf(answer, leg.decimals) };
      return { ok: false, code: answer.error?.code ?? 'PAM_ERR_UNDEFINED' };
    },

    /**
     * Refunds a stake (CANCEL of its transaction). A stake the wallet never took leaves only a
     * marker (so a late copy is refused): nothing is owed either way.
     */
    async cancel(
      player: TableWalletPlayer,
      leg: TableLeg,
    ): Promise<{ ok: boolean; code?: string }> {
      const answer = await transaction('CANCEL', player, leg);
      if (answer.status === 'OK' || answer.error?.code === 'PAM_ERR_CANCEL_NOT_FOUND') {
        return { ok: true };
      }
      return { ok: false, code: answer.error?.code ?? 'PAM_ERR_UNDEFINED' };
    },

    /** The player's cash balance in minor units. */
    async balance(player: TableWalletPlayer, decimals: number): Promise<bigint> {
      const answer = await pam.getBalance(
        originalsCaller(player.merchantId),
        String(player.memberId),
        player.token,
      );
      if (answer.status !== 'OK') throw new AppError('game_session_invalid');
      return balanceOf(answer, decimals) ?? 0n;
    },
  };
}
export type TableWallet = ReturnType<typeof createTableWallet>;

/**
 * The game session tokens settlement needs: the provider wallet wants a session of the player
 * for every call (it accepts wins on an expired one), yet settlement runs without a request,
 * maybe on another instance or after a restart. Each bet row carries its player's token,
 * sealed; this process also keeps the last token it saw per member, to spare the opening.
 */
export function createPlayerTokens(box: SecretBox, capacity = 50_000) {
  const tokens = new Map<string, string>();
  const key = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
  return {
    remember(player: { merchantId: number; memberId: number; token: string }): void {
      const id = key(player.merchantId, player.memberId);
      tokens.delete(id);
      tokens.set(id, player.token);
      if (tokens.size > capacity) tokens.delete(tokens.keys().next().value as string);
    },
    /** The token sealed for a bet row. */
    seal(token: string): string {
      return box.seal(token);
    },
    /** The member's token: the last one seen here, else the newest one sealed in their bets. */
    tokenOf(
      merchantId: number,
      memberId: number,
      bets: readonly { id: number; sessionTokenSealed: string | null }[] = [],
    ): string | undefined {
      const seen = tokens.get(key(merchantId, memberId));
      if (seen) return seen;
      const sealed = bets
        .filter((bet) => bet.sessionTokenSealed !== null)
        .toSorted((a, b) => b.id - a.id)[0]?.sessionTokenSealed;
      return sealed ? box.open(sealed) : undefined;
    },
  };
}
export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
