import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralView } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { ReferralPage } from './referral-page.tsx';

const view: ReferralView = {
  code: 'ABCD2345',
  link: 'https://lotus.example/register?referralCode=ABCD2345',
  rule: { isEnabled: true, bonus: '50.00', minDeposit: '100.00', minValidBet: '200.00' },
  friends: [
    { username: 'fr***01', joinedAt: '2026-11-20T08:00:00.000Z', bonusPaid: '50.00' },
    { username: 'pa***02', joinedAt: '2026-11-21T08:00:00.000Z', bonusPaid: null },
  ],
  totalPaid: '50.00',
};

beforeAll(() => setUpI18n('en'));
afterEach(resetAfterTest);

describe('the referral page (§2.5)', () => {
  it('shows the link, its QR code, the rule and what each friend brought', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    standInApi({ 'GET /wps/member/referral': { value: view } });
    renderWithProviders(<ReferralPage />, { route: '/member?page=referral' });
    expect(((await screen.findByTestId('member-referral-link')) as HTMLInputElement).value).toBe(
      view.link,
    );
    expect((await screen.findByTestId('member-referral-qr')).getAttribute('src')).toMatch(
      /^data:image\/svg/,
    );
    expect(screen.getByTestId('member-referral-rule').textContent).toBe(
      'When a friend you invite deposits 100.00 and bets 200.00, you get a bonus of 50.00.',
    );
    expect(screen.getByText('2 friends invited')).toBeTruthy();
    const rows = screen.getByTestId('member-referral-friends').querySelectorAll('li');
    expect(rows[0]?.textContent).toContain('Brought you 50.00');
    expect(rows[1]?.textContent).toContain('Not yet qualified');
    expect(screen.getByTestId('member-referral-total').textContent).toBe('Bonuses received: 50.00');
  });

  it('says so when the brand runs no referral bonus and nobody came yet', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    standInApi({
      'GET /wps/member/referral': {
        value: {
          ...view,
          rule: { ...view.rule, isEnabled: false },
          friends: [],
          totalPaid: '0.00',
        },
      },
    });
    renderWithProviders(<ReferralPage />);
    expect((await screen.findByTestId('member-referral-rule')).textContent).toContain(
      'not running',
    );
    expect(screen.getByTestId('member-referral-empty')).toBeTruthy();
  });
});
