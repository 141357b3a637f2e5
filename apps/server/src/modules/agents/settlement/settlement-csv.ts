import type { AgentIncomeRow, SettlementItem } from '@lobby/contracts';
import type { CsvColumn } from '../reports/csv-text.ts';

/** Columns named by the JSON fields they copy (stable keys; the web translates headers). */
const fieldsOf = <Row>(keys: readonly (keyof Row & string)[]): CsvColumn<Row>[] =>
  keys.map((key) => ({ header: key, cell: (row: Row) => row[key] as string | number }));

export const settlementItemColumns = fieldsOf<SettlementItem>([
  'localFrom',
  'localTo',
  'periodStart',
  'holder',
  'payer',
  'teamValidBet',
  'teamNetLoss',
  'activeMembers',
  'carryIn',
  'base',
  'rate',
  'amount',
  'paid',
  'owed',
  'state',
]);

export const agentIncomeColumns = fieldsOf<AgentIncomeRow>([
  'kind',
  'localFrom',
  'localTo',
  'ownAmount',
  'ownPaid',
  'ownOwed',
  'dueToDownlines',
  'downlinesPaid',
  'downlinesOwed',
  'remainder',
]);
