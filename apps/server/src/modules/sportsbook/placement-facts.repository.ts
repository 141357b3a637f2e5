import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import type { LimitRow, SelectionFacts } from './selections.repository.ts';
import {
  bookSettingsFrom,
  type BookSettings,
  type MemberBetSettings,
} from './settings.repository.ts';

/** What a placement reads before its checks, in one statement (docs/sportsbook.md). */
export interface PlacementFacts {
  /** The bet this slip's request id already placed (a repeated call), or null. */
  earlierBetId: number | null;
  /** How the member takes odds changes and which format a single shows. */
  settings: Pick<MemberBetSettings, 'oddsFormat' | 'oddsChange' | 'maxSlippageBp'>;
  book: BookSettings;
  /** The brand's selections among the slip's ids (others are missing). */
  selections: SelectionFacts[];
  /** The limit rows that may apply to the member on the selections' sports. */
  limits: LimitRow[];
}

/** A limit row as the statement sends it: bigints as text (exact), ids as numbers. */
type JsonLimitRow = Omit<
  LimitRow,
  'maxStake' | 'maxPayout' | 'maxMarketExposure' | 'maxFixtureExposure'
> &
  Record<'maxStake' | 'maxPayout' | 'maxMarketExposure' | 'maxFixtureExposure', string | null>;

const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

interface FactsRow {
  earlier_bet_id: unknown;
  odds_format: MemberBetSettings['oddsFormat'] | null;
  odds_change: MemberBetSettings['oddsChange'] | null;
  max_slippage_bp: number | null;
  live_delay_seconds: number | null;
  cash_out_margin_bp: number | null;
  parlay_max_payout: unknown;
  parlay_max_odds: number | null;
  abandon_window_hours: number | null;
  resettle_window_hours: number | null;
  limits: JsonLimitRow[] | string;
  selection_id: unknown;
  code: string;
  odds: number;
  market_id: unknown;
  market_kind: SelectionFacts['marketKind'];
  market_state: SelectionFacts['marketState'];
  market_is_live: boolean;
  line_quarters: number | null;
  fixture_id: unknown;
  fixture_state: SelectionFacts['fixtureState'];
  home: SelectionFacts['home'] | string;
  away: SelectionFacts['away'] | string;
  starts_at_ms: number;
  home_score: number;
  away_score: number;
  sport_id: unknown;
  is_esports: boolean;
}

const ids = (values: readonly number[]) => sql`${`{${values.map(Number).join(',')}}`}::bigint[]`;
/** jsonb arrives parsed from node-postgres, as text from some drivers. */
const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;
const orUndefined = <T>(value: T | null) => value ?? undefined;

/**
 * The earlier bet of the request id, the member's and the brand's settings, the limit rows
 * and the slip's selections with their markets, fixtures and sports: one row per selection
 * found, or one row without a selection (the left join keeps it), so the rest always arrives.
 */
export async function placementFacts(
  db: Executor,
  merchantId: number,
  memberId: number,
  /** The slip's request id; null when there is no slip (the maximum stakes). */
  requestId: string | null,
  selectionIds: readonly number[],
): Promise<PlacementFacts> {
  const rows = await rowsOf<FactsRow>(
    db,
    sql`with found as (
          select sel.id as selection_id, sel.code, sel.odds, mk.id as market_id,
                 mk.kind as market_kind, mk.state as market_state, mk.is_live as market_is_live,
                 mk.line_quarters, fx.id as fixture_id, fx.state as fixture_state, fx.home, fx.away,
                 floor(extract(epoch from fx.starts_at) * 1000)::float8 as starts_at_ms,
                 fx.home_score, fx.away_score, sp.id as sport_id, sp.is_esports
            from sb_selections sel
            join sb_markets mk on mk.id = sel.market_id
            join sb_fixtures fx on fx.id = mk.fixture_id
            join sb_sports sp on sp.id = fx.sport_id
           where sel.merchant_id = ${merchantId} and sel.id = any(${ids(selectionIds)}))
        select
          (select b.id from sb_bets b
            where b.merchant_id = ${merchantId} and b.member_id = ${memberId}
              and b.request_id = ${requestId}) as earlier_bet_id,
          ms.odds_format, ms.odds_change, ms.max_slippage_bp,
          bs.live_delay_seconds, bs.cash_out_margin_bp, bs.parlay_max_payout, bs.parlay_max_odds,
          bs.abandon_window_hours, bs.resettle_window_hours,
          (select coalesce(json_agg(json_build_object(
                    'id', l.id, 'merchantId', l.merchant_id, 'sportId', l.sport_id,
                    'marketKind', l.market_kind, 'memberId', l.member_id,
                    'maxStake', l.max_stake::text, 'maxPayout', l.max_payout::text,
                    'maxMarketExposure', l.max_market_exposure::text,
                    'maxFixtureExposure', l.max_fixture_exposure::text,
                    'stakeFactorBp', l.stake_factor_bp)), '[]')
             from sb_limits l
            where l.merchant_id = ${merchantId}
              and (l.member_id is null or l.member_id = ${memberId})
              and (l.sport_id is null or l.sport_id in (select sport_id from found))) as limits,
          found.*
        from (select 1) one
        left join sb_member_settings ms on ms.member_id = ${memberId}
        left join sb_brand_settings bs on bs.merchant_id = ${merchantId}
        left join found on true`,
  );
  const first = rows[0]!;
  return {
    earlierBetId: first.earlier_bet_id === null ? null : Number(first.earlier_bet_id),
    settings: {
      oddsFormat: first.odds_format ?? 'decimal',
      oddsChange: first.odds_change ?? 'reject',
      maxSlippageBp: first.max_slippage_bp ?? 0,
    },
    book: bookSettingsFrom({
      liveDelaySeconds: orUndefined(first.live_delay_seconds),
      cashOutMarginBp: orUndefined(first.cash_out_margin_bp),
      parlayMaxPayout:
        first.parlay_max_payout === null ? undefined : toBigInt(first.parlay_max_payout),
      parlayMaxOdds: orUndefined(first.parlay_max_odds),
      abandonWindowHours: orUndefined(first.abandon_window_hours),
      resettleWindowHours: orUndefined(first.resettle_window_hours),
    }),
    limits: json(first.limits).map((row) => ({
      ...row,
      maxStake: bigintOrNull(row.maxStake),
      maxPayout: bigintOrNull(row.maxPayout),
      maxMarketExposure: bigintOrNull(row.maxMarketExposure),
      maxFixtureExposure: bigintOrNull(row.maxFixtureExposure),
    })),
    selections: rows
      .filter((row) => row.selection_id !== null)
      .map((row) => ({
        selectionId: Number(row.selection_id),
        code: row.code,
        odds: row.odds,
        marketId: Number(row.market_id),
        marketKind: row.market_kind,
        marketState: row.market_state,
        marketIsLive: row.market_is_live,
        lineQuarters: row.line_quarters,
        fixtureId: Number(row.fixture_id),
        fixtureState: row.fixture_state,
        home: json(row.home),
        away: json(row.away),
        startsAt: new Date(row.starts_at_ms),
        homeScore: row.home_score,
        awayScore: row.away_score,
        sportId: Number(row.sport_id),
        isEsports: row.is_esports,
      })),
  };
}
