import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralPaths, type ReferralView } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, referralFriends } from '../../db/schema/index.ts';
import type { TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { createRegistrationKit, openDemoBrandApp } from '../../../test/registration-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { walletOf } from '../rewards/testing/rewards-kit.ts';

describe('referral: a member invites a friend, the friend deposits and bets, the member is paid once', () => {
  let context: TestContext;
  let app: FastifyInstance;
  let db: Db;
  let merchantId: number;
  const { validBody, register, memberNamed } = createRegistrationKit(
    () => ({ app, db, merchantId }),
    { ipBlock: 77 },
  );

  /** A money event of the friend, as the deposit and bet triggers write them. */
  async function activity(memberId: number, kind: 'deposit' | 'bet', minor: bigint, sign = 1) {
    await db.execute(sql`insert into member_activity (merchant_id, member_id, kind, sign, source_id,
        game_type, vassalage, game_code, stake, valid_bet, payout, amount, unit, occurred_at)
      values (${merchantId}, ${memberId}, ${kind}, ${sign}, ${Math.floor(Math.random() * 1e9)},
        'RNG', 'X', 'x', ${minor}, ${kind === 'bet' ? minor : 0n}, 0,
        ${kind === 'deposit' ? minor : 0n}, 'THB', now())`);
    await app.activityFeed.drain();
  }

  const referralOf = async (token: string) => {
    const response = await app.inject({
      method: 'GET',
      url: referralPaths.referral,
      headers: { ...brandHeaders, token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as ReferralView;
  };

  beforeAll(async () => {
    let merchant: { id: number };
    ({ context, app, db, merchant } = await openDemoBrandApp());
    merchantId = merchant.id;
  });
  afterAll(async () => context?.close());

  it('pays the rule bonus through the wallet once per friend, driven by the friend activity', async () => {
    const admin = await staffToken(app, 'admin');
    const rule = await app.inject({
      method: 'PUT',
      url: referralPaths.boReferralRule,
      headers: { ...brandHeaders, authorization: `Bearer ${admin}` },
      payload: { isEnabled: true, bonus: '50.00', minDeposit: '100.00', minValidBet: '200.00' },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.action, 'referral_rule.set')),
    ).toHaveLength(1);

    const demoToken = await loginToken(app, 'demo', 'Lotus#2026');
    const demo = (await memberNamed('demo'))!;
    const mine = await referralOf(demoToken);
    // the registration dialog fills the invitation field from the link's affiliateCode
    expect(mine.link).toContain(`/register?affiliateCode=${mine.code}`);
    expect(mine.rule).toEqual({
      isEnabled: true,
      bonus: '50.00',
      minDeposit: '100.00',
      minValidBet: '200.00',
    });
    expect(mine.friends).toEqual([]);

    // the friend registers with demo's code: linked, and demo is not made its agent
    const body = validBody({ affiliateCode: mine.code });
    expect((await register(body)).statusCode).toBe(200);
    const friend = (await memberNamed(String(body.username).toLowerCase()))!;
    expect(friend.parentId).toBeNull();
    expect(
      await db.select().from(referralFriends).where(eq(referralFriends.memberId, friend.id)),
    ).toMatchObject([{ referrerId: demo.id, bonusPaid: null }]);

    const before = await walletOf(db, demo.id);
    await activity(friend.id, 'deposit', 100_00n);
    await activity(friend.id, 'bet', 150_00n);
    // not yet: 150 of 200 bet
    expect((await walletOf(db, demo.id)).main).toBe(before.main);
    await activity(friend.id, 'bet', 60_00n);
    const after = await walletOf(db, demo.id);
    expect(after.main - before.main).toBe(50_00n);
    // more activity, and the same event again: never a second payment
    await activity(friend.id, 'bet', 500_00n);
    await activity(friend.id, 'deposit', 100_00n);
    expect((await walletOf(db, demo.id)).main).toBe(after.main);

    const view = await referralOf(demoToken);
    expect(view.friends).toHaveLength(1);
    expect(view.friends[0]).toMatchObject({ bonusPaid: '50.00' });
    expect(view.friends[0]!.username).not.toBe(friend.username);
    expect(view.totalPaid).toBe('50.00');
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });

  it('shows a member only its own friends, and refuses a bad rule and a cashier', async () => {
    const agentToken = await loginToken(app, 'agent', 'Lotus#2026');
    expect((await referralOf(agentToken)).friends).toEqual([]);
    const guest = await app.inject({
      method: 'GET',
      url: referralPaths.referral,
      headers: brandHeaders,
    });
    expect(guest.statusCode).toBe(401);
    const admin = await staffToken(app, 'admin');
    for (const payload of [
      { isEnabled: true, bonus: '-5', minDeposit: '1', minValidBet: '1' },
      { isEnabled: true, bonus: '1e3', minDeposit: '1', minValidBet: '1' },
      { isEnabled: 'yes', bonus: '1', minDeposit: '1', minValidBet: '1' },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: referralPaths.boReferralRule,
        headers: { ...brandHeaders, authorization: `Bearer ${admin}` },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const cashier = await app.inject({
      method: 'PUT',
      url: referralPaths.boReferralRule,
      headers: { ...brandHeaders, authorization: `Bearer ${await staffToken(app, 'cashier')}` },
      payload: { isEnabled: false, bonus: '1.00', minDeposit: '0', minValidBet: '0' },
    });
    expect(cashier.statusCode).toBe(403);
  });
});
