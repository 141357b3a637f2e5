import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

const thaiScript = /[\u0E00-\u0E7F]/;

// §4.7: changing the language stores it and changes every visible text; default EN.
describeJourney('language', (journey) => {
  it('switching to Thai changes the visible text and survives a reload', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    const select = page.getByTestId('language-select').filter({ visible: true });
    expect(await select.count()).toBe(1);
    expect(await select.inputValue()).toBe('en');

    const loginButton = page.getByTestId('header-login-button');
    await expectVisible(loginButton);
    const englishLabel = (await loginButton.innerText()).trim();
    expect(englishLabel).not.toMatch(thaiScript);

    await select.selectOption('th');
    await expect.poll(() => loginButton.innerText()).toMatch(thaiScript);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('th');

    await page.reload();
    await expectVisible(loginButton);
    await expect.poll(() => loginButton.innerText()).toMatch(thaiScript);
    expect(await page.getByTestId('language-select').filter({ visible: true }).inputValue()).toBe(
      'th',
    );
  });
});
