import { expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { bonuses, ledgerAccounts, members } from '../apps/server/src/db/schema/index.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins, fillLoginForm, openLoginDialog } from './support/identity.ts';
import {
  closeAnnouncementsIfShown,
  enterSite,
  expectHidden,
  expectVisible,
} from './support/site.ts';
import { gameFrame, liveTimeout, playBalance } from './support/games-journey.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { openMemberScreen, shownMinor } from './support/wallet-transfers.ts';

/** Logs the demo member in from the header (desktop and phone alike). */
async function logIn(page: Page): Promise<void> {
  const form = await openLoginDialog(page);
  await fillLoginForm(form, demoLogins.member);
  await form.getByTestId('login-submit').click();
  await expectHidden(page.getByTestId('login-dialog'), 20_000);
  await closeAnnouncementsIfShown(page);
}

/** A sandbox-gateway deposit from the deposit page, back on it with the deposit completed. */
async function depositInSandbox(page: Page, amount: string): Promise<void> {
  await openMemberScreen(page, 'depositv2', 'deposit-page');
  await page.getByTestId('deposit-channel-SANDBOX').click();
  const gateway = page.getByTestId('gateway-deposit-form');
  await gateway.getByTestId('deposit-amount').fill(amount);
  await gateway.getByTestId('deposit-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway'));
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
  );
  const notice = page.getByTestId('deposit-return-notice');
  await expectVisible(notice);
  expect(await notice.getAttribute('data-status')).toBe('completed');
}

/** The reward centre's one bonus in progress: its turnover bar's percentage. */
async function turnoverPercent(page: Page): Promise<number> {
  const bar = page.getByTestId('in-progress-list').getByTestId('turnover-bar');
  await expectVisible(bar, 20_000);
  return Number(await bar.getAttribute('data-percent'));
}

/** The demo member's cash (main wallet) in minor units, straight from the ledger. */
async function demoCash(journey: Journey): Promise<bigint> {
  const [row] = await journey.server.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .innerJoin(members, eq(members.id, ledgerAccounts.memberId))
    .where(and(eq(members.username, 'demo'), eq(ledgerAccounts.kind, 'main')));
  return row?.balance ?? 0n;
}

/** A wait for the scheduled jobs' work, looked at in the database (cheap to look at often). */
const databaseWait = { timeout: 30_000, interval: 250 };

/** The demo member's newest bonus (status and wagering done), straight from the database. */
async function demoBonus(journey: Journey) {
  const [row] = await journey.server.db
    .select({ status: bonuses.status, wageringDone: bonuses.wageringDone })
    .from(bonuses)
    .innerJoin(members, eq(members.id, bonuses.memberId))
    .where(eq(members.username, 'demo'))
    .orderBy(desc(bonuses.id))
    .limit(1);
  return row;
}

/** Nothing on the page wider than a phone, every control in reach, no serious axe finding. */
async function expectFits(page: Page, where: string, phone: boolean): Promise<void> {
  if (phone) expect(await phoneFitProblems(page, where)).toEqual([]);
}

/**
 * Issue 14, done when (part A): as `demo`, deposit with the 100 % first-deposit bonus, see the
 * turnover bar fill while playing a slot, and find the withdrawal blocked until it completes.
 */
