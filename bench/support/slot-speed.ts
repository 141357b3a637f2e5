import { performance } from 'node:perf_hooks';
import {
  createFairRandom,
  createFastRandom,
  createSlotSimulator,
  spinSlot,
  type RandomSource,
  type SlotDefinition,
} from '@lobby/game-math';

/** How fast one loop ran on this thread. */
export interface SpeedResult {
  operations: number;
  /** Operations per second of this process's CPU time: per core, as the loop is one thread. */
  perCpuSecond: number;
  /** Operations per second of wall time (lower than per CPU second on a busy machine). */
  perWallSecond: number;
}

/** A slot's simulated spins, with what they paid (a check that the loop really ran). */
export interface SlotSpeed extends SpeedResult {
  /** Total win over total bet of the measured spins. */
  measuredRtp: number;
  /** nextUint32 draws per paid spin, free spins and rejected draws included. */
  drawsPerSpin: number;
}

/** Operations between clock reads: enough that reading the clock costs nothing measurable. */
const batchSize = 50_000;

/**
 * Calls `batch` (which performs `perBatch` operations) again and again for `seconds` of wall
 * time, after `warmUpSeconds` of the same loop uncounted so the JIT has compiled it.
 */
function measureLoop(
  seconds: number,
  warmUpSeconds: number,
  perBatch: number,
  batch: () => void,
): SpeedResult {
  const warmUpEnd = performance.now() + warmUpSeconds * 1000;
  while (performance.now() < warmUpEnd) batch();
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const end = wallStart + seconds * 1000;
  let operations = 0;
  while (performance.now() < end) {
    batch();
    operations += perBatch;
  }
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    operations,
    perCpuSecond: operations / cpuSeconds,
    perWallSecond: operations / wallSeconds,
  };
}

/** A source that counts its draws, for the draws-per-spin figure (not in the timed loop). */
function countingSource(inner: RandomSource): RandomSource & { draws: number } {
  const counted = {
    draws: 0,
    nextUint32() {
      counted.draws += 1;
      return inner.nextUint32();
    },
  };
  return counted;
}

/**
 * Paid spins (with their free spins) per second through the simulator path the `rtp` CLI
 * uses: createSlotSimulator over xoshiro128**, one thread.
 */
export function measureSlotSimulator(
  def: SlotDefinition,
  seconds: number,
  warmUpSeconds: number,
): SlotSpeed {
  const simulator = createSlotSimulator(def);
  const random = createFastRandom(20_240_601);
  let totalWin = 0;
  let spins = 0;
  const speed = measureLoop(seconds, warmUpSeconds, batchSize, () => {
    for (let index = 0; index < batchSize; index++) totalWin += simulator.spin(random);
    spins += batchSize;
  });
  const counter = countingSource(createFastRandom(7));
  const sampleSpins = 200_000;
  for (let index = 0; index < sampleSpins; index++) simulator.spin(counter);
  return {
    ...speed,
    // warm-up spins included: they are spins of the same stream
    measuredRtp: totalWin / (spins * def.paylines.length),
    drawsPerSpin: counter.draws / sampleSpins,
  };
}

/** nextUint32 calls per second of a source, summed into a value the loop must produce. */
export function measureDraws(
  random: RandomSource,
  seconds: number,
  warmUpSeconds: number,
): SpeedResult {
  let sink = 0;
  const speed = measureLoop(seconds, warmUpSeconds, batchSize, () => {
    for (let index = 0; index < batchSize; index++) sink ^= random.nextUint32();
  });
  if (sink === 0.5) throw new Error('unreachable: keeps the draws from being optimised away');
  return speed;
}

/** The raw cost of the simulations' RNG (xoshiro128**). */
export function measureFastRandom(seconds: number, warmUpSeconds: number): SpeedResult {
  return measureDraws(createFastRandom(1), seconds, warmUpSeconds);
}

/** The provably fair HMAC-SHA256 stream, one long stream (8 draws per HMAC block). */
export function measureFairRandom(seconds: number, warmUpSeconds: number): SpeedResult {
  const random = createFairRandom({
    serverSeed: 'bench-server-seed',
    clientSeed: 'bench',
    nonce: 0,
  });
  return measureDraws(random, seconds, warmUpSeconds);
}

/**
 * A real play's maths: spinSlot (the replayable path that builds the result) on a fresh fair
 * stream per spin (one nonce each), as the server spins for a player.
 */
export function measureFairPlays(
  def: SlotDefinition,
  seconds: number,
  warmUpSeconds: number,
): SpeedResult {
  // a play costs far more than a simulated spin: fewer per batch keep the clock reads frequent
  const playsPerBatch = 1000;
  let nonce = 0;
  let totalWin = 0;
  const speed = measureLoop(seconds, warmUpSeconds, playsPerBatch, () => {
    for (let index = 0; index < playsPerBatch; index++) {
      const random = createFairRandom({ serverSeed: 'bench-seed', clientSeed: 'bench', nonce });
      nonce += 1;
      totalWin += spinSlot(def, random).totalWin;
    }
  });
  if (totalWin < 0) throw new Error('unreachable: keeps the spins from being optimised away');
  return speed;
}
