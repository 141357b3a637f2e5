import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Announcement, Consolidated } from '@lobby/contracts';
import { consolidatedQueryKey, updateSessionState } from '../features/session/index.ts';
import { closeAllModals } from '../lib/modal-store.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../testing/test-utils.tsx';
import { ModalHost } from './modal-host.tsx';

const memberPopup: Announcement = {
  id: 2,
  type: 'PU',
  execution: 'A',
  title: 'Members only',
  content: '<p>Hello</p>',
  promotionType: null,
  publishedAt: '2025-03-01T10:00:00Z',
};

const consolidated = (divtypereq: number): Consolidated => ({
  totalBalance: '0.00',
  mainBalance: '0.00',
  heldBalance: '0.00',
  wallets: [],
  currencySymbol: '฿',
  dailysalreqtype: 0,
  divtypereq,
  contracthoursalreqtype: 0,
  realtimesalreqtype: 0,
});

const agentPolicy = { modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] };

function answer(divtypereq: number, popup: Announcement[] = [], whitelabel = [agentPolicy]) {
  return standInApi({
    'GET /wps/system/permission': { value: { ...demoPermission, whitelabel } },
    'GET /wps/content/announcements': { value: popup },
    'GET /wps/member/info/funds/consolidated': { value: consolidated(divtypereq) },
    'GET /wps/agent/contracts/pending': { value: { offers: [] } },
  }).calls;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(resetAfterTest);

describe('the contract dialog at start-up (§2.4)', () => {
  it('opens for a pending offer, after the disclaimer and the announcement popup', async () => {
    answer(1, [memberPopup]);
    renderWithProviders(<ModalHost />);
    expect(await screen.findByTestId('disclaimer-dialog')).toBeTruthy();
    await settle();
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('disclaimer-accept'));
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('announcement-close'));
    expect(await screen.findByTestId('contract-offer-dialog')).toBeTruthy();
  });

  it('opens again when an offer of another kind comes while the member is on the site', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    answer(1);
    const { queryClient } = renderWithProviders(<ModalHost />);
    await screen.findByTestId('contract-offer-dialog');
    act(() => closeAllModals());
    // the live channel's contract_offered asks the consolidated info again: now two kinds wait
    standInApi({
      'GET /wps/system/permission': { value: { ...demoPermission, whitelabel: [agentPolicy] } },
      'GET /wps/content/announcements': { value: [] },
      'GET /wps/member/info/funds/consolidated': {
        value: { ...consolidated(1), realtimesalreqtype: 1 },
      },
      'GET /wps/agent/contracts/pending': { value: { offers: [] } },
    });
    await act(() => queryClient.invalidateQueries({ queryKey: consolidatedQueryKey }));
    expect(await screen.findByTestId('contract-offer-dialog')).toBeTruthy();
    // the same offers asked again: closed unanswered, it stays closed
    act(() => closeAllModals());
    await act(() => queryClient.invalidateQueries({ queryKey: consolidatedQueryKey }));
    await settle();
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
  });

  it('stays shut without a pending offer, and for a trial account', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    const calls = answer(2);
    renderWithProviders(<ModalHost />);
    await settle();
    expect(document.documentElement.dataset.startup).toBe('clear');
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/wps/member/info/funds/consolidated')).toBe(true);
    resetAfterTest();

    sessionStorage.setItem('disclaimerAccept', 'true');
    updateSessionState({ token: 'trial', isLogin: true, isTrial: true });
    const trialCalls = answer(1);
    renderWithProviders(<ModalHost />);
    await settle();
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
    expect(trialCalls.some((call) => call.path === '/wps/member/info/funds/consolidated')).toBe(
      false,
    );
  });

  it('does not ask for the consolidated info where the brand has no agent policy (§6)', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    const calls = answer(1, [], [{ ...agentPolicy, enabled: false }]);
    renderWithProviders(<ModalHost />);
    await settle();
    expect(calls.some((call) => call.path === '/wps/system/permission')).toBe(true);
    expect(screen.queryByTestId('contract-offer-dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/wps/member/info/funds/consolidated')).toBe(false);
  });
});
