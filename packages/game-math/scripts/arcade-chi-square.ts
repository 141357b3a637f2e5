/**
 * Chi-square fairness figures of the arcade and table games over the provably fair stream:
 *   npx tsx packages/game-math/scripts/arcade-chi-square.ts [--rounds N] [--seed TEXT] [--per-nonce] [game…]
 * By default the rounds read one long fair stream, createFairRandom({serverSeed, clientSeed:
 * 'chi-square', nonce: 0}) with its HMAC block cursor running on: the same bytes a round reads,
 * continued. With --per-nonce, round i gets its own stream with nonce i, exactly as real play
 * does (several times slower: a fresh HMAC key and block per round). One line per check; exits 1
 * if any p-value is below 0.01.
 */
import { randomBytes } from 'node:crypto';
import { arcadeOutcomeSuites, runOutcomeSuite } from '../src/arcade/arcade-fairness.ts';
import { arcadeGameCodes, isArcadeGameCode } from '../src/arcade/arcade-games.ts';
import { createFairRandom, hashServerSeed } from '../src/fair/fair-random.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

const rounds = Number((option('--rounds') ?? '10000000').replaceAll('_', ''));
const serverSeed = option('--seed') ?? randomBytes(32).toString('hex');
const perNonce = process.argv.includes('--per-nonce');
const optionValues = new Set([option('--rounds'), option('--seed')]);
const named = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const games = named.length > 0 ? named : [...arcadeGameCodes];

if (!Number.isSafeInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a positive integer');
  process.exit(2);
}
process.stdout.write(
  `server seed ${serverSeed} (sha256 ${hashServerSeed(serverSeed)}), client seed chi-square, ` +
    `${perNonce ? `nonce per round 0..${rounds - 1}` : 'nonce 0, one continuous stream'}\n`,
);
let failed = false;
for (const game of games) {
  if (!isArcadeGameCode(game)) {
    console.error(`unknown game ${game}; one of ${arcadeGameCodes.join(', ')}`);
    process.exit(2);
  }
  const started = Date.now();
  const stream = createFairRandom({ serverSeed, clientSeed: 'chi-square', nonce: 0 });
  const results = runOutcomeSuite(arcadeOutcomeSuites[game], rounds, (nonce) =>
    perNonce ? createFairRandom({ serverSeed, clientSeed: 'chi-square', nonce }) : stream,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const result of results) {
    const verdict = result.pValue >= 0.01 ? 'pass' : 'FAIL';
    failed ||= verdict === 'FAIL';
    process.stdout.write(
      `${game.padEnd(8)} ${result.name.padEnd(46)} rounds=${result.rounds} categories=${result.categories} ` +
        `chi2=${result.statistic.toFixed(2)} dof=${result.degreesOfFreedom} p=${result.pValue.toFixed(4)} ${verdict} (${seconds}s)\n`,
    );
  }
}
process.exit(failed ? 1 : 0);
