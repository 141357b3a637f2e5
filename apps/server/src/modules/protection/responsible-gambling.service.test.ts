import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openSeededDatabase, type MerchantRow } from '../../../test/seeded-database-kit.ts';
import type { Database } from '../../db/client.ts';
import {
  depositLimits,
  deposits,
  members,
  paymentChannels,
  selfExclusions,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { createResponsibleGambling } from './responsible-gambling.service.ts';

let database: Database;
let merchant: MerchantRow;
let memberId: number;
let passwordHash: string | null;
let channelId: number;
let clock: Date;
const hours = (n: number) => n * 3_600_000;
const rg = () => createResponsibleGambling({ db: database.db, now: () => clock });
let orderCounter = 0;

beforeAll(async () => {
  ({ database, merchant } = await openSeededDatabase());
  const [demo] = await database.db.select().from(members).where(eq(members.username, 'demo'));
  memberId = demo!.id;
  passwordHash = demo!.passwordHash;
  const [channel] = await database.db
    .insert(paymentChannels)
    .values({
      merchantId: merchant.id,
      code: 'RG_TEST',
      kind: 'gateway',
      gateway: 'sandbox',
      displayName: { en: 'Test', th: 'Test', tl: 'Test' },
      minAmount: 100n,
      maxAmount: 10_000_000n,
    })
    .returning({ id: paymentChannels.id });
  channelId = channel!.id;
});
afterAll(async () => database?.close());
beforeEach(async () => {
  // Wednesday 4 March 2026, 12:00 in Bangkok
  clock = new Date('2026-03-04T05:00:00Z');
  await database.db.delete(depositLimits);
  await database.db.delete(deposits);
  await database.db.delete(selfExclusions);
});

async function deposit(amount: bigint, createdAt: string, status = 'completed') {
  await database.db.insert(deposits).values({
    merchantId: merchant.id,
    memberId,
    channelId,
    amount,
    status: status as 'completed',
    requestKey: `rg-${++orderCounter}`,
    requestHash: 'x',
    orderNo: `RG${orderCounter}`,
    expiresAt: new Date(Date.parse(createdAt) + hours(1)),
    createdAt: new Date(createdAt),
  });
}

async function setLimit(period: 'daily' | 'weekly' | 'monthly', amount: string | null) {
  return rg().setLimit({ brand: merchant, memberId, period, amount, ip: '10.1.1.1' });
}

/** The AppError `assertDepositAllowed` throws for `amount`, or undefined when allowed. */
async function depositCheck(amount: bigint): Promise<AppError | undefined> {
  try {
    await database.db.transaction((tx) =>
      rg().assertDepositAllowed(tx, {
        merchantId: merchant.id,
        timeZone: merchant.timeZone,
        memberId,
        amount,
      }),
    );
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const limitOf = (view: Awaited<ReturnType<typeof setLimit>>, period: string) =>
  view.limits.find((limit) => limit.period === period)!;

describe('deposit limits', () => {
  it('applies a first limit and a decrease at once', async () => {
    let view = await setLimit('daily', '1000');
    expect(limitOf(view, 'daily')).toEqual({
      period: 'daily',
      amount: '1000.00',
      used: '0.00',
      pending: null,
    });
    view = await setLimit('daily', '800.50');
    expect(limitOf(view, 'daily')).toMatchObject({ amount: '800.50', pending: null });
    expect(view.limitIncreaseDelayHours).toBe(24);
  });

  it('holds a raise for 24 hours, then applies it without anybody writing', async () => {
    await setLimit('weekly', '500');
    const view = await setLimit('weekly', '2000');
    expect(limitOf(view, 'weekly')).toMatchObject({
      amount: '500.00',
      pending: { amount: '2000.00', effectiveAt: '2026-03-05T05:00:00.000Z' },
    });
    expect((await depositCheck(60_000n))?.code).toBe('deposit_limit_exceeded');
    clock = new Date(clock.getTime() + hours(24) - 1);
    expect((await depositCheck(60_000n))?.code).toBe('deposit_limit_exceeded');
    clock = new Date(clock.getTime() + 1);
    expect(await depositCheck(60_000n)).toBeUndefined();
    expect(limitOf(await rg().view(merchant, memberId), 'weekly')).toMatchObject({
      amount: '2000.00',
      pending: null,
    });
  });

  it('asking again for the same raise keeps its time; a decrease cancels it', async () => {
    await setLimit('monthly', '100');
    await setLimit('monthly', '300');
    clock = new Date(clock.getTime() + hours(5));
    let view = await setLimit('monthly', '300');
    expect(limitOf(view, 'monthly').pending?.effectiveAt).toBe('2026-03-05T05:00:00.000Z');
    view = await setLimit('monthly', '90');
    expect(limitOf(view, 'monthly')).toMatchObject({ amount: '90.00', pending: null });
    clock = new Date(clock.getTime() + hours(48));
    expect(limitOf(await rg().view(merchant, memberId), 'monthly').amount).toBe('90.00');
  });

  it('removes a limit only after the delay', async () => {
    await setLimit('daily', '100');
    let view = await setLimit('daily', null);
    expect(limitOf(view, 'daily')).toMatchObject({
      amount: '100.00',
      pending: { amount: null, effectiveAt: '2026-03-05T05:00:00.000Z' },
    });
    clock = new Date(clock.getTime() + hours(24));
    view = await rg().view(merchant, memberId);
    expect(limitOf(view, 'daily')).toMatchObject({ amount: null, pending: null });
    expect(await depositCheck(10_000_000n)).toBeUndefined();
    // removing what is not there changes nothing
    expect(limitOf(await setLimit('weekly', null), 'weekly')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('refuses amounts that are not money', async () => {
    for (const [text, code] of [
      ['0', 'amount_invalid'],
      ['-5', 'amount_invalid'],
      ['1.001', 'amount_too_precise'],
      ['1e3', 'amount_invalid'],
      ['99999999999999999', 'amount_too_large'],
    ] as const) {
      await expect(setLimit('daily', text)).rejects.toMatchObject({ code });
    }
    expect(await database.db.select().from(depositLimits)).toEqual([]);
  });
});

describe('assertDepositAllowed', () => {
  it('counts pending and completed deposits of the period, and the lowest limit wins', async () => {
    await setLimit('daily', '1000');
    await setLimit('weekly', '500');
    await deposit(20_000n, '2026-03-04T01:00:00Z'); // today 08:00 local
    await deposit(10_000n, '2026-03-02T03:00:00Z', 'pending'); // Monday, this week
    await deposit(99_000n, '2026-03-03T03:00:00Z', 'failed'); // does not count
    await deposit(99_000n, '2026-03-03T04:00:00Z', 'expired'); // does not count
    expect(await depositCheck(20_000n)).toBeUndefined(); // 300 + 200 = 500, exactly the limit
    const error = await depositCheck(20_001n);
    expect(error?.code).toBe('deposit_limit_exceeded');
    expect(error?.details).toEqual({ period: 'weekly', limit: '500.00', used: '300.00' });
    const view = await rg().view(merchant, memberId);
    expect(limitOf(view, 'daily').used).toBe('200.00');
    expect(limitOf(view, 'weekly').used).toBe('300.00');
  });

  it('cuts the day, week and month at midnight in GMT+7', async () => {
    await setLimit('daily', '100');
    await setLimit('weekly', '1000');
    await setLimit('monthly', '1500');
    await deposit(9_000n, '2026-03-03T16:59:59Z'); // Tuesday 23:59:59 local: yesterday
    await deposit(5_000n, '2026-03-03T17:00:00Z'); // Wednesday 00:00 local: today
    await deposit(70_000n, '2026-03-01T16:59:00Z'); // Sunday 23:59 local: last week, this month
    await deposit(60_000n, '2026-02-28T16:59:00Z'); // 28 Feb 23:59 local: last month
    let error = await depositCheck(5_001n);
    expect(error?.details).toEqual({ period: 'daily', limit: '100.00', used: '50.00' });
    expect(await depositCheck(5_000n)).toBeUndefined();
    const view = await rg().view(merchant, memberId);
    expect(limitOf(view, 'weekly').used).toBe('140.00');
    expect(limitOf(view, 'monthly').used).toBe('840.00');
    error = await depositCheck(4_000n);
    expect(error).toBeUndefined();
    await setLimit('monthly', '880');
    error = await depositCheck(5_000n);
    expect(error?.details).toEqual({ period: 'monthly', limit: '880.00', used: '840.00' });
    // local midnight: the daily use starts again from zero
    clock = new Date('2026-03-04T17:00:00Z');
    expect(limitOf(await rg().view(merchant, memberId), 'daily').used).toBe('0.00');
  });

  it('refuses any deposit of a self-excluded member', async () => {
    await rg().selfExclude({
      brand: merchant,
      member: { id: memberId, passwordHash },
      period: '1d',
      password: 'Lotus#2026',
      ip: '10.1.1.1',
    });
    expect(await rg().isSelfExcluded(memberId)).toBe(true);
    expect((await depositCheck(100n))?.code).toBe('self_excluded');
    clock = new Date(clock.getTime() + hours(24));
    expect(await rg().isSelfExcluded(memberId)).toBe(false);
    expect(await depositCheck(100n)).toBeUndefined();
  });
});

describe('self-exclusion', () => {
  const exclude = (period: '1d' | '7d' | '30d' | 'permanent', password = 'Lotus#2026') =>
    rg().selfExclude({
      brand: merchant,
      member: { id: memberId, passwordHash },
      period,
      password,
      ip: '10.1.1.2',
    });

  it('can be lengthened, never shortened or lifted', async () => {
    let view = await exclude('7d');
    expect(view.selfExclusion).toEqual({ until: '2026-03-11T05:00:00.000Z', permanent: false });
    await expect(exclude('1d')).rejects.toMatchObject({
      code: 'invalid_state',
      details: { reason: 'exclusion_shorter' },
    });
    await expect(exclude('7d')).rejects.toMatchObject({ code: 'invalid_state' });
    view = await exclude('30d');
    expect(view.selfExclusion?.until).toBe('2026-04-03T05:00:00.000Z');
    view = await exclude('permanent');
    expect(view.selfExclusion).toEqual({ until: null, permanent: true });
    await expect(exclude('30d')).rejects.toMatchObject({
      details: { reason: 'exclusion_permanent' },
    });
    clock = new Date(clock.getTime() + hours(24 * 3650));
    expect(await rg().isSelfExcluded(memberId)).toBe(true);
  });

  it('needs the login password, and stops answering after five wrong ones', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(exclude('1d', 'wrong-password')).rejects.toMatchObject({
        code: 'wrong_password',
      });
    }
    await expect(exclude('1d')).rejects.toMatchObject({ code: 'too_many_requests' });
    expect(await rg().isSelfExcluded(memberId)).toBe(false);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await exclude('1d')).selfExclusion?.permanent).toBe(false);
  });
});
