import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SportsBetView } from '@lobby/contracts';
import { formatMinorUnits } from '@lobby/contracts';
import { quartersText, systemLineCount } from '@lobby/game-math';
import { rowsOf, violatedConstraint, type Executor } from '../../db/rows.ts';
import type { SelectionFacts } from './selections.repository.ts';
import { sbBetLegs, sbBets, sbFixtures, sbMarkets, sbSelections } from '../../db/schema/index.ts';

export type BetRow = typeof sbBets.$inferSelect;
export type NewBet = typeof sbBets.$inferInsert;
export type NewLeg = Omit<typeof sbBetLegs.$inferInsert, 'betId'>;

/**
 * Writes a bet and its legs in one statement, with `alongside` (an SQL expression: the
 * placement gives back its exposure hold there) in the same statement, so all of it commits
 * together or not at all. Answers the bet's id. A bet with the same request id already there (a
 * concurrent copy of the placement) fails the whole statement with a unique violation.
 */
export async function writeBet(
  db: Executor,
  bet: NewBet,
  legs: readonly NewLeg[],
  alongside: SQL,
): Promise<number> {
  const betInsert = db.insert(sbBets).values(bet).returning({ id: sbBets.id });
  const legsInsert = db
    .insert(sbBetLegs)
    .values(legs.map((leg) => ({ ...leg, betId: sql`(select id from bet)` })));
  const [row] = await rowsOf<{ id: unknown }>(
    db,
    sql`with bet as (${betInsert.getSQL()}), legs as (${legsInsert.getSQL()})
        select (select id from bet) as id, ${alongside} as alongside`,
  );
  return Number(row!.id);
}

/** Whether a write failed on the request id's uniqueness: the same slip placed meanwhile. */
export const isSameRequestWritten = (error: unknown) =>
  violatedConstraint(error) === 'sb_bets_request_uq';

export async function findBetByRequest(
  db: Executor,
  merchantId: number,
  memberId: number,
  requestId: string,
): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(sbBets)
    .where(
      and(
        eq(sbBets.merchantId, merchantId),
        eq(sbBets.memberId, memberId),
        eq(sbBets.requestId, requestId),
      ),
    );
  return row;
}

/** A member's own bet (another member's is not found). */
export async function findMemberBet(
  db: Executor,
  merchantId: number,
  memberId: number,
  betId: number,
): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(sbBets)
    .where(
      and(eq(sbBets.merchantId, merchantId), eq(sbBets.memberId, memberId), eq(sbBets.id, betId)),
    );
  return row;
}

export async function memberBets(
  db: Executor,
  merchantId: number,
  memberId: number,
  open: boolean,
): Promise<BetRow[]> {
  return db
    .select()
    .from(sbBets)
    .where(
      and(
        eq(sbBets.merchantId, merchantId),
        eq(sbBets.memberId, memberId),
        inArray(
          sbBets.state,
          open ? ['pending', 'open'] : ['settled', 'cashed_out', 'void', 'rejected'],
        ),
      ),
    )
    .orderBy(desc(sbBets.placedAt), desc(sbBets.id))
    .limit(100);
}

/** The legs of bets with what the betting record shows of each. */
export async function legsOf(db: Executor, betIds: readonly number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({
      betId: sbBetLegs.betId,
      legNo: sbBetLegs.legNo,
      selectionId: sbBetLegs.selectionId,
      fixtureId: sbBetLegs.fixtureId,
      marketId: sbBetLegs.marketId,
      odds: sbBetLegs.odds,
      outcome: sbBetLegs.outcome,
      homeScoreAtBet: sbBetLegs.homeScoreAtBet,
      awayScoreAtBet: sbBetLegs.awayScoreAtBet,
      selection: sbSelections.code,
      currentOdds: sbSelections.odds,
      marketKind: sbMarkets.kind,
      marketState: sbMarkets.state,
      lineQuarters: sbMarkets.lineQuarters,
      home: sbFixtures.home,
      away: sbFixtures.away,
    })
    .from(sbBetLegs)
    .innerJoin(sbSelections, eq(sbSelections.id, sbBetLegs.selectionId))
    .innerJoin(sbMarkets, eq(sbMarkets.id, sbBetLegs.marketId))
    .innerJoin(sbFixtures, eq(sbFixtures.id, sbBetLegs.fixtureId))
    .where(inArray(sbBetLegs.betId, [...betIds]))
    .orderBy(sbBetLegs.betId, sbBetLegs.legNo);
}
export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

/** What the betting record shows of a bet's row. */
export type BetViewRow = Pick<
  BetRow,
  | 'id'
  | 'kind'
  | 'state'
  | 'oddsFormat'
  | 'odds'
  | 'nominalStake'
  | 'risk'
  | 'win'
  | 'paid'
  | 'unit'
  | 'placedAt'
  | 'confirmAt'
  | 'settledAt'
  | 'systemSizes'
>;

/** A bet as the betting record shows it. */
export function betView(bet: BetViewRow, legs: readonly LegRow[], decimals: number): SportsBetView {
  const money = (minor: bigint) => formatMinorUnits(minor, decimals);
  const own = legs.filter((leg) => leg.betId === bet.id);
  return {
    id: bet.id,
    kind: bet.kind,
    state: bet.state,
    oddsFormat: bet.oddsFormat,
    odds: bet.odds,
    nominalStake: money(bet.nominalStake),
    risk: money(bet.risk),
    win: money(bet.win),
    paid: money(bet.paid),
    currency: bet.unit,
    placedAt: bet.placedAt.toISOString(),
    confirmAt: bet.confirmAt?.toISOString() ?? null,
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: own.map((leg) => ({
      selectionId: leg.selectionId,
      fixtureId: leg.fixtureId,
      marketKind: leg.marketKind,
      line: leg.lineQuarters === null ? null : quartersText(leg.lineQuarters),
      selection: leg.selection,
      home: leg.home,
      away: leg.away,
      odds: leg.odds,
      outcome: leg.outcome,
    })),
    systemLines: bet.kind === 'system' ? systemLineCount(own.length, bet.systemSizes) : 0,
  };
}

/**
 * The view of a bet just written, from what the placement wrote and read (no read back): the
 * legs in the slip's order, each with its selection's facts.
 */
export function writtenBetView(
  bet: BetViewRow,
  legs: readonly NewLeg[],
  facts: readonly Pick<
    SelectionFacts,
    'code' | 'odds' | 'marketKind' | 'marketState' | 'lineQuarters' | 'home' | 'away'
  >[],
  decimals: number,
): SportsBetView {
  const legRows: LegRow[] = legs.map((leg, i) => {
    const selection = facts[i]!;
    return {
      betId: bet.id,
      legNo: leg.legNo,
      selectionId: leg.selectionId,
      fixtureId: leg.fixtureId,
      marketId: leg.marketId,
      odds: leg.odds,
      outcome: null,
      homeScoreAtBet: leg.homeScoreAtBet ?? null,
      awayScoreAtBet: leg.awayScoreAtBet ?? null,
      selection: selection.code,
      currentOdds: selection.odds,
      marketKind: selection.marketKind,
      marketState: selection.marketState,
      lineQuarters: selection.lineQuarters,
      home: selection.home,
      away: selection.away,
    };
  });
  return betView(bet, legRows, decimals);
}
