import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader } from './support/identity.ts';
import { enterSite, expectVisible } from './support/site.ts';
import { memberCentrePages } from './support/web-source.ts';

const languages = ['en', 'th', 'tl'] as const;

// Issue 12: /member is a real overview, phone first: the balance with the header's hide
// toggle, quick actions, every page as a tile; nothing cut or wider than a 360 px phone.
describeJourney('member centre: the overview', (journey) => {
  it('fits a 360 px phone in every language, hides the balance and opens a quick action', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.setViewportSize({ width: 360, height: 740 });

    for (const language of languages) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.goto('/member');
      const overview = page.getByTestId('member-center-page');
      await expectVisible(overview, 20_000);
      await expectVisible(overview.getByTestId('wallet-balance-amount'));
      const cut = await overview.evaluate((root) => {
        const width = root.getBoundingClientRect().right;
        return Array.from(root.querySelectorAll<HTMLElement>('a, button, h1, p'))
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 ||
              element.getBoundingClientRect().right > width + 1,
          )
          .map((element) => element.textContent);
      });
      expect(cut, language).toEqual([]);
      // a link to every page of the member centre's table
      expect(await overview.getByTestId('member-page-link').count()).toBe(
        memberCentrePages().length,
      );
    }

    // the overview's eye hides the balance; the header reads the same remembered choice
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/member');
    const amount = page.getByTestId('wallet-balance-amount');
    await expect.poll(() => amount.innerText()).toMatch(/\d/);
    await page.getByTestId('wallet-balance').getByRole('button', { name: 'Hide balance' }).click();
    await expect.poll(() => amount.innerText()).toBe('****');
    expect(await page.evaluate(() => localStorage.getItem('balanceHidden'))).toBe('true');

    await page.getByTestId('member-action-depositv2').click();
    await expectVisible(page.getByTestId('deposit-page'), 20_000);
    expect(new URL(page.url()).search).toBe('?page=depositv2');
  });
});
