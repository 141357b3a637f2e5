import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { updateSessionState } from '../../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import { testAgentSettings, testContract, testDownline } from '../testing/agent-fixtures.ts';
import { OfferContractDialog } from './offer-contract-dialog.tsx';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function answer(offer: StandInAnswer, off: Parameters<typeof testAgentSettings>[0] = []) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/agent/settings': { value: testAgentSettings(off) },
    'POST /wps/agent/contracts': offer,
  }).calls;
}

function fillDailyLadder() {
  type('ladder-valid-bet-0', '10000');
  type('ladder-rate-0', '10');
  type('ladder-valid-bet-1', '50000');
  type('ladder-rate-1', '20');
  type('ladder-valid-bet-2', '100000');
  type('ladder-rate-2', '30');
}

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

describe('OfferContractDialog', () => {
  it('offers only the kinds the brand enabled, with 3 rungs for a salary and one rate for real time', async () => {
    answer({ value: testContract() }, ['hourly_salary']);
    renderWithProviders(<OfferContractDialog downline={testDownline()} onClose={() => {}} />);
    const kind = (await screen.findByTestId('offer-kind')) as HTMLSelectElement;
    expect([...kind.options].map((option) => option.value)).toEqual([
      'dividend',
      'daily_salary',
      'realtime_salary',
    ]);
    // a dividend: its period, one rung with active members
    expect(screen.getByTestId('offer-period')).toBeTruthy();
    expect(screen.getAllByTestId('ladder-rung')).toHaveLength(1);
    expect(screen.getByTestId('ladder-active-0')).toBeTruthy();
    type('offer-kind', 'daily_salary');
    expect(screen.queryByTestId('offer-period')).toBeNull();
    expect(screen.getAllByTestId('ladder-rung')).toHaveLength(3);
    expect(screen.queryByTestId('ladder-remove-0')).toBeNull();
    fireEvent.click(screen.getByTestId('ladder-add'));
    expect(screen.getAllByTestId('ladder-rung')).toHaveLength(4);
    type('offer-kind', 'realtime_salary');
    expect(screen.getAllByTestId('ladder-rung')).toHaveLength(1);
    expect(screen.queryByTestId('ladder-valid-bet-0')).toBeNull();
    expect(screen.queryByTestId('ladder-add')).toBeNull();
  });

  it('checks the ladder before sending and sends nothing while it is wrong', async () => {
    const calls = answer({ value: testContract() });
    renderWithProviders(<OfferContractDialog downline={testDownline()} onClose={() => {}} />);
    type(await screen.findByTestId('offer-kind').then(() => 'offer-kind'), 'daily_salary');
    fillDailyLadder();
    type('ladder-rate-2', '150');
    type('ladder-rate-1', '5');
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect(await screen.findByText("Above the brand's maximum")).toBeTruthy();
    expect(
      screen.getByText('Each tier must ask for more and pay more than the one before'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a valid daily-salary offer and closes', async () => {
    const calls = answer({ value: testContract() });
    let closed = false;
    renderWithProviders(
      <OfferContractDialog downline={testDownline()} onClose={() => (closed = true)} />,
    );
    type(await screen.findByTestId('offer-kind').then(() => 'offer-kind'), 'daily_salary');
    fillDailyLadder();
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      downline: 'member01',
      kind: 'daily_salary',
      tiers: [
        { teamValidBet: '10000', activeMembers: 0, rate: '10' },
        { teamValidBet: '50000', activeMembers: 0, rate: '20' },
        { teamValidBet: '100000', activeMembers: 0, rate: '30' },
      ],
    });
  });

  it("shows the server's refusal by its text key and stays open", async () => {
    answer({
      status: 409,
      code: 'contract_above_upline',
      messageKey: 'err_contract_above_upline',
    });
    let closed = false;
    renderWithProviders(
      <OfferContractDialog downline={testDownline()} onClose={() => (closed = true)} />,
    );
    type(await screen.findByTestId('offer-kind').then(() => 'offer-kind'), 'daily_salary');
    fillDailyLadder();
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect((await screen.findByTestId('offer-error')).textContent).toBe(
      'A rate is above your own contract of this kind',
    );
    expect(closed).toBe(false);
  });
});
