import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RedEnvelope, RedEnvelopePage } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { RedEnvelopesAgentPage } from './red-envelopes-agent-page.tsx';

const envelope: RedEnvelope = {
  id: 7,
  agent: 'agent',
  amount: '100.00',
  shares: 3,
  split: 'fixed',
  audience: 'direct',
  message: 'Happy new year',
  state: 'expired',
  claimedShares: 1,
  claimedAmount: '33.34',
  refundedAmount: '66.66',
  createdAt: '2026-11-20T03:00:00.000Z',
  expiresAt: '2026-11-21T03:00:00.000Z',
  claims: [{ account: 'demo', amount: '33.34', claimedAt: '2026-11-20T04:00:00.000Z' }],
};
const page = (content: RedEnvelope[]): RedEnvelopePage => ({
  content,
  pageNo: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: content.length,
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true, isAgent: true }));
afterEach(resetAfterTest);

function api(answers: Record<string, () => StandInAnswer> = {}) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/agent/redEnvelopes': { value: page([envelope]) },
    ...answers,
  });
}
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('RedEnvelopesAgentPage', () => {
  it("lists the agent's envelopes with claims and what came back", async () => {
    api();
    renderWithProviders(<RedEnvelopesAgentPage />);
    const row = await screen.findByTestId('envelope-row');
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByTestId('envelope-claimed').textContent).toBe('1 of 3 (33.34)');
    expect(within(row).getByTestId('envelope-refunded').textContent).toBe('66.66');
    expect(within(row).getByText('Equal amounts · Direct downlines')).toBeTruthy();
  });

  it('funds an envelope with an idempotency key and shows what was sent', async () => {
    const { calls, fetchMock } = api({
      'POST /wps/agent/redEnvelopes': () => ({ value: { ...envelope, state: 'open', claims: [] } }),
    });
    renderWithProviders(<RedEnvelopesAgentPage />);
    await screen.findByTestId('envelope-row');
    change('envelope-amount', '100');
    change('envelope-shares', '3');
    change('envelope-split', 'fixed');
    change('envelope-audience', 'team');
    change('envelope-message', 'Happy new year');
    fireEvent.click(screen.getByTestId('envelope-submit'));
    expect((await screen.findByTestId('envelope-sent')).textContent).toBe(
      'Sent 100.00 in 3 shares.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: '100',
      shares: 3,
      split: 'fixed',
      audience: 'team',
      expiresInHours: 24,
      message: 'Happy new year',
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('idempotency-key')).toMatch(/^[\w-]{8,64}$/);
  });

  it('checks the form, and puts a refusal for lack of money on the amount', async () => {
    const { calls } = api({
      'POST /wps/agent/redEnvelopes': () => ({
        status: 400,
        code: 'insufficient_funds',
        messageKey: 'err_insufficient_funds',
      }),
    });
    renderWithProviders(<RedEnvelopesAgentPage />);
    await screen.findByTestId('envelope-row');
    change('envelope-amount', 'ten');
    change('envelope-shares', '0');
    fireEvent.click(screen.getByTestId('envelope-submit'));
    expect(await screen.findByText('Please enter an amount such as 100 or 100.50')).toBeTruthy();
    expect(screen.getByText('Please enter between 1 and 500 shares')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    change('envelope-amount', '99999');
    change('envelope-shares', '5');
    fireEvent.click(screen.getByTestId('envelope-submit'));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
  });
});
