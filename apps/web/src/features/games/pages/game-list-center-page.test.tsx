import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameCategory } from '@lobby/contracts';
import { updateSessionState } from '../../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  testVendor,
  type ApiCall,
} from '../../../testing/test-utils.tsx';
import { testGame, testGamePage } from '../test-games.ts';
import { GameListCenterPage } from './game-list-center-page.tsx';

beforeAll(() => setUpI18n('en'));
afterEach(resetAfterTest);

const menus: GameCategory[] = [
  {
    gameType: 'RNG',
    title: 'Slots',
    vendors: [testVendor('LOBBY', 'RNG'), testVendor('PG', 'RNG')],
  },
  { gameType: 'ARCADE', title: 'Arcade', vendors: [testVendor('LOBBY', 'ARCADE')] },
];

/** The stand-in catalogue: two pages of RNG games (2 + 1), and a search that finds game 9. */
function catalogue(extra: Parameters<typeof standInApi>[0] = {}) {
  let calls: ApiCall[] = [];
  const api = standInApi({
    'GET /lgw/games/game_menus': { value: menus },
    'GET /lgw/games': () => {
      const pageNo = calls.at(-1)?.query.get('pageNo');
      return pageNo === '2'
        ? { value: testGamePage([testGame(3)], 2, 2, 3) }
        : { value: testGamePage([testGame(1), testGame(2)], 1, 2, 3) };
    },
    'GET /lgw/games/search': () =>
      calls.at(-1)?.query.get('q') === 'nine'
        ? { value: testGamePage([testGame(9, { displayName: 'Lucky Nine' })]) }
        : { value: testGamePage([], 1, 0) },
    ...extra,
  });
  calls = api.calls;
  return api;
}

const cardNames = () =>
  within(screen.getByTestId('game-grid'))
    .getAllByTestId('game-card')
    .map((card) => card.getAttribute('aria-label'));

describe('game list centre', () => {
  it('lists a vendor’s games with vendor chips and loads more on request', async () => {
    const { calls } = catalogue();
    renderWithProviders(<GameListCenterPage />, { route: '/rng?vassalage=LOBBY' });
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['Game 1', 'Game 2']));
    const first = calls.find((call) => call.path === '/lgw/games');
    expect(Object.fromEntries(first?.query ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'LOBBY',
      pageNo: '1',
      pageSize: '24',
      lang: 'en',
    });

    const chips = await screen.findAllByTestId('vendor-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'LOBBY Games', 'PG Games']);
    expect(chips[1]?.getAttribute('aria-current')).toBe('page');
    expect(chips[2]?.getAttribute('href')).toBe('/rng?vassalage=PG');
    expect(screen.getByTestId('game-list-count').textContent).toBe('2 of 3 games');

    fireEvent.click(screen.getByTestId('game-load-more'));
    await waitFor(() => expect(cardNames()).toEqual(['Game 1', 'Game 2', 'Game 3']));
    expect(
      calls
        .filter((call) => call.path === '/lgw/games')
        .at(-1)
        ?.query.get('pageNo'),
    ).toBe('2');
    expect(screen.queryByTestId('game-load-more')).toBeNull();
  });

  it('lists arcade games on /rng?gameType=ARCADE', async () => {
    const { calls } = catalogue();
    renderWithProviders(<GameListCenterPage />, { route: '/rng?gameType=ARCADE' });
    await screen.findByTestId('game-grid');
    expect(calls.find((call) => call.path === '/lgw/games')?.query.get('gameType')).toBe('ARCADE');
    const chips = await screen.findAllByTestId('vendor-chip');
    expect(chips[1]?.getAttribute('href')).toBe('/rng?gameType=ARCADE&vassalage=LOBBY');
  });

  it('searches by name after typing stops, and says when nothing matches', async () => {
    const { calls } = catalogue();
    renderWithProviders(<GameListCenterPage />, { route: '/rng' });
    await screen.findByTestId('game-grid');
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: '  nine ' } });
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Nine']));
    const searches = calls.filter((call) => call.path === '/lgw/games/search');
    expect(searches.map((call) => call.query.get('q'))).toEqual(['nine']);

    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'zzz' } });
    expect((await screen.findByTestId('game-list-empty')).textContent).toBe(
      'No game matches “zzz”.',
    );
    fireEvent.click(screen.getByTestId('game-search-clear'));
    await waitFor(() => expect(cardNames()).toEqual(['Game 1', 'Game 2']));
  });

  it('opens a member’s game in the popup over the list', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    const { calls } = catalogue({
      'GET /wps/games/favourites/ids': { value: [] },
      'POST /wps/game/launchGame': {
        value: {
          url: '/play/game-2?token=abc&lang=en',
          token: 'abc',
          expiresAt: '2030-01-01T00:00:00Z',
          unit: 'THB',
          nodeId: 2,
          vassalage: 'LOBBY',
          gameCode: 'game-2',
          gameType: 'RNG',
          displayName: 'Game 2',
          mode: 'frame',
        },
      },
    });
    renderWithProviders(<GameListCenterPage />, { route: '/rng' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play Game 2' }));
    const popup = await screen.findByTestId('game-popup');
    const frame = (await within(popup).findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/play/game-2?token=abc&lang=en');
    expect(calls.find((call) => call.path === '/wps/game/launchGame')?.body).toEqual({
      vassalage: 'LOBBY',
      gameCode: 'game-2',
      lang: 'en',
    });
    expect(within(popup).getByTestId('game-popup-full-page').getAttribute('href')).toBe(
      '/seamless?vassalage=LOBBY&gameCode=game-2',
    );
    expect(screen.getByTestId('location').textContent).toBe('/rng');

    fireEvent.click(within(popup).getByRole('button', { name: 'Close the game' }));
    await waitFor(() => expect(screen.queryByTestId('game-popup')).toBeNull());
  });

  it('shows why the list failed, with a retry', async () => {
    standInApi({
      'GET /lgw/games/game_menus': { value: menus },
      'GET /lgw/games': {
        status: 503,
        code: 'service_unavailable',
        messageKey: 'err_network_abnormal',
      },
    });
    renderWithProviders(<GameListCenterPage />, { route: '/live' });
    const failure = await screen.findByTestId('game-list-error');
    expect(failure.textContent).toContain('Network link is abnormal, please try again');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
