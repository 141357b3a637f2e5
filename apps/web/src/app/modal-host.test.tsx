import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import type { Announcement } from '@lobby/contracts';
import { initI18n } from '../lib/i18n.ts';
import { closeAllModals, isModalOpen, openModal } from '../lib/modal-store.ts';
import { ModalHost } from './modal-host.tsx';

// a dialog that crashes, to see the host contain it
vi.mock('../features/help/help-dialog.tsx', () => ({
  HelpDialog: () => {
    throw new Error('help exploded');
  },
}));

const popupItem: Announcement = {
  id: 1,
  type: 'PU',
  execution: 'B',
  title: 'Welcome bonus',
  content: '<p>Deposit today</p>',
  promotionType: 'DEPOSIT',
  publishedAt: '2025-03-01T10:00:00Z',
};
let announcements: Announcement[] = [popupItem];

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const value = String(input).startsWith('/wps/content/announcements') ? announcements : [];
      return new Response(JSON.stringify({ success: true, value }));
    }),
  );
});
beforeEach(() => {
  sessionStorage.clear();
  announcements = [popupItem];
});
afterEach(() => {
  cleanup();
  act(() => closeAllModals());
});

/** The router's navigate of the last render, so a test can move the visitor around. */
let navigate: NavigateFunction | undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

function renderHost(route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <ModalHost />
        <NavigateHandle />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What the host tells scripts driving the page (<html data-startup>). */
const startupStage = () => document.documentElement.dataset.startup;

describe('ModalHost start-up sequence (§4.6)', () => {
  it('shows the disclaimer first, then the announcement popup once it is accepted', async () => {
    renderHost();
    expect(await screen.findByTestId('disclaimer-dialog')).toBeTruthy();
    expect(startupStage()).toBe('disclaimer');
    // the announcements are there, but wait for the disclaimer
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('disclaimer-accept'));
    expect(sessionStorage.getItem('disclaimerAccept')).toBe('true');
    // said in the same commit that closed the disclaimer, before the popup's chunk arrives
    expect(startupStage()).toBe('popup');
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
    expect(screen.queryByTestId('disclaimer-dialog')).toBeNull();
    expect(screen.getByText('Welcome bonus')).toBeTruthy();

    fireEvent.click(screen.getByTestId('announcement-close'));
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();
    expect(startupStage()).toBe('clear');
    expect(sessionStorage.getItem('anonymous-popup-closed')).toBe('true');
    expect(sessionStorage.getItem('user-popup-closed')).toBeNull();
  });

  it('opens a reset link only after the disclaimer, and holds the popup while it is open', async () => {
    renderHost('/index?resetToken=single-use-token');
    expect(await screen.findByTestId('disclaimer-dialog')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('reset-password-dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('disclaimer-accept'));
    expect(await screen.findByTestId('reset-password-dialog')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();

    act(() => closeAllModals());
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
  });

  it('keeps a dialog asked for during the disclaimer (a referral link) until it is accepted', async () => {
    // its chunk loaded already, so only the host could keep it off the screen
    await import('../features/auth/register-dialog.tsx');
    renderHost();
    expect(await screen.findByTestId('disclaimer-dialog')).toBeTruthy();
    act(() => openModal('register', { affiliateCode: 'AGENT42' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('register-dialog')).toBeNull();
    expect(isModalOpen('register')).toBe(true);

    fireEvent.click(screen.getByTestId('disclaimer-accept'));
    expect(await screen.findByTestId('register-dialog')).toBeTruthy();
    expect(screen.queryByTestId('disclaimer-dialog')).toBeNull();
  });

  it('shows nothing to a returning visitor of this session', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    sessionStorage.setItem('anonymous-popup-closed', 'true');
    renderHost();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips the popup when no item matches the login state', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    announcements = [{ ...popupItem, execution: 'A' }];
    renderHost();
    // until the items are in, nothing is decided
    expect(startupStage()).toBe('pending');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();
    expect(startupStage()).toBe('clear');
  });

  it('opens the popup straight away when the disclaimer was accepted earlier', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    renderHost();
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
    expect(screen.queryByTestId('disclaimer-dialog')).toBeNull();
  });

  it('holds the popup on a game page, so it never covers a game', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    renderHost('/seamless?vassalage=LOBBY&gameCode=lotus-fortune');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();
    cleanup();
    renderHost('/index');
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
  });

  it('steps aside unread when a game takes the screen after it opened, and comes back later', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    renderHost('/index');
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();

    // e.g. the free-trial button: the login opened the popup on the way to the game
    act(() => void navigate?.('/seamless?vassalage=LOBBY&gameCode=lotus-fortune'));
    expect(isModalOpen('announcement')).toBe(false);
    expect(screen.queryByTestId('announcement-dialog')).toBeNull();
    expect(sessionStorage.getItem('anonymous-popup-closed')).toBeNull();

    act(() => void navigate?.('/index'));
    expect(await screen.findByTestId('announcement-dialog')).toBeTruthy();
  });

  it('closes a dialog that fails instead of breaking the page', async () => {
    sessionStorage.setItem('disclaimerAccept', 'true');
    sessionStorage.setItem('anonymous-popup-closed', 'true');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHost();
    act(() => openModal('help', { topic: 'term' }));
    await vi.waitFor(() => expect(isModalOpen('help')).toBe(false));
    quiet.mockRestore();
  });
});
