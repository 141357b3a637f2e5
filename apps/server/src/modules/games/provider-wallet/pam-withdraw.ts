import type { PamResponse } from '@lobby/contracts';
import { memberTopic } from '../../../platform/event-bus.ts';
import { cashBalance, pamCodeOf, PamRefusal } from './pam-answers.ts';
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

/**
 * The stake limits of the game (else the brand's policy); a zero stake opens a free round
 * (free spins) and passes them. Whether the session is live, the account open and the member
 * not self-excluded is checked in the bet's statement (`pam_bet_refusal`): the session here
 * may come from memory.
 */
function stakeRefusal(input: TransactionInput, game: WalletGame): PamRefusal | undefined {
  const { call, cash } = input;
  if (cash === 0n) return undefined;
  const refuse = (message: string) => new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', { message });
  const minStake = game.minStake ?? BigInt(call.policy.minStake);
  const maxStake = game.maxStake ?? BigInt(call.policy.maxStake);
  if (cash < minStake) return refuse(betRefusals.belowMinimum);
  if (cash > maxStake) return refuse(betRefusals.aboveMaximum);
  return undefined;
}

/** The database's refusal (session, account, exclusion; in this order), before Node's. */
function refusalOf(liveRefusal: string | null | undefined, stake: PamRefusal | undefined) {
  if (liveRefusal === 'PAM_ERR_SESSION_EXPIRED') return new PamRefusal('PAM_ERR_SESSION_EXPIRED');
  if (liveRefusal) return new PamRefusal('PAM_ERR_BET_NOT_ALLOWED', { message: liveRefusal });
  return stake;
}

/**
 * WITHDRAW / PROMOWITHDRAW: takes a stake from the game's wallet (main, or the transfer
 * vendor's) and opens or adds to the player's round in `bets`. The stake limits are checked
 * here; the rest, the money and the rows are one statement (`pam_bet_refusal` and `pam_bet`).
 */
export async function applyWithdraw(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const game = await gameOfBet(deps, input);
  const account = gameAccount(scope.memberId, game);
  const refusal = stakeRefusal(input, game);
  const roundId = t.providerRoundId ?? t.providerTransactionId;
  const placed = await deps.rounds.placeBet({
    scope,
    row: {
      ...transactionRow(input, { txGroup: 'bet', status: 'applied', amount: input.cash }),
      providerBetRef: t.providerBetRef || null,
      providerRoundId: roundId,
    },
    sessionId: input.session.id,
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
  const refused = placed.code === 'REFUSED' ? refusalOf(placed.liveRefusal, refusal) : undefined;
  if (refused) throw refused;
  throw new PamRefusal(pamCodeOf(placed.code), { balance });
}
