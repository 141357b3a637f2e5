import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MerchantWallet } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { TransferUplinePage } from './transfer-upline-page.tsx';

const wallets: MerchantWallet = {
  isSingle: false,
  currencySymbol: '฿',
  wallets: [{ code: 'MAIN', name: 'Main', balance: '1000.00', isMaintenance: false }],
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(resetAfterTest);

function api(answers: Record<string, () => StandInAnswer> = {}) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/relay/GCS_merchantWallet': { value: wallets },
    'GET /wps/agent/transfer/downlines': {
      value: {
        downlines: [
          { username: 'demo', nickname: 'Somchai' },
          { username: 'player2', nickname: 'player2' },
        ],
      },
    },
    ...answers,
  });
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function idempotencyKeyOf(
  fetchMock: ReturnType<typeof standInApi>['fetchMock'],
  path: string,
): string | null | undefined {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call && new Headers(call[1]?.headers).get('idempotency-key');
}

describe('TransferUplinePage', () => {
  it('lets a member pay the upline, with a key, and shows the receipt', async () => {
    const { calls, fetchMock } = api({
      'POST /wps/member/transfer/upline': () => ({
        value: { transactionId: 3, counterparty: 'agent', amount: '150.00', balance: '850.00' },
      }),
    });
    renderWithProviders(<TransferUplinePage />);
    // a member has a single tab: no tab list
    expect(screen.queryByRole('tablist')).toBeNull();
    expect((await screen.findByTestId('upline-available')).textContent).toBe('Available: 1,000.00');
    change('upline-amount', '150');
    change('upline-password', '135790');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-result')).textContent).toBe(
      'Sent 150.00 to agent. Your main wallet now holds 850.00.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: '150',
      paymentPassword: '135790',
    });
    expect(idempotencyKeyOf(fetchMock, '/wps/member/transfer/upline')).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
  });

  it('checks amount and password, and shows the server refusing a member without upline', async () => {
    const { calls } = api({
      'POST /wps/member/transfer/upline': () => ({
        status: 400,
        code: 'no_upline',
        messageKey: 'err_no_upline',
      }),
    });
    renderWithProviders(<TransferUplinePage />);
    await screen.findByTestId('upline-available');
    change('upline-amount', '1000.50');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(screen.getByText('Please enter your payment password')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    change('upline-amount', '10');
    change('upline-password', '135790');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-error')).textContent).toBe(
      'Your account has no upline',
    );
  });

  it('gives an agent a downline tab: choose the downline, then pay', async () => {
    updateSessionState({ isAgent: true });
    const { calls, fetchMock } = api({
      'POST /wps/agent/transfer': () => ({
        value: { transactionId: 4, counterparty: 'demo', amount: '100.00', balance: '900.00' },
      }),
    });
    renderWithProviders(<TransferUplinePage />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['To my upline', 'To my downline']);
    expect(screen.getByTestId('transfer-tab-downline').getAttribute('aria-selected')).toBe('true');
    const options = [
      ...((await screen.findByTestId('downline-member')) as HTMLSelectElement).options,
    ];
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a downline',
      'demo (Somchai)',
      'player2',
    ]);

    change('downline-amount', '100');
    change('downline-password', '135790');
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect(screen.getByText('Please choose a downline')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    change('downline-member', 'demo');
    fireEvent.click(screen.getByTestId('downline-submit'));
    expect((await screen.findByTestId('downline-result')).textContent).toBe(
      'Sent 100.00 to demo. Your main wallet now holds 900.00.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      downline: 'demo',
      amount: '100',
      paymentPassword: '135790',
    });
    expect(idempotencyKeyOf(fetchMock, '/wps/agent/transfer')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    fireEvent.click(screen.getByTestId('transfer-tab-upline'));
    expect(screen.getByTestId('upline-form')).toBeTruthy();
  });

  it('tells an agent without downlines so', async () => {
    updateSessionState({ isAgent: true });
    api({ 'GET /wps/agent/transfer/downlines': () => ({ value: { downlines: [] } }) });
    renderWithProviders(<TransferUplinePage />);
    expect((await screen.findByTestId('downline-empty')).textContent).toBe(
      'You have no direct downlines yet.',
    );
  });

  it('asks a trial account to register', () => {
    const { calls } = api();
    updateSessionState({ isTrial: true });
    renderWithProviders(<TransferUplinePage />);
    expect(screen.getByTestId('transfer-trial')).toBeTruthy();
    expect(screen.queryByTestId('upline-form')).toBeNull();
    expect(calls.filter((call) => call.path !== '/wps/system/permission')).toHaveLength(0);
  });
});
