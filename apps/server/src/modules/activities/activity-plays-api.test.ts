import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFairRandom, drawWeighted } from '@lobby/game-math';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { activitiesCaller, activitiesOperator, openActivity } from './testing/activities-kit.ts';

type Answer = { statusCode: number; body: string; json(): unknown };
const slices = [
  { label: { en: 'Nothing', th: 'ไม่ได้รางวัล', tl: 'Wala' }, prize: { amount: '0' }, weight: 6 },
  { label: { en: '10', th: '10', tl: '10' }, prize: { amount: '10.00' }, weight: 3 },
  { label: { en: '100', th: '100', tl: '100' }, prize: { amount: '100.00' }, weight: 1 },
];

describe('activity plays: check-in, lucky wheel, coupons', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof activitiesCaller>;
  let operator: ReturnType<typeof activitiesOperator>;
  const db = () => ctx.database.db;
  const value = <T>(answer: Answer) => demo.valueOf<T>(answer);

  async function expectRefused(send: () => Promise<Answer>, status: number, expected: string) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const answer = await send();
    expect(
      { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
      answer.body,
    ).toEqual({ status, code: expected });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  }
  const create = async (input: Parameters<typeof operator.create>[0]) =>
    value<{ id: number; expectedCostPerSpin: string | null }>(await operator.create(input));

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    demoId = await memberIdOf(db(), 'demo');
    demo = activitiesCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = activitiesOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx?.close());

  it('checks in once per local day: two at once pay day 1 once', async () => {
    const { id } = await create(
      openActivity({
        kind: 'check_in',
        days: [{ amount: '1.00' }, { amount: '2.00' }, { amount: '5.00' }],
      } as never),
    );
    const balance = await mainBalance(db(), merchantId, demoId);
    const answers = await Promise.all([demo.checkIn(id), demo.checkIn(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 100n);
    await expectRefused(() => demo.checkIn(id), 409, 'activity_checked_in_today');
    const detail = value<{ play: { kind: string; streak: number; checkedInToday: boolean } }>(
      await demo.detail(id),
    );
    expect(detail.play).toMatchObject({ kind: 'check_in', streak: 1, checkedInToday: true });
  });

  it("shows the operator a wheel's expected cost: Σ prize × weight ÷ Σ weight", async () => {
    const wheel = await create(
      openActivity({ kind: 'lucky_wheel', slices, spinsPerDay: 2 } as never),
    );
    // (0 × 6 + 10 × 3 + 100 × 1) / 10 = 13.00
    expect(wheel.expectedCostPerSpin).toBe('13.00');
    const listed = value<{ content: Array<{ id: number; expectedCostPerSpin: string | null }> }>(
      await operator.list(),
    );
    expect(listed.content.find((item) => item.id === wheel.id)?.expectedCostPerSpin).toBe('13.00');
  });

  it('spins provably fair: the hash was committed before, the draw repeats from the seeds', async () => {
    const { id } = await create(
      openActivity({ kind: 'lucky_wheel', slices, spinsPerDay: 2 } as never),
    );
    const before = value<{
      play: { nextServerSeedHash: string; nextNonce: number; spinsLeft: number };
    }>(await demo.detail(id)).play;
    expect(before.spinsLeft).toBe(2);
    const balance = await mainBalance(db(), merchantId, demoId);
    const spin = value<{
      sliceIndex: number;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      nextServerSeedHash: string;
      prize: { amount: string };
    }>(await demo.spin(id, 'my-lucky-seed'));
    expect(spin.serverSeedHash).toBe(before.nextServerSeedHash);
    expect(createHash('sha256').update(spin.serverSeed).digest('hex')).toBe(spin.serverSeedHash);
    expect(spin.nonce).toBe(before.nextNonce);
    const replayed = drawWeighted(
      createFairRandom({
        serverSeed: spin.serverSeed,
        clientSeed: 'my-lucky-seed',
        nonce: spin.nonce,
      }),
      slices.map((slice) => slice.weight),
    );
    expect(replayed).toBe(spin.sliceIndex);
    const paid = BigInt(Math.round(Number(spin.prize.amount) * 100));
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + paid);
    expect(spin.nextServerSeedHash).not.toBe(spin.serverSeedHash);

    // the second spin of the day, and two more at once: only the limit is paid
    const answers = await Promise.all([demo.spin(id, 'a'), demo.spin(id, 'b')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await expectRefused(() => demo.spin(id, 'c'), 409, 'activity_no_spins_left');
  });

  it('refuses a wheel without weights and an activity that ends before it starts', async () => {
    const bad = { ...slices[0]!, weight: 0 };
    await expectRefused(
      () =>
        operator.create(
          openActivity({ kind: 'lucky_wheel', slices: [bad, bad], spinsPerDay: 1 } as never),
        ),
      400,
      'validation_failed',
    );
    const backwards = openActivity({ kind: 'coupon', prize: { amount: '1.00' } } as never);
    await expectRefused(
      () => operator.create({ ...backwards, endsAt: backwards.startsAt }),
      400,
      'activity_invalid',
    );
  });

  it('rains envelopes from a locked budget: never more than it, 3 tries a day', async () => {
    const rain = await create(
      openActivity({
        kind: 'red_envelope_rain',
        windows: [{ start: '00:00', minutes: 1440 }],
        triesPerDay: 3,
        budget: '10.00',
        minAmount: '3.00',
        maxAmount: '5.00',
      } as never),
    );
    const agent = activitiesCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const before = await mainBalance(db(), merchantId, demoId);
    const caught = await Promise.all([
      demo.envelope(rain.id),
      demo.envelope(rain.id),
      agent.envelope(rain.id),
      agent.envelope(rain.id),
      demo.envelope(rain.id),
    ]);
    expect(caught.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const amounts = caught.map((answer) =>
      BigInt(Math.round(Number(value<{ prize: { amount: string } }>(answer).prize.amount) * 100)),
    );
    const paid = amounts.reduce((sum, amount) => sum + amount, 0n);
    expect(paid).toBeLessThanOrEqual(1000n);
    expect(paid).toBeGreaterThanOrEqual(600n);
    for (const amount of amounts)
      expect(amount === 0n || (amount >= 300n && amount <= 500n)).toBe(true);
    const [row] = await rowsOf<{ left: string }>(
      db(),
      sql`select budget_left::text as left from activities where id = ${rain.id}`,
    );
    expect(BigInt(row!.left)).toBe(1000n - paid);
    await expectRefused(() => demo.envelope(rain.id), 409, 'activity_no_tries_left');
    expect(await mainBalance(db(), merchantId, demoId)).toBeGreaterThanOrEqual(before);
  });

  it('refuses an envelope outside the rain window', async () => {
    const localHour = (new Date().getUTCHours() + 7) % 24;
    const start = `${String((localHour + 12) % 24).padStart(2, '0')}:00`;
    const dry = await create(
      openActivity({
        kind: 'red_envelope_rain',
        windows: [{ start, minutes: 60 }],
        triesPerDay: 3,
        budget: '10.00',
        minAmount: '1.00',
        maxAmount: '2.00',
      } as never),
    );
    await expectRefused(() => demo.envelope(dry.id), 409, 'activity_not_raining');
    const detail = value<{ play: { raining: boolean; nextWindowAt: string | null } }>(
      await demo.detail(dry.id),
    );
    expect(detail.play).toMatchObject({ raining: false });
    expect(detail.play.nextWindowAt).not.toBeNull();
  });

  it('redeems a coupon once per member; expired, used up and unknown codes are refused', async () => {
    const { id } = await create(
      openActivity({ kind: 'coupon', prize: { amount: '25.00' } } as never),
    );
    const soon = new Date(Date.now() + 86_400_000);
    expect(
      (await operator.coupons(id, { codes: ['LOTUS25', 'ONCEONLY'], maxUses: 1, expiresAt: soon }))
        .statusCode,
    ).toBe(200);
    const balance = await mainBalance(db(), merchantId, demoId);
    const answers = await Promise.all([demo.coupon('lotus25'), demo.coupon('LOTUS25')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 2500n);
    await expectRefused(() => demo.coupon('LOTUS25'), 409, 'coupon_used_up');
    await expectRefused(() => demo.coupon('NOSUCHCODE'), 404, 'coupon_invalid');

    expect(
      (await operator.coupons(id, { codes: ['MANYUSE'], maxUses: 10, expiresAt: soon })).statusCode,
    ).toBe(200);
    expect((await demo.coupon('MANYUSE')).statusCode).toBe(200);
    await expectRefused(() => demo.coupon('MANYUSE'), 409, 'coupon_already_used');

    // a code past its expiry (written straight, as the API refuses creating one)
    expect(
      (await operator.coupons(id, { codes: ['LATE1'], maxUses: 5, expiresAt: soon })).statusCode,
    ).toBe(200);
    await ctx.database.db.execute(
      `update activity_coupons set expires_at = now() - interval '1 minute' where code = 'LATE1'`,
    );
    await expectRefused(() => demo.coupon('LATE1'), 409, 'coupon_expired');
  });
});
