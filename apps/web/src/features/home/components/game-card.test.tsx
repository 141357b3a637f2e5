import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Game } from '@lobby/contracts';
import { initI18n } from '../../../lib/i18n.ts';
import { closeAllModals, isModalOpen } from '../../../lib/modal-store.ts';
import { reloadSessionState } from '../../../lib/session-state.ts';
import { defaultGameImage } from '../game-images.ts';
import { GameCard } from './game-card.tsx';

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
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
});

const renderCard = (props: Partial<Game> = {}) =>
  render(
    <MemoryRouter>
      <GameCard game={{ ...game, ...props }} />
    </MemoryRouter>,
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

  it('toggles a member favourite at once', () => {
    sessionStorage.setItem('token', 't');
    reloadSessionState();
    renderCard({ nodeId: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Add Lotus Fortune to favourites' }));
    const toggled = screen.getByRole('button', { name: 'Remove Lotus Fortune from favourites' });
    expect(toggled.getAttribute('aria-pressed')).toBe('true');
    expect(isModalOpen('login')).toBe(false);
  });

  it('falls back to the default game image when its own fails', () => {
    const { container } = renderCard();
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(game.iconUrl);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(defaultGameImage);
  });
});
