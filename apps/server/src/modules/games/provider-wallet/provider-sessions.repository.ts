import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GameType } from '@lobby/contracts';
import { rowsOf, toBigInt, type Executor } from '../../../db/rows.ts';
import {
  gameProviders,
  gameSessions,
  games,
  merchants,
  vendors,
} from '../../../db/schema/index.ts';
import type { AccountRef } from '../../wallet/index.ts';

export type ProviderRow = typeof gameProviders.$inferSelect;

/** The brand settings the provider wallet needs. */
export type WalletBrand = Pick<
  typeof merchants.$inferSelect,
  | 'id'
  | 'currencyCode'
  | 'currencyDecimals'
  | 'currencySymbol'
  | 'defaultLanguage'
  | 'gamePolicy'
  | 'authPolicy'
>;

/** A game as a bet needs it: limits and which wallet its vendor spends. */
export interface WalletGame {
  id: number;
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  minStake: bigint | null;
  maxStake: bigint | null;
  walletMode: 'seamless' | 'transfer';
}

/** A game session with its member and game, as every PAM call reads it. */
export interface SessionView {
  id: number;
  memberId: number;
  status: 'launch' | 'active' | 'replaced';
  unit: string;
  language: string;
  country: string;
  expiresAt: Date;
  memberStatus: 'active' | 'disabled';
  memberType: number;
  memberExpiresAt: Date | null;
  username: string;
  game: WalletGame;
}

/** The member account a game's money moves on: the main wallet, or a transfer vendor's. */
export function gameAccount(memberId: number, game: WalletGame): AccountRef {
  return game.walletMode === 'transfer'
    ? { memberId, kind: 'vendor', vendor: game.vassalage }
    : { memberId, kind: 'main' };
}

const gameColumns = {
  id: games.id,
  gameCode: games.gameCode,
  vassalage: games.vassalage,
  gameType: games.gameType,
  minStake: games.minStake,
  maxStake: games.maxStake,
  walletMode: sql<'seamless' | 'transfer'>`coalesce(${vendors.walletMode}, 'seamless')`,
};
const vendorOfGame = and(
  eq(vendors.merchantId, games.merchantId),
  eq(vendors.vassalage, games.vassalage),
  eq(vendors.gameType, games.gameType),
);

/** `games` joined with its vendor (`v`) in raw SQL, as `vendorOfGame` does for the builder. */
export const rawVendorOfGame = sql`v.merchant_id = g.merchant_id and v.vassalage = g.vassalage
  and v.game_type = g.game_type`;

/**
 * A timestamp as epoch milliseconds (float8: a number on both drivers, whose raw answers
 * would otherwise differ — text on node-postgres, Date on PGlite).
 */
