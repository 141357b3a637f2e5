import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount, Withdrawal, WithdrawalList, WithdrawalSettings } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

const kbank: BankAccount = {
  id: 11,
  bankCode: 'KBANK',
  bankName: 'Kasikornbank',
  accountNumberMasked: '******7890',
  holderName: 'Somchai Jaidee',
  isDefault: true,
};
const scb: BankAccount = { ...kbank, id: 12, bankCode: 'SCB', bankName: 'SCB', isDefault: false };

function settingsWith(patch: Partial<WithdrawalSettings> = {}): WithdrawalSettings {
  return {
    minAmount: '100.00',
    maxAmount: '50000.00',
    withdrawalsPerDay: 5,
    withdrawalsToday: 1,
    autoConfirmMinutes: 1440,
    hasPaymentPassword: true,
    payeeName: 'Somchai Jaidee',
    banks: [{ code: 'KBANK', name: 'Kasikornbank' }],
    ...patch,
  };
}

function withdrawal(patch: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 5,
    orderNo: 'W0005',
    amount: '1000.00',
    status: 'pending',
    bankAccount: kbank,
    reviewNote: null,
    paidAt: null,
    confirmation: null,
    amountReceived: null,
    remaining: null,
    autoConfirmed: false,
    autoConfirmAt: null,
    createdAt: '2026-01-01T10:00:00Z',
    ...patch,
  };
}

const paged = (content: Withdrawal[]): WithdrawalList => ({
  content,
  pageNo: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: content.length,
});

function answer(overrides: Record<string, StandInAnswer | (() => StandInAnswer)> = {}) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/v2/wallets/balance': {
      value: {
        balance: '1500.00',
        currencySymbol: '฿',
        currencyCode: 'THB',
        pointBalance: '0',
        isPlayMoney: false,
      },
    },
    'GET /wps/payments/withdrawals/settings': { value: settingsWith() },
    'GET /wps/member/bankAccounts': { value: [kbank, scb] },
    'GET /wps/payments/withdrawals': { value: paged([]) },
    ...overrides,
  });
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const png = () => new File([new Uint8Array(64)], 'receipt.png', { type: 'image/png' });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  localStorage.removeItem('balanceHidden');
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(resetAfterTest);

describe('withdraw page: before a request', () => {
  it('sends the member to the security centre without a payment password or an account', async () => {
    answer({
      'GET /wps/payments/withdrawals/settings': {
        value: settingsWith({ hasPaymentPassword: false }),
      },
      'GET /wps/member/bankAccounts': { value: [] },
    });
    renderWithProviders(<WithdrawPage />);
    const password = await screen.findByTestId('withdraw-set-payment-password');
    expect(password.getAttribute('href')).toBe('/member?page=securityCenter');
    expect(screen.getByTestId('withdraw-add-bank-account').getAttribute('href')).toBe(
      '/member?page=securityCenter',
    );
    expect(screen.queryByTestId('withdrawal-form')).toBeNull();
  });

  it('asks a trial account to register instead', async () => {
    const { calls } = standInApi({});
    updateSessionState({ isTrial: true });
    renderWithProviders(<WithdrawPage />);
    expect(screen.getByTestId('wallet-trial')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path.startsWith('/wps/payments'))).toHaveLength(0);
  });
});

