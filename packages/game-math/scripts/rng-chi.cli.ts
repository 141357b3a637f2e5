/**
 * `npm run rng:chi -- <game|all> --draws N [--rng fair|fast]`
 * Plays N rounds of a game from the provably fair stream (random server seed, one nonce per
 * round) and runs its chi-square checks: slots count every reel's stops and the scatter count;
 * the arcade and table games use their own outcome suites. Categories expected fewer than 5
 * times are merged. A check passes at 99% when p > 0.01; exits 1 if any check fails.
 */
import {
  arcadeGameCodes,
  createFairRandom,
  createFastRandom,
  isArcadeGameCode,
  isSlotCode,
  slotCodes,
  slotDefinitions,
  slotOutcomeSuite,
  type RandomSource,
} from '../src/index.ts';
import {
  arcadeOutcomeSuites,
  runOutcomeSuite,
  type OutcomeSuite,
} from '../src/arcade/arcade-fairness.ts';
import { fail, grouped, integerOption, parseArguments, randomServerSeed } from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const target = args.positional[0] ?? '';
const draws = integerOption(args, 'draws', 1_000_000);
const rng = args.options.get('rng') ?? 'fair';
const allGames = [...slotCodes, ...arcadeGameCodes];
const games = target === 'all' ? allGames : [target];
if (
  draws < 100 ||
  (rng !== 'fair' && rng !== 'fast') ||
  !games.every((g) => allGames.includes(g as never))
) {
  fail(
    `usage: npm run rng:chi -- <game|all> --draws N [--rng fair|fast]\ngames: ${allGames.join(', ')}`,
  );
}

function suiteFor(game: string): OutcomeSuite {
  if (isSlotCode(game)) return slotOutcomeSuite(slotDefinitions[game]);
  if (isArcadeGameCode(game)) return arcadeOutcomeSuites[game];
  return fail(`unknown game ${game}`);
}

let failed = 0;
for (const game of games) {
  const serverSeed = randomServerSeed();
  const fast = createFastRandom(draws);
  const randomFor = (round: number): RandomSource =>
    rng === 'fair' ? createFairRandom({ serverSeed, clientSeed: 'rng-chi', nonce: round }) : fast;
  const started = performance.now();
  const results = runOutcomeSuite(suiteFor(game), draws, randomFor);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = rng === 'fair' ? `fair stream, server seed ${serverSeed}` : 'xoshiro128**';
  process.stdout.write(`${game}: ${grouped(draws)} rounds (${source}), ${seconds} s\n`);
  for (const result of results) {
    const pass = result.pValue > 0.01;
    if (!pass) failed += 1;
    process.stdout.write(
      `  ${pass ? 'pass' : 'FAIL'}  ${result.name}: χ² = ${result.statistic.toFixed(2)}, dof ${result.degreesOfFreedom}, p = ${result.pValue.toFixed(4)}\n`,
    );
  }
}
process.exitCode = failed === 0 ? 0 : 1;
