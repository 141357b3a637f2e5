import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamTransactionsReport } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { TeamTransactionsPage } from './team-transactions-page.tsx';

const report: TeamTransactionsReport = {
  content: [
    {
      id: 'ledger:12',
      account: 'demo',
      type: 'red_envelope',
      detail: 'red_envelope_claim',
      amount: '33.34',
      status: 'completed',
      orderNo: null,
      note: 'agent',
      createdAt: '2026-11-27T03:00:00.000Z',
    },
    {
      id: 'withdrawal:3',
      account: 'newbie',
      type: 'withdrawal',
      detail: 'bank_transfer',
      amount: '-50.00',
      status: 'pending',
      orderNo: 'W3',
      note: 'KBANK ****1234',
      createdAt: '2026-11-27T02:00:00.000Z',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: 2,
  range: { from: '2026-11-27', to: '2026-11-27', timeZone: 'Asia/Bangkok' },
  unit: 'THB',
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

const api = () =>
  standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/agent/reports/transactions': { value: report },
  });
const lastQuery = (calls: ReturnType<typeof api>['calls']) =>
  Object.fromEntries(
    calls.filter((call) => call.path === '/wps/agent/reports/transactions').at(-1)!.query,
  );

describe('TeamTransactionsPage', () => {
  it("shows the team's movements with the member, the labels of the records and the sign", async () => {
    api();
    renderWithProviders(<TeamTransactionsPage />);
    const rows = await screen.findAllByTestId('team-tx-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('team-tx-account-name').textContent).toBe('demo');
    expect(rows[0]!.textContent).toContain('Red envelope · Red envelope claimed');
    expect(within(rows[0]!).getByTestId('team-tx-amount').textContent).toBe('+33.34');
    expect(within(rows[1]!).getByTestId('team-tx-amount').textContent).toBe('-50.00');
    expect(rows[1]!.textContent).toContain('Pending');
    expect(screen.getByTestId('team-tx-total').textContent).toBe(
      '2 transactions, 2026-11-27 to 2026-11-27',
    );
  });

  it('sends the filters: period, custom dates, type, account and order', async () => {
    const { calls } = api();
    renderWithProviders(<TeamTransactionsPage />);
    await screen.findAllByTestId('team-tx-row');
    expect(lastQuery(calls)).toEqual({
      period: 'today',
      sort: 'createdAt',
      order: 'desc',
      pageNo: '1',
      pageSize: '20',
    });
    fireEvent.change(screen.getByTestId('team-tx-type'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByTestId('team-tx-sort'), { target: { value: 'largest' } });
    fireEvent.change(screen.getByTestId('team-tx-account'), { target: { value: ' newbie ' } });
    fireEvent.click(screen.getByTestId('team-tx-search'));
    fireEvent.change(screen.getByTestId('team-tx-period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByTestId('team-tx-from'), { target: { value: '2026-11-10' } });
    // an open range asks nothing and says why
    expect(screen.getByTestId('team-tx-range-invalid')).toBeTruthy();
    fireEvent.change(screen.getByTestId('team-tx-to'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        period: 'custom',
        from: '2026-11-10',
        to: '2026-11-20',
        type: 'withdrawal',
        account: 'newbie',
        sort: 'amount',
        order: 'desc',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('downloads the CSV with the same filters and the session token', async () => {
    const { fetchMock } = api();
    const csv = vi.fn(async () => new Response('\uFEFFcreatedAt,account\r\n', { status: 200 }));
    renderWithProviders(<TeamTransactionsPage />);
    await screen.findAllByTestId('team-tx-row');
    fetchMock.mockImplementationOnce(csv);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByTestId('team-tx-csv'));
    await waitFor(() => expect(csv).toHaveBeenCalled());
    const [url, init] = csv.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/agent/reports/transactions.csv?period=today&sort=createdAt&order=desc');
    expect(new Headers(init.headers).get('token')).toBe('tok');
  });
});
