import {
  formatMinorUnits,
  type AgentIncomeRow,
  type SettlementItem,
  type SettlementRun,
} from '@lobby/contracts';
import { formatRate } from '../contract-ladder.ts';
import type { IncomeRow, NamedItem } from './settlement-reads.repository.ts';
import type { SettlementRunRow } from './settlement.repository.ts';

/** A settlement item as the API shows it. */
export function itemView(item: NamedItem, decimals: number): SettlementItem {
  const money = (value: bigint) => formatMinorUnits(value, decimals);
  return {
    id: item.id,
    kind: item.kind,
    contractId: item.contractId,
    periodStart: item.periodStart.toISOString(),
    periodEnd: item.periodEnd.toISOString(),
    localFrom: item.localFrom,
    localTo: item.localTo,
    holder: item.holder,
    payer: item.payer,
    teamValidBet: money(item.teamValidBet),
    teamBet: money(item.teamBet),
    teamPayout: money(item.teamPayout),
    teamNetLoss: money(item.teamBet - item.teamPayout),
    activeMembers: item.activeMembers,
    carryIn: money(item.carryIn),
    base: money(item.base),
    rate: formatRate(item.kind, item.rate, decimals),
    amount: money(item.amount),
    paid: money(item.paid),
    owed: money(item.amount - item.paid),
    state: item.state,
    createdAt: item.createdAt.toISOString(),
    paidAt: item.paidAt ? item.paidAt.toISOString() : null,
  };
}

/** Income figures: own, due to downlines, what is paid and owed of each, and the remainder. */
export function incomeFigures(
  row: Omit<IncomeRow, 'kind' | 'localFrom' | 'localTo'>,
  decimals: number,
) {
  const money = (value: bigint) => formatMinorUnits(value, decimals);
  return {
    ownAmount: money(row.ownAmount),
    ownPaid: money(row.ownPaid),
    ownOwed: money(row.ownAmount - row.ownPaid),
    dueToDownlines: money(row.dueToDownlines),
    downlinesPaid: money(row.downlinesPaid),
    downlinesOwed: money(row.dueToDownlines - row.downlinesPaid),
    remainder: money(row.ownAmount - row.dueToDownlines),
  };
}

export function incomeRowView(row: IncomeRow, decimals: number): AgentIncomeRow {
  return {
    kind: row.kind,
    localFrom: row.localFrom,
    localTo: row.localTo,
    ...incomeFigures(row, decimals),
  };
}

export function runView(run: SettlementRunRow, decimals: number): SettlementRun {
  return {
    id: run.id,
    kind: run.kind,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    trigger: run.trigger,
    staffId: run.staffId,
    outcome: run.outcome,
    contracts: run.contracts,
    created: run.created,
    paidAmount: formatMinorUnits(run.paidAmount, decimals),
    owedAmount: formatMinorUnits(run.owedAmount, decimals),
    error: run.error,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}
