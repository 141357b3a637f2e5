import { useEffect, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenModals } from '../lib/modal-store.ts';
import { updateSessionState } from '../features/session/session-state.ts';
import {
  createTestQueryClient,
  demoPermission,
  LocationProbe,
  setUpI18n,
  standInApi,
  testVendor,
  type StandInAnswer,
  resetAfterTest,
  testMember,
} from '../testing/test-utils.tsx';
import type { MemberInfo } from '@lobby/contracts';
import { applyTrailStep } from '../features/layout/hooks/breadcrumb-trail.ts';
import { App } from './app.tsx';

const mounts = vi.hoisted(() => ({ home: 0 }));

// the home page and the dialogs have their own tests; here they only report what they get
vi.mock('../features/home/home-page.tsx', () => ({
  HomePage: function HomePageProbe() {
    useEffect(() => {
      mounts.home += 1;
    }, []);
    return <div data-testid="home-page" />;
  },
}));
vi.mock('./modal-host.tsx', () => ({
  ModalHost: function ModalHostProbe() {
    const modals = useOpenModals();
    return (
      <output data-testid="open-modals">
        {modals.map((modal) => `${modal.name}${JSON.stringify(modal.props)}`).join(' ')}
      </output>
    );
  },
}));

const menus = [
  { gameType: 'RNG', title: 'Slots', vendors: [testVendor('PG', 'RNG')] },
  { gameType: 'LIVE', title: 'Live', vendors: [testVendor('EVO', 'LIVE')] },
];

function renderApp(path: string) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(<App queryClient={createTestQueryClient()} Router={Router} />);
}

const location = () => screen.getByTestId('location').textContent;
const openModals = () => screen.getByTestId('open-modals').textContent;

beforeAll(async () => {
  await setUpI18n('en');
});

const baseAnswers = (): Record<string, StandInAnswer> => ({
  'GET /wps/system/status': {
    value: {
      status: 0,
      ip: '127.0.0.1',
      country: null,
      maintenanceUntil: null,
      devOutboxOpen: false,
    },
  },
  'GET /wps/system/permission': { value: demoPermission },
  'GET /lgw/games/game_menus': { value: menus },
  'GET /wps/system/helpCenter': {
    value: [{ code: 'term', title: 'Terms', content: '<p>t</p>', sort: 1 }],
  },
  'GET /wps/content/banners': { value: [] },
});

/** The member info of the session's token, with these differences from a plain member. */
function answerMemberInfo(info: Partial<MemberInfo>) {
  const member = testMember({ id: 1, nickname: 'Player' });
  standInApi({ ...baseAnswers(), 'GET /wps/member/info': { value: { ...member, ...info } } });
}

beforeEach(() => {
  sessionStorage.clear();
  mounts.home = 0;
  applyTrailStep({ kind: 'reset' });
  window.scrollTo = vi.fn();
  standInApi(baseAnswers());
});

afterEach(resetAfterTest);

