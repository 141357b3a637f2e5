import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Game, Vendor } from '@lobby/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { closeAllModals, isModalOpen } from '../../lib/modal-store.ts';
import { reloadSessionState } from '../session/index.ts';
import { createTestQueryClient, LocationProbe, standInApi } from '../../testing/test-utils.tsx';
import { VendorCards } from './vendor-cards.tsx';

const kickoff: Vendor = {
  vassalage: 'KCK',
  displayName: 'Kickoff Sports',
  gameType: 'SPORTS',
  iconUrl: '/demo/lotus/vendors/kck.svg',
  isGame: 'GAME',
  isMaintenance: false,
  gameCount: 1,
  sort: 30,
};
const lobbyGame: Game = {
  nodeId: 9,
  gameCode: 'sportsbook',
  vassalage: 'KCK',
  gameType: 'SPORTS',
  displayName: 'Kickoff Sportsbook',
  isGame: 'GAME',
  isHot: 0,
  lagerIcon: null,
  showIcon: null,
  iconUrl: '',
  isMaintenance: false,
  hasTrial: false,
};
const page = (content: Game[]) => ({
  value: { content, pageNum: 1, pageSize: 24, totalPages: 1, totalCount: content.length },
});

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
  vi.unstubAllGlobals();
});

function logIn() {
  sessionStorage.setItem('token', 't');
  reloadSessionState();
}

const renderCards = (vendors: Vendor[]) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/sports?vassalage=KCK']}>
        <VendorCards vendors={vendors} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('VendorCards', () => {
  it("opens a vendor's lobby: its first game starts on the game page", async () => {
    logIn();
    const { calls } = standInApi({ 'GET /lgw/games': page([lobbyGame]) });
    renderCards([kickoff]);
    fireEvent.click(screen.getByTestId('vendor-card-KCK'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/seamless?vassalage=KCK&gameCode=sportsbook',
      ),
    );
    const asked = calls.find((call) => call.path === '/lgw/games');
    expect(asked?.query.get('vassalage')).toBe('KCK');
    expect(asked?.query.get('gameType')).toBe('SPORTS');
  });

  it('gives a guest the login dialog and asks the server nothing', () => {
    const { calls } = standInApi({ 'GET /lgw/games': page([lobbyGame]) });
    renderCards([kickoff]);
    fireEvent.click(screen.getByTestId('vendor-card-KCK'));
    expect(isModalOpen('login')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('says so when the vendor has no game, and keeps a vendor under maintenance shut', async () => {
    logIn();
    standInApi({ 'GET /lgw/games': page([]) });
    renderCards([kickoff, { ...kickoff, vassalage: 'PTS', isMaintenance: true }]);
    expect(screen.getByTestId('vendor-card-PTS').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('vendor-card-KCK'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This provider has no game open right now.',
    );
    expect(screen.getByTestId('location').textContent).toBe('/sports?vassalage=KCK');
  });
});
