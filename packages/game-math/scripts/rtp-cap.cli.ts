/**
 * `npm run rtp:cap -- <slot> --spins N [--seed S]`
 * What a brand's payout cap costs a slot's RTP. A round that would return X times its stake
 * pays at most cap / stake times it, so at a stake where cap / stake = c the RTP loses
 * E[max(0, X − c)] (per unit of stake). Plays N rounds on the fast simulator (the same
 * wins as spinSlot) and prints that loss, with its 99% interval, for a range of c, then for
 * the default policy (cap 1,000,000.00, stakes up to 10,000.00).
 */
import {
  createFastRandom,
  createSlotSimulator,
  exactRtp,
  isSlotCode,
  meanInterval,
  slotCodes,
  slotDefinitions,
} from '../src/index.ts';
import { fail, grouped, integerOption, parseArguments } from './cli-kit.ts';

const args = parseArguments(process.argv.slice(2));
const game = args.positional[0] ?? '';
const spins = integerOption(args, 'spins', 10_000_000);
const seed = integerOption(args, 'seed', 1);
if (!isSlotCode(game)) fail(`usage: npm run rtp:cap -- <${slotCodes.join('|')}> --spins N`);

/** Cap over stake: the round return above which a win is cut. */
const capMultiples = [25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000];
/** The default policy: maxPayout 100,000,000 minor units; stakes in whole currency units. */
const defaultCap = 1_000_000;
const defaultStakes = [10_000, 5_000, 4_000, 2_000, 1_000, 500, 100];

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const percent = (value: number, digits = 4): string => `${(value * 100).toFixed(digits)}%`;

const def = slotDefinitions[game];
const lines = def.paylines.length;
const simulator = createSlotSimulator(def);
const random = createFastRandom(seed);
const sums = capMultiples.map(() => ({ sum: 0, squares: 0, rounds: 0 }));
let largest = 0;
for (let round = 0; round < spins; round++) {
  const returned = simulator.spin(random) / lines;
  if (returned > largest) largest = returned;
  capMultiples.forEach((cap, index) => {
    const cut = returned > cap ? returned - cap : 0;
    sums[index]!.sum += cut;
    sums[index]!.squares += cut * cut;
  });
}
const lossAt = new Map(
  capMultiples.map((cap, index) => [
    cap,
    meanInterval(sums[index]!.sum, sums[index]!.squares, spins),
  ]),
);

const rtp = exactRtp(def).rtp;
out(`${def.name}: exact RTP ${percent(rtp)}; ${grouped(spins)} rounds (xoshiro128** seed ${seed})`);
out(`largest round seen: ${largest.toFixed(2)}× stake`);
out('cap / stake   RTP lost (99% interval)              RTP paid');
for (const [cap, loss] of lossAt) {
  out(
    `${String(cap).padStart(11)}   ${percent(loss.mean)} [${percent(Math.max(0, loss.low))}, ${percent(loss.high)}]   ${percent(rtp - loss.mean)}`,
  );
}
out(`default policy, cap ${grouped(defaultCap)}:`);
for (const stake of defaultStakes) {
  const cap = defaultCap / stake;
  const loss = lossAt.get(cap);
  out(
    `  stake ${grouped(stake).padStart(6)}  cap ${cap}× stake  RTP lost ${loss ? percent(loss.mean) : '(not measured)'}`,
  );
}
