import { beforeAll, expect, it } from 'vitest';
import { demoLogins } from './support/identity.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext, savePhoneShot } from './support/phone-fit.ts';
import {
  checkAndCloseDialog,
  checkAnnouncementPopupIfShown,
  checkDrawer,
  dialogsLeft,
  logInOnPhone,
  openDrawer,
  settle,
  startDialogLog,
} from './support/phone-fit-checks.ts';
import { gameFrame } from './support/games-journey.ts';
import { acceptDisclaimer, expectVisible } from './support/site.ts';

// Issue 12 (phone first): every route and every dialog at 360 x 740, as guest, member and agent:
// no sideways overflow, every control in reach of a tap, each dialog closable by its close
// control, and no serious or critical axe finding. One file per role (the member's in two), so
// the roles run side by side; checks in e2e/support/phone-fit-checks.ts.
describeJourney('phone first: a member at 360 x 740', (journey) => {
  beforeAll(startDialogLog);

  it('fits a member', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    await acceptDisclaimer(page);
    // the guests' popup was checked as the guest's
    await checkAnnouncementPopupIfShown(page, []);
    const problems = await logInOnPhone(page, demoLogins.member);
    await savePhoneShot(page, 'member-home');

    await checkDrawer(page, 'member', problems);
    await openDrawer(page);
    await page
      .getByTestId('side-member-section')
      .getByRole('button', { name: 'Announcements' })
      .click();
    await checkAndCloseDialog(page, 'notice-dialog', problems);
    await openDrawer(page);
    await page.getByTestId('side-menu-logout').click();
    await checkAndCloseDialog(page, 'logout-dialog', problems);
    // customer service: the chat over the page, the whole screen, its composer in reach
    await openDrawer(page);
    await page.getByTestId('side-member-section').getByTestId('side-menu-chat').click();
    const chat = page.getByTestId('chat-dialog');
    const composerShown = () => expectVisible(chat.getByTestId('chat-composer'), 20_000);
    await composerShown();
    await savePhoneShot(page, 'chat');
    const chatBox = await chat.locator('.ui-dialog').boundingBox();
    expect(chatBox && [chatBox.x, chatBox.y, chatBox.width, chatBox.height]).toEqual([
      0, 0, 360, 740,
    ]);
    await checkAndCloseDialog(page, 'chat-dialog', problems, composerShown);

    // its routes: phone-fit-member-routes.e2e.ts
    await page.goto('/member?page=securityCenter');
    await settle(page);
    await savePhoneShot(page, 'member-centre');
    await page.getByTestId('security-change-password').click();
    await checkAndCloseDialog(page, 'change-password-dialog', problems);
    for (const wallet of ['depositv2', 'withdraw', 'transferFund']) {
      await page.goto(`/member?page=${wallet}`);
      await settle(page);
      await savePhoneShot(page, `wallet-${wallet}`);
    }

    // a game from a list opens full screen, its × (the way back) in reach
    await page.goto('/rng');
    await settle(page);
    await page.getByTestId('game-start-button').first().click();
    const game = page.getByTestId('game-popup');
    // a running game keeps the network busy: it is ready when its reels show in the frame
    const gameShown = () =>
      expectVisible(
        page.frameLocator('[data-testid="game-frame"]').getByTestId('slot-grid'),
        20_000,
      );
    await gameShown();
    await savePhoneShot(page, 'game');
    const box = await game.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height]).toEqual([0, 0, 360, 740]);
    await checkAndCloseDialog(page, 'game-popup', problems, gameShown);
    expect(problems).toEqual([]);
  }, 240_000);

  it('fits every in-house game and table on its own page, the widest plinko board too', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, []);
    const problems = await logInOnPhone(page, demoLogins.member);
    const frame = gameFrame(page);
    /** How far the game's own page is wider than the screen (0 when it fits). */
    const frameOverflow = () =>
      frame.locator('html').evaluate((html) => html.scrollWidth - window.innerWidth);
    // each game with what shows its widest part: the board, the spots, the reels
    const games = [
      ['LOBBY', 'lotus-fortune', 'slot-grid'],
      ['LOBBY', 'jade-dragon', 'slot-grid'],
      ['LOBBY', 'dice', 'play-balance'],
      ['LOBBY', 'mines', 'play-balance'],
      ['LOBBY', 'plinko', 'plinko-slot-12'],
      ['LOBBY', 'crash', 'play-balance'],
      ['LOBBYLIVE', 'baccarat', 'spot-banker_pair'],
      ['LOBBYLIVE', 'roulette', 'roulette-board'],
    ] as const;
    for (const [vendor, gameCode, shown] of games) {
      await page.goto(`/seamless?vassalage=${vendor}&gameCode=${gameCode}`);
      await expectVisible(frame.getByTestId(shown), 20_000);
      const overflow = await frameOverflow();
      if (overflow > 0) problems.push(`${gameCode}: ${overflow}px wider than the screen`);
    }
    // plinko's most bins (16 rows) with its longest multipliers (high risk)
    await page.goto('/seamless?vassalage=LOBBY&gameCode=plinko');
    await frame.getByTestId('plinko-rows').selectOption('16');
    await frame.getByTestId('plinko-risk').selectOption('high');
    await expectVisible(frame.getByTestId('plinko-slot-16'));
    const overflow = await frameOverflow();
    if (overflow > 0) problems.push(`plinko, 16 rows: ${overflow}px wider than the screen`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('opened, checked and closed its share of the dialogs', () => {
    expect(dialogsLeft('member')).toEqual([]);
  });
});
