import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  drawLotteryPaths,
  launchGamePath,
  lotteryPaths,
  originalsPaths,
  playerTokenHeader,
  type launchGame,
  type listDrawMenus,
  type listDrawResults,
  type listMyLotteryBets,
  type LotterySelectionInput,
  type placeLotteryBet,
  type startPlaySession,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../../lib/api-client.ts';
import { readSession } from '../../../../lib/session-storage.ts';
import { useAsyncAction } from '../../../../lib/use-async-action.ts';

const menusRoute = routeTo<typeof listDrawMenus>('GET', drawLotteryPaths.menus);
const resultsRoute = routeTo<typeof listDrawResults>('GET', drawLotteryPaths.results);
const launchRoute = routeTo<typeof launchGame>('POST', launchGamePath);
const sessionRoute = routeTo<typeof startPlaySession>('POST', originalsPaths.session);
const betsRoute = routeTo<typeof listMyLotteryBets>('GET', lotteryPaths.myBets);
const placeRoute = routeTo<typeof placeLotteryBet>('POST', lotteryPaths.bets);

/** GET /lottery/v1/draws: the families, their stations, prices and the draws taking bets. */
export function useDrawMenus() {
  return useQuery({
    queryKey: ['lottery-draws', 'menus'],
    queryFn: ({ signal }) => apiCall(menusRoute, { query: { device: 'WEB' }, signal }),
    refetchInterval: 30_000,
  });
}

/** Confirmed results of a family by station and local date (YYYY-MM-DD). */
export function useDrawResults(code: string, station: string, date: string) {
  return useQuery({
    queryKey: ['lottery-draws', 'results', code, station, date],
    queryFn: ({ signal }) =>
      apiCall(resultsRoute, {
        params: { code },
        query: { ...(station ? { station } : {}), ...(date ? { date } : {}) },
        signal,
      }),
    enabled: code !== '',
    refetchInterval: 30_000,
  });
}

/** The LOTT game session of this tab for a family (launched as any game, then exchanged). */
export function useDrawSession(gameCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lottery-draws', 'session', gameCode, readSession().token],
    queryFn: async () => {
      const launch = await apiCall(launchRoute, { body: { vassalage: 'LOTT', gameCode } });
      return apiCall(sessionRoute, { body: { token: launch.token, gameCode } });
    },
    enabled: enabled && gameCode !== '',
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The member's lottery bets (with the session's token). */
export function useMyDrawBets(playerToken: string | undefined) {
  return useQuery({
    queryKey: ['lottery-draws', 'bets', playerToken],
    queryFn: ({ signal }) =>
      apiCall(betsRoute, { headers: { [playerTokenHeader]: playerToken ?? '' }, signal }),
    enabled: playerToken !== undefined,
    refetchInterval: 15_000,
  });
}

export interface PlaceDrawBetInput {
  code: string;
  issueNo: string;
  selection: LotterySelectionInput;
  lineStake: string;
  playerToken: string;
}

/** POST /lottery/v1/games/:code/bets: one bet; the bets list refreshes after it. */
export function usePlaceDrawBet() {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (input: PlaceDrawBetInput) => {
      try {
        return await apiCall(placeRoute, {
          params: { code: input.code },
          body: {
            issueNo: input.issueNo,
            selections: [input.selection],
            lineStake: input.lineStake,
            multiplier: 1,
          },
          headers: { [playerTokenHeader]: input.playerToken },
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['lottery-draws', 'bets'] });
      }
    },
    [queryClient],
  );
  return useAsyncAction(send);
}
