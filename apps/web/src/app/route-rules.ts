import { appPaths } from '../lib/app-paths.ts';

/**
 * The route rules of §2.1 as pure functions of a location, so they can be tested without
 * rendering: which chrome a page has, whether it needs a login, whether the breadcrumb
 * shows, and which page identity it has. Paths compare case-insensitively, as the router
 * matches them (/vnLottery and /vnlottery are the same page).
 */

export interface LocationLike {
  pathname: string;
  search?: string;
}

/** Lower case, without a trailing slash ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

const lower = (paths: string[]) => new Set(paths.map((path) => path.toLowerCase()));

/** The root, /index, /login and /register are one page: the home page (§2.1). */
const homePaths = lower([appPaths.root, appPaths.index, appPaths.login, appPaths.register]);

/**
 * Routes that need a login (§2.1 route guard; §6). Decided per page:
 * - /member: the member centre is the member's own data (§6 Member role).
 * - /favorite, /recent: the player's own favourite and recent games (§7.1 recent is a token
 *   call; favourites are per member).
 * - /lottery, /seaLottery, /vnLottery: "login required" (§2.1) and "Lottery routes require a
 *   token" (§6).
 * - /seamless: the page runs a game, and a guest must log in to play (§6, §2.4).
 * - /redEnvelopes: the envelopes of the member's own uplines (issue 13).
 * - /activities/applications: the member's own activity applications (issue 14); the
 *   activity centre itself (/activities, /activities/:id) is open to browse.
 * Public: the home page, /help, the game centres and game lists (guests browse and are
 * asked to log in when they start a game, §4.9), /promotions and /pointMall (browsing is
 * open; claiming and redeeming go through the action gate of §4.8), and /agent (its own
 * login form). /agentHome has its own rule: only agents (see isAgentOnly).
 */
const loginRequiredPaths = lower([
  appPaths.member,
  appPaths.favorite,
  appPaths.recent,
  appPaths.lottery,
  appPaths.seaLottery,
  appPaths.vnLottery,
  appPaths.seamless,
  appPaths.redEnvelopes,
  appPaths.activityApplications,
]);

/** Breadcrumb hidden (§2.1): the home page, lottery and game pages, /help, and the agent
 * area, which has no header to hang it under and its own navigation. */
const breadcrumbHiddenPaths = lower([
  ...homePaths,
  appPaths.lottery,
  appPaths.vnLottery,
  appPaths.seaLottery,
  appPaths.seamless,
  appPaths.help,
  appPaths.agent,
  appPaths.agentHome,
]);

/** Game pages hide the side menu (§2.1). */
const gamePaths = lower([
  appPaths.seamless,
  appPaths.lottery,
  appPaths.vnLottery,
  appPaths.seaLottery,
]);

export function isHomePath(pathname: string): boolean {
  return homePaths.has(normalizePath(pathname));
}

export function requiresLogin(pathname: string): boolean {
  return loginRequiredPaths.has(normalizePath(pathname));
}

/** The agent centre: /agentHome and its pages (/agentHome/downlines, …). */
export function isAgentCentrePath(pathname: string): boolean {
  const path = normalizePath(pathname);
  const home = appPaths.agentHome.toLowerCase();
  return path === home || path.startsWith(`${home}/`);
}

/** /agentHome (and its pages) is for agents; anyone else is sent back to /agent (§2.1). */
export function isAgentOnly(pathname: string): boolean {
  return isAgentCentrePath(pathname);
}

/**
 * The member centre is a real account's (§4.8, §6): a trial account opening it gets the
 * 'Please Register An Account First' prompt and goes home.
 */
export function requiresRealAccount(pathname: string): boolean {
  return normalizePath(pathname) === appPaths.member.toLowerCase();
}

export function isBreadcrumbShown(pathname: string): boolean {
  return !breadcrumbHiddenPaths.has(normalizePath(pathname)) && !isAgentCentrePath(pathname);
}

/**
 * Pages whose query is their own state, changed by the page as it is used: keyed by the path
 * alone, or each change would start a fresh page and lose what the page holds.
 * - /verify mirrors its form with each keystroke (a fresh page took the field's focus and the
 *   keystrokes after it);
 * - /sports and /esports keep the sport, tab and fixture in the query, and the bet slip in the
 *   page (a fresh page emptied the slip of a parlay built across fixtures).
 */
const queryIsPageStatePaths = lower([appPaths.verify, appPaths.sports, appPaths.esports]);

/**
 * The key a page renders under (§2.1): the home paths share one, so moving between / ,
 * /index, /login and /register keeps the home page as it is; every other page is keyed by
 * its full path (path and query), so /rng?vassalage=A and /rng?vassalage=B are two pages,
 * except the pages that keep their own state in the query.
 */
/** Whether the page keeps its own state in its query (see queryIsPageStatePaths). */
export function keepsStateInQuery(pathname: string): boolean {
  return queryIsPageStatePaths.has(normalizePath(pathname));
}

export function pageIdentity({ pathname, search = '' }: LocationLike): string {
  if (isHomePath(pathname)) return 'home';
  // the agent centre keeps its shell (navigation, clock) while its pages change
  if (isAgentCentrePath(pathname)) return 'agentHome';
  const path = normalizePath(pathname);
  return keepsStateInQuery(path) ? path : `${path}${search}`;
}

/** Which parts of the shell a page shows. */
export interface PageChrome {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
}

/** The game pages (§2.1: /seamless and the lottery pages), where a game has the screen. */
export function isGamePage(pathname: string): boolean {
  return gamePaths.has(normalizePath(pathname));
}

/**
 * §2.1: /agent has no header and no footer; /agentHome no header and no side menu;
 * /seamless no footer; the game pages hide the side menu; everything else has it all.
 */
export function pageChrome(pathname: string): PageChrome {
  const path = normalizePath(pathname);
  if (path === appPaths.agent.toLowerCase())
    return { header: false, sideMenu: false, footer: false };
  if (isAgentCentrePath(path)) return { header: false, sideMenu: false, footer: true };
  return {
    header: true,
    sideMenu: !gamePaths.has(path),
    footer: path !== appPaths.seamless.toLowerCase(),
  };
}
