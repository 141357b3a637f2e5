import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cockfightPaths,
  playerTokenHeader,
  type CockfightSideName,
  type listMyCockfightBets,
  type placeCockfightBet,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

const betsRoute = routeTo<typeof listMyCockfightBets>('GET', cockfightPaths.bets);
const placeRoute = routeTo<typeof placeCockfightBet>('POST', cockfightPaths.bets);

const myBetsKey = (fightId: number) => ['cockfight', 'my-bets', fightId] as const;

/** GET /wps/cockfight/fights/:id/bets: the player's bets on a fight and the balance. */
export function useMyCockfightBets(fightId: number | undefined, playerToken: string | undefined) {
  return useQuery({
    queryKey: myBetsKey(fightId ?? 0),
    queryFn: ({ signal }) =>
      apiCall(betsRoute, {
        params: { id: fightId ?? 0 },
        headers: { [playerTokenHeader]: playerToken ?? '' },
        signal,
      }),
    enabled: fightId !== undefined && playerToken !== undefined,
    refetchInterval: 10_000,
  });
}

export interface PlaceBetInput {
  fightId: number;
  side: CockfightSideName;
  stake: string;
  playerToken: string;
  idempotencyKey: string;
}

/** POST /wps/cockfight/fights/:id/bets: one bet (moves money: carries its Idempotency-Key). */
export function usePlaceCockfightBet() {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (input: PlaceBetInput) => {
      try {
        return await apiCall(placeRoute, {
          params: { id: input.fightId },
          body: { side: input.side, stake: input.stake },
          headers: {
            [playerTokenHeader]: input.playerToken,
            'Idempotency-Key': input.idempotencyKey,
          },
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: myBetsKey(input.fightId) });
      }
    },
    [queryClient],
  );
  return useAsyncAction(send);
}
