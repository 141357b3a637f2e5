import { afterEach, expect, it, vi } from 'vitest';
import type { Banner } from '@lobby/contracts';
import { createTestQueryClient, resetAfterTest, standInApi } from '../testing/test-utils.tsx';
import { prefetchFirstScreen } from './first-screen.ts';

afterEach(resetAfterTest);

/** The calls of the home page's first screen, as "path groupName" (the banners' group). */
const firstScreenCalls = [
  '/lgw/games',
  '/lgw/games/game_menus',
  '/lgw/games/winners',
  '/wps/content/announcements',
  '/wps/content/banners w_home',
  '/wps/content/banners w_hotgames',
  '/wps/content/banners w_leftmenu',
  '/wps/content/notices',
  '/wps/system/helpCenter',
  '/wps/system/permission',
  '/wps/system/status',
];

it('asks for every call of the home page’s first screen at once, before anything renders', async () => {
  for (const pathname of ['/', '/index', '/INDEX', '/login', '/help']) {
    const { calls } = standInApi({ 'GET /wps/content/banners': { value: [] } });
    document.head.innerHTML = '';
    const queryClient = createTestQueryClient();
    const settled = prefetchFirstScreen(queryClient, pathname, 'th');
    // all of them before any has answered: none waits behind another
    expect(
      calls.map((call) => `${call.path} ${call.query.get('groupName') ?? ''}`.trim()).sort(),
      pathname,
    ).toEqual(firstScreenCalls);
    expect(calls.every((call) => [null, 'th'].includes(call.query.get('lang')))).toBe(true);
    await settled;
    // the home page's own query finds the carousel in the cache
    expect(queryClient.getQueryData(['content', 'banners', 'w_home', 'th'])).toEqual([]);
  }
});

it('takes a guest’s first answers from the page, without a round trip', async () => {
  const { calls } = standInApi({});
  const status = {
    status: 0,
    ip: '1.2.3.4',
    country: 'TH',
    maintenanceUntil: null,
    devOutboxOpen: false,
  };
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = 'first-answers';
  island.textContent = JSON.stringify({
    brand: 'lotus',
    answers: {
      '/wps/system/status': { success: true, value: status },
      '/wps/content/banners?groupName=w_home&lang=en': { success: true, value: [] },
    },
  });
  document.body.append(island);
  const queryClient = createTestQueryClient();
  void prefetchFirstScreen(queryClient, '/index', 'en');
  // within the task: what main.tsx waits for before the first render
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(queryClient.getQueryData(['system', 'status'])).toEqual(status);
  expect(queryClient.getQueryData(['content', 'banners', 'w_home', 'en'])).toEqual([]);
  const asked = calls.map((call) => `${call.path} ${call.query.get('groupName') ?? ''}`.trim());
  expect(asked).not.toContain('/wps/system/status');
  expect(asked).not.toContain('/wps/content/banners w_home');
  // the calls the page carries no answer for go to the server as before
  expect(asked).toContain('/wps/system/permission');
  expect(document.getElementById('first-answers')).toBeNull();
});

it('has the browser fetch the first banner image before the page renders it', async () => {
  const banner = (sort: number, url: string): Banner => ({
    id: sort,
    groupName: 'w_home',
    url,
    title: `Banner ${sort}`,
    linkageType: 'NONE',
    linkTarget: null,
    sort,
  });
  standInApi({
    'GET /wps/content/banners': {
      value: [banner(2, '/banners/second.svg'), banner(1, '/banners/first.svg')],
    },
  });
  document.head.innerHTML = '';
  prefetchFirstScreen(createTestQueryClient(), '/index', 'en');
  const link = await vi.waitFor(() => {
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload).not.toBeNull();
    return preload as HTMLLinkElement;
  });
  expect(link.getAttribute('href')).toBe('/banners/first.svg');
  expect(link.getAttribute('as')).toBe('image');
  expect(document.head.querySelectorAll('link')).toHaveLength(1);
});

it('asks for nothing on other pages', async () => {
  const { calls } = standInApi({});
  for (const pathname of ['/member', '/promotions', '/indexes', '/play/dice'])
    prefetchFirstScreen(createTestQueryClient(), pathname, 'en');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(calls).toEqual([]);
});
