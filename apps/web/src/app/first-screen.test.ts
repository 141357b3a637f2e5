import { afterEach, expect, it, vi } from 'vitest';
import type { Banner } from '@lobby/contracts';
import { createTestQueryClient, resetAfterTest, standInApi } from '../testing/test-utils.tsx';
import { prefetchFirstScreen } from './first-screen.ts';

afterEach(resetAfterTest);

it('asks for the home carousel before anything renders on a home path', async () => {
  for (const pathname of ['/', '/index', '/INDEX', '/login', '/help']) {
    const { calls } = standInApi({ 'GET /wps/content/banners': { value: [] } });
    document.head.innerHTML = '';
    const queryClient = createTestQueryClient();
    prefetchFirstScreen(queryClient, pathname, 'th');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.path, pathname).toBe('/wps/content/banners');
    expect(calls[0]?.query.get('groupName')).toBe('w_home');
    expect(calls[0]?.query.get('lang')).toBe('th');
    // the home page's own query finds it in the cache
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['content', 'banners', 'w_home', 'th'])).toEqual([]),
    );
  }
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
