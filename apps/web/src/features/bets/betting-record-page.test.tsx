import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRecordItem, BetRecords, GetGameMenusResponse } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  testVendor,
} from '../../testing/test-utils.tsx';
import { BettingRecordPage } from './betting-record-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  updateSessionState({ token: 'tok', isLogin: true });
  // only the clock: 00:30 on 11 March 2026 in Bangkok (still the 10th in UTC)
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T17:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

const row = (id: number, overrides: Partial<BetRecordItem> = {}): BetRecordItem => ({
  id,
  roundId: `R-${id}`,
  gameCode: 'lotus-fortune',
  gameName: 'Lotus Fortune',
  vassalage: 'LOBBY',
  vendorName: 'Lobby Originals',
  gameType: 'RNG',
  unit: 'THB',
  stake: '1200.00',
  validBet: '1200.00',
  payout: '3000.00',
  winLoss: '1800.00',
  status: 'settled',
  placedAt: '2026-03-10T02:15:00Z',
  settledAt: '2026-03-10T02:15:01Z',
  ...overrides,
});

const page = (pageNo: number): BetRecords => ({
  content: [
    row(pageNo * 10),
    row(pageNo * 10 + 1, {
      gameName: 'Crash',
      gameType: 'ARCADE',
      stake: '50.00',
      validBet: '50.00',
      payout: '0.00',
      winLoss: '-50.00',
    }),
    row(pageNo * 10 + 2, { status: 'open', payout: '0.00', winLoss: null, settledAt: null }),
  ],
  pageNo,
  pageSize: 20,
  totalPages: 2,
  totalElements: 23,
  unit: 'THB',
  totals: {
    betCount: 23,
    stake: '15000.00',
    validBet: '14000.00',
    payout: '12000.50',
    winLoss: '-1999.50',
  },
});

const menus: GetGameMenusResponse = [
  {
    gameType: 'RNG',
    title: 'Slots',
    vendors: [testVendor('LOBBY', 'RNG'), testVendor('SPN', 'RNG')],
  },
  { gameType: 'LIVE', title: 'Live', vendors: [testVendor('LOBBYLIVE', 'LIVE')] },
];

function api() {
  const stand = standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /lgw/games/game_menus': { value: menus },
    'GET /wps/member/bets': () => {
      const asked = betCalls(stand.calls).at(-1);
      return { value: page(Number(asked?.query.get('pageNo') ?? 1)) };
    },
  });
  return stand;
}
const betCalls = (calls: ReturnType<typeof standInApi>['calls']) =>
  calls.filter((call) => call.path === '/wps/member/bets');
