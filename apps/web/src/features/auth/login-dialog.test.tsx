import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhitelabelNode } from '@lobby/contracts';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { clearSessionState, getSessionState } from '../session/index.ts';
import {
  OpenModalsProbe,
  renderWithProviders,
  setUpI18n,
  standInApi,
  testRegisterSettings,
  type StandInAnswer,
  resetAfterTest,
  testMember,
} from '../../testing/test-utils.tsx';
import { LoginDialog } from './login-dialog.tsx';

// the proof of work and the WebCrypto sealing have their own tests; here they stand aside,
// and a sealed body shows up as { sealed: body } so the test can see it was sealed
vi.mock('../../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'bot-ok') }));
vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: vi.fn(async (body: unknown) => ({ sealed: body })),
  forgetServerKey: vi.fn(),
}));

const member = testMember({ nickname: 'Player One' });
const settings = testRegisterSettings();
const ok = (token: string, extra: object = {}) => ({
  value: { status: 'ok', token, firstTimeLogin: false, passwordExpired: false, ...extra },
});

function api(
  answers: Record<string, StandInAnswer | (() => StandInAnswer)>,
  flags: WhitelabelNode[] = [],
) {
  return standInApi({
    'GET /wps/system/whitelabel': { value: flags },
    'GET /wps/system/setting/register': { value: settings },
    'GET /wps/member/info': { value: member },
    ...answers,
  });
}

function renderDialog(route = '/index') {
  act(() => openModal('login', {}));
  return renderWithProviders(
    <>
      <LoginDialog onClose={() => closeModal('login')} />
      <OpenModalsProbe />
    </>,
    { route },
  );
}

const openModals = () => screen.getByTestId('open-modals').textContent;
const input = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function submitPasswordLogin(username = ' player01 ', password = 'secret1') {
  await screen.findByTestId('login-dialog');
  input('login-username', username);
  input('login-password', password);
  fireEvent.click(screen.getByLabelText(/accept the terms/));
  fireEvent.click(screen.getByTestId('login-submit'));
}

const loginBodies = (calls: { method: string; path: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/wps/session/login')
    .map((call) => (call.body as { sealed: unknown }).sealed);

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('merchantCode', 'lotus');
  clearSessionState();
});
afterEach(resetAfterTest);

