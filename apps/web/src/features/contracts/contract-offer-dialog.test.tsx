import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Consolidated, ContractView } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { ContractOfferDialog } from './contract-offer-dialog.tsx';
import { hasPendingOffer } from './pending-offer.ts';
import { consolidatedQueryKey } from './api/get-consolidated.ts';

const offer = (overrides: Partial<ContractView> = {}): ContractView => ({
  id: 41,
  kind: 'daily_salary',
  state: 'offered',
  upline: 'agent',
  holder: 'member01',
  holderNickname: 'member01',
  period: null,
  tiers: [
    { teamValidBet: '10000.00', activeMembers: 0, rate: '10.00' },
    { teamValidBet: '50000.00', activeMembers: 0, rate: '20.00' },
    { teamValidBet: '100000.00', activeMembers: 0, rate: '30.00' },
  ],
  replacesId: null,
  offeredAt: '2026-03-10T05:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  endReason: null,
  ...overrides,
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('ContractOfferDialog', () => {
  it('shows the offer (kind, ladder, offerer) and accepts it, refreshing the consolidated info', async () => {
    let pending = [offer()];
    const { calls } = standInApi({
      'GET /wps/agent/contracts/pending': () => ({ value: { offers: pending } }),
      'POST /wps/agent/contracts/41/accept': () => {
        pending = [];
        return { value: offer({ state: 'accepted', answeredAt: '2026-03-11T05:00:00.000Z' }) };
      },
    });
    let closed = false;
    const { queryClient } = renderWithProviders(
      <ContractOfferDialog onClose={() => (closed = true)} />,
    );
    queryClient.setQueryData(consolidatedQueryKey, { divtypereq: 1 });
    const summary = await screen.findByTestId('contract-offer');
    expect(summary.textContent).toContain('Offered by agent on 2026-03-10');
    expect(screen.getByTestId('contract-terms').textContent).toContain('Daily salary');
    expect(screen.getAllByTestId('contract-terms-rung').map((rung) => rung.textContent)).toEqual([
      '10,000.0010.00 per 10,000',
      '50,000.0020.00 per 10,000',
      '100,000.0030.00 per 10,000',
    ]);
    fireEvent.click(screen.getByTestId('contract-accept'));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.some((call) => call.path === '/wps/agent/contracts/41/accept')).toBe(true);
    expect(queryClient.getQueryState(consolidatedQueryKey)?.isInvalidated).toBe(true);
  });

  it('shows a house offer (a top-level agent) as offered by the house, with no username', async () => {
    standInApi({
      'GET /wps/agent/contracts/pending': { value: { offers: [offer({ upline: null })] } },
    });
    renderWithProviders(<ContractOfferDialog onClose={() => {}} />);
    const offerer = await screen.findByTestId('contract-offerer');
    expect(offerer.textContent).toBe(
      'Offered by the house (the operator) on 2026-03-10; the house pays it',
    );
  });

  it('rejects, and shows a refusal by its text key', async () => {
    standInApi({
      'GET /wps/agent/contracts/pending': {
        value: { offers: [offer({ kind: 'dividend', period: 'semimonthly' })] },
      },
      'POST /wps/agent/contracts/41/reject': {
        status: 409,
        code: 'contract_already_answered',
        messageKey: 'err_contract_already_answered',
      },
    });
    renderWithProviders(<ContractOfferDialog onClose={() => {}} />);
    expect((await screen.findByTestId('contract-terms-period')).textContent).toContain(
      'Semimonthly',
    );
    fireEvent.click(screen.getByTestId('contract-reject'));
    expect((await screen.findByTestId('contract-answer-error')).textContent).toBe(
      'This contract offer has already been answered',
    );
  });
});

describe('hasPendingOffer', () => {
  const info = (patch: Partial<Consolidated>): Consolidated => ({
    totalBalance: '0.00',
    mainBalance: '0.00',
    heldBalance: '0.00',
    wallets: [],
    currencySymbol: '฿',
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreqtype: 0,
    realtimesalreqtype: 0,
    ...patch,
  });

  it('is true only when some kind says 1 (an offer awaits the answer)', () => {
    expect(hasPendingOffer(undefined)).toBe(false);
    expect(hasPendingOffer(info({}))).toBe(false);
    expect(hasPendingOffer(info({ dailysalreqtype: 2, divtypereq: 2 }))).toBe(false);
    expect(hasPendingOffer(info({ realtimesalreqtype: 1 }))).toBe(true);
    expect(hasPendingOffer(info({ contracthoursalreqtype: 1, dailysalreqtype: 2 }))).toBe(true);
  });
});
