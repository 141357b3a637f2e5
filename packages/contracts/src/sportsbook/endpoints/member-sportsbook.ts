import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  sportsBetListQuerySchema,
  sportsBetListSchema,
  sportsBetSchema,
  sportsCashOutQuoteSchema,
  sportsCashOutRequestSchema,
  sportsFixtureListSchema,
  sportsFixtureSchema,
  sportsFixturesQuerySchema,
  sportsIdParamsSchema,
  sportsMaxStakeQuerySchema,
  sportsMaxStakeSchema,
  sportsMenuSchema,
  sportsPlaceBetRequestSchema,
  sportsResultsQuerySchema,
  sportsSettingsSchema,
} from '../sportsbook.ts';
import { sportsbookPaths } from './paths.ts';

/** The sport menu with the number of fixtures live, today, early and outright. */
export const getSportsMenu = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.menu,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Sportsbook: sports with fixture counts',
  response: sportsMenuSchema,
});

/** Fixtures of a sport (live, today, early or outrights) with their main markets. */
export const listSportsFixtures = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.fixtures,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Sportsbook: fixtures of a sport',
  query: sportsFixturesQuerySchema,
  response: sportsFixtureListSchema,
});

/** One fixture with every market. */
export const getSportsFixture = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.fixture,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Sportsbook: one fixture with all markets',
  params: sportsIdParamsSchema,
  response: sportsFixtureSchema,
});

/** Ended fixtures of a sport with their scores (the last 7 days). */
export const listSportsResults = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.results,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Sportsbook: results',
  query: sportsResultsQuerySchema,
  response: sportsFixtureListSchema,
});

/** The member's bet slip settings (X-Player-Token of a sportsbook session). */
export const getSportsSettings = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.settings,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: my bet slip settings',
  response: sportsSettingsSchema,
});

export const putSportsSettings = defineEndpoint({
  method: 'PUT',
  path: sportsbookPaths.settings,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: change my bet slip settings',
  body: sportsSettingsSchema,
  response: sportsSettingsSchema,
});

/** The largest single stake on each selection (every limit applied) and its price now. */
export const getSportsMaxStake = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.maxStake,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: maximum stake per selection',
  query: sportsMaxStakeQuerySchema,
  response: sportsMaxStakeSchema,
});

/** Places a single, parlay or system bet; the stake moves through the provider wallet. */
export const placeSportsBet = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.bets,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: place a bet',
  body: sportsPlaceBetRequestSchema,
  response: sportsBetSchema,
});

/** The betting record: open (pending and open) or settled bets, newest first. */
export const listSportsBets = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.bets,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: my bets',
  query: sportsBetListQuerySchema,
  response: sportsBetListSchema,
});

export const getSportsBet = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.bet,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: one of my bets',
  params: sportsIdParamsSchema,
  response: sportsBetSchema,
});

/** What the book pays now to close the bet. */
export const getSportsCashOut = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.cashOut,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: cash-out quote',
  params: sportsIdParamsSchema,
  response: sportsCashOutQuoteSchema,
});

export const cashOutSportsBet = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.cashOut,
  auth: endpointAuth.player,
  tag: 'games',
  summary: 'Sportsbook: cash out',
  params: sportsIdParamsSchema,
  body: sportsCashOutRequestSchema,
  response: sportsBetSchema,
});
