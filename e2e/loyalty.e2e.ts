import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { loyaltyPaths } from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { lastEndedRebatePeriod } from '../apps/server/src/modules/loyalty/index.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

const paymentPassword = '135790';
const text = (key: string) => webText('en', 'loyalty', key);

/** Claims the first claimable rebate on the rebates page; the amount paid as shown. */
async function claimRebate(page: Page): Promise<string> {
  await page.goto('/member?page=rebates');
  const claim = page.getByTestId('rebate-claim').first();
  await expectVisible(claim, 20_000);
  await claim.click();
  const outcome = page.getByTestId('rebate-outcome');
  await expectVisible(outcome, 15_000);
  return outcome.innerText();
}

/** Opens the redeem dialog of the good whose picture is `image` and redeems it. */
async function redeem(page: Page, image: string, address?: string): Promise<void> {
  await page.goto('/pointMall');
  const card = page.getByTestId('goods-card').filter({ has: page.locator(`img[src="${image}"]`) });
  await expectVisible(card, 20_000);
  await card.getByTestId('goods-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await expectVisible(dialog);
  if (address !== undefined) await dialog.getByTestId('redeem-address').fill(address);
  await dialog.getByTestId('redeem-password').fill(paymentPassword);
  if (page.viewportSize()?.width === phoneContext.viewport.width) {
    expect(await phoneFitProblems(page, '/pointMall redeem dialog')).toEqual([]);
  }
  await dialog.getByTestId('redeem-submit').click();
  await expectVisible(dialog.getByTestId('redeem-done'), 15_000);
}

/** A big RNG round of yesterday (points, VIP points, turnover), then the operator's cut-off. */
async function arrangeYesterday(journey: Journey): Promise<void> {
  const { app, db } = journey.server;
  const yesterday = lastEndedRebatePeriod('daily', 'Asia/Bangkok', new Date()).to;
  await db.execute(sql`
    insert into member_activity (merchant_id, member_id, kind, sign, source_id, game_type,
      stake, valid_bet, unit, occurred_at)
    select m.merchant_id, m.id, 'bet', 1, 900001, 'RNG', 1000000, 1000000, 'THB', now()
    from members m where m.username = 'demo'`);
  await app.activityFeed.drain();
  await db.execute(sql`update rebate_turnover set day = ${yesterday} where cutoff_id is null`);
  const finance = await staffToken(app, 'finance');
  const cut = await app.inject({
    method: 'POST',
    url: loyaltyPaths.boRunRebateCutoff,
    headers: staffHeaders(finance),
    payload: {},
  });
  expect(cut.json().value).toMatchObject({ periods: 1, members: 1 });
}

// Issue 14 part B: as demo, claim a rebate, redeem points for credit in the mall (a physical
// good waits for the operator), and check the VIP page; at desktop and at 360 px.
describeJourney('loyalty: rebates, the points mall and the VIP page', (journey) => {
  it('desktop: claims the rebate, redeems credit goods at once, shows the VIP level', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);

    expect(await claimRebate(page)).toBe(text('rebates.paid').replace('{{amount}}', '21.60'));
    await expectVisible(page.getByTestId('rebate-claimed').first());

    await page.goto('/pointMall');
    await expectVisible(page.getByTestId('points-balance'), 20_000);
    expect(await page.getByTestId('points-balance').innerText()).toBe('1,200');
    await redeem(page, '/mall/credit-small.svg');
    expect(await page.getByTestId('redeem-done').innerText()).toBe(text('mall.redeemedNow'));
    await page
      .getByTestId('redeem-dialog')
      .getByRole('button', { name: text('close') })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('700');
    await page.getByTestId('mall-tab-history').click();
    const row = page.getByTestId('redemption-row').first();
    await expectVisible(row);
    expect(await row.getByTestId('redemption-state').innerText()).toBe(text('state.approved'));

    await page.goto('/member?page=vip');
    await expectVisible(page.getByTestId('vip-level'), 20_000);
    expect(await page.getByTestId('vip-level').innerText()).toBe('Bronze');
    expect(await page.getByTestId('vip-tier').count()).toBe(6);
  });

  it('360 px: claims a rebate cut off last night, redeems a mug the operator approves', async () => {
    await arrangeYesterday(journey);
    const page = await (await journey.newContext({ hasTouch: true })).newPage();
    await enterSite(page, '/index');
    // the header's login is the desktop one; the journey goes on at 360 px
    await logInFromHeader(page, demoLogins.member);
    await page.setViewportSize(phoneContext.viewport);

    const paid = await claimRebate(page);
    expect(paid).toMatch(/was paid into your wallet/);
    expect(await phoneFitProblems(page, '/member?page=rebates')).toEqual([]);

    await redeem(page, '/mall/lotus-mug.svg', '1 Lotus Road, Bangkok 10110');
    expect(await page.getByTestId('redeem-done').innerText()).toBe(text('mall.redeemedReview'));
    const { app } = journey.server;
    const cashier = await staffToken(app, 'cashier');
    const waiting = await app.inject({
      method: 'GET',
      url: `${loyaltyPaths.boRedemptions}?state=in_process`,
      headers: staffHeaders(cashier),
    });
    const [pending] = waiting.json().value.content as Array<{ id: number }>;
    const approved = await app.inject({
      method: 'POST',
      url: loyaltyPaths.boApproveRedemption.replace(':id', String(pending!.id)),
      headers: staffHeaders(cashier),
    });
    expect(approved.json().value.state).toBe('approved');

    await page.goto('/pointMall');
    await page.getByTestId('mall-tab-history').click();
    const row = page.getByTestId('redemption-row').first();
    await expectVisible(row, 20_000);
    expect(await row.getByTestId('redemption-state').innerText()).toBe(text('state.approved'));
    expect(await phoneFitProblems(page, '/pointMall history')).toEqual([]);
    await page.getByTestId('mall-tab-details').click();
    await expectVisible(page.getByTestId('points-entry').first());
    expect(await phoneFitProblems(page, '/pointMall details')).toEqual([]);

    await page.goto('/member?page=vip');
    await expectVisible(page.getByTestId('vip-progress'), 20_000);
    expect(await phoneFitProblems(page, '/member?page=vip')).toEqual([]);
  });
});