describe('LoginDialog (§4.3)', () => {
  it('says why when the session was ended elsewhere (a forced logout), and not otherwise', async () => {
    api({});
    act(() => openModal('login', { loggedOutReason: 'account_disabled' }));
    renderWithProviders(
      <LoginDialog loggedOutReason="account_disabled" onClose={() => closeModal('login')} />,
    );
    expect((await screen.findByTestId('login-logged-out')).textContent).toBe(
      'Your account has been disabled. Please contact customer service.',
    );
    cleanup();
    renderDialog();
    await screen.findByTestId('login-dialog');
    expect(screen.queryByTestId('login-logged-out')).toBeNull();
  });

  it('asks for the disclaimer first, then checks the fields, before calling anyone', async () => {
    const { calls } = api({});
    renderDialog();
    await screen.findByTestId('login-dialog');
    // no SMS tab unless the brand turns on SMSCODELOGIN3, no free play without FREEPLAY3
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
    expect(screen.queryByTestId('trial-button')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please accept to the disclaimer first')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/accept the terms/));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(loginBodies(calls)).toEqual([]);
  });

  it('logs in: sealed body with the bot check, token stored, first-login action, dialog closed', async () => {
    const { calls } = api({
      'POST /wps/session/login': ok('tok-1', { firstTimeLogin: true }),
      'GET /wps/member/info': { value: { ...member, firstTimeLogin: true } },
      'POST /wps/member/info/firstLogin': { value: { firstTimeLogin: false } },
    });
    renderDialog();
    await submitPasswordLogin();

    await waitFor(() => expect(openModals()).toBe(''));
    expect(loginBodies(calls)).toEqual([
      {
        type: 'password',
        username: 'player01',
        password: 'secret1',
        portal: 'member',
        botCheck: 'bot-ok',
      },
    ]);
    expect(getSessionState()).toMatchObject({ token: 'tok-1', isLogin: true, isAgent: false });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(calls.some((call) => call.path === '/wps/member/info/firstLogin')).toBe(true);
  });

  it('shows the captcha when the server demands it and sends the answer with its id', async () => {
    let attempts = 0;
    const { calls } = api({
      'GET /wps/captcha': {
        value: { image: 'data:image/svg+xml;base64,PHN2Zy8+', captchaId: 'cap-1' },
      },
      'POST /wps/session/login': () =>
        ++attempts === 1
          ? {
              status: 401,
              code: 'login_failed',
              messageKey: 'err_login_failed',
              details: { captchaRequired: true },
            }
          : ok('tok-2'),
    });
    renderDialog();
    await submitPasswordLogin();

    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
    expect(screen.getByTestId('login-error').textContent).toBe('Incorrect username or password');
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/captcha')).toBe(true));

    // shown means required
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    expect(attempts).toBe(1);

    fireEvent.change(screen.getByLabelText(/^Captcha/), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(openModals()).toBe(''));
    expect(loginBodies(calls)[1]).toMatchObject({ captcha: 'ab12', captchaId: 'cap-1' });
  });

  it('opens the forced change-password dialog instead of finishing a password login', async () => {
    const { calls } = api({ 'POST /wps/session/login': ok('tok-3', { passwordExpired: true }) });
    renderDialog();
    await submitPasswordLogin();

    await waitFor(() => expect(openModals()).toBe('changePassword{"forced":true}'));
    expect(getSessionState()).toMatchObject({
      token: 'tok-3',
      isLogin: false,
      mustChangePassword: true,
    });
    expect(calls.some((call) => call.path === '/wps/member/info')).toBe(false);
  });

  it('asks for the second-step code when the IP is new, then finishes with it', async () => {
    const { calls } = api({
      'POST /wps/session/login': {
        value: {
          status: 'second_step',
          challenge: 'ch-1',
          channel: 'sms',
          destination: '+66 ******789',
          expiredMinutes: 5,
        },
      },
      'POST /wps/session/login/verify': ok('tok-4'),
    });
    renderDialog();
    await submitPasswordLogin();

    const destination = await screen.findByTestId('second-step-destination');
    expect(destination.textContent).toContain('+66 ******789');
    expect(screen.getByText('The code expires in 5:00.')).toBeTruthy();
    input('second-step-code', '12');
    fireEvent.click(screen.getByTestId('second-step-submit'));
    expect(screen.getByText('Please enter a valid verification code')).toBeTruthy();

    input('second-step-code', '123456');
    fireEvent.click(screen.getByTestId('second-step-submit'));
    await waitFor(() => expect(openModals()).toBe(''));
    expect(calls.find((call) => call.path === '/wps/session/login/verify')?.body).toEqual({
      challenge: 'ch-1',
      verificationCode: '123456',
    });
    expect(getSessionState()).toMatchObject({ token: 'tok-4', isLogin: true });
  });

  it('remembers the login when ticked, pre-fills it next time, and forgets it when unticked', async () => {
    api({ 'POST /wps/session/login': ok('tok-5') });
    renderDialog();
    await screen.findByTestId('login-dialog');
    const remember = screen.getByTestId('login-remember') as HTMLInputElement;
    expect(remember.checked).toBe(false);
    fireEvent.click(remember);
    await submitPasswordLogin('player01', 'secret1');
    await waitFor(() => expect(openModals()).toBe(''));
    expect(JSON.parse(localStorage.getItem('rememberedLogin') ?? '{}')).toMatchObject({
      username: 'player01',
      password: 'secret1',
    });
    cleanup();

    renderDialog();
    await screen.findByTestId('login-dialog');
    expect((screen.getByTestId('login-username') as HTMLInputElement).value).toBe('player01');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('secret1');
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
    // another username does not get this one's password
    input('login-username', 'player02');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
    input('login-username', 'player01');
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('secret1');

    fireEvent.click(screen.getByTestId('login-remember'));
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('logs in by SMS without a bot check on the login, the send button counting down', async () => {
    const { calls } = api(
      {
        'POST /wps/verification/sms/noLogin': { value: { expiredMinutes: 2 } },
        'POST /wps/session/login': ok('tok-6'),
      },
      [{ modId: 'SMSCODELOGIN3', enabled: true, childrenNodes: [] }],
    );
    renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    input('login-mobile', '812345678');
    fireEvent.click(screen.getByTestId('login-send-code'));
    await waitFor(() =>
      expect(screen.getByTestId('login-send-code').textContent).toBe('Resend in 120 s'),
    );
    expect((screen.getByTestId('login-send-code') as HTMLButtonElement).disabled).toBe(true);
    input('login-sms-code', '654321');
    fireEvent.click(screen.getByLabelText(/accept the terms/));
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(openModals()).toBe(''));
    expect(loginBodies(calls)).toEqual([
      {
        type: 'sms',
        countryDialingCode: '+66',
        mobileNum: '812345678',
        verificationCode: '654321',
        portal: 'member',
      },
    ]);
    expect(getSessionState().token).toBe('tok-6');
  });

  it('shows the server message when a code cannot be sent', async () => {
    api(
      {
        'POST /wps/verification/sms/noLogin': {
          status: 429,
          code: 'too_many_requests',
          messageKey: 'err_too_many_requests',
        },
      },
      [{ modId: 'SMSCODELOGIN3', enabled: true, childrenNodes: [] }],
    );
    renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect(screen.getByText('Input cannot be empty')).toBeTruthy();
    input('login-mobile', '812345678');
    fireEvent.click(screen.getByTestId('login-send-code'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Too many requests, please try again later',
    );
  });

  it('offers free play when FREEPLAY3 is on and starts a trial session', async () => {
    const { calls } = api(
      {
        'POST /wps/session/login/freeplay': ok('trial-1'),
        'GET /wps/member/info': { value: { ...member, type: 4, isTrial: true } },
      },
      [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }],
    );
    renderDialog();
    fireEvent.click(await screen.findByTestId('trial-button'));
    await waitFor(() => expect(openModals()).toBe(''));
    expect(calls.find((call) => call.path === '/wps/session/login/freeplay')?.body).toEqual({
      platform: 'W',
      botCheck: 'bot-ok',
    });
    expect(getSessionState()).toMatchObject({ token: 'trial-1', isLogin: true, isTrial: true });
  });

  it('logs in as an agent on /agent, hides remember-me and goes on to /agentHome', async () => {
    const { calls } = api({
      'POST /wps/session/login': ok('agent-1'),
      'GET /wps/member/info': { value: { ...member, type: 1, isAgent: true } },
    });
    renderDialog('/agent');
    await screen.findByTestId('login-dialog');
    expect(screen.queryByTestId('login-remember')).toBeNull();
    await submitPasswordLogin();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agentHome'));
    expect(loginBodies(calls)[0]).toMatchObject({ portal: 'agent' });
    expect(getSessionState()).toMatchObject({ isAgent: true, isLogin: true });
  });
});
