import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  playerTokenHeader,
  sportsbookPaths,
  type SportsPlaceBetRequest,
  type SportsSettings,
  type cashOutSportsBet,
  type getSportsBet,
  type getSportsCashOut,
  type getSportsMaxStake,
  type getSportsSettings,
  type listSportsBets,
  type placeSportsBet,
  type putSportsSettings,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

const settingsRoute = routeTo<typeof getSportsSettings>('GET', sportsbookPaths.settings);
const putSettingsRoute = routeTo<typeof putSportsSettings>('PUT', sportsbookPaths.settings);
const maxStakeRoute = routeTo<typeof getSportsMaxStake>('GET', sportsbookPaths.maxStake);
const placeRoute = routeTo<typeof placeSportsBet>('POST', sportsbookPaths.bets);
const betsRoute = routeTo<typeof listSportsBets>('GET', sportsbookPaths.bets);
const betRoute = routeTo<typeof getSportsBet>('GET', sportsbookPaths.bet);
const quoteRoute = routeTo<typeof getSportsCashOut>('GET', sportsbookPaths.cashOut);
const cashOutRoute = routeTo<typeof cashOutSportsBet>('POST', sportsbookPaths.cashOut);

const player = (token: string) => ({ [playerTokenHeader]: token });
const settingsKey = ['sportsbook', 'settings'] as const;
const betsKey = ['sportsbook', 'bets'] as const;

/** GET /sportsbook/v1/settings: odds format, odds-change setting, quick stakes. */
export function useBookSettings(token: string | undefined) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiCall(settingsRoute, { headers: player(token ?? ''), signal }),
    enabled: token !== undefined,
    staleTime: Infinity,
  });
}

/** PUT /sportsbook/v1/settings: the answer replaces the kept settings. */
export function useSaveBookSettings(token: string | undefined) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (settings: SportsSettings) => {
      const saved = await apiCall(putSettingsRoute, {
        body: settings,
        headers: player(token ?? ''),
      });
      queryClient.setQueryData(settingsKey, saved);
      return saved;
    },
    [queryClient, token],
  );
  return useAsyncAction(send);
}

/** GET /sportsbook/v1/max-stake: the largest single stake and the price now, per selection. */
export function useMaxStakes(token: string | undefined, selectionIds: number[], live: boolean) {
  const ids = selectionIds.join(',');
  return useQuery({
    queryKey: ['sportsbook', 'max-stake', ids],
    queryFn: ({ signal }) =>
      apiCall(maxStakeRoute, { query: { selections: ids }, headers: player(token ?? ''), signal }),
    enabled: token !== undefined && ids !== '',
    refetchInterval: live ? 4_000 : 30_000,
  });
}

/** POST /sportsbook/v1/bets: one bet; the request id makes a retry place nothing again. */
export function usePlaceBookBet(token: string | undefined) {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (request: SportsPlaceBetRequest) => {
      try {
        return await apiCall(placeRoute, { body: request, headers: player(token ?? '') });
      } finally {
        void queryClient.invalidateQueries({ queryKey: betsKey });
        void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'max-stake'] });
      }
    },
    [queryClient, token],
  );
  return useAsyncAction(send);
}

/** GET /sportsbook/v1/bets: the betting record's open (pending too) or settled bets. */
export function useBookBets(token: string | undefined, status: 'open' | 'settled') {
  return useQuery({
    queryKey: [...betsKey, status],
    queryFn: ({ signal }) =>
      apiCall(betsRoute, { query: { status }, headers: player(token ?? ''), signal }),
    enabled: token !== undefined,
    // a pending live bet turns open after the live delay: read again soon
    refetchInterval: (query) =>
      query.state.data?.bets.some((bet) => bet.state === 'pending') ? 1_500 : 15_000,
  });
}

/** GET /sportsbook/v1/bets/:id, read again while it waits out the live delay. */
export function useBookBet(token: string | undefined, id: number) {
  return useQuery({
    queryKey: [...betsKey, 'one', id],
    queryFn: ({ signal }) =>
      apiCall(betRoute, { params: { id }, headers: player(token ?? ''), signal }),
    enabled: token !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 1_500 : false),
  });
}

/** GET then POST /sportsbook/v1/bets/:id/cash-out: the quote, and the cash-out at that value. */
export function useCashOut(token: string | undefined) {
  const queryClient = useQueryClient();
  const quote = useCallback(
    (id: number) => apiCall(quoteRoute, { params: { id }, headers: player(token ?? '') }),
    [token],
  );
  const execute = useCallback(
    async (input: { id: number; amount: string }) => {
      try {
        return await apiCall(cashOutRoute, {
          params: { id: input.id },
          body: { amount: input.amount },
          headers: player(token ?? ''),
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: betsKey });
      }
    },
    [queryClient, token],
  );
  return { quote: useAsyncAction(quote), execute: useAsyncAction(execute) };
}
