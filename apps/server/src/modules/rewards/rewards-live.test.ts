import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { listenOn, openSocket } from '../../platform/testing/member-events-kit.ts';
import { addAccounts, agentsPassword } from '../agents/testing/agents-kit.ts';
import { demoMerchantId } from '../wallet/testing/wallet-kit.ts';
import {
  addPromotion,
  completeDeposit,
  depositPromotion,
  nextIp,
  rewardsCaller,
} from './testing/rewards-kit.ts';

/** A reward becoming claimable reaches the member's open page (§2.4), and its catch-up. */
describe('rewards on the live channel', () => {
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('pushes rewards_changed once the qualifying deposit is counted; a catch-up names it', async () => {
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const promotionId = await addPromotion(db, merchantId, depositPromotion());
    const ids = await addAccounts(db, merchantId, [
      { username: 'livereward', type: 0, parentId: null },
    ]);
    const memberId = ids.livereward!;
    const token = await loginToken(ctx.app, 'livereward', agentsPassword, nextIp());
    expect((await rewardsCaller(ctx.app, token).apply(promotionId)).statusCode).toBe(200);
    const since = Date.now() - 1_000;
    const page = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus`, ['lobby', token]);
    await page.next('welcome');
    await completeDeposit(db, merchantId, memberId, 500_00n);
    expect(page.messages.some((message) => message.type === 'rewards_changed')).toBe(false);
    await ctx.app.activityFeed.drain();
    expect(await page.next('rewards_changed')).toMatchObject({ type: 'rewards_changed' });
    page.socket.close(1000);

    const back = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus&since=${since}`, [
      'lobby',
      token,
    ]);
    const catchUp = await back.next('catch_up');
    expect(catchUp.changed).toEqual(expect.arrayContaining(['rewards']));
    back.socket.close(1000);
  });
});
