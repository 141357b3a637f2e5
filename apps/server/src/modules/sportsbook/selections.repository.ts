import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { sbFixtures, sbLimits, sbMarkets, sbSelections, sbSports } from '../../db/schema/index.ts';

/** A selection with what placing a bet on it needs to know. */
export interface SelectionFacts {
  selectionId: number;
  code: string;
  odds: number;
  marketId: number;
  marketKind: (typeof sbMarkets.$inferSelect)['kind'];
  marketState: (typeof sbMarkets.$inferSelect)['state'];
  marketIsLive: boolean;
  lineQuarters: number | null;
  fixtureId: number;
  fixtureState: (typeof sbFixtures.$inferSelect)['state'];
  home: (typeof sbFixtures.$inferSelect)['home'];
  away: (typeof sbFixtures.$inferSelect)['away'];
  startsAt: Date;
  homeScore: number;
  awayScore: number;
  sportId: number;
  isEsports: boolean;
}

/** The selections of the brand among `ids` (others are simply missing). */
export async function findSelections(
  db: Executor,
  merchantId: number,
  ids: readonly number[],
): Promise<SelectionFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      selectionId: sbSelections.id,
      code: sbSelections.code,
      odds: sbSelections.odds,
      marketId: sbMarkets.id,
      marketKind: sbMarkets.kind,
      marketState: sbMarkets.state,
      marketIsLive: sbMarkets.isLive,
      lineQuarters: sbMarkets.lineQuarters,
      fixtureId: sbFixtures.id,
      fixtureState: sbFixtures.state,
      home: sbFixtures.home,
      away: sbFixtures.away,
      startsAt: sbFixtures.startsAt,
      homeScore: sbFixtures.homeScore,
      awayScore: sbFixtures.awayScore,
      sportId: sbSports.id,
      isEsports: sbSports.isEsports,
    })
    .from(sbSelections)
    .innerJoin(sbMarkets, eq(sbMarkets.id, sbSelections.marketId))
    .innerJoin(sbFixtures, eq(sbFixtures.id, sbMarkets.fixtureId))
    .innerJoin(sbSports, eq(sbSports.id, sbFixtures.sportId))
    .where(and(eq(sbSelections.merchantId, merchantId), inArray(sbSelections.id, [...ids])));
}

/** The limit rows that may apply to a member betting on these sports. */
export async function limitRowsFor(
  db: Executor,
  merchantId: number,
  memberId: number,
  sportIds: readonly number[],
) {
  return db
    .select()
    .from(sbLimits)
    .where(
      and(
        eq(sbLimits.merchantId, merchantId),
        sql`(${sbLimits.sportId} is null or ${sbLimits.sportId} = any(${sql.raw(`array[${sportIds.map(Number).join(',') || 0}]::bigint[]`)}))`,
        sql`(${sbLimits.memberId} is null or ${sbLimits.memberId} = ${memberId})`,
      ),
    );
}
export type LimitRow = Awaited<ReturnType<typeof limitRowsFor>>[number];
