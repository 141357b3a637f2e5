/**
 * `npm run rng:scaled -- <game> [--count N --server-seed S --client-seed C --nonce N]`
 * Streams one scaled outcome per line (one round per nonce of the fair stream), without end
 * unless --count is given:
 *   slots (lotus-fortune, jade-dragon)  the five reel stops of the paid spin, e.g. `12 4 33 7 20`
 *   crash, dice, mines, plinko, baccarat, roulette  see arcadeScaledOutcomes
 */
import {
  arcadeScaledOutcome,
  createFairRandom,
  isArcadeGameCode,
  isSlotCode,
  slotCodes,
  arcadeGameCodes,
  slotDefinitions,
  spinSlot,
  type RandomSource,
} from '../src/index.ts';
import {
  exitOnClosedPipe,
  fail,
  integerOption,
  parseArguments,
  randomServerSeed,
  writeOut,
} from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const game = args.positional[0] ?? '';
const games = [...slotCodes, ...arcadeGameCodes].join(', ');
let scaled: (random: RandomSource) => string;
if (isSlotCode(game)) {
  const def = slotDefinitions[game];
  scaled = (random) => spinSlot(def, random).base.stops.join(' ');
} else if (isArcadeGameCode(game)) {
  scaled = (random) => arcadeScaledOutcome(game, random);
} else {
  fail(`usage: npm run rng:scaled -- <game> [--count N]\ngames: ${games}`);
}

const serverSeed = args.options.get('server-seed') ?? randomServerSeed();
const clientSeed = args.options.get('client-seed') ?? 'rng-scaled';
let nonce = integerOption(args, 'nonce', 0);
const count = args.options.has('count') ? integerOption(args, 'count', 0) : Infinity;

exitOnClosedPipe();
process.stderr.write(
  `rng:scaled ${game} serverSeed=${serverSeed} clientSeed=${clientSeed} firstNonce=${nonce}\n`,
);
let lines: string[] = [];
for (let written = 0; written < count; written++) {
  lines.push(scaled(createFairRandom({ serverSeed, clientSeed, nonce })));
  nonce += 1;
  if (lines.length === 1000) {
    await writeOut(`${lines.join('\n')}\n`);
    lines = [];
  }
}
if (lines.length > 0) await writeOut(`${lines.join('\n')}\n`);
