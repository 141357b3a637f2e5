import type { SlotDefinition } from '@lobby/game-math';
import { fixed, grouped, renderTable, verdict } from './report-format.ts';
import {
  measureFairPlays,
  measureFairRandom,
  measureFastRandom,
  measureSlotSimulator,
  type SpeedResult,
} from './slot-speed.ts';

/** The target for a 5×3 slot's simulator, per core. */
export const spinsPerCoreTarget = 2_000_000;

const warmUpSeconds = 1;
/** The comparison loops are steadier than a slot: a shorter window does. */
const comparisonSeconds = 2;

/**
 * Measures and prints section 1: each slot's simulated spins per second per core (one
 * thread, xoshiro128**), then the cost of the randomness alone and of a real play's maths.
 */
export function printSlotSection(slots: SlotDefinition[], seconds: number): void {
  console.log(
    `\n1. Simulated slot spins: createSlotSimulator + createFastRandom (xoshiro128**), one ` +
      `thread, ${seconds} s per slot after ${warmUpSeconds} s of warm-up`,
  );
  const fast = measureFastRandom(comparisonSeconds, warmUpSeconds / 2);
  const slotLines = slots.map((def) => {
    const speed = measureSlotSimulator(def, seconds, warmUpSeconds);
    // the share of a spin's time its draws would take at the raw RNG speed
    const rngShare = (speed.drawsPerSpin / fast.perCpuSecond) * speed.perCpuSecond;
    return [
      def.code,
      String(def.paylines.length),
      grouped(speed.perCpuSecond),
      grouped(speed.perWallSecond),
      fixed(speed.drawsPerSpin, 2),
      `${fixed(rngShare * 100, 0)}%`,
      `${fixed(speed.measuredRtp * 100, 2)}%`,
      `${verdict(speed.perCpuSecond, spinsPerCoreTarget)} (${fixed(speed.perCpuSecond / spinsPerCoreTarget, 2)}×)`,
    ];
  });
  const header = ['slot', 'lines', 'spins/s/core (CPU)', 'spins/s (wall)', 'draws/spin'];
  header.push('RNG share', 'RTP of the run', `target ≥ ${grouped(spinsPerCoreTarget)}/s/core`);
  console.log(`\n${renderTable(header, slotLines)}`);

  const fair = measureFairRandom(comparisonSeconds, warmUpSeconds / 2);
  const [first] = slots;
  const plays = first ? measureFairPlays(first, comparisonSeconds, warmUpSeconds / 2) : undefined;
  const comparison: { name: string; unit: string; speed: SpeedResult }[] = [
    { name: 'createFastRandom nextUint32 (xoshiro128**)', unit: 'draws', speed: fast },
    { name: 'createFairRandom nextUint32 (HMAC-SHA256 stream)', unit: 'draws', speed: fair },
  ];
  if (plays && first) {
    const name = `spinSlot(${first.code}), fresh fair stream per spin (a real play's maths)`;
    comparison.push({ name, unit: 'plays', speed: plays });
  }
  const comparisonHeader = ['comparison, same thread', 'unit', 'per s per core (CPU)'];
  comparisonHeader.push('per s (wall)');
  console.log(
    renderTable(
      comparisonHeader,
      comparison.map(({ name, unit, speed }) => [
        name,
        unit,
        grouped(speed.perCpuSecond),
        grouped(speed.perWallSecond),
      ]),
    ),
  );
  console.log(
    "spins/s/core counts paid spins (their free spins included) per second of this process's " +
      'CPU time; "RNG share" is the part of a spin its draws take at the raw xoshiro128** speed.',
  );
}
