import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameType } from '@lobby/contracts';
import { games } from './catalogue.ts';
import { members } from './identity.ts';
import { merchants } from './merchants.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberId = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
const gameId = () =>
  bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A game provider (remote game server) allowed to call the provider wallet API (Valkyrie PAM
 * API 0.6.0) for the vendors it serves. Its bearer token and signing secret are derived from
 * the server's secret and `credentialVersion` (raise it to rotate); nothing secret is stored.
 */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** The PAM API's `provider` query value, e.g. `LobbyOriginals`. */
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    /** Vendor codes whose games this provider runs. */
    vassalages: jsonb('vassalages').$type<string[]>().notNull(),
    /** Where a launch sends the player; `{token}`, `{gameCode}` and `{lang}` are filled in. */
    launchUrl: text('launch_url').notNull(),
    /** Providers that sign send X-Signature (HMAC-SHA256 of the raw body); it is then required. */
    signsRequests: boolean('signs_requests').notNull().default(false),
    credentialVersion: integer('credential_version').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('game_providers_code_key').on(t.merchantId, t.code)],
);

export type GameSessionStatus = 'launch' | 'active' | 'replaced';

/**
 * Game sessions. A launch creates one in status `launch` whose token travels in the launch
 * URL; the game exchanges it once (refreshSession) for an `active` one, and the launch token
 * is dead. Tokens are stored as SHA-256 hashes.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<GameSessionStatus>().notNull(),
    /** The member's wallet unit at launch: the brand currency, or PLAY for trial accounts. */
    unit: text('unit').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    replacedAt: at('replaced_at'),
  },
  (t) => [
    uniqueIndex('game_sessions_token_key').on(t.tokenHash),
    index('game_sessions_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** PAM transaction types grouped by what they do to a round. */
export type ProviderTransactionGroup = 'bet' | 'win' | 'cancel';
export type ProviderTransactionStatus = 'applied' | 'cancelled' | 'cancel_marker';

/**
 * Every wallet call a provider made (or a marker left by a rollback that came before its bet).
 * The unique key makes each provider transaction id act once per group; the request hash
 * tells a replay from a clash.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    providerTransactionId: text('provider_transaction_id').notNull(),
    txGroup: text('tx_group').$type<ProviderTransactionGroup>().notNull(),
    transactionType: text('transaction_type').notNull(),
    memberId: memberId(),
    betId: bigint('bet_id', { mode: 'number' }),
    providerRoundId: text('provider_round_id'),
    providerBetRef: text('provider_bet_ref'),
    providerGameId: text('provider_game_id'),
    /** Minor units of `unit`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Of a bet's amount, what came from bonus money (a rollback gives it back there). */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    unit: text('unit').notNull(),
    requestHash: text('request_hash').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    status: text('status').$type<ProviderTransactionStatus>().notNull(),
    /** The answer's error code when the call was refused but recorded (markers). */
    resultCode: text('result_code'),
    transactionTime: at('transaction_time').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transactions_key').on(
      t.merchantId,
      t.providerId,
      t.txGroup,
      t.providerTransactionId,
    ),
    index('provider_transactions_bet_ref_idx').on(t.merchantId, t.providerId, t.providerBetRef),
    index('provider_transactions_bet_idx').on(t.betId),
  ],
);

export type BetStatus = 'open' | 'settled' | 'cancelled';

/**
 * One row per player per game round: what was staked and paid. It feeds the betting record,
 * profit and loss, and later the agent reports. Written only by the provider wallet service.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'cascade' }),
    vassalage: text('vassalage').notNull(),
    gameId: gameId(),
    gameType: text('game_type').$type<GameType>().notNull(),
    gameCode: text('game_code').notNull(),
    providerRoundId: text('provider_round_id').notNull(),
    /** The brand currency, or PLAY (trial play money; kept out of reports). */
    unit: text('unit').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Stake that counts for turnover (cancelled stakes and pushes do not). */
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Of the stake, what came from bonus money (cash is drawn first; docs/rewards.md). */
    bonusStake: bigint('bonus_stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<BetStatus>().notNull().default('open'),
    placedAt: at('placed_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_round_key').on(t.merchantId, t.providerId, t.memberId, t.providerRoundId),
    index('bets_member_time_idx').on(t.merchantId, t.memberId, t.placedAt),
    index('bets_merchant_time_idx').on(t.merchantId, t.placedAt),
  ],
);

