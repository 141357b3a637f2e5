/**
 * `npm run sportsbook:fit`
 * Refits the sportsbook models on the results shipped in
 * packages/game-math/src/sportsbook-pricing/data/ and writes data/fitted-models.json
 * (Poisson and Dixon–Coles football models, e-sports Elo ratings). Prints the fit summary.
 */
import { writeFileSync } from 'node:fs';
import { fitShippedModels } from '../src/sportsbook-pricing/shipped-models.ts';
import {
  readShippedData,
  shippedFootballFiles,
} from '../src/sportsbook-pricing/testing/shipped-data.ts';

const models = fitShippedModels({
  football: shippedFootballFiles.map(readShippedData),
  esports: readShippedData('esports-results.csv'),
});
const target = new URL('../src/sportsbook-pricing/data/fitted-models.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(models, null, 2)}\n`);

for (const model of [models.football.poisson, models.football.dixonColes]) {
  process.stdout.write(
    `${model.kind}: ${model.matches} matches, log-likelihood ${model.logLikelihood.toFixed(3)}, ` +
      `home advantage ×${Math.exp(model.homeAdvantage).toFixed(4)}, base rate ${Math.exp(model.intercept).toFixed(4)}, ` +
      `rho ${model.rho.toFixed(4)}, decay ${model.decayPerDay}/day, ${model.sweeps} sweeps\n`,
  );
}
const ranking = Object.entries(models.esports.ratings).sort(([, a], [, b]) => b.rating - a.rating);
process.stdout.write(
  `e-sports Elo: ${ranking.map(([team, r]) => `${team} ${r.rating.toFixed(0)}`).join(', ')}\n`,
);
