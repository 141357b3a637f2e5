import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LocalizedText,
  SportsBetKind,
  SportsBetState,
  SportsFixtureState,
  SportsLegOutcome,
  SportsMarketKind,
  SportsMarketPeriod,
  SportsMarketState,
  SportsOddsChangeSetting,
  SportsOddsFormat,
} from '@lobby/contracts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A sport of the brand's book (football, e-sports titles). docs/sportsbook.md. */
export const sbSports = pgTable(
  'sb_sports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** E-sports titles are booked on vendor LOBBYES, the others on LOBBYSB. */
    isEsports: boolean('is_esports').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sb_sports_code_uq').on(t.merchantId, t.code)],
);

/** A league or tournament. */
export const sbCompetitions = pgTable(
  'sb_competitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    sportId: bigint('sport_id', { mode: 'number' })
      .notNull()
      .references(() => sbSports.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sb_competitions_sport_idx').on(t.sportId)],
);

/** A match (or an outright event: `is_outright`, no sides). Scores are the full-time ones. */
export const sbFixtures = pgTable(
  'sb_fixtures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    sportId: bigint('sport_id', { mode: 'number' })
      .notNull()
      .references(() => sbSports.id, { onDelete: 'cascade' }),
    competitionId: bigint('competition_id', { mode: 'number' })
      .notNull()
      .references(() => sbCompetitions.id, { onDelete: 'cascade' }),
    home: jsonb('home').$type<LocalizedText>().notNull(),
    away: jsonb('away').$type<LocalizedText>().notNull(),
    isOutright: boolean('is_outright').notNull().default(false),
    startsAt: at('starts_at').notNull(),
    state: text('state').$type<SportsFixtureState>().notNull().default('scheduled'),
    isLive: boolean('is_live').notNull().default(false),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    homeHalfScore: integer('home_half_score'),
    awayHalfScore: integer('away_half_score'),
    /** Raised by every result entered: settlement posts each version once. */
    resultVersion: integer('result_version').notNull().default(0),
    /** Driven by the simulated match engine (shown as simulated on the demo brand). */
    isSimulated: boolean('is_simulated').notNull().default(false),
    /** Set while the operator has the match abandoned (docs/sportsbook.md "Abandoned matches"). */
    abandonedAt: at('abandoned_at'),
    /** When the last result (or void) was entered: the re-settlement window runs from it. */
    resultedAt: at('resulted_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sb_fixtures_list_idx').on(t.merchantId, t.sportId, t.state, t.startsAt)],
);

/** A market of a fixture: its kind, period and line (quarter goals), and its state. */
export const sbMarkets = pgTable(
  'sb_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    fixtureId: bigint('fixture_id', { mode: 'number' })
      .notNull()
      .references(() => sbFixtures.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SportsMarketKind>().notNull(),
    period: text('period').$type<SportsMarketPeriod>().notNull().default('match'),
    /** Handicap (home side) and over/under lines in quarter goals (−0.75 → −3). */
    lineQuarters: integer('line_quarters'),
    state: text('state').$type<SportsMarketState>().notNull().default('active'),
    isLive: boolean('is_live').notNull().default(false),
    /** Suspended by the fixture's abandonment: reopened if the match resumes. */
    heldByAbandon: boolean('held_by_abandon').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sb_markets_fixture_idx').on(t.fixtureId)],
);

/** A selection and its price (decimal odds in thousandths); `outcome` once graded. */
export const sbSelections = pgTable(
  'sb_selections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    marketId: bigint('market_id', { mode: 'number' })
      .notNull()
      .references(() => sbMarkets.id, { onDelete: 'cascade' }),
    /** `home`, `draw`, `away`, `over`, `under`, `odd`, `even`, `2-1`, or an outright's name key. */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>(),
    odds: integer('odds').notNull(),
    outcome: text('outcome').$type<SportsLegOutcome>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sb_selections_code_uq').on(t.marketId, t.code),
    check('sb_selections_odds_ck', sql`${t.odds} > 1000`),
  ],
);

/** Every price a selection had. */
export const sbOddsHistory = pgTable(
  'sb_odds_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => sbSelections.id, { onDelete: 'cascade' }),
    odds: integer('odds').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('sb_odds_history_selection_idx').on(t.selectionId, t.changedAt)],
);

