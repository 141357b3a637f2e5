import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { activityPaths, type ActivityInput } from '@lobby/contracts';
import { merchants } from '../apps/server/src/db/schema/index.ts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { mainBalance } from '../apps/server/src/modules/agents/testing/red-envelope-kit.ts';
import { memberIdOf } from '../apps/server/src/modules/wallet/testing/wallet-kit.ts';
import { tinyPng } from '../apps/server/src/modules/activities/testing/activities-kit.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

const text = (key: string) => webText('en', 'activities', key);
/** The demo brand's application activity (seed/demo-activities.ts: the fourth). */
const demoApplicationActivity = 4;

/** A tiny real PNG on disk, for the file picker. */
function pictureFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-activity-')), 'win.png');
  fs.writeFileSync(file, tinyPng);
  return file;
}

/** The operator approves the demo member's application waiting for review. */
async function approveThroughOperatorApi(journey: Journey, activityId: number): Promise<void> {
  const { app } = journey.server;
  const headers = staffHeaders(await staffToken(app, 'admin'));
  const waiting = await app.inject({
    method: 'GET',
    url: `${activityPaths.boApplications}?state=applying`,
    headers,
  });
  const application = (
    waiting.json().value.content as Array<{ id: number; activityId: number; username: string }>
  ).find((item) => item.activityId === activityId && item.username === 'demo');
  expect(application).toBeDefined();
  const approved = await app.inject({
    method: 'POST',
    url: activityPaths.boApprove.replace(':id', String(application!.id)),
    headers,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** A second application activity (the demo member already took part in the seeded one). */
async function createApplicationActivity(journey: Journey): Promise<number> {
  const { app } = journey.server;
  const input: ActivityInput = {
    title: { en: 'Phone photo contest', th: 'ประกวดภาพถ่าย', tl: 'Paligsahan ng larawan' },
    summary: { en: 'Send a picture', th: 'ส่งรูปภาพ', tl: 'Magpadala ng larawan' },
    body: { en: 'One picture is enough.', th: 'รูปเดียวก็พอ', tl: 'Sapat na ang isang larawan.' },
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 86_400_000),
    rules: { kind: 'application', prize: { amount: '30.00', bonusMultiplier: 0 } },
  };
  const created = await app.inject({
    method: 'POST',
    url: activityPaths.boActivities,
    headers: staffHeaders(await staffToken(app, 'admin')),
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().value.id as number;
}

/** A raffle open now with one cash prize; the demo member will hold every ticket. */
async function createRaffle(journey: Journey): Promise<number> {
  const { app } = journey.server;
  const input: ActivityInput = {
    title: { en: 'Phone raffle', th: 'จับรางวัลมือถือ', tl: 'Raffle sa telepono' },
    summary: { en: 'Take tickets', th: 'รับตั๋ว', tl: 'Kumuha ng tiket' },
    body: { en: 'One prize.', th: 'หนึ่งรางวัล', tl: 'Isang premyo.' },
    startsAt: new Date(Date.now() - 60_000),
    endsAt: new Date(Date.now() + 86_400_000),
    rules: { kind: 'raffle', ticketsPerDay: 2, prizes: [{ amount: '25.00', bonusMultiplier: 0 }] },
  };
  const created = await app.inject({
    method: 'POST',
    url: activityPaths.boActivities,
    headers: staffHeaders(await staffToken(app, 'admin')),
    payload: input,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().value.id as number;
}

/** From /promotions to the activity's page through the activity centre's tab. */
async function openActivity(page: Page, activityId: number): Promise<void> {
  await page.goto('/promotions');
  await page.getByTestId('tab-activities').first().click();
  await expectVisible(page.getByTestId('activities-page'), 20_000);
  await page.locator(`a[href="/activities/${activityId}"]`).click();
  await expectVisible(page.getByTestId('application-form'), 20_000);
}

/** Applies with a comment and the picture; the page offers the way to "My applications". */
async function applyWithPicture(page: Page, comment: string): Promise<void> {
  await page.getByTestId('application-comment').fill(comment);
  await page.getByTestId('application-images').setInputFiles(pictureFile());
  await expectVisible(page.getByTestId('application-files'));
  await page.getByTestId('application-submit').click();
  await expectVisible(page.getByTestId('application-mine'), 20_000);
  expect(await page.getByTestId('activity-outcome').innerText()).toBe(text('apply.sent'));
}

/** On "My applications", the issued application is claimed; the amount shown as paid. */
async function claimIssued(page: Page, title: string): Promise<string> {
  await page.goto('/activities/applications');
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expectVisible(card.and(page.locator('[data-state="issued"]')), 20_000);
  await card.getByTestId('application-claim').click();
  const outcome = page.getByTestId('activity-outcome');
  await expectVisible(outcome, 15_000);
  await expectVisible(card.and(page.locator('[data-state="claimed"]')));
  return outcome.innerText();
}

// Issue 14 (activities): as demo, join an activity with a picture, see the operator approve it,
// claim the prize, check in and spin the wheel; at desktop and at 360 px.
describeJourney('activities: apply with a picture, approval, claim, check-in', (journey) => {
  const balance = async () => {
    const { db } = journey.server;
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).limit(1);
    const merchantId = merchant!.id;
    return mainBalance(db, merchantId, await memberIdOf(db, 'demo'));
  };

  it('desktop: applies, is approved, claims ฿50 and checks in', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);

    await openActivity(page, demoApplicationActivity);
    await applyWithPicture(page, 'My big win on Lotus Fortune!');
    await page.getByTestId('application-mine').click();
    await expectVisible(page.locator('[data-testid="application-card"][data-state="applying"]'));

    await approveThroughOperatorApi(journey, demoApplicationActivity);
    const before = await balance();
    expect(await claimIssued(page, 'Share Your Big Win')).toBe(
      text('applications.claimed').replace('{{amount}}', '50.00'),
    );
    expect(await balance()).toBe(before + 5000n);
    await expect
      .poll(() => page.getByTestId('header-balance-amount').first().innerText())
      .toContain(
        `${(Number(before + 5000n) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );

    await page.goto('/activities/1');
    await expectVisible(page.getByTestId('check-in'), 20_000);
    await page.getByTestId('check-in-button').click();
    expect(await page.getByTestId('activity-outcome').innerText()).toBe(
      text('checkIn.paid').replace('{{day}}', '1').replace('{{amount}}', '1.00'),
    );
    await expect
      .poll(() => page.getByTestId('check-in-day').first().getAttribute('data-state'))
      .toBe('done');
  });

  it('desktop: spins the lucky wheel and sees the seeds that verify it', async () => {
    const page = await (await journey.newContext({ reducedMotion: 'reduce' })).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.goto('/activities/2');
    const committed = page.getByTestId('wheel-next-hash');
    await expectVisible(committed, 20_000);
    const hashBefore = await committed.innerText();
    await page.getByTestId('wheel-spin').click();
    const verify = page.getByTestId('wheel-verify');
    await expectVisible(verify, 15_000);
    expect(await page.getByTestId('activity-outcome').innerText()).toMatch(
      new RegExp(`^${text('wheel.won').replace('{{prize}}', '')}`),
    );
    // the hash shown before the spin is the one the spin revealed the seed of
    expect(await verify.innerText()).toContain(hashBefore);
    await expect.poll(() => committed.innerText()).not.toBe(hashBefore);
  });

  it('360 px: applies to a new activity, is approved, claims ฿30, all fitting the phone', async () => {
    const activityId = await createApplicationActivity(journey);
    const page = await (await journey.newContext({ hasTouch: true })).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.setViewportSize(phoneContext.viewport);

    await openActivity(page, activityId);
    await applyWithPicture(page, 'Sent from my phone');
    expect(await phoneFitProblems(page, `/activities/${activityId}`)).toEqual([]);

    await approveThroughOperatorApi(journey, activityId);
    const before = await balance();
    expect(await claimIssued(page, 'Phone photo contest')).toBe(
      text('applications.claimed').replace('{{amount}}', '30.00'),
    );
    expect(await balance()).toBe(before + 3000n);
    expect(await phoneFitProblems(page, '/activities/applications')).toEqual([]);
  });
  it('360 px: takes raffle tickets, the operator draws early, the seed matches, claims ฿25', async () => {
    const activityId = await createRaffle(journey);
    const page = await (await journey.newContext({ hasTouch: true })).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.setViewportSize(phoneContext.viewport);
    await page.goto(`/activities/${activityId}`);
    const committed = page.getByTestId('raffle-hash');
    await expectVisible(committed, 20_000);
    const hash = await committed.innerText();
    await page.getByTestId('raffle-take').click();
    await expect.poll(() => page.getByTestId('raffle-take').isDisabled()).toBe(true);
    expect(await phoneFitProblems(page, `/activities/${activityId}`)).toEqual([]);

    const { app } = journey.server;
    const drawn = await app.inject({
      method: 'POST',
      url: activityPaths.boRaffleDraw.replace(':id', String(activityId)),
      headers: staffHeaders(await staffToken(app, 'admin')),
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    await page.reload();
    const seed = page.getByTestId('raffle-server-seed');
    await expectVisible(seed, 20_000);
    // the seed revealed by the draw is the one whose hash was committed before the tickets
    expect(
      createHash('sha256')
        .update(await seed.innerText())
        .digest('hex'),
    ).toBe(hash);
    const before = await balance();
    await page.getByTestId('raffle-claim').click();
    await expectVisible(page.getByTestId('activity-outcome'), 15_000);
    expect(await balance()).toBe(before + 2500n);
    expect(await phoneFitProblems(page, `/activities/${activityId}`)).toEqual([]);
  });
});
