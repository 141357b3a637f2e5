import {
  defaultDrawOdds,
  defaultLotteryOdds,
  drawLotteryKinds,
  type LotteryKind,
} from '@lobby/game-math';
import { demoDrawSchedules } from '../modules/lottery/index.ts';
import { lotteryGames } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo brand's fast games (vendor ELOTT): [code = kind, interval s, cut-off s, max chase]. */
const demoGames: Array<[LotteryKind, number, number, number]> = [
  ['5d', 60, 10, 10],
  ['pk10', 60, 10, 10],
  ['k3', 60, 10, 10],
  ['11x5', 120, 15, 10],
  ['keno', 300, 30, 5],
];

/** The demo Thai restricted numbers: 999 pays half, 000 is closed. */
const thaiNumberRules: Record<string, 'closed' | 'half'> = { '999': 'half', '000': 'closed' };

/**
 * The fast games (vendor ELOTT) and the official draws (vendor LOTT: VN north, south,
 * central, Thai; results entered by operators) with the default prices; the server's lottery job schedules and opens their
 * issues on start, so a fresh `npm start` has issues running. Amounts in THB minor units.
 */
export async function seedDemoLottery(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const inserted = await tx
    .insert(lotteryGames)
    .values(
      demoGames.map(([kind, intervalSeconds, cutoffSeconds, maxChase]) => ({
        merchantId,
        code: kind,
        kind,
        intervalSeconds,
        cutoffSeconds,
        odds: defaultLotteryOdds[kind],
        minLineStake: 100n,
        maxLineStake: 1_000_000n,
        numberCap: 50_000_000n,
        issueCap: 200_000_000n,
        maxChase,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: lotteryGames.id });
  const draws = await tx
    .insert(lotteryGames)
    .values(
      drawLotteryKinds.map((kind) => ({
        merchantId,
        code: kind,
        kind,
        resultSource: 'operator' as const,
        // unused by operator-result games (their calendar is `schedule`)
        intervalSeconds: 300,
        cutoffSeconds: 0,
        odds: defaultDrawOdds[kind],
        schedule: demoDrawSchedules[kind],
        numberRules: kind === 'thai' ? thaiNumberRules : {},
        minLineStake: 100n,
        maxLineStake: 10_000_000n,
        numberCap: 5_000_000_000n,
        issueCap: 20_000_000_000n,
        maxChase: 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: lotteryGames.id });
  inserted.push(...draws);
  if (inserted.length > 0) counts.lotteryGames = (counts.lotteryGames ?? 0) + inserted.length;
}