/**
 * A member's bet: single, parlay or system. `risk` is what the wallet took, `win` the profit if
 * every leg wins, `paid` what settlement has paid so far (re-settlement posts the difference).
 */
export const sbBets = pgTable(
  'sb_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    kind: text('kind').$type<SportsBetKind>().notNull(),
    /** System line sizes (Trixie [2, 3]); empty for singles and parlays. */
    systemSizes: integer('system_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The vendor of the wallet round: LOBBYSB or LOBBYES. */
    vendor: text('vendor').notNull(),
    unit: text('unit').notNull(),
    oddsFormat: text('odds_format').$type<SportsOddsFormat>().notNull(),
    nominalStake: bigint('nominal_stake', { mode: 'bigint' }).notNull(),
    risk: bigint('risk', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** Combined decimal odds in thousandths (parlays; a single's price). */
    odds: integer('odds').notNull(),
    state: text('state').$type<SportsBetState>().notNull(),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** How many wallet postings settlement made: the next one's transaction id suffix. */
    postings: integer('postings').notNull().default(0),
    /** What a downward re-settlement could not take back (the wallet refused): owed. */
    owed: bigint('owed', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the operator wrote off of `owed` (audited). */
    writtenOff: bigint('written_off', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * A collection of `owed` in flight (docs/sportsbook.md "Owed money"): the posting number it
     * withdraws with; null when none. While set, a write-off is refused and settlement posts
     * after it.
     */
    collectingPosting: integer('collecting_posting'),
    /** The amount of the collection in flight (the whole owed when it was claimed). */
    collectingAmount: bigint('collecting_amount', { mode: 'bigint' }),
    /** When the collection in flight was claimed: a run takes over only a claim left long ago. */
    collectingSince: at('collecting_since'),
    /** When the wallet round was closed (game over) after the re-settlement window. */
    roundClosedAt: at('round_closed_at'),
    requestId: text('request_id').notNull(),
    sessionTokenSealed: text('session_token_sealed').notNull(),
    /** Live bets: when the live delay ends and the bet is checked again. */
    confirmAt: at('confirm_at'),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('sb_bets_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('sb_bets_member_idx').on(t.memberId, t.placedAt),
    index('sb_bets_pending_idx')
      .on(t.confirmAt)
      .where(sql`${t.state} = 'pending'`),
    index('sb_bets_owed_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.owed} > 0`),
    index('sb_bets_round_open_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.roundClosedAt} is null and ${t.state} in ('settled', 'cashed_out')`),
  ],
);

/** A leg of a bet: the selection, its price when placed and, live, the score then. */
export const sbBetLegs = pgTable(
  'sb_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sbBets.id, { onDelete: 'cascade' }),
    legNo: integer('leg_no').notNull(),
    merchantId: brandColumn(),
    selectionId: bigint('selection_id', { mode: 'number' })
      .notNull()
      .references(() => sbSelections.id),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    fixtureId: bigint('fixture_id', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    homeScoreAtBet: integer('home_score_at_bet'),
    awayScoreAtBet: integer('away_score_at_bet'),
    /** Graded outcome of a live handicap leg (counts goals after the bet); else the selection's. */
    outcome: text('outcome').$type<SportsLegOutcome>(),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sb_bet_legs_fixture_idx').on(t.fixtureId, t.betId),
    index('sb_bet_legs_selection_idx').on(t.selectionId),
  ],
);

/**
 * Limits: a brand default (no sport, no market kind, no member), per sport, per market kind,
 * per member (and sport). Null columns do not limit; the most restrictive row applies.
 * `stake_factor_bp` scales a member's maximum stake (10 000 = 1×; sharp bettors lower).
 */
export const sbLimits = pgTable(
  'sb_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    sportId: bigint('sport_id', { mode: 'number' }).references(() => sbSports.id, {
      onDelete: 'cascade',
    }),
    marketKind: text('market_kind').$type<SportsMarketKind>(),
    memberId: bigint('member_id', { mode: 'number' }),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    maxPayout: bigint('max_payout', { mode: 'bigint' }),
    maxMarketExposure: bigint('max_market_exposure', { mode: 'bigint' }),
    maxFixtureExposure: bigint('max_fixture_exposure', { mode: 'bigint' }),
    stakeFactorBp: integer('stake_factor_bp'),
  },
  (t) => [
    unique('sb_limits_scope_uq')
      .on(t.merchantId, t.sportId, t.marketKind, t.memberId)
      .nullsNotDistinct(),
  ],
);

/** The book's brand settings (defaults when no row). */
export const sbBrandSettings = pgTable('sb_brand_settings', {
  merchantId: brandColumn().primaryKey(),
  liveDelaySeconds: integer('live_delay_seconds').notNull().default(5),
  cashOutMarginBp: integer('cash_out_margin_bp').notNull().default(500),
  parlayMaxPayout: bigint('parlay_max_payout', { mode: 'bigint' }).notNull(),
  parlayMaxOdds: integer('parlay_max_odds').notNull().default(1_000_000),
  /** An abandoned match not resumed within this is void, bar decided markets (24–48). */
  abandonWindowHours: integer('abandon_window_hours').notNull().default(36),
  /** Corrections are taken this long after a fixture's last result; then rounds close. */
  resettleWindowHours: integer('resettle_window_hours').notNull().default(72),
  /** The margin the in-house models price with (basis points of overround) and its method. */
  marginBp: integer('margin_bp').notNull().default(500),
  marginMethod: text('margin_method')
    .$type<'multiplicative' | 'power' | 'shin'>()
    .notNull()
    .default('shin'),
});

/** What a simulated fixture is played from (docs/sportsbook.md "Simulated live engine"). */
export interface SbSimulationParams {
  kind: 'football' | 'esports';
  /** Model team names (football) or rated team names (e-sports), home/A first. */
  home: string;
  away: string;
  bestOf?: number;
}

/**
 * A fixture the simulated live engine drives (demo brand only). The whole match follows from
 * `seed` and the model; `applied` counts the timeline events already written, so a tick on any
 * instance carries on where the last one stopped.
 */
export const sbSimulations = pgTable('sb_simulations', {
  fixtureId: bigint('fixture_id', { mode: 'number' })
    .primaryKey()
    .references(() => sbFixtures.id, { onDelete: 'cascade' }),
  merchantId: brandColumn(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  params: jsonb('params').$type<SbSimulationParams>().notNull(),
  /** Real milliseconds per simulated minute. */
  minuteMs: integer('minute_ms').notNull(),
  kickOffAt: at('kick_off_at').notNull(),
  applied: integer('applied').notNull().default(0),
  /** The last simulated minute priced. */
  pricedMinute: integer('priced_minute').notNull().default(-1),
  /** Live markets stay suspended until then (a goal, a map). */
  suspendedUntil: at('suspended_until'),
  finishedAt: at('finished_at'),
});

/** A member's bet slip settings: odds format, what to do when odds change, quick stakes. */
export const sbMemberSettings = pgTable('sb_member_settings', {
  memberId: memberColumn().primaryKey(),
  merchantId: brandColumn(),
  oddsFormat: text('odds_format').$type<SportsOddsFormat>().notNull().default('decimal'),
  oddsChange: text('odds_change').$type<SportsOddsChangeSetting>().notNull().default('reject'),
  maxSlippageBp: integer('max_slippage_bp').notNull().default(0),
  quickStakes: bigint('quick_stakes', { mode: 'bigint' }).array().notNull(),
});

/**
 * The book's exposure per market and per fixture: the possible payouts (risk + win) of its
 * pending and open bets, a parlay counted in full on each leg (docs/sportsbook.md "Limits").
 * `amount` is kept by triggers (migration 0038_sportsbook_exposure): legs written count, a bet
 * leaving pending/open (settled, cashed out, void, rejected) is taken off. A placement holds its
 * payout in `held` before the wallet call (`sb_exposure_reserve`, checked against the caps under
 * the rows' locks) and gives it back in the transaction that writes the bet, or when the stake
 * is refused. The job `sportsbook-exposure-holds` clears holds a stopped process left.
 */
export const sbExposures = pgTable(
  'sb_exposures',
  {
    scope: text('scope').$type<'market' | 'fixture'>().notNull(),
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    merchantId: brandColumn(),
    /** What pending and open bets could pay (kept by the triggers). */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What placements in flight reserved before their wallet call. */
    held: bigint('held', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.refId] }),
    check('sb_exposures_held_ck', sql`${t.held} >= 0`),
    check('sb_exposures_scope_ck', sql`${t.scope} in ('market', 'fixture')`),
    index('sb_exposures_idle_idx').on(t.updatedAt),
  ],
);
