import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { staffToken } from '../apps/server/test/staff-kit.ts';
import {
  composed,
  idOf,
  inboxOperator,
} from '../apps/server/src/modules/member-services/testing/member-services-kit.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader } from './support/identity.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR a screenshot of the slow page'),
]);

/** The number a badge shows, 0 when it is not there. */
async function badgeCount(page: Page, testId: string): Promise<number> {
  const badge = page.getByTestId(testId);
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

/** Opens the inbox message with this title (which marks it read). */
async function openMessage(page: Page, title: string): Promise<void> {
  // newest first: the message just sent
  const item = page.getByTestId('inbox-message').filter({ hasText: title }).first();
  await expectVisible(item, 20_000);
  await item.getByTestId('inbox-message-toggle').click();
  await expectVisible(item.getByTestId('inbox-message-body'));
}

/** Sends feedback from the feedback page, with a screenshot. */
async function sendFeedback(page: Page, text: string): Promise<void> {
  await page.goto('/member?page=feedback');
  await expectVisible(page.getByTestId('feedback-page'), 20_000);
  await page.getByTestId('feedback-category').selectOption('deposit');
  await page.getByTestId('feedback-content').fill(text);
  await page
    .getByTestId('feedback-screenshot')
    .setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('feedback-submit').click();
  await expectVisible(page.getByTestId('feedback-sent'), 20_000);
}

// Done when (issue 15): receive an inbox message and see the counter fall as it is read; send
// feedback and read the reply. At desktop and at 360 x 740.
describeJourney('inbox and feedback: the live counter, the reply in the inbox', (journey) => {
  it('desktop: a message arrives live, the counter falls as it is read; feedback is answered', async () => {
    const { app } = journey.server;
    const operator = inboxOperator(app, await staffToken(app, 'admin'));
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.goto('/member');
    await expectVisible(page.getByTestId('landing-inbox'), 20_000);
    const before = await badgeCount(page, 'header-inbox-badge');

    // the operator sends a message: the header's counter rises without a reload
    idOf(await operator.compose(composed({ kind: 'member', username: 'demo' }, 'Desk hello')));
    await expect
      .poll(() => badgeCount(page, 'header-inbox-badge'), { timeout: 20_000 })
      .toBe(before + 1);

    await page.getByTestId('header-inbox').click();
    await expectVisible(page.getByTestId('inbox-page'), 20_000);
    await openMessage(page, 'Desk hello');
    await expect
      .poll(() => badgeCount(page, 'header-inbox-badge'), { timeout: 20_000 })
      .toBe(before);
    await page.getByTestId('inbox-read-all').click();
    await expectHidden(page.getByTestId('header-inbox-badge'), 20_000);

    // feedback with a screenshot; the operator's reply lands in the inbox and on the page
    await sendFeedback(page, 'The deposit page was very slow on my laptop this morning');
    const listed = await operator.feedback('?status=new');
    const item = (listed.json() as { value: { items: Array<{ id: number; content: string }> } })
      .value.items[0]!;
    expect(item.content).toBe('The deposit page was very slow on my laptop this morning');
    expect((await operator.reply(item.id, 'Fixed, thank you!')).statusCode).toBe(200);
    await expect.poll(() => badgeCount(page, 'header-inbox-badge'), { timeout: 20_000 }).toBe(1);
    await page.reload();
    // the newest feedback first, with its reply (the demo's older feedback has one too)
    const newest = page.getByTestId('feedback-item').first();
    await expectVisible(newest.getByTestId('feedback-reply'), 20_000);
    expect(await newest.getByTestId('feedback-reply').innerText()).toContain('Fixed, thank you!');
    await page.getByTestId('header-inbox').click();
    await openMessage(page, 'Reply to your feedback');
    await expectHidden(page.getByTestId('header-inbox-badge'), 20_000);
  }, 180_000);

  it('360 px: the member centre counts the broadcast, the inbox and feedback fit', async () => {
    const { app } = journey.server;
    const operator = inboxOperator(app, await staffToken(app, 'admin'));
    const page = await (await journey.newContext(phoneContext)).newPage();
    await enterSite(page, '/index');
    expect(await logInOnPhone(page, demoLogins.member)).toEqual([]);
    await page.goto('/member');
    await expectVisible(page.getByTestId('member-center-page'), 20_000);
    const entry = page.locator('[data-testid="member-page-link"][data-page="messageV2"]');
    const tileCount = async () => {
      const badge = entry.getByTestId('member-page-badge');
      return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
    };
    await expectVisible(page.getByTestId('landing-inbox'), 20_000);
    const before = await tileCount();
    idOf(await operator.compose(composed({ kind: 'brand' }, 'Phone hello')));
    // a broadcast: every page asks again within a few seconds
    await expect.poll(tileCount, { timeout: 20_000 }).toBe(before + 1);
    const count = before + 1;
    expect(await phoneFitProblems(page, 'member landing at 360 px')).toEqual([]);

    await entry.click();
    await expectVisible(page.getByTestId('inbox-page'), 20_000);
    await openMessage(page, 'Phone hello');
    await expect
      .poll(async () => Number(await page.getByTestId('inbox-unread-count').innerText()), {
        timeout: 20_000,
      })
      .toBe(count - 1);
    expect(await phoneFitProblems(page, 'inbox at 360 px')).toEqual([]);

    await sendFeedback(page, 'Please add a dark theme for playing at night on my phone');
    expect(await phoneFitProblems(page, 'feedback at 360 px')).toEqual([]);
  }, 180_000);
});
