import type { PamResponse } from '@lobby/contracts';
import type { DbTransaction } from '../../../db/rows.ts';
import { accountRefKey, type AccountRef } from '../../wallet/index.ts';
import type { Leg } from '../../wallet/index.ts';
import { cashBalance, pamFailure, PamRefusal } from './pam-answers.ts';
import {
  answerSeenBefore,
  gameBalance,
  ledgerKey,
  memberScope,
  roundReference,
  transactionOk,
  transactionRow,
  type PamTransactionDeps,
  type TransactionInput,
} from './pam-transaction-parts.ts';
import {
  providerWalletRepository as repository,
  type BetRow,
  type ProviderTransactionRow,
} from './provider-wallet.repository.ts';

/**
 * The transactions of `group` a cancel names. With a bet reference: the ones carrying it,
 * else the one whose own id it is (a bet sent without a reference is known by its id). Without
 * one: the transaction with the cancel's own id (a rollback carrying its bet's id).
 */
async function findCancelled(
  tx: DbTransaction,
  input: TransactionInput,
  group: 'bet' | 'win',
): Promise<ProviderTransactionRow[]> {
  const scope = memberScope(input);
  const { providerBetRef, providerTransactionId } = input.transaction;
  if (!providerBetRef)
    return repository.findByReference(tx, scope, { group, providerTransactionId });
  const carrying = await repository.findByReference(tx, scope, { group, providerBetRef });
  if (carrying.length > 0) return carrying;
  return repository.findByReference(tx, scope, { group, providerTransactionId: providerBetRef });
}

/** The exact reverse of the targets' ledger movements, merged per account. */
async function reversingLegs(
  tx: DbTransaction,
  targets: ProviderTransactionRow[],
): Promise<{ legs: Leg[]; memberAccount: AccountRef | undefined }> {
  const merged = new Map<string, Leg>();
  let memberAccount: AccountRef | undefined;
  for (const target of targets) {
    if (target.ledgerTransactionId === null) continue;
    for (const leg of await repository.ledgerLegs(tx, target.ledgerTransactionId)) {
      const key = accountRefKey(leg.account);
      const entry = merged.get(key) ?? { account: leg.account, amount: 0n };
      entry.amount -= leg.amount;
      merged.set(key, entry);
      if (!('house' in leg.account)) memberAccount = leg.account;
    }
  }
  return { legs: [...merged.values()].filter((leg) => leg.amount !== 0n), memberAccount };
}

/**
 * No withdraw to cancel (yet): a rollback that overtook its bet. A marker row remembers it,
 * so the late withdraw is refused; the answer is "not found" with the balance. A cancel of a
 * deposit is refused instead.
 */
async function leaveMarker(tx: DbTransaction, input: TransactionInput): Promise<PamResponse> {
  const balance = await gameBalance(tx, input);
  const wins = await findCancelled(tx, input, 'win');
  if (wins.length > 0) throw new PamRefusal('PAM_ERR_CANCEL_NON_WITHDRAW', { balance });
  await repository.insertTransaction(
    tx,
    transactionRow(input, {
      txGroup: 'cancel',
      status: 'cancel_marker',
      amount: input.cash,
      resultCode: 'PAM_ERR_CANCEL_NOT_FOUND',
    }),
  );
  // answered, not thrown: the marker must commit
  return pamFailure('PAM_ERR_CANCEL_NOT_FOUND', { balance });
}

/** The rounds of the targets; a round with any payout (or closed) cannot be cancelled. */
async function cancellableRounds(
  tx: DbTransaction,
  input: TransactionInput,
  targets: ProviderTransactionRow[],
): Promise<BetRow[]> {
  const rounds: BetRow[] = [];
  for (const betId of new Set(targets.map((target) => target.betId))) {
    const round = betId === null ? undefined : await repository.findBetById(tx, betId);
    if (!round) throw new Error(`a withdraw without its round (bet ${betId})`);
    if (round.status === 'settled' || (await repository.hasPayouts(tx, round.id))) {
      throw new PamRefusal('PAM_ERR_TRANS_ALREADY_SETTLED', {
        balance: await gameBalance(tx, input),
      });
    }
    rounds.push(round);
  }
  return rounds;
}

/**
 * CANCEL / PROMOCANCEL: refunds the targeted withdraws of a round that has no payout yet,
 * exactly reversing their ledger movements; accepted after the session expired.
 */
export async function applyCancel(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  return deps.wallet.transact(async ({ tx, post }) => {
    await deps.wallet.lockMember(tx, scope.memberId);
    const seen = await repository.findTransaction(
      tx,
      { ...scope, group: 'cancel' },
      t.providerTransactionId,
    );
    if (seen) return answerSeenBefore(seen, input, await gameBalance(tx, input));
    const targets = await findCancelled(tx, input, 'bet');
    if (targets.length === 0) return leaveMarker(tx, input);
    const live = targets.filter((target) => target.status === 'applied');
    if (live.length === 0) {
      throw new PamRefusal('PAM_ERR_TRANS_ALREADY_CANCELLED', {
        balance: await gameBalance(tx, input),
      });
    }
    const rounds = await cancellableRounds(tx, input, live);
    const { legs, memberAccount } = await reversingLegs(tx, live);
    const firstRound = rounds[0]!;
    let ledgerTransactionId: number | null = null;
    if (legs.length > 0) {
      const posted = await post({
        merchantId: scope.merchantId,
        idempotencyKey: ledgerKey(input, 'cancel'),
        kind: 'rollback',
        memberId: scope.memberId,
        reference: roundReference(input, firstRound.providerRoundId),
        memo: { provider: input.call.provider.code },
        legs,
      });
      ledgerTransactionId = posted.transactionId;
    }
    await repository.markCancelled(
      tx,
      live.map((target) => target.id),
    );
    for (const round of rounds) {
      const refunded = live
        .filter((target) => target.betId === round.id)
        .reduce((sum, target) => sum + target.amount, 0n);
      const stake = round.stake - refunded;
      await repository.updateBet(tx, round.id, {
        stake,
        validBet: round.validBet - refunded,
        ...(stake === 0n ? { status: 'cancelled' as const } : {}),
      });
    }
    const id = await repository.insertTransaction(
      tx,
      transactionRow(input, {
        txGroup: 'cancel',
        status: 'applied',
        amount: live.reduce((sum, target) => sum + target.amount, 0n),
        betId: firstRound.id,
        providerRoundId: firstRound.providerRoundId,
        ledgerTransactionId,
      }),
    );
    const balance = memberAccount
      ? cashBalance(await repository.balanceOf(tx, scope.merchantId, memberAccount), input.decimals)
      : await gameBalance(tx, input);
    return transactionOk(id, balance);
  });
}
