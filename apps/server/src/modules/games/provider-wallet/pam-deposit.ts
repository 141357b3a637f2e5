import type { PamResponse } from '@lobby/contracts';
import { cashBalance, PamRefusal } from './pam-answers.ts';
import {
  answerSeenBefore,
  houseAccount,
  isPromo,
  ledgerKey,
  memberScope,
  roundReference,
  transactionOk,
  transactionRow,
  type PamTransactionDeps,
  type TransactionInput,
} from './pam-transaction-parts.ts';
import {
  providerRoundsRepository as rounds,
  type WinContext,
} from './provider-rounds.repository.ts';
import {
  gameAccount,
  providerWalletRepository as repository,
} from './provider-wallet.repository.ts';
import type { DbTransaction } from '../../../db/rows.ts';
import { recordWin, publishWin, type RecordedWin } from './winner-feed.ts';

type PaidRound = NonNullable<WinContext['round']>;

/** A promo payout needs no bet: it opens its own round, on the session's game. */
async function openPromoRound(
  tx: DbTransaction,
  input: TransactionInput,
  roundId: string,
): Promise<PaidRound> {
  const scope = memberScope(input);
  const game = input.session.game;
  const round = await repository.addStake(
    tx,
    { ...scope, providerRoundId: roundId, unit: input.session.unit, game },
    0n,
  );
  return { ...round, game };
}

/** Refuses a payout into a closed round or toward a cancelled withdraw (by bet reference). */
function assertRoundOpen(context: WinContext, round: PaidRound, input: TransactionInput): void {
  const balance = cashBalance(context.balance, input.decimals);
  if (round.status === 'settled')
    throw new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', { balance });
  if (round.status === 'cancelled') {
    throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', { balance });
  }
  if (!input.transaction.providerBetRef) return;
  if (context.withdraws > 0 && context.liveWithdraws === 0) {
    throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', { balance });
  }
}

/**
 * DEPOSIT / PROMODEPOSIT: pays a win into the player's round (zero is a loss) and closes the
 * round when `isGameOver`. Accepted after the session expired: a win is never lost to a
 * timeout. Large real-money wins go on the winner board.
 */
export async function applyDeposit(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const promo = isPromo(t);
  const { answer, win } = await deps.wallet.transact(
    async ({
      tx,
      post,
    }): Promise<{
      answer: PamResponse;
      win?: RecordedWin | undefined;
    }> => {
      await deps.wallet.lockMember(tx, scope.memberId);
      // the round: its id, else the round of the withdraw with the bet reference
      const context = await rounds.readWinContext(tx, scope, {
        providerTransactionId: t.providerTransactionId,
        providerBetRef: t.providerBetRef || null,
        providerRoundId: t.providerRoundId || null,
        promoRoundId: promo ? t.providerTransactionId : null,
        sessionAccount: gameAccount(scope.memberId, input.session.game),
      });
      if (context.seen) {
        return {
          answer: answerSeenBefore(
            context.seen,
            input,
            cashBalance(context.balance, input.decimals),
          ),
        };
      }
      const roundId = context.roundId ?? undefined;
      let round = roundId ? context.round : undefined;
      const opensRound = !round && promo && roundId !== undefined;
      if (opensRound) round = await openPromoRound(tx, input, roundId);
      if (!round) {
        throw new PamRefusal('PAM_ERR_TRANS_NOT_FOUND', {
          balance: cashBalance(context.balance, input.decimals),
        });
      }
      assertRoundOpen(context, round, input);
      const game = round.game ?? input.session.game;
      const account = gameAccount(scope.memberId, game);
      let ledgerTransactionId: number | null = null;
      if (input.cash > 0n) {
        const posted = await post({
          merchantId: scope.merchantId,
          idempotencyKey: ledgerKey(input, 'win'),
          kind: promo ? 'bonus' : 'win',
          memberId: scope.memberId,
          reference: roundReference(input, round.providerRoundId),
          memo: { provider: input.call.provider.code, game: game.gameCode },
          legs: [
            { account: houseAccount(input.session.unit, promo), amount: -input.cash },
            { account, amount: input.cash },
          ],
        });
        ledgerTransactionId = posted.transactionId;
      }
      const recorded = await rounds.recordPayout(tx, {
        merchantId: scope.merchantId,
        betId: round.id,
        payout: round.payout + input.cash,
        closes: t.isGameOver === true || (opensRound && t.isGameOver !== false),
        row: transactionRow(input, {
          txGroup: 'win',
          status: 'applied',
          amount: input.cash,
          betId: round.id,
          providerRoundId: round.providerRoundId,
          providerGameId: game.gameCode,
          ledgerTransactionId,
        }),
        account,
      });
      const win = await recordWin(tx, input, game, input.cash);
      return {
        answer: transactionOk(
          recorded.transactionId,
          cashBalance(recorded.balance, input.decimals),
        ),
        win,
      };
    },
  );
  // only once the money is really there
  if (win) publishWin(deps.events, input.call, win);
  return answer;
}
