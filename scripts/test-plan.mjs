// What `npm test` runs on the embedded database (PGlite) when a PostgreSQL server is there too.
//
// With TEST_DATABASE_URL every server API test and every journey runs on PostgreSQL, the
// production database. PGlite, the database `npm start` uses, then runs only the tests below:
// the same SQL and migrations behave the same on both, and the API tests on PostgreSQL already
// cover every query, so a second full pass cost eight minutes for little (docs/decisions.md,
// "What runs on which database"). Without TEST_DATABASE_URL everything runs on PGlite.
//
// Entries are matched as Vitest matches file filters: a test file runs when its path contains
// the entry. Each names a file (with its leading slash) so a move inside apps/server/src keeps
// it; an entry that matches no file fails the run, so the list cannot silently go stale.
import fs from 'node:fs';
import path from 'node:path';

/** Server test files that run on PGlite as well as on PostgreSQL. */
export const embeddedApiTests = [
  // the database layer: the app on a migrated copy (health and readiness), the demo seed
  '/app.test.ts',
  '/seed.test.ts',
  // the ledger and the guards the database enforces (never negative, balanced, idempotent)
  '/ledger.test.ts',
  '/ledger-concurrency.test.ts',
  '/member-transfer.test.ts',
  '/vendor-transfer.test.ts',
  // one or two representative API files of each module (the instant games and the live
  // balance over the member websocket run on PGlite in the journeys below)
  '/system-status.test.ts',
  '/content.routes.test.ts',
  '/login.test.ts',
  '/registration.test.ts',
  '/deposit.test.ts',
  '/withdrawal.test.ts',
  '/catalogue.routes.test.ts',
  '/catalogue-winners.routes.test.ts',
  '/provider-wallet.routes.test.ts',
  '/table-games.test.ts',
  '/deposit-review.test.ts',
  '/sandbox-rgs.routes.test.ts',
  '/scheduler.test.ts',
];

/** Journeys that run on PGlite as well: money in and out, and a game's bets. */
export const embeddedJourneys = ['/wallet-deposit-withdraw.e2e.ts', '/games-slot.e2e.ts'];

/** Entries of `filters` that match no file under `dir` ending in `suffix` (relative to root). */
export function unmatchedFilters(root, dir, suffix, filters) {
  const files = fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((file) => `${dir}/${String(file).split(path.sep).join('/')}`)
    .filter((file) => file.endsWith(suffix));
  return filters.filter((filter) => !files.some((file) => file.includes(filter)));
}
