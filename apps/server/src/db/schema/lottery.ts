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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A lottery game of a brand (docs/lottery.md). `kind` names the draw and its bet types: the
 * fast games `5d`, `pk10`, `k3`, `11x5`, `keno` draw in house; `vn-*` / `thai` (later) take
 * operator-entered results (`result_source = 'operator'`). Odds are per payout key.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    /** The catalogue game code (vendor ELOTT for the fast games). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /** `house`: drawn here, provably fair; `operator`: official results entered and confirmed. */
    resultSource: text('result_source').$type<'house' | 'operator'>().notNull().default('house'),
    intervalSeconds: integer('interval_seconds').notNull(),
    cutoffSeconds: integer('cutoff_seconds').notNull(),
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    /** Stake of one line, in minor units. */
    minLineStake: minor('min_line_stake').notNull(),
    maxLineStake: minor('max_line_stake').notNull(),
    /** The worst payout on one number (one line key) in an issue. */
    numberCap: minor('number_cap').notNull(),
    /** The worst loss of an issue: Σ worst payouts − Σ stakes. */
    issueCap: minor('issue_cap').notNull(),
    /** Numbers closed to bets: a line holding one is refused. */
    restrictedNumbers: jsonb('restricted_numbers').$type<number[]>().notNull().default([]),
    maxChase: integer('max_chase').notNull().default(10),
    /**
     * Operator-result games: the draw calendar (stations, local draw times, cut-off, holiday
     * shifts; docs/lottery.md "Schedules"). Null for house games.
     */
    schedule: jsonb('schedule').$type<Record<string, unknown>>(),
    /**
     * Operator-result games: numbers by their digits (`"123"`, `"85"`) that are closed to bets
     * or pay half the odds.
     */
    numberRules: jsonb('number_rules')
      .$type<Record<string, 'closed' | 'half'>>()
      .notNull()
      .default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_games_code_uq').on(t.merchantId, t.code),
    check('lottery_games_interval_ck', sql`${t.intervalSeconds} between 60 and 300`),
    check(
      'lottery_games_cutoff_ck',
      sql`${t.cutoffSeconds} >= 0 and ${t.cutoffSeconds} < ${t.intervalSeconds}`,
    ),
  ],
);

/**
 * One draw of a game. `issue_no` is the date and the sequence of the day (`20261127-0042`).
 * States: scheduled → open → closed → drawn → settled, or void. The server seed is made at
 * open and only its SHA-256 is shown until the draw; the beacon is fixed at the draw.
 * Operator-result games keep `result` entered by one operator until another confirms it.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    issueNo: text('issue_no').notNull(),
    state: text('state')
      .$type<'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'void'>()
      .notNull()
      .default('scheduled'),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    serverSeed: text('server_seed'),
    seedHash: text('seed_hash'),
    beacon: text('beacon'),
    result: jsonb('result').$type<number[]>(),
    /** Operator-result games: who entered the result, who confirmed it (another operator). */
    enteredBy: bigint('entered_by', { mode: 'number' }),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    /** Operator-result games: the station drawing this issue (`MB`, `HCM`, `TH`…). */
    station: text('station'),
    /** A result entered and waiting for a second operator's confirmation. */
    pendingResult: jsonb('pending_result').$type<number[]>(),
    /** Raised by each confirmed result: a correction pays the difference under a new version. */
    resultVersion: integer('result_version').notNull().default(0),
    /** Σ stakes and Σ worst payouts of the issue's bets (the issue cap's count). */
    stakeTotal: minor('stake_total')
      .notNull()
      .default(sql`0`),
    payoutExposure: minor('payout_exposure')
      .notNull()
      .default(sql`0`),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_issues_no_uq').on(t.gameId, t.issueNo),
    index('lottery_issues_due_idx').on(t.state, t.drawsAt),
    index('lottery_issues_game_idx').on(t.gameId, t.drawsAt),
  ],
);

/** The worst payout on each number (line key) of an issue: the number cap's count. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    payout: minor('payout').notNull(),
  },
  (t) => [uniqueIndex('lottery_exposure_uq').on(t.issueId, t.lineKey)],
);

/** A chase order: the same selection over the next issues, with a multiplier plan. */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    selections: jsonb('selections').notNull(),
    multipliers: jsonb('multipliers').$type<number[]>().notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    state: text('state').$type<'running' | 'stopped' | 'done'>().notNull().default('running'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('lottery_chases_member_idx').on(t.memberId, t.id)],
);

/**
 * A bet: one wallet stake (a PAM round) on one issue, made of lines. `reserved` holds its
 * place under the caps until the stake is taken (`placed`); then `won` / `lost` when decided
 * (`paid_at` once the wallet has the payout); `refunded` on a void or a stopped chase.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: memberColumn(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id, {
      onDelete: 'cascade',
    }),
    state: text('state').$type<'reserved' | 'placed' | 'won' | 'lost' | 'refunded'>().notNull(),
    unit: text('unit').notNull(),
    lineCount: integer('line_count').notNull(),
    multiplier: integer('multiplier').notNull(),
    stake: minor('stake').notNull(),
    payout: minor('payout')
      .notNull()
      .default(sql`0`),
    selections: jsonb('selections').notNull(),
    sessionTokenSealed: text('session_token_sealed').notNull(),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
    /** When the wallet took the payout (0 for a loss) and closed the round. */
    paidAt: at('paid_at'),
    /**
     * Operator-result games: when the wallet round was closed (game over), once the issue's
     * correction window had passed (docs/lottery.md "Closing the rounds of official draws").
     */
    roundClosedAt: at('round_closed_at'),
  },
  (t) => [
    index('lottery_bets_issue_idx').on(t.issueId, t.state),
    index('lottery_bets_member_idx').on(t.memberId, t.id),
    index('lottery_bets_chase_idx').on(t.chaseId),
  ],
);

/** One line of a bet: a single combination that wins or loses on its own. */
export const lotteryBetLines = pgTable(
  'lottery_bet_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryBets.id, { onDelete: 'cascade' }),
    issueId: bigint('issue_id', { mode: 'number' }).notNull(),
    lineKey: text('line_key').notNull(),
    betType: text('bet_type').notNull(),
    position: smallint('position'),
    option: text('option'),
    numbers: jsonb('numbers').$type<number[]>().notNull(),
    stake: minor('stake').notNull(),
    payout: minor('payout'),
    /** A restricted number that pays half the odds (operator-result games). */
    halfPay: boolean('half_pay').notNull().default(false),
  },
  (t) => [index('lottery_bet_lines_issue_idx').on(t.issueId, t.lineKey)],
);
