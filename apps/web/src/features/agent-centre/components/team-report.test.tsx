import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TeamFigures, TeamMembersReport } from '@lobby/contracts';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { TeamProfitLossPage } from '../pages/team-profit-loss-page.tsx';

const figures = (profitLoss: string): TeamFigures => ({
  betCount: 3,
  betAmount: '1500.00',
  validBet: '1500.00',
  payout: '1000.00',
  profitLoss,
  depositCount: 1,
  depositAmount: '2000.00',
  withdrawalCount: 0,
  withdrawalAmount: '0.00',
});

const report: TeamMembersReport = {
  content: [{ ...figures('-500.00'), memberId: 3, account: 'member01', depth: 1, isAgent: false }],
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: 1,
  range: { from: '2026-03-01', to: '2026-03-11', timeZone: 'Asia/Bangkok' },
  unit: 'THB',
  totals: figures('-500.00'),
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

describe('TeamReport (user profit and loss)', () => {
  it('asks by period, sort and order, shows rows and totals, and downloads the same query as CSV', async () => {
    const { calls } = standInApi({
      'GET /wps/agent/reports/profit-loss': { value: report },
    });
    renderWithProviders(<TeamProfitLossPage />);
    const row = await screen.findByTestId('report-row');
    expect(row.textContent).toContain('member01');
    expect(row.textContent).toContain('-500.00');
    expect(screen.getByTestId('report-totals').textContent).toContain('2,000.00');
    const reportCalls = () =>
      calls.filter((call) => call.path === '/wps/agent/reports/profit-loss');
    expect(reportCalls()[0]?.query.get('period')).toBe('today');
    expect(reportCalls()[0]?.query.get('sort')).toBe('profitLoss');

    fireEvent.click(screen.getByTestId('agent-period-thisMonth'));
    fireEvent.click(screen.getByTestId('report-order'));
    await waitFor(() => expect(reportCalls().at(-1)?.query.get('order')).toBe('asc'));
    expect(reportCalls().at(-1)?.query.get('period')).toBe('thisMonth');

    // a custom range is asked for only once both ends are there
    fireEvent.click(screen.getByTestId('agent-period-custom'));
    const before = reportCalls().length;
    fireEvent.change(screen.getByTestId('agent-period-from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByTestId('agent-period-to'), { target: { value: '2026-03-11' } });
    await waitFor(() => expect(reportCalls().at(-1)?.query.get('to')).toBe('2026-03-11'));
    // nothing is asked for while the range has one end only
    expect(
      reportCalls()
        .slice(before)
        .every((call) => call.query.get('period') !== 'today'),
    ).toBe(true);
    expect(reportCalls().at(-1)?.query.get('from')).toBe('2026-03-01');

    // the CSV: same filters, no paging, the session's token; the file handed to the browser
    const csvFetch = vi.fn(
      async () => new Response('account,profitLoss\r\nmember01,-500.00', { status: 200 }),
    );
    vi.stubGlobal('fetch', csvFetch);
    const created = vi.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByTestId('report-csv'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const [url, init] = csvFetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = new URL(url, 'http://localhost');
    expect(sent.pathname).toBe('/wps/agent/reports/profit-loss.csv');
    expect(sent.searchParams.get('period')).toBe('custom');
    expect(sent.searchParams.get('from')).toBe('2026-03-01');
    expect(sent.searchParams.get('order')).toBe('asc');
    expect(sent.searchParams.get('pageNo')).toBeNull();
    expect(new Headers(init.headers).get('token')).toBe('tok');
  });

  it("shows a sub-agent's team when opened from downline management, with a way back", async () => {
    const { calls } = standInApi({
      'GET /wps/agent/reports/profit-loss': { value: report },
    });
    renderWithProviders(<TeamProfitLossPage />, {
      route: `/agentHome/profit-loss?agentId=42&agent=sub01`,
    });
    await screen.findByTestId('report-row');
    const asked = calls.filter((call) => call.path === '/wps/agent/reports/profit-loss');
    expect(asked[0]?.query.get('agentId')).toBe('42');
    expect(screen.getByTestId('report-sub-team').textContent).toContain('The team of sub01.');
    fireEvent.click(screen.getByTestId('report-own-team'));
    await waitFor(() => expect(screen.queryByTestId('report-sub-team')).toBeNull());
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/wps/agent/reports/profit-loss')
          .at(-1)
          ?.query.has('agentId'),
      ).toBe(false),
    );
  });
});
