import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BankAccount, WithdrawalSettings } from '@lobby/contracts';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import { BankAccountsCard } from './bank-accounts-card.tsx';

const kbank: BankAccount = {
  id: 11,
  bankCode: 'KBANK',
  bankName: 'Kasikornbank',
  accountNumberMasked: '******7890',
  holderName: 'Somchai Jaidee',
  isDefault: true,
};

let settings: WithdrawalSettings;
let accounts: BankAccount[];

function answer(overrides: Record<string, StandInAnswer | (() => StandInAnswer)> = {}) {
  return standInApi({
    'GET /wps/payments/withdrawals/settings': () => ({ value: settings }),
    'GET /wps/member/bankAccounts': () => ({ value: accounts }),
    ...overrides,
  });
}

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  updateSessionState({ token: 'tok', isLogin: true });
  settings = {
    minAmount: '100.00',
    maxAmount: '50000.00',
    withdrawalsPerDay: 5,
    withdrawalsToday: 0,
    autoConfirmMinutes: 1440,
    hasPaymentPassword: true,
    payeeName: 'Somchai Jaidee',
    banks: [
      { code: 'KBANK', name: 'Kasikornbank' },
      { code: 'SCB', name: 'Siam Commercial Bank' },
    ],
  };
  accounts = [kbank];
});
afterEach(resetAfterTest);

describe('security centre: bank accounts', () => {
  it('lists the accounts masked, the default marked', async () => {
    answer();
    renderWithProviders(<BankAccountsCard />);
    const items = await screen.findAllByTestId('bank-account-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Kasikornbank ******7890');
    expect(items[0]?.textContent).toContain('Default');
    expect(items[0]?.textContent).toContain('Somchai Jaidee');
  });

  it('adds an account in the real name, which it fills in', async () => {
    const { calls } = answer({
      'POST /wps/member/bankAccounts': () => {
        const added = { ...kbank, id: 12, bankCode: 'SCB', bankName: 'Siam Commercial Bank' };
        accounts = [...accounts, { ...added, isDefault: false }];
        return { value: added };
      },
    });
    renderWithProviders(<BankAccountsCard />);
    await screen.findByTestId('bank-account-form');
    expect((screen.getByTestId('bank-account-holder') as HTMLInputElement).value).toBe(
      'Somchai Jaidee',
    );
    fireEvent.click(screen.getByTestId('bank-account-submit'));
    expect(await screen.findByText('Please enter 6 to 20 digits')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy(); // the payment password
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('bank-account-bank'), { target: { value: 'SCB' } });
    fill('bank-account-number', '987-654 3210');
    fill('bank-account-password', '135790');
    fireEvent.click(screen.getByTestId('bank-account-submit'));
    expect(await screen.findByTestId('bank-account-saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      bankCode: 'SCB',
      accountNumber: '9876543210',
      holderName: 'Somchai Jaidee',
      paymentPassword: '135790',
    });
    await waitFor(() => expect(screen.getAllByTestId('bank-account-item')).toHaveLength(2));
    expect((screen.getByTestId('bank-account-password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusals on their fields', async () => {
    answer({
      'POST /wps/member/bankAccounts': {
        status: 422,
        code: 'bank_holder_mismatch',
        messageKey: 'err_bank_holder_mismatch',
        message: 'The account holder must be you',
      },
    });
    renderWithProviders(<BankAccountsCard />);
    await screen.findByTestId('bank-account-form');
    fill('bank-account-number', '1234567');
    fill('bank-account-holder', 'Someone Else');
    fill('bank-account-password', '135790');
    fireEvent.click(screen.getByTestId('bank-account-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bank-account-holder').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByTestId('bank-account-error')).toBeNull();
  });

  it('removes an account after asking once more', async () => {
    const { calls } = answer({
      'DELETE /wps/member/bankAccounts/11': () => {
        accounts = [];
        return { value: { removed: true } };
      },
    });
    renderWithProviders(<BankAccountsCard />);
    fireEvent.click(await screen.findByTestId('bank-account-remove'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bank-account-remove-confirm'));
    expect(await screen.findByText('You have not added a bank account yet.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/wps/member/bankAccounts/11',
    ]);
  });

  it('asks for the real name once before any account can be added', async () => {
    settings = { ...settings, payeeName: null };
    accounts = [];
    const { calls } = answer({
      'PUT /wps/member/payeeName': () => {
        settings = { ...settings, payeeName: 'Malee Sukjai' };
        return { value: { payeeName: 'Malee Sukjai' } };
      },
    });
    renderWithProviders(<BankAccountsCard />);
    const form = await screen.findByTestId('payee-name-form');
    expect(screen.queryByTestId('bank-account-form')).toBeNull();
    fireEvent.click(within(form).getByTestId('payee-name-submit'));
    expect(await screen.findByText('Please enter your real name')).toBeTruthy();
    fill('payee-name-input', '  Malee Sukjai ');
    fireEvent.click(within(form).getByTestId('payee-name-submit'));
    await screen.findByTestId('bank-account-form');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      payeeName: 'Malee Sukjai',
    });
    expect((screen.getByTestId('bank-account-holder') as HTMLInputElement).value).toBe(
      'Malee Sukjai',
    );
  });
});
