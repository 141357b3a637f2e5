import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeAllModals, isModalOpen, openModal } from '../../lib/modal-store.ts';
import { clearSessionState, getSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  setUpI18n,
  standInApi,
  testFieldRule,
  testRegisterSettings,
  testMember,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { RegisterDialog } from './register-dialog.tsx';

// the proof of work and the payload sealing have their own tests; here they pass through
vi.mock('../../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'solved') }));
vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: async (body: unknown) => body,
  forgetServerKey: () => undefined,
}));

const settings = testRegisterSettings([
  testFieldRule('username', {
    required: true,
    acceptedPattern: '[a-z0-9]+',
    patternId: 'alnum',
    minLength: 4,
    maxLength: 12,
  }),
  testFieldRule('birthday', { patternId: 'date_dd_mm_yyyy', minLength: 10, maxLength: 10 }),
  testFieldRule('wechat', { enabled: false, required: true, maxLength: 30 }),
  testFieldRule('affiliateCode', { maxLength: 20 }),
]);

const member = testMember();

/** The stand-in API of these tests: an unexpected call fails the test; returns the calls made. */
const answerApi = (answers: Record<string, StandInAnswer>) =>
  standInApi(answers, { otherwise: 'throw' }).calls;

const baseAnswers: Record<string, StandInAnswer> = {
  'GET /wps/system/setting/register': { value: settings },
  'GET /wps/member/info': { value: member },
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  clearSessionState();
});
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
});

async function fillValidForm(extra: Record<string, string> = {}) {
  await screen.findByTestId('register-username');
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  type('register-username', 'player01');
  type('register-password', 'Secret#2025');
  type('register-confirm', 'Secret#2025');
  for (const [testId, value] of Object.entries(extra)) type(testId, value);
  fireEvent.click(screen.getByLabelText(/accept the terms/));
  fireEvent.click(screen.getByTestId('register-submit'));
}

describe('RegisterDialog', () => {
  it('starts with the affiliate code of a referral link filled in', async () => {
    answerApi(baseAnswers);
    renderWithProviders(<RegisterDialog affiliateCode="AGENT7CODE" onClose={() => {}} />);
    const field = await screen.findByTestId('register-affiliate-code');
    expect((field as HTMLInputElement).value).toBe('AGENT7CODE');
  });

  it('shows the enabled fields and checks them by their rules before calling anyone', async () => {
    const calls = answerApi(baseAnswers);
    renderWithProviders(<RegisterDialog onClose={() => {}} />);
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
    expect(screen.getByText('Please fill in your password with 8 - 128 characters')).toBeTruthy();
    expect(screen.getByText('Incorrect confirmation input')).toBeTruthy();
    expect(screen.getByText('You must be at least 21 years old to register')).toBeTruthy();
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/wps/system/setting/register']);
  });

  it('registers, stores the token, closes and lands on /', async () => {
    const calls = answerApi({
      ...baseAnswers,
      'PUT /wps/member/register': {
        value: { status: 'ok', token: 'tok-new', firstTimeLogin: false, passwordExpired: false },
      },
    });
    openModal('register');
    const onClose = vi.fn();
    renderWithProviders(<RegisterDialog onClose={onClose} />, { route: '/index' });
    await fillValidForm();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSessionState()).toMatchObject({ token: 'tok-new', isLogin: true });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const register = calls.find((call) => call.path === '/wps/member/register');
    expect(register?.body).toEqual({
      username: 'player01',
      password: 'Secret#2025',
      confirmPassword: 'Secret#2025',
      domain: 'localhost',
      botCheck: 'solved',
    });
    // no invitation code typed: no affiliate check
    expect(calls.some((call) => call.path === '/wps/agent/affiliate')).toBe(false);
  });

  it('shows the captcha when the brand enables it and sends the answer with its image id', async () => {
    const withCaptcha = testRegisterSettings([
      ...settings.rules,
      testFieldRule('captcha', {
        required: true,
        acceptedPattern: '[A-Za-z0-9]+',
        patternId: 'alnum',
        minLength: 4,
        maxLength: 6,
      }),
    ]);
    const calls = answerApi({
      ...baseAnswers,
      'GET /wps/system/setting/register': { value: withCaptcha },
      'GET /wps/captcha': {
        value: { image: 'data:image/svg+xml;base64,PHN2Zy8+', captchaId: 'cap-1' },
      },
      'PUT /wps/member/register': {
        value: { status: 'ok', token: 'tok-cap', firstTimeLogin: true, passwordExpired: false },
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<RegisterDialog onClose={onClose} />, { route: '/index' });
    const image = await screen.findByRole('img');
    expect(image.getAttribute('src')).toContain('data:image/svg+xml;base64');
    fireEvent.change(screen.getByLabelText(/^Captcha/), { target: { value: 'K7M4' } });
    await fillValidForm();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const register = calls.find((call) => call.path === '/wps/member/register');
    expect(register?.body).toMatchObject({ captcha: 'K7M4', captchaId: 'cap-1' });
  });

  it("puts the server's field problems on their fields and stays logged out", async () => {
    answerApi({
      ...baseAnswers,
      'PUT /wps/member/register': {
        status: 400,
        code: 'validation_failed',
        messageKey: 'err_validation_failed',
        fields: [
          {
            field: 'body.username',
            messageKey: 'reg_pattern_alnum',
            message: 'Letters and digits only, no special characters, 4 - 12 characters',
          },
          {
            field: 'body.password',
            messageKey: 'err_password_too_common',
            message: 'This password is too common, please choose another',
          },
        ],
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<RegisterDialog onClose={onClose} />);
    await fillValidForm();

    const username = screen.getByTestId('register-username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const usernameMessage = document.getElementById(username.getAttribute('aria-describedby')!);
    expect(usernameMessage?.textContent).toBe(
      'Letters and digits only, no special characters, 4 - 12 characters',
    );
    const password = screen.getByTestId('register-password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This password is too common, please choose another',
    );
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(getSessionState().token).toBeNull();
  });

  it('checks an invitation code first and shows invitation_code_error on it', async () => {
    const calls = answerApi({
      ...baseAnswers,
      'GET /wps/agent/affiliate': {
        status: 400,
        code: 'invitation_code_error',
        messageKey: 'invitation_code_error',
        message: 'Invalid invitation code',
      },
    });
    renderWithProviders(<RegisterDialog onClose={() => {}} />);
    await fillValidForm({ 'register-affiliate-code': ' AG123 ' });

    const affiliate = screen.getByTestId('register-affiliate-code');
    await waitFor(() => expect(affiliate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(affiliate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid invitation code',
    );
    const check = calls.find((call) => call.path === '/wps/agent/affiliate');
    expect(check?.query.get('code')).toBe('AG123');
    expect(check?.query.get('domain')).toBe('localhost');
    expect(calls.some((call) => call.path === '/wps/member/register')).toBe(false);
  });

  it('shows a refusal that belongs to no field above the submit button', async () => {
    answerApi({
      ...baseAnswers,
      'PUT /wps/member/register': {
        status: 400,
        code: 'bot_check_failed',
        messageKey: 'err_bot_check_failed',
        message: 'The security check failed, please try again',
      },
    });
    renderWithProviders(<RegisterDialog onClose={() => {}} />);
    await fillValidForm();
    expect((await screen.findByTestId('register-error')).textContent).toBe(
      'The security check failed, please try again',
    );
    expect(isModalOpen('login')).toBe(false);
  });
});
