import {
  contractKinds,
  formatMinorUnits,
  type AgentIncome,
  type AgentIncomeQuery,
  type AgentIncomeRow,
  type SettlementItem,
  type SettlementRecords,
  type SettlementRecordsQuery,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { Member } from '../../identity/index.ts';
import type { AgentSettingsRepository } from '../agent-settings.repository.ts';
import { kindSetting } from '../agent-settings.service.ts';
import { assertAgent } from '../contracts.service.ts';
import { reportRange } from '../reports/report-period.ts';
import type { SettlementReadsRepository } from './settlement-reads.repository.ts';
import { incomeFigures, incomeRowView, itemView } from './settlement-views.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals' | 'timeZone'>;
type Caller = Pick<Member, 'id' | 'type'>;

/** The most rows a CSV export holds. */
const csvRowLimit = 100_000;

const paging = (query: { pageNo: number; pageSize: number }, total: number) => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  totalPages: Math.ceil(total / query.pageSize),
  totalElements: total,
});

/**
 * The agent centre's settlement pages: own income (agentRevenueReport) and the records of
 * each kind. Agent accounts only (not_an_agent), the caller's own items only (as holder, or
 * as the payer of its direct downlines' contracts), each kind behind its brand flag
 * (contract_kind_disabled). Date ranges are local days of the brand's time zone.
 */
export function createSettlementReads(deps: {
  db: Db;
  settings: AgentSettingsRepository;
  reads: SettlementReadsRepository;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  async function recordsOf(
    merchant: Brand,
    member: Caller,
    query: SettlementRecordsQuery,
    whole: boolean,
  ) {
    assertAgent(member);
    const settings = await deps.settings.find(deps.db, merchant.id);
    if (!kindSetting(settings, query.kind).enabled) throw new AppError('contract_kind_disabled');
    const range = reportRange(query, merchant.timeZone, clock());
    const found = await deps.reads.records(
      { merchantId: merchant.id, agentId: member.id, kind: query.kind, side: query.scope, range },
      { column: query.sort, descending: query.order === 'desc' },
      whole
        ? { offset: 0, limit: csvRowLimit }
        : { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return { range, found };
  }

  async function incomeOf(
    merchant: Brand,
    member: Caller,
    query: AgentIncomeQuery,
    whole: boolean,
  ) {
    assertAgent(member);
    const settings = await deps.settings.find(deps.db, merchant.id);
    if (query.kind && !kindSetting(settings, query.kind).enabled) {
      throw new AppError('contract_kind_disabled');
    }
    const kinds = query.kind
      ? [query.kind]
      : contractKinds.filter((kind) => kindSetting(settings, kind).enabled);
    const range = reportRange(query, merchant.timeZone, clock());
    const found = await deps.reads.income(
      { merchantId: merchant.id, agentId: member.id, kinds, range },
      { column: query.sort, descending: query.order === 'desc' },
      whole
        ? { offset: 0, limit: csvRowLimit }
        : { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return { range, found };
  }

  return {
    async records(
      merchant: Brand,
      member: Caller,
      query: SettlementRecordsQuery,
    ): Promise<SettlementRecords> {
      const { range, found } = await recordsOf(merchant, member, query, false);
      const money = (value: bigint) => formatMinorUnits(value, merchant.currencyDecimals);
      return {
        content: found.items.map((item) => itemView(item, merchant.currencyDecimals)),
        ...paging(query, found.total),
        range,
        totals: {
          amount: money(found.amount),
          paid: money(found.paid),
          owed: money(found.amount - found.paid),
        },
      };
    },

    async allRecords(
      merchant: Brand,
      member: Caller,
      query: SettlementRecordsQuery,
    ): Promise<SettlementItem[]> {
      const { found } = await recordsOf(merchant, member, query, true);
      return found.items.map((item) => itemView(item, merchant.currencyDecimals));
    },

    async income(merchant: Brand, member: Caller, query: AgentIncomeQuery): Promise<AgentIncome> {
      const { range, found } = await incomeOf(merchant, member, query, false);
      return {
        content: found.rows.map((row) => incomeRowView(row, merchant.currencyDecimals)),
        ...paging(query, found.total),
        range,
        totals: incomeFigures(found.totals, merchant.currencyDecimals),
      };
    },

    async allIncome(
      merchant: Brand,
      member: Caller,
      query: AgentIncomeQuery,
    ): Promise<AgentIncomeRow[]> {
      const { found } = await incomeOf(merchant, member, query, true);
      return found.rows.map((row) => incomeRowView(row, merchant.currencyDecimals));
    },
  };
}
export type SettlementReads = ReturnType<typeof createSettlementReads>;
