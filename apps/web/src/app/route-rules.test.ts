import { describe, expect, it } from 'vitest';
import {
  isAgentOnly,
  isBreadcrumbShown,
  pageChrome,
  pageIdentity,
  requiresLogin,
  requiresRealAccount,
} from './route-rules.ts';

describe('breadcrumb visibility (§2.1)', () => {
  it.each(['/', '/index', '/login', '/register', '/help', '/lottery', '/seamless'])(
    'is hidden on %s',
    (path) => expect(isBreadcrumbShown(path)).toBe(false),
  );

  it.each(['/vnlottery', '/vnLottery', '/sealottery', '/seaLottery', '/INDEX', '/help/'])(
    'is hidden on %s whatever the case or trailing slash',
    (path) => expect(isBreadcrumbShown(path)).toBe(false),
  );

  it.each(['/member', '/promotions', '/pointMall', '/rng', '/sports', '/favorite', '/nowhere'])(
    'is shown on %s',
    (path) => expect(isBreadcrumbShown(path)).toBe(true),
  );
});

describe('route guard (§2.1, §6)', () => {
  it.each([
    '/member',
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnlottery',
    '/seamless',
  ])('%s needs a login', (path) => expect(requiresLogin(path)).toBe(true));

  it.each([
    '/',
    '/index',
    '/login',
    '/register',
    '/help',
    '/promotions',
    '/pointMall',
    '/rng',
    '/agent',
  ])('%s is open to guests', (path) => expect(requiresLogin(path)).toBe(false));

  it('keeps /agentHome for agents only', () => {
    expect(isAgentOnly('/agentHome')).toBe(true);
    expect(isAgentOnly('/agenthome/')).toBe(true);
    expect(isAgentOnly('/agent')).toBe(false);
  });

  it('treats the agent centre pages as the agent area, one page identity, no breadcrumb', () => {
    expect(isAgentOnly('/agentHome/downlines')).toBe(true);
    expect(isAgentOnly('/agentHomework')).toBe(false);
    expect(pageChrome('/agentHome/profit-loss')).toEqual({
      header: false,
      sideMenu: false,
      footer: true,
    });
    expect(isBreadcrumbShown('/agentHome/register')).toBe(false);
    expect(pageIdentity({ pathname: '/agentHome/downlines' })).toBe(
      pageIdentity({ pathname: '/agentHome' }),
    );
  });
});

describe('page identity (§2.1)', () => {
  it('gives the root, /index, /login and /register one identity', () => {
    const identities = ['/', '/index', '/login', '/register'].map((pathname) =>
      pageIdentity({ pathname, search: '?x=1' }),
    );
    expect(new Set(identities)).toEqual(new Set(['home']));
  });

  it('keys every other page by its full path, query included', () => {
    expect(pageIdentity({ pathname: '/rng', search: '?vassalage=PG' })).toBe('/rng?vassalage=PG');
    expect(pageIdentity({ pathname: '/rng', search: '?vassalage=PG' })).not.toBe(
      pageIdentity({ pathname: '/rng', search: '?vassalage=JILI' }),
    );
    expect(pageIdentity({ pathname: '/help', search: '' })).not.toBe('home');
  });

  it('keys the verify page and the books by path alone: their query is their own state', () => {
    expect(pageIdentity({ pathname: '/verify', search: '?nonce=1' })).toBe(
      pageIdentity({ pathname: '/Verify', search: '?nonce=12' }),
    );
    expect(pageIdentity({ pathname: '/sports', search: '?tab=today' })).toBe(
      pageIdentity({ pathname: '/sports', search: '?fixture=12' }),
    );
    expect(pageIdentity({ pathname: '/esports', search: '?tab=live' })).toBe(
      pageIdentity({ pathname: '/esports', search: '?tab=results' }),
    );
    expect(pageIdentity({ pathname: '/sports' })).not.toBe(pageIdentity({ pathname: '/esports' }));
  });
});

describe('page chrome (§2.1)', () => {
  it('shows everything on ordinary pages', () => {
    expect(pageChrome('/index')).toEqual({ header: true, sideMenu: true, footer: true });
    expect(pageChrome('/promotions')).toEqual({ header: true, sideMenu: true, footer: true });
  });

  it('hides the side menu on game pages and the footer on /seamless', () => {
    for (const path of ['/lottery', '/vnLottery', '/sealottery']) {
      expect(pageChrome(path)).toEqual({ header: true, sideMenu: false, footer: true });
    }
    expect(pageChrome('/seamless')).toEqual({ header: true, sideMenu: false, footer: false });
  });

  it('drops header and footer on /agent, header and side menu on /agentHome', () => {
    expect(pageChrome('/agent')).toEqual({ header: false, sideMenu: false, footer: false });
    expect(pageChrome('/agentHome')).toEqual({ header: false, sideMenu: false, footer: true });
  });
});

describe('real-account pages (§4.8)', () => {
  it('keeps trial accounts out of the member centre only', () => {
    expect(requiresRealAccount('/member')).toBe(true);
    expect(requiresRealAccount('/Member/')).toBe(true);
    expect(requiresRealAccount('/index')).toBe(false);
    expect(requiresRealAccount('/rng')).toBe(false);
  });
});
