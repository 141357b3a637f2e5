import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rewardPaths, type PamTransaction, type PromotionInput } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf, toBigInt, type Executor } from '../../../db/rows.ts';
import { deposits, paymentChannels, promotions } from '../../../db/schema/index.ts';
import { postWithinTransaction } from '../../wallet/index.ts';
import { originalsProviderCode, type PamCaller } from '../../games/index.ts';
import { openGameSession, pamTransaction } from '../../games/provider-wallet/testing/pam-kit.ts';
import { providerWalletFor } from '../../games/provider-wallet/testing/pam-service-kit.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';

let ipSerial = 0;
/** A new client address per call: these tests send more calls than one client would. */
export const nextIp = () => {
  ipSerial += 1;
  return `10.77.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/** A 100 % first-deposit bonus up to 1,000.00, wagering (bonus + deposit) × 2, like the demo's. */
export function depositPromotion(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    kind: 'deposit_bonus',
    state: 'open',
    title: { en: 'Test welcome bonus', th: 'โบนัสต้อนรับทดสอบ', tl: 'Pansubok na welcome bonus' },
    summary: { en: '100% up to 1,000', th: '100% สูงสุด 1,000', tl: '100% hanggang 1,000' },
    body: { en: 'Rules', th: 'กติกา', tl: 'Mga patakaran' },
    rules: {
      award: { type: 'deposit_percent', percent: 100, cap: '1000.00' },
      depositOrdinal: 'first',
      minDeposit: '100.00',
      wageringBase: 'bonus_plus_deposit',
      multiplier: 2,
      claimDays: 7,
      bonusValidDays: 30,
      maxClaims: 1,
    },
    ...overrides,
  };
}

/** Inserts a promotion straight into the table; answers its id. */
export async function addPromotion(
  db: Db,
  merchantId: number,
  input: PromotionInput,
): Promise<number> {
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId,
      kind: input.kind,
      state: input.state,
      title: input.title,
      summary: input.summary,
      body: input.body,
      rules: input.rules,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    })
    .returning({ id: promotions.id });
  return row!.id;
}

/**
 * A completed deposit as the payments module leaves one: the row (its trigger adds the
 * activity event) and the credit to the main wallet, in one transaction.
 */
export async function completeDeposit(
  db: Db,
  merchantId: number,
  memberId: number,
  amount: bigint,
) {
  const [channel] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, merchantId))
    .limit(1);
  return db.transaction(async (tx) => {
    const key = `rewards-test-${randomBytes(6).toString('hex')}`;
    const [row] = await tx
      .insert(deposits)
      .values({
        merchantId,
        memberId,
        channelId: channel!.id,
        amount,
        status: 'completed',
        requestKey: key,
        requestHash: key,
        orderNo: key,
        expiresAt: new Date(Date.now() + 3_600_000),
        completedAt: new Date(),
      })
      .returning({ id: deposits.id });
    await postWithinTransaction(tx, {
      merchantId,
      idempotencyKey: `deposit:${row!.id}`,
      kind: 'deposit',
      memberId,
      legs: [
        { account: { house: 'deposits_clearing' }, amount: -amount },
        { account: { memberId, kind: 'main' }, amount },
      ],
    });
    return row!.id;
  });
}

/** A member's main and bonus balances, straight from the ledger accounts. */
export async function walletOf(db: Executor, memberId: number) {
  const rows = await rowsOf<{ kind: string; balance: unknown }>(
    db,
    sql`select kind, balance from ledger_accounts where member_id = ${memberId}`,
  );
  const of = (kind: string) => toBigInt(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { main: of('main'), bonus: of('bonus'), held: of('withdrawal_hold') };
}

/** Sets the member's main wallet to exactly `amount` through the ledger (adjustments). */
export async function setMain(db: Db, merchantId: number, memberId: number, amount: bigint) {
  const { main } = await walletOf(db, memberId);
  if (main === amount) return;
  await db.transaction((tx) =>
    postWithinTransaction(tx, {
      merchantId,
      idempotencyKey: `rewards-test:set:${randomBytes(6).toString('hex')}`,
      kind: 'adjustment',
      memberId,
      legs: [
        { account: { house: 'adjustments' }, amount: main - amount },
        { account: { memberId, kind: 'main' }, amount: amount - main },
      ],
    }),
  );
}

/** The member's reward calls. */
export function rewardsCaller(app: FastifyInstance, token: string) {
  const headers = { ...brandHeaders, token };
  const call = (method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers, remoteAddress: nextIp() });
  return {
    apply: (promotionId: number) =>
      call('POST', rewardPaths.apply.replace(':id', String(promotionId))),
    claim: (entryId: number) => call('POST', rewardPaths.claim.replace(':id', String(entryId))),
    centre: () => call('GET', rewardPaths.rewardCentre),
    badge: () => call('GET', rewardPaths.rewardBadge),
    bonuses: () => call('GET', rewardPaths.bonuses),
    promotions: () => call('GET', rewardPaths.promotions),
  };
}

/** An operator call under /bo/rewards. */
export function boRewards(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: staffHeaders(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextIp(),
  });
}

/** The bonus rows of a member, oldest first. */
export function bonusRowsOf(db: Executor, memberId: number) {
  return rowsOf<{ id: number; status: string; wagering_done: unknown; wagering_required: unknown }>(
    db,
    sql`select id::int as id, status, wagering_done::text as wagering_done, wagering_required::text as wagering_required from bonuses where member_id = ${memberId} order by id`,
  );
}

/**
 * A member at the in-house provider's wallet (as the in-house games use it): bets, wins and
 * rollbacks of `cash` (a PAM number) in a round, on a game of the LOBBY vendor.
 */
export async function pamPlayerFor(db: Db, merchantId: number, memberId: number) {
  const { pam } = await providerWalletFor(db);
  const caller: PamCaller = { merchantId, providerCode: originalsProviderCode };
  const launch = await openGameSession(db, {
    merchantId,
    memberId,
    providerCode: originalsProviderCode,
    vassalage: 'LOBBY',
    gameCode: 'lotus-fortune',
  });
  const session = await pam.refreshSession(caller, launch);
  const token = session.session!.token;
  const playerId = String(memberId);
  const send = (transaction: PamTransaction) =>
    pam.addTransaction(caller, playerId, token, transaction);
  return {
    bet: (round: string, cash: number) =>
      send(
        pamTransaction({ transactionType: 'WITHDRAW', cashAmount: cash, providerRoundId: round }),
      ),
    win: (round: string, cash: number) =>
      send(
        pamTransaction({
          transactionType: 'DEPOSIT',
          cashAmount: cash,
          providerRoundId: round,
          isGameOver: true,
        }),
      ),
    cancel: (betTransactionId: string) =>
      send(
        pamTransaction({
          transactionType: 'CANCEL',
          cashAmount: 0,
          providerTransactionId: betTransactionId,
        }),
      ),
    betWithId: (round: string, cash: number, id: string) =>
      send(
        pamTransaction({
          transactionType: 'WITHDRAW',
          cashAmount: cash,
          providerRoundId: round,
          providerTransactionId: id,
        }),
      ),
    balance: async () => (await pam.getBalance(caller, playerId, token)).balance?.cashAmount,
  };
}
