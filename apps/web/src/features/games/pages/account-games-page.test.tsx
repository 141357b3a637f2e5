import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { testGame, testGamePage } from '../test-games.ts';
import { AccountGamesPage } from './account-games-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('/favorite and /recent', () => {
  it('lists the member’s favourites with their stars on', async () => {
    const { calls } = standInApi({
      'GET /wps/games/favourites/ids': { value: [21, 22] },
      'GET /wps/games/favourites': {
        value: testGamePage([testGame(21), testGame(22, { displayName: 'Jade Dragon' })]),
      },
    });
    renderWithProviders(<AccountGamesPage />, { route: '/favorite' });
    const grid = await screen.findByTestId('game-grid');
    expect(
      within(grid)
        .getAllByTestId('game-card')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Game 21', 'Jade Dragon']);
    expect(screen.getByTestId('favorite-page')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByTestId('game-favourite-button')
          .map((button) => button.getAttribute('aria-pressed')),
      ).toEqual(['true', 'true']),
    );
    expect(calls.find((call) => call.path === '/wps/games/favourites')?.query.get('pageNo')).toBe(
      '1',
    );
  });

  it('says so when no game was played yet', async () => {
    standInApi({ 'GET /wps/games/recent': { value: testGamePage([], 1, 0) } });
    renderWithProviders(<AccountGamesPage />, { route: '/recent' });
    expect((await screen.findByTestId('game-list-empty')).textContent).toBe(
      'You have not played any game yet.',
    );
    expect(screen.getByTestId('recent-page')).toBeTruthy();
  });

  it('tells a trial account that favourites need a real account', async () => {
    updateSessionState({ token: 'trial', isLogin: true, isTrial: true });
    standInApi({
      'GET /wps/games/favourites': {
        status: 403,
        code: 'trial_not_allowed',
        messageKey: 'in_need_true_account',
      },
    });
    renderWithProviders(<AccountGamesPage />, { route: '/favorite' });
    expect((await screen.findByTestId('game-list-error')).textContent).toContain(
      'Please Register An Account First',
    );
  });
});
