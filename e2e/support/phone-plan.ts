import { agentCentrePaths, memberCentrePages } from './web-source.ts';

export type Role = 'guest' | 'member' | 'agent';

/**
 * Which role opens each route of the route table at phone size, and at which addresses. Every
 * route is visited by a role that sees it as a page of its own: login-only routes by the member
 * (a guest is sent to the login), the agent's pages by the agent, the public pages by the guest,
 * and those a login changes (the header and drawer, favourite stars, claim buttons) by the
 * member too; the home page, with the whole shell, by all three. The journey's time budget
 * leaves out visits that would only repeat another role's page. A route missing here fails the
 * journey by name.
 */
export const routePlans: Record<string, Partial<Record<Role, string[]>>> = {
  '/': { guest: ['/'] },
  '/index': { guest: ['/index'], member: ['/index'], agent: ['/index'] },
  '/login': { guest: ['/login'] },
  '/register': { guest: ['/register'] },
  '/help': { guest: ['/help'], member: ['/help#term'] },
  '/agent': { guest: ['/agent'] },
  // every page of the agent centre's table
  '/agentHome': { agent: agentCentrePaths() },
  '/member': {
    member: memberCentrePages().map((page) => `/member?page=${page}`),
    agent: ['/member?page=securityCenter'],
  },
  // Lobby's own book (issue 16): a guest's fixture list; the member's slip settings and record
  '/sports': { guest: ['/sports'], member: ['/sports?tab=bets'] },
  '/esports': { guest: ['/esports'] },
  '/lott': { guest: ['/lott'] },
  // the lottery centres (issue 17): a member also sees the recent lottery list
  '/elott': { guest: ['/elott'], member: ['/elott'] },
  '/live': { guest: ['/live'], member: ['/live'] },
  '/fish': { guest: ['/fish'] },
  '/rng': { guest: ['/rng'], member: ['/rng'] },
  '/pvp': { guest: ['/pvp'] },
  '/favorite': { member: ['/favorite'] },
  '/recent': { member: ['/recent'] },
  // the fast games (issue 17): 5D's board, Keno's 80 numbers, a hand-off for a non-fast code
  '/lottery': {
    member: ['/lottery?gameCode=5d', '/lottery?gameCode=keno', '/lottery?gameCode=HN'],
  },
  '/seaLottery': { member: ['/seaLottery'] },
  '/vnLottery': { member: ['/vnLottery'] },
  '/promotions': { guest: ['/promotions'], member: ['/promotions'] },
  '/pointMall': { guest: ['/pointMall'], member: ['/pointMall'] },
  // the activity centre (issue 14); a fresh database's demo activities are 1 check-in,
  // 2 lucky wheel, 3 coupon, 4 application, 6 red-envelope rain (seed/demo-activities.ts)
  '/activities': { guest: ['/activities'], member: ['/activities'] },
  '/activities/applications': { member: ['/activities/applications'] },
  // cockfight (issue 16): from 127.0.0.1 (no country) the page shows its country notice
  '/cockfight': { member: ['/cockfight'] },
  '/activities/:id': {
    guest: ['/activities/2'],
    member: ['/activities/1', '/activities/2', '/activities/4', '/activities/6', '/activities/7'],
  },
  '/seamless': { member: ['/seamless?vassalage=LOBBY&gameCode=lotus-fortune'] },
  '/verify': { guest: ['/verify', '/verify?lottery=5d&issue=20260101-0001'] },
  '/redEnvelopes': { member: ['/redEnvelopes'] },
  // live-support chat (issue 15): a guest's name form, a member's conversation; the operator
  // console's staff login
  '/chat': { guest: ['/chat'], member: ['/chat'] },
  '/bo/chat': { guest: ['/bo/chat'] },
  '/appDownload': { guest: ['/appDownload'] },
  // the catch-all: an unknown address
  '*': { guest: ['/no-such-page'] },
};

/** The addresses one role visits, in plan order. */
export function visitsOf(role: Role): string[] {
  return Object.values(routePlans).flatMap((plan) => plan[role] ?? []);
}

/**
 * Part `part` (1 or 2) of a role's visits, every other address: the member's routes are checked
 * by two journey files at once, each on its own server, so neither nears its time limit.
 */
export function visitsInPart(role: Role, part: 1 | 2): string[] {
  return visitsOf(role).filter((_, index) => index % 2 === part - 1);
}
