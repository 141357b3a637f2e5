import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountRecord, TransactionHistory } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { TransactionHistoryPage } from './transaction-history-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
  // only the clock: the 11th of March 2026, 10:00 in Bangkok
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-11T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

const history = (pageNo: number, totalPages = 3): TransactionHistory => ({
  content: [
    {
      id: `deposit:${pageNo}`,
      type: 'deposit',
      detail: 'gateway',
      amount: '1500.00',
      status: 'completed',
      orderNo: `D-${pageNo}`,
      note: 'SANDBOX',
      createdAt: '2026-03-11T02:15:00Z',
    },
    {
      id: `withdrawal:${pageNo}`,
      type: 'withdrawal',
      detail: 'withdrawal',
      amount: '-300.00',
      status: 'rejected',
      orderNo: null,
      note: 'KBANK',
      createdAt: '2026-03-10T12:00:00Z',
    },
  ],
  pageNo,
  pageSize: 20,
  totalPages,
  totalElements: totalPages * 2,
});

const record: AccountRecord = {
  content: [
    {
      id: 12,
      kind: 'vendor_transfer_in',
      amount: '-200.00',
      balanceAfter: '800.00',
      note: 'Silver Games',
      createdAt: '2026-03-11T02:20:00Z',
    },
    {
      id: 11,
      kind: 'adjustment',
      amount: '1000.00',
      balanceAfter: '1000.00',
      note: '',
      createdAt: '2026-03-11T01:00:00Z',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: 2,
};

/** The stand-in server; the history answers the page it was asked for. */
function api() {
  const stand = standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/member/transactions': () => {
      const asked = stand.calls.filter((call) => call.path === '/wps/member/transactions').at(-1);
      return { value: history(Number(asked?.query.get('pageNo') ?? 1)) };
    },
    'GET /wps/member/accountRecord': { value: record },
  });
  return stand;
}

const historyCalls = (calls: ReturnType<typeof standInApi>['calls']) =>
  calls.filter((call) => call.path === '/wps/member/transactions');
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('TransactionHistoryPage', () => {
  it('shows the last 7 days of transactions with their type, amount and status', async () => {
    const { calls } = api();
    renderWithProviders(<TransactionHistoryPage />);
    const rows = await screen.findAllByTestId('transactions-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Deposit');
    expect(rows[0]?.textContent).toContain('Online payment');
    expect(within(rows[0]!).getByTestId('transactions-amount').textContent).toBe('+1,500.00');
    expect(within(rows[1]!).getByTestId('transactions-amount').textContent).toBe('-300.00');
    expect(rows[0]?.textContent).toContain('Order D-1');
    expect(within(rows[0]!).getByText('Completed').className).toContain('ui-status-badge--done');
    expect(within(rows[1]!).getByText('Rejected').className).toContain('ui-status-badge--failed');
    // the time in the member's language and the brand's zone (09:15 in Bangkok)
    expect(rows[0]?.textContent).toContain('9:15');

    const asked = historyCalls(calls)[0]?.query;
    expect(asked?.get('from')).toBe('2026-03-05');
    expect(asked?.get('to')).toBe('2026-03-11');
    expect(asked?.get('type')).toBeNull();
    expect(asked?.get('pageNo')).toBe('1');
    expect(asked?.get('lang')).toBe('en');
  });

  it('asks again with the chosen type and period, from the first page', async () => {
    const { calls } = api();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transactions-row');
    fireEvent.click(screen.getByTestId('transactions-page-2'));
    await waitFor(() => expect(historyCalls(calls).at(-1)?.query.get('pageNo')).toBe('2'));

    change('transactions-type', 'transfer');
    await waitFor(() => expect(historyCalls(calls).at(-1)?.query.get('type')).toBe('transfer'));
    expect(historyCalls(calls).at(-1)?.query.get('pageNo')).toBe('1');

    change('transactions-range', 'today');
    await waitFor(() => expect(historyCalls(calls).at(-1)?.query.get('from')).toBe('2026-03-11'));
    expect(historyCalls(calls).at(-1)?.query.get('to')).toBe('2026-03-11');
  });

  it('pages with the pager: the page asked for is the page shown', async () => {
    api();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transactions-row');
    expect(screen.getByTestId('transactions-page-1').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('transactions-page-next'));
    await waitFor(() =>
      expect(screen.getAllByTestId('transactions-row')[0]?.textContent).toContain('Order D-2'),
    );
    expect(screen.getByTestId('transactions-page-2').getAttribute('aria-current')).toBe('page');
  });

  it('refuses a custom range that ends before it starts, without asking', async () => {
    const { calls } = api();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transactions-row');
    change('transactions-range', 'custom');
    change('transactions-from', '2026-03-09');
    change('transactions-to', '2026-03-01');
    expect(screen.getByTestId('transactions-range-error').textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(screen.queryByTestId('transactions-table')).toBeNull();
    const before = historyCalls(calls).length;
    change('transactions-to', '2026-03-10');
    await waitFor(() => expect(historyCalls(calls).length).toBeGreaterThan(before));
    expect(historyCalls(calls).at(-1)?.query.get('from')).toBe('2026-03-09');
    expect(historyCalls(calls).at(-1)?.query.get('to')).toBe('2026-03-10');
  });

  it('says so when a period has nothing', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/member/transactions': {
        value: { content: [], pageNo: 1, pageSize: 20, totalPages: 0, totalElements: 0 },
      },
    });
    renderWithProviders(<TransactionHistoryPage />);
    expect((await screen.findByTestId('transactions-empty')).textContent).toBe(
      'Nothing in this period.',
    );
  });

  it('shows the account record: each movement signed, with the balance after', async () => {
    const { calls } = api();
    renderWithProviders(<TransactionHistoryPage />);
    fireEvent.click(screen.getByTestId('records-tab-account'));
    const rows = await screen.findAllByTestId('account-row');
    expect(rows[0]?.textContent).toContain('To game wallet');
    expect(within(rows[0]!).getByTestId('account-amount').textContent).toBe('-200.00');
    expect(within(rows[0]!).getByTestId('account-balance-after').textContent).toBe('800.00');
    expect(within(rows[1]!).getByTestId('account-amount').textContent).toBe('+1,000.00');

    change('account-kind', 'agent_transfer');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/wps/member/accountRecord')
          .at(-1)
          ?.query.get('kind'),
      ).toBe('agent_transfer'),
    );
  });

  it('asks a trial account to register, without asking for records', () => {
    const { calls } = api();
    updateSessionState({ isTrial: true });
    renderWithProviders(<TransactionHistoryPage />);
    expect(screen.getByTestId('records-trial')).toBeTruthy();
    expect(calls.filter((call) => call.path !== '/wps/system/permission')).toHaveLength(0);
  });
});
