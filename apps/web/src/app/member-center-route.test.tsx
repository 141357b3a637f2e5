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
    'GET /wps/member/inbox/unread': { value: { unread: 3 } },
    'GET /wps/member/inbox': {
      value: {
        messages: [
          {
            id: 7,
            kind: 'notice',
            title: 'Weekend reload',
            bodyHtml: '<p>Reload</p>',
            promotionId: null,
            isPlatform: false,
            isRead: false,
            sentAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        total: 1,
        unread: 3,
      },
    },
    'GET /wps/member/bets': {
      value: {
        content: [],
        pageNo: 1,
        pageSize: 3,
        totalPages: 0,
        totalElements: 0,
        unit: 'THB',
        totals: { betCount: 0, stake: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' },
      },
    },
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

  it('stays on the member centre for a page it does not know', () => {
    renderAt('/member?page=nonsense');
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
    expect(pages).toHaveLength(17);
    const soon = pages
      .filter((link) => link.textContent?.includes('Coming soon'))
      .map((link) => link.dataset.page);
    // no screen says 'Coming soon' any more: every page of the member centre is built
    expect(soon).toEqual([]);
    // §2.5: the missions and the rewards ready to claim are counted on their entries
    const badgeOf = (page: string) =>
      within(pages.find((link) => link.dataset.page === page)!).findByTestId('member-page-badge');
    const missions = await badgeOf('missionLeaderboard');
    expect([missions.textContent, missions.getAttribute('aria-label')]).toEqual(['2', '2 waiting']);
    expect((await badgeOf('rewardCenter')).textContent).toBe('1');
    // and the unread messages on messageV2 (issue 15)
    expect((await badgeOf('messageV2')).textContent).toBe('3');
    expect(screen.getAllByTestId('member-page-badge')).toHaveLength(3);
  });

  it('lands on the unread messages, the rewards to claim and the recent bets', async () => {
    renderAt('/member');
    const inbox = await screen.findByTestId('landing-inbox', {}, { timeout: 10_000 });
    expect(await within(inbox).findByText('Weekend reload')).toBeTruthy();
    expect((await within(inbox).findByTestId('landing-inbox-unread')).textContent).toContain('3');
    expect((await screen.findByTestId('landing-rewards-count')).textContent).toBe('1');
    expect(await screen.findByText('No bets in the last 7 days.')).toBeTruthy();
  });

  it('never asks a trial account for its inbox (§4.8) and shows it no landing cards', async () => {
    updateSessionState({ isTrial: true });
    const api = standInApi({}, { otherwise: { value: { claimable: 0 } } });
    renderAt('/member');
    await screen.findByTestId('member-center-page');
    expect(screen.queryByTestId('member-landing')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/member/inbox'))).toEqual([]);
  });
});
