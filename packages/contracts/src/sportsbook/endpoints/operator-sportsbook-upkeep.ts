import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boAbandonedSchema,
  boAbandonInputSchema,
  boOkSchema,
  boOwedListSchema,
  boWrittenOffSchema,
} from '../operator-sportsbook.ts';
import { sportsIdParamsSchema } from '../sportsbook.ts';
import { sportsbookPaths } from './paths.ts';

/** Marks a fixture abandoned at a score: its markets are suspended (audited). */
export const abandonBoFixture = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boAbandon,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: mark a fixture abandoned',
  params: sportsIdParamsSchema,
  body: boAbandonInputSchema,
  response: boAbandonedSchema,
});

/** Resumes an abandoned fixture within the brand's window (audited). */
export const resumeBoFixture = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boResume,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Sportsbook: resume an abandoned fixture',
  params: sportsIdParamsSchema,
  response: boOkSchema,
});

/** The bets that owe the book money (a lowered re-settlement the wallet refused). */
export const listBoOwed = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.boOwed,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Sportsbook: owed bets',
  response: boOwedListSchema,
});

/** Writes off what a bet owes (audited). */
export const writeOffBoOwed = defineEndpoint({
  method: 'POST',
  path: sportsbookPaths.boWriteOff,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Sportsbook: write off an owed bet',
  params: sportsIdParamsSchema,
  response: boWrittenOffSchema,
});
