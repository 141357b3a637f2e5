import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Game } from '@lobby/contracts';
import { initI18n } from '../../../lib/i18n.ts';
import { closeAllModals, isModalOpen } from '../../../lib/modal-store.ts';
import { getSessionState, reloadSessionState } from '../../session/index.ts';
import { createTestQueryClient, LocationProbe, standInApi } from '../../../testing/test-utils.tsx';
import { GameCard, type GameCardProps } from './game-card.tsx';
import { defaultGameImage } from '../game-images.ts';

const game: Game = {
  nodeId: 42,
  gameCode: 'lotus-fortune',
  vassalage: 'LOBBY',
  gameType: 'RNG',
  displayName: 'Lotus Fortune',
  isGame: 'GAME',
  isHot: 1,
  lagerIcon: null,
  showIcon: null,
  iconUrl: '/demo/lotus/games/lobby-lotus-fortune.svg',
  isMaintenance: false,
  hasTrial: true,
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  reloadSessionState();
});

function logIn() {
  sessionStorage.setItem('token', 't');
  reloadSessionState();
}
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
  vi.unstubAllGlobals();
});

vi.mock('../../../lib/bot-check.ts', () => ({ getBotCheckField: vi.fn(async () => 'bot-ok') }));

const renderCard = (props: Partial<Game> = {}, cardProps: Partial<GameCardProps> = {}) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <GameCard game={{ ...game, ...props }} {...cardProps} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('GameCard', () => {
  it('shows the hot badge only when isHot is 1, and the trial button when offered', () => {
    renderCard();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Lotus Fortune for free' })).toBeTruthy();
    cleanup();
    renderCard({ isHot: 0, hasTrial: false });
    expect(screen.queryByText('Hot')).toBeNull();
    expect(screen.queryByRole('button', { name: /for free/ })).toBeNull();
  });

  it('offers a guest the login dialog to play or to keep a favourite', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Play Lotus Fortune' }));
    expect(isModalOpen('login')).toBe(true);
    act(() => closeAllModals());
    const favourite = screen.getByRole('button', { name: 'Add Lotus Fortune to favourites' });
    fireEvent.click(favourite);
    expect(isModalOpen('login')).toBe(true);
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles a member favourite at once and saves it on the server', async () => {
    logIn();
    const { calls } = standInApi({
      'GET /wps/games/favourites/ids': { value: [] },
      'POST /wps/games/favourites': { value: { nodeId: 7, changed: true, favouriteIds: [7] } },
    });
    renderCard({ nodeId: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Add Lotus Fortune to favourites' }));
    const toggled = screen.getByRole('button', { name: 'Remove Lotus Fortune from favourites' });
    expect(toggled.getAttribute('aria-pressed')).toBe('true');
    expect(isModalOpen('login')).toBe(false);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        nodeId: 7,
        vendor: 'LOBBY',
        gameType: 'RNG',
      }),
    );
  });

  it('puts the star back and says why when the server refuses the favourite', async () => {
    logIn();
    standInApi({
      'GET /wps/games/favourites/ids': { value: [] },
      'POST /wps/games/favourites': {
        status: 409,
        code: 'favourites_full',
        messageKey: 'err_favourites_full',
      },
    });
    renderCard({ nodeId: 11 });
    fireEvent.click(screen.getByTestId('game-favourite-button'));
    expect(screen.getByTestId('game-favourite-button').getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toBe('Your favourites list is full');
    expect(screen.getByTestId('game-favourite-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a trial account to register before keeping favourites', () => {
    sessionStorage.setItem('token', 'trial');
    sessionStorage.setItem('isTrial', 'true');
    reloadSessionState();
    const { calls } = standInApi({});
    renderCard({ nodeId: 12 });
    fireEvent.click(screen.getByTestId('game-favourite-button'));
    expect(isModalOpen('realAccountNeeded')).toBe(true);
    expect(calls.filter((call) => call.path.startsWith('/wps/games'))).toEqual([]);
  });

  it('offers free play to guests only, not to a real account', () => {
    logIn();
    standInApi({ 'GET /wps/games/favourites/ids': { value: [] } });
    renderCard();
    expect(screen.queryByTestId('game-trial-button')).toBeNull();
  });

  it('opens /seamless, or the caller’s frame when it has one', () => {
    logIn();
    standInApi({ 'GET /wps/games/favourites/ids': { value: [] } });
    renderCard();
    fireEvent.click(screen.getByTestId('game-start-button'));
    expect(screen.getByTestId('location').textContent).toBe(
      '/seamless?vassalage=LOBBY&gameCode=lotus-fortune',
    );
    cleanup();
    const playInFrame = vi.fn();
    renderCard({}, { playInFrame });
    fireEvent.click(screen.getByTestId('game-start-button'));
    expect(playInFrame).toHaveBeenCalledWith({
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
      displayName: 'Lotus Fortune',
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('starts a trial session for a guest on free trial, then the game as trial play', async () => {
    const { calls } = standInApi({
      'POST /wps/session/login/freeplay': {
        value: { status: 'ok', token: 'trial-1', firstTimeLogin: false, passwordExpired: false },
      },
      'GET /wps/member/info': {
        value: {
          id: 9,
          account: 'trial9',
          nickname: 'Guest',
          type: 4,
          isLogin: true,
          isAgent: false,
          isTrial: true,
          firstTimeLogin: false,
          passwordExpired: false,
          hasPaymentPassword: false,
        },
      },
    });
    renderCard();
    fireEvent.click(screen.getByTestId('game-trial-button'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/seamless?vassalage=LOBBY&gameCode=lotus-fortune',
      ),
    );
    expect(getSessionState()).toMatchObject({ token: 'trial-1', isTrial: true });
    expect(calls.find((call) => call.path === '/wps/session/login/freeplay')?.body).toEqual({
      platform: 'W',
      botCheck: 'bot-ok',
    });
    expect(isModalOpen('login')).toBe(false);
  });

  it('says why free play could not start', async () => {
    standInApi({
      'POST /wps/session/login/freeplay': {
        status: 429,
        code: 'too_many_requests',
        messageKey: 'err_too_many_requests',
      },
    });
    renderCard();
    fireEvent.click(screen.getByTestId('game-trial-button'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests, please try again later',
    );
    expect(getSessionState().token).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('falls back to the default game image when its own fails', () => {
    const { container } = renderCard();
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(game.iconUrl);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(defaultGameImage);
  });
});