function bonusJourney(name: string, context: BrowserContextOptions, phone: boolean) {
  describeJourney(
    `rewards: the first-deposit bonus and its wagering (${name})`,
    (journey: Journey) => {
      it('applies, deposits, claims, plays a slot, is held at the withdrawal until the wagering is met', async () => {
        const page = await (await journey.newContext(context)).newPage();
        await enterSite(page, '/promotions');
        await logIn(page);

        // /promotions: the welcome bonus, its terms, apply
        await page.goto('/promotions');
        const welcome = page
          .getByTestId('promotion-card')
          .filter({ hasText: '100% Welcome Bonus' });
        await expectVisible(welcome, 20_000);
        await welcome.getByTestId('promotion-details').click();
        const dialog = page.getByTestId('promotion-dialog');
        await expectVisible(dialog);
        expect(await dialog.getByTestId('promotion-rules').innerText()).toContain(
          '(Bonus + deposit) × 3',
        );
        await expectFits(page, 'promotion dialog', phone);
        await dialog.getByTestId('promotion-apply').click();
        await expectVisible(dialog.getByTestId('promotion-joined'), 15_000);
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await expectFits(page, 'promotions', phone);

        // the first deposit qualifies it; the reward centre offers the claim (and the badge counts it)
        await depositInSandbox(page, '100.00');
        await page.goto('/member');
        await expect
          .poll(
            () =>
              page
                .locator('[data-testid="member-page-link"][data-page="rewardCenter"]')
                .getByTestId('member-page-badge')
                .innerText()
                .catch(() => ''),
            liveTimeout,
          )
          .toBe('1');
        const centre = await openMemberScreen(page, 'rewardCenter', 'reward-centre-page');
        const entry = centre.getByTestId('claimable-list').getByTestId('entry-card');
        await expectVisible(entry, 20_000);
        expect(shownMinor(await entry.getByTestId('entry-amount').innerText())).toBe(100_00n);
        await entry.getByTestId('claim-reward').click();
        await expectVisible(centre.getByTestId('reward-outcome'));
        await expect
          .poll(() => centre.getByTestId('bonus-balance').innerText(), liveTimeout)
          .toBe('100.00');
        const bonus = centre.getByTestId('in-progress-list').getByTestId('bonus-card');
        expect(await bonus.getAttribute('data-status')).toBe('active');
        expect(await bonus.getByTestId('turnover-bar').getAttribute('data-percent')).toBe('0');
        await expectFits(page, 'reward centre', phone);

        // the withdrawal waits: the page says why and links to the reward centre
        const withdraw = await openMemberScreen(page, 'withdraw', 'withdraw-page');
        const held = withdraw.getByTestId('withdraw-open-turnover');
        await expectVisible(held, 20_000);
        expect(await held.getAttribute('data-rule')).toBe('block');
        expect(await held.innerText()).toContain('600.00');
        expect(await withdraw.getByTestId('withdrawal-form').count()).toBe(0);
        await expectFits(page, 'withdraw with open wagering', phone);

        // a slot: the game plays on cash + bonus money; each settled spin fills the bar
        await page.goto('/seamless?vassalage=LOBBY&gameCode=lotus-fortune');
        const frame = gameFrame(page);
        await expectVisible(frame.getByTestId('slot-grid'), 20_000);
        // cash (the demo's opening balance and the deposit) plus the bonus money
        expect(await playBalance(frame)).toBe((await demoCash(journey)) + 100_00n);
        for (let spin = 0; spin < 3; spin += 1) {
          const nonce = frame.getByTestId('fair-nonce');
          const before = await nonce.innerText();
          await frame.getByTestId('slot-spin').click();
          await expect.poll(() => nonce.innerText(), liveTimeout).not.toBe(before);
        }
        // the activity feed's job counts them (every second), then the page shows it
        await expect
          .poll(async () => (await demoBonus(journey))?.wageringDone ?? 0n, databaseWait)
          .toBeGreaterThan(0n);
        await openMemberScreen(page, 'rewardCenter', 'reward-centre-page');
        const filled = await turnoverPercent(page);

        // the operator's shortcut: the bonus is one spin short of its wagering
        await journey.server.db.execute(
          sql`update bonuses set wagering_done = wagering_required - 100 where status = 'active'`,
        );
        await page.goto('/seamless?vassalage=LOBBY&gameCode=lotus-fortune');
        await expectVisible(frame.getByTestId('slot-grid'), 20_000);
        const nonce = frame.getByTestId('fair-nonce');
        const before = await nonce.innerText();
        await frame.getByTestId('slot-spin').click();
        await expect.poll(() => nonce.innerText(), liveTimeout).not.toBe(before);

        // met: the bonus is completed, its money is cash, and the withdrawal opens. The
        // activity feed's job completes it (every second); waited for in the database, where a
        // reload of the page per look took most of the wait on a loaded machine
        await expect
          .poll(async () => (await demoBonus(journey))?.status, databaseWait)
          .toBe('completed');
        const done = await openMemberScreen(page, 'rewardCenter', 'reward-centre-page');
        const completed = done.getByTestId('history-list').getByTestId('bonus-card').first();
        await expectVisible(completed, 20_000);
        expect(await completed.getAttribute('data-status')).toBe('completed');
        expect(filled).toBeGreaterThan(0);
        expect(await done.getByTestId('bonus-balance').innerText()).toBe('0.00');
        const open = await openMemberScreen(page, 'withdraw', 'withdraw-page');
        const form = open.getByTestId('withdrawal-form');
        await expectVisible(form, 20_000);
        expect(await open.getByTestId('withdraw-open-turnover').count()).toBe(0);
        await form.getByTestId('withdraw-amount').fill('100.00');
        await form.getByTestId('withdraw-password').fill('135790');
        await form.getByTestId('withdraw-submit').click();
        await expectVisible(form.getByTestId('withdraw-submitted'), 15_000);
      }, 180_000);
    },
    { server: { config: { JOBS_ENABLED: 'true' } } },
  );
}

bonusJourney('desktop', {}, false);
bonusJourney('phone 360x740', phoneContext, true);
