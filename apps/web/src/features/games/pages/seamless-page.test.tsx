import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LaunchGameResponse } from '@lobby/contracts';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import { testGame } from '../test-games.ts';
import { SeamlessPage } from './seamless-page.tsx';

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

function launched(overrides: Partial<LaunchGameResponse> = {}): StandInAnswer {
  return {
    value: {
      url: '/play/crash?token=t1&lang=en',
      token: 't1',
      expiresAt: '2030-01-01T00:00:00Z',
      unit: 'THB',
      nodeId: 5,
      vassalage: 'LOBBY',
      gameCode: 'crash',
      gameType: 'ARCADE',
      displayName: 'Crash',
      mode: 'frame',
      ...overrides,
    } satisfies LaunchGameResponse,
  };
}

const route = '/seamless?vassalage=LOBBY&gameCode=crash';

describe('/seamless', () => {
  it('launches the game and shows it in a frame', async () => {
    const { calls } = standInApi({ 'POST /wps/game/launchGame': launched() });
    renderWithProviders(<SeamlessPage />, { route });
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('/play/crash?token=t1&lang=en');
    expect(frame.getAttribute('title')).toBe('Game: Crash');
    expect(screen.getByRole('heading', { name: 'Crash' })).toBeTruthy();
    expect(screen.queryByTestId('game-frame-play-money')).toBeNull();
    expect(calls.filter((call) => call.path === '/wps/game/launchGame')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ vassalage: 'LOBBY', gameCode: 'crash', lang: 'en' });
  });

  it('marks play-money play and reloads with a fresh launch', async () => {
    let launches = 0;
    standInApi({
      'POST /wps/game/launchGame': () => {
        launches += 1;
        return launched({ unit: 'PLAY', url: `/play/crash?token=t${launches}&lang=en` });
      },
    });
    renderWithProviders(<SeamlessPage />, { route });
    expect((await screen.findByTestId('game-frame-play-money')).textContent).toBe('Play money');
    fireEvent.click(screen.getByTestId('game-frame-reload'));
    await waitFor(() =>
      expect(screen.getByTestId('game-frame').getAttribute('src')).toBe(
        '/play/crash?token=t2&lang=en',
      ),
    );
  });

  it('recommends other games when this one is under maintenance', async () => {
    standInApi({
      'POST /wps/game/launchGame': {
        status: 409,
        code: 'game_maintenance',
        messageKey: 'err_game_maintenance',
        details: {
          alternatives: [
            testGame(6, { gameCode: 'dice', displayName: 'Dice' }),
            testGame(7, { gameCode: 'mines', displayName: 'Mines' }),
          ],
        },
      },
    });
    renderWithProviders(<SeamlessPage />, { route });
    const panel = await screen.findByTestId('game-maintenance');
    expect(panel.textContent).toContain('crash is under maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Play Dice' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/seamless?vassalage=LOBBY&gameCode=dice',
    );
  });

  it('says why a game cannot open and tries again on request', async () => {
    let attempt = 0;
    standInApi({
      'POST /wps/game/launchGame': () =>
        ++attempt === 1
          ? { status: 403, code: 'self_excluded', messageKey: 'err_self_excluded' }
          : launched(),
    });
    renderWithProviders(<SeamlessPage />, { route });
    const failure = await screen.findByTestId('game-frame-error');
    expect(failure.textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('game-frame')).toBeTruthy();
  });

  it('explains a visit without a game', async () => {
    const { calls } = standInApi({});
    renderWithProviders(<SeamlessPage />, { route: '/seamless' });
    expect(await screen.findByText('No game was chosen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/index',
    );
    expect(calls).toEqual([]);
  });
});
