import {
  formatMinorUnits,
  trialType,
  type BetRecords,
  type BetRecordsQuery,
  type GameType,
  type ProfitDay,
  type ProfitFigures,
  type ProfitQuery,
  type ProfitReport,
} from '@lobby/contracts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { localDateRange } from '../../../platform/local-dates.ts';
import { categoryOf, gameTypeRank, selectorsFor } from '../game-categories.ts';
import type {
  BetRecordsRepository,
  BetScope,
  BetSums,
  ProfitGroupRow,
} from './bet-records.repository.ts';

type Brand = Pick<
  Merchant,
  'id' | 'currencyCode' | 'currencyDecimals' | 'timeZone' | 'defaultLanguage'
>;
/** Who asks: only the account's id and whether it is a trial one matter. */
export interface Asker {
  id: number;
  type: number;
}

/** Trial accounts play with play money; their records show only that, real ones never it. */
export const playMoneyUnit = 'PLAY';

const zeroSums = (): BetSums => ({ betCount: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n });
const addSums = (into: BetSums, more: BetSums) => {
  into.betCount += more.betCount;
  into.stake += more.stake;
  into.validBet += more.validBet;
  into.payout += more.payout;
  into.winLoss += more.winLoss;
};

/** The betting record (personalHistoryCopy) and profit and loss (personalProfit). */
export function createBetRecords(
  repository: BetRecordsRepository,
  clock: () => Date = () => new Date(),
) {
  function scopeOf(merchant: Brand, member: Asker, query: ProfitQuery): BetScope {
    return {
      merchantId: merchant.id,
      memberId: member.id,
      unit: member.type === trialType ? playMoneyUnit : merchant.currencyCode,
      range: localDateRange(query, merchant.timeZone, clock()),
      ...(query.gameType ? { selectors: selectorsFor(query.gameType) } : {}),
      ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    };
  }

  return {
    /** A page of the member's rounds placed in the period, newest first, with the totals. */
    async betRecords(merchant: Brand, member: Asker, query: BetRecordsQuery): Promise<BetRecords> {
      const scope = scopeOf(merchant, member, query);
      const money = (minor: bigint) => formatMinorUnits(minor, merchant.currencyDecimals);
      const { rows, sums } = await repository.findBets(scope, {
        ...(query.status ? { status: query.status } : {}),
        lang: query.lang ?? merchant.defaultLanguage,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map((row) => ({
          id: row.id,
          roundId: row.roundId,
          gameCode: row.gameCode,
          gameName: row.gameName,
          vassalage: row.vassalage,
          vendorName: row.vendorName,
          gameType: categoryOf(row),
          unit: row.unit,
          stake: money(row.stake),
          validBet: money(row.validBet),
          payout: money(row.payout),
          winLoss: row.status === 'settled' ? money(row.payout - row.stake) : null,
          status: row.status,
          placedAt: row.placedAt.toISOString(),
          settledAt: row.settledAt?.toISOString() ?? null,
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(sums.betCount / query.pageSize),
        totalElements: sums.betCount,
        unit: scope.unit,
        totals: {
          betCount: sums.betCount,
          stake: money(sums.stake),
          validBet: money(sums.validBet),
          payout: money(sums.payout),
          winLoss: money(sums.winLoss),
        },
      };
    },

    /** Settled rounds of the period per local day and game category, with grand totals. */
    async profitReport(merchant: Brand, member: Asker, query: ProfitQuery): Promise<ProfitReport> {
      const scope = scopeOf(merchant, member, query);
      const groups = await repository.sumSettledByDay(scope, merchant.timeZone);
      const figures = (sums: BetSums): ProfitFigures => ({
        betCount: sums.betCount,
        stake: formatMinorUnits(sums.stake, merchant.currencyDecimals),
        validBet: formatMinorUnits(sums.validBet, merchant.currencyDecimals),
        payout: formatMinorUnits(sums.payout, merchant.currencyDecimals),
        profitLoss: formatMinorUnits(sums.winLoss, merchant.currencyDecimals),
      });
      const total = zeroSums();
      const days: ProfitDay[] = [...groupByDay(groups)]
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([day, byType]) => {
          const daySums = zeroSums();
          for (const sums of byType.values()) addSums(daySums, sums);
          addSums(total, daySums);
          return {
            day,
            ...figures(daySums),
            gameTypes: [...byType]
              .sort(([a], [b]) => gameTypeRank[a] - gameTypeRank[b])
              .map(([gameType, sums]) => ({ gameType, ...figures(sums) })),
          };
        });
      return { unit: scope.unit, days, totals: figures(total) };
    },
  };
}
export type BetRecordsService = ReturnType<typeof createBetRecords>;

/** Groups of (day, stored type, vendor) merged into day → category → sums. */
function groupByDay(groups: readonly ProfitGroupRow[]): Map<string, Map<GameType, BetSums>> {
  const days = new Map<string, Map<GameType, BetSums>>();
  for (const group of groups) {
    let byType = days.get(group.day);
    if (!byType) days.set(group.day, (byType = new Map()));
    const category = categoryOf(group);
    let sums = byType.get(category);
    if (!sums) byType.set(category, (sums = zeroSums()));
    addSums(sums, group);
  }
  return days;
}
