import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boFixtureCreatedSchema,
  boFixtureInputSchema,
  boLiabilitySchema,
  boLimitInputSchema,
  boMarketStateInputSchema,
  boOddsInputSchema,
  boOkSchema,
  boResultInputSchema,
  boSettlementSchema,
} from '../operator-sportsbook.ts';
import { sportsIdParamsSchema } from '../sportsbook.ts';
import { sportsbookPaths } from './paths.ts';

/** Publishes a fixture with its markets (audited). */
export const publishBoFixture = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boFixtures,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: publish a fixture',
  body: boFixtureInputSchema,
  response: boFixtureCreatedSchema,
});

/** Sets a selection's price (kept in the odds history; audited). */
export const setBoOdds = defineEndpoint({
  method: 'PUT',
  path: sportsbookPaths.boOdds,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: edit odds',
  params: sportsIdParamsSchema,
  body: boOddsInputSchema,
  response: boOkSchema,
});

/** Suspends, resumes or closes a market (audited). */
export const setBoMarketState = defineEndpoint({
  method: 'PUT',
  path: sportsbookPaths.boMarketState,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: suspend, resume or close a market',
  params: sportsIdParamsSchema,
  body: boMarketStateInputSchema,
  response: boOkSchema,
});

/** Enters (or corrects) a result and settles every bet it decides (audited). */
export const enterBoResult = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boResult,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: enter a result',
  params: sportsIdParamsSchema,
  body: boResultInputSchema,
  response: boSettlementSchema,
});

/** Voids a fixture: every bet on it is refunded (a void leg counts 1.00 in a parlay). */
export const voidBoFixture = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boVoid,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: void a fixture',
  params: sportsIdParamsSchema,
  response: boSettlementSchema,
});

/** The book's exposure on a fixture and each of its markets. */
export const getBoLiability = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.boLiability,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Sportsbook: liability of a fixture',
  params: sportsIdParamsSchema,
  response: boLiabilitySchema,
});

/** Sets a limit row (brand, sport, market kind, member; audited). */
export const setBoLimit = defineEndpoint({
  method: 'PUT',
  path: sportsbookPaths.boLimits,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: set a limit',
  body: boLimitInputSchema,
  response: boOkSchema,
});
