import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { RebatesPage } from './rebates-page.tsx';
import { VipPage } from './vip-page.tsx';

const rebate = {
  id: 4,
  periodFrom: '2026-11-25',
  periodTo: '2026-11-25',
  validBet: '6000.00',
  share: '60.00',
  amount: '21.60',
  state: 'claimable' as const,
  claimedAt: null,
};
const rebateList = (rebates: (typeof rebate)[], claimable: string) => ({
  content: rebates,
  pageNo: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: rebates.length,
  claimableTotal: claimable,
  period: 'daily' as const,
  minimum: '1.00',
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('RebatesPage', () => {
  function api(claim: () => StandInAnswer) {
    return standInApi({
      'GET /wps/member/rebates': { value: rebateList([rebate], '21.60') },
      'POST /wps/member/rebates/4/claim': claim,
    });
  }

  it('shows the claimable rebate and claims it once', async () => {
    const { calls } = api(() => ({
      value: {
        rebate: { ...rebate, state: 'claimed', claimedAt: '2026-11-27T01:00:00.000Z' },
        balance: '121.60',
      },
    }));
    renderWithProviders(<RebatesPage />);
    expect((await screen.findByTestId('rebate-claimable-total')).textContent).toBe('21.60');
    expect(screen.getByTestId('rebate-row').textContent).toContain('Valid bet 6,000.00');
    fireEvent.click(screen.getByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-outcome')).textContent).toBe(
      '21.60 was paid into your wallet.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/member/rebates/4/claim',
    ]);
  });

  it('says so when the rebate was claimed already (another tab)', async () => {
    api(() => ({
      status: 409,
      code: 'rebate_already_claimed',
      messageKey: 'err_rebate_already_claimed',
    }));
    renderWithProviders(<RebatesPage />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-outcome')).textContent).toBe(
      'This rebate has already been claimed',
    );
  });
});

describe('VipPage', () => {
  const tier = (level: number, name: string, reach: string) => ({
    level,
    name,
    reachPoints: reach,
    keepPoints: '0',
    rebateShare: '60.00',
    levelUpBonus: '50.00',
    birthdayBonus: '50.00',
    monthlyBonus: '20.00',
    withdrawalsPerDay: 5,
    withdrawalDailyAmount: '100000.00',
  });

  it('shows the level, the progress to the next and the benefits of every level', async () => {
    standInApi({
      'GET /wps/member/vip': {
        value: {
          level: 1,
          levelName: 'Bronze',
          monthPoints: '2500',
          keepPoints: '500',
          next: { level: 2, name: 'Silver', reachPoints: '5000' },
          tiers: [tier(0, 'Member', '0'), tier(1, 'Bronze', '1000'), tier(2, 'Silver', '5000')],
        },
      },
    });
    renderWithProviders(<VipPage />);
    expect((await screen.findByTestId('vip-level')).textContent).toBe('Bronze');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getAllByTestId('vip-tier')).toHaveLength(3);
    expect(screen.getAllByTestId('vip-tier')[1]!.getAttribute('aria-current')).toBe('true');
  });
});
