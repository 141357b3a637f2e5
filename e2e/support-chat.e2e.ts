import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';
import { demoCashier, proofImage } from './support/wallet-journey.ts';

const desktop = { width: 1280, height: 800 };
const liveTimeout = 20_000;

/** The operator console in its own browser context, logged in as the demo cashier. */
async function openConsole(journey: Parameters<Parameters<typeof describeJourney>[1]>[0]) {
  const desk = await journey.openPage('/bo/chat');
  await expectVisible(desk.getByTestId('console-login'), liveTimeout);
  await desk.getByTestId('console-username').fill(demoCashier.username);
  await desk.getByTestId('console-password').fill(demoCashier.password);
  await desk.getByTestId('console-login-submit').click();
  await expectVisible(desk.getByTestId('console-page').locator('.chat-console'), liveTimeout);
  return desk;
}

/** The texts of the messages on a chat screen, in order. */
async function messageTexts(page: Page): Promise<string[]> {
  return page.getByTestId('chat-message').locator('p').allInnerTexts();
}

// Done when (issue 15): as `demo` on a phone, open the chat and talk to the operator console in
// a second browser, with an image. At 360 x 740, and the history again at desktop.
describeJourney('live-support chat: a member on a phone and the operator console', (journey) => {
  it('talks to the console both ways, typing, read marks and an image, at 360 px', async () => {
    const phone = await (await journey.newContext()).newPage();
    await enterSite(phone, '/index');
    await logInFromHeader(phone, demoLogins.member);
    await phone.setViewportSize(phoneContext.viewport);
    await phone.goto('/chat');
    await expectVisible(phone.getByTestId('chat-composer'), liveTimeout);
    // the composer is on the first screen, above the bottom bar, without scrolling
    const composer = await phone.getByTestId('chat-composer').boundingBox();
    const bottomBar = await phone.getByTestId('bottom-bar').boundingBox();
    expect(composer!.y + composer!.height).toBeLessThanOrEqual(bottomBar!.y + 1);
    expect(await phone.evaluate(() => window.scrollY)).toBe(0);
    await phone.getByTestId('chat-input').fill('Hello, is my deposit there?');
    await phone.getByTestId('chat-send').click();
    await expect
      .poll(() => messageTexts(phone), { timeout: liveTimeout })
      .toEqual(['Hello, is my deposit there?']);

    // the operator picks it up in a second browser
    const desk = await openConsole(journey);
    const row = desk.getByTestId('console-conversation').filter({ hasText: 'demo' });
    await expectVisible(row, liveTimeout);
    await row.click();
    await expectVisible(desk.getByTestId('console-thread'), liveTimeout);
    await expect
      .poll(() => messageTexts(desk), { timeout: liveTimeout })
      .toEqual(['Hello, is my deposit there?']);

    // typing shows on the other side, live (the member keeps typing: a page sends at most one
    // typing event every 2 s, so a keystroke too close to the last event is not news)
    await expect
      .poll(
        async () => {
          await phone.getByTestId('chat-input').pressSequentially('x');
          return desk.getByTestId('chat-typing').isVisible();
        },
        { timeout: liveTimeout, interval: 2_500 },
      )
      .toBe(true);
    await phone.getByTestId('chat-input').fill('');

    // a canned reply from the console reaches the phone; the member has read it
    await desk.getByTestId('console-canned').selectOption({ label: 'Deposit check' });
    await desk.getByTestId('chat-send').click();
    const canned = 'Please send a screenshot of your transfer slip and I will check your deposit.';
    await expect.poll(() => messageTexts(phone), { timeout: liveTimeout }).toContain(canned);
    expect(await phone.getByTestId('chat-assigned').innerText()).toBe(
      webText('en', 'support-chat', 'assigned').replace('{{name}}', demoCashier.username),
    );
    await expectVisible(desk.getByTestId('chat-read-mark'), liveTimeout);

    // the member sends an image; the console sees it (fetched with the staff session)
    await phone.getByTestId('chat-file').setInputFiles(proofImage);
    await expectVisible(phone.getByTestId('chat-image'), liveTimeout);
    await expectVisible(desk.getByTestId('chat-image'), liveTimeout);
    await expect
      .poll(
        () => desk.getByTestId('chat-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
        {
          timeout: liveTimeout,
        },
      )
      .toBe(1);
    await expectVisible(phone.getByTestId('chat-read-mark'), liveTimeout);

    expect(await phoneFitProblems(phone, 'chat at 360 px')).toEqual([]);

    // the whole history, at desktop too; then the operator closes the conversation
    await phone.setViewportSize(desktop);
    await phone.reload();
    await expect
      .poll(() => messageTexts(phone), { timeout: liveTimeout })
      .toEqual(['Hello, is my deposit there?', canned]);
    // the chat dialog over another page, from the account menu: the same conversation
    await phone.goto('/index');
    await phone.getByTestId('member-menu-button').click();
    await phone.getByTestId('member-menu-chat').click();
    const dialog = phone.getByTestId('chat-dialog');
    await expectVisible(dialog.getByTestId('chat-composer'), liveTimeout);
    await expect
      .poll(() => dialog.getByTestId('chat-message').locator('p').allInnerTexts(), {
        timeout: liveTimeout,
      })
      .toEqual(['Hello, is my deposit there?', canned]);
    expect(new URL(phone.url()).pathname).toBe('/index');
    await desk.getByTestId('console-close').click();
    await expectVisible(dialog.getByTestId('chat-closed'), liveTimeout);
  }, 180_000);

  it('a phone console: the operator answers from 360 px too', async () => {
    const guest = await journey.openPage('/chat', { viewport: phoneContext.viewport });
    await enterSite(guest, '/chat');
    await guest.getByTestId('chat-guest-name').fill('Ann');
    await guest.getByTestId('chat-guest-start').click();
    await guest.getByTestId('chat-input').fill('Can I register with a passport?');
    await guest.getByTestId('chat-send').click();

    const desk = await openConsole(journey);
    await desk.setViewportSize(phoneContext.viewport);
    const row = desk.getByTestId('console-conversation').filter({ hasText: 'Ann' });
    await expectVisible(row, liveTimeout);
    await row.click();
    await desk.getByTestId('chat-input').fill('Yes, you can.');
    await desk.getByTestId('chat-send').click();
    await expect
      .poll(() => messageTexts(guest), { timeout: liveTimeout })
      .toContain('Yes, you can.');
    expect(await phoneFitProblems(desk, 'console at 360 px')).toEqual([]);
    expect(await phoneFitProblems(guest, 'guest chat at 360 px')).toEqual([]);
  }, 120_000);
});
