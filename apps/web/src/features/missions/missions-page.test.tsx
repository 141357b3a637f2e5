import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MemberLeaderboards, MemberMission } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { timeLeft } from './use-missions-view.ts';
import { MissionLeaderboardPage } from './missions-page.tsx';

const endsAt = new Date(Date.now() + 3_600_000).toISOString();
const mission = (overrides: Partial<MemberMission>): MemberMission => ({
  id: 1,
  title: 'Spin the slots',
  period: 'daily',
  goalKind: 'valid_bet',
  gameType: 'RNG',
  target: '100.00',
  progress: '40.00',
  percent: 40,
  multiplier: null,
  reward: '5.00',
  minVipLevel: 0,
  locked: false,
  state: 'in_progress',
  endsAt,
  ...overrides,
});
const missions = {
  missions: [
    mission({}),
    mission({
      id: 2,
      title: 'Three vendors',
      goalKind: 'distinct_vendors',
      gameType: null,
      target: '3',
      progress: '3',
      percent: 100,
      state: 'claimable',
      reward: '1234.5',
    }),
    mission({ id: 3, title: 'High roller', minVipLevel: 1, locked: true }),
  ],
};
const boards: MemberLeaderboards = {
  leaderboards: [
    {
      id: 7,
      title: 'Weekly turnover race',
      metric: 'turnover',
      period: 'weekly',
      gameType: null,
      prizes: ['500.00', '300.00'],
      current: {
        periodKey: 'W2026-11-23',
        startsAt: '2026-11-22T17:00:00.000Z',
        endsAt,
        closedAt: null,
        top: [
          { rank: 1, player: 'a***t', score: '350.00', prize: '500.00', isMe: false },
          { rank: 2, player: 'd***o', score: '40.00', prize: '300.00', isMe: true },
        ],
        mine: { rank: 2, player: 'd***o', score: '40.00', prize: '300.00', isMe: true },
      },
      previous: {
        periodKey: 'W2026-11-16',
        startsAt: '2026-11-15T17:00:00.000Z',
        endsAt: '2026-11-22T17:00:00.000Z',
        closedAt: '2026-11-22T17:01:00.000Z',
        top: [{ rank: 1, player: 'd***o', score: '900.00', prize: '500.00', isMe: true }],
        mine: { rank: 1, player: 'd***o', score: '900.00', prize: '500.00', isMe: true },
      },
    },
  ],
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

function api(claim: () => StandInAnswer = () => ({ value: {} })) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/member/missions': { value: missions },
    'GET /wps/member/leaderboards': { value: boards },
    'POST /wps/member/missions/2/claim': claim,
  });
}

describe('MissionLeaderboardPage', () => {
  it('shows each mission with its goal, progress bar, reward, lock and claim button', async () => {
    api();
    renderWithProviders(<MissionLeaderboardPage />);
    const cards = await screen.findAllByTestId('mission-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('Bet 100.00 on Slots');
    expect(within(cards[0]!).getByTestId('mission-progress').textContent).toBe('40.00 / 100.00');
    expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect((within(cards[0]!).getByTestId('mission-claim') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(cards[1]!.textContent).toContain('Play games of 3 different vendors');
    expect(cards[1]!.textContent).toContain('Reward 1,234.50');
    expect(within(cards[2]!).getByTestId('mission-locked').textContent).toBe(
      'Unlocks at VIP level 1',
    );
    expect(within(cards[0]!).getByTestId('mission-countdown').textContent).toMatch(
      /^Ends in 0\d:\d\d:\d\d$/,
    );
  });

  it('claims a completed mission and says what was paid', async () => {
    const { calls } = api(() => ({
      value: { missionId: 2, amount: '1234.50', balance: '2000.00' },
    }));
    renderWithProviders(<MissionLeaderboardPage />);
    const cards = await screen.findAllByTestId('mission-card');
    fireEvent.click(within(cards[1]!).getByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-outcome')).textContent).toBe(
      'You received 1,234.50!',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/member/missions/2/claim',
    ]);
  });

  it("shows the server's refusal of a claim in the member's words", async () => {
    api(() => ({
      status: 409,
      code: 'mission_already_claimed',
      messageKey: 'err_mission_already_claimed',
    }));
    renderWithProviders(<MissionLeaderboardPage />);
    const cards = await screen.findAllByTestId('mission-card');
    fireEvent.click(within(cards[1]!).getByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-outcome')).textContent).toBe(
      'You have already claimed this mission in this period',
    );
  });

  it('shows the leaderboard: prizes, own rank, top list, the last period and its prize', async () => {
    api();
    renderWithProviders(<MissionLeaderboardPage />);
    fireEvent.click(await screen.findByTestId('leaderboards-tab'));
    const board = await screen.findByTestId('leaderboard-card');
    expect(board.textContent).toContain('#1 500.00');
    expect(within(board).getByTestId('board-mine').textContent).toBe('Your rank: #2');
    expect(within(board).getAllByTestId('board-row-me')[0]!.textContent).toContain('d***o (you)');
    expect(within(board).getByTestId('board-previous-won').textContent).toBe(
      'You finished #1 and won 500.00!',
    );
    expect(within(board).getByTestId('board-countdown')).toBeTruthy();
  });
});

describe('timeLeft', () => {
  it('counts days, hours, minutes and seconds, and stops at zero', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(timeLeft('2026-11-29T03:04:05Z', now)).toBe('2d 03:04:05');
    expect(timeLeft('2026-11-27T00:00:09Z', now)).toBe('00:00:09');
    expect(timeLeft('2026-11-26T00:00:00Z', now)).toBe('00:00:00');
  });
});
