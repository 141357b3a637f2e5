import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type Game,
  type LaunchGameRequest,
  type LaunchGameResponse,
  type launchGame as launchGameEndpoint,
} from '@lobby/contracts';
import { gamePaths } from './game-paths.ts';
import { ApiError, apiCall, routeTo } from '../../../lib/api-client.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';

const launchGameRoute = routeTo<typeof launchGameEndpoint>('POST', gamePaths.launchGame);

/** A game to open in a frame, by vendor and game code (the /seamless query). */
export interface LaunchTarget {
  vassalage: string;
  gameCode: string;
  /** Known when started from a card: titles the popup before the launch answers. */
  displayName?: string;
}

/**
 * POST /wps/game/launchGame: a launch URL with a single-use game session token. A trial
 * account plays with play money whatever it asks, so the trial flag is never sent.
 */
export function launchGame(request: LaunchGameRequest): Promise<LaunchGameResponse> {
  return apiCall(launchGameRoute, { body: request });
}

/**
 * The launch of one game, as a query so a remount (React's strict mode, a language switch
 * back and forth) shares one call. The token inside is single-use: never refetched by
 * itself (focus, reconnect) and forgotten once the frame is gone; "reload" asks for another.
 */
export function launchGameQueryOptions(target: LaunchTarget, lang: LaunchGameRequest['lang']) {
  return queryOptions({
    queryKey: ['games', 'launch', target.vassalage, target.gameCode, lang],
    queryFn: () => launchGame({ vassalage: target.vassalage, gameCode: target.gameCode, lang }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useLaunchGame(target: LaunchTarget) {
  return useQuery(launchGameQueryOptions(target, useCurrentLanguage()));
}

/**
 * The games recommended instead of one under maintenance (409 game_maintenance, its
 * `details.alternatives`), or null when the failure is something else.
 */
export function maintenanceAlternatives(error: unknown): Game[] | null {
  if (!(error instanceof ApiError) || error.code !== 'game_maintenance') return null;
  const alternatives = (error.details as { alternatives?: unknown } | undefined)?.alternatives;
  return Array.isArray(alternatives) ? (alternatives as Game[]) : [];
}
