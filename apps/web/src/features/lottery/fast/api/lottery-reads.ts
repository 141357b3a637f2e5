import { useQuery } from '@tanstack/react-query';
import {
  lotteryPaths,
  type getLotteryCurrent,
  type getLotteryTrend,
  type listLotteryGames,
  type listLotteryResults,
  type verifyLotteryIssue,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../../lib/api-client.ts';

const gamesRoute = routeTo<typeof listLotteryGames>('GET', lotteryPaths.games);
const currentRoute = routeTo<typeof getLotteryCurrent>('GET', lotteryPaths.current);
const resultsRoute = routeTo<typeof listLotteryResults>('GET', lotteryPaths.results);
const trendRoute = routeTo<typeof getLotteryTrend>('GET', lotteryPaths.trend);
const verifyRoute = routeTo<typeof verifyLotteryIssue>('GET', lotteryPaths.verify);

/** The query keys of one game's reads: a draw refreshes them all at once. */
export const lotteryGameKey = (code: string) => ['lottery', 'game', code] as const;

/** GET /lottery/v1/games: the brand's fast games with their current issue. */
export function useLotteryGames() {
  return useQuery({
    queryKey: ['lottery', 'games'],
    queryFn: ({ signal }) => apiCall(gamesRoute, { signal }),
    staleTime: 30_000,
  });
}

/** The current issue, the last drawn one and the server's time (the countdown's base). */
export function useLotteryCurrent(code: string) {
  return useQuery({
    queryKey: [...lotteryGameKey(code), 'current'],
    queryFn: ({ signal }) => apiCall(currentRoute, { params: { code }, signal }),
    refetchInterval: 15_000,
  });
}

export function useLotteryResults(code: string) {
  return useQuery({
    queryKey: [...lotteryGameKey(code), 'results'],
    queryFn: ({ signal }) => apiCall(resultsRoute, { params: { code }, signal }),
  });
}

export function useLotteryTrend(code: string) {
  return useQuery({
    queryKey: [...lotteryGameKey(code), 'trend'],
    queryFn: ({ signal }) => apiCall(trendRoute, { params: { code }, signal }),
  });
}

/** An issue's fairness data (the seed once drawn), for the verify page. */
export function useLotteryVerify(code: string, issueNo: string) {
  return useQuery({
    queryKey: ['lottery', 'verify', code, issueNo],
    queryFn: ({ signal }) => apiCall(verifyRoute, { params: { code, issueNo }, signal }),
    enabled: code !== '' && issueNo !== '',
    retry: false,
  });
}
