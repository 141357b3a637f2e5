import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';

// the body as sent: encryption has tests of its own
vi.mock('../../../lib/payload-encryption.ts', () => ({
  encryptPayload: async (body: unknown) => body,
  forgetServerKey: () => undefined,
}));

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('payment password form', () => {
  it('checks the asked fields before sending, and typing takes a message away', async () => {
    const { calls } = standInApi({});
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword />);
    await screen.findByTestId('payment-password-new');
    fill('payment-password-new', '246810');
    fill('payment-password-confirm', '246811');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('payment-password-old').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    expect(screen.getByTestId('payment-password-confirm').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByTestId('payment-password-new').getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fill('payment-password-old', '135790');
    expect(screen.getByTestId('payment-password-old').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Input cannot be empty')).toBeNull();
  });

  it('puts a wrong current password under its field, not as a general failure', async () => {
    const { calls } = standInApi({
      'POST /wps/member/security/paymentPassword': {
        status: 400,
        code: 'wrong_password',
        messageKey: 'err_wrong_password',
        message: 'The password is incorrect',
      },
    });
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword />);
    await screen.findByTestId('payment-password-old');
    fill('payment-password-old', 'nope');
    fill('payment-password-new', '246810');
    fill('payment-password-confirm', '246810');
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    await waitFor(() =>
      expect(screen.getByTestId('payment-password-old').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      oldPaymentPassword: 'nope',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(screen.getByText('The current password is incorrect')).toBeTruthy();
    expect(screen.queryByTestId('payment-password-error')).toBeNull();
    expect(screen.queryByTestId('payment-password-result')).toBeNull();
  });
});
