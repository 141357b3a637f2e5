/**
 * `npx tsx packages/game-math/scripts/sportsbook-esports-data.cli.ts`
 * Writes the SYNTHETIC e-sports results file (sportsbook-pricing/data/esports-results.csv):
 * ten fictional teams with declared true ratings (below), a double round robin of best-of-3
 * series in each of two splits and a best-of-5 final weekend, every map won by team A with
 * the Elo probability of the true ratings, drawn from xoshiro128** seeded with 2026. The
 * Elo fit on this file should find the declared order again (sportsbook-pricing tests).
 */
import { writeFileSync } from 'node:fs';
import { createFastRandom, eloMapProbability, uniformFloat } from '../src/index.ts';

/** The declared true ratings the results are drawn from. */
export const syntheticTrueRatings: Record<string, number> = {
  'Azure Dragons': 1700,
  'Bangkok Tigers': 1650,
  'Cebu Sharks': 1610,
  'Delta Wolves': 1570,
  'Emerald Owls': 1530,
  'Fuji Foxes': 1490,
  'Golden Lions': 1450,
  'Harbour Hawks': 1410,
  'Iron Monkeys': 1360,
  'Jade Cobras': 1300,
};

const random = createFastRandom(2026);
const teams = Object.keys(syntheticTrueRatings);
const rows = ['Date,TeamA,TeamB,MapsA,MapsB,BestOf'];
let day = Date.parse('2025-01-10T00:00:00Z');

/** Plays one series and appends its row. */
function playSeries(a: string, b: string, bestOf: number): void {
  const p = eloMapProbability(syntheticTrueRatings[a]!, syntheticTrueRatings[b]!);
  const wins = (bestOf + 1) / 2;
  let mapsA = 0;
  let mapsB = 0;
  while (mapsA < wins && mapsB < wins) {
    if (uniformFloat(random) < p) mapsA += 1;
    else mapsB += 1;
  }
  rows.push(`${new Date(day).toISOString().slice(0, 10)},${a},${b},${mapsA},${mapsB},${bestOf}`);
}

for (let split = 0; split < 2; split += 1) {
  for (const a of teams) {
    for (const b of teams) {
      if (a === b) continue;
      playSeries(a, b, 3);
      day += 86_400_000 / 3;
    }
  }
  for (let i = 0; i < teams.length; i += 2) playSeries(teams[i]!, teams[i + 1]!, 5);
  day += 30 * 86_400_000;
}

const target = new URL('../src/sportsbook-pricing/data/esports-results.csv', import.meta.url);
writeFileSync(target, `${rows.join('\n')}\n`);
process.stdout.write(`${rows.length - 1} series written to ${target.pathname}\n`);
