import { sql } from 'drizzle-orm';
import type { SportsBetKind, SportsLegOutcome } from '@lobby/contracts';
import { rowsOf, type Executor } from '../../db/rows.ts';

/**
 * A bet claimed for settlement, with its graded legs. `postings` counts a posting an owed
 * collection has claimed (docs/sportsbook.md "Owed money"), so the next id is never its.
 */
export interface ClaimedBet {
  id: number;
  memberId: number;
  kind: SportsBetKind;
  systemSizes: number[];
  risk: bigint;
  nominalStake: bigint;
  paid: bigint;
  postings: number;
  unit: string;
  vendor: string;
  requestId: string;
  sessionTokenSealed: string;
  legs: { odds: number; outcome: SportsLegOutcome }[];
}

/**
 * Claims (state `settling`) the bets among the next `limit` of the fixture (by id, after
 * `afterId`; an index range) whose legs are all graded:
 * open ones, settled ones (a re-settlement) and ones a stopped run left `settling`. A bet
 * being cashed out or waiting out its live delay is not taken.
 */
export async function claimGradedBets(
  db: Executor,
  fixtureId: number,
  afterId: number,
  limit: number,
): Promise<{ bets: ClaimedBet[]; lastCandidate: number | undefined }> {
  const rows = await rowsOf<{
    id: string | null;
    last_candidate: string | null;
    member_id: string;
    kind: SportsBetKind;
    system_sizes: number[];
    risk: string;
    nominal_stake: string;
    paid: string;
    postings: number;
    unit: string;
    vendor: string;
    request_id: string;
    session_token_sealed: string;
    legs: { odds: number; outcome: SportsLegOutcome }[] | string | null;
  }>(
    db,
    sql`with candidates as (
          select l.bet_id, l.outcome from sb_bet_legs l
           where l.fixture_id = ${fixtureId} and l.bet_id > ${afterId}
           order by l.bet_id limit ${limit}
        ), ready as (
          select c.bet_id from candidates c
            join sb_bets b on b.id = c.bet_id
           where b.state in ('open', 'settled', 'settling')
             -- lost singles with nothing paid: settleLostSingles did them, no money moves
             and not (b.kind = 'single' and b.paid = 0 and c.outcome = 'lose')
             and not exists (select 1 from sb_bet_legs o where o.bet_id = c.bet_id and o.outcome is null)
        ), claimed as (
          update sb_bets b set state = 'settling'
            from ready where b.id = ready.bet_id
          returning b.*
        )
        select c.id::text, (select max(bet_id) from candidates)::text as last_candidate,
               c.member_id::text, c.kind, c.system_sizes, c.risk::text,
               c.nominal_stake::text, c.paid::text,
               -- a collection of owed money in flight holds its posting: post after it
               greatest(c.postings, coalesce(c.collecting_posting, 0)) as postings,
               c.unit, c.vendor, c.request_id,
               c.session_token_sealed,
               (select json_agg(json_build_object('odds', l.odds, 'outcome', l.outcome) order by l.leg_no)
                  from sb_bet_legs l where l.bet_id = c.id) as legs
          from (select 1) one left join claimed c on true order by c.id`,
  );
  const last = rows[0]?.last_candidate;
  return {
    lastCandidate: last ? Number(last) : undefined,
    bets: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        kind: r.kind,
        systemSizes: r.system_sizes,
        risk: BigInt(r.risk),
        nominalStake: BigInt(r.nominal_stake),
        paid: BigInt(r.paid),
        postings: r.postings,
        unit: r.unit,
        vendor: r.vendor,
        requestId: r.request_id,
        sessionTokenSealed: r.session_token_sealed,
        legs: typeof r.legs === 'string' ? JSON.parse(r.legs) : (r.legs ?? []),
      })),
  };
}

/**
 * The fast path, one statement: a single that lost and was paid nothing returns 0 = what it
 * was paid, so it is settled without a wallet call (most bets of a fixture).
 */
export async function settleLostSingles(db: Executor, fixtureId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with done as (
          update sb_bets b set state = 'settled', settled_at = now()
            from sb_bet_legs l
           where l.fixture_id = ${fixtureId} and l.bet_id = b.id and l.outcome = 'lose'
             and b.kind = 'single' and b.paid = 0 and b.state in ('open', 'settling')
          returning 1
        ) select count(*)::int as n from done`,
  );
  return rows[0]?.n ?? 0;
}

/** The outcome of settling one claimed bet. */
export interface SettledBet {
  id: number;
  paid: bigint;
  postings: number;
  owed: bigint;
}

/** Writes a batch's results in one statement: settled, what is paid, postings made, owed. */
export async function markSettled(db: Executor, bets: readonly SettledBet[]): Promise<void> {
  if (bets.length === 0) return;
  const values = sql.join(
    bets.map(
      (b) => sql`(${b.id}::bigint, ${b.paid}::bigint, ${b.postings}::int, ${b.owed}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update sb_bets b
       set state = 'settled', paid = v.paid, postings = greatest(b.postings, v.postings),
           owed = b.owed + v.owed,
           settled_at = now()
      from (values ${values}) as v(id, paid, postings, owed)
     where b.id = v.id and b.state = 'settling'`);
}

/** Grades the fixture's legs from their selections; live handicap legs are graded apart. */
export async function gradeLegsFromSelections(db: Executor, fixtureId: number): Promise<void> {
  await db.execute(sql`
    update sb_bet_legs l set outcome = s.outcome
      from sb_selections s, sb_markets m
     where l.fixture_id = ${fixtureId} and s.id = l.selection_id and m.id = l.market_id
       and (l.home_score_at_bet is null or m.kind not in ('handicap', 'map_handicap'))
       and l.outcome is distinct from s.outcome`);
}

/** The distinct live handicap legs of a fixture: selection and the score when bet. */
export async function liveHandicapLegs(db: Executor, fixtureId: number) {
  const rows = await rowsOf<{ selection_id: string; home: number; away: number }>(
    db,
    sql`select distinct l.selection_id::text, l.home_score_at_bet as home, l.away_score_at_bet as away
          from sb_bet_legs l join sb_markets m on m.id = l.market_id
         where l.fixture_id = ${fixtureId} and l.home_score_at_bet is not null
           and m.kind in ('handicap', 'map_handicap')`,
  );
  return rows.map((r) => ({ selectionId: Number(r.selection_id), home: r.home, away: r.away }));
}

export async function setLiveLegOutcome(
  db: Executor,
  leg: { selectionId: number; home: number; away: number },
  outcome: SportsLegOutcome,
): Promise<void> {
  await db.execute(sql`
    update sb_bet_legs set outcome = ${outcome}
     where selection_id = ${leg.selectionId} and home_score_at_bet = ${leg.home}
       and away_score_at_bet = ${leg.away}`);
}
