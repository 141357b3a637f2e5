import type { PamResponse } from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { cashBalance, PamRefusal } from './pam-answers.ts';
import { isSessionLive } from './pam-call-context.ts';
import {
  answerSeenBefore,
  gameBalance,
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
  gameAccount,
  providerWalletRepository as repository,
  type WalletGame,
} from './provider-wallet.repository.ts';
import { providerRoundsRepository as rounds } from './provider-rounds.repository.ts';

/** Stable refusal texts of PAM_ERR_BET_NOT_ALLOWED (the in-house games map them). */
export const betRefusals = {
  selfExcluded: 'player is self-excluded',
  accountDisabled: 'account disabled',
  belowMinimum: 'stake below minimum',
  aboveMaximum: 'stake above maximum',
} as const;

/** The game of the bet: the session's, or another of the provider's games by its code. */
async function gameOfBet(deps: PamTransactionDeps, input: TransactionInput): Promise<WalletGame> {
  const { session, call, transaction } = input;
  const code = transaction.providerGameId;
  if (code === undefined || code === session.game.gameCode) return session.game;
  const game = await repository.findGame(
    deps.db,
    call.brand.id,
    call.provider.vassalages,
    code,
    session.game.vassalage,
  );
  if (!game) throw new PamRefusal('PAM_ERR_GAME_NOT_FOUND');
  return game;
}

/** Who may bet how much: a live session, an open account, no exclusion, the stake limits. */
function assertBetAllowed(
  input: TransactionInput,
  game: WalletGame,
  isSelfExcluded: boolean,
): void {
  const { session, call, cash } = input;
  const now = new Date();
  if (!isSessionLive(session, now)) throw new PamRefusal('PAM_ERR_SESSION_EXPIRED');
  const refuse = (message: string) => new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', { message });
  if (session.memberStatus !== 'active') throw refuse(betRefusals.accountDisabled);
  if (session.memberExpiresAt && session.memberExpiresAt <= now) {
    throw refuse(betRefusals.accountDisabled);
  }
  if (isSelfExcluded) throw refuse(betRefusals.selfExcluded);
  // a zero stake opens a free round (free spins): no limit applies to it
  if (cash === 0n) return;
  const minStake = game.minStake ?? BigInt(call.policy.minStake);
  const maxStake = game.maxStake ?? BigInt(call.policy.maxStake);
  if (cash < minStake) throw refuse(betRefusals.belowMinimum);
  if (cash > maxStake) throw refuse(betRefusals.aboveMaximum);
}

/**
 * WITHDRAW / PROMOWITHDRAW: takes a stake from the game's wallet (main, or the transfer
 * vendor's) and opens or adds to the player's round in `bets`.
 */
export async function applyWithdraw(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const game = await gameOfBet(deps, input);
  const account = gameAccount(scope.memberId, game);
  // read before the money transaction: the database may have a single connection (PGlite)
  const isSelfExcluded = await deps.responsibleGambling.isSelfExcluded(scope.memberId);
  try {
    return await deps.wallet.transact(async ({ tx, post }) => {
      await deps.wallet.lockMember(tx, scope.memberId);
      const roundId = t.providerRoundId ?? t.providerTransactionId;
      const context = await rounds.readBetContext(tx, scope, {
        providerTransactionId: t.providerTransactionId,
        providerBetRef: t.providerBetRef || null,
        providerRoundId: roundId,
        account,
      });
      const balance = cashBalance(context.balance, input.decimals);
      if (context.seen) return answerSeenBefore(context.seen, input, balance);
      // its rollback came first: the bet is void before it was placed
      if (context.hasCancelMarker) {
        throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', { balance });
      }
      assertBetAllowed(input, game, isSelfExcluded);
      if (context.round?.status === 'settled') {
        throw new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', { balance });
      }
      let ledgerTransactionId: number | null = null;
      if (input.cash > 0n) {
        const posted = await post({
          merchantId: scope.merchantId,
          idempotencyKey: ledgerKey(input, 'bet'),
          kind: 'bet',
          memberId: scope.memberId,
          reference: roundReference(input, roundId),
          memo: { provider: input.call.provider.code, game: game.gameCode },
          legs: [
            { account, amount: -input.cash },
            { account: houseAccount(input.session.unit, isPromo(t)), amount: input.cash },
          ],
        });
        ledgerTransactionId = posted.transactionId;
      }
      const recorded = await rounds.recordBet(tx, {
        scope,
        providerRoundId: roundId,
        unit: input.session.unit,
        game,
        stake: input.cash,
        row: transactionRow(input, {
          txGroup: 'bet',
          status: 'applied',
          amount: input.cash,
          providerRoundId: roundId,
          providerGameId: game.gameCode,
          ledgerTransactionId,
        }),
        account,
      });
      return transactionOk(recorded.transactionId, cashBalance(recorded.balance, input.decimals));
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      throw new PamRefusal('PAM_ERR_CASH_OVERDRAFT', {
        balance: await gameBalance(deps.db, input, game),
      });
    }
    throw error;
  }
}
