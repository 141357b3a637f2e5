import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BonusView, Promotion, RewardCentre } from '@lobby/contracts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { BonusDetailsPage } from './bonus-details-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { RewardCentrePage } from './reward-centre-page.tsx';

const bonus: BonusView = {
  id: 7,
  title: '100% Welcome Bonus',
  promotionId: 1,
  status: 'active',
  amount: '100.00',
  depositAmount: '100.00',
  wageringBase: 'bonus_plus_deposit',
  multiplier: 3,
  wageringRequired: '600.00',
  wageringDone: '150.00',
  wageringRemaining: '450.00',
  progressPercent: 25,
  createdAt: '2026-01-01T00:00:00.000Z',
  activatedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-31T00:00:00.000Z',
  endedAt: null,
  endReason: null,
};

const centre: RewardCentre = {
  claimable: [
    {
      id: 3,
      promotionId: 2,
      title: '50% Reload Bonus',
      state: 'claimable',
      bonusAmount: '100.00',
      depositAmount: '200.00',
      joinedAt: '2026-01-01T00:00:00.000Z',
      claimBy: '2026-01-04T00:00:00.000Z',
    },
  ],
  joined: [],
  inProgress: [bonus],
  history: [
    {
      ...bonus,
      id: 6,
      status: 'expired',
      progressPercent: 10,
      endedAt: '2025-12-01T00:00:00.000Z',
    },
  ],
  bonusBalance: '100.00',
};

const promotion: Promotion = {
  id: 1,
  kind: 'deposit_bonus',
  state: 'open',
  title: '100% Welcome Bonus',
  summary: 'Double your first deposit.',
  body: 'Apply, then deposit.\n\nWagering applies.',
  imageUrl: null,
  startsAt: null,
  endsAt: null,
  rules: {
    award: { type: 'deposit_percent', percent: 100, cap: '1000.00' },
    depositOrdinal: 'first',
    minDeposit: '100.00',
    wageringBase: 'bonus_plus_deposit',
    multiplier: 3,
    claimDays: 7,
    bonusValidDays: 30,
    maxClaims: 1,
  },
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(() => {
  cleanup();
  clearSessionState();
});

describe('the reward centre', () => {
  it('shows what can be claimed, the turnover bar, and claims once on a click', async () => {
    const api = standInApi({
      'GET /wps/member/rewards': { value: centre },
      'POST /wps/member/promotions/entries/3/claim': {
        value: { ...bonus, id: 8, status: 'pending' },
      },
    });
    renderWithProviders(<RewardCentrePage />);
    const claimable = await screen.findByTestId('claimable-list');
    expect(within(claimable).getByTestId('entry-amount').textContent).toBe('100.00');
    const bar = within(screen.getByTestId('in-progress-list')).getByTestId('turnover-bar');
    expect(bar.dataset.percent).toBe('25');
    expect(within(bar).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(bar).getByTestId('turnover-remaining').textContent).toBe('450.00 to go');
    expect(screen.getByTestId('bonus-balance').textContent).toBe('100.00');
    fireEvent.click(within(claimable).getByTestId('claim-reward'));
    expect((await screen.findByTestId('reward-outcome')).textContent).toBe(
      'Claimed: 100.00 of bonus money.',
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/member/promotions/entries/3/claim',
    ]);
  });

  it('shows a refusal in words', async () => {
    standInApi({
      'GET /wps/member/rewards': { value: centre },
      'POST /wps/member/promotions/entries/3/claim': {
        status: 409,
        code: 'reward_not_claimable',
        messageKey: 'err_reward_not_claimable',
        message: 'This reward cannot be claimed now',
      },
    });
    renderWithProviders(<RewardCentrePage />);
    fireEvent.click(await screen.findByTestId('claim-reward'));
    const outcome = await screen.findByTestId('reward-outcome');
    expect(outcome.textContent).toBe('This reward cannot be claimed now');
    expect(outcome.getAttribute('role')).toBe('alert');
  });

  it('lists bonus details', async () => {
    standInApi({
      'GET /wps/member/rewards/bonuses': {
        value: {
          content: centre.history,
          pageNo: 1,
          pageSize: 10,
          totalPages: 1,
          totalElements: 1,
        },
      },
    });
    renderWithProviders(<BonusDetailsPage />);
    const list = await screen.findByTestId('bonus-details-list');
    expect(within(list).getByTestId('bonus-card').dataset.status).toBe('expired');
  });
});

describe('promotions', () => {
  it('lists promotions, shows the terms, and applies', async () => {
    const api = standInApi({
      'GET /lgw/promotions': { value: { content: [promotion] } },
      'GET /wps/member/rewards': { value: { ...centre, claimable: [] } },
      'POST /wps/member/promotions/1/apply': {
        value: {
          id: 9,
          promotionId: 1,
          title: promotion.title,
          state: 'joined',
          bonusAmount: '0.00',
          depositAmount: '0.00',
          joinedAt: '2026-01-01T00:00:00.000Z',
          claimBy: null,
        },
      },
    });
    renderWithProviders(<PromotionsPage />);
    expect((await screen.findAllByTestId('promotion-card')).length).toBe(1);
    fireEvent.click(screen.getByTestId('promotion-details'));
    const dialog = await screen.findByTestId('promotion-dialog');
    expect(within(dialog).getByTestId('promotion-rules').textContent).toContain(
      '100% of your deposit, up to 1,000.00',
    );
    fireEvent.click(within(dialog).getByTestId('promotion-apply'));
    expect(await within(dialog).findByTestId('reward-outcome')).toBeTruthy();
    expect(
      api.calls.some(
        (call) => call.method === 'POST' && call.path === '/wps/member/promotions/1/apply',
      ),
    ).toBe(true);
  });

  it('asks a guest to log in', async () => {
    clearSessionState();
    standInApi({ 'GET /lgw/promotions': { value: { content: [promotion] } } });
    renderWithProviders(<PromotionsPage />);
    expect((await screen.findByTestId('promotion-login')).getAttribute('href')).toBe('/login');
  });
});
