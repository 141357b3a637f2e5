import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { clearSessionState, updateSessionState } from '../features/session/session-state.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../testing/test-utils.tsx';
import { MemberCenterRoute } from './member-center-route.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  updateSessionState({ token: 'tok', isLogin: true });
  standInApi({
    'GET /wps/member/security': {
      value: {
        hasPaymentPassword: true,
        email: null,
        mobile: '+66 ******678',
        passwordChangedAt: '2025-03-01T10:00:00Z',
        recentLogins: [],
      },
    },
    'GET /wps/v2/wallets/balance': {
      value: {
        balance: '1250.50',
        currencySymbol: '฿',
        currencyCode: 'THB',
        pointBalance: '0',
        isPlayMoney: false,
      },
    },
    'GET /wps/member/missions/summary': { value: { claimable: 2 } },
    'GET /wps/member/rewards/badge': { value: { claimable: 1 } },
  });
});
afterEach(() => {
  cleanup();
  clearSessionState();
  localStorage.removeItem('balanceHidden');
});

function renderAt(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <MemberCenterRoute />
    </Suspense>,
    { route },
  );
}

describe('MemberCenterRoute', () => {
  it('shows the security centre for ?page=securityCenter', async () => {
    renderAt('/member?page=securityCenter');
    expect(await screen.findByTestId('security-center-page', {}, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByTestId('security-mobile')).textContent).toBe('+66 ******678');
    expect(screen.queryByTestId('member-center-page')).toBeNull();
  });

  it('keeps the placeholder for screens not built yet', () => {
    renderAt('/member?page=messageV2');
    expect(screen.getByTestId('member-center-page')).toBeTruthy();
    expect(screen.queryByTestId('security-center-page')).toBeNull();
  });

  it('opens on an overview: the balance with its hide toggle, quick actions and every page', async () => {
    renderAt('/member');
    const overview = screen.getByTestId('member-center-page');
    expect(overview.textContent).not.toContain('being prepared');
    const amount = await screen.findByText('฿1,250.50');
    fireEvent.click(within(overview).getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('****');
    expect(localStorage.getItem('balanceHidden')).toBe('true');

    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(
      actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Deposit', '/member?page=depositv2'],
      ['Withdraw', '/member?page=withdraw'],
      ['Transfer', '/member?page=transferFund'],
      ['Records', '/member?page=transactionHistory'],
    ]);

    const pages = screen.getAllByTestId('member-page-link');
    expect(pages).toHaveLength(16);
    const soon = pages
      .filter((link) => link.textContent?.includes('Coming soon'))
      .map((link) => link.dataset.page);
    // only the screens not built yet say so; the fourteen working ones do not
    expect(soon).toEqual(['messageV2']);
    // §2.5: the missions and the rewards ready to claim are counted on their entries
    const badgeOf = (page: string) =>
      within(pages.find((link) => link.dataset.page === page)!).findByTestId('member-page-badge');
    const missions = await badgeOf('missionLeaderboard');
    expect([missions.textContent, missions.getAttribute('aria-label')]).toEqual(['2', '2 waiting']);
    expect((await badgeOf('rewardCenter')).textContent).toBe('1');
    expect(screen.getAllByTestId('member-page-badge')).toHaveLength(2);
  });
});
