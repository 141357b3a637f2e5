import { sql } from 'drizzle-orm';
import type { ContractKind, DividendPeriod, SettlementTrigger } from '@lobby/contracts';
import { contractKinds } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { Scheduler } from '../../../platform/scheduler.ts';
import type { AgentSettingsRepository } from '../agent-settings.repository.ts';
import { kindSetting } from '../agent-settings.service.ts';
import type { SettlementActor, SettlementPayer } from './settlement-payer.ts';
import {
  lastEndedPeriod,
  openSalaryPeriod,
  realtimeHours,
  type SettlementPeriod,
} from './settlement-periods.ts';
import type {
  RunHooks,
  RunSummary,
  SettlementBrand,
  SettlementRunner,
} from './settlement-runner.ts';
import type { SettlementRepository } from './settlement.repository.ts';

/** The scheduler's job of each kind, and of the debt retry. */
export const settlementJobNames = {
  realtime_salary: 'agents.settle.realtime_salary',
  hourly_salary: 'agents.settle.hourly_salary',
  daily_salary: 'agents.settle.daily_salary',
  dividend: 'agents.settle.dividend',
} as const satisfies Record<ContractKind, string>;
export const debtRetryJobName = 'agents.settle.debts';

/**
 * How often each job looks for work. Real time is the spec's 5 minutes (§9); the others look
 * often and act once per period (a period already settled costs one query): the hourly salary
 * a few minutes after each hour, the daily salary and the dividend early on the local day
 * after their period ends.
 */
const intervalsMs = {
  realtime_salary: 5 * 60_000,
  hourly_salary: 5 * 60_000,
  daily_salary: 10 * 60_000,
  dividend: 15 * 60_000,
} as const satisfies Record<ContractKind, number>;
const debtRetryMs = 10 * 60_000;

/** A run asked for in this process (operator, command line): who, and for which brand. */
export interface AskedRun {
  merchantId?: number;
  /** Also the open period of a salary (an operator's or the command line's early run). */
  early?: boolean;
  trigger: SettlementTrigger;
  actor: SettlementActor;
}
type Asked = AskedRun & { summaries: RunSummary[] };

const systemActor: SettlementActor = { kind: 'system', id: null };

/** The settlement's jobs: every brand with the kind switched on, each period due. */
export function createSettlementJobs(deps: {
  db: Db;
  settings: AgentSettingsRepository;
  repository: SettlementRepository;
  runner: SettlementRunner;
  payer: SettlementPayer;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function brands(): Promise<SettlementBrand[]> {
    const rows = await rowsOf<{ id: unknown; currency_decimals: unknown; time_zone: string }>(
      db,
      sql`select m.id, m.currency_decimals, m.time_zone from merchants m
          join agent_settings s on s.merchant_id = m.id order by m.id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      currencyDecimals: Number(row.currency_decimals),
      timeZone: row.time_zone,
    }));
  }

  /**
   * The periods of a kind due at `now` in a brand, with the dividend period they belong to;
   * `early` adds a salary's open period (paid so far, topped up when it has ended).
   */
  async function duePeriods(brand: SettlementBrand, kind: ContractKind, now: Date, early: boolean) {
    const due: Array<{ period: SettlementPeriod; dividendPeriod?: DividendPeriod }> = [];
    if (kind === 'realtime_salary') {
      for (const period of realtimeHours(now, brand.timeZone)) due.push({ period });
    } else if (kind === 'dividend') {
      for (const dividendPeriod of await deps.repository.dividendPeriodsInUse(db, brand.id)) {
        due.push({
          period: lastEndedPeriod(kind, now, brand.timeZone, dividendPeriod),
          dividendPeriod,
        });
      }
    } else {
      const last = lastEndedPeriod(kind, now, brand.timeZone);
      // and the one before, should the service have been down when it was due
      const span = last.end.getTime() - last.start.getTime();
      const before = lastEndedPeriod(kind, new Date(now.getTime() - span), brand.timeZone);
      due.push({ period: before }, { period: last });
      if (early) due.push({ period: openSalaryPeriod(kind, now, brand.timeZone) });
    }
    return due;
  }

  /** Settles what is due of one kind in one brand (or every brand with the kind on). */
  async function settleKind(
    kind: ContractKind,
    options: {
      merchantId?: number;
      trigger?: SettlementTrigger;
      actor?: SettlementActor;
      now?: Date;
      early?: boolean;
      hooks?: RunHooks;
    } = {},
  ): Promise<RunSummary[]> {
    const now = options.now ?? clock();
    const summaries: RunSummary[] = [];
    for (const brand of await brands()) {
      if (options.merchantId !== undefined && brand.id !== options.merchantId) continue;
      const settings = await deps.settings.find(db, brand.id);
      if (!kindSetting(settings, kind).enabled) continue;
      for (const { period, dividendPeriod } of await duePeriods(
        brand,
        kind,
        now,
        options.early ?? false,
      )) {
        const summary = await deps.runner.run(
          brand,
          {
            kind,
            period,
            ...(dividendPeriod ? { dividendPeriod } : {}),
            trigger: options.trigger ?? 'schedule',
            actor: options.actor ?? systemActor,
          },
          options.hooks,
        );
        if (summary) summaries.push(summary);
      }
    }
    return summaries;
  }

  /** Pays owed items in every brand (the retry job). */
  async function payAllDebts(): Promise<void> {
    for (const brand of await brands()) {
      const settings = await deps.settings.find(db, brand.id);
      await deps.payer.payDebts(brand.id, settings.debtRule, systemActor);
    }
  }

  const asked = new Map<ContractKind, Asked>();
  let registered: Scheduler | undefined;

  return {
    settleKind,
    payAllDebts,
    /** Registers one job per kind and the debt retry on the lease scheduler. */
    register(scheduler: Scheduler): void {
      registered = scheduler;
      for (const kind of contractKinds) {
        scheduler.every(settlementJobNames[kind], intervalsMs[kind], async () => {
          const request = asked.get(kind);
          if (!request) {
            await settleKind(kind);
            return;
          }
          request.summaries.push(
            ...(await settleKind(kind, {
              ...(request.merchantId === undefined ? {} : { merchantId: request.merchantId }),
              trigger: request.trigger,
              actor: request.actor,
              early: request.early ?? false,
            })),
          );
        });
      }
      scheduler.every(debtRetryJobName, debtRetryMs, payAllDebts);
    },

    /**
     * Runs a kind's job now through the scheduler (the same job, early, under its lease):
     * undefined when another instance is running it at this moment. One brand's when
     * `merchantId` is given (the others settle at their next tick).
     */
    async runNow(kind: ContractKind, request: AskedRun): Promise<RunSummary[] | undefined> {
      if (!registered) throw new Error('settlement jobs are not registered');
      if (asked.has(kind)) return undefined;
      const entry: Asked = { ...request, summaries: [] };
      asked.set(kind, entry);
      try {
        return (await registered.runNow(settlementJobNames[kind])) ? entry.summaries : undefined;
      } finally {
        asked.delete(kind);
      }
    },
  };
}
export type SettlementJobs = ReturnType<typeof createSettlementJobs>;