export function epochMs(column: SQL): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::float8`;
}

/** The columns of a raw `games g` + `vendors v` row that make a WalletGame. */
export interface RawGameRow {
  game_id: number | string;
  game_code: string;
  vassalage: string;
  game_type: GameType;
  min_stake: unknown;
  max_stake: unknown;
  wallet_mode: 'seamless' | 'transfer';
}

/** A WalletGame from its raw row. */
export function walletGameOf(row: RawGameRow): WalletGame {
  return {
    id: Number(row.game_id),
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type,
    minStake: row.min_stake === null ? null : toBigInt(row.min_stake),
    maxStake: row.max_stake === null ? null : toBigInt(row.max_stake),
    walletMode: row.wallet_mode,
  };
}

interface SessionRow extends RawGameRow {
  id: number | string;
  member_id: number | string;
  status: SessionView['status'];
  unit: string;
  language: string;
  country: string;
  expires_ms: number;
  member_status: SessionView['memberStatus'];
  member_type: number | string;
  member_expires_ms: number | null;
  username: string;
}

/** SQL of providers, game sessions and the games they play. */
export const providerSessionsRepository = {
  async findProvider(
    db: Executor,
    merchantId: number,
    code: string,
  ): Promise<{ provider: ProviderRow; brand: WalletBrand } | undefined> {
    const [row] = await db
      .select({
        provider: gameProviders,
        brand: {
          id: merchants.id,
          currencyCode: merchants.currencyCode,
          currencyDecimals: merchants.currencyDecimals,
          currencySymbol: merchants.currencySymbol,
          defaultLanguage: merchants.defaultLanguage,
          gamePolicy: merchants.gamePolicy,
          authPolicy: merchants.authPolicy,
        },
      })
      .from(gameProviders)
      .innerJoin(merchants, eq(merchants.id, gameProviders.merchantId))
      .where(
        and(
          eq(gameProviders.merchantId, merchantId),
          eq(gameProviders.code, code),
          eq(gameProviders.isActive, true),
        ),
      );
    return row;
  },

  /** One statement (raw SQL: every PAM call runs it, and the query builder costs CPU). */
  async findSession(
    db: Executor,
    providerId: number,
    tokenHash: string,
  ): Promise<SessionView | undefined> {
    const [row] = await rowsOf<SessionRow>(
      db,
      sql`select s.id, s.member_id, s.status, s.unit, s.language, s.country,
            ${epochMs(sql`s.expires_at`)} as expires_ms,
            m.status as member_status, m.type as member_type,
            ${epochMs(sql`m.expires_at`)} as member_expires_ms, m.username,
            g.id as game_id, g.game_code, g.vassalage, g.game_type, g.min_stake, g.max_stake,
            coalesce(v.wallet_mode, 'seamless') as wallet_mode
          from game_sessions s
          join members m on m.id = s.member_id
          join games g on g.id = s.game_id
          left join vendors v on ${rawVendorOfGame}
          where s.token_hash = ${tokenHash} and s.provider_id = ${providerId}`,
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      memberId: Number(row.member_id),
      status: row.status,
      unit: row.unit,
      language: row.language,
      country: row.country,
      expiresAt: new Date(row.expires_ms),
      memberStatus: row.member_status,
      memberType: Number(row.member_type),
      memberExpiresAt: row.member_expires_ms === null ? null : new Date(row.member_expires_ms),
      username: row.username,
      game: walletGameOf(row),
    };
  },

  /** A launch token used directly as the session: it becomes active with a session's life. */
  async activateSession(db: Executor, sessionId: number, expiresAt: Date): Promise<boolean> {
    const rows = await db
      .update(gameSessions)
      .set({ status: 'active', expiresAt })
      .where(and(eq(gameSessions.id, sessionId), eq(gameSessions.status, 'launch')))
      .returning({ id: gameSessions.id });
    return rows.length > 0;
  },

  /** Retires a token; false when another call retired it first. */
  async replaceSession(db: Executor, sessionId: number): Promise<boolean> {
    const rows = await db
      .update(gameSessions)
      .set({ status: 'replaced', replacedAt: new Date() })
      .where(
        and(eq(gameSessions.id, sessionId), inArray(gameSessions.status, ['launch', 'active'])),
      )
      .returning({ id: gameSessions.id });
    return rows.length > 0;
  },

  async insertSession(db: Executor, row: typeof gameSessions.$inferInsert): Promise<void> {
    await db.insert(gameSessions).values(row);
  },

  /** A game of one of the provider's vendors by its code, the session's vendor first. */
  async findGame(
    db: Executor,
    merchantId: number,
    vassalages: string[],
    gameCode: string,
    preferredVassalage: string,
  ): Promise<WalletGame | undefined> {
    if (vassalages.length === 0) return undefined;
    const rows = await db
      .select(gameColumns)
      .from(games)
      .leftJoin(vendors, vendorOfGame)
      .where(
        and(
          eq(games.merchantId, merchantId),
          inArray(games.vassalage, vassalages),
          eq(games.gameCode, gameCode),
        ),
      );
    return rows.find((game) => game.vassalage === preferredVassalage) ?? rows[0];
  },
};