describe('routes (§2.1)', () => {
  it('sends / to /index, keeping the query, and shows the home page without a breadcrumb', async () => {
    renderApp('/?lang=th');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(location()).toBe('/index?lang=th');
    expect(screen.queryByTestId('breadcrumb')).toBeNull();
    expect(screen.getByTestId('top-nav')).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('opens the login popup over the home page on /login and moves to /index', async () => {
    renderApp('/login');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/index'));
    expect(openModals()).toBe('login{}');
  });

  it('opens the register popup on /register', async () => {
    renderApp('/register');
    await waitFor(() => expect(openModals()).toBe('register{}'));
  });

  it('opens the register popup with the code of a referral link (/register?affiliateCode=…)', async () => {
    renderApp('/register?affiliateCode=AGENT7CODE');
    await waitFor(() => expect(openModals()).toBe('register{"affiliateCode":"AGENT7CODE"}'));
    await waitFor(() => expect(location()).toBe('/index'));
  });

  it('opens the help centre at the topic of the hash on /help', async () => {
    renderApp('/help#term');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    await waitFor(() => expect(openModals()).toBe('help{"topic":"term"}'));
    expect(location()).toBe('/help#term');
    expect(screen.queryByTestId('breadcrumb')).toBeNull();
  });

  it('keeps the home page as it is between /login and /index (one page identity)', async () => {
    renderApp('/login');
    await waitFor(() => expect(location()).toBe('/index'));
    expect(screen.getByTestId('home-page')).toBeTruthy();
    expect(mounts.home).toBe(1);
  });

  it('keeps the verify page (its field and focus) while it mirrors each keystroke into the query', async () => {
    renderApp('/verify?game=dice&serverSeed=abc&clientSeed=x&nonce=1');
    const field = (await screen.findByTestId('verify-nonce')) as HTMLInputElement;
    field.focus();
    for (const typed of ['12', '123', '1234']) {
      fireEvent.change(field, { target: { value: typed } });
      // the address follows the form, and the same input (still focused) holds every keystroke
      await waitFor(() => expect(location()).toContain(`nonce=${typed}`));
      expect(screen.getByTestId('verify-nonce')).toBe(field);
      expect(field.value).toBe(typed);
      expect(document.activeElement).toBe(field);
    }
    // one crumb for the page, not one per keystroke
    const crumbs = within(screen.getByTestId('breadcrumb'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(crumbs).toHaveLength(2);
    expect(crumbs[0]).toBe('Home');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/nowhere');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });
});

describe('route guard (§2.1)', () => {
  it('sends a guest from /member to /login, which opens the login popup', async () => {
    renderApp('/member');
    await waitFor(() => expect(location()).toBe('/index'));
    expect(openModals()).toBe('login{}');
    expect(screen.queryByTestId('member-center-page')).toBeNull();
  });

  it.each(['/favorite', '/recent', '/lottery?gameCode=HN', '/vnLottery', '/seamless'])(
    'guards %s',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(openModals()).toBe('login{}'));
    },
  );

  it('lets a member with a token into /member', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    renderApp('/member');
    const page = await screen.findByTestId('member-center-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Member centre');
    expect(openModals()).toBe('');
  });

  it('sends a non-agent from /agentHome back to /agent, without header or footer', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    renderApp('/agentHome');
    expect(await screen.findByTestId('agent-landing-page')).toBeTruthy();
    expect(location()).toBe('/agent');
    expect(screen.queryByTestId('header-login-button')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('lets an agent into /agentHome, which has a footer but no header or side menu', async () => {
    answerMemberInfo({ isAgent: true, type: 1, nickname: 'Agent One' });
    updateSessionState({ token: 'tok', isLogin: true, isAgent: true });
    renderApp('/agentHome');
    expect(await screen.findByTestId('agent-home-page')).toBeTruthy();
    expect(screen.getByTestId('agent-nickname').textContent).toBe('Signed in as Agent One');
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(screen.queryByTestId('top-nav')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('decides /agentHome on the loaded member info, not on a stale agent flag', async () => {
    answerMemberInfo({ isAgent: false, type: 0 });
    updateSessionState({ token: 'tok', isAgent: true });
    renderApp('/agentHome');
    expect(await screen.findByTestId('agent-landing-page')).toBeTruthy();
    expect(location()).toBe('/agent');
  });

  it('turns a trial account away from /member with the register prompt (§4.8)', async () => {
    answerMemberInfo({ isTrial: true, type: 4 });
    updateSessionState({ token: 'trial', isLogin: true, isTrial: true });
    renderApp('/member?page=personalProfit');
    await waitFor(() => expect(location()).toBe('/index'));
    expect(openModals()).toBe('realAccountNeeded{}');
    expect(screen.queryByTestId('member-center-page')).toBeNull();
  });

  it('removes a hand-off token from the address bar, keeping the other parameters', async () => {
    renderApp('/index?token=HANDOFF-0123456789abcdef&lang=th');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/index?lang=th'));
  });

  it('hides the side menu on game pages (a phone keeps it as the drawer)', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    const { container } = renderApp('/lottery?gameCode=HN');
    expect(await screen.findByTestId('lottery-page')).toBeTruthy();
    const shell = container.querySelector('.app-shell');
    expect(shell?.getAttribute('data-wide-side-menu')).toBe('none');
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
    expect(screen.queryByTestId('breadcrumb')).toBeNull();
  });
});

describe('breadcrumb and navigation (§2.1)', () => {
  it('follows the pages visited, goes back from a crumb and truncates the trail', async () => {
    renderApp('/promotions');
    await screen.findByTestId('promotions-page');
    const crumbs = () =>
      within(screen.getByTestId('breadcrumb'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(crumbs()).toEqual(['Home', 'Promotions']);

    fireEvent.click(
      await within(screen.getByTestId('top-nav')).findByRole('link', { name: /Slots/ }),
    );
    await screen.findByTestId('game-list-page');
    expect(location()).toBe('/rng');
    expect(crumbs()).toEqual(['Home', 'Promotions', 'Slots']);
    const current = within(screen.getByTestId('breadcrumb')).getByText('Slots');
    expect(current.closest('[aria-current="page"]')).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('breadcrumb')).getByRole('link', { name: 'Promotions' }),
    );
    await screen.findByTestId('promotions-page');
    expect(location()).toBe('/promotions');
    expect(crumbs()).toEqual(['Home', 'Promotions']);
  });

  it('scrolls to the top after each navigation', async () => {
    renderApp('/promotions');
    await screen.findByTestId('promotions-page');
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(
      await within(screen.getByTestId('top-nav')).findByRole('link', { name: /Live casino/ }),
    );
    await screen.findByTestId('game-list-page');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the element the hash names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderApp('/promotions#main-content');
    await screen.findByTestId('promotions-page');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('main-content'));
  });
});

describe('brand (§3)', () => {
  it('applies the theme, titles the document and keeps the merchant code', async () => {
    document.title = 'Lobby';
    renderApp('/index');
    await waitFor(() => expect(sessionStorage.getItem('merchantCode')).toBe('lotus'));
    expect(document.title).toBe('Lucky Lotus');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#c2185b');
  });
});
