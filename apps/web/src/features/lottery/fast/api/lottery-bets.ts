import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  instantGamePaths,
  lotteryPaths,
  playerTokenHeader,
  type cancelLotteryChase,
  type getPlayBalance,
  type listMyLotteryBets,
  type LotterySelectionInput,
  type placeLotteryBet,
  type placeLotteryChase,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../../lib/api-client.ts';
import { useAsyncAction } from '../../../../lib/use-async-action.ts';

const myBetsRoute = routeTo<typeof listMyLotteryBets>('GET', lotteryPaths.myBets);
const balanceRoute = routeTo<typeof getPlayBalance>('GET', instantGamePaths.balance);
const betRoute = routeTo<typeof placeLotteryBet>('POST', lotteryPaths.bets);
const chaseRoute = routeTo<typeof placeLotteryChase>('POST', lotteryPaths.chases);
const cancelRoute = routeTo<typeof cancelLotteryChase>('POST', lotteryPaths.cancelChase);

const myBetsKey = ['lottery', 'my-bets'] as const;
const balanceKey = ['lottery', 'balance'] as const;
const player = (token: string) => ({ [playerTokenHeader]: token });

/** The player's lottery bets (every game, newest first); kept fresh while issues settle. */
export function useMyLotteryBets(playerToken: string | undefined) {
  return useQuery({
    queryKey: myBetsKey,
    queryFn: ({ signal }) => apiCall(myBetsRoute, { headers: player(playerToken ?? ''), signal }),
    enabled: playerToken !== undefined,
    refetchInterval: 5_000,
  });
}

/** The balance the provider wallet reports for this game session. */
export function useLotteryBalance(playerToken: string | undefined) {
  return useQuery({
    queryKey: balanceKey,
    queryFn: ({ signal }) => apiCall(balanceRoute, { headers: player(playerToken ?? ''), signal }),
    enabled: playerToken !== undefined,
    refetchInterval: 5_000,
  });
}

export interface LotteryOrder {
  code: string;
  playerToken: string;
  selections: LotterySelectionInput[];
  lineStake: string;
  multiplier: number;
  /** Present for a chase order: the issues, the multiplier plan and stop-on-win. */
  chase?: { issues: number; multipliers?: number[]; stopOnWin: boolean };
  /** The issue a single bet is for. */
  issueNo: string;
}

/** Places a bet on the current issue, or a chase order over the next issues. */
export function usePlaceLotteryOrder() {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (order: LotteryOrder) => {
      const { code, playerToken, selections, lineStake, multiplier, chase } = order;
      try {
        if (chase) {
          return await apiCall(chaseRoute, {
            params: { code },
            headers: player(playerToken),
            body: { selections, lineStake, ...chase },
          });
        }
        const placed = await apiCall(betRoute, {
          params: { code },
          headers: player(playerToken),
          body: { issueNo: order.issueNo, selections, lineStake, multiplier },
        });
        return { chaseId: null, bets: [placed.bet], balance: placed.balance };
      } finally {
        void queryClient.invalidateQueries({ queryKey: myBetsKey });
        void queryClient.invalidateQueries({ queryKey: balanceKey });
      }
    },
    [queryClient],
  );
  return useAsyncAction(send);
}

/** Stops a chase order: its bets on issues not yet closed are refunded. */
export function useCancelLotteryChase() {
  const queryClient = useQueryClient();
  const send = useCallback(
    async (input: { chaseId: number; playerToken: string }) => {
      try {
        return await apiCall(cancelRoute, {
          params: { id: input.chaseId },
          headers: player(input.playerToken),
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: myBetsKey });
        void queryClient.invalidateQueries({ queryKey: balanceKey });
      }
    },
    [queryClient],
  );
  return useAsyncAction(send);
}
