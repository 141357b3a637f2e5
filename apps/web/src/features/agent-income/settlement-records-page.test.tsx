import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SettlementItem, SettlementRecords } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { DailySalaryPage, DividendRecordsPage } from './index.ts';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(() => resetAfterTest());

const item = (overrides: Partial<SettlementItem>): SettlementItem => ({
  id: 1,
  kind: 'daily_salary',
  contractId: 9,
  periodStart: '2026-03-09T17:00:00.000Z',
  periodEnd: '2026-03-10T17:00:00.000Z',
  localFrom: '2026-03-10',
  localTo: '2026-03-10',
  holder: 'apib',
  payer: 'apia',
  teamValidBet: '1200000.00',
  teamBet: '1200000.00',
  teamPayout: '0.00',
  teamNetLoss: '1200000.00',
  activeMembers: 0,
  carryIn: '0.00',
  base: '1200000.00',
  rate: '40.00',
  amount: '4800.00',
  paid: '4800.00',
  owed: '0.00',
  state: 'paid',
  createdAt: '2026-03-10T17:10:00.000Z',
  paidAt: '2026-03-10T17:10:00.000Z',
  ...overrides,
});
const page = (content: SettlementItem[]): SettlementRecords => ({
  content,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: content.length,
  range: { from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Bangkok' },
  totals: { amount: '4800.00', paid: '4000.00', owed: '800.00' },
});

describe('settlement records pages', () => {
  it("lists the agent's own daily salary, and its downlines' on the other scope", async () => {
    const stand = standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/agent/settlements': () => {
        const asked = stand.calls.filter((call) => call.path === '/wps/agent/settlements').at(-1);
        const downlines = asked?.query.get('scope') === 'downlines';
        return {
          value: page([
            downlines
              ? item({
                  id: 2,
                  holder: 'apic',
                  payer: 'apib',
                  amount: '800.00',
                  state: 'owed',
                  owed: '800.00',
                  paid: '0.00',
                })
              : item({}),
          ]),
        };
      },
    });
    renderWithProviders(<DailySalaryPage />);
    expect(screen.getByRole('heading').textContent).toBe('Daily salary');
    const [own] = await screen.findAllByTestId('settlement-row');
    expect(own?.textContent).toContain('1,200,000.00');
    expect(own?.textContent).toContain('40.00');
    expect(own?.textContent).toContain('Paid');
    const first = stand.calls.find((call) => call.path === '/wps/agent/settlements');
    expect([first?.query.get('kind'), first?.query.get('scope')]).toEqual(['daily_salary', 'own']);

    fireEvent.click(screen.getByTestId('settlement-scope-downlines'));
    await waitFor(() => expect(screen.getByTestId('settlement-row').textContent).toContain('apic'));
    expect(screen.getByTestId('settlement-row').textContent).toContain('Owed 800.00');
  });

  it('shows the dividend columns and an empty period', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/agent/settlements': { value: page([]) },
    });
    renderWithProviders(<DividendRecordsPage />);
    expect(await screen.findByTestId('settlement-empty')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Dividend records');
  });
});
