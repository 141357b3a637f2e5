import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ModalHost } from '../../app/modal-host.tsx';
import { closeAllModals, isModalOpen, openModal } from '../../lib/modal-store.ts';
import { setSessionValue } from '../../lib/session-storage.ts';
import { clearSessionState, getSessionState, updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  setUpI18n,
  standInApi,
  testFieldRule,
  testRegisterSettings,
  testMember,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

vi.mock('../../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'solved') }));
vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: async (body: unknown) => body,
  forgetServerKey: () => undefined,
}));

const settings = testRegisterSettings([
  testFieldRule('mobileNum', {
    required: true,
    acceptedPattern: '[0-9]+',
    patternId: 'digits',
    minLength: 9,
    maxLength: 10,
  }),
]);

const member = testMember();

/** The stand-in API of these tests: unknown calls get an empty list; returns the calls made. */
const answerApi = (answers: Record<string, StandInAnswer>) =>
  standInApi(answers, { otherwise: { value: [] } }).calls;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  clearSessionState();
});
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
});

describe('ForgotPasswordDialog', () => {
  it('sends username and email form-encoded and shows in_been_out', async () => {
    const calls = answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/member/password/email': { value: { messageKey: 'in_been_out' } },
    });
    renderWithProviders(<ForgotPasswordDialog onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('forgot-tab-mobile'));
    expect(screen.getByTestId('forgot-mobile')).toBeTruthy();
    fireEvent.click(screen.getByTestId('forgot-tab-email'));
    type('forgot-username', ' player01 ');
    type('forgot-email', 'p1@example.com');
    fireEvent.click(screen.getByTestId('forgot-submit'));

    expect((await screen.findByTestId('forgot-result')).textContent).toBe(
      'If the username and email match an account, a link to reset the password has been sent to that email.',
    );
    const sent = calls.find((call) => call.path === '/wps/member/password/email');
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.rawBody).toBe('username=player01&email=p1%40example.com');
  });

  it('resets by phone after a code, counting down expiredMinutes × 60 s, and logs in', async () => {
    const calls = answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/verification/sms/noLogin': { value: { expiredMinutes: 2 } },
      'POST /wps/member/password/verification': {
        value: { status: 'ok', token: 'tok-phone', firstTimeLogin: false, passwordExpired: false },
      },
      'GET /wps/member/info': { value: member },
    });
    const onClose = vi.fn();
    renderWithProviders(<ForgotPasswordDialog onClose={onClose} />);
    fireEvent.click(await screen.findByTestId('forgot-tab-mobile'));
    type('forgot-mobile', '812345678');
    fireEvent.click(screen.getByTestId('forgot-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('forgot-send-code').textContent).toBe('Resend in 120 s'),
    );
    expect((screen.getByTestId('forgot-send-code') as HTMLButtonElement).disabled).toBe(true);
    type('forgot-code', '123456');
    type('forgot-new-password', 'NewSecret#1');
    type('forgot-confirm', 'NewSecret#1');
    fireEvent.click(screen.getByTestId('forgot-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSessionState()).toMatchObject({ token: 'tok-phone', isLogin: true });
    const reset = calls.find((call) => call.path === '/wps/member/password/verification');
    expect(JSON.parse(reset?.rawBody ?? '{}')).toEqual({
      countryDialingCode: '+66',
      mobileNum: '812345678',
      verificationCode: '123456',
      newPassword: 'NewSecret#1',
    });
  });
});

/** Renders the modal host over a router at `route`, disclaimer already accepted. */
function renderHost(route: string) {
  setSessionValue('disclaimerAccept', 'true');
  return renderWithProviders(<ModalHost />, { route });
}

