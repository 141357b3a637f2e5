import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Announcement } from '@lobby/contracts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { AnnouncementDialog } from './announcement-dialog.tsx';

const promotionItem = (execution: 'A' | 'B'): Announcement => ({
  id: 1,
  type: 'PU',
  execution,
  title: 'Welcome bonus',
  content: '<p>Deposit today</p>',
  promotionType: 'DEPOSIT',
  publishedAt: '2025-03-01T10:00:00Z',
});

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  cleanup();
  clearSessionState();
  sessionStorage.clear();
});

/** Opens the dialog, expands the promotion item and presses its go-to-promotion button. */
async function goToPromotion(item: Announcement) {
  standInApi({ 'GET /wps/content/announcements': { value: [item] } });
  renderWithProviders(<AnnouncementDialog onClose={() => {}} />, { route: '/index' });
  fireEvent.click(await screen.findByText('Welcome bonus'));
  fireEvent.click(await screen.findByTestId('announcement-go-to-promotion'));
  return screen.getByTestId('location').textContent;
}

describe('the announcement popup', () => {
  it("takes a member's go-to-promotion to the reward centre (§2.4)", async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    expect(await goToPromotion(promotionItem('A'))).toBe('/member?page=rewardCenter');
  });

  it('takes a guest to the promotions', async () => {
    expect(await goToPromotion(promotionItem('B'))).toBe('/promotions');
  });
});
