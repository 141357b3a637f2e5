/**
 * `npm run rtp:lottery [-- --issues N] [--seed S]`
 * Prints every fast game's exact RTP per bet type (enumeration / combinatorics), then plays
 * N simulated issues per game (10 million by default) with one representative line per bet
 * type and prints the measured return with its 99% interval. Exits 1 when an exact figure
 * falls outside its interval. Draws use the fast seeded PRNG (the fair stream is the same
 * draw code, far slower).
 */
import {
  createFastRandom,
  defaultLotteryOdds,
  drawNumbers,
  exactBetTypeRtps,
  exactLineRtp,
  expandSelection,
  lineMultiplier,
  lotteryKinds,
  meanInterval,
  rtpSelections,
} from '../src/index.ts';
import { grouped, integerOption, parseArguments } from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const issues = integerOption(args, 'issues', 10_000_000);
const seed = integerOption(args, 'seed', 1);
const out = (line: string): void => void process.stdout.write(`${line}\n`);
const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

let failures = 0;
for (const kind of lotteryKinds) {
  const odds = defaultLotteryOdds[kind];
  out(`\n${kind}: exact RTP by bet type`);
  for (const rtp of exactBetTypeRtps(kind, odds)) {
    const range =
      rtp.low === rtp.high ? percent(rtp.low) : `${percent(rtp.low)} – ${percent(rtp.high)}`;
    out(`  ${rtp.type.padEnd(16)} ${range}`);
  }
  const lines = rtpSelections[kind].map((selection) => expandSelection(kind, selection)[0]!);
  const sums = lines.map(() => ({ sum: 0, squares: 0 }));
  const random = createFastRandom(seed);
  for (let i = 0; i < issues; i++) {
    const result = drawNumbers(kind, random);
    const drawn = new Set(result);
    for (let j = 0; j < lines.length; j++) {
      const value = lineMultiplier(kind, lines[j]!, result, odds, drawn);
      sums[j]!.sum += value;
      sums[j]!.squares += value * value;
    }
  }
  out(`  simulated over ${grouped(issues)} issues (99% interval):`);
  lines.forEach((line, j) => {
    const exact = exactLineRtp(kind, line, odds);
    const interval = meanInterval(sums[j]!.sum, sums[j]!.squares, issues);
    const inside = exact >= interval.low && exact <= interval.high;
    if (!inside) failures += 1;
    out(
      `  ${line.key.padEnd(24)} measured ${percent(interval.mean)} [${percent(interval.low)}, ${percent(interval.high)}] exact ${percent(exact)} ${inside ? 'ok' : 'OUTSIDE'}`,
    );
  });
}
process.exitCode = failures > 0 ? 1 : 0;