describe('ResetPasswordDialog', () => {
  it('opens from ?resetToken, takes the token out of the address, and sets the password', async () => {
    const calls = answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/member/password/reset': { value: { changed: true } },
    });
    const token = 'r'.repeat(32);
    renderHost(`/index?resetToken=${token}&lang=th`);

    expect(await screen.findByTestId('reset-password-dialog')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index?lang=th'));
    type('reset-new-password', 'NewSecret#1');
    type('reset-confirm', 'NewSecret#1');
    fireEvent.click(screen.getByTestId('reset-submit'));

    expect((await screen.findByTestId('reset-result')).textContent).toBe(
      'Your password has been changed. You can log in with it now.',
    );
    const reset = calls.find((call) => call.path === '/wps/member/password/reset');
    expect(JSON.parse(reset?.rawBody ?? '{}')).toEqual({
      resetToken: token,
      newPassword: 'NewSecret#1',
      confirmNewPassword: 'NewSecret#1',
    });
    fireEvent.click(screen.getByTestId('reset-to-login'));
    await waitFor(() => expect(isModalOpen('login')).toBe(true));
    expect(isModalOpen('resetPassword')).toBe(false);
  });

  it('says so when the link is no longer valid', async () => {
    answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/member/password/reset': {
        status: 400,
        code: 'reset_link_invalid',
        messageKey: 'err_reset_link_invalid',
        message: 'This reset link is invalid or has expired',
      },
    });
    renderHost(`/index?resetToken=${'x'.repeat(32)}`);
    await screen.findByTestId('reset-password-dialog');
    type('reset-new-password', 'NewSecret#1');
    type('reset-confirm', 'NewSecret#1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-error')).textContent).toBe(
      'This reset link is invalid or has expired',
    );
  });
});

describe('ChangePasswordDialog', () => {
  it('cannot be dismissed when forced: no close button, Escape does nothing', async () => {
    answerApi({ 'GET /wps/system/setting/register': { value: settings } });
    updateSessionState({ token: 'tok', mustChangePassword: true });
    openModal('changePassword', { forced: true });
    renderHost('/index');
    const dialog = await screen.findByTestId('change-password-dialog');

    expect(screen.getByTestId('change-forced-reason').textContent).toContain('has expired');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(isModalOpen('changePassword')).toBe(true);
    expect(screen.getByTestId('change-logout')).toBeTruthy();
  });

  it('logging out instead ends the session and closes it', async () => {
    const calls = answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'DELETE /wps/session/logout': { value: { loggedOut: true } },
    });
    updateSessionState({ token: 'tok', mustChangePassword: true });
    openModal('changePassword', { forced: true });
    renderHost('/member');
    fireEvent.click(await screen.findByTestId('change-logout'));
    await waitFor(() => expect(getSessionState().token).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(isModalOpen('changePassword')).toBe(false));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
  });

  it('changes the password, reloads the login info, closes and goes to /', async () => {
    const calls = answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/member/password': { value: { changed: true } },
      'GET /wps/member/info': { value: member },
    });
    updateSessionState({ token: 'tok', mustChangePassword: true });
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog forced onClose={onClose} />, { route: '/index' });
    await screen.findByTestId('change-old');
    type('change-old', 'Lobby@123');
    type('change-new', 'NewSecret#1');
    type('change-confirm', 'NewSecret#2');
    fireEvent.click(screen.getByTestId('change-submit'));
    expect(await screen.findByText('Incorrect confirmation input')).toBeTruthy();
    expect(calls.some((call) => call.path === '/wps/member/password')).toBe(false);

    type('change-confirm', 'NewSecret#1');
    fireEvent.click(screen.getByTestId('change-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSessionState()).toMatchObject({ mustChangePassword: false, isLogin: true });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const change = calls.find((call) => call.path === '/wps/member/password');
    expect(JSON.parse(change?.rawBody ?? '{}')).toEqual({
      oldPassword: 'Lobby@123',
      newPassword: 'NewSecret#1',
      confirmNewPassword: 'NewSecret#1',
    });
  });

  it('shows a wrong current password on its field', async () => {
    answerApi({
      'GET /wps/system/setting/register': { value: settings },
      'POST /wps/member/password': {
        status: 400,
        code: 'wrong_password',
        messageKey: 'err_wrong_password',
        message: 'The password is incorrect',
      },
    });
    updateSessionState({ token: 'tok' });
    renderWithProviders(<ChangePasswordDialog onClose={() => {}} />);
    type('change-old', 'nope-nope');
    type('change-new', 'NewSecret#1');
    type('change-confirm', 'NewSecret#1');
    fireEvent.click(screen.getByTestId('change-submit'));
    const old = screen.getByTestId('change-old');
    await waitFor(() => expect(old.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('change-error')).toBeNull();
  });
});
