/**
 * `npm run rtp -- <game> --spins N [--seed S] [--rng fast|fair]`
 * Plays N rounds and prints the measured RTP with its 99% confidence interval beside the exact
 * RTP (slots: by enumeration of the reel strips; other games: their exact figure). Exits 1 if
 * the exact RTP falls outside the interval. Default RNG: xoshiro128** seeded with S (fast);
 * `--rng fair` uses the provably fair HMAC stream (one nonce per round, much slower).
 */
import {
  arcadeGameCodes,
  arcadeRtpGames,
  createFairRandom,
  createFastRandom,
  createSlotSimulator,
  exactRtp,
  isArcadeGameCode,
  isSlotCode,
  meanInterval,
  slotCodes,
  slotDefinitions,
  type RandomSource,
} from '../src/index.ts';
import { fail, grouped, integerOption, parseArguments, randomServerSeed } from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const game = args.positional[0] ?? '';
const spins = integerOption(args, 'spins', 1_000_000);
const seed = integerOption(args, 'seed', 1);
const rng = args.options.get('rng') ?? 'fast';
if (spins < 2 || (rng !== 'fast' && rng !== 'fair')) {
  fail('usage: npm run rtp -- <game> --spins N [--seed S] [--rng fast|fair]');
}

const percent = (value: number, digits = 4): string => `${(value * 100).toFixed(digits)}%`;
const out = (line: string): void => void process.stdout.write(`${line}\n`);

/** Builds the round player: returns what one round pays back per unit of total bet. */
function roundPlayer(): { play: (random: RandomSource) => number; exact: number } {
  if (isSlotCode(game)) {
    const def = slotDefinitions[game];
    const rtp = exactRtp(def);
    const lines = def.paylines.length;
    out(`${def.code}  ${def.name}: ${lines} lines, declared RTP ${percent(def.declaredRtp)}`);
    out(
      `exact RTP ${percent(rtp.rtp, 6)} (enumeration of ${grouped(Number(rtp.combinations))} reel-stop combinations)`,
    );
    out(
      `  base lines ${percent(rtp.baseLines)}, base scatters ${percent(rtp.baseScatters)}, free spins ${percent(rtp.freeSpins)}; free spins triggered 1 in ${(1 / rtp.triggerProbability).toFixed(1)}`,
    );
    const simulator = createSlotSimulator(def);
    return { play: (random) => simulator.spin(random) / lines, exact: rtp.rtp };
  }
  if (isArcadeGameCode(game)) {
    const arcade = arcadeRtpGames[game];
    out(`${game}  bet: ${arcade.bet}`);
    out(`exact RTP ${percent(arcade.exactRtp, 6)}`);
    return { play: (random) => arcade.play(random), exact: arcade.exactRtp };
  }
  return fail(`unknown game "${game}"; games: ${[...slotCodes, ...arcadeGameCodes].join(', ')}`);
}

const { play, exact } = roundPlayer();
const serverSeed = randomServerSeed();
const fast = createFastRandom(seed);
const randomFor = (round: number): RandomSource =>
  rng === 'fast' ? fast : createFairRandom({ serverSeed, clientSeed: 'rtp', nonce: round });

let sum = 0;
let squares = 0;
let hits = 0;
const progressEvery = 10_000_000;
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
for (let round = 0; round < spins; round++) {
  const returned = play(randomFor(round));
  sum += returned;
  squares += returned * returned;
  if (returned > 0) hits += 1;
  if ((round + 1) % progressEvery === 0) process.stderr.write(`… ${grouped(round + 1)} rounds\n`);
}
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const wallSeconds = (performance.now() - wallStart) / 1000;
const interval = meanInterval(sum, squares, spins);
const inside = exact >= interval.low && exact <= interval.high;

const source =
  rng === 'fast' ? `xoshiro128** seed ${seed}` : `fair stream, server seed ${serverSeed}`;
out(
  `simulated ${grouped(spins)} rounds (${source}) in ${wallSeconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU = ${grouped(Math.round(spins / cpuSeconds))} rounds/s/core`,
);
out(
  `measured RTP ${percent(interval.mean)}  99% CI [${percent(interval.low)}, ${percent(interval.high)}]  (sd ${interval.standardDeviation.toFixed(3)} per round, hit rate ${percent(hits / spins, 2)})`,
);
out(`exact RTP ${percent(exact, 6)} ${inside ? 'is inside' : 'is OUTSIDE'} the 99% interval`);
process.exitCode = inside ? 0 : 1;
