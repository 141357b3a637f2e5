import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, isModalOpen, openModal } from '../../lib/modal-store.ts';
import { getSessionState, updateSessionState } from '../session/index.ts';
import {
  createTestQueryClient,
  renderWithProviders,
  setUpI18n,
  standInApi,
  resetAfterTest,
} from '../../testing/test-utils.tsx';
import { LogoutDialog } from './logout-dialog.tsx';

function renderLogout() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['session', 'member-info', 'tok'], { account: 'player01' });
  queryClient.setQueryData(['system', 'permission'], { brandName: 'Lucky Lotus' });
  act(() => openModal('logout', {}));
  renderWithProviders(<LogoutDialog onClose={() => closeModal('logout')} />, {
    route: '/member?page=withdraw',
    queryClient,
  });
  return queryClient;
}

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('merchantCode', 'lotus');
  updateSessionState({ token: 'tok', isLogin: true, isAgent: true });
});
afterEach(resetAfterTest);

describe('LogoutDialog (§4.2)', () => {
  it('asks first; confirming revokes the token, keeps the merchant code and goes to /index', async () => {
    const { calls } = standInApi({ 'DELETE /wps/session/logout': { value: { loggedOut: true } } });
    const queryClient = renderLogout();
    expect(screen.getByText('Are you sure you want to log out?')).toBeTruthy();

    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/index'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /wps/session/logout',
    ]);
    expect(getSessionState()).toMatchObject({ token: null, isLogin: false, isAgent: false });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('lotus');
    expect(isModalOpen('logout')).toBe(false);
    // the session's queries are gone, the brand's stay
    expect(queryClient.getQueryData(['session', 'member-info', 'tok'])).toBeUndefined();
    expect(queryClient.getQueryData(['system', 'permission'])).toBeDefined();
  });

  it('clears the session even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    renderLogout();
    fireEvent.click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(getSessionState().token).toBeNull());
    expect(sessionStorage.getItem('merchantCode')).toBe('lotus');
  });

  it('keeps the session when the member cancels', () => {
    const { calls } = standInApi({});
    renderLogout();
    fireEvent.click(screen.getByTestId('logout-cancel'));
    expect(isModalOpen('logout')).toBe(false);
    expect(getSessionState().token).toBe('tok');
    expect(calls).toEqual([]);
  });
});
