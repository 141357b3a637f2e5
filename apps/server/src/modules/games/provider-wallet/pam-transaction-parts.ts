import { createHash } from 'node:crypto';
import type { PamBalance, PamResponse, PamTransaction } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { Executor } from '../../../db/rows.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { HouseAccountKind } from '../../wallet/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { cashBalance } from './pam-answers.ts';
import { playMoneyUnit } from './pam-amounts.ts';
import type { RoundCalls } from './pam-call-batch.ts';
import type { PamCall, SessionSource } from './pam-call-context.ts';
import type { ProviderDirectory } from './pam-provider-directory.ts';
import {
  gameAccount,
  providerWalletRepository as repository,
  type NewProviderTransaction,
  type SessionView,
  type WalletGame,
} from './provider-wallet.repository.ts';

export interface PamTransactionDeps {
  db: Db;
  providers: ProviderDirectory;
  wallet: WalletService;
  events: EventBus;
  /** Sessions of money calls: their fixed part may come from memory (pam-call-context.ts). */
  sessions: SessionSource;
  /** Bets and wins, batched under load (pam-call-batch.ts). */
  rounds: RoundCalls;
}

/** One addTransaction call, checked and converted: amounts in minor units of the session. */
export interface TransactionInput {
  call: PamCall;
  session: SessionView;
  transaction: PamTransaction;
  /** `cashAmount` in minor units (never negative here). */
  cash: bigint;
  decimals: number;
  /** Tells a replay (same content) from a clash (same id, other content). */
  requestHash: string;
}

/** The scope every lookup of a call runs in: this brand, this provider, this player. */
export function memberScope(input: TransactionInput) {
  return {
    merchantId: input.call.brand.id,
    providerId: input.call.provider.id,
    memberId: input.session.memberId,
  };
}

/**
 * Hash of what makes two calls with one transaction id "the same": the player, the type, the
 * amounts (in minor units, so 10 and 10.00 agree), references and game-over flag — not the
 * time stamp, which a retry may renew.
 */
export function transactionRequestHash(
  playerId: string,
  t: PamTransaction,
  amounts: { cash: bigint; bonus: bigint; promo: bigint },
): string {
  const canonical = JSON.stringify([
    playerId,
    t.transactionType,
    t.currency,
    `${amounts.cash}`,
    `${amounts.bonus}`,
    `${amounts.promo}`,
    t.providerBetRef ?? null,
    t.providerGameId ?? null,
    t.providerRoundId ?? null,
    t.betCode ?? null,
    t.isGameOver ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The house account on the other side of a game movement. */
export function houseAccount(unit: string, promo: boolean): { house: HouseAccountKind } {
  if (unit === playMoneyUnit) return { house: 'play_money' };
  return { house: promo ? 'promotions' : 'game_revenue' };
}

export function isPromo(t: PamTransaction): boolean {
  return t.transactionType.startsWith('PROMO');
}

/** The player's balance on a game's wallet, as the PAM API shows it. */
export async function gameBalance(
  db: Executor,
  input: TransactionInput,
  game: WalletGame = input.session.game,
): Promise<PamBalance> {
  const account = gameAccount(input.session.memberId, game);
  const minor = await repository.balanceOf(db, input.call.brand.id, account);
  return cashBalance(minor, input.decimals);
}

/** The OK answer of a transaction. */
export function transactionOk(transactionId: number, balance: PamBalance): PamResponse {
  return { status: 'OK', transactionResult: { transactionId: String(transactionId), balance } };
}

/** The provider_transactions row of a call (the caller adds group, status and links). */
export function transactionRow(
  input: TransactionInput,
  fields: Pick<NewProviderTransaction, 'txGroup' | 'status' | 'amount'> &
    Partial<NewProviderTransaction>,
): NewProviderTransaction {
  const t = input.transaction;
  return {
    merchantId: input.call.brand.id,
    providerId: input.call.provider.id,
    providerTransactionId: t.providerTransactionId,
    transactionType: t.transactionType,
    memberId: input.session.memberId,
    providerRoundId: t.providerRoundId ?? null,
    providerBetRef: t.providerBetRef ?? null,
    providerGameId: t.providerGameId ?? null,
    unit: input.session.unit,
    requestHash: input.requestHash,
    transactionTime: new Date(t.transactionDateTime),
    ...fields,
  };
}

/** The ledger idempotency key of a provider transaction: one movement per id and group. */
export function ledgerKey(input: TransactionInput, group: string): string {
  return `pam:${input.call.provider.id}:${group}:${input.transaction.providerTransactionId}`;
}

/** The ledger reference of a round, for the records pages. */
export function roundReference(input: TransactionInput, roundId: string): string {
  return `round:${input.call.provider.code}:${roundId}`;
}
