import { sql, type SQL } from 'drizzle-orm';
import type { BetStatus, GameType, Language } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import type { InstantRange } from '../../../platform/local-dates.ts';
import type { StoredKindSelector } from '../game-categories.ts';

/** Which of one member's bets a query reads; always one member of one brand, one unit. */
export interface BetScope {
  merchantId: number;
  memberId: number;
  /** The brand currency for real accounts, PLAY for trial ones: the two never mix. */
  unit: string;
  range: InstantRange;
  /** Stored kinds of the asked category; absent means every category. */
  selectors?: readonly StoredKindSelector[];
  vassalage?: string;
}

export interface BetRow {
  id: number;
  roundId: string;
  gameCode: string;
  gameName: string;
  vassalage: string;
  vendorName: string;
  gameType: GameType;
  unit: string;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  status: BetStatus;
  placedAt: Date;
  settledAt: Date | null;
}

/** Sums of a set of bets. */
export interface BetSums {
  betCount: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  /** Payout − stake over the settled ones. */
  winLoss: bigint;
}

/** Settled rounds of one local day, one stored game type and one vendor. */
export interface ProfitGroupRow extends BetSums {
  day: string;
  gameType: GameType;
  vassalage: string;
}

const iso = (date: Date) => date.toISOString();
const within = (column: SQL, range: InstantRange) =>
  sql`${column} >= ${iso(range.start)}::timestamptz and ${column} < ${iso(range.end)}::timestamptz`;

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );

/** The SQL twin of `matchesSelector` on the bets row `b`. */
function kindCondition(selectors: readonly StoredKindSelector[]): SQL {
  const each = selectors.map((selector) => {
    const parts = [sql`b.game_type = ${selector.gameType}::text`];
    if (selector.vassalageIn) parts.push(sql`b.vassalage in (${textList(selector.vassalageIn)})`);
    if (selector.vassalageNotIn?.length) {
      parts.push(sql`b.vassalage not in (${textList(selector.vassalageNotIn)})`);
    }
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
}

/** The member's bets of the scope, by the time column the range applies to. */
function scopeWhere(scope: BetScope, timeColumn: SQL): SQL {
  const parts = [
    sql`b.merchant_id = ${scope.merchantId}`,
    sql`b.member_id = ${scope.memberId}`,
    sql`b.unit = ${scope.unit}`,
    within(timeColumn, scope.range),
  ];
  if (scope.selectors) parts.push(kindCondition(scope.selectors));
  if (scope.vassalage !== undefined) parts.push(sql`b.vassalage = ${scope.vassalage}`);
  return sql`where ${sql.join(parts, sql` and `)}`;
}

const sumColumns = sql`count(*)::int as bet_count,
  coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.valid_bet), 0) as valid_bet,
  coalesce(sum(b.payout), 0) as payout,
  coalesce(sum(case when b.status = 'settled' then b.payout - b.stake else 0 end), 0) as win_loss`;

interface SumRecord {
  bet_count: number | string;
  stake: unknown;
  valid_bet: unknown;
  payout: unknown;
  win_loss: unknown;
}

const sumsOf = (row: SumRecord | undefined): BetSums => ({
  betCount: Number(row?.bet_count ?? 0),
  stake: toBigInt(row?.stake ?? 0),
  validBet: toBigInt(row?.valid_bet ?? 0),
  payout: toBigInt(row?.payout ?? 0),
  winLoss: toBigInt(row?.win_loss ?? 0),
});

/** A name in the asked language, else English, else the code. */
const nameIn = (column: SQL, lang: Language, fallback: SQL) =>
  sql`coalesce(nullif(${column} ->> ${lang}::text, ''), nullif(${column} ->> 'en', ''), ${fallback})`;

/** SQL of the betting record and profit and loss; every query is scoped to one member. */
export function createBetRecordsRepository(db: Executor) {
  return {
    /** A page of bets placed in the range, newest first, with the sums of all of them. */
    async findBets(
      scope: BetScope,
      options: { status?: BetStatus; lang: Language; offset: number; limit: number },
    ): Promise<{ rows: BetRow[]; sums: BetSums }> {
      const statusPart = options.status ? sql` and b.status = ${options.status}` : sql``;
      const where = sql`${scopeWhere(scope, sql`b.placed_at`)}${statusPart}`;
      const [sums] = await rowsOf<SumRecord>(db, sql`select ${sumColumns} from bets b ${where}`);
      const vendorName = sql`(select ${nameIn(sql`v.display_name`, options.lang, sql`v.vassalage`)}
        from vendors v where v.merchant_id = b.merchant_id and v.vassalage = b.vassalage
        order by (v.game_type = b.game_type) desc, v.sort, v.id limit 1)`;
      const rows = await rowsOf<{
        id: number | string;
        round_id: string;
        game_code: string;
        game_name: string;
        vassalage: string;
        vendor_name: string | null;
        game_type: GameType;
        unit: string;
        stake: unknown;
        valid_bet: unknown;
        payout: unknown;
        status: BetStatus;
        placed_at: Date | string;
        settled_at: Date | string | null;
      }>(
        db,
        sql`select b.id, b.provider_round_id as round_id, b.game_code,
              ${nameIn(sql`g.display_name`, options.lang, sql`b.game_code`)} as game_name,
              b.vassalage, ${vendorName} as vendor_name, b.game_type, b.unit, b.stake,
              b.valid_bet, b.payout, b.status, b.placed_at, b.settled_at
            from bets b join games g on g.id = b.game_id
            ${where}
            order by b.placed_at desc, b.id desc
            limit ${options.limit} offset ${options.offset}`,
      );
      return {
        sums: sumsOf(sums),
        rows: rows.map((row) => ({
          id: Number(row.id),
          roundId: row.round_id,
          gameCode: row.game_code,
          gameName: row.game_name,
          vassalage: row.vassalage,
          vendorName: row.vendor_name ?? row.vassalage,
          gameType: row.game_type,
          unit: row.unit,
          stake: toBigInt(row.stake),
          validBet: toBigInt(row.valid_bet),
          payout: toBigInt(row.payout),
          status: row.status,
          placedAt: new Date(row.placed_at),
          settledAt: row.settled_at === null ? null : new Date(row.settled_at),
        })),
      };
    },

    /** Settled rounds in the range, summed per local settle day, stored game type and vendor. */
    async sumSettledByDay(scope: BetScope, timeZone: string): Promise<ProfitGroupRow[]> {
      const day = sql`to_char(b.settled_at at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
      const rows = await rowsOf<
        SumRecord & { day: string; game_type: GameType; vassalage: string }
      >(
        db,
        sql`select ${day} as day, b.game_type, b.vassalage, ${sumColumns}
            from bets b
            ${scopeWhere(scope, sql`b.settled_at`)} and b.status = 'settled'
            group by 1, 2, 3`,
      );
      return rows.map((row) => ({
        day: row.day,
        gameType: row.game_type,
        vassalage: row.vassalage,
        ...sumsOf(row),
      }));
    },
  };
}
export type BetRecordsRepository = ReturnType<typeof createBetRecordsRepository>;
