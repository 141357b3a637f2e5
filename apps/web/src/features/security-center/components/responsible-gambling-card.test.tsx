import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ResponsibleGambling } from '@lobby/contracts';
import { updateSessionState } from '../../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import { ResponsibleGamblingCard } from './responsible-gambling-card.tsx';

let state: ResponsibleGambling;

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
  state = {
    limits: [
      { period: 'daily', amount: null, used: '0.00', pending: null },
      { period: 'weekly', amount: '5000.00', used: '1200.00', pending: null },
      {
        period: 'monthly',
        amount: '10000.00',
        used: '0.00',
        pending: { amount: '20000.00', effectiveAt: '2026-03-12T03:00:00Z' },
      },
    ],
    selfExclusion: null,
    limitIncreaseDelayHours: 24,
  };
});
afterEach(resetAfterTest);

function api(answers: Record<string, () => StandInAnswer> = {}) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/member/responsibleGambling': () => ({ value: state }),
    ...answers,
  });
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ResponsibleGamblingCard', () => {
  it('shows each period: none, used of the limit, and a raise waiting for its time', async () => {
    api();
    renderWithProviders(<ResponsibleGamblingCard />);
    expect((await screen.findByTestId('rg-limit-daily-amount')).textContent).toBe('No limit');
    expect(screen.getByTestId('rg-limit-weekly').textContent).toContain(
      'Deposited 1,200.00 of 5,000.00 this period',
    );
    expect(screen.getByTestId('rg-limit-monthly-pending').textContent).toBe(
      'Changes to 20,000.00 on Mar 12, 2026, 10:00 AM',
    );
    expect(screen.getByText(/raising or removing it takes effect after 24 hours/)).toBeTruthy();
  });

  it('says before saving whether the change acts now or after the delay', async () => {
    api();
    renderWithProviders(<ResponsibleGamblingCard />);
    await screen.findByTestId('rg-limit-form');
    change('rg-limit-amount', '300');
    expect(screen.getByTestId('rg-limit-preview').textContent).toBe(
      'This limit takes effect at once.',
    );
    change('rg-limit-period', 'weekly');
    expect(screen.getByTestId('rg-limit-preview').textContent).toBe(
      'Lowering takes effect at once.',
    );
    change('rg-limit-amount', '6000');
    expect(screen.getByTestId('rg-limit-preview').textContent).toBe(
      'Raising takes effect after 24 hours.',
    );
    change('rg-limit-amount', '5000');
    expect((screen.getByTestId('rg-limit-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the amount, then sets the limit and shows it', async () => {
    const { calls } = api({
      'PUT /wps/member/responsibleGambling/limits': () => {
        state = {
          ...state,
          limits: state.limits.map((limit) =>
            limit.period === 'daily' ? { ...limit, amount: '500.00' } : limit,
          ),
        };
        return { value: state };
      },
    });
    renderWithProviders(<ResponsibleGamblingCard />);
    await screen.findByTestId('rg-limit-form');
    fireEvent.click(screen.getByTestId('rg-limit-save'));
    expect(screen.getByText('Please enter the limit amount')).toBeTruthy();
    change('rg-limit-amount', '5.001');
    fireEvent.click(screen.getByTestId('rg-limit-save'));
    expect(screen.getByText('The amount has more decimals than the currency allows')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    change('rg-limit-amount', '500');
    fireEvent.click(screen.getByTestId('rg-limit-save'));
    expect((await screen.findByTestId('rg-limit-result')).textContent).toBe(
      'The limit is in force now.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      period: 'daily',
      amount: '500',
    });
    await waitFor(() =>
      expect(screen.getByTestId('rg-limit-daily-amount').textContent).toBe('500.00'),
    );
  });

  it('removes a limit after the delay, and says when', async () => {
    const { calls } = api({
      'PUT /wps/member/responsibleGambling/limits': () => ({ value: state }),
    });
    renderWithProviders(<ResponsibleGamblingCard />);
    await screen.findByTestId('rg-limit-form');
    // the daily limit has none to remove
    expect(screen.queryByTestId('rg-limit-remove')).toBeNull();
    change('rg-limit-period', 'weekly');
    fireEvent.click(screen.getByTestId('rg-limit-remove'));
    expect((await screen.findByTestId('rg-limit-result')).textContent).toBe(
      'Saved. The change takes effect in 24 hours.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      period: 'weekly',
      amount: null,
    });
  });

  it('asks for the password and the confirmation before excluding, then says until when', async () => {
    const { calls } = api({
      'POST /wps/member/responsibleGambling/selfExclusion': () => {
        state = { ...state, selfExclusion: { until: '2026-03-18T03:00:00Z', permanent: false } };
        // the call answers the whole page's state, as its contract says
        return { value: state };
      },
    });
    renderWithProviders(<ResponsibleGamblingCard />);
    await screen.findByTestId('rg-exclusion-form');
    expect(screen.getByTestId('rg-exclusion-warning').textContent).toContain(
      'This cannot be undone: for 7 days',
    );
    fireEvent.click(screen.getByTestId('rg-exclusion-submit'));
    expect(screen.getByText('Please enter your login password')).toBeTruthy();
    expect(screen.getByText('Please confirm that you understand')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    change('rg-exclusion-period', '30d');
    change('rg-exclusion-password', 'Lotus#2026');
    fireEvent.click(screen.getByTestId('rg-exclusion-confirm'));
    fireEvent.click(screen.getByTestId('rg-exclusion-submit'));
    expect((await screen.findByTestId('rg-exclusion-status')).textContent).toBe(
      'You are self-excluded until Mar 18, 2026, 10:00 AM. Deposits and play are blocked until then.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      period: '30d',
      password: 'Lotus#2026',
    });
    expect(screen.queryByTestId('rg-exclusion-form')).toBeNull();
  });

  it('shows a wrong password as the refusal it is', async () => {
    api({
      'POST /wps/member/responsibleGambling/selfExclusion': () => ({
        status: 400,
        code: 'wrong_password',
        messageKey: 'err_wrong_password',
      }),
    });
    renderWithProviders(<ResponsibleGamblingCard />);
    await screen.findByTestId('rg-exclusion-form');
    change('rg-exclusion-password', 'nope');
    fireEvent.click(screen.getByTestId('rg-exclusion-confirm'));
    fireEvent.click(screen.getByTestId('rg-exclusion-submit'));
    expect((await screen.findByTestId('rg-exclusion-error')).textContent).toBe(
      'The current password is incorrect',
    );
  });

  it('shows a permanent exclusion without a form', async () => {
    state = { ...state, selfExclusion: { until: null, permanent: true } };
    api();
    renderWithProviders(<ResponsibleGamblingCard />);
    expect((await screen.findByTestId('rg-exclusion-status')).textContent).toBe(
      'You are self-excluded permanently. Deposits and play are blocked.',
    );
    expect(screen.queryByTestId('rg-exclusion-form')).toBeNull();
  });

  it('offers a retry when the card cannot load', async () => {
    standInApi({ 'GET /wps/system/permission': { value: demoPermission } });
    renderWithProviders(<ResponsibleGamblingCard />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load your limits.');
  });
});
