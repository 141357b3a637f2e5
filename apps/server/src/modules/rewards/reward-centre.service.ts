import {
  formatMinorUnits,
  type BonusList,
  type RewardBadge,
  type RewardCentre,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { bonusBalanceOf } from './bonus-lifecycle.ts';
import { bonusesRepository as bonuses, type BonusRow } from './bonuses.repository.ts';
import { promotionsRepository as promotions, type EntryRow } from './promotions.repository.ts';
import type { RewardCaller } from './promotions.service.ts';
import { toBonusView, toEntry } from './reward-views.ts';

/** How many ended bonuses the reward centre shows (bonus details has them all). */
const historyShown = 20;

/** Titles of the promotions behind these rows. */
async function promotionsOf(
  db: Executor,
  rows: Array<Pick<EntryRow, 'promotionId'> | Pick<BonusRow, 'promotionId'>>,
) {
  const ids = [
    ...new Set(rows.map((row) => row.promotionId).filter((id): id is number => id !== null)),
  ];
  return new Map((await promotions.byIds(db, ids)).map((row) => [row.id, row]));
}

/** The reward centre, its badge, and bonus details: reads of the member's own rows only. */
export function createRewardCentre(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async centre(caller: RewardCaller): Promise<RewardCentre> {
      const { merchant, memberId, lang } = caller;
      const decimals = merchant.currencyDecimals;
      const [entries, recent, balance] = await Promise.all([
        promotions.entriesOf(db, merchant.id, memberId, ['joined', 'claimable']),
        bonuses.listOwn(db, merchant.id, memberId, historyShown + 50),
        bonusBalanceOf(db, merchant.id, memberId),
      ]);
      const titles = await promotionsOf(db, [...entries, ...recent]);
      const at = now();
      const claimable = entries.filter(
        (row) =>
          row.state === 'claimable' && row.bonusAmount > 0n && (!row.claimBy || row.claimBy > at),
      );
      const joined = entries.filter(
        (row) => row.state === 'joined' || (row.state === 'claimable' && !claimable.includes(row)),
      );
      const view = (row: BonusRow) =>
        toBonusView(row, titles.get(row.promotionId ?? -1), lang, decimals);
      return {
        claimable: claimable.map((row) =>
          toEntry(row, titles.get(row.promotionId), lang, decimals),
        ),
        joined: joined.map((row) => toEntry(row, titles.get(row.promotionId), lang, decimals)),
        inProgress: recent
          .filter((row) => row.status === 'active' || row.status === 'pending')
          .map(view),
        history: recent
          .filter((row) => row.status !== 'active' && row.status !== 'pending')
          .slice(0, historyShown)
          .map(view),
        bonusBalance: formatMinorUnits(balance, decimals),
      };
    },

    async badge(merchant: Merchant, memberId: number): Promise<RewardBadge> {
      return { claimable: await promotions.claimableCount(db, merchant.id, memberId, now()) };
    },

    async bonuses(
      caller: RewardCaller,
      query: { pageNo: number; pageSize: number },
    ): Promise<BonusList> {
      const { merchant, memberId, lang } = caller;
      const [rows, total] = await Promise.all([
        bonuses.listOwn(
          db,
          merchant.id,
          memberId,
          query.pageSize,
          (query.pageNo - 1) * query.pageSize,
        ),
        bonuses.countOwn(db, merchant.id, memberId),
      ]);
      const titles = await promotionsOf(db, rows);
      return {
        content: rows.map((row) =>
          toBonusView(row, titles.get(row.promotionId ?? -1), lang, merchant.currencyDecimals),
        ),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },
  };
}
export type RewardCentreService = ReturnType<typeof createRewardCentre>;
