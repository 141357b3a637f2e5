import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProfitReport } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { ProfitLossPage } from './profit-loss-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  updateSessionState({ token: 'tok', isLogin: true });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-11T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

const figures = (betCount: number, stake: string, payout: string, profitLoss: string) => ({
  betCount,
  stake,
  validBet: stake,
  payout,
  profitLoss,
});

const report: ProfitReport = {
  unit: 'THB',
  days: [
    {
      day: '2026-03-11',
      ...figures(2, '300.00', '450.00', '150.00'),
      gameTypes: [
        { gameType: 'LIVE', ...figures(1, '200.00', '400.00', '200.00') },
        { gameType: 'ARCADE', ...figures(1, '100.00', '50.00', '-50.00') },
      ],
    },
    {
      day: '2026-03-09',
      ...figures(1, '1000.00', '0.00', '-1000.00'),
      gameTypes: [{ gameType: 'RNG', ...figures(1, '1000.00', '0.00', '-1000.00') }],
    },
  ],
  totals: figures(3, '1300.00', '450.00', '-850.00'),
};

describe('ProfitLossPage', () => {
  it('shows each day and its game types, with the grand totals', async () => {
    const { calls } = standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/member/profit': { value: report },
    });
    renderWithProviders(<ProfitLossPage />);
    const days = await screen.findAllByTestId('profit-day');
    expect(days.map((day) => day.getAttribute('data-day'))).toEqual(['2026-03-11', '2026-03-09']);
    expect(days[0]?.textContent).toContain('Mar 11, 2026');
    expect(within(days[0]!).getByTestId('profit-result').textContent).toBe('+150.00');
    expect(within(days[1]!).getByTestId('profit-result').textContent).toBe('-1,000.00');
    const splits = screen.getAllByTestId('profit-game-type');
    expect(splits.map((split) => split.getAttribute('data-game-type'))).toEqual([
      'LIVE',
      'ARCADE',
      'RNG',
    ]);
    expect(splits[0]?.textContent).toContain('Live casino');
    expect(screen.getByTestId('bets-total-count').textContent).toBe('3');
    expect(screen.getByTestId('bets-total-stake').textContent).toBe('1,300.00');
    expect(screen.getByTestId('bets-total-result').textContent).toBe('-850.00');

    const profitCalls = () => calls.filter((call) => call.path === '/wps/member/profit');
    expect(profitCalls()[0]?.query.get('from')).toBe('2026-03-05');
    expect(profitCalls()[0]?.query.get('status')).toBeNull();
    expect(screen.queryByTestId('bets-status')).toBeNull();
    fireEvent.click(screen.getByTestId('bets-period-last30'));
    await waitFor(() => expect(profitCalls().at(-1)?.query.get('from')).toBe('2026-02-10'));
    expect(profitCalls().at(-1)?.query.get('to')).toBe('2026-03-11');
    fireEvent.click(screen.getByTestId('bets-period-today'));
    await waitFor(() => expect(profitCalls().at(-1)?.query.get('from')).toBe('2026-03-11'));
  });

  it('says so when nothing settled in the period', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/member/profit': {
        value: { unit: 'THB', days: [], totals: figures(0, '0.00', '0.00', '0.00') },
      },
    });
    renderWithProviders(<ProfitLossPage />);
    expect((await screen.findByTestId('profit-empty')).textContent).toBe('No bets in this period.');
  });
});
