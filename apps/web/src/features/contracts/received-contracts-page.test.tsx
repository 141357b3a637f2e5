import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractView } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { ReceivedContractsPage } from './received-contracts-page.tsx';

const contract = (id: number, state: ContractView['state']): ContractView => ({
  id,
  kind: 'realtime_salary',
  state,
  upline: 'agent',
  holder: 'member01',
  holderNickname: 'member01',
  period: null,
  tiers: [{ teamValidBet: '0.00', activeMembers: 0, rate: '0.50' }],
  replacesId: null,
  offeredAt: '2026-03-10T05:00:00.000Z',
  answeredAt: state === 'offered' ? null : '2026-03-10T06:00:00.000Z',
  endedAt: null,
  endReason: null,
});

const paged = (content: ContractView[]) => ({
  content,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalElements: content.length,
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('ReceivedContractsPage', () => {
  it('lists the received contracts: answers an offer, gives up a running one after asking', async () => {
    let contracts = [contract(5, 'offered'), contract(4, 'accepted')];
    const { calls } = standInApi({
      'GET /wps/agent/contracts/received': () => ({ value: paged(contracts) }),
      'POST /wps/agent/contracts/4/terminate': () => {
        contracts = [contracts[0]!, { ...contract(4, 'terminated'), endReason: 'by_holder' }];
        return { value: contracts[1]! };
      },
    });
    renderWithProviders(<ReceivedContractsPage />);
    const items = await screen.findAllByTestId('received-contract');
    expect(
      items.map((item) => within(item).getByTestId('received-contract-state').textContent),
    ).toEqual(['Offered', 'Running']);
    expect(within(items[0]!).getByTestId('contract-terms-rate').textContent).toBe('0.50 %');
    expect(within(items[0]!).getByTestId('contract-accept')).toBeTruthy();
    expect(within(items[0]!).queryByTestId('contract-give-up')).toBeNull();
    fireEvent.click(within(items[1]!).getByTestId('contract-give-up'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('contract-give-up-confirm'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('received-contract-state').map((state) => state.textContent),
      ).toEqual(['Offered', 'Terminated']),
    );
  });
});
