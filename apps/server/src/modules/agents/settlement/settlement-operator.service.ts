import type {
  RerunSettlementRequest,
  SettlementDebts,
  SettlementItems,
  SettlementRunResult,
  SettlementRuns,
  ContractKind,
} from '@lobby/contracts';
import { formatMinorUnits } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { AgentSettingsRepository } from '../agent-settings.repository.ts';
import { kindSetting } from '../agent-settings.service.ts';
import type { SettlementJobs } from './settlement-jobs.ts';
import { periodOfKind } from './settlement-periods.ts';
import type { SettlementReadsRepository } from './settlement-reads.repository.ts';
import type { RunSummary, SettlementRunner } from './settlement-runner.ts';
import { itemView, runView } from './settlement-views.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals' | 'timeZone'>;
type Staff = { staffId: number; ip: string };
type PageQuery = { pageNo: number; pageSize: number };

const pageOf = (query: PageQuery) => ({
  offset: (query.pageNo - 1) * query.pageSize,
  limit: query.pageSize,
});
const paging = (query: PageQuery, total: number) => ({
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  totalPages: Math.ceil(total / query.pageSize),
  totalElements: total,
});

/** The operator's settlement calls: runs and their items, debts, re-run, run now. */
export function createSettlementOperator(deps: {
  db: Db;
  settings: AgentSettingsRepository;
  reads: SettlementReadsRepository;
  runner: SettlementRunner;
  jobs: SettlementJobs;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  async function assertKindOn(merchantId: number, kind: ContractKind) {
    const settings = await deps.settings.find(deps.db, merchantId);
    if (!kindSetting(settings, kind).enabled) throw new AppError('contract_kind_disabled');
    return settings;
  }

  async function resultOf(merchant: Brand, summaries: RunSummary[]): Promise<SettlementRunResult> {
    const runs = await deps.reads.runsByIds(
      merchant.id,
      summaries.map((summary) => summary.runId),
    );
    return { runs: runs.map((run) => runView(run, merchant.currencyDecimals)) };
  }

  return {
    async runs(
      merchant: Brand,
      query: PageQuery & { kind?: ContractKind | undefined },
    ): Promise<SettlementRuns> {
      const { rows, total } = await deps.reads.runs(merchant.id, query.kind, pageOf(query));
      return {
        content: rows.map((run) => runView(run, merchant.currencyDecimals)),
        ...paging(query, total),
      };
    },

    async runItems(merchant: Brand, runId: number, query: PageQuery): Promise<SettlementItems> {
      if (!(await deps.reads.runExists(merchant.id, runId))) {
        throw new AppError('settlement_run_not_found');
      }
      const found = await deps.reads.runItems(merchant.id, runId, pageOf(query));
      return {
        content: found.items.map((item) => itemView(item, merchant.currencyDecimals)),
        ...paging(query, found.total),
      };
    },

    async debts(
      merchant: Brand,
      query: PageQuery & { payer?: string | undefined },
    ): Promise<SettlementDebts> {
      const found = await deps.reads.debts(merchant.id, query.payer, pageOf(query));
      return {
        content: found.items.map((item) => itemView(item, merchant.currencyDecimals)),
        ...paging(query, found.total),
        totalOwed: formatMinorUnits(found.amount - found.paid, merchant.currencyDecimals),
      };
    },

    /** Settles one ended period again; only what is missing is written and paid. */
    async rerun(
      merchant: Brand,
      staff: Staff,
      request: RerunSettlementRequest,
    ): Promise<SettlementRunResult> {
      const settings = await assertKindOn(merchant.id, request.kind);
      const dividendPeriod = request.dividendPeriod ?? settings.dividendPeriods[0] ?? 'semimonthly';
      const period = periodOfKind(
        request.kind,
        request.date,
        request.hour,
        merchant.timeZone,
        dividendPeriod,
      );
      if (period.end.getTime() > clock().getTime()) throw new AppError('settlement_period_open');
      const summary = await deps.runner.run(merchant, {
        kind: request.kind,
        period,
        ...(request.kind === 'dividend' ? { dividendPeriod } : {}),
        trigger: 'rerun',
        actor: { kind: 'staff', id: staff.staffId, ip: staff.ip },
        always: true,
      });
      return resultOf(merchant, summary ? [summary] : []);
    },

    /** The kind's scheduled job now, for this brand; settlement_running when it is running. */
    async runNow(merchant: Brand, staff: Staff, kind: ContractKind): Promise<SettlementRunResult> {
      await assertKindOn(merchant.id, kind);
      const summaries = await deps.jobs.runNow(kind, {
        merchantId: merchant.id,
        early: true,
        trigger: 'operator',
        actor: { kind: 'staff', id: staff.staffId, ip: staff.ip },
      });
      if (!summaries) throw new AppError('settlement_running');
      return resultOf(merchant, summaries);
    },
  };
}
export type SettlementOperator = ReturnType<typeof createSettlementOperator>;
