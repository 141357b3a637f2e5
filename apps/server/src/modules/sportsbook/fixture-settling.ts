import { sql } from 'drizzle-orm';
import type { BoResultInput } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { gradeLiveLeg } from './grading.ts';
import {
  gradeLegsFromSelections,
  liveHandicapLegs,
  setLiveLegOutcome,
} from './settlement.repository.ts';
import type { BookMerchant, Settlement } from './settlement.service.ts';
import { marketsForGrading } from './trading.repository.ts';

/**
 * Grades a fixture's legs and settles its bets: legs from their selections, live handicap legs
 * on the goals after the bet (with a result), every leg on a cancelled market void (live
 * handicap ones too), then the settlement run.
 */
export async function gradeAndSettle(
  db: Db,
  settlement: Settlement,
  merchant: BookMerchant,
  fixtureId: number,
  result: BoResultInput | null,
) {
  await gradeLegsFromSelections(db, fixtureId);
  await db.execute(sql`
    update sb_bet_legs l set outcome = 'void' from sb_markets m
     where l.fixture_id = ${fixtureId} and m.id = l.market_id and m.state = 'cancelled'
       and l.outcome is distinct from 'void'`);
  if (result) {
    const markets = await marketsForGrading(db, fixtureId);
    const bySelection = new Map(
      markets.flatMap((m) => m.selections.map((s) => [s.id, { m, code: s.code }] as const)),
    );
    for (const leg of await liveHandicapLegs(db, fixtureId)) {
      const found = bySelection.get(leg.selectionId);
      const outcome = found && gradeLiveLeg(found.m, found.code, result, leg);
      if (outcome) await setLiveLegOutcome(db, leg, outcome);
    }
  }
  return settlement.settleFixture(merchant, fixtureId);
}

/**
 * Refuses a correction (a result or a void) once the brand's re-settlement window after the
 * fixture's last result has passed: its bets' wallet rounds are (or are about to be) closed.
 */
export function assertCorrectable(
  fixture: { resultedAt: Date | null },
  resettleWindowHours: number,
  now: Date,
) {
  if (!fixture.resultedAt) return;
  const closesAt = fixture.resultedAt.getTime() + resettleWindowHours * 3_600_000;
  if (now.getTime() > closesAt) {
    throw new AppError('sb_resettle_window_passed', {
      details: { closedAt: new Date(closesAt).toISOString() },
    });
  }
}
