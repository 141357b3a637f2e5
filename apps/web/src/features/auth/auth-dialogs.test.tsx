import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { GetRegisterSettingsResponse, WhitelabelNode } from '@lobby/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

let whitelabel: WhitelabelNode[] = [];
const settings: GetRegisterSettingsResponse = {
  mode: 'username',
  minimumAge: 21,
  phoneDigits: { min: 9, max: 10 },
  countryDialingCode: '+66',
  rules: [
    {
      field: 'username',
      enabled: true,
      required: true,
      acceptedPattern: '[a-z0-9]+',
      patternId: 'alnum',
      minLength: 4,
      maxLength: 12,
    },
    {
      field: 'birthday',
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 'date_dd_mm_yyyy',
      minLength: 10,
      maxLength: 10,
    },
    {
      field: 'wechat',
      enabled: false,
      required: true,
      acceptedPattern: '*',
      patternId: 'any',
      minLength: 1,
      maxLength: 30,
    },
  ],
};

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const value = String(input).startsWith('/wps/system/whitelabel') ? whitelabel : settings;
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
});
beforeEach(() => {
  whitelabel = [];
});
afterEach(cleanup);

function renderWithClient(element: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('LoginDialog', () => {
  it('asks for the disclaimer first, then checks the fields, then says it is coming soon', async () => {
    renderWithClient(<LoginDialog onClose={() => {}} />);
    const dialog = await screen.findByTestId('login-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    const submit = screen.getByRole('button', { name: 'Log in' });

    fireEvent.click(submit);
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/accept the terms/));
    fireEvent.click(submit);
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(submit);
    expect(screen.getByRole('status').textContent).toBe('Logging in will be available soon.');
  });

  it('offers the sms tab only when SMSCODELOGIN3 is on', async () => {
    renderWithClient(<LoginDialog onClose={() => {}} />);
    await screen.findByTestId('login-dialog');
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
    cleanup();

    whitelabel = [{ modId: 'SMSCODELOGIN3', enabled: true, childrenNodes: [] }];
    renderWithClient(<LoginDialog onClose={() => {}} />);
    const smsTab = await screen.findByRole('tab', { name: 'SMS code' });
    fireEvent.click(smsTab);
    expect(smsTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText(/^Mobile number/)).toBeTruthy();
  });
});

describe('RegisterDialog', () => {
  it('shows the enabled fields and checks them by their rules', async () => {
    renderWithClient(<RegisterDialog onClose={() => {}} />);
    await screen.findByLabelText(/^Birthday/);
    expect(screen.queryByLabelText(/^WeChat/)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'AB' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'secret2' } });
    fireEvent.change(screen.getByLabelText(/^Birthday/), { target: { value: '01-01-2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      screen.getByText('Letters and digits only, no special characters, 4 - 12 characters'),
    ).toBeTruthy();
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(screen.getByText('You must be at least 21 years old to register')).toBeTruthy();
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
  });
});
