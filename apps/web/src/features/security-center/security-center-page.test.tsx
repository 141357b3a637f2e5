import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SecurityOverview } from '@lobby/contracts';
import { closeAllModals, isModalOpen } from '../../lib/modal-store.ts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { SecurityCenterPage } from './security-center-page.tsx';

vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: async (body: unknown) => body,
  forgetServerKey: () => undefined,
}));

let overview: SecurityOverview;

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  clearSessionState();
  updateSessionState({ token: 'tok', isLogin: true });
  overview = {
    hasPaymentPassword: false,
    email: 'p***@example.com',
    mobile: null,
    passwordChangedAt: '2025-03-01T10:00:00Z',
    recentLogins: [
      { at: '2025-03-02T08:00:00Z', ip: '203.0.113.9', userAgent: 'Firefox', outcome: 'success' },
      { at: '2025-03-01T08:00:00Z', ip: '198.51.100.7', userAgent: null, outcome: 'failure' },
    ],
  };
});
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
});

describe('SecurityCenterPage', () => {
  it('shows the cards of the overview and opens the change-password dialog', async () => {
    standInApi({ 'GET /wps/member/security': () => ({ value: overview }) });
    renderWithProviders(<SecurityCenterPage />);
    expect((await screen.findByTestId('security-email')).textContent).toBe('p***@example.com');
    expect(screen.getByTestId('security-mobile').textContent).toBe('Not set');
    const rows = within(screen.getByTestId('security-recent-logins')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toContain('198.51.100.7');
    expect(rows[2]?.textContent).toContain('Failed');

    fireEvent.click(screen.getByTestId('security-change-password'));
    expect(isModalOpen('changePassword')).toBe(true);
  });

  it('sets the first payment password with the login password, then asks for it to change', async () => {
    const { calls } = standInApi({
      'GET /wps/member/security': () => ({ value: overview }),
      'POST /wps/member/security/paymentPassword': () => {
        overview = { ...overview, hasPaymentPassword: true };
        return { value: { hasPaymentPassword: true } };
      },
    });
    renderWithProviders(<SecurityCenterPage />);
    fireEvent.change(await screen.findByTestId('payment-password-login'), {
      target: { value: 'login-pass' },
    });
    expect(screen.queryByTestId('payment-password-old')).toBeNull();
    fireEvent.change(screen.getByTestId('payment-password-new'), { target: { value: '246810' } });
    fireEvent.change(screen.getByTestId('payment-password-confirm'), {
      target: { value: '246810' },
    });
    fireEvent.click(screen.getByTestId('payment-password-submit'));

    expect(await screen.findByTestId('payment-password-result')).toBeTruthy();
    const sent = calls.find((call) => call.path === '/wps/member/security/paymentPassword');
    expect(sent?.body).toEqual({
      loginPassword: 'login-pass',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    // the overview is asked again: now the current payment password is what proves the member
    await waitFor(() => expect(screen.getByTestId('payment-password-old')).toBeTruthy());
    expect(screen.queryByTestId('payment-password-login')).toBeNull();
  });

  it('asks a trial account to register instead, without asking the server', async () => {
    const { calls } = standInApi({});
    updateSessionState({ isTrial: true });
    renderWithProviders(<SecurityCenterPage />);
    expect(screen.getByTestId('security-trial').textContent).toBe(
      'Please Register An Account First',
    );
    expect(screen.queryByTestId('payment-password-form')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
