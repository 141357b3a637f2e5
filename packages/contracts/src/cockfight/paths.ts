/** Paths of cockfight (issue 16): the player side under /wps, the operator's under /bo. */
export const cockfightPaths = {
  board: '/wps/cockfight/board',
  session: '/wps/cockfight/session',
  socket: '/wps/cockfight/ws',
  bets: '/wps/cockfight/fights/:id/bets',
  boSettings: '/bo/cockfight/settings',
  boEvents: '/bo/cockfight/events',
  boFights: '/bo/cockfight/events/:id/fights',
  boEndEvent: '/bo/cockfight/events/:id/end',
  boFightState: '/bo/cockfight/fights/:id/state',
  boFightResult: '/bo/cockfight/fights/:id/result',
} as const;

/** The subprotocol of the cockfight live channel. */
export const cockfightSocketProtocol = 'lobby-cockfight';
/** The in-house vendor code of cockfight and its one game. */
export const cockfightVendorCode = 'LOBBYCF';
export const cockfightGameCode = 'sabong';
