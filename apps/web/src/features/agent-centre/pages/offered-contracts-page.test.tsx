import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { pageOf, testContract } from '../testing/agent-fixtures.ts';
import { OfferedContractsPage } from './offered-contracts-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

describe('OfferedContractsPage', () => {
  it('withdraws a pending offer after a second click, and filters by state', async () => {
    let offers = [
      testContract({ id: 7, holder: 'member01' }),
      testContract({ id: 8, holder: 'member02', state: 'rejected' }),
    ];
    const { calls } = standInApi({
      'GET /wps/agent/contracts/offered': () => ({ value: pageOf(offers) }),
      'POST /wps/agent/contracts/7/terminate': () => {
        offers = offers.map((offer) =>
          offer.id === 7 ? { ...offer, state: 'withdrawn', endReason: 'by_upline' } : offer,
        );
        return { value: offers[0]! };
      },
    });
    renderWithProviders(<OfferedContractsPage />);
    const rows = await screen.findAllByTestId('offered-contract');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['offered', 'rejected']);
    // a rejected offer has nothing left to end
    expect(within(rows[1]!).queryByTestId('contract-end')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('contract-end'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('contract-end-confirm'));
    await waitFor(() =>
      expect(screen.getAllByTestId('offered-contract')[0]?.getAttribute('data-state')).toBe(
        'withdrawn',
      ),
    );
    fireEvent.change(screen.getByTestId('contracts-state'), { target: { value: 'accepted' } });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/wps/agent/contracts/offered')
          .at(-1)
          ?.query.get('state'),
      ).toBe('accepted'),
    );
  });

  it("filters by kind and by the downline's name, together with the state", async () => {
    const { calls } = standInApi({
      'GET /wps/agent/contracts/offered': { value: pageOf([testContract({ id: 7 })]) },
    });
    renderWithProviders(<OfferedContractsPage />);
    await screen.findAllByTestId('offered-contract');
    fireEvent.change(screen.getByTestId('contracts-kind'), { target: { value: 'dividend' } });
    fireEvent.change(screen.getByTestId('contracts-state'), { target: { value: 'offered' } });
    fireEvent.change(screen.getByTestId('contracts-holder'), { target: { value: ' member0 ' } });
    const last = () => calls.filter((call) => call.path === '/wps/agent/contracts/offered').at(-1);
    await waitFor(() => expect(last()?.query.get('username')).toBe('member0'));
    expect(last()?.query.get('kind')).toBe('dividend');
    expect(last()?.query.get('state')).toBe('offered');
  });
});
