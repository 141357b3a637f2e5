/**
 * `npm run sportsbook:fit`
 * Refits the sportsbook models on the results shipped in
 * packages/game-math/src/sportsbook-pricing/data/ and writes data/fitted-models.json
 * (Poisson and Dixon–Coles football models, e-sports Elo ratings). Prints the fit summary.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fitShippedModels } from '../src/sportsbook-pricing/shipped-models.ts';

const data = new URL('../src/sportsbook-pricing/data/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, data), 'utf8');
const models = fitShippedModels({
  football: [read('premier-league-2022-23.csv'), read('premier-league-2023-24.csv')],
  esports: read('esports-results.csv'),
});
writeFileSync(new URL('fitted-models.json', data), `${JSON.stringify(models, null, 2)}\n`);

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
