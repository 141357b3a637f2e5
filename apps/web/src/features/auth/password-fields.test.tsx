import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, openModal } from '../../lib/modal-store.ts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';

// ASVS 6.2.6 and 6.2.7 (docs/security.md): password fields are masked, say what they hold
// so password managers can fill them, and never refuse a paste
vi.mock('../../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'bot-ok') }));
vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: vi.fn(async (body: unknown) => body),
  forgetServerKey: vi.fn(),
}));

const settings = {
  mode: 'username',
  minimumAge: 21,
  phoneDigits: { min: 9, max: 10 },
  countryDialingCode: '+66',
  rules: [],
};

/** Masked, labelled for password managers, and a paste goes through untouched. */
function expectFriendlyPasswordField(testId: string, autoComplete: string): void {
  const field = screen.getByTestId(testId);
  expect(field.getAttribute('type'), testId).toBe('password');
  expect(field.getAttribute('autocomplete'), testId).toBe(autoComplete);
  // fireEvent returns false when a handler called preventDefault()
  expect(fireEvent.paste(field, { clipboardData: { getData: () => 'pasted' } }), testId).toBe(true);
  fireEvent.change(field, { target: { value: 'pasted Secret 123' } });
  expect((field as HTMLInputElement).value).toBe('pasted Secret 123');
}

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('merchantCode', 'lotus');
  clearSessionState();
  standInApi({
    'GET /wps/system/whitelabel': { value: [] },
    'GET /wps/system/setting/register': { value: settings },
  });
});
afterEach(() => {
  cleanup();
  act(() => {
    closeAllModals();
    clearSessionState();
  });
  vi.unstubAllGlobals();
});

describe('password fields (ASVS 6.2.6, 6.2.7)', () => {
  it('masks the login password, labels it current-password and accepts a paste', async () => {
    act(() => openModal('login', {}));
    renderWithProviders(<LoginDialog onClose={() => undefined} />, { route: '/index' });
    await screen.findByTestId('login-dialog');
    expect(screen.getByTestId('login-username').getAttribute('autocomplete')).toBe('username');
    expectFriendlyPasswordField('login-password', 'current-password');
  });

  it('masks all three change-password fields and labels the new ones new-password', async () => {
    updateSessionState({ token: 'tok' });
    renderWithProviders(<ChangePasswordDialog onClose={() => undefined} />, { route: '/index' });
    await screen.findByTestId('change-password-dialog');
    expectFriendlyPasswordField('change-old', 'current-password');
    expectFriendlyPasswordField('change-new', 'new-password');
    expectFriendlyPasswordField('change-confirm', 'new-password');
  });
});
