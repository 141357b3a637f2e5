import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubScreenWidth } from '../../../testing/screen-width.ts';
import type { GameCategory } from '@lobby/contracts';
import { closeAllModals, useOpenModals } from '../../../lib/modal-store.ts';
import { updateSessionState } from '../../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  setUpI18n,
  standInApi,
  testVendor,
  resetAfterTest,
} from '../../../testing/test-utils.tsx';
import { AppShell } from './app-shell.tsx';

const menus: GameCategory[] = [
  {
    gameType: 'LIVE',
    title: 'Live',
    vendors: [testVendor('EVO', 'LIVE', 4), testVendor('SEXY', 'LIVE', 3)],
  },
  {
    gameType: 'RNG',
    title: 'Slots',
    vendors: [testVendor('PG', 'RNG', 6), testVendor('JILI', 'RNG', 5)],
  },
  { gameType: 'SPORTS', title: 'Sports', vendors: [testVendor('SABA', 'SPORTS', 1)] },
  { gameType: 'PVP', title: 'Poker', vendors: [] },
];

function ModalProbe() {
  const modals = useOpenModals();
  return <output data-testid="open-modals">{JSON.stringify(modals)}</output>;
}

function renderShell(route = '/promotions') {
  return renderWithProviders(
    <>
      <AppShell
        chrome={{ header: true, sideMenu: true, footer: true }}
        trailStep={{ kind: 'keep' }}
        showBreadcrumb={false}
      >
        <p>page</p>
      </AppShell>
      <ModalProbe />
    </>,
    { route },
  );
}

/** The header: the phone's drawer and bottom bar repeat some of its links (CSS shows one). */
const header = () => screen.getByRole('banner');

const openModals = () => JSON.parse(screen.getByTestId('open-modals').textContent ?? '[]');

beforeAll(async () => {
  await setUpI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.removeItem('balanceHidden');
  standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /lgw/games/game_menus': { value: menus },
    'GET /wps/system/helpCenter': {
      value: [
        { code: 'privacy', title: 'Privacy', content: '', sort: 2 },
        { code: 'term', title: 'Terms', content: '', sort: 1 },
      ],
    },
    'GET /wps/content/banners': {
      value: [
        {
          id: 1,
          groupName: 'w_leftmenu',
          url: '/b.png',
          title: 'Bonus',
          linkageType: 'ROUTE',
          linkTarget: '/promotions',
          sort: 1,
        },
      ],
    },
  });
});
afterEach(resetAfterTest);

