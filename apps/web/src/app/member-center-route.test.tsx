import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { clearSessionState, updateSessionState } from '../features/session/session-state.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../testing/test-utils.tsx';
import { MemberCenterRoute } from './member-center-route.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  updateSessionState({ token: 'tok', isLogin: true });
  standInApi({
    'GET /wps/member/security': {
      value: {
        hasPaymentPassword: true,
        email: null,
        mobile: '+66 ******678',
        passwordChangedAt: '2025-03-01T10:00:00Z',
        recentLogins: [],
      },
    },
  });
});
afterEach(() => {
  cleanup();
  clearSessionState();
});

function renderAt(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <MemberCenterRoute />
    </Suspense>,
    { route },
  );
}

describe('MemberCenterRoute', () => {
  it('shows the security centre for ?page=securityCenter', async () => {
    renderAt('/member?page=securityCenter');
    expect(await screen.findByTestId('security-center-page', {}, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByTestId('security-mobile')).textContent).toBe('+66 ******678');
    expect(screen.queryByTestId('member-center-page')).toBeNull();
  });

  it('keeps the placeholder for screens not built yet', () => {
    renderAt('/member?page=bonusDetails');
    expect(screen.getByTestId('member-center-page')).toBeTruthy();
    expect(screen.queryByTestId('security-center-page')).toBeNull();
  });
});