const lastQuery = (calls: ReturnType<typeof standInApi>['calls']) => betCalls(calls).at(-1)?.query;
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('BettingRecordPage', () => {
  it('shows the rounds of the last 7 brand days with the totals of the whole filter', async () => {
    const { calls } = api();
    renderWithProviders(<BettingRecordPage />);
    const rows = await screen.findAllByTestId('bets-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Lotus Fortune');
    expect(rows[0]?.textContent).toContain('Lobby Originals');
    expect(rows[0]?.textContent).toContain('Round R-10');
    expect(rows[0]?.textContent).toContain('Slots');
    expect(within(rows[0]!).getByTestId('bets-stake').textContent).toBe('1,200.00');
    expect(within(rows[0]!).getByTestId('bets-win-loss').textContent).toBe('+1,800.00');
    expect(within(rows[1]!).getByTestId('bets-win-loss').textContent).toBe('-50.00');
    expect(within(rows[1]!).getByTestId('bets-win-loss').className).toContain('is-loss');
    expect(within(rows[2]!).getByTestId('bets-win-loss').textContent).toBe('–');
    expect(rows[2]?.textContent).toContain('Unsettled');
    // 09:15 in Bangkok
    expect(rows[0]?.textContent).toContain('9:15');

    expect(screen.getByTestId('bets-total-count').textContent).toBe('23');
    expect(screen.getByTestId('bets-total-stake').textContent).toBe('15,000.00');
    expect(screen.getByTestId('bets-total-payout').textContent).toBe('12,000.50');
    expect(screen.getByTestId('bets-total-result').textContent).toBe('-1,999.50');
    expect(screen.getByTestId('bets-totals').textContent).toContain('Totals (THB)');

    const asked = lastQuery(calls);
    // the brand's today is the 11th although UTC is still on the 10th
    expect(asked?.get('from')).toBe('2026-03-05');
    expect(asked?.get('to')).toBe('2026-03-11');
    expect(asked?.get('gameType')).toBeNull();
    expect(asked?.get('vassalage')).toBeNull();
    expect(asked?.get('status')).toBeNull();
    expect(asked?.get('pageNo')).toBe('1');
    expect(asked?.get('lang')).toBe('en');
    expect(screen.getByTestId('bets-period-last7').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('bets-from') as HTMLInputElement).value).toBe('2026-03-05');
  });

  it('asks again with each filter, from the first page', async () => {
    const { calls } = api();
    renderWithProviders(<BettingRecordPage />);
    await screen.findAllByTestId('bets-row');
    fireEvent.click(screen.getByTestId('bets-page-2'));
    await waitFor(() => expect(lastQuery(calls)?.get('pageNo')).toBe('2'));
    await waitFor(() =>
      expect(screen.getAllByTestId('bets-row')[0]?.textContent).toContain('Round R-20'),
    );

    fireEvent.click(screen.getByTestId('bets-period-yesterday'));
    await waitFor(() => expect(lastQuery(calls)?.get('from')).toBe('2026-03-10'));
    expect(lastQuery(calls)?.get('to')).toBe('2026-03-10');
    expect(lastQuery(calls)?.get('pageNo')).toBe('1');

    change('bets-game-type', 'RNG');
    await waitFor(() => expect(lastQuery(calls)?.get('gameType')).toBe('RNG'));
    // the vendor list follows the category
    const vendorOptions = () =>
      Array.from((screen.getByTestId('bets-vendor') as HTMLSelectElement).options).map(
        (option) => option.value,
      );
    await waitFor(() => expect(vendorOptions()).toEqual(['', 'LOBBY', 'SPN']));
    change('bets-vendor', 'SPN');
    await waitFor(() => expect(lastQuery(calls)?.get('vassalage')).toBe('SPN'));
    change('bets-game-type', 'LIVE');
    await waitFor(() => expect(lastQuery(calls)?.get('gameType')).toBe('LIVE'));
    expect(lastQuery(calls)?.get('vassalage')).toBeNull();
    expect(vendorOptions()).toEqual(['', 'LOBBYLIVE']);

    change('bets-status', 'open');
    await waitFor(() => expect(lastQuery(calls)?.get('status')).toBe('open'));
  });

  it('takes typed days, and refuses a range that ends before it starts without asking', async () => {
    const { calls } = api();
    renderWithProviders(<BettingRecordPage />);
    await screen.findAllByTestId('bets-row');
    change('bets-from', '2026-02-01');
    await waitFor(() => expect(lastQuery(calls)?.get('from')).toBe('2026-02-01'));
    // the other end keeps the day the quick pick had
    expect(lastQuery(calls)?.get('to')).toBe('2026-03-11');
    expect(screen.getByTestId('bets-period-last7').getAttribute('aria-pressed')).toBe('false');

    change('bets-to', '2026-01-15');
    expect(screen.getByTestId('bets-range-error').textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(screen.queryByTestId('bets-table')).toBeNull();
    const before = betCalls(calls).length;
    change('bets-to', '2026-02-10');
    await waitFor(() => expect(betCalls(calls).length).toBeGreaterThan(before));
    expect(lastQuery(calls)?.get('to')).toBe('2026-02-10');
  });

  it('says so when a period has no bets', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /lgw/games/game_menus': { value: menus },
      'GET /wps/member/bets': {
        value: {
          content: [],
          pageNo: 1,
          pageSize: 20,
          totalPages: 0,
          totalElements: 0,
          unit: 'THB',
          totals: { betCount: 0, stake: '0.00', validBet: '0.00', payout: '0.00', winLoss: '0.00' },
        },
      },
    });
    renderWithProviders(<BettingRecordPage />);
    expect((await screen.findByTestId('bets-empty')).textContent).toBe('No bets in this period.');
  });

  it('offers a retry when the record cannot be loaded', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/member/bets': { status: 500, code: 'internal', messageKey: 'err_internal' },
    });
    renderWithProviders(<BettingRecordPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your bets.');
  });
});
