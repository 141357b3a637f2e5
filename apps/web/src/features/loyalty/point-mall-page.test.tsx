import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { PointMallPage } from './point-mall-page.tsx';

vi.mock('../../lib/payload-encryption.ts', () => ({
  encryptPayload: async (body: unknown) => body,
  forgetServerKey: () => undefined,
}));

const goods = [
  {
    id: 1,
    kind: 'credit' as const,
    name: '50 THB credit',
    description: 'Paid into your wallet at once.',
    image: '/mall/credit-small.svg',
    pointsPrice: '500',
    creditAmount: '50.00',
    stock: null,
  },
  {
    id: 3,
    kind: 'physical' as const,
    name: 'Lotus mug',
    description: 'A ceramic mug.',
    image: '/mall/lotus-mug.svg',
    pointsPrice: '800',
    creditAmount: null,
    stock: 0,
  },
];
const redemption = {
  id: 7,
  goodsId: 1,
  goodsName: '50 THB credit',
  kind: 'credit' as const,
  points: '500',
  state: 'approved' as const,
  reason: null,
  address: '',
  createdAt: '2026-11-27T01:00:00.000Z',
  decidedAt: '2026-11-27T01:00:00.000Z',
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

function api(redeem: () => StandInAnswer, enabled = true) {
  return standInApi({
    'GET /wps/member/points': {
      value: { enabled, balance: '1200', pointsPerCashUnit: 10, expiryDays: 90, expiringSoon: '0' },
    },
    'GET /wps/mall/goods': { value: { goods } },
    'POST /wps/member/points/redeem': redeem,
  });
}

describe('PointMallPage', () => {
  it('redeems credit goods with the payment password, sealed and with a key', async () => {
    const { calls, fetchMock } = api(() => ({ value: redemption }));
    renderWithProviders(<PointMallPage />);
    expect((await screen.findByTestId('points-balance')).textContent).toBe('1,200');
    const cards = await screen.findAllByTestId('goods-card');
    expect(within(cards[1]!).getByTestId('goods-redeem')).toHaveProperty('disabled', true);
    fireEvent.click(within(cards[0]!).getByTestId('goods-redeem'));
    const dialog = await screen.findByTestId('redeem-dialog');
    fireEvent.change(within(dialog).getByTestId('redeem-password'), {
      target: { value: '246810' },
    });
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-done')).textContent).toBe(
      'Done: the credit is in your wallet.',
    );
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ goodsId: 1, address: '', paymentPassword: '246810' });
    const init = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST')?.[1];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[\w-]{22}$/);
  });

  it('shows the refusal of too few points in the dialog', async () => {
    api(() => ({ status: 409, code: 'not_enough_points', messageKey: 'err_not_enough_points' }));
    renderWithProviders(<PointMallPage />);
    fireEvent.click((await screen.findAllByTestId('goods-redeem'))[0]!);
    const dialog = await screen.findByTestId('redeem-dialog');
    fireEvent.change(within(dialog).getByTestId('redeem-password'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe(
      'You do not have enough points',
    );
  });

  it('converts points to cash and refuses a number that is not whole points', async () => {
    const { calls } = standInApi({
      'GET /wps/member/points': {
        value: {
          enabled: true,
          balance: '1200',
          pointsPerCashUnit: 10,
          expiryDays: 90,
          expiringSoon: '300',
        },
      },
      'GET /wps/mall/goods': { value: { goods } },
      'POST /wps/member/points/convert': {
        value: { points: '100', cash: '10.00', pointsBalance: '1100' },
      },
    });
    renderWithProviders(<PointMallPage />);
    const form = await screen.findByTestId('convert-form');
    expect(screen.getByTestId('points-expiring').textContent).toBe(
      '300 points expire within 7 days',
    );
    fireEvent.change(within(form).getByTestId('convert-points'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByTestId('convert-submit'));
    expect(await within(form).findByText('Enter a whole number of points')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByTestId('convert-points'), { target: { value: '100' } });
    fireEvent.change(within(form).getByTestId('convert-password'), { target: { value: '246810' } });
    fireEvent.click(within(form).getByTestId('convert-submit'));
    expect((await screen.findByTestId('convert-done')).textContent).toBe(
      '100 points became 10.00 in your wallet.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      points: 100,
      paymentPassword: '246810',
    });
  });

  it('says the mall is closed when the brand does not run points (PTSYS3 off)', async () => {
    api(() => ({ value: redemption }), false);
    renderWithProviders(<PointMallPage />);
    expect((await screen.findByTestId('points-off')).textContent).toBe(
      'The points mall is not open on this site.',
    );
  });
});
