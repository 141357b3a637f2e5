import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgentIncome } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { AgentIncomePage } from './index.ts';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(() => resetAfterTest());

const figures = {
  ownAmount: '4800.00',
  ownPaid: '4800.00',
  ownOwed: '0.00',
  dueToDownlines: '800.00',
  downlinesPaid: '800.00',
  downlinesOwed: '0.00',
  remainder: '4000.00',
};
const income = (pageNo: number): AgentIncome => ({
  content: [{ kind: 'daily_salary', localFrom: '2026-03-10', localTo: '2026-03-10', ...figures }],
  pageNo,
  pageSize: 20,
  totalPages: 2,
  totalElements: 21,
  range: { from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Bangkok' },
  totals: { ...figures, ownAmount: '12345.00', remainder: '11545.00' },
});

function api() {
  const stand = standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/agent/income': () => {
      const asked = stand.calls.filter((call) => call.path === '/wps/agent/income').at(-1);
      return { value: income(Number(asked?.query.get('pageNo') ?? 1)) };
    },
  });
  return stand;
}
const incomeCalls = (calls: ReturnType<typeof standInApi>['calls']) =>
  calls.filter((call) => call.path === '/wps/agent/income');

describe('AgentIncomePage', () => {
  it('shows own amount, due to downlines and the remainder, with the totals', async () => {
    const { calls } = api();
    renderWithProviders(<AgentIncomePage />);
    const rows = await screen.findAllByTestId('agent-income-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('2026-03-10');
    expect(rows[0]?.textContent).toContain('Daily salary');
    expect(rows[0]?.textContent).toContain('4,800.00');
    expect(rows[0]?.textContent).toContain('800.00');
    expect(within(rows[0]!).getByTestId('agent-income-remainder').textContent).toBe('4,000.00');
    expect(screen.getByTestId('agent-income-totals').textContent).toContain('11,545.00');
    expect(incomeCalls(calls)[0]?.query.get('period')).toBe('thisMonth');
  });

  it('asks again for a custom range, a sort and a page, and checks the dates first', async () => {
    const { calls } = api();
    renderWithProviders(<AgentIncomePage />);
    await screen.findAllByTestId('agent-income-row');
    fireEvent.click(screen.getByTestId('agent-income-page-2'));
    await waitFor(() => expect(incomeCalls(calls).at(-1)?.query.get('pageNo')).toBe('2'));

    fireEvent.change(screen.getByTestId('agent-income-period'), { target: { value: 'custom' } });
    expect(screen.getByTestId('agent-income-range-error').textContent).toBe('Choose both dates');
    const before = incomeCalls(calls).length;
    fireEvent.change(screen.getByTestId('agent-income-from'), { target: { value: '2026-03-20' } });
    fireEvent.change(screen.getByTestId('agent-income-to'), { target: { value: '2026-03-01' } });
    expect(screen.getByTestId('agent-income-range-error').textContent).toContain('start date');
    expect(incomeCalls(calls)).toHaveLength(before);

    fireEvent.change(screen.getByTestId('agent-income-from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByTestId('agent-income-sort'), { target: { value: 'remainder' } });
    await waitFor(() => {
      const last = incomeCalls(calls).at(-1)?.query;
      expect([last?.get('from'), last?.get('to'), last?.get('sort'), last?.get('pageNo')]).toEqual([
        '2026-03-01',
        '2026-03-01',
        'remainder',
        '1',
      ]);
    });
  });

  it('downloads the CSV with the session token and the same filters', async () => {
    const { calls } = api();
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    renderWithProviders(<AgentIncomePage />);
    await screen.findAllByTestId('agent-income-row');
    fireEvent.click(screen.getByTestId('agent-income-csv'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/wps/agent/income.csv')).toBe(true),
    );
    const csv = calls.find((call) => call.path === '/wps/agent/income.csv');
    expect(csv?.query.get('period')).toBe('thisMonth');
  });

  it('shows a failure with a retry', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/agent/income': {
        status: 403,
        code: 'not_an_agent',
        messageKey: 'err_not_an_agent',
        message: 'Only agents',
      },
    });
    renderWithProviders(<AgentIncomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load');
  });
});