/** A member's favourite games (§4.10). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favourite_games_list_idx').on(t.memberId, t.createdAt),
  ],
);

/** The games a member launched, latest first (one row per game). */
export const recentGames = pgTable(
  'recent_games',
  {
    merchantId: merchantId(),
    memberId: memberId(),
    gameId: gameId(),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_list_idx').on(t.memberId, t.playedAt),
  ],
);

/**
 * Provably fair seed pairs of a member for the in-house instant games: the server seed's
 * SHA-256 is shown before play; rotating reveals the seed and starts a new pair at nonce 0.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next nonce to use; each outcome uses one and raises it. */
    nonce: integer('nonce').notNull().default(0),
    revealedAt: at('revealed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fair_seeds_active_key')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index('fair_seeds_member_idx').on(t.memberId, t.createdAt),
  ],
);

export type OriginalsPlayStatus = 'active' | 'finished';

/**
 * One play of an in-house instant game (slot spin, dice roll, plinko drop, mines game), with
 * the seeds and nonce that decided it, so anyone can verify it later.
 */
export const originalsPlays = pgTable(
  'originals_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: memberId(),
    gameCode: text('game_code').notNull(),
    /** The round id given to the provider wallet API. */
    roundId: text('round_id').notNull(),
    fairSeedId: bigint('fair_seed_id', { mode: 'number' })
      .notNull()
      .references(() => fairSeeds.id, { onDelete: 'cascade' }),
    nonce: integer('nonce').notNull(),
    unit: text('unit').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The bet as asked (lines, target, mine count…) and the game state/outcome. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OriginalsPlayStatus>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('originals_plays_round_key').on(t.merchantId, t.roundId),
    index('originals_plays_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('originals_plays_one_active')
      .on(t.memberId, t.gameCode)
      .where(sql`${t.status} = 'active'`),
  ],
);

export type TableRoundPhase = 'betting' | 'running' | 'settled';

/**
 * A shared timed round of an in-house table (crash, baccarat, roulette): bets open, close,
 * result, settle, the same for every player. The server seed's hash is published when the
 * round opens; the seed itself when it settles.
 */
export const tableRounds = pgTable(
  'table_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    tableCode: text('table_code').notNull(),
    roundNo: integer('round_no').notNull(),
    phase: text('phase').$type<TableRoundPhase>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Public salt mixed into the outcome (the round's id text), fixed before bets open. */
    clientSeed: text('client_seed').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /** Crash: when the multiplier started rising; tables: when the result was drawn. */
    startedAt: at('started_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('table_rounds_key').on(t.merchantId, t.tableCode, t.roundNo),
    index('table_rounds_open_idx').on(t.merchantId, t.tableCode, t.phase),
  ],
);

export type TableBetStatus = 'placed' | 'cashed_out' | 'won' | 'lost' | 'refunded';

/** A member's bet on a shared table round (one row per bet spot). */
export const tableBets = pgTable(
  'table_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => tableRounds.id, { onDelete: 'cascade' }),
    memberId: memberId(),
    /** The bet spot: `banker`, `straight:17`, `crash`… */
    spot: text('spot').notNull(),
    unit: text('unit').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Crash: the multiplier ×100 the member cashed out at (or auto cash-out target). */
    cashoutAt: integer('cashout_at'),
    autoCashoutAt: integer('auto_cashout_at'),
    status: text('status').$type<TableBetStatus>().notNull().default('placed'),
    /** The provider transaction id of the stake. */
    transactionId: text('transaction_id').notNull(),
    /**
     * The player's game session token, sealed (platform/secret-box.ts): settlement calls the
     * provider wallet with it, on whichever instance settles, after a restart too.
     */
    sessionTokenSealed: text('session_token_sealed'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('table_bets_spot_key').on(t.roundId, t.memberId, t.spot),
    index('table_bets_member_idx').on(t.memberId, t.createdAt),
  ],
);
