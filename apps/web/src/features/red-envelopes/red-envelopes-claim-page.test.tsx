import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { ClaimableEnvelopesLink } from './components/claimable-envelopes-link.tsx';
import { RedEnvelopesClaimPage } from './red-envelopes-claim-page.tsx';

const claimable = {
  envelopes: [
    {
      id: 9,
      agent: 'agent',
      message: 'Good luck',
      sharesLeft: 2,
      expiresAt: '2026-11-28T03:00:00.000Z',
    },
  ],
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

function api(claim: () => StandInAnswer) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/member/redEnvelopes': { value: claimable },
    'POST /wps/member/redEnvelopes/9/claim': claim,
  });
}

describe('RedEnvelopesClaimPage', () => {
  it('opens an envelope of the upline and shows the share received', async () => {
    const { calls } = api(() => ({ value: { envelopeId: 9, amount: '12.34', balance: '112.34' } }));
    renderWithProviders(<RedEnvelopesClaimPage />);
    expect((await screen.findByTestId('claimable-row')).textContent).toContain('From agent');
    expect(screen.getByText('2 shares left')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-button'));
    expect((await screen.findByTestId('claim-outcome')).textContent).toBe('You received 12.34!');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/member/redEnvelopes/9/claim',
    ]);
  });

  it('says so when the last share was taken first', async () => {
    api(() => ({
      status: 409,
      code: 'red_envelope_exhausted',
      messageKey: 'err_red_envelope_exhausted',
    }));
    renderWithProviders(<RedEnvelopesClaimPage />);
    fireEvent.click(await screen.findByTestId('claim-button'));
    expect((await screen.findByTestId('claim-outcome')).textContent).toBe(
      'Every share of this red envelope has been claimed',
    );
  });

  it('tells a member with nothing to open', async () => {
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /wps/member/redEnvelopes': { value: { envelopes: [] } },
    });
    renderWithProviders(<RedEnvelopesClaimPage />);
    expect((await screen.findByTestId('claimable-empty')).textContent).toBe(
      'No red envelope is waiting for you.',
    );
  });
});

describe('ClaimableEnvelopesLink', () => {
  it('leads to /redEnvelopes with the count, and shows nothing when none waits', async () => {
    standInApi({ 'GET /wps/member/redEnvelopes': { value: claimable } });
    renderWithProviders(<ClaimableEnvelopesLink />);
    const link = await screen.findByTestId('claimable-envelopes-link');
    expect(link.textContent).toBe('1 red envelope to open');
    expect(link.getAttribute('href')).toBe('/redEnvelopes');
  });

  it('renders nothing without envelopes', async () => {
    const { calls } = standInApi({ 'GET /wps/member/redEnvelopes': { value: { envelopes: [] } } });
    const { container } = renderWithProviders(<ClaimableEnvelopesLink />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('a')).toBeNull();
  });
});
