import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ActivityDetail } from '@lobby/contracts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { ActivityDetailPage } from './activity-detail-page.tsx';

type RafflePlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'raffle' }>;
const cash = (amount: string) => ({ amount, bonusMultiplier: 0, points: 0 });
const play: RafflePlay = {
  kind: 'raffle',
  prizes: [cash('888.00'), { amount: '0.00', bonusMultiplier: 0, points: 500 }],
  ticketsPerDay: 3,
  myTicketIds: [],
  ticketCount: 12,
  tookToday: false,
  serverSeedHash: 'a'.repeat(64),
  result: null,
};
const raffle = (state: ActivityDetail['state'], part: Partial<RafflePlay>): ActivityDetail => ({
  id: 7,
  kind: 'raffle',
  state,
  title: 'Lotus Lucky Draw',
  summary: 'Summary',
  body: 'Body',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  play: { ...play, ...part },
});
const renderRaffle = () =>
  renderWithProviders(
    <Routes>
      <Route path="/activities/:id" element={<ActivityDetailPage />} />
    </Routes>,
    { route: '/activities/7' },
  );

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(() => {
  cleanup();
  clearSessionState();
});

describe('a raffle', () => {
  it("shows the committed hash and the prizes, and takes today's tickets", async () => {
    const api = standInApi({
      'GET /wps/member/activities/7': { value: raffle('open', {}) },
      'POST /wps/member/activities/7/raffle-tickets': {
        value: { activityId: 7, ticketIds: [31, 32, 33] },
      },
    });
    renderRaffle();
    expect((await screen.findByTestId('raffle-hash')).textContent).toBe('a'.repeat(64));
    expect(screen.getByTestId('raffle').textContent).toContain('500 points');
    expect(screen.queryByTestId('raffle-claim')).toBeNull();
    fireEvent.click(screen.getByTestId('raffle-take'));
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'You got tickets #31, #32, #33.',
    );
    expect(api.calls.some((call) => call.path.endsWith('/raffle-tickets'))).toBe(true);
  });

  it('after the draw shows the verify data, and a winner claims; a refusal is shown in words', async () => {
    const result = {
      serverSeed: 'b'.repeat(64),
      ticketListHash: 'c'.repeat(64),
      ticketCount: 12,
      drawnAt: '2027-01-01T00:00:00.000Z',
      winners: [
        { rank: 1, ticketId: 31, prize: cash('888.00'), mine: true, claimed: false },
        { rank: 2, ticketId: 5, prize: play.prizes[1]!, mine: false, claimed: false },
      ],
    };
    standInApi({
      'GET /wps/member/activities/7': {
        value: raffle('closed', { myTicketIds: [31, 32, 33], result }),
      },
      'POST /wps/member/activities/7/raffle-claim': {
        status: 409,
        code: 'raffle_already_claimed',
        messageKey: 'err_raffle_already_claimed',
        message: 'Your raffle prize was already claimed',
      },
    });
    renderRaffle();
    const verify = await screen.findByTestId('raffle-verify');
    expect(within(verify).getByTestId('raffle-server-seed').textContent).toBe('b'.repeat(64));
    expect(within(verify).getByTestId('raffle-list-hash').textContent).toBe('c'.repeat(64));
    const winners = screen.getAllByTestId('raffle-winner');
    expect(winners.map((row) => row.getAttribute('data-mine'))).toEqual(['true', 'false']);
    expect(screen.queryByTestId('raffle-take')).toBeNull();
    fireEvent.click(screen.getByTestId('raffle-claim'));
    const outcome = await screen.findByTestId('activity-outcome');
    expect(outcome.textContent).toBe('Your raffle prize was already claimed');
    expect(outcome.getAttribute('role')).toBe('alert');
  });
});
