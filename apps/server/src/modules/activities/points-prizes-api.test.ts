import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import { ledgerReads } from '../wallet/index.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { activitiesCaller, activitiesOperator, openActivity } from './testing/activities-kit.ts';

describe('points prizes through the loyalty port', () => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('a check-in day of points alone credits points once and no money', async () => {
    const merchantId = await demoMerchantId(db());
    const memberId = await memberIdOf(db(), 'demo');
    const demo = activitiesCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    const operator = activitiesOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    const created = await operator.create(
      openActivity({ kind: 'check_in', days: [{ amount: '0', points: 30 }] } as never),
    );
    const { id } = demo.valueOf<{ id: number }>(created);
    const points = () => ledgerReads.balanceOf(db(), merchantId, { memberId, kind: 'points' });
    const before = { points: await points(), cash: await mainBalance(db(), merchantId, memberId) };

    const answers = await Promise.all([demo.checkIn(id), demo.checkIn(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const paid = answers.find((answer) => answer.statusCode === 200)!;
    expect(demo.valueOf<{ prize: unknown }>(paid).prize).toEqual({
      amount: '0.00',
      bonusMultiplier: 0,
      points: 30,
    });
    expect(await points()).toBe(before.points + 30n);
    expect(await mainBalance(db(), merchantId, memberId)).toBe(before.cash);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
});
