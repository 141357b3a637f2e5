/** Paths of Lobby's own sportsbook (issue 16, docs/sportsbook.md). */
export const sportsbookPaths = {
  menu: '/lgw/sportsbook/menu',
  fixtures: '/lgw/sportsbook/fixtures',
  fixture: '/lgw/sportsbook/fixtures/:id',
  results: '/lgw/sportsbook/results',
  settings: '/sportsbook/v1/settings',
  maxStake: '/sportsbook/v1/max-stake',
  bets: '/sportsbook/v1/bets',
  bet: '/sportsbook/v1/bets/:id',
  cashOut: '/sportsbook/v1/bets/:id/cash-out',
  socket: '/wps/sportsbook/ws',
  boFixtures: '/bo/sportsbook/fixtures',
  boResult: '/bo/sportsbook/fixtures/:id/result',
  boVoid: '/bo/sportsbook/fixtures/:id/void',
  boLiability: '/bo/sportsbook/fixtures/:id/liability',
  boOdds: '/bo/sportsbook/selections/:id/odds',
  boMarketState: '/bo/sportsbook/markets/:id/state',
  boLimits: '/bo/sportsbook/limits',
  boAbandon: '/bo/sportsbook/fixtures/:id/abandon',
  boResume: '/bo/sportsbook/fixtures/:id/resume',
  boOwed: '/bo/sportsbook/owed',
  boWriteOff: '/bo/sportsbook/bets/:id/write-off',
} as const;

/** The subprotocol of the book's live odds channel. */
export const sportsbookSocketProtocol = 'lobby-sportsbook';
