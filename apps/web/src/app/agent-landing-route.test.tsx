import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionState, getSessionState } from '../features/session/session-state.ts';
import {
  demoPermission,
  renderWithProviders,
  setUpI18n,
  standInApi,
  testRegisterSettings,
  type StandInAnswer,
  resetAfterTest,
  testMember,
} from '../testing/test-utils.tsx';
import { AgentLandingRoute } from './agent-landing-route.tsx';

vi.mock('../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'bot-ok') }));
vi.mock('../lib/payload-encryption.ts', () => ({
  encryptPayload: vi.fn(async (body: unknown) => ({ sealed: body })),
  forgetServerKey: vi.fn(),
}));

const agent = testMember({
  id: 3,
  account: 'agent01',
  nickname: 'Agent One',
  type: 1,
  isAgent: true,
});

function api(login: StandInAnswer) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/system/whitelabel': { value: [] },
    'GET /wps/system/setting/register': {
      value: testRegisterSettings(),
    },
    'POST /wps/session/login': login,
    'GET /wps/member/info': { value: agent },
  });
}

async function logIn() {
  renderWithProviders(<AgentLandingRoute />, { route: '/agent' });
  await screen.findByTestId('login-form');
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'agent01' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
  fireEvent.click(screen.getByLabelText(/accept the terms/));
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearSessionState();
});
afterEach(resetAfterTest);

describe('/agent landing (§2.1)', () => {
  it('embeds the agent login without remember-me and goes on to /agentHome', async () => {
    const { calls } = api({
      value: { status: 'ok', token: 'agent-tok', firstTimeLogin: false, passwordExpired: false },
    });
    await logIn();
    expect(screen.queryByTestId('login-remember')).toBeNull();
    expect(screen.getByText(/Monday to Friday, 12:00–21:00/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agentHome'));
    const login = calls.find((call) => call.path === '/wps/session/login');
    expect((login?.body as { sealed: object }).sealed).toMatchObject({ portal: 'agent' });
    expect(getSessionState()).toMatchObject({ token: 'agent-tok', isAgent: true });
    // remember-me is not for the agent page: nothing was kept
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it("refuses a non-agent with the server's message and stays on /agent", async () => {
    api({ status: 403, code: 'non_agent_login', messageKey: 'err_non_agent_login' });
    await logIn();
    expect((await screen.findByTestId('login-error')).textContent).toBe('Non-agents cannot log in');
    expect(screen.getByTestId('location').textContent).toBe('/agent');
    expect(getSessionState().token).toBeNull();
  });
});
