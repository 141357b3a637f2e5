import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cockfightPaths, playerTokenHeader, type CockfightBoard } from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { demoLogins } from './support/identity.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible, fetchApiValue } from './support/site.ts';

/** DB-IP places these in Cambodia and the Philippines; the server trusts 127.0.0.1's X-Forwarded-For. */
const cambodianIp = '36.37.128.1';
const philippineIp = '112.198.0.1';

/** The operator closes the open fight and enters its result, through the operator API. */
async function resultOpenFight(journey: Journey, result: string): Promise<void> {
  const { app } = journey.server;
  const headers = staffHeaders(await staffToken(app, 'admin'));
  const events = (await app.inject({ method: 'GET', url: cockfightPaths.boEvents, headers })).json()
    .value as Array<{ fights: Array<{ id: number; state: string }> }>;
  const open = events[0]!.fights.find((fight) => fight.state === 'open')!;
  const at = (path: string) => path.replace(':id', String(open.id));
  const closed = await app.inject({
    method: 'POST',
    url: at(cockfightPaths.boFightState),
    headers,
    payload: { state: 'closed' },
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const resulted = await app.inject({
    method: 'POST',
    url: at(cockfightPaths.boFightResult),
    headers,
    payload: { result },
  });
  expect(resulted.statusCode, resulted.body).toBe(200);
}

async function betOn(page: Page, side: 'meron' | 'wala', stake: string): Promise<void> {
  await page.getByTestId(`cockfight-side-${side}`).click();
  await page.getByTestId('cockfight-stake').fill(stake);
  await page.getByTestId('cockfight-place-bet').click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Bet placed.' }));
}

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('cockfight-balance').innerText()).replace(/[^\d.]/g, ''));

describeJourney('cockfight (sabong) behind the country switch', (journey) => {
  it('phone, from Cambodia: demo bets Meron, the operator results the fight, the balance shows it', async () => {
    const context = await journey.newContext({
      ...phoneContext,
      extraHTTPHeaders: { 'X-Forwarded-For': cambodianIp },
    });
    const page = await context.newPage();
    await enterSite(page, '/index');
    expect(await logInOnPhone(page, demoLogins.member)).toEqual([]);
    await page.goto('/cockfight');
    await expectVisible(page.getByTestId('cockfight-fight'));
    await expectVisible(page.getByTestId('cockfight-balance'));
    const before = await balanceOf(page);
    await betOn(page, 'meron', '100');
    await betOn(page, 'wala', '50');
    // the live channel brings the pools: (100 + 50) × 0.95 / 100 = 142.50 per 100 on Meron
    await expect
      .poll(() => page.getByTestId('cockfight-pool-meron').innerText(), { timeout: 10_000 })
      .toContain('100.00');
    await expect
      .poll(() => page.getByTestId('cockfight-side-meron').innerText())
      .toContain('142.50');
    expect(await phoneFitProblems(page, '/cockfight')).toEqual([]);

    await resultOpenFight(journey, 'meron');
    await expect
      .poll(() => page.getByTestId('cockfight-my-bets').innerText(), { timeout: 20_000 })
      .toContain('142.50');
    await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBeCloseTo(before - 7.5, 2);

    // the same game session, used from a Philippine address: refused, nothing moves
    const playerToken = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('lobby.cockfight.'));
      return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { token?: string }).token;
    });
    expect(playerToken).toBeTruthy();
    const { baseUrl } = journey.server;
    const board = await fetchApiValue<CockfightBoard>(journey.server, cockfightPaths.board);
    expect(board.available).toBe(false); // 127.0.0.1: no country
    const refused = await fetch(`${baseUrl}${cockfightPaths.bets.replace(':id', '1')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Forwarded-For': philippineIp,
        [playerTokenHeader]: playerToken!,
        'Idempotency-Key': 'cockfight-ph-0001',
      },
      body: JSON.stringify({ side: 'meron', stake: '10.00' }),
    });
    const body = (await refused.json()) as { code: string };
    expect({ status: refused.status, code: body.code }).toEqual({
      status: 403,
      code: 'cockfight_unavailable_country',
    });
    await page.reload();
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBeCloseTo(before - 7.5, 2);
  }, 90_000);

  it('from the Philippines: the page says cockfight is unavailable', async () => {
    const context = await journey.newContext({
      ...phoneContext,
      extraHTTPHeaders: { 'X-Forwarded-For': philippineIp },
    });
    const page = await context.newPage();
    await enterSite(page, '/cockfight');
    await expectVisible(page.getByTestId('cockfight-unavailable'));
    expect(await page.getByTestId('cockfight-fight').count()).toBe(0);
    expect(await phoneFitProblems(page, '/cockfight (PH)')).toEqual([]);
  }, 60_000);
});
