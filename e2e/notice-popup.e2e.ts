import { expect, it } from 'vitest';
import type { Announcement, GetNoticesResponse } from '@lobby/contracts';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible, fetchApiValue } from './support/site.ts';

/** §9: popup and notice page size. */
const pageSize = 9;

/** Opens the notice popup from the marquee item at `index` (0-based, in notice order). */
async function openFromMarquee(page: Page, index: number): Promise<void> {
  const item = page.getByTestId('notice-marquee').getByTestId('marquee-item').nth(index);
  await item.waitFor({ state: 'attached' });
  // the marquee scrolls, so it is never "stable" for a pointer click: dispatch the click itself
  await item.dispatchEvent('click');
  await expectVisible(page.getByTestId('notice-dialog'));
}

/** The texts of the notice items currently shown in the popup. */
async function shownItems(page: Page): Promise<string[]> {
  return page.getByTestId('notice-dialog').getByTestId('notice-item').allInnerTexts();
}

/** True when the shown items are exactly these notices, in order. */
function showsExactly(items: string[], notices: Announcement[]): boolean {
  return (
    items.length === notices.length &&
    notices.every((notice, index) => items[index]?.includes(notice.title))
  );
}

// §2.2 clicking the marquee opens the notice modal at that notice; §2.4 paging 9 per page.
describeJourney('notice popup', (journey) => {
  const loadNotices = async () => {
    const { notices } = await fetchApiValue<GetNoticesResponse>(
      journey.server,
      '/wps/content/notices?lang=en',
    );
    expect(notices.length, 'the seed has at least 12 notices for guests').toBeGreaterThanOrEqual(
      12,
    );
    return notices;
  };

  it('pages the notices 9 at a time', async () => {
    const notices = await loadNotices();
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    await openFromMarquee(page, 0);

    await expect.poll(() => shownItems(page)).toHaveLength(pageSize);
    expect(showsExactly(await shownItems(page), notices.slice(0, pageSize))).toBe(true);

    const dialog = page.getByTestId('notice-dialog');
    await dialog.getByTestId('notice-page-2').click();
    const secondPage = notices.slice(pageSize, 2 * pageSize);
    await expect.poll(async () => showsExactly(await shownItems(page), secondPage)).toBe(true);

    await dialog.getByTestId('notice-page-prev').click();
    await expect
      .poll(async () => showsExactly(await shownItems(page), notices.slice(0, pageSize)))
      .toBe(true);
    await dialog.getByTestId('notice-page-next').click();
    await expect.poll(async () => showsExactly(await shownItems(page), secondPage)).toBe(true);
  });

  it('opening from a marquee item opens at that notice', async () => {
    const notices = await loadNotices();
    const index = pageSize + 1; // the 11th notice, on page 2
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    await openFromMarquee(page, index);

    const secondPage = notices.slice(pageSize, 2 * pageSize);
    await expect.poll(async () => showsExactly(await shownItems(page), secondPage)).toBe(true);
    const chosen = notices[index];
    expect((await shownItems(page)).some((text) => text.includes(chosen?.title ?? '?'))).toBe(true);
  });
});
