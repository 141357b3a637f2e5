import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../common/endpoint.ts';
import { playSessionSchema, startPlaySessionBodySchema } from '../originals/play-session.ts';
import {
  boCockfightEventsSchema,
  cockfightBoardSchema,
  cockfightEventEndSchema,
  cockfightEventSchema,
  cockfightFightParamsSchema,
  cockfightFightSchema,
  cockfightResultBodySchema,
  cockfightSettingsSchema,
  cockfightSettlementSchema,
  cockfightStateBodySchema,
  createCockfightEventBodySchema,
  createCockfightFightBodySchema,
  myCockfightBetsSchema,
  placeCockfightBetBodySchema,
  placeCockfightBetResponseSchema,
} from './cockfight.ts';
import { cockfightPaths } from './paths.ts';

/** The running event, its fights with live pools, and the trend grid; `available` by country. */
export const getCockfightBoard = defineEndpoint({
  method: 'GET',
  path: cockfightPaths.board,
  auth: endpointAuth.public,
  tag: 'cockfight',
  summary: 'Cockfight board',
  response: cockfightBoardSchema,
});

/** Exchanges the single-use launch token of the cockfight game for a game session. */
export const startCockfightSession = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.session,
  auth: endpointAuth.public,
  tag: 'cockfight',
  summary: 'Start a cockfight game session',
  body: startPlaySessionBodySchema,
  response: playSessionSchema,
});

/** Bets Meron, Wala or Draw while the fight is open or at last call (moves money). */
export const placeCockfightBet = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.bets,
  auth: endpointAuth.player,
  tag: 'cockfight',
  summary: 'Bet on a fight',
  params: cockfightFightParamsSchema,
  body: placeCockfightBetBodySchema,
  response: placeCockfightBetResponseSchema,
  idempotent: true,
});

/** The player's own bets on a fight, and the balance. */
export const listMyCockfightBets = defineEndpoint({
  method: 'GET',
  path: cockfightPaths.bets,
  auth: endpointAuth.player,
  tag: 'cockfight',
  summary: 'My bets on a fight',
  params: cockfightFightParamsSchema,
  response: myCockfightBetsSchema,
});

/** The live channel of the board: pools and states per fight (public). */
export const openCockfightChannel = defineEndpoint({
  method: 'GET',
  path: cockfightPaths.socket,
  auth: endpointAuth.public,
  tag: 'cockfight',
  summary: 'Cockfight live pools (websocket)',
  response: z.unknown(),
});

/** The brand's cockfight switch: countries and plasada. */
export const getBoCockfightSettings = defineEndpoint({
  method: 'GET',
  path: cockfightPaths.boSettings,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Cockfight settings',
  response: cockfightSettingsSchema,
});

/** Sets the countries and plasada (audited); PH, TH and VN are refused. */
export const putBoCockfightSettings = defineEndpoint({
  method: 'PUT',
  path: cockfightPaths.boSettings,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Set cockfight settings',
  body: cockfightSettingsSchema,
  response: cockfightSettingsSchema,
});

/** The brand's events with their fights, newest first. */
export const listBoCockfightEvents = defineEndpoint({
  method: 'GET',
  path: cockfightPaths.boEvents,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Cockfight events',
  response: boCockfightEventsSchema,
});

/** Opens an event (audited). */
export const createBoCockfightEvent = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.boEvents,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create a cockfight event',
  body: createCockfightEventBodySchema,
  response: cockfightEventSchema,
});

/** Enters a fight, open for bets (audited). */
export const createBoCockfightFight = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.boFights,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Enter a fight',
  params: cockfightFightParamsSchema,
  body: createCockfightFightBodySchema,
  response: cockfightFightSchema,
});

/** Last call, or closes betting (the ≤ 107 rule may cancel the fight then; audited). */
export const setBoCockfightFightState = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.boFightState,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Move a fight to last call or closed',
  params: cockfightFightParamsSchema,
  body: cockfightStateBodySchema,
  response: cockfightSettlementSchema,
});

/** Enters or corrects the result and settles every bet to it (audited, idempotent). */
export const resultBoCockfightFight = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.boFightResult,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Result a fight',
  params: cockfightFightParamsSchema,
  body: cockfightResultBodySchema,
  response: cockfightSettlementSchema,
});

/**
 * Ends an event once every fight has its result: no correction after this; each bet's wallet
 * round is closed (audited; safe to repeat).
 */
export const endBoCockfightEvent = defineEndpoint({
  method: 'POST',
  path: cockfightPaths.boEndEvent,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'End a cockfight event',
  params: cockfightFightParamsSchema,
  response: cockfightEventEndSchema,
});
