import type { PamResponse } from '@lobby/contracts';
import { memberTopic } from '../../../platform/event-bus.ts';
import { cashBalance, pamCodeOf, PamRefusal } from './pam-answers.ts';
import { isSessionLive } from './pam-call-context.ts';
import {
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
import { memberAccountOf } from './provider-round-sql.ts';
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
function betRefusal(
  input: TransactionInput,
  game: WalletGame,
  isSelfExcluded: boolean,
): PamRefusal | undefined {
  const { session, call, cash } = input;
  const now = new Date();
  if (!isSessionLive(session, now)) return new PamRefusal('PAM_ERR_SESSION_EXPIRED');
  const refuse = (message: string) => new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', { message });
  if (session.memberStatus !== 'active') return refuse(betRefusals.accountDisabled);
  if (session.memberExpiresAt && session.memberExpiresAt <= now) {
    return refuse(betRefusals.accountDisabled);
  }
  if (isSelfExcluded) return refuse(betRefusals.selfExcluded);
  // a zero stake opens a free round (free spins): no limit applies to it
  if (cash === 0n) return undefined;
  const minStake = game.minStake ?? BigInt(call.policy.minStake);
  const maxStake = game.maxStake ?? BigInt(call.policy.maxStake);
  if (cash < minStake) return refuse(betRefusals.belowMinimum);
  if (cash > maxStake) return refuse(betRefusals.aboveMaximum);
  return undefined;
}

/**
 * WITHDRAW / PROMOWITHDRAW: takes a stake from the game's wallet (main, or the transfer
 * vendor's) and opens or adds to the player's round in `bets`. The checks that need no lock
 * run here; the rest, the money and the rows are one statement (`pam_bet`, migration 0008).
 */
export async function applyWithdraw(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const game = await gameOfBet(deps, input);
  const account = gameAccount(scope.memberId, game);
  const isSelfExcluded = await deps.responsibleGambling.isSelfExcluded(scope.memberId);
  const refusal = betRefusal(input, game, isSelfExcluded);
  const roundId = t.providerRoundId ?? t.providerTransactionId;
  const placed = await rounds.placeBet(deps.db, {
    scope,
    row: {
      ...transactionRow(input, { txGroup: 'bet', status: 'applied', amount: input.cash }),
      providerBetRef: t.providerBetRef || null,
      providerRoundId: roundId,
    },
    game,
    account: memberAccountOf(account),
    house: houseAccount(input.session.unit, isPromo(t)).house,
    stake: input.cash,
    refused: refusal !== undefined,
    ledger: {
      key: ledgerKey(input, 'bet'),
      reference: roundReference(input, roundId),
      memo: { provider: input.call.provider.code, game: game.gameCode },
    },
  });
  if (placed.posted) {
    // only now, after the commit, is the money really gone: tell the member's open pages
    deps.events.publish(memberTopic(scope.memberId), { type: 'balance_changed', reason: 'bet' });
  }
  const balance = cashBalance(placed.balance, input.decimals);
  if (placed.code === 'OK') return transactionOk(placed.transactionId!, balance);
  if (placed.code === 'REFUSED' && refusal) throw refusal;
  throw new PamRefusal(pamCodeOf(placed.code), { balance });
}
