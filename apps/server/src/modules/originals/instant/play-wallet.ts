import type { PamResponse, PamTransaction, PamTransactionType } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { originalsProviderCode, type PamPort } from '../../games/provider-wallet/pam-port.ts';
import { originalsCaller } from '../player-auth.ts';
import { formatPamAmount, pamAmountOf, pamRefusal, type PlayContext } from './play-money.ts';

/** The provider transaction ids of a round's legs: one stake, one payout (40 chars at most). */
export const roundLegIds = {
  stake: (roundId: string) => `${roundId}-s`,
  payout: (roundId: string) => `${roundId}-p`,
};

/** One leg of a round as the provider wallet sees it. */
interface Leg {
  roundId: string;
  gameCode: string;
  amount: bigint;
}

const creditAttempts = 3;

/**
 * The in-house games' only way to move money: the provider wallet (PAM API) in process, as
 * provider LobbyOriginals, exactly as an outside game provider would call it.
 */
export function createPlayWallet(pam: PamPort) {
  function send(
    context: PlayContext,
    type: PamTransactionType,
    transactionId: string,
    leg: Leg,
    isGameOver: boolean,
  ): Promise<PamResponse> {
    const transaction: PamTransaction = {
      currency: context.player.currency,
      provider: originalsProviderCode,
      transactionType: type,
      cashAmount: pamAmountOf(context, leg.amount),
      bonusAmount: 0,
      promoAmount: 0,
      transactionDateTime: new Date().toISOString(),
      providerTransactionId: transactionId,
      providerBetRef: roundLegIds.stake(leg.roundId),
      providerGameId: leg.gameCode,
      providerRoundId: leg.roundId,
      isGameOver,
    };
    return pam.addTransaction(
      originalsCaller(context.player.merchantId),
      context.player.playerId,
      context.player.token,
      transaction,
    );
  }

  const balanceOf = (context: PlayContext, answer: PamResponse) => {
    const balance = answer.transactionResult?.balance ?? answer.balance;
    return balance ? formatPamAmount(context, balance.cashAmount) : undefined;
  };

  return {
    /** Takes the stake (WITHDRAW); a refusal throws the AppError it means and moves nothing. */
    async debit(context: PlayContext, leg: Leg): Promise<void> {
      const answer = await send(context, 'WITHDRAW', roundLegIds.stake(leg.roundId), leg, false);
      if (answer.status !== 'OK') throw pamRefusal(answer.error?.code);
    },

    /**
     * Pays the round out (DEPOSIT, isGameOver; 0 on a loss) and returns the new balance. The
     * same transaction id makes retries act once; a lost answer is retried, never dropped.
     */
    async credit(context: PlayContext, leg: Leg): Promise<string> {
      let failure: unknown;
      for (let attempt = 0; attempt < creditAttempts; attempt++) {
        try {
          const answer = await send(context, 'DEPOSIT', roundLegIds.payout(leg.roundId), leg, true);
          if (answer.status === 'OK')
            return balanceOf(context, answer) ?? (await this.balance(context));
          failure = pamRefusal(answer.error?.code);
          if (
            answer.error?.code !== 'PAM_ERR_UNDEFINED' &&
            answer.error?.code !== 'PAM_ERR_TIMEOUT'
          )
            break;
        } catch (error) {
          failure = error;
        }
      }
      throw failure instanceof AppError ? failure : new AppError('bet_refused', { cause: failure });
    },

    /** Gives a stake back (CANCEL of the WITHDRAW) when the play could not be stored. */
    async refund(context: PlayContext, leg: Leg): Promise<void> {
      await send(context, 'CANCEL', roundLegIds.stake(leg.roundId), leg, true);
    },

    /** The player's balance in the session unit. */
    async balance(context: PlayContext): Promise<string> {
      const answer = await pam.getBalance(
        originalsCaller(context.player.merchantId),
        context.player.playerId,
        context.player.token,
      );
      const balance = balanceOf(context, answer);
      if (answer.status !== 'OK' || balance === undefined) throw pamRefusal(answer.error?.code);
      return balance;
    },
  };
}
export type PlayWallet = ReturnType<typeof createPlayWallet>;