describe('withdraw page: the request', () => {
  it('keeps the amount within the balance and the limits, and fills in "all"', async () => {
    const { calls } = answer();
    renderWithProviders(<WithdrawPage />);
    await screen.findByTestId('withdrawal-form');
    expect(
      await screen.findByText('Minimum ฿100.00, maximum ฿50,000.00. Withdrawals today: 1 of 5'),
    ).toBeTruthy();
    // the default account is chosen first
    const accounts = screen.getAllByTestId('withdraw-account') as HTMLInputElement[];
    expect(accounts.map((radio) => radio.checked)).toEqual([true, false]);

    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Please enter an amount')).toBeTruthy();
    expect(screen.getByText('Please enter your payment password')).toBeTruthy();
    fill('withdraw-amount', '1500.01');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('This is more than your balance of ฿1,500.00')).toBeTruthy();
    fill('withdraw-amount', '50');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The minimum is ฿100.00')).toBeTruthy();

    await waitFor(() =>
      expect(screen.getByTestId('withdraw-all').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('1500.00');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the request with the payment password and an idempotency key', async () => {
    const { calls, fetchMock } = answer({
      'POST /wps/payments/withdrawals': { value: withdrawal({ orderNo: 'W0009' }) },
    });
    renderWithProviders(<WithdrawPage />);
    await screen.findByTestId('withdrawal-form');
    fireEvent.click(screen.getAllByTestId('withdraw-account')[1] as HTMLElement);
    fill('withdraw-amount', '1,000');
    fill('withdraw-password', '135790');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-submitted')).textContent).toContain('W0009');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ bankAccountId: 12, amount: '1000', paymentPassword: '135790' });
    const init = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((screen.getByTestId('withdraw-password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong payment password under the password', async () => {
    answer({
      'POST /wps/payments/withdrawals': {
        status: 400,
        code: 'wrong_payment_password',
        messageKey: 'err_wrong_payment_password',
      },
    });
    renderWithProviders(<WithdrawPage />);
    await screen.findByTestId('withdrawal-form');
    fill('withdraw-amount', '200');
    fill('withdraw-password', '000000');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The payment password is incorrect')).toBeTruthy();
    expect(screen.getByTestId('withdraw-password').getAttribute('aria-invalid')).toBe('true');
  });

  it('stops at the daily limit', async () => {
    answer({
      'GET /wps/payments/withdrawals/settings': { value: settingsWith({ withdrawalsToday: 5 }) },
    });
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-daily-limit')).toBeTruthy();
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(true);
  });
});

describe('withdraw page: confirming receipt (§4.11)', () => {
  const paidOne = withdrawal({
    id: 8,
    orderNo: 'W0008',
    status: 'paid',
    paidAt: '2026-01-02T10:00:00Z',
    autoConfirmAt: '2026-01-03T10:00:00Z',
  });

  it('lists withdrawals with their state and what is still owed', async () => {
    answer({
      'GET /wps/payments/withdrawals': {
        value: paged([
          paidOne,
          withdrawal({
            id: 7,
            status: 'paid',
            confirmation: 'partly_received',
            amountReceived: '600.00',
            remaining: '400.00',
          }),
          withdrawal({ id: 6, status: 'paid', confirmation: 'received', autoConfirmed: true }),
          withdrawal({ id: 4, status: 'rejected', reviewNote: 'Name does not match' }),
        ]),
      },
    });
    renderWithProviders(<WithdrawPage />);
    const rows = await screen.findAllByTestId('withdrawal-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'paid',
      'partly_received',
      'auto_received',
      'rejected',
    ]);
    // 10:00 UTC is 17:00 in the brand's zone (GMT+7)
    expect(
      within(rows[0] as HTMLElement).getByTestId('withdrawal-auto-confirm').textContent,
    ).toMatch(/^Counts as received after 1440 minutes \(at Jan 3, 2026, 5:00\sPM\)\.$/);
    expect(within(rows[1] as HTMLElement).getByTestId('withdrawal-remaining').textContent).toBe(
      'Received ฿600.00, remaining ฿400.00',
    );
    expect(within(rows[2] as HTMLElement).queryByTestId('withdrawal-confirm')).toBeNull();
    expect(rows[3]?.textContent).toContain('Name does not match');
  });

  it('confirms "received" in one step', async () => {
    const { calls } = answer({
      'GET /wps/payments/withdrawals': { value: paged([paidOne]) },
      'POST /wps/payments/withdrawals/8/confirm': {
        value: { ...paidOne, confirmation: 'received' },
      },
    });
    renderWithProviders(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('withdrawal-confirm'));
    const dialog = await screen.findByTestId('confirm-receipt-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-submit'));
    expect(await within(dialog).findByText('Please choose one answer')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-choice-received'));
    expect(within(dialog).queryByTestId('confirm-proof')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('confirm-receipt-dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirmation: 'received',
    });
  });

  it('asks how much arrived and a proof for "partly received", then uploads and sends', async () => {
    const { calls } = answer({
      'GET /wps/payments/withdrawals': { value: paged([paidOne]) },
      'PUT /wps/files': { value: { fileId: 31 } },
      'POST /wps/payments/withdrawals/8/confirm': {
        value: { ...paidOne, confirmation: 'partly_received' },
      },
    });
    renderWithProviders(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('withdrawal-confirm'));
    const dialog = await screen.findByTestId('confirm-receipt-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-choice-partly'));
    fireEvent.change(within(dialog).getByTestId('confirm-amount-received'), {
      target: { value: '1000' },
    });
    fireEvent.click(within(dialog).getByTestId('confirm-submit'));
    expect(
      await within(dialog).findByText('This must be less than the amount paid out'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please attach an image as proof')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('confirm-amount-received'), {
      target: { value: '600' },
    });
    fireEvent.change(within(dialog).getByTestId('confirm-proof'), { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('confirm-receipt-dialog')).toBeNull());
    const upload = calls.find((call) => call.method === 'PUT');
    expect(upload?.query.get('purpose')).toBe('withdrawal_proof');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirmation: 'partly_received',
      amountReceived: '600',
      proofFileId: 31,
    });
  });

  it('asks only for a proof for "not received"', async () => {
    const { calls } = answer({
      'GET /wps/payments/withdrawals': { value: paged([paidOne]) },
      'PUT /wps/files': { value: { fileId: 32 } },
      'POST /wps/payments/withdrawals/8/confirm': {
        status: 409,
        code: 'invalid_state',
        messageKey: 'err_invalid_state',
        message: 'This action is not possible now',
      },
    });
    renderWithProviders(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('withdrawal-confirm'));
    const dialog = await screen.findByTestId('confirm-receipt-dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-choice-not'));
    expect(within(dialog).queryByTestId('confirm-amount-received')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('confirm-proof'), { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByTestId('confirm-submit'));
    expect(await within(dialog).findByTestId('confirm-error')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirmation: 'not_received',
      proofFileId: 32,
    });
  });
});
