import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import { TransferFundPage } from './transfer-fund-page.tsx';

let wallets: MerchantWallet;

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
  wallets = {
    isSingle: false,
    currencySymbol: '฿',
    wallets: [
      { code: 'MAIN', name: 'Main', balance: '1000.00', isMaintenance: false },
      { code: 'SLV', name: 'Silver Games', balance: '0.00', isMaintenance: false },
      { code: 'CRW', name: 'Crown Games', balance: '50.00', isMaintenance: false },
    ],
  };
});
afterEach(resetAfterTest);

function api(transfer: () => StandInAnswer = () => ({ value: {} })) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/relay/GCS_merchantWallet': () => ({ value: wallets }),
    'POST /wps/relay/GCS_walletTransfer': transfer,
  });
}

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const selectValue = (testId: string) => (screen.getByTestId(testId) as HTMLSelectElement).value;

/** The Idempotency-Key header of each transfer call, in order. */
function transferKeys(fetchMock: ReturnType<typeof standInApi>['fetchMock']): (string | null)[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes('GCS_walletTransfer'))
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
}

describe('TransferFundPage', () => {
  it('lists the wallets with their balances, main first', async () => {
    api();
    renderWithProviders(<TransferFundPage />);
    expect((await screen.findByTestId('transfer-balance-MAIN')).textContent).toBe('฿ 1,000.00');
    expect(screen.getByTestId('transfer-balance-CRW').textContent).toBe('฿ 50.00');
    expect(selectValue('transfer-from')).toBe('MAIN');
    expect(selectValue('transfer-to')).toBe('SLV');
    // only a vendor wallet holding money offers to bring it back
    expect(screen.queryByTestId('transfer-bring-back-SLV')).toBeNull();
    expect(screen.getByTestId('transfer-bring-back-CRW')).toBeTruthy();
  });

  it('checks the form before sending anything', async () => {
    const { calls } = api();
    renderWithProviders(<TransferFundPage />);
    fireEvent.click(await screen.findByTestId('transfer-submit'));
    expect(screen.getByText('Please enter an amount')).toBeTruthy();
    expect(screen.getByText('Please enter your payment password')).toBeTruthy();

    change('transfer-amount', '1000.01');
    change('transfer-password', '135790');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByText('Insufficient balance')).toBeTruthy();

    change('transfer-amount', '1.001');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByText('The amount has more decimals than the currency allows')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps main on one side: a vendor source sends to main, swap turns it round', async () => {
    api();
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('transfer-from');
    change('transfer-from', 'CRW');
    expect(selectValue('transfer-to')).toBe('MAIN');
    const targets = [...(screen.getByTestId('transfer-to') as HTMLSelectElement).options];
    expect(targets.map((option) => option.value)).toEqual(['MAIN']);

    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect(selectValue('transfer-from')).toBe('MAIN');
    expect(selectValue('transfer-to')).toBe('CRW');

    fireEvent.click(screen.getByTestId('transfer-all'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1000.00');
  });

  it('prefills bringing a vendor wallet back to main', async () => {
    api();
    renderWithProviders(<TransferFundPage />);
    fireEvent.click(await screen.findByTestId('transfer-bring-back-CRW'));
    expect(selectValue('transfer-from')).toBe('CRW');
    expect(selectValue('transfer-to')).toBe('MAIN');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('50.00');
    expect(document.activeElement).toBe(screen.getByTestId('transfer-password'));
  });

  it('sends the transfer with an idempotency key, then shows the new balances', async () => {
    const { calls, fetchMock } = api(() => {
      wallets = {
        ...wallets,
        wallets: wallets.wallets.map((entry) =>
          entry.code === 'MAIN'
            ? { ...entry, balance: '800.00' }
            : entry.code === 'SLV'
              ? { ...entry, balance: '200.00' }
              : entry,
        ),
      };
      return { value: { transactionId: 9, from: wallets.wallets[0], to: wallets.wallets[1] } };
    });
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('transfer-amount');
    change('transfer-amount', '200');
    change('transfer-password', '135790');
    fireEvent.click(screen.getByTestId('transfer-submit'));

    expect((await screen.findByTestId('transfer-result')).textContent).toBe(
      'Transferred 200.00 from Main to Silver Games.',
    );
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      from: 'MAIN',
      to: 'SLV',
      amount: '200',
      paymentPassword: '135790',
    });
    expect(transferKeys(fetchMock)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() =>
      expect(screen.getByTestId('transfer-balance-MAIN').textContent).toBe('฿ 800.00'),
    );
    expect(screen.getByTestId('transfer-balance-SLV').textContent).toBe('฿ 200.00');
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('');
  });

  it('retries a failed submission with the same key, and a new transfer with a new one', async () => {
    let answer: StandInAnswer = {
      status: 503,
      code: 'service_unavailable',
      messageKey: 'err_network_abnormal',
    };
    const { fetchMock } = api(() => answer);
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('transfer-amount');
    const send = () => {
      change('transfer-amount', '10');
      change('transfer-password', '135790');
      fireEvent.click(screen.getByTestId('transfer-submit'));
    };
    send();
    expect((await screen.findByTestId('transfer-error')).textContent).toBe(
      'Network link is abnormal, please try again',
    );
    answer = { value: { transactionId: 1, from: wallets.wallets[0], to: wallets.wallets[1] } };
    send();
    await screen.findByTestId('transfer-result');
    send();
    await waitFor(() => expect(transferKeys(fetchMock)).toHaveLength(3));
    const [first, retry, next] = transferKeys(fetchMock);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('shows the refusal, and the way to the security centre when no payment password is set', async () => {
    api(() => ({
      status: 400,
      code: 'payment_password_not_set',
      messageKey: 'err_payment_password_not_set',
    }));
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('transfer-amount');
    change('transfer-amount', '10');
    change('transfer-password', '111111');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toContain(
      'Please set a payment password in the security centre first',
    );
    fireEvent.click(screen.getByTestId('transfer-set-password'));
    expect(screen.getByTestId('location').textContent).toBe('/member?page=securityCenter');
  });

  it('fills the minimum the server names into its refusal', async () => {
    api(() => ({
      status: 400,
      code: 'amount_below_minimum',
      messageKey: 'err_amount_below_minimum',
      details: { min: '1.00' },
    }));
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('transfer-amount');
    change('transfer-amount', '0.5');
    change('transfer-password', '135790');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe(
      'The amount is below the minimum of 1.00',
    );
  });

  it('says there is nothing to move when the brand has one wallet', async () => {
    wallets = { ...wallets, isSingle: true, wallets: [wallets.wallets[0]!] };
    api();
    renderWithProviders(<TransferFundPage />);
    expect(await screen.findByTestId('transfer-single-wallet')).toBeTruthy();
    expect(screen.queryByTestId('wallet-transfer-form')).toBeNull();
  });

  it('asks a trial account to register, without asking for wallets', () => {
    const { calls } = api();
    updateSessionState({ isTrial: true });
    renderWithProviders(<TransferFundPage />);
    expect(screen.getByTestId('transfer-trial').textContent).toBe(
      'Please Register An Account First',
    );
    expect(calls.filter((call) => call.path.includes('GCS_'))).toHaveLength(0);
  });
});
