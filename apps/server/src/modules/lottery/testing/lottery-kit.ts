import type { FastifyInstance } from 'fastify';
import { instantGamePaths, lotteryPaths } from '@lobby/contracts';
import { playCaller } from '../../originals/instant/testing/instant-kit.ts';

/** A moment inside an issue's betting window: 12:00:05 UTC on 27 Nov 2026 (5D draws each minute). */
export const startOfTest = Date.UTC(2026, 10, 27, 12, 0, 5);

const fill = (path: string, values: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** The lottery's member API with a game session token (and the public reads). */
export function lotteryCaller(app: FastifyInstance, playerToken: string | null) {
  const call = playCaller(app, playerToken);
  return {
    current: (code: string) => call.get(fill(lotteryPaths.current, { code })),
    games: () => call.get(lotteryPaths.games),
    bet: (code: string, body: unknown) => call.post(fill(lotteryPaths.bets, { code }), body),
    chase: (code: string, body: unknown) => call.post(fill(lotteryPaths.chases, { code }), body),
    cancelChase: (id: number) => call.post(fill(lotteryPaths.cancelChase, { id })),
    myBets: () => call.get(lotteryPaths.myBets),
    results: (code: string) => call.get(fill(lotteryPaths.results, { code })),
    verify: (code: string, issueNo: string) =>
      call.get(fill(lotteryPaths.verify, { code, issueNo })),
    trend: (code: string) => call.get(fill(lotteryPaths.trend, { code })),
    /** The player's balance as the provider wallet reports it. */
    async balance(): Promise<string> {
      const answer = await call.get(instantGamePaths.balance);
      return (answer.json() as { value: { balance: string } }).value.balance;
    },
  };
}

/** The value of a success envelope (throws with the body otherwise). */
export function valueOf<T>(answer: { statusCode: number; body: string; json(): unknown }): T {
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return (answer.json() as { value: T }).value;
}

/** Every digit on one 5D position: exactly one of the ten lines wins each issue. */
export const allDigits = (position = 0) => ({
  type: 'position',
  position,
  numbers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
});
