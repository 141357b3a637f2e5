import {
  formatMinorUnits,
  transactionTypes,
  type AccountRecord,
  type AccountRecordQuery,
  type Language,
  type TransactionHistory,
  type TransactionHistoryQuery,
} from '@lobby/contracts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { localDateRange } from '../../platform/local-dates.ts';
import type { RecordsRepository, RecordsScope } from './records.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals' | 'timeZone' | 'defaultLanguage'>;

interface PageQuery {
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
  lang?: Language | undefined;
}

/** The records pages (transactionHistory, account record): the member's own rows only. */
export function createRecords(repository: RecordsRepository, clock: () => Date = () => new Date()) {
  function scopeOf(merchant: Brand, memberId: number, query: PageQuery): RecordsScope {
    return {
      merchantId: merchant.id,
      memberId,
      range: localDateRange(query, merchant.timeZone, clock()),
      lang: query.lang ?? merchant.defaultLanguage,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    };
  }
  const paging = (query: PageQuery, total: number) => ({
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    totalElements: total,
  });

  return {
    async transactionHistory(
      merchant: Brand,
      memberId: number,
      query: TransactionHistoryQuery,
    ): Promise<TransactionHistory> {
      const types = new Set(query.type ? [query.type] : transactionTypes);
      const { rows, total } = await repository.findHistory(
        scopeOf(merchant, memberId, query),
        types,
      );
      return {
        content: rows.map(({ memberId: _member, account: _account, ...row }) => ({
          ...row,
          amount: formatMinorUnits(row.amount, merchant.currencyDecimals),
          createdAt: row.createdAt.toISOString(),
        })),
        ...paging(query, total),
      };
    },

    async accountRecord(
      merchant: Brand,
      memberId: number,
      query: AccountRecordQuery,
    ): Promise<AccountRecord> {
      const { rows, total } = await repository.findAccountRecord(
        scopeOf(merchant, memberId, query),
        query.kind,
      );
      return {
        content: rows.map((row) => ({
          ...row,
          amount: formatMinorUnits(row.amount, merchant.currencyDecimals),
          balanceAfter: formatMinorUnits(row.balanceAfter, merchant.currencyDecimals),
          createdAt: row.createdAt.toISOString(),
        })),
        ...paging(query, total),
      };
    },
  };
}
export type Records = ReturnType<typeof createRecords>;
