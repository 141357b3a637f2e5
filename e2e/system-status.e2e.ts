import { afterEach, expect, it } from 'vitest';
import type { GetStatusResponse } from '@lobby/contracts';
import { describeJourney } from './support/journey.ts';
import { expectVisible } from './support/site.ts';

/** DB-IP places 8.8.8.8 in the US; the server trusts X-Forwarded-For from 127.0.0.1. */
const visitorFromUs = { 'X-Forwarded-For': '8.8.8.8' };

// §4.1: 0 normal, 1 maintenance page, 2 access-restricted page; maintenance wins.
describeJourney('system status', (journey) => {
  afterEach(async () => {
    await journey.server.updateDemoMerchant({ isMaintenance: false, blockedCountries: [] });
  });

  it('status 1 replaces the app with the maintenance page', async () => {
    await journey.server.updateDemoMerchant({ isMaintenance: true });
    const page = await journey.openPage('/');
    await expectVisible(page.getByTestId('maintenance-page'));
    expect(await page.getByTestId('home-page').count()).toBe(0);
  });

  it('status 2 shows the access-restricted page with the visitor IP', async () => {
    await journey.server.updateDemoMerchant({ blockedCountries: ['US'] });
    const status = await fetch(`${journey.server.baseUrl}/wps/system/status`, {
      headers: visitorFromUs,
    });
    const body = (await status.json()) as { value: GetStatusResponse };
    expect(body.value).toMatchObject({ status: 2, ip: '8.8.8.8', country: 'US' });

    const page = await journey.openPage('/', { extraHTTPHeaders: visitorFromUs });
    await expectVisible(page.getByTestId('restricted-page'));
    await expect.poll(() => page.getByTestId('restricted-ip').innerText()).toContain('8.8.8.8');
    expect(await page.getByTestId('home-page').count()).toBe(0);
  });

  it('a visitor from a country the brand does not block sees the app', async () => {
    await journey.server.updateDemoMerchant({ blockedCountries: ['US'] });
    const page = await journey.openPage('/'); // 127.0.0.1: no country
    await expectVisible(page.getByTestId('home-page'));
    expect(await page.getByTestId('restricted-page').count()).toBe(0);
  });

  it('maintenance wins over region restriction', async () => {
    await journey.server.updateDemoMerchant({ isMaintenance: true, blockedCountries: ['US'] });
    const page = await journey.openPage('/', { extraHTTPHeaders: visitorFromUs });
    await expectVisible(page.getByTestId('maintenance-page'));
    expect(await page.getByTestId('restricted-page').count()).toBe(0);
  });
});
