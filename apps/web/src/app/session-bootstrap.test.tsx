import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSessionState, reloadSessionState } from '../features/session/session-state.ts';
import {
  OpenModalsProbe,
  renderWithProviders,
  setUpI18n,
  standInApi,
  resetAfterTest,
  testMember,
} from '../testing/test-utils.tsx';
import { SessionBootstrap } from './session-bootstrap.tsx';

const member = testMember({ account: 'agent01', nickname: 'Agent One', type: 1, isAgent: true });

function renderBootstrap(route = '/index') {
  return renderWithProviders(
    <>
      <SessionBootstrap />
      <OpenModalsProbe />
    </>,
    { route },
  );
}

/** A session as a reload finds it in sessionStorage. */
function storedSession(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  reloadSessionState();
}

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('merchantCode', 'lotus');
  reloadSessionState();
});
afterEach(resetAfterTest);

describe('session bootstrap (§4.2)', () => {
  it('exchanges a hand-off code from the URL and takes it out of the address bar', async () => {
    const { calls } = standInApi({
      'POST /wps/session/handoff': {
        value: { status: 'ok', token: 'sess-1', firstTimeLogin: false, passwordExpired: false },
      },
      'GET /wps/member/info': { value: member },
    });
    renderBootstrap('/index?lang=th&token=HANDOFF-0123456789abcdef#top');

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/index?lang=th#top'),
    );
    await waitFor(() => expect(getSessionState().isLogin).toBe(true));
    expect(getSessionState()).toMatchObject({ token: 'sess-1', isAgent: true });
    const handoffs = calls.filter((call) => call.path === '/wps/session/handoff');
    expect(handoffs.map((call) => call.body)).toEqual([{ code: 'HANDOFF-0123456789abcdef' }]);
  });

  it('loads the member info of a stored token and sets the flags from it, not from storage', async () => {
    standInApi({ 'GET /wps/member/info': { value: { ...member, isAgent: false, type: 0 } } });
    storedSession({ token: 'tok', isAgent: 'true' });
    expect(getSessionState()).toMatchObject({ isLogin: false, isAgent: true });
    renderBootstrap();
    await waitFor(() => expect(getSessionState().isLogin).toBe(true));
    expect(getSessionState().isAgent).toBe(false);
  });

  it('clears a dead token (401) but keeps the merchant code', async () => {
    standInApi({
      'GET /wps/member/info': {
        status: 401,
        code: 'not_logged_in',
        messageKey: 'err_not_logged_in',
      },
    });
    storedSession({ token: 'dead' });
    renderBootstrap();
    await waitFor(() => expect(getSessionState().token).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('lotus');
  });

  it('keeps a token on other failures (the server may be back in a moment)', async () => {
    const { calls } = standInApi({
      'GET /wps/member/info': {
        status: 503,
        code: 'service_unavailable',
        messageKey: 'err_network_abnormal',
      },
    });
    storedSession({ token: 'tok' });
    renderBootstrap();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(getSessionState().token).toBe('tok');
  });

  it('reopens the forced password change for a held session, without loading member info', async () => {
    const { calls } = standInApi({ 'GET /wps/member/info': { value: member } });
    storedSession({ token: 'tok', mustChangePassword: 'true' });
    renderBootstrap();
    await waitFor(() =>
      expect(screen.getByTestId('open-modals').textContent).toBe('changePassword{"forced":true}'),
    );
    expect(calls).toEqual([]);
    expect(getSessionState().isLogin).toBe(false);
  });
});
