import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';
import { sbFixtures, sbMarkets, sbSelections } from '../../apps/server/src/db/schema/index.ts';

/** A football fixture two hours ahead with one 1X2 market; its selection ids by code. */
export async function insertBenchFixture(db: Db, merchantId: number) {
  const [sport] = await rowsOf<{ id: string; competition: string }>(
    db,
    sql`select s.id::text, c.id::text as competition from sb_sports s
          join sb_competitions c on c.sport_id = s.id
         where s.merchant_id = ${merchantId} and s.code = 'football' limit 1`,
  );
  if (!sport) throw new Error('the demo book has no football: did the seed run?');
  const name = { en: 'Bench', th: 'Bench', tl: 'Bench' };
  const [fixture] = await db
    .insert(sbFixtures)
    .values({
      merchantId,
      sportId: Number(sport.id),
      competitionId: Number(sport.competition),
      home: name,
      away: name,
      startsAt: new Date(Date.now() + 2 * 3_600_000),
    })
    .returning({ id: sbFixtures.id });
  const [market] = await db
    .insert(sbMarkets)
    .values({ merchantId, fixtureId: fixture!.id, kind: 'match_1x2' })
    .returning({ id: sbMarkets.id });
  const rows = await db
    .insert(sbSelections)
    .values(
      (['home', 'draw', 'away'] as const).map((code, i) => ({
        merchantId,
        marketId: market!.id,
        code,
        odds: [2000, 3200, 3600][i]!,
      })),
    )
    .returning({ id: sbSelections.id, code: sbSelections.code, odds: sbSelections.odds });
  return { fixtureId: fixture!.id, marketId: market!.id, selections: rows };
}

/**
 * Copies open losing bets onto the fixture's `away` selection by SQL (the settlement bench's
 * volume): they need no wallet call when the home side wins, so they measure the set-based
 * part (claim, grade, write). Their stakes never went through the wallet.
 */
export async function insertSyntheticBets(
  db: Db,
  fixture: {
    fixtureId: number;
    marketId: number;
    selections: { id: number; code: string; odds: number }[];
  },
  memberId: number,
  merchantId: number,
  count: number,
  unit: string,
) {
  const away = fixture.selections.find((s) => s.code === 'away')!;
  await db.execute(sql`
    with bets as (
      insert into sb_bets (merchant_id, member_id, kind, vendor, unit, odds_format, nominal_stake,
                           risk, win, odds, state, request_id, session_token_sealed)
      select ${merchantId}, ${memberId}, 'single', 'LOBBYSB', ${unit}, 'decimal', 100, 100,
             ${away.odds - 1000} / 10, ${away.odds}, 'open', 'synthetic-' || g, 'none'
        from generate_series(1, ${count}) g
      returning id
    )
    insert into sb_bet_legs (bet_id, leg_no, merchant_id, selection_id, market_id, fixture_id, odds)
    select id, 1, ${merchantId}, ${away.id}, ${fixture.marketId}, ${fixture.fixtureId}, ${away.odds}
      from bets`);
}
