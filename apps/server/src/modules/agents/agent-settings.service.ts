import {
  contractKinds,
  formatMinorUnits,
  type AgentSettings,
  type ContractKind,
  type UpdateAgentSettingsRequest,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { formatRate, parseRate } from './contract-ladder.ts';
import type {
  AgentSettingsChange,
  AgentSettingsRepository,
  AgentSettingsRow,
} from './agent-settings.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;

/** The columns of each kind's switch and cap. */
const kindColumns = {
  dividend: { enabled: 'dividendEnabled', cap: 'dividendCap' },
  daily_salary: { enabled: 'dailySalaryEnabled', cap: 'dailySalaryCap' },
  hourly_salary: { enabled: 'hourlySalaryEnabled', cap: 'hourlySalaryCap' },
  realtime_salary: { enabled: 'realtimeSalaryEnabled', cap: 'realtimeSalaryCap' },
} as const satisfies Record<
  ContractKind,
  { enabled: keyof AgentSettingsRow; cap: keyof AgentSettingsRow }
>;

/** A kind's switch and cap in a settings row. */
export function kindSetting(row: AgentSettingsRow, kind: ContractKind) {
  const columns = kindColumns[kind];
  return { enabled: row[columns.enabled], cap: row[columns.cap] };
}

/** A settings row as the API shows it. */
export function settingsView(row: AgentSettingsRow, currencyDecimals: number): AgentSettings {
  const kindView = (kind: ContractKind) => {
    const { enabled, cap } = kindSetting(row, kind);
    return { enabled, cap: formatRate(kind, cap, currencyDecimals) };
  };
  return {
    kinds: {
      dividend: kindView('dividend'),
      daily_salary: kindView('daily_salary'),
      hourly_salary: kindView('hourly_salary'),
      realtime_salary: kindView('realtime_salary'),
    },
    dividendPeriods: row.dividendPeriods,
    negativeCarryForward: row.negativeCarryForward,
    activeMinDeposit: formatMinorUnits(row.activeMinDeposit, currencyDecimals),
    activeMinBet: formatMinorUnits(row.activeMinBet, currencyDecimals),
    debtRule: row.debtRule,
    dormantAgentDays: row.dormantAgentDays,
  };
}

/** "0" is a fine threshold; anything else goes through the money parser. */
function parseThreshold(text: string, decimals: number): bigint {
  return /^0(?:\.0+)?$/.test(text) ? 0n : parseMoneyInput(text, decimals);
}

/** The columns a settings change sets; every value checked before anything is written. */
function changeOf(request: UpdateAgentSettingsRequest, decimals: number): AgentSettingsChange {
  const change: Record<string, unknown> = {};
  for (const kind of contractKinds) {
    const update = request.kinds?.[kind];
    if (!update) continue;
    if (update.enabled !== undefined) change[kindColumns[kind].enabled] = update.enabled;
    if (update.cap !== undefined)
      change[kindColumns[kind].cap] = parseRate(kind, update.cap, decimals);
  }
  if (request.dividendPeriods) change.dividendPeriods = request.dividendPeriods;
  if (request.negativeCarryForward !== undefined) {
    change.negativeCarryForward = request.negativeCarryForward;
  }
  if (request.activeMinDeposit !== undefined) {
    change.activeMinDeposit = parseThreshold(request.activeMinDeposit, decimals);
  }
  if (request.activeMinBet !== undefined) {
    change.activeMinBet = parseThreshold(request.activeMinBet, decimals);
  }
  if (request.debtRule !== undefined) change.debtRule = request.debtRule;
  if (request.dormantAgentDays !== undefined) change.dormantAgentDays = request.dormantAgentDays;
  return change as AgentSettingsChange;
}

/** A brand's agent settings: read by every contract rule, changed by the operator (audited). */
export function createAgentSettingsService(db: Db, repository: AgentSettingsRepository) {
  return {
    read: (merchantId: number) => repository.find(db, merchantId),

    async view(merchant: Brand): Promise<AgentSettings> {
      return settingsView(await repository.find(db, merchant.id), merchant.currencyDecimals);
    },

    /** The operator's change; a lowered cap leaves running contracts as they are (documented). */
    async update(
      merchant: Brand,
      actor: { staffId: number; ip: string },
      request: UpdateAgentSettingsRequest,
    ): Promise<AgentSettings> {
      const change = changeOf(request, merchant.currencyDecimals);
      const after = await db.transaction(async (tx) => {
        const before = await repository.lock(tx, merchant.id);
        await repository.update(tx, merchant.id, change);
        const updated = { ...before, ...change };
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'agent_settings.update',
          subjectKind: 'agent_settings',
          subjectId: merchant.id,
          before: settingsView(before, merchant.currencyDecimals),
          after: settingsView(updated, merchant.currencyDecimals),
          ip: actor.ip,
        });
        return updated;
      });
      return settingsView(after, merchant.currencyDecimals);
    },
  };
}
export type AgentSettingsService = ReturnType<typeof createAgentSettingsService>;