describe('header (§2.3)', () => {
  it('offers a guest login and register, which open their dialogs', async () => {
    renderShell();
    fireEvent.click(screen.getByTestId('header-login-button'));
    expect(openModals()).toEqual([{ name: 'login', props: {} }]);
    fireEvent.click(screen.getByTestId('header-register-button'));
    expect(openModals().map((modal: { name: string }) => modal.name)).toEqual([
      'login',
      'register',
    ]);
    expect(within(header()).queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('shows a member deposit, withdraw, the balance with a hide toggle, and the menu', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    renderShell();
    expect(screen.queryByTestId('header-login-button')).toBeNull();
    expect(within(header()).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(within(header()).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(hide);
    expect(screen.getByText('****')).toBeTruthy();
    // remembered across visits (§4.11)
    expect(localStorage.getItem('balanceHidden')).toBe('true');

    const menuButton = screen.getByRole('button', { name: 'Account menu' });
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    // no agent entry for a member; a blog entry because the brand has a blog resource
    await within(menu as HTMLElement).findByRole('link', { name: 'Blog' });
    expect(
      within(menu as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Reward centre',
      'Inbox',
      'Red envelopes',
      'Announcements',
      'Betting record',
      'Account record',
      'Customer service',
      'Blog',
      'Sign out',
    ]);
    fireEvent.click(within(menu as HTMLElement).getByRole('button', { name: 'Announcements' }));
    expect(openModals()).toEqual([{ name: 'notice', props: {} }]);
  });

  it('shows agents the agent entry, and asks before signing out', async () => {
    updateSessionState({ token: 'tok', isLogin: true, isAgent: true });
    renderShell();
    fireEvent.click(screen.getByTestId('member-menu-button'));
    expect(screen.getByTestId('member-menu-agent').getAttribute('href')).toBe('/agentHome');
    fireEvent.click(screen.getByTestId('member-menu-logout'));
    // the confirmation ('in_sure_logout') is the logout dialog; nothing is cleared yet
    expect(openModals()).toEqual([{ name: 'logout', props: {} }]);
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it('sends a trial account to the register prompt instead of real-account pages (§4.8)', async () => {
    updateSessionState({ token: 'trial', isLogin: true, isTrial: true });
    renderShell();
    fireEvent.click(screen.getByTestId('header-deposit'));
    expect(openModals()).toEqual([{ name: 'realAccountNeeded', props: {} }]);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
    act(() => closeAllModals());

    fireEvent.click(screen.getByTestId('member-menu-button'));
    fireEvent.click(within(header()).getByRole('link', { name: 'Reward centre' }));
    expect(openModals()).toEqual([{ name: 'realAccountNeeded', props: {} }]);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('lets a real member through to the member pages', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    renderShell();
    fireEvent.click(screen.getByTestId('header-withdraw'));
    expect(openModals()).toEqual([]);
    expect(screen.getByTestId('location').textContent).toBe('/member?page=withdraw');
  });
});

describe('top navigation (§2.3)', () => {
  it('lists home, the categories with vendors in the given order, then promotions', async () => {
    renderShell();
    const nav = screen.getByTestId('top-nav');
    await within(nav).findByRole('link', { name: /Live casino/ });
    const entries = within(nav)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('top-nav__link'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Home', '/index'],
      ['Live casino', '/live'],
      ['Slots', '/rng'],
      ['Sports', '/sports'],
      ['Promotions', '/promotions'],
    ]);
  });

  it('opens a vendor menu on hover and on focus; Escape closes it', async () => {
    renderShell();
    const nav = screen.getByTestId('top-nav');
    const slots = await within(nav).findByRole('link', { name: /Slots/ });
    const menu = document.getElementById(slots.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu.hidden).toBe(true);
    // a menu nobody opened is an empty frame (the first render of every page skips the lists)
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);

    fireEvent.mouseEnter(slots.closest('li') as HTMLElement);
    expect(menu.hidden).toBe(false);
    expect(slots.getAttribute('aria-expanded')).toBe('true');
    // 11 games: the large layout
    expect(menu.classList.contains('vendor-menu--large')).toBe(true);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/rng'],
      ['PG Games', '/rng?vassalage=PG'],
      ['JILI Games', '/rng?vassalage=JILI'],
    ]);
    fireEvent.keyDown(slots, { key: 'Escape' });
    expect(menu.hidden).toBe(true);
    // once opened, the list stays: the menu closes with its content
    expect(within(menu).queryAllByRole('link', { hidden: true })).toHaveLength(3);

    const live = within(nav).getByRole('link', { name: /Live casino/ });
    const liveMenu = document.getElementById(
      live.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    fireEvent.focus(live);
    expect(liveMenu.hidden).toBe(false);
    // 7 games: the small layout; other vendors start their game (their game centre for now)
    expect(liveMenu.classList.contains('vendor-menu--large')).toBe(false);
    expect(within(liveMenu).getByRole('link', { name: 'EVO Games' }).getAttribute('href')).toBe(
      '/live?vassalage=EVO',
    );
  });
});

describe('side menu (§2.3)', () => {
  it('lists the game types with vendor sublists that start with All, and the personal links', async () => {
    renderShell();
    const side = screen.getByTestId('side-menu');
    const slots = await within(side).findByRole('button', { name: 'Slots' });
    const list = document.getElementById(slots.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(true);
    fireEvent.click(slots);
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'PG Games', 'JILI Games']);
    for (const [name, href] of [
      ['My favourites', '/favorite'],
      ['Recent games', '/recent'],
      ['Promotions', '/promotions'],
      ['VIP level', '/member?page=vip'],
      ['Customer service', '/chat'],
    ]) {
      expect(within(side).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(side).getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe(
      '/index',
    );
    const banner = await within(side).findByRole('img', { name: 'Bonus' });
    expect(banner.closest('a')?.getAttribute('href')).toBe('/promotions');
  });

  it('collapses from the header toggle', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
  });
});

describe('footer and right bar (§2.3)', () => {
  it('links the help topics in order, each opening the help centre at its topic', async () => {
    renderShell();
    const footer = screen.getByTestId('site-footer');
    const links = await within(footer).findAllByTestId('footer-help-link');
    expect(links.map((link) => [link.textContent, link.dataset.topic])).toEqual([
      ['Terms', 'term'],
      ['Privacy', 'privacy'],
    ]);
    fireEvent.click(links[1] as HTMLElement);
    expect(openModals()).toEqual([{ name: 'help', props: { topic: 'privacy' } }]);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Lucky Lotus.`);
  });

  it('shows a 112 px QR code for the Android app and none for the blog', async () => {
    stubScreenWidth(1280);
    renderShell();
    const bar = await screen.findByRole('complementary', { name: 'Download the app' });
    const items = await within(bar).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    const qr = items[0]?.querySelector('img');
    expect(qr?.getAttribute('src')).toBe('/demo/qr-android.svg');
    expect(qr?.getAttribute('width')).toBe('112');
    expect(items[0]?.textContent).toBe('Android app');
  });
});

describe('what a narrower screen does not render at all', () => {
  it('leaves out the right bar below 1280 px, and with it the QR encoder', async () => {
    stubScreenWidth(1279);
    renderShell();
    await screen.findByTestId('site-footer');
    expect(screen.queryByRole('complementary', { name: 'Download the app' })).toBeNull();
  });

  it("renders a phone's drawer entries only once the drawer is opened, and keeps them", () => {
    stubScreenWidth(360);
    updateSessionState({ token: 'tok', isLogin: true });
    renderShell();
    const menu = screen.getByTestId('side-menu');
    expect(menu.getAttribute('data-open')).toBe('false');
    expect(within(menu).queryByTestId('side-member-section')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(within(menu).getByTestId('side-member-section')).toBeTruthy();
    fireEvent.click(toggle);
    expect(menu.getAttribute('data-open')).toBe('false');
    expect(within(menu).getByTestId('side-member-section')).toBeTruthy();
  });
});

describe('phone chrome (below 768 px; layout CSS decides which copy shows)', () => {
  it('puts the account entries and sign out in the drawer, which closes when one is chosen', async () => {
    updateSessionState({ token: 'tok', isLogin: true, isAgent: true });
    renderShell();
    const section = screen.getByTestId('side-member-section');
    expect(within(section).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
    expect(within(section).getByTestId('side-menu-agent').getAttribute('href')).toBe('/agentHome');
    // (jsdom has no media queries: the menu starts open, as on a wide screen)
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('true');
    fireEvent.click(within(section).getByTestId('side-menu-logout'));
    expect(openModals()).toEqual([{ name: 'logout', props: {} }]);
    expect(screen.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
  });

  it('shows guests no account block in the drawer', () => {
    renderShell();
    expect(screen.queryByTestId('side-member-section')).toBeNull();
  });

  it('has a bottom bar: home, the first game category, promotions, deposit, member centre', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    renderShell('/member?page=depositv2');
    const bar = screen.getByTestId('bottom-bar');
    await waitFor(() =>
      expect(within(bar).getByTestId('bottom-bar-games').getAttribute('href')).toBe('/live'),
    );
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/index'],
      ['Games', '/live'],
      ['Promos', '/promotions'],
      ['Deposit', '/member?page=depositv2'],
      ['Me', '/member?page=securityCenter'],
    ]);
    // on the deposit page the deposit entry is the current one, not the member centre's
    expect(within(bar).getByTestId('bottom-bar-deposit').getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByTestId('bottom-bar-member').getAttribute('aria-current')).toBeNull();
  });

  it("sends a trial account's bottom-bar deposit to the register prompt (§4.8)", () => {
    updateSessionState({ token: 'trial', isLogin: true, isTrial: true });
    renderShell();
    fireEvent.click(screen.getByTestId('bottom-bar-deposit'));
    expect(openModals()).toEqual([{ name: 'realAccountNeeded', props: {} }]);
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });
});
