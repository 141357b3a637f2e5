import { AppError } from '../../../platform/app-error.ts';
import {
  pamRefusal,
  type OriginalsWallet,
  type WalletLeg,
  type WalletPlayer,
} from '../originals-wallet.ts';
import { formatMoney, type PlayContext } from './play-money.ts';

/** The provider transaction ids of a round's legs: one stake, one payout (40 chars at most). */
export const roundLegIds = {
  stake: (roundId: string) => `${roundId}-s`,
  payout: (roundId: string) => `${roundId}-p`,
};

/** One leg of an instant play as the game sees it. */
interface Leg {
  roundId: string;
  gameCode: string;
  amount: bigint;
}

const creditAttempts = 3;
/** Refusals that may pass on a second try; any other is final. */
const transientCodes = new Set<string>(['PAM_ERR_UNDEFINED', 'PAM_ERR_TIMEOUT']);

const playerOf = ({ player }: PlayContext): WalletPlayer => ({
  merchantId: player.merchantId,
  memberId: player.memberId,
  currency: player.currency,
  token: player.token,
});

function legOf(context: PlayContext, leg: Leg, transactionId: string): WalletLeg {
  return {
    transactionId,
    amount: leg.amount,
    decimals: context.decimals,
    providerRoundId: leg.roundId,
    providerBetRef: roundLegIds.stake(leg.roundId),
    gameCode: leg.gameCode,
  };
}

/**
 * An instant play's money in the terms of its game: one stake and one payout per round, over
 * the in-house games' one provider wallet client; balances as the session unit's text.
 */
export function createPlayWallet(wallet: OriginalsWallet) {
  async function balance(context: PlayContext): Promise<string> {
    return formatMoney(context, await wallet.balance(playerOf(context), context.decimals));
  }

  return {
    balance,

    /** Takes the stake; a refusal throws the AppError it means and moves nothing. */
    async debit(context: PlayContext, leg: Leg): Promise<void> {
      await wallet.withdraw(playerOf(context), legOf(context, leg, roundLegIds.stake(leg.roundId)));
    },

    /**
     * Pays the round out (0 on a loss), closing it, and returns the new balance. The same
     * transaction id makes retries act once; a lost answer is retried, never dropped.
     */
    async credit(context: PlayContext, leg: Leg): Promise<string> {
      const payout = legOf(context, leg, roundLegIds.payout(leg.roundId));
      let failure: unknown;
      for (let attempt = 0; attempt < creditAttempts; attempt++) {
        try {
          const answer = await wallet.deposit(playerOf(context), payout);
          if (answer.ok) {
            return answer.balance === undefined
              ? await balance(context)
              : formatMoney(context, answer.balance);
          }
          failure = pamRefusal(answer.code);
          if (!transientCodes.has(answer.code ?? 'PAM_ERR_UNDEFINED')) break;
        } catch (error) {
          failure = error;
        }
      }
      throw failure instanceof AppError ? failure : new AppError('bet_refused', { cause: failure });
    },

    /** Gives a stake back (CANCEL of the WITHDRAW) when the play could not be stored. */
    async refund(context: PlayContext, leg: Leg): Promise<void> {
      await wallet.cancel(playerOf(context), legOf(context, leg, roundLegIds.stake(leg.roundId)));
    },
  };
}
export type PlayWallet = ReturnType<typeof createPlayWallet>;
